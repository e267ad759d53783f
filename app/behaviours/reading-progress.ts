import { type Dispose, disposeAll, listen } from "./behaviour";

/**
 * An article's reading-progress bar (`[data-reading-progress]`, app/components/article/
 * reading-progress.tsx) fills as the element named by its `data-target` is read: scaled by the
 * scroll position, once per frame, and `data-progress` holds the percentage.
 */
export function readingProgress(bar: HTMLElement): Dispose {
  const target = document.getElementById(bar.dataset.target ?? "");
  if (!target) return () => {};
  let frame = 0;
  const update = () => {
    frame = 0;
    const rect = target.getBoundingClientRect();
    const total = rect.height - window.innerHeight;
    const read = total > 0 ? Math.min(1, Math.max(0, -rect.top / total)) : rect.top < 0 ? 1 : 0;
    bar.style.transform = `scaleX(${read})`;
    bar.dataset.progress = String(Math.round(read * 100));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  const dispose = disposeAll([
    listen(window, "scroll", schedule, { passive: true }),
    listen(window, "resize", schedule),
  ]);
  return () => {
    cancelAnimationFrame(frame);
    dispose();
  };
}
