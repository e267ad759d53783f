import { NavLink } from "react-router";
import { solidHeader } from "~/behaviours/solid-header";
import { useBehaviour } from "~/behaviours/use-behaviour";
import { bookingHref, firm, telHref } from "~/content/firm";
import { primaryNav } from "~/site-map";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { FirmLogo } from "./firm-logo";
import { MobileNav } from "./mobile-nav";
import { NavDropdown } from "./nav-dropdown";
import { PhoneBookingBar } from "./phone-booking-bar";

export function SiteHeader() {
  // Solid after 50 px of scroll (app/behaviours/solid-header.ts); without JavaScript the stylesheet
  // keeps it solid throughout (app/app.css).
  const ref = useBehaviour(solidHeader);
  return (
    <>
      <header
        ref={ref}
        data-site-header
        className="on-dark fixed inset-x-0 top-0 z-50 text-white transition-[background-color,box-shadow] duration-200 data-[solid]:bg-ink-950/95 data-[solid]:shadow-lift data-[solid]:backdrop-blur"
      >
        <div className="container-page flex h-18 items-center justify-between gap-2 min-[22.5rem]:gap-4">
          {/* Beside the full navigation (1280 px and up) the word mark drops its second line, so
            Book Consultation stays on one line (docs/PRODUCT-RULES.md#header-menus-and-navigation). */}
          <FirmLogo compact subtitle="narrow" />
          <nav aria-label="Main" className="hidden xl:block">
            <ul className="flex items-center whitespace-nowrap text-[0.95rem] font-medium">
              {primaryNav.map((item) =>
                "children" in item ? (
                  <NavDropdown key={item.path} item={item} />
                ) : (
                  <li key={item.path}>
                    <NavLink
                      to={item.path}
                      end
                      prefetch="intent"
                      className={({ isActive }) =>
                        `nav-link inline-flex min-h-11 items-center rounded-md px-2 no-underline ${
                          isActive ? "text-brass-300" : "text-white hover:text-brass-300"
                        }`
                      }
                    >
                      {item.name}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            {/* A link to /search, which works without JavaScript; with it, the same click opens the
              search dialog (app/search/opener.ts, run by the boot script), whether or not the page hydrated. */}
            <a
              href="/search"
              data-search-open
              className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
              aria-label="Search this website"
            >
              <Icon name="search" />
            </a>
            {/* On phones the booking bar at the bottom of the screen has the call button. */}
            <a
              href={telHref(firm.phone)}
              className="hidden size-11 sm:inline-flex items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10 2xl:w-auto 2xl:gap-2 2xl:px-4"
              aria-label={`Call us at ${firm.phone.display}`}
            >
              <Icon name="phone" />
              <span className="hidden text-sm font-semibold 2xl:inline" aria-hidden="true">
                {firm.phone.display}
              </span>
            </a>
            {/* Not on a client's own pages, which are past booking (app/app.css). */}
            <div className="hidden sm:block" data-header-book>
              <ButtonLink to={bookingHref} variant="onDark" className="whitespace-nowrap">
                Book Consultation
              </ButtonLink>
            </div>
            <MobileNav />
          </div>
        </div>
      </header>
      <PhoneBookingBar />
    </>
  );
}
