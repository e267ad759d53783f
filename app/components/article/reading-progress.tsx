import { readingProgress } from "~/behaviours/reading-progress";
import { useBehaviour } from "~/behaviours/use-behaviour";

/**
 * A thin bar at the top of the window that fills as the article is read. It is decorative
 * (aria-hidden): screen-reader users get the table of contents, which marks the current section,
 * instead of a progress value announced on every scroll. No animation: the bar follows the
 * scroll position directly, so it also suits visitors who prefer reduced motion.
 */
export function ReadingProgress({ targetId }: { targetId: string }) {
  // Filled by app/behaviours/reading-progress.ts as the target is read.
  const bar = useBehaviour<HTMLDivElement>(readingProgress, [targetId]);

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
