/**
 * A legal page (app/content/legal): numbered sections, each from a ## heading and listed in the
 * table of contents; text before the first section is the introduction in the page's hero.
 */
import type { Root } from "mdast";
import { type CollectionContext, reportFile } from "../context.ts";
import { type EntryInput, entryPath, type LegalEntry, resolveReviewed } from "../entries.ts";
import { headingId } from "../ids.ts";
import { jsx } from "../mdx-nodes.ts";
import { splitAt } from "../questions.ts";
import type { LegalFrontmatter } from "../schema.ts";
import { plainText } from "../text.ts";

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

/** A legal page's entry: its effective date, when it was last reviewed, its call to action. */
export function legalEntry({
  base,
  slug,
  file,
  data,
  vocabulary: vocab,
  lineOf,
  problems,
}: EntryInput): LegalEntry {
  const fm = data as unknown as LegalFrontmatter;
  return {
    ...base,
    kind: "legal",
    path: entryPath("legal", slug, {})!,
    effective: fm.effective,
    reviewed: resolveReviewed(fm.reviewed, vocab, problems, file, lineOf("reviewed")),
    ...(fm.callToAction ? { callToAction: fm.callToAction } : {}),
  };
}
