/** A client story's `solution` names a <Solution> of the same file. */
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { type CollectionContext, report } from "../context.ts";
import { didYouMean } from "../errors.ts";
import { isJsx, type Jsx, stringProp } from "../mdx-nodes.ts";

export function remarkStorySolutions(ctx: CollectionContext) {
  return (tree: Root) => {
    const solutionIds = new Set<string>();
    const stories: Jsx[] = [];
    visit(tree, (n) => {
      if (!isJsx(n)) return;
      const id = n.name === "Solution" ? stringProp(n, "id") : undefined;
      if (id) solutionIds.add(id);
      if (n.name === "Story") stories.push(n);
    });
    for (const s of stories) {
      const ref = stringProp(s, "solution");
      if (ref && !solutionIds.has(ref))
        report(
          ctx,
          s,
          `<Story solution="${ref}"> names no <Solution> in this file.`,
          `Use the id of a <Solution>.${didYouMean(ref, solutionIds)}`,
        );
    }
  };
}
