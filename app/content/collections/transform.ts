/**
 * What the loader does to each content file's Markdown/MDX tree when the site is built:
 * - checks every component, prop, fact, fee, link and heading, collecting problems with their line;
 * - gives headings stable ids (`## Title {#custom-id}`, otherwise a slug of the title);
 * - shapes the file for its page: sections of a legal page, questions of an FAQ set, an article's
 *   sections and numbered steps, a checklist's phases (read out as data for the tickable list);
 * - reads out the table of contents, the questions, the words (reading time) and the facts used.
 * The result is compiled to a component that renders on the server only (docs/decisions/012).
 */
import GithubSlugger from "github-slugger";
import type { Heading, Link, Nodes, Parent, Root, RootContent, Text } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { VFile } from "vfile";
import {
  type ComponentRule,
  componentRules,
  type PropRule,
  structuralComponents,
} from "./components";
import { type ContentProblem, didYouMean } from "./errors";
import type { CollectionKind } from "./schema";
import type { FactVariant, Vocabulary } from "./vocabulary";

/**
 * Words a minute for reading time: careful reading of legal information, slower than everyday
 * prose (docs/EDITING.md#reading-time, docs/decisions/012-content-collections.md).
 */
export const READING_WORDS_PER_MINUTE = 160;

export interface TocEntry {
  id: string;
  label: string;
}

export interface ExtractedQuestion {
  id: string;
  question: string;
  /** The answer as plain text (structured data, search). */
  answer: string;
}

export interface ExtractedTask {
  id: string;
  text: string;
  detail?: string;
}

export interface ExtractedPhase {
  id: string;
  title: string;
  summary: string;
  items: ExtractedTask[];
}

/** A link found in the file, checked once every file is loaded (it may point at another file). */
export interface FoundLink {
  href: string;
  line?: number;
  column?: number;
}

export interface TransformResult {
  toc: TocEntry[];
  /** Every id an anchor can land on. */
  anchors: string[];
  questions: ExtractedQuestion[];
  phases: ExtractedPhase[];
  steps: { id: string; title: string }[];
  hasTimeline: boolean;
  /** A guide's bands of cards ("Tax considerations"), for its card on the hub. */
  bands: { id: string; eyebrow: string; title: string }[];
  /** The parts besides "body" that have content ("hero", "intro"). */
  slots: string[];
  facts: string[];
  links: FoundLink[];
  words: number;
}

export interface TransformOptions {
  kind: CollectionKind;
  guideType?: "process-guide" | "checklist";
  vocabulary: Vocabulary;
  file: string;
  /** Lines before the body in the file (the frontmatter). */
  lineOffset: number;
  problems: ContentProblem[];
  result: TransformResult;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/** Props whose text an element shows on the page. */
const TEXT_PROPS = [
  "eyebrow",
  "title",
  "question",
  "text",
  "summary",
  "description",
  "timeline",
  "client",
  "intro",
];

const HEADING_ID = /^(\s{0,3}#{1,6}[ \t].*?)[ \t]+\{#([^}\s]*)\}[ \t]*$/gm;

/**
 * `## Title {#custom-id}` (the usual Markdown way to fix a heading's id) is not valid MDX, so it
 * becomes an element the transform reads and removes. Line numbers do not change.
 */
export function preprocessHeadingIds(body: string): string {
  return body.replace(HEADING_ID, (_m, heading: string, id: string) => {
    return `${heading} <HeadingId id="${id.replace(/"/g, "")}" />`;
  });
}

export function emptyResult(): TransformResult {
  return {
    toc: [],
    anchors: [],
    questions: [],
    phases: [],
    steps: [],
    hasTimeline: false,
    bands: [],
    slots: [],
    facts: [],
    links: [],
    words: 0,
  };
}

const PLACEHOLDER = /\{(fact|firm):([^}]*)\}/g;

/**
 * Text props and frontmatter cannot hold components, so they name facts and firm details as
 * {fact:id} and {firm:field}; the loader writes in the value when the site is built.
 */
export function placeholderProblems(
  text: string,
  vocab: Vocabulary,
): { message: string; fix: string }[] {
  const found: { message: string; fix: string }[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) {
    const [whole, kind, id = ""] = m;
    if (kind === "fact" && !vocab.factIds.has(id))
      found.push({
        message: `${whole} names no fact of the facts register.`,
        fix: `Use the id of an entry in app/content/facts.${didYouMean(id, vocab.factIds)}`,
      });
    if (kind === "firm" && !vocab.firmFields.has(id))
      found.push({
        message: `${whole} is not a detail of the firm.`,
        fix: `Use one of: ${[...vocab.firmFields].join(", ")}.${didYouMean(id, vocab.firmFields)}`,
      });
  }
  return found;
}

export function resolvePlaceholders(text: string, vocab: Vocabulary): string {
  return text.replace(PLACEHOLDER, (_m, kind: string, id: string) =>
    kind === "fact" ? (vocab.factIds.has(id) ? vocab.factText(id, {}) : "") : vocab.firmText(id),
  );
}

/** Register figures written out in a text, instead of read from the register. */
export function typedFigures(
  text: string,
  vocab: Vocabulary,
): { printed: string; factId: string }[] {
  const bare = text.replace(PLACEHOLDER, "");
  const found: { printed: string; factId: string }[] = [];
  for (const [printed, factId] of vocab.registerFigures) {
    const escaped = printed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // A range ("$1,500-$3,000", "30-90 days") is a market range, not a quote of the register.
    if (new RegExp(`(?<![\\d,.$-])${escaped}(?![\\d,]|-\\$?\\d)`).test(bare))
      found.push({ printed, factId });
  }
  return found;
}

const isJsx = (n: Nodes): n is Jsx =>
  n.type === "mdxJsxFlowElement" || n.type === "mdxJsxTextElement";

function attr(node: Jsx, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name,
  );
}

/** A prop's value: a string, true (no value), a number ({2}) or undefined. */
export function propValue(node: Jsx, name: string): string | number | boolean | undefined {
  const a = attr(node, name);
  if (!a) return undefined;
  if (a.value === null || a.value === undefined) return true;
  if (typeof a.value === "string") return a.value;
  const expr = a.value.value.trim();
  if (/^\d+$/.test(expr)) return Number(expr);
  if (expr === "true") return true;
  if (expr === "false") return false;
  return undefined;
}

const stringProp = (node: Jsx, name: string): string | undefined => {
  const v = propValue(node, name);
  return typeof v === "string" ? v : undefined;
};

function jsx(
  name: string,
  props: Record<string, string | undefined>,
  children: RootContent[],
): MdxJsxFlowElement {
  return {
    type: "mdxJsxFlowElement",
    name,
    attributes: Object.entries(props)
      .filter((e): e is [string, string] => e[1] !== undefined)
      .map(([n, value]) => ({ type: "mdxJsxAttribute", name: n, value })),
    children: children as MdxJsxFlowElement["children"],
  };
}

function setAttr(node: Jsx, name: string, value: string) {
  const existing = attr(node, name);
  if (existing) existing.value = value;
  else node.attributes.push({ type: "mdxJsxAttribute", name, value });
}

function factVariant(node: Jsx): FactVariant {
  const index = (name: string) => {
    const v = propValue(node, name);
    if (typeof v === "string" && /^\d+$/.test(v)) return Number(v);
    return v === true ? 0 : typeof v === "number" ? v : undefined;
  };
  return {
    earlier: index("earlier"),
    changed: index("changed"),
    effective: propValue(node, "effective") === true || undefined,
  };
}

export function remarkCollection(options: TransformOptions) {
  const { kind, vocabulary: vocab, file, lineOffset, problems, result } = options;

  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: node.position ? node.position.start.line + lineOffset : undefined,
    column: node.position?.start.column,
  });
  const problem = (node: Parameters<typeof at>[0], message: string, fix: string) =>
    problems.push({ file, ...at(node), message, fix });

  /** Plain text of a node, with facts and firm details as the page shows them. */
  function plain(node: Nodes): string {
    if (node.type === "text" || node.type === "inlineCode") return node.value;
    if (node.type === "break") return " ";
    if (isJsx(node)) {
      const id = stringProp(node, "id") ?? "";
      switch (node.name) {
        case "Fact":
        case "Figure":
          return vocab.factIds.has(id) ? safe(() => vocab.factText(id, factVariant(node))) : "";
        case "Fee":
          return vocab.feeText(id);
        case "Phone":
          return vocab.phoneText;
        case "Email":
          return vocab.email;
        case "Firm":
          return vocab.firmText(stringProp(node, "field") ?? "");
        case "HeadingId":
          return "";
        case "Note": {
          const inner = node.children.map(plain).join(" ");
          return `${stringProp(node, "title") ?? "Note:"} ${inner}`;
        }
        default: {
          // The text an element shows from its props counts as words of the page too.
          const shown = TEXT_PROPS.map((p) => stringProp(node, p)).filter(Boolean);
          const inner = node.children.map(plain);
          return [...shown, ...inner].join(" ").replace(/\s+/g, " ").trim();
        }
      }
    }
    if ("children" in node) {
      const parts = (node.children as Nodes[]).map(plain);
      const block = node.type !== "paragraph" && node.type !== "heading" && !isInline(node);
      return parts
        .join(block ? " " : "")
        .replace(/\s+/g, " ")
        .trim();
    }
    return "";
  }

  function safe(f: () => string): string {
    try {
      return f();
    } catch {
      return "";
    }
  }

  function isInline(node: Nodes): boolean {
    return ["emphasis", "strong", "delete", "link", "linkReference", "mdxJsxTextElement"].includes(
      node.type,
    );
  }

  // ---- checks ---------------------------------------------------------------------------

  function checkProp(node: Jsx, name: string, rule: PropRule) {
    const a = attr(node, name);
    const value = propValue(node, name);
    const tag = `<${node.name} ${name}=…>`;
    if (a && value === undefined) {
      problem(
        node,
        `The value of ${tag} is not text, a number or true/false.`,
        `Write it in double quotes, like ${name}="…".`,
      );
      return;
    }
    if (value === undefined) {
      if (rule.required)
        problem(
          node,
          `<${node.name}> needs a "${name}".`,
          `Add ${name}="…" to the <${node.name}> element.`,
        );
      return;
    }
    switch (rule.kind) {
      case "text":
      case "id":
      case "path":
      case "solution":
        if (typeof value !== "string" || value.trim() === "") {
          problem(node, `${tag} must be text in quotes.`, `Write ${name}="…".`);
          return;
        }
        if (rule.values && !rule.values.includes(value))
          problem(
            node,
            `${tag} is "${value}", which is not allowed.`,
            `Use one of: ${rule.values.join(", ")}.${didYouMean(value, rule.values)}`,
          );
        if (rule.kind === "id" && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
          problem(
            node,
            `${tag} is "${value}", which is not a valid id.`,
            "Use lower case letters and digits, words joined by hyphens (like-this).",
          );
        if (rule.kind === "path") result.links.push({ href: value, ...at(node) });
        if (rule.kind === "text") {
          for (const p of placeholderProblems(value, vocab)) problem(node, p.message, p.fix);
          for (const f of typedFigures(value, vocab))
            typedFigureProblem(node, f.printed, f.factId, true);
          for (const m of value.matchAll(PLACEHOLDER))
            if (m[1] === "fact" && vocab.factIds.has(m[2] ?? "") && !result.facts.includes(m[2]!))
              result.facts.push(m[2]!);
          if (a && typeof a.value === "string") a.value = resolvePlaceholders(value, vocab);
        }
        return;
      case "flag":
        if (value !== true)
          problem(
            node,
            `${tag} takes no value.`,
            `Write just ${name}, as in <${node.name} ${name} />.`,
          );
        return;
      case "index":
        if (value !== true && typeof value !== "number" && !/^\d+$/.test(String(value)))
          problem(
            node,
            `${tag} must be on its own (the latest) or a number, like ${name}={1}.`,
            `Write ${name} or ${name}={1}.`,
          );
        return;
      case "fact":
        if (typeof value !== "string" || !vocab.factIds.has(value)) {
          problem(
            node,
            `There is no fact with id "${String(value)}" in the facts register.`,
            `Use the id of an entry in app/content/facts (government.ts, third-party.ts or statements.ts), or add the fact there first (docs/FACTS.md).${didYouMean(String(value), vocab.factIds)}`,
          );
        } else if (!result.facts.includes(value)) result.facts.push(value);
        return;
      case "fee":
        if (typeof value !== "string" || !vocab.feeIds.has(value))
          problem(
            node,
            `There is no fee with id "${String(value)}".`,
            `Use the id of a fee in app/content/fees (listed in app/content/fees/catalogue.ts).${didYouMean(String(value), vocab.feeIds)}`,
          );
        return;
      case "firm":
        if (typeof value !== "string" || !vocab.firmFields.has(value))
          problem(
            node,
            `<Firm field="${String(value)}"> is not a detail of the firm.`,
            `Use one of: ${[...vocab.firmFields].join(", ")}.${didYouMean(String(value), vocab.firmFields)}`,
          );
        return;
      case "icon":
        if (typeof value !== "string" || !vocab.icons.has(value))
          problem(
            node,
            `There is no icon called "${String(value)}".`,
            `Use one of: ${[...vocab.icons].join(", ")}.${didYouMean(String(value), vocab.icons)}`,
          );
        return;
    }
  }

  function checkFactIndexes(node: Jsx) {
    const id = stringProp(node, "id");
    if (!id || !vocab.factIds.has(id)) return;
    const v = factVariant(node);
    const index = v.earlier ?? v.changed;
    const count = vocab.earlierCount(id);
    if (index !== undefined && index >= count)
      problem(
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
      problem(
        node,
        `<${node.name}> asks for more than one of earlier, changed and effective.`,
        "Use one <Fact> for each value or date you want to show.",
      );
  }

  function checkElement(node: Jsx, parent: Parent | undefined, depth: number) {
    const name = node.name;
    if (!name) {
      problem(node, "An empty element <> is not allowed here.", "Remove it.");
      return;
    }
    if ((structuralComponents as readonly string[]).includes(name)) {
      if (name !== "HeadingId")
        problem(
          node,
          `<${name}> is written by the website itself and cannot be used in a content file.`,
          "Use a ## heading instead (docs/EDITING.md#components).",
        );
      return;
    }
    const rule = (componentRules as Record<string, ComponentRule>)[name];
    if (!rule) {
      problem(
        node,
        `There is no component called <${name}>.`,
        `Use one of the components in docs/EDITING.md#components.${didYouMean(name, Object.keys(componentRules))}`,
      );
      return;
    }
    if (!rule.kinds.includes(kind)) {
      problem(
        node,
        `<${name}> cannot be used in ${kind === "faqs" ? "an FAQ set" : kind === "legal" ? "a legal page" : kind === "blog" ? "an article" : "a guide"}.`,
        `Components for this kind of page are listed in docs/EDITING.md#components.`,
      );
      return;
    }
    if (rule.guideType && options.guideType && rule.guideType !== options.guideType)
      problem(
        node,
        `<${name}> belongs in a ${rule.guideType === "checklist" ? "checklist" : "step-by-step guide"}, not in a ${options.guideType === "checklist" ? "checklist" : "step-by-step guide"}.`,
        "Remove it, or check the file's type in its frontmatter.",
      );
    const parentName = parent && isJsx(parent as Nodes) ? (parent as Jsx).name : undefined;
    if (rule.parents && !rule.parents.includes(parentName ?? ""))
      problem(
        node,
        `<${name}> must be placed directly inside ${rule.parents.map((p) => `<${p}>`).join(" or ")}.`,
        `Move it inside ${rule.parents.map((p) => `<${p}>`).join(" or ")}.`,
      );
    if (rule.topLevel && depth > 0)
      problem(
        node,
        `<${name}> must not be inside another element.`,
        "Move it to the top level of the file.",
      );
    const props = rule.props as Record<string, PropRule>;
    for (const a of node.attributes) {
      if (a.type !== "mdxJsxAttribute") {
        problem(
          node,
          `<${name}> has a {…} spread, which is not allowed.`,
          'Write each prop as name="value".',
        );
        continue;
      }
      if (!props[a.name])
        problem(
          node,
          `<${name}> has no prop "${a.name}".`,
          Object.keys(props).length
            ? `Use ${Object.keys(props).join(", ")}.${didYouMean(a.name, Object.keys(props))}`
            : `<${name}> takes no props: remove "${a.name}".`,
        );
    }
    for (const [propName, propRule] of Object.entries(props)) checkProp(node, propName, propRule);
    if (name === "Fact" || name === "Figure") checkFactIndexes(node);
    if (name === "Step") {
      const need = kind === "blog" ? ["icon", "description"] : ["summary"];
      for (const p of need)
        if (propValue(node, p) === undefined)
          problem(node, `<Step> needs a "${p}" here.`, `Add ${p}="…" to the <Step>.`);
    }
    if (name === "Stories") {
      const note = stringProp(node, "note");
      if (note !== undefined && !note.includes("Past results do not guarantee future outcomes"))
        problem(
          node,
          "The note under client stories must say that past results do not guarantee future outcomes.",
          'Keep the sentence "Past results do not guarantee future outcomes." in the note (LSO Rules of Professional Conduct, rule 4.2-1), or leave out note="…" to use the standard one.',
        );
    }
    if (rule.inline && node.type === "mdxJsxFlowElement" && name !== "Note")
      problem(
        node,
        `<${name}> stands on a line of its own, but it belongs inside a sentence.`,
        "Put it in the sentence where the value should appear.",
      );
  }

  function checkLink(node: Link) {
    const url = node.url;
    if (url.startsWith("outside:")) {
      const key = url.slice("outside:".length);
      const target = vocab.outsideLinks.get(key);
      if (!target) {
        problem(
          node,
          `There is no outside link with id "${key}".`,
          `Use an id from app/content/outside-links.ts, or add the address there once you have verified it (docs/FACTS.md#sources).${didYouMean(key, vocab.outsideLinks.keys())}`,
        );
      } else node.url = target;
      return;
    }
    if (/^https?:\/\//.test(url)) {
      const listed = [...vocab.outsideLinks.entries()].find(([, u]) => u === url);
      problem(
        node,
        `The link to ${url} is written out in the file.`,
        listed
          ? `Write it as outside:${listed[0]} (outside links are listed once in app/content/outside-links.ts).`
          : "Verify the address, add it to app/content/outside-links.ts and facts/verified-sources.ts, then link to it as outside:<id> (docs/FACTS.md#sources).",
      );
      return;
    }
    if (/^(tel|mailto):/.test(url)) {
      problem(
        node,
        `The link ${url} writes out a phone number or e-mail address.`,
        'Use <Phone /> or <Email subject="…" /> so the firm\'s details stay written once.',
      );
      return;
    }
    result.links.push({ href: url, ...at(node) });
  }

  function typedFigureProblem(
    node: Parameters<typeof at>[0],
    printed: string,
    factId: string,
    inProp = false,
  ) {
    problem(
      node,
      `"${printed}" is typed into the text, but it is a figure of the facts register ("${factId}").`,
      inProp
        ? `Write {fact:${factId}} in the prop so it changes when the register does (docs/EDITING.md#facts-and-fees).`
        : `Write <Fact id="${factId}" /> (or earlier/changed/effective) so it changes when the register does. If the sentence is about something else that only happens to be the same amount, write <Unrelated>${printed}</Unrelated> (docs/EDITING.md#facts-and-fees).`,
    );
  }

  /** Register figures typed into the prose instead of read from the register. */
  function checkTypedFigures(node: Text) {
    for (const f of typedFigures(node.value, vocab)) typedFigureProblem(node, f.printed, f.factId);
  }

  function walk(node: Nodes, parent: Parent | undefined, depth: number, inFact: boolean) {
    switch (node.type) {
      case "mdxjsEsm":
        problem(
          node,
          "Content files cannot import or export code.",
          "Remove the import/export line; use the components in docs/EDITING.md#components.",
        );
        return;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value))
          problem(
            node,
            "Curly braces {…} run code, which content files cannot do.",
            "Remove the braces, or write \\{ to show a brace. Comments are written {/* like this */}.",
          );
        return;
      case "html":
        problem(node, "Raw HTML is not allowed in content files.", "Use Markdown or a component.");
        return;
      case "link":
        checkLink(node);
        break;
      case "image":
        problem(node, "Images are not supported in content files yet.", "Remove the image.");
        return;
      case "text":
        if (!inFact) checkTypedFigures(node);
        return;
    }
    let childDepth = depth;
    if (isJsx(node)) {
      checkElement(node, parent, depth);
      childDepth = depth + 1;
      inFact =
        inFact ||
        ["Fact", "Figure", "Fee", "Firm", "Phone", "Email", "Unrelated"].includes(node.name ?? "");
    }
    if ("children" in node)
      for (const child of node.children as Nodes[]) walk(child, node as Parent, childDepth, inFact);
  }

  // ---- headings -------------------------------------------------------------------------

  const slugger = new GithubSlugger();
  const usedIds = new Set<string>();

  function claimId(node: Parameters<typeof at>[0], id: string) {
    if (usedIds.has(id))
      problem(
        node,
        `Two places in this file have the id "${id}".`,
        "Give one of them another id: ids are the addresses of places in the page (#id) and must be unique.",
      );
    usedIds.add(id);
    result.anchors.push(id);
  }

  function headingId(heading: Heading): string {
    const marker = heading.children.find(
      (c): c is MdxJsxTextElement => c.type === "mdxJsxTextElement" && c.name === "HeadingId",
    );
    heading.children = heading.children.filter((c) => c !== marker);
    // Trailing space left by the marker.
    const last = heading.children.at(-1);
    if (last?.type === "text") last.value = last.value.replace(/\s+$/, "");
    const explicit = marker ? stringProp(marker, "id") : undefined;
    if (explicit !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(explicit))
      problem(
        heading,
        `The heading id "{#${explicit}}" is not valid.`,
        "Use lower case letters and digits, words joined by hyphens: {#like-this}.",
      );
    const id = explicit || slugger.slug(plain(heading));
    claimId(heading, id);
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    return id;
  }

  /** Ids of the article blocks that carry one, given or made from their title. */
  function elementId(node: Jsx, fallback?: string): string | undefined {
    const given = stringProp(node, "id");
    const title = stringProp(node, "title");
    const id =
      given ?? (fallback !== undefined ? fallback : title ? slugger.slug(title) : undefined);
    if (id) {
      claimId(node, id);
      setAttr(node, "id", id);
    }
    return id;
  }

  // ---- shaping by kind ----------------------------------------------------------------

  /** Splits nodes at headings of a depth: [before, [heading, content][]]. */
  function splitAt(nodes: RootContent[], depth: number) {
    const before: RootContent[] = [];
    const groups: { heading: Heading; content: RootContent[] }[] = [];
    for (const n of nodes) {
      if (n.type === "heading" && n.depth === depth) groups.push({ heading: n, content: [] });
      else if (groups.length) groups.at(-1)!.content.push(n);
      else before.push(n);
    }
    return { before, groups };
  }

  function answerText(content: RootContent[]): string {
    return content
      .map((n) => plain(n as Nodes))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  }

  function questionsFrom(nodes: RootContent[], depth: number, extract: boolean): MdxJsxFlowElement {
    const { before, groups } = splitAt(nodes, depth);
    for (const n of before)
      problem(
        n,
        `Text before the first question: every part of ${depth === 2 ? "an FAQ set" : "<Questions>"} belongs to a question.`,
        `Start with a question written as a heading (${"#".repeat(depth)} Question?), or move the text into an answer.`,
      );
    if (groups.length === 0)
      problems.push({
        file,
        line: lineOffset + 1,
        message: "No questions were found.",
        fix: `Write each question as a heading: ${"#".repeat(depth)} The question? {#question-id}`,
      });
    const items = groups.map(({ heading, content }, i) => {
      const id = headingId(heading);
      const question = plain(heading);
      if (extract) result.questions.push({ id, question, answer: answerText(content) });
      return jsx("FaqQuestion", { id, question, number: String(i + 1) }, content);
    });
    return jsx("FaqQuestions", {}, items);
  }

  function shapeLegal(tree: Root) {
    const { before, groups } = splitAt(tree.children, 2);
    if (groups.length === 0)
      problems.push({
        file,
        line: lineOffset + 1,
        message: "A legal page needs numbered sections, each starting with a ## heading.",
        fix: "Add sections: ## Section title {#section-id}",
      });
    const sections = groups.map(({ heading, content }, i) => {
      const id = headingId(heading);
      const title = plain(heading);
      result.toc.push({ id, label: title });
      return jsx("LegalSection", { id, title, number: String(i + 1) }, content);
    });
    if (before.length) result.slots.push("intro");
    tree.children = [
      jsx("Slot", { name: "intro" }, before),
      jsx("Slot", { name: "body" }, [jsx("LegalSections", {}, sections)]),
    ];
  }

  function shapeFaqs(tree: Root) {
    tree.children = [jsx("Slot", { name: "body" }, [questionsFrom(tree.children, 2, true)])];
  }

  function shapeBlog(tree: Root) {
    const hero: RootContent[] = [];
    const body: RootContent[] = [];
    let lead: RootContent[] = [];
    let section: MdxJsxFlowElement | undefined;
    const flushLead = () => {
      if (lead.length) body.push(jsx("Lead", {}, lead));
      lead = [];
    };
    const steps = tree.children.filter((n) => isJsx(n as Nodes) && (n as Jsx).name === "Step");
    let stepNumber = 0;
    for (const n of tree.children) {
      if (isJsx(n as Nodes)) {
        const el = n as MdxJsxFlowElement;
        if (el.name === "HeroNotice") {
          hero.push(el);
          continue;
        }
        if (el.name === "Section" || el.name === "Step" || el.name === "CallToAction") {
          flushLead();
          section = undefined;
          const title = stringProp(el, "title") ?? "";
          const id = elementId(el);
          if (el.name === "Step") {
            stepNumber++;
            setAttr(el, "number", String(stepNumber));
            setAttr(el, "total", String(steps.length));
          }
          const label = stringProp(el, "toc") ?? title;
          if (id)
            result.toc.push({
              id,
              label: el.name === "Step" ? `Step ${stepNumber}: ${label}` : label,
            });
          body.push(el);
          continue;
        }
      }
      if (n.type === "heading" && n.depth === 2) {
        flushLead();
        const id = headingId(n);
        const title = plain(n);
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
  }

  function shapeGuides(tree: Root) {
    const body: RootContent[] = [];
    for (const n of tree.children) {
      if (isJsx(n as Nodes) && (n as Jsx).name === "Phase") {
        const phase = n as MdxJsxFlowElement;
        const id = elementId(phase) ?? "";
        const items: ExtractedTask[] = [];
        for (const c of phase.children) {
          if (!isJsx(c as Nodes) || (c as Jsx).name !== "Task") {
            if (c.type !== "mdxFlowExpression")
              problem(
                c,
                "A <Phase> holds only <Task> elements.",
                "Move other text out of the <Phase>.",
              );
            continue;
          }
          const task = c as Jsx;
          const taskId = stringProp(task, "id") ?? "";
          if (items.some((i) => i.id === taskId))
            problem(
              task,
              `Two tasks in this phase have the id "${taskId}".`,
              "Give each task its own id: visitors' ticks are saved under it.",
            );
          const detail = task.children
            .map((x) => plain(x as Nodes))
            .join(" ")
            .replace(/\s+/g, " ")
            .trim();
          items.push({
            id: taskId,
            text: stringProp(task, "text") ?? "",
            ...(detail ? { detail } : {}),
          });
        }
        result.phases.push({
          id,
          title: stringProp(phase, "title") ?? "",
          summary: stringProp(phase, "summary") ?? "",
          items,
        });
        continue;
      }
      if (isJsx(n as Nodes) && (n as Jsx).name === "Steps") {
        let i = 0;
        for (const c of (n as Jsx).children) {
          if (isJsx(c as Nodes) && (c as Jsx).name === "Step") {
            const step = c as Jsx;
            i++;
            const id = elementId(step) ?? "";
            setAttr(step, "number", String(i));
            result.steps.push({ id, title: stringProp(step, "title") ?? "" });
          } else if (c.type !== "mdxFlowExpression")
            problem(c, "<Steps> holds only <Step> elements.", "Move other text out of <Steps>.");
        }
      }
      if (isJsx(n as Nodes) && (n as Jsx).name === "Timeline") result.hasTimeline = true;
      if (isJsx(n as Nodes) && (n as Jsx).name === "Cards") {
        const id = elementId(n as Jsx) ?? "";
        result.bands.push({
          id,
          eyebrow: stringProp(n as Jsx, "eyebrow") ?? "",
          title: stringProp(n as Jsx, "title") ?? "",
        });
      }
      body.push(n);
    }
    if (options.guideType === "checklist" && result.phases.length === 0)
      problems.push({
        file,
        line: lineOffset + 1,
        message: "A checklist needs at least one <Phase> with <Task>s.",
        fix: '<Phase id="prepare" title="…" summary="…"> with <Task id="…" text="…" /> inside.',
      });
    if (options.guideType === "process-guide" && result.steps.length === 0)
      problems.push({
        file,
        line: lineOffset + 1,
        message: "A step-by-step guide needs <Steps> with at least one <Step>.",
        fix: '<Steps><Step id="…" title="…" summary="…">…</Step></Steps>',
      });
    tree.children = [jsx("Slot", { name: "body" }, body)];
  }

  /** Numbers solutions, shapes <Questions>, gives ids to the blocks that carry them. */
  function shapeNested(node: Nodes) {
    if (!("children" in node)) return;
    if (isJsx(node) && node.name === "Solutions") {
      let i = 0;
      for (const c of node.children)
        if (isJsx(c as Nodes) && (c as Jsx).name === "Solution")
          setAttr(c as Jsx, "number", String(++i));
    }
    if (isJsx(node) && node.name === "Questions") {
      node.children = [questionsFrom(node.children as RootContent[], 3, false)] as Jsx["children"];
      return;
    }
    if (isJsx(node) && ["Solution", "Story", "Card"].includes(node.name ?? "")) {
      const given = stringProp(node, "id");
      if (given) claimId(node, given);
    }
    for (const c of node.children as Nodes[]) shapeNested(c);
  }

  return () => (tree: Root, vfile: VFile) => {
    walk(tree, undefined, 0, false);
    result.words = plain(tree)
      .split(/\s+/)
      .filter((w) => /\w/.test(w)).length;
    for (const n of tree.children) shapeNested(n as Nodes);
    if (kind === "legal") shapeLegal(tree);
    else if (kind === "faqs") shapeFaqs(tree);
    else if (kind === "blog") shapeBlog(tree);
    else shapeGuides(tree);
    // Other headings (### inside sections) get ids too, so any of them can be linked to.
    const visit = (n: Nodes) => {
      if (n.type === "heading" && !(n.data?.hProperties as { id?: string } | undefined)?.id)
        headingId(n);
      if ("children" in n) for (const c of n.children as Nodes[]) visit(c);
    };
    visit(tree);
    // Story -> Solution references.
    const solutionIds = new Set<string>();
    const stories: Jsx[] = [];
    const collect = (n: Nodes) => {
      if (isJsx(n) && n.name === "Solution") {
        const id = stringProp(n, "id");
        if (id) solutionIds.add(id);
      }
      if (isJsx(n) && n.name === "Story") stories.push(n);
      if ("children" in n) for (const c of n.children as Nodes[]) collect(c);
    };
    collect(tree);
    for (const s of stories) {
      const ref = stringProp(s, "solution");
      if (ref && !solutionIds.has(ref))
        problem(
          s,
          `<Story solution="${ref}"> names no <Solution> in this file.`,
          `Use the id of a <Solution>.${didYouMean(ref, solutionIds)}`,
        );
    }
    vfile.data.collection = result;
  };
}
