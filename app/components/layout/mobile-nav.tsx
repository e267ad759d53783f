import { NavLink } from "react-router";
import { phoneDrawer } from "~/behaviours/phone-drawer";
import { useBehaviour } from "~/behaviours/use-behaviour";
import { firm, telHref } from "~/content/firm";
import { primaryNav } from "~/site-map";
import { BookButton, ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";

export const MOBILE_NAV_ID = "mobile-nav";

const triggerClass =
  "inline-flex min-h-11 items-center gap-2 rounded-pill border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `drawer-link ${
    isActive ? "bg-white/10 font-semibold text-brass-300" : "text-white hover:bg-white/5"
  }`;

/**
 * The phone menu (docs/PRODUCT-RULES.md#header-menus-and-navigation), the same on every page,
 * hydrated or not: a Menu button and the drawer it opens, a `<dialog>` shown as a popover that
 * slides in from the right and repeats every link of the header. Opening and closing (the buttons,
 * Escape, a tap outside) are the platform's (the `popover` attribute);
 * app/behaviours/phone-drawer.ts moves focus into it, keeps Tab inside it and closes it when a link
 * is chosen. Nothing is fetched to open it.
 *
 * Without JavaScript the button is hidden and Menu is a link to the footer, which lists every page
 * (app/app.css, `@media (scripting: none)`).
 */
export function MobileNav() {
  const drawer = useBehaviour<HTMLDialogElement>(phoneDrawer);
  return (
    <>
      <div className="xl:hidden">
        <a href="#site-footer" data-menu-link className={triggerClass}>
          <Icon name="menu" />
          <span className="max-[25rem]:sr-only">Menu</span>
        </a>
        <button
          type="button"
          data-menu-button
          className={triggerClass}
          aria-label="Open menu"
          aria-haspopup="dialog"
          popoverTarget={MOBILE_NAV_ID}
          popoverTargetAction="show"
        >
          <Icon name="menu" />
          <span className="max-[25rem]:sr-only">Menu</span>
        </button>
      </div>
      {/* Outside the part hidden on wide screens: a drawer left open when the window widens stays
          visible and closable instead of leaving the page inert. */}
      <dialog
        ref={drawer}
        id={MOBILE_NAV_ID}
        data-phone-drawer
        popover="auto"
        aria-modal="true"
        aria-labelledby={`${MOBILE_NAV_ID}-title`}
        className="on-dark fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col overflow-y-auto bg-ink-950 px-5 pb-8 pt-4 text-white shadow-lift open:flex open:animate-[drawer-in_220ms_ease-out] backdrop:bg-ink-950/60 backdrop:animate-[fade-in_200ms_ease-out]"
      >
        <div className="sticky -top-4 z-10 -mx-5 -mt-4 flex items-center justify-between bg-ink-950 px-5 pt-4 pb-2">
          <h2 id={`${MOBILE_NAV_ID}-title`} className="font-serif text-xl font-semibold text-white">
            Menu
          </h2>
          <button
            type="button"
            popoverTarget={MOBILE_NAV_ID}
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
            aria-label="Close menu"
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-4">
          <ul className="space-y-1">
            {primaryNav.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end className={linkClass}>
                  {item.name}
                </NavLink>
                {"children" in item ? (
                  <ul className="mb-2 ml-3 border-l border-white/15 pl-2">
                    {item.children.map((child) => (
                      <li key={child.path}>
                        <NavLink to={child.path} className={linkClass}>
                          <span className="text-[0.95rem] text-ink-100">{child.name}</span>
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 grid gap-3">
          <BookButton onDark>Book Consultation</BookButton>
          <ButtonLink to={telHref(firm.phone)} variant="onDarkOutline" icon="phone">
            Call {firm.phone.display}
          </ButtonLink>
        </div>
      </dialog>
    </>
  );
}
