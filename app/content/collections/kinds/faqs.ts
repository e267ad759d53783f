/**
 * An FAQ set (app/content/faqs): every ## heading is a question, the text under it its answer;
 * the questions are read out for the page's structured data and search.
 */
import type { Root } from "mdast";
import type { CollectionContext } from "../context";
import { jsx } from "../mdx-nodes";
import { questionsFrom } from "../questions";

export function remarkFaqSet(ctx: CollectionContext) {
  return (tree: Root) => {
    tree.children = [jsx("Slot", { name: "body" }, [questionsFrom(ctx, tree.children, 2, true)])];
  };
}
