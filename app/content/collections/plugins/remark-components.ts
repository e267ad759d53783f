/**
 * Every element of a content file against its rule (components.ts): that it exists, may be used in
 * this collection and at this place, that its props pass the component's Zod schema
 * (component-props.ts), and what only the element as a whole can tell: a fact's earlier values,
 * the props its collection requires, the past-results note (LSO Rules of Professional Conduct,
 * rule 4.2-1), an inline element written as a block.
 */
import type { Nodes, Root } from "mdast";
import { visit } from "unist-util-visit";
import { type ComponentRule, componentRules, structuralNames } from "../components.ts";
import { type CollectionContext, report } from "../context.ts";
import { didYouMean } from "../errors.ts";
import { factVariant, isJsx, type Jsx, propValue, stringProp } from "../mdx-nodes.ts";
import { checkProps } from "./component-props.ts";

const KIND_NAMES = {
  faqs: "an FAQ set",
  legal: "a legal page",
  blog: "an article",
  guides: "a guide",
} as const;

const guideName = (t: "process-guide" | "checklist") =>
  t === "checklist" ? "checklist" : "step-by-step guide";

export function remarkComponents(ctx: CollectionContext) {
  return (tree: Root) => {
    /** How many elements each node sits inside: "top level" is none. */
    const depth = new Map<Nodes, number>([[tree, 0]]);
    visit(tree, (node, _index, parent) => {
      const d = parent ? (depth.get(parent) ?? 0) + (isJsx(parent) ? 1 : 0) : 0;
      depth.set(node, d);
      if (isJsx(node)) checkElement(ctx, node, parent, d);
    });
  };
}

function checkElement(ctx: CollectionContext, node: Jsx, parent: Nodes | undefined, depth: number) {
  const problem = (message: string, fix: string) => report(ctx, node, message, fix);
  const name = node.name;
  if (!name) {
    problem("An empty element <> is not allowed here.", "Remove it.");
    return;
  }
  if ((structuralNames as readonly string[]).includes(name)) {
    if (name !== "HeadingId")
      problem(
        `<${name}> is written by the website itself and cannot be used in a content file.`,
        "Use a ## heading instead (docs/EDITING.md#components).",
      );
    return;
  }
  const rule = (componentRules as Record<string, ComponentRule>)[name];
  if (!rule) {
    problem(
      `There is no component called <${name}>.`,
      `Use one of the components in docs/EDITING.md#components.${didYouMean(name, Object.keys(componentRules))}`,
    );
    return;
  }
  if (!rule.kinds.includes(ctx.kind)) {
    problem(
      `<${name}> cannot be used in ${KIND_NAMES[ctx.kind]}.`,
      "Components for this kind of page are listed in docs/EDITING.md#components.",
    );
    return;
  }
  if (rule.guideType && ctx.guideType && rule.guideType !== ctx.guideType)
    problem(
      `<${name}> belongs in a ${guideName(rule.guideType)}, not in a ${guideName(ctx.guideType)}.`,
      "Remove it, or check the file's type in its frontmatter.",
    );
  const parentName = parent && isJsx(parent) ? parent.name : undefined;
  if (rule.parents && !rule.parents.includes(parentName ?? ""))
    problem(
      `<${name}> must be placed directly inside ${rule.parents.map((p) => `<${p}>`).join(" or ")}.`,
      `Move it inside ${rule.parents.map((p) => `<${p}>`).join(" or ")}.`,
    );
  if (rule.topLevel && depth > 0)
    problem(
      `<${name}> must not be inside another element.`,
      "Move it to the top level of the file.",
    );
  checkProps(ctx, node, rule);
  if (name === "Fact" || name === "Figure") checkFactIndexes(ctx, node);
  for (const p of rule.requiredIn?.[ctx.kind] ?? [])
    if (propValue(node, p) === undefined)
      problem(`<${name}> needs a "${p}" here.`, `Add ${p}="…" to the <${name}>.`);
  if (name === "Stories") {
    const note = stringProp(node, "note");
    if (note !== undefined && !note.includes("Past results do not guarantee future outcomes"))
      problem(
        "The note under client stories must say that past results do not guarantee future outcomes.",
        'Keep the sentence "Past results do not guarantee future outcomes." in the note (LSO Rules of Professional Conduct, rule 4.2-1), or leave out note="…" to use the standard one.',
      );
  }
  if (rule.inline && node.type === "mdxJsxFlowElement" && name !== "Note")
    problem(
      `<${name}> stands on a line of its own, but it belongs inside a sentence.`,
      "Put it in the sentence where the value should appear.",
    );
}

function checkFactIndexes(ctx: CollectionContext, node: Jsx) {
  const vocab = ctx.vocabulary;
  const id = stringProp(node, "id");
  if (!id || !vocab.factIds.has(id)) return;
  const v = factVariant(node);
  const index = v.earlier ?? v.changed;
  const count = vocab.earlierCount(id);
  if (index !== undefined && index >= count)
    report(
      ctx,
      node,
      count === 0
        ? `The fact "${id}" has no earlier value.`
        : `The fact "${id}" has ${count} earlier value${count === 1 ? "" : "s"}, so index ${index} does not exist.`,
      count === 0
        ? "Remove earlier/changed, or add the earlier value to the fact in app/content/facts."
        : `Use a number from 0 to ${count - 1} (0, or no number, is the most recent earlier value).`,
    );
  const chosen = [v.earlier !== undefined, v.changed !== undefined, v.effective].filter(Boolean);
  if (chosen.length > 1)
    report(
      ctx,
      node,
      `<${node.name}> asks for more than one of earlier, changed and effective.`,
      "Use one <Fact> for each value or date you want to show.",
    );
}
