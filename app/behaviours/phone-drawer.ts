import { type Dispose, disposeAll, listen } from "./behaviour";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The phone menu's drawer (docs/PRODUCT-RULES.md#header-menus-and-navigation): a `<dialog>` in every
 * page's header shown as a popover (`popover="auto"`), opened by the header's Menu button and
 * closed by its close button (`popovertarget`), by Escape and by a tap outside it: all of that is
 * the platform's, with or without this script, and the browser puts focus back on the Menu button
 * when it closes.
 *
 * What this adds, so it behaves as a modal dialog (WAI-ARIA APG, it carries `aria-modal="true"`):
 * focus moves into it when it opens, Tab and Shift+Tab wrap inside it, and it closes when a link
 * in it is chosen (a hydrated page then shows the chosen page without a new document). A popover
 * rather than `showModal()`: a modal dialog makes the rest of the page inert, and the browser then
 * restyles every element of it in the tap's frame (docs/decisions/018-each-behaviour-once.md).
 */
export function phoneDrawer(drawer: HTMLElement): Dispose {
  const items = () => [...drawer.querySelectorAll<HTMLElement>(focusable)];
  const dispose = disposeAll([
    listen(drawer, "toggle", (e) => {
      if ((e as ToggleEvent).newState === "open") items()[0]?.focus();
    }),
    listen(drawer, "click", (e) => {
      if ((e.target as Element | null)?.closest("a[href]")) drawer.hidePopover();
    }),
    listen(drawer, "keydown", (e) => {
      if (e.key !== "Tab") return;
      const all = items();
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return;
      if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      } else if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      }
    }),
  ]);
  return () => {
    dispose();
    if (drawer.matches(":popover-open")) drawer.hidePopover();
  };
}
