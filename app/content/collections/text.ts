/**
 * Text as the page shows it, and the register's figures in it: {fact:id} and {firm:field}
 * placeholders (in props and frontmatter, which cannot hold components), figures typed out
 * instead of read from the register, and the plain text of a node (words, answers, labels).
 */
import type { Nodes } from "mdast";
import { didYouMean } from "./errors.ts";
import { factVariant, isJsx, stringProp } from "./mdx-nodes.ts";
import type { Vocabulary } from "./vocabulary.ts";

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

/** The facts a text names with {fact:id}, known ones only. */
export function placeholderFacts(text: string, vocab: Vocabulary): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .filter((m) => m[1] === "fact" && vocab.factIds.has(m[2] ?? ""))
    .map((m) => m[2]!);
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

const INLINE = ["emphasis", "strong", "delete", "link", "linkReference", "mdxJsxTextElement"];

function safe(f: () => string): string {
  try {
    return f();
  } catch {
    return "";
  }
}

/** Plain text of a node, with facts and firm details as the page shows them. */
export function plainText(node: Nodes, vocab: Vocabulary): string {
  const plain = (n: Nodes) => plainText(n, vocab);
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
    const block =
      node.type !== "paragraph" && node.type !== "heading" && !INLINE.includes(node.type);
    return parts
      .join(block ? " " : "")
      .replace(/\s+/g, " ")
      .trim();
  }
  return "";
}

/** Plain text of several nodes, as one paragraph (an answer, a task's detail). */
export function plainTextOf(nodes: readonly Nodes[], vocab: Vocabulary): string {
  return nodes
    .map((n) => plainText(n, vocab))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
