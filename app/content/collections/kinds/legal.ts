/**
 * A legal page (app/content/legal): numbered sections, each from a ## heading and listed in the
 * table of contents; text before the first section is the introduction in the page's hero.
 */
import type { Root } from "mdast";
import { type CollectionContext, reportFile } from "../context";
import { headingId } from "../ids";
import { jsx } from "../mdx-nodes";
import { splitAt } from "../questions";
import { plainText } from "../text";

export function remarkLegalPage(ctx: CollectionContext) {
  return (tree: Root) => {
    const { before, groups } = splitAt(tree.children, 2);
    if (groups.length === 0)
      reportFile(
        ctx,
        "A legal page needs numbered sections, each starting with a ## heading.",
        "Add sections: ## Section title {#section-id}",
      );
    const sections = groups.map(({ heading, content }, i) => {
      const id = headingId(ctx, heading);
      const title = plainText(heading, ctx.vocabulary);
      ctx.result.toc.push({ id, label: title });
      return jsx("LegalSection", { id, title, number: String(i + 1) }, content);
    });
    if (before.length) ctx.result.slots.push("intro");
    tree.children = [
      jsx("Slot", { name: "intro" }, before),
      jsx("Slot", { name: "body" }, [jsx("LegalSections", {}, sections)]),
    ];
  };
}
