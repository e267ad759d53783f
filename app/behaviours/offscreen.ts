import type { Dispose } from "./behaviour";

/**
 * Marks an element `data-offscreen` while it is out of view, and tells `onChange` (when given) each
 * time that changes. What moves on its own stops there: an endless strip (app.css pauses a
 * `.marquee[data-offscreen]`) and the testimonials' rotation. A running animation makes the browser
 * draw 60 frames a second wherever it is on the page (60-90 ms of CPU each second for the site's
 * strip below the fold, docs/PERFORMANCE.md#moving-parts-off-screen-2026-11-28): work a phone does
 * for nothing while its reader is elsewhere, and which competes with their taps. The element starts
 * as on screen; the observer's first report corrects that.
 */
export function offscreen(el: HTMLElement, onChange?: (offscreen: boolean) => void): Dispose {
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1);
    if (!entry) return;
    const out = !entry.isIntersecting;
    if (out === el.hasAttribute("data-offscreen")) return;
    el.toggleAttribute("data-offscreen", out);
    onChange?.(out);
  });
  observer.observe(el);
  return () => {
    observer.disconnect();
    el.removeAttribute("data-offscreen");
  };
}
