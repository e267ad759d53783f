/**
 * An article (app/content/blog): text before the first section is its lead; each ## heading,
 * <Section>, <Step> and <CallToAction> is a section of the page and of its table of contents;
 * steps are numbered ("Step 2 of 5"); a <HeroNotice> goes beside the title.
 */
import type { Root, RootContent } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { formatIsoMonth } from "../../../lib/domain/dates.ts";
import type { CollectionContext } from "../context.ts";
import { type BlogEntry, type EntryInput, entryPath, resolveReviewed } from "../entries.ts";
import { didYouMean } from "../errors.ts";
import { elementId, headingId } from "../ids.ts";
import { isElement, isJsx, jsx, setAttr, stringProp } from "../mdx-nodes.ts";
import { type BlogFrontmatter, practiceAreas } from "../schema.ts";
import { plainText } from "../text.ts";

const SECTIONS = ["Section", "Step", "CallToAction"];

export function remarkArticle(ctx: CollectionContext) {
  return (tree: Root) => {
    const { result } = ctx;
    const hero: RootContent[] = [];
    const body: RootContent[] = [];
    let lead: RootContent[] = [];
    let section: MdxJsxFlowElement | undefined;
    const flushLead = () => {
      if (lead.length) body.push(jsx("Lead", {}, lead));
      lead = [];
    };
    const steps = tree.children.filter((n) => isElement(n, "Step"));
    let stepNumber = 0;
    for (const n of tree.children) {
      if (isJsx(n) && n.name === "HeroNotice") {
        hero.push(n);
        continue;
      }
      if (isJsx(n) && SECTIONS.includes(n.name ?? "")) {
        flushLead();
        section = undefined;
        const title = stringProp(n, "title") ?? "";
        const id = elementId(ctx, n);
        if (n.name === "Step") {
          stepNumber++;
          setAttr(n, "number", String(stepNumber));
          setAttr(n, "total", String(steps.length));
        }
        const label = stringProp(n, "toc") ?? title;
        if (id)
          result.toc.push({
            id,
            label: n.name === "Step" ? `Step ${stepNumber}: ${label}` : label,
          });
        body.push(n);
        continue;
      }
      if (n.type === "heading" && n.depth === 2) {
        flushLead();
        const id = headingId(ctx, n);
        const title = plainText(n, ctx.vocabulary);
        result.toc.push({ id, label: title });
        section = jsx("Section", { id, title }, []);
        body.push(section);
        continue;
      }
      if (section) section.children.push(n as MdxJsxFlowElement["children"][number]);
      else lead.push(n);
    }
    flushLead();
    if (hero.length) result.slots.push("hero");
    tree.children = [jsx("Slot", { name: "hero" }, hero), jsx("Slot", { name: "body" }, body)];
  };
}

/** An article's entry: its dates, author, practice area and reading labels. */
export function blogEntry({
  base,
  slug,
  file,
  data,
  vocabulary: vocab,
  lineOf,
  problems,
}: EntryInput): BlogEntry {
  const fm = data as unknown as BlogFrontmatter;
  const reviewed = resolveReviewed(fm.reviewed, vocab, problems, file, lineOf("reviewed"));
  const dateModified = [fm.published, fm.updated, reviewed.date]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1)!;
  const authorName = vocab.lawyers.get(fm.author);
  if (!authorName)
    problems.push({
      file,
      line: lineOf("author"),
      message: `"author: ${fm.author}" is not one of the firm's lawyers.`,
      fix: `Use the key of a lawyer in app/content/firm.ts: ${[...vocab.lawyers.keys()].join(", ")}.${didYouMean(fm.author, vocab.lawyers.keys())}`,
    });
  return {
    ...base,
    kind: "blog",
    path: entryPath("blog", slug, fm)!,
    summary: fm.summary,
    published: fm.published,
    dateModified,
    reviewed,
    author: { key: fm.author, name: authorName ?? "" },
    area: fm.area,
    areaLabel: practiceAreas[fm.area],
    readingLabel: labelFrom(fm.readingLabel, base.readingMinutes, dateModified, reviewed.date),
    heroLabel: labelFrom(
      fm.heroLabel ?? fm.readingLabel,
      base.readingMinutes,
      dateModified,
      reviewed.date,
    ),
  };
}

/** A reading label's placeholders: {minutes}, {updated-year} ("2026") and {reviewed-month}
 *  ("November 2026", the month the text was last checked against the law). */
function labelFrom(
  template: string,
  minutes: number,
  dateModified: string,
  reviewed: string,
): string {
  return template
    .replaceAll("{minutes}", String(minutes))
    .replaceAll("{updated-year}", dateModified.slice(0, 4))
    .replaceAll("{reviewed-month}", formatIsoMonth(reviewed));
}
