/**
 * Questions written as headings (an FAQ set's ##, an article's <Questions> ###) become numbered
 * <FaqQuestion> elements holding their answers.
 */
import type { Heading, Nodes, RootContent } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { type CollectionContext, report, reportFile } from "./context.ts";
import { headingId } from "./ids.ts";
import { jsx } from "./mdx-nodes.ts";
import { plainText, plainTextOf } from "./text.ts";

/** Splits nodes at headings of a depth: what comes before the first, and each heading's part. */
export function splitAt(nodes: RootContent[], depth: number) {
  const before: RootContent[] = [];
  const groups: { heading: Heading; content: RootContent[] }[] = [];
  for (const n of nodes) {
    if (n.type === "heading" && n.depth === depth) groups.push({ heading: n, content: [] });
    else if (groups.length) groups.at(-1)!.content.push(n);
    else before.push(n);
  }
  return { before, groups };
}

/** The questions of the nodes as <FaqQuestions>; read out for the page when `extract`. */
export function questionsFrom(
  ctx: CollectionContext,
  nodes: RootContent[],
  depth: number,
  extract: boolean,
): MdxJsxFlowElement {
  const { before, groups } = splitAt(nodes, depth);
  for (const n of before)
    report(
      ctx,
      n,
      `Text before the first question: every part of ${depth === 2 ? "an FAQ set" : "<Questions>"} belongs to a question.`,
      `Start with a question written as a heading (${"#".repeat(depth)} Question?), or move the text into an answer.`,
    );
  if (groups.length === 0)
    reportFile(
      ctx,
      "No questions were found.",
      `Write each question as a heading: ${"#".repeat(depth)} The question? {#question-id}`,
    );
  const items = groups.map(({ heading, content }, i) => {
    const id = headingId(ctx, heading);
    const question = plainText(heading, ctx.vocabulary);
    if (extract)
      ctx.result.questions.push({
        id,
        question,
        answer: plainTextOf(content as Nodes[], ctx.vocabulary),
      });
    return jsx("FaqQuestion", { id, question, number: String(i + 1) }, content);
  });
  return jsx("FaqQuestions", {}, items);
}
