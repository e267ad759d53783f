/**
 * The table of content components in docs/EDITING.md#components, made from the prop schemas of
 * components.ts so that the editors' guide cannot drift from what the build accepts.
 * `npm run docs:components` writes it between the markers below; components-doc.test.ts fails
 * when the guide's table differs from what this gives.
 */
import type { z } from "zod";
import { type ComponentRule, componentRules, propValues } from "./components";
import type { CollectionKind } from "./schema";

export const tableStart =
  "<!-- components table: made by `npm run docs:components`, do not edit -->";
export const tableEnd = "<!-- end of components table -->";

const kindNames: Record<CollectionKind, string> = {
  blog: "articles",
  guides: "guides",
  legal: "legal pages",
  faqs: "FAQs",
};
const guideTypeNames = { "process-guide": "process guides", checklist: "checklists" } as const;

const tag = (name: string) => `\`<${name}>\``;

function list(items: readonly string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}

function where(rule: ComponentRule): string {
  const kinds =
    rule.kinds.length === Object.keys(kindNames).length
      ? "everywhere"
      : rule.guideType
        ? guideTypeNames[rule.guideType]
        : list(rule.kinds.map((k) => kindNames[k]));
  const place = rule.parents
    ? `, inside ${list(rule.parents.map(tag), "or")}`
    : rule.topLevel
      ? ", not inside another component"
      : rule.inline
        ? ", inside a sentence"
        : "";
  return kinds.charAt(0).toUpperCase() + kinds.slice(1) + place;
}

function props(rule: ComponentRule): string {
  const shape = rule.props.shape as Record<string, z.ZodType>;
  const names = Object.keys(shape);
  if (names.length === 0) return "none";
  return names
    .map((name) => {
      const schema = shape[name] as z.ZodType;
      const optional = schema.safeParse(undefined).success;
      const notes: string[] = [];
      const values = propValues(schema);
      if (values) notes.push(list(values, "or"));
      const requiredIn = Object.entries(rule.requiredIn ?? {})
        .filter(([, required]) => required?.includes(name))
        .map(([kind]) => kindNames[kind as CollectionKind]);
      if (requiredIn.length > 0) notes.push(`required in ${list(requiredIn)}`);
      return `\`${name}${optional ? "?" : ""}\`${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
    })
    .join(", ");
}

/** The Markdown table, one row per component, in the order of components.ts. */
export function componentsTable(rules: Record<string, ComponentRule> = componentRules): string {
  const rows = Object.entries(rules).map(([name, rule]) => {
    // Markdown drops a bare <Name> as an unknown HTML tag: write it as code.
    const summary = rule.summary.replace(/<([A-Z]\w*)>/g, (_, n: string) => tag(n));
    const what = summary.charAt(0).toUpperCase() + summary.slice(1);
    return `| ${tag(name)} | ${where(rule)} | ${props(rule)} | ${what} |`;
  });
  return [
    "| Component | Where | Props (`?`: may be left out) | What it is |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** The guide with its table replaced by `table`; throws when the markers are missing. */
export function withComponentsTable(markdown: string, table = componentsTable()): string {
  const start = markdown.indexOf(tableStart);
  const end = markdown.indexOf(tableEnd);
  if (start < 0 || end < start) {
    throw new Error(`docs/EDITING.md lacks the markers "${tableStart}" and "${tableEnd}"`);
  }
  return `${markdown.slice(0, start + tableStart.length)}\n${table}\n${markdown.slice(end)}`;
}

/** The table currently written in the guide, between the markers. */
export function writtenComponentsTable(markdown: string): string | undefined {
  const start = markdown.indexOf(tableStart);
  const end = markdown.indexOf(tableEnd);
  if (start < 0 || end < start) return undefined;
  return markdown.slice(start + tableStart.length, end).trim();
}
