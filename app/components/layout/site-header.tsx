import { useEffect, useState } from "react";
import { NavLink } from "react-router";
import { bookingHref, firm, telHref } from "~/content/firm";
import { primaryNav } from "~/site-map";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { FirmLogo } from "./firm-logo";
import { MobileNav } from "./mobile-nav";
import { NavDropdown } from "./nav-dropdown";

/** The header turns solid once the page has scrolled more than 50 px (docs/PRODUCT-RULES.md#accessibility-and-motion). */
export const HEADER_SOLID_AFTER_PX = 50;

export function SiteHeader() {
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    const update = () => setSolid(window.scrollY > HEADER_SOLID_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-site-header
      data-solid={solid || undefined}
      className="on-dark fixed inset-x-0 top-0 z-50 text-white transition-[background-color,box-shadow] duration-200 data-[solid]:bg-ink-950/95 data-[solid]:shadow-lift data-[solid]:backdrop-blur"
    >
      {/* Without JavaScript the scroll listener never runs: app.css keeps the header solid
          (@media (scripting: none)). */}
      <div className="container-page flex h-18 items-center justify-between gap-2 min-[22.5rem]:gap-4">
        <FirmLogo compact />
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
              search dialog (app/search/opener.server.ts), whether or not the page hydrated. */}
          <a
            href="/search"
            data-search-open
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
            aria-label="Search this website"
          >
            <Icon name="search" />
          </a>
          <a
            href={telHref(firm.phone)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10 2xl:w-auto 2xl:gap-2 2xl:px-4"
            aria-label={`Call us at ${firm.phone.display}`}
          >
            <Icon name="phone" />
            <span className="hidden text-sm font-semibold 2xl:inline" aria-hidden="true">
              {firm.phone.display}
            </span>
          </a>
          <div className="hidden sm:block">
            <ButtonLink to={bookingHref} variant="onDark">
              Book Consultation
            </ButtonLink>
          </div>
          <div className="xl:hidden">
            <MobileNav />
          </div>
        </div>
      </div>
    </header>
  );
}
