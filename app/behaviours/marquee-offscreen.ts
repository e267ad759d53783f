import type { Dispose } from "./behaviour";

/**
 * An endless strip stands still while it is off screen. A running animation makes the browser draw
 * a frame 60 times a second wherever the strip is on the page: about 60-90 ms of CPU each second
 * for the site's strip below the fold (docs/PERFORMANCE.md#interactions), work a phone does for
 * nothing while its reader is higher up, and which competes with their taps. `data-offscreen`
 * pauses the animation (app.css); it resumes where it stopped when the strip comes into view.
 */
export function marqueeOffscreen(strip: HTMLElement): Dispose {
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1);
    if (entry) strip.toggleAttribute("data-offscreen", !entry.isIntersecting);
  });
  observer.observe(strip);
  return () => {
    observer.disconnect();
    strip.removeAttribute("data-offscreen");
  };
}
