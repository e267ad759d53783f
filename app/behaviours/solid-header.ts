import { type Dispose, listen } from "./behaviour";

/** The header turns solid once the page has scrolled more than 50 px (docs/PRODUCT-RULES.md#header-menus-and-navigation). */
export const HEADER_SOLID_AFTER_PX = 50;

/**
 * Marks the header `data-solid` while the page is scrolled more than 50 px (50 px exactly is still
 * transparent). Without JavaScript the stylesheet keeps it solid throughout (app/app.css).
 */
export function solidHeader(header: HTMLElement): Dispose {
  const update = () => {
    if (window.scrollY > HEADER_SOLID_AFTER_PX) header.setAttribute("data-solid", "true");
    else header.removeAttribute("data-solid");
  };
  update();
  return listen(window, "scroll", update, { passive: true });
}
