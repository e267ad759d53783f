/**
 * Runs `work` once the browser has painted the next frame (an animation frame, then a task), and
 * returns a function that cancels it. For work that a press causes but that its answer on screen
 * need not wait for: React runs the effects of a press (a discrete event) before the browser
 * paints, so heavy work started there (a new iframe, the first use of `Intl`, a fetch's set-up)
 * would delay the press's own paint, which Interaction to Next Paint counts
 * (docs/PERFORMANCE.md#interactions).
 */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
