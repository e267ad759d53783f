/**
 * An element's props through its component's Zod schema (components.ts), each prop's first issue
 * turned into the sentence an editor reads; then what the schema cannot know: facts, fees, firm
 * fields and icons against the vocabulary. Text props get their {fact:id} and {firm:field} written
 * in; `to` props are collected as links. Used by remark-components.ts.
 */
import type { z } from "zod";
import { type ComponentRule, type PropKind, propKind, propValues } from "../components.ts";
import { at, type CollectionContext, recordFact, report } from "../context.ts";
import { didYouMean } from "../errors.ts";
import { attr, type Jsx, propValue } from "../mdx-nodes.ts";
import {
  placeholderFacts,
  placeholderProblems,
  resolvePlaceholders,
  typedFigures,
} from "../text.ts";
import { typedFigureProblem } from "./remark-typed-figures.ts";

/** A value written as {…} that is not a number or true/false: the schema never sees it. */
const UNREADABLE = Symbol("unreadable");

/** The element's props through its schema; each prop's first issue, in the editor's words. */
export function checkProps(ctx: CollectionContext, node: Jsx, rule: ComponentRule) {
  const name = node.name!;
  const shape = rule.props.shape as Record<string, z.ZodType>;
  const written: Record<string, unknown> = {};
  for (const a of node.attributes) {
    if (a.type !== "mdxJsxAttribute") {
      report(
        ctx,
        node,
        `<${name}> has a {…} spread, which is not allowed.`,
        'Write each prop as name="value".',
      );
      continue;
    }
    written[a.name] = propValue(node, a.name) ?? UNREADABLE;
  }
  const parsed = rule.props.safeParse(written);
  const issues = parsed.success ? [] : parsed.error.issues;
  const unknown = issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : []));
  const known = Object.keys(shape);
  for (const key of unknown)
    report(
      ctx,
      node,
      `<${name}> has no prop "${key}".`,
      known.length
        ? `Use ${known.join(", ")}.${didYouMean(key, known)}`
        : `<${name}> takes no props: remove "${key}".`,
    );
  for (const [prop, schema] of Object.entries(shape)) {
    const kind = propKind(schema);
    if (!kind) continue;
    const value = written[prop];
    const issue = issues.find((i) => i.path[0] === prop);
    const problem = (message: string, fix: string) => report(ctx, node, message, fix);
    const tag = `<${name} ${prop}=…>`;
    if (value === UNREADABLE) {
      problem(
        `The value of ${tag} is not text, a number or true/false.`,
        `Write it in double quotes, like ${prop}="…".`,
      );
      continue;
    }
    if (value === undefined) {
      if (issue)
        problem(`<${name}> needs a "${prop}".`, `Add ${prop}="…" to the <${name}> element.`);
      continue;
    }
    if (isReference(kind)) {
      checkReference(ctx, node, kind, value, issue === undefined);
      continue;
    }
    if (issue) {
      const message = propMessage(kind, tag, prop, value, propValues(schema), name);
      problem(message.message, message.fix);
      if (typeof value !== "string" || value.trim() === "") continue;
    }
    if (kind === "path" && typeof value === "string")
      ctx.result.links.push({ href: value, ...at(ctx, node) });
    if (kind === "text" && typeof value === "string") textProp(ctx, node, prop, value);
  }
}

const REFERENCES = ["fact", "fee", "firm", "icon"] as const;
type Reference = (typeof REFERENCES)[number];
const isReference = (k: PropKind): k is Reference => (REFERENCES as readonly string[]).includes(k);

/** What an editor reads when a prop does not pass its schema. */
function propMessage(
  kind: PropKind,
  tag: string,
  prop: string,
  value: unknown,
  values: readonly string[] | undefined,
  name: string,
): { message: string; fix: string } {
  switch (kind) {
    case "flag":
      return {
        message: `${tag} takes no value.`,
        fix: `Write just ${prop}, as in <${name} ${prop} />.`,
      };
    case "index":
      return {
        message: `${tag} must be on its own (the latest) or a number, like ${prop}={1}.`,
        fix: `Write ${prop} or ${prop}={1}.`,
      };
    default:
      if (typeof value !== "string" || value.trim() === "")
        return { message: `${tag} must be text in quotes.`, fix: `Write ${prop}="…".` };
      if (values)
        return {
          message: `${tag} is "${value}", which is not allowed.`,
          fix: `Use one of: ${values.join(", ")}.${didYouMean(value, values)}`,
        };
      return {
        message: `${tag} is "${value}", which is not a valid id.`,
        fix: "Use lower case letters and digits, words joined by hyphens (like-this).",
      };
  }
}

/** A fact, fee, firm detail or icon: known to the vocabulary, or a problem with the likely one. */
function checkReference(
  ctx: CollectionContext,
  node: Jsx,
  kind: Reference,
  value: unknown,
  passed: boolean,
) {
  const vocab = ctx.vocabulary;
  const v = String(value);
  const known = {
    fact: vocab.factIds,
    fee: vocab.feeIds,
    firm: vocab.firmFields,
    icon: vocab.icons,
  }[kind];
  if (passed && typeof value === "string" && known.has(value)) {
    if (kind === "fact") recordFact(ctx, value);
    return;
  }
  const problem = (message: string, fix: string) => report(ctx, node, message, fix);
  switch (kind) {
    case "fact":
      return problem(
        `There is no fact with id "${v}" in the facts register.`,
        `Use the id of an entry in app/content/facts (government.ts, third-party.ts or statements.ts), or add the fact there first (docs/FACTS.md).${didYouMean(v, known)}`,
      );
    case "fee":
      return problem(
        `There is no fee with id "${v}".`,
        `Use the id of a fee in app/content/fees (listed in app/content/fees/catalogue.ts).${didYouMean(v, known)}`,
      );
    case "firm":
      return problem(
        `<Firm field="${v}"> is not a detail of the firm.`,
        `Use one of: ${[...known].join(", ")}.${didYouMean(v, known)}`,
      );
    case "icon":
      return problem(
        `There is no icon called "${v}".`,
        `Use one of: ${[...known].join(", ")}.${didYouMean(v, known)}`,
      );
  }
}

/** A text prop: its placeholders checked and written in, no typed register figures. */
function textProp(ctx: CollectionContext, node: Jsx, prop: string, value: string) {
  const vocab = ctx.vocabulary;
  for (const p of placeholderProblems(value, vocab)) report(ctx, node, p.message, p.fix);
  for (const f of typedFigures(value, vocab))
    typedFigureProblem(ctx, node, f.printed, f.factId, true);
  for (const id of placeholderFacts(value, vocab)) recordFact(ctx, id);
  const a = attr(node, prop);
  if (a && typeof a.value === "string") a.value = resolvePlaceholders(value, vocab);
}
