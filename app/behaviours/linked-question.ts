import { type Dispose, listen } from "./behaviour";

/**
 * A link to a question (`#id` of a `<details>`, or of something inside one) opens it and brings it
 * into view (docs/PRODUCT-RULES.md#header-menus-and-navigation): on arrival and whenever the
 * address's fragment changes. Only questions inside `root` are opened.
 */
export function linkedQuestion(root: HTMLElement): Dispose {
  const open = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target || !root.contains(target)) return;
    const details = target instanceof HTMLDetailsElement ? target : target.closest("details");
    if (details && !details.open) {
      details.open = true;
      target.scrollIntoView({ block: "start" });
    }
  };
  open();
  return listen(window, "hashchange", open);
}
