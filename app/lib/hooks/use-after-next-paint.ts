import { useCallback, useEffect, useRef } from "react";
import { afterNextPaint } from "../scheduling/after-next-paint";

/**
 * Returns a function that runs `change` once the press being handled has painted (afterNextPaint),
 * so a large redraw a press asks for (a new step, another tab's panel) is drawn in the next frame
 * instead of holding back the press's own paint, which Interaction to Next Paint counts
 * (docs/PERFORMANCE.md#interactions). A newer call replaces one still waiting, and leaving the page
 * cancels it.
 */
export function useAfterNextPaint(): (change: () => void) => void {
  const cancel = useRef<() => void>(() => {});
  useEffect(() => () => cancel.current(), []);
  return useCallback((change: () => void) => {
    cancel.current();
    cancel.current = afterNextPaint(change);
  }, []);
}
