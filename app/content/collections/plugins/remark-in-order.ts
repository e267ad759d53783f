/**
 * The last plugin: the file's problems and links in the order of the text (line, then column),
 * whichever plugin found them, so an editor reads the problems from the top of the file down.
 */
import type { CollectionContext } from "../context";

type Located = { line?: number; column?: number };
const byPlace = (a: Located, b: Located) =>
  (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);

export function remarkInOrder(ctx: CollectionContext) {
  return () => {
    const found = ctx.problems.splice(ctx.firstProblem).sort(byPlace);
    ctx.problems.push(...found);
    ctx.result.links.sort(byPlace);
  };
}
