/**
 * Runs `start` once, after the browser reports the first contentful paint (a `paint`
 * PerformanceObserver entry, delivered once the frame is on screen), or after 3 s if it never does
 * (a tab opened in the background). Without paint timing it starts after the first frame. Waiting
 * for the report rather than for the next frame matters: the frame can reach the screen tens of
 * milliseconds after `requestAnimationFrame` and a timeout have run, and scripts fetched in that gap
 * counted as blocking the paint (Lighthouse LCP 0.9 s vs 1.2 s; docs/decisions/005).
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  if ((PerformanceObserver.supportedEntryTypes ?? []).includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(go, 0);
    }).observe({ type: "paint", buffered: true });
    setTimeout(go, 3000);
  } else requestAnimationFrame(() => setTimeout(go, 0));
}
