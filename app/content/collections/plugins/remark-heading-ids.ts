/** Headings the page's shape did not already number (### inside sections) get ids too, so any of them can be linked to. */
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { CollectionContext } from "../context.ts";
import { hasId, headingId } from "../ids.ts";

export function remarkHeadingIds(ctx: CollectionContext) {
  return (tree: Root) => {
    visit(tree, "heading", (heading) => {
      if (!hasId(heading)) headingId(ctx, heading);
    });
  };
}
