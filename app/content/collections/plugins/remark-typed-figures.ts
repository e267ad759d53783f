/**
 * Prose never types a figure the facts register holds: it is read from the register with <Fact>,
 * so it changes when the register does. An amount that only happens to be equal is wrapped in
 * <Unrelated> (docs/EDITING.md#facts-and-fees). Text props are checked with their element
 * (remark-components.ts).
 */
import type { Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import { type CollectionContext, type Placed, report } from "../context.ts";
import { isJsx } from "../mdx-nodes.ts";
import { typedFigures } from "../text.ts";

/** Elements whose text is a value, not prose. */
const VALUES = ["Fact", "Figure", "Fee", "Firm", "Phone", "Email", "Unrelated"];

export function remarkTypedFigures(ctx: CollectionContext) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (isJsx(node) && VALUES.includes(node.name ?? "")) return SKIP;
      if (node.type !== "text") return;
      for (const f of typedFigures(node.value, ctx.vocabulary))
        typedFigureProblem(ctx, node, f.printed, f.factId, false);
    });
  };
}

export function typedFigureProblem(
  ctx: CollectionContext,
  node: Placed,
  printed: string,
  factId: string,
  inProp: boolean,
) {
  report(
    ctx,
    node,
    `"${printed}" is typed into the text, but it is a figure of the facts register ("${factId}").`,
    inProp
      ? `Write {fact:${factId}} in the prop so it changes when the register does (docs/EDITING.md#facts-and-fees).`
      : `Write <Fact id="${factId}" /> (or earlier/changed/effective) so it changes when the register does. If the sentence is about something else that only happens to be the same amount, write <Unrelated>${printed}</Unrelated> (docs/EDITING.md#facts-and-fees).`,
  );
}
