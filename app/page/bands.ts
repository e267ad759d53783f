/**
 * The bands of a page (`.render-near`: app/components/sections/section.tsx,
 * app/components/article/article-section.tsx, the footer, the strip…) below the first screen are
 * skipped by the first frame (`content-visibility: auto` in app/app.css until drawn), so the
 * browser styles and lays out only what is seen before it paints
 * (docs/decisions/017-first-frame-lays-out-what-is-seen.md).
 */
const NEXT_BAND = ".render-near:not([data-drawn])";
export const BANDS_DRAWN = "bands-drawn";

/**
 * After the first paint: draws the bands one per task, each laid out in its own task (the whole
 * document in one first layout was a 46-115 ms task on the longest pages). A band nested in a
 * band is drawn in a task of its own after its parent. When none is left, marks the document
 * `data-drawn` and fires `bands-drawn`.
 */
export function drawBands(): void {
  const band = document.querySelector(NEXT_BAND);
  if (!band) {
    document.documentElement.setAttribute("data-drawn", "");
    document.dispatchEvent(new Event(BANDS_DRAWN));
    return;
  }
  band.setAttribute("data-drawn", "");
  band.getBoundingClientRect();
  setTimeout(drawBands, 0);
}

/**
 * Calls `ready` once every band is drawn: at once if the document is marked `data-drawn` or has no
 * band left to draw, else on the `bands-drawn` event.
 */
export function whenBandsDrawn(ready: () => void): void {
  if (document.documentElement.hasAttribute("data-drawn") || !document.querySelector(NEXT_BAND))
    ready();
  else document.addEventListener(BANDS_DRAWN, ready, { once: true });
}
