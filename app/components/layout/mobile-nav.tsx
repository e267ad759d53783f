import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "../ui/icon";

export const MOBILE_NAV_ID = "mobile-nav";

const loadDrawer = () => import("./mobile-nav-drawer");
const MobileNavDrawer = lazy(loadDrawer);

/** The widths at which the header shows this button instead of the full navigation (`xl:hidden`). */
const PHONE_MENU_QUERY = "(max-width: 79.99rem)";

const triggerClass =
  "inline-flex min-h-11 items-center gap-2 rounded-pill border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10";

/**
 * The phone menu's button. The drawer itself (Radix Dialog, about 13 KiB) is fetched when the
 * browser is idle on a screen narrow enough to show this button, or at the latest when the button
 * is pressed, so it is never part of what a page loads before it is usable. Without JavaScript the
 * button is replaced by a link to the footer, which lists every page.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!window.matchMedia(PHONE_MENU_QUERY).matches) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadDrawer());
    return () => cancel(handle);
  }, []);

  return (
    <>
      <noscript>
        <style>{"[data-menu-button]{display:none}"}</style>
        <a href="#site-footer" className={triggerClass}>
          <Icon name="menu" />
          <span className="max-[22.4rem]:sr-only">Menu</span>
        </a>
      </noscript>
      <button
        ref={button}
        type="button"
        data-menu-button
        className={triggerClass}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_NAV_ID : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className="max-[22.4rem]:sr-only">Menu</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileNavDrawer onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
