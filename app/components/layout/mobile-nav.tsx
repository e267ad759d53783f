import { useHydrates } from "~/document/hydration";
import { Icon } from "../ui/icon";
import { lazyDialog, useLazyDialog } from "../ui/lazy-dialog";

export const MOBILE_NAV_ID = "mobile-nav";

const drawer = lazyDialog(() => import("./mobile-nav-drawer"));

/** The widths at which the header shows this button instead of the full navigation (`xl:hidden`). */
const PHONE_MENU_QUERY = "(max-width: 79.99rem)";

const triggerClass =
  "inline-flex min-h-11 items-center gap-2 rounded-pill border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10";

/** Without the drawer's script: a link to the footer, which lists every page. */
function MenuLink() {
  return (
    <a href="#site-footer" className={triggerClass}>
      <Icon name="menu" />
      <span className="max-[25rem]:sr-only">Menu</span>
    </a>
  );
}

/**
 * The phone menu. On a page that does not hydrate (app/document/hydration.ts) it is the same link to
 * the footer as without JavaScript.
 */
export function MobileNav() {
  return useHydrates() ? <MobileNavButton /> : <MenuLink />;
}

/**
 * The phone menu's button. The drawer is loaded on demand (`useLazyDialog`), and ahead of time
 * only on a screen narrow enough to show this button. Without JavaScript the button is replaced
 * by a link to the footer, which lists every page.
 */
function MobileNavButton() {
  const dialog = useLazyDialog(drawer, () => window.matchMedia(PHONE_MENU_QUERY).matches);
  return (
    <>
      {/* The button gives way to this link without scripting (app.css). */}
      <noscript>
        <MenuLink />
      </noscript>
      <button
        {...dialog.triggerProps}
        data-menu-button
        className={triggerClass}
        aria-label="Open menu"
        aria-controls={dialog.open ? MOBILE_NAV_ID : undefined}
      >
        <Icon name="menu" />
        <span className="max-[25rem]:sr-only">Menu</span>
      </button>
      {dialog.dialog}
    </>
  );
}
