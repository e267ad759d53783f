/**
 * Blocks that shape their own content wherever they stand: <Solutions> numbers its solutions,
 * <Questions> turns its ### headings into questions, and the ids given to solutions, stories and
 * cards are claimed as places of the page.
 */
import type { Root, RootContent } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import type { CollectionContext } from "../context.ts";
import { claimId } from "../ids.ts";
import { isElement, isJsx, type Jsx, setAttr, stringProp } from "../mdx-nodes.ts";
import { questionsFrom } from "../questions.ts";

const WITH_ID = ["Solution", "Story", "Card"];

export function remarkNestedBlocks(ctx: CollectionContext) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (!isJsx(node)) return;
      if (node.name === "Solutions") {
        let i = 0;
        for (const c of node.children)
          if (isElement(c, "Solution")) setAttr(c, "number", String(++i));
      }
      if (node.name === "Questions") {
        node.children = [
          questionsFrom(ctx, node.children as RootContent[], 3, false),
        ] as Jsx["children"];
        return SKIP;
      }
      if (WITH_ID.includes(node.name ?? "")) {
        const given = stringProp(node, "id");
        if (given) claimId(ctx, node, given);
      }
    });
  };
}
