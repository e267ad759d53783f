/**
 * An FAQ set (app/content/faqs): every ## heading is a question, the text under it its answer;
 * the questions are read out for the page's structured data and search.
 */
import type { Root } from "mdast";
import type { CollectionContext } from "../context.ts";
import {
  type EmbeddedFaqEntry,
  type EntryInput,
  entryPath,
  type FaqPageEntry,
} from "../entries.ts";
import { didYouMean } from "../errors.ts";
import { jsx } from "../mdx-nodes.ts";
import { questionsFrom } from "../questions.ts";
import type { EmbeddedFaqFrontmatter, FaqPageFrontmatter } from "../schema.ts";

export function remarkFaqSet(ctx: CollectionContext) {
  return (tree: Root) => {
    tree.children = [jsx("Slot", { name: "body" }, [questionsFrom(ctx, tree.children, 2, true)])];
  };
}

/**
 * An FAQ set's entry: a page of its own under /knowledge, or, with `page:`, questions shown in a
 * section of another page.
 */
export function faqEntry({
  base,
  slug,
  file,
  data,
  result,
  vocabulary: vocab,
  lineOf,
  problems,
}: EntryInput): FaqPageEntry | EmbeddedFaqEntry {
  if ("page" in data) {
    const fm = data as unknown as EmbeddedFaqFrontmatter;
    const entry: EmbeddedFaqEntry = {
      ...base,
      heading: fm.title,
      kind: "faqs",
      embedded: true,
      page: fm.page,
      section: fm.section,
      area: fm.area,
      questions: result.questions,
    };
    if (!vocab.staticPaths.has(fm.page))
      problems.push({
        file,
        line: lineOf("page"),
        message: `"page: ${fm.page}" is not a page of the site.`,
        fix: `Use the path of the page the questions appear on.${didYouMean(fm.page, vocab.staticPaths)}`,
      });
    return entry;
  }
  const fm = data as unknown as FaqPageFrontmatter;
  return {
    ...base,
    kind: "faqs",
    embedded: false,
    path: entryPath("faqs", slug, fm)!,
    intro: fm.intro,
    area: fm.area,
    emailSubject: fm.emailSubject,
    links: fm.links,
    questions: result.questions,
  };
}
