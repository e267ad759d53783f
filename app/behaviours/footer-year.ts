import type { Dispose } from "./behaviour";

/**
 * The copyright line shows the visitor's current year, not the year the page was built
 * (docs/PRODUCT-RULES.md#disclaimers-and-statements): the server writes the build's year into
 * `[data-year]`, this writes the visitor's.
 */
export function footerYear(footer: HTMLElement): Dispose {
  const year = footer.querySelector("[data-year]");
  const now = String(new Date().getFullYear());
  if (year && year.textContent !== now) year.textContent = now;
  return () => {};
}
