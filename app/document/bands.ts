/**
 * Calls `ready` once every band below the first screen is drawn (`DRAW_BANDS`,
 * app/document/document-html.server.ts): at once if the document is marked `data-drawn` or has no band
 * left to draw, else on the `bands-drawn` event. The page is marked ready for input only then, so
 * tools and tests that wait for the mark read a fully drawn page (ready-mark.ts).
 */
export function whenBandsDrawn(ready: () => void): void {
  const html = document.documentElement;
  if (html.hasAttribute("data-drawn") || !document.querySelector(".render-near:not([data-drawn])"))
    ready();
  else document.addEventListener("bands-drawn", ready, { once: true });
}
