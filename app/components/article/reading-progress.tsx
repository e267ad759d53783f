import { useEffect, useRef } from "react";

/**
 * A thin bar at the top of the window that fills as the article is read. It is decorative
 * (aria-hidden): screen-reader users get the table of contents, which marks the current section,
 * instead of a progress value announced on every scroll. No animation: the bar follows the
 * scroll position directly, so it also suits visitors who prefer reduced motion.
 */
export function ReadingProgress({ targetId }: { targetId: string }) {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = document.getElementById(targetId);
    const el = bar.current;
    if (!target || !el) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = target.getBoundingClientRect();
      const total = rect.height - window.innerHeight;
      const read = total > 0 ? Math.min(1, Math.max(0, -rect.top / total)) : rect.top < 0 ? 1 : 0;
      el.style.transform = `scaleX(${read})`;
      el.dataset.progress = String(Math.round(read * 100));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [targetId]);

  return (
    <div
      aria-hidden="true"
      className="no-print pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 bg-transparent"
    >
      <div
        ref={bar}
        className="h-full origin-left bg-brass-400"
        style={{ transform: "scaleX(0)" }}
        data-reading-progress
        data-target={targetId}
      />
    </div>
  );
}
