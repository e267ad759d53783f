import { type Dispose, disposeAll, listen } from "./behaviour";

/** How long a menu that hover opened stays open after the pointer leaves it. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * One header dropdown (WAI-ARIA APG "disclosure navigation";
 * docs/PRODUCT-RULES.md#header-menus-and-navigation): `item` holds the section's link, a button
 * with `aria-controls` and the panel. The button opens and closes it, the mouse opens it on hover,
 * Escape closes it and returns focus to the button, and it closes when focus or the pointer
 * leaves, on a click elsewhere and when one of its links is chosen.
 *
 * Hover and click agree: a mouse reaching the button has already opened the menu by hovering, so a
 * click on a menu that hover opened keeps it open and pins it (it then stays when the pointer
 * leaves, until a second click, Escape, a click elsewhere or a link).
 *
 * The open state is `data-open` on the item (the stylesheet shows the panel and turns the chevron)
 * and `aria-expanded` on the button. Until this runs, the stylesheet opens the panel on hover and
 * focus; `data-enhanced` tells it to stand down. Unwiring closes the menu.
 */
export function disclosureMenu(item: HTMLElement): Dispose {
  const button = item.querySelector<HTMLButtonElement>("button[aria-controls]");
  if (!button) return () => {};
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Why the menu is open: hover closes it when the pointer leaves, a click keeps it. */
  let openedBy: "hover" | "click" | null = null;
  const set = (next: boolean) => {
    clearTimeout(timer);
    open = next;
    if (!next) openedBy = null;
    if (next) item.setAttribute("data-open", "true");
    else item.removeAttribute("data-open");
    button.setAttribute("aria-expanded", String(next));
  };
  item.setAttribute("data-enhanced", "");
  const dispose = disposeAll([
    listen(item, "pointerenter", (e) => {
      if (e.pointerType !== "mouse") return;
      if (!open) openedBy = "hover";
      set(true);
    }),
    listen(item, "pointerleave", (e) => {
      if (e.pointerType !== "mouse" || openedBy === "click") return;
      timer = setTimeout(() => set(false), HOVER_CLOSE_DELAY_MS);
    }),
    listen(item, "focusout", (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) set(false);
    }),
    listen(item, "keydown", (e) => {
      if (e.key !== "Escape" || !open) return;
      e.stopPropagation();
      set(false);
      button.focus();
    }),
    listen(item, "click", (e) => {
      if ((e.target as Element | null)?.closest("a[href]")) set(false);
    }),
    listen(button, "click", () => {
      if (open && openedBy === "hover") {
        clearTimeout(timer);
        openedBy = "click";
        return;
      }
      set(!open);
      if (open) openedBy = "click";
    }),
    listen(document, "pointerdown", (e) => {
      if (open && !item.contains(e.target as Node | null)) set(false);
    }),
  ]);
  return () => {
    dispose();
    set(false);
    item.removeAttribute("data-enhanced");
  };
}
