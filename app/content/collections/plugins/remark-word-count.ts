/**
 * Counts the words of the page as a visitor reads them (facts and firm details written in, the
 * text an element shows from its props), for the reading time (docs/EDITING.md#reading-time).
 */
import type { Root } from "mdast";
import type { CollectionContext } from "../context.ts";
import { plainText } from "../text.ts";

export function remarkWordCount(ctx: CollectionContext) {
  return (tree: Root) => {
    ctx.result.words = plainText(tree, ctx.vocabulary)
      .split(/\s+/)
      .filter((w) => /\w/.test(w)).length;
  };
}
