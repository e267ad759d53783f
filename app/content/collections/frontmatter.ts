/**
 * Reads a content file's frontmatter (the YAML between the two `---` lines at the top) with the
 * line of every field, so a bad value is reported where it is written.
 */
import { isMap, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import type { ContentProblem } from "./errors";

export interface SplitSource {
  /** The YAML text, without the fences. */
  yaml: string;
  /** The Markdown/MDX after the closing fence. */
  body: string;
  /** How many lines come before the body (so body line n is file line n + bodyLineOffset). */
  bodyLineOffset: number;
}

/** Splits `---\nyaml\n---\nbody`; a file without frontmatter has an empty `yaml`. */
export function splitFrontmatter(source: string): SplitSource | { error: string; line: number } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (!text.startsWith("---\n")) {
    return {
      error: "The file does not start with frontmatter (a block between two lines of ---).",
      line: 1,
    };
  }
  const end = text.indexOf("\n---", 3);
  if (end < 0 || (text[end + 4] !== "\n" && text[end + 4] !== undefined)) {
    return { error: "The frontmatter has no closing line of ---.", line: 1 };
  }
  const yaml = text.slice(4, end + 1);
  const body = text.slice(end + 5);
  const bodyLineOffset = text.slice(0, end + 5).split("\n").length - 1;
  return { yaml, body, bodyLineOffset };
}

export interface ParsedFrontmatter {
  data: Record<string, unknown>;
  /** The 1-based file line of a field (by its path), for error messages. */
  lineOf: (path: readonly PropertyKey[]) => number;
}

/** Parses the YAML; returns problems (with lines) instead of throwing. */
export function parseFrontmatter(
  file: string,
  yaml: string,
): ParsedFrontmatter | { problems: ContentProblem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((e) => ({
        file,
        line: (e.linePos?.[0]?.line ?? 0) + 1,
        column: e.linePos?.[0]?.col,
        message: `The frontmatter is not valid YAML: ${e.message.split("\n")[0]}`,
        fix: 'Write each field as "name: value" on its own line. Put text containing a colon (:) or starting with a quote in "double quotes".',
      })),
    };
  }
  const data = doc.toJS() ?? {};
  if (!isMap(doc.contents) || typeof data !== "object" || Array.isArray(data)) {
    return {
      problems: [
        {
          file,
          line: 2,
          message: "The frontmatter is not a list of fields.",
          fix: 'Write each field as "name: value" on its own line, like "title: My article".',
        },
      ],
    };
  }
  const lineOf = (path: readonly PropertyKey[]) => {
    // The deepest node that exists on the path: a missing field is reported at its parent.
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as unknown[], true) as
        | { range?: [number, number, number] }
        | undefined;
      const key = n > 0 ? findKeyNode(doc, path.slice(0, n)) : undefined;
      const offset = key?.range?.[0] ?? node?.range?.[0];
      if (offset !== undefined && n > 0) return lineCounter.linePos(offset).line + 1;
    }
    return 2;
  };
  return { data: data as Record<string, unknown>, lineOf };
}

function findKeyNode(
  doc: ReturnType<typeof parseDocument>,
  path: readonly PropertyKey[],
): { range?: [number, number, number] } | undefined {
  const parent = path.length > 1 ? doc.getIn(path.slice(0, -1) as unknown[], true) : doc.contents;
  if (!isMap(parent)) return undefined;
  const last = path[path.length - 1];
  const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === last);
  return (pair?.key as { range?: [number, number, number] } | undefined) ?? undefined;
}

/** Zod issues as problems a person can act on, each at the line of its field. */
export function zodProblems(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  lineOf: (path: readonly PropertyKey[]) => number,
  data: Record<string, unknown>,
): ContentProblem[] {
  return issues.map((issue) => {
    if ((issue.code as string) === "unrecognized_keys") {
      const keys = (issue as { keys?: string[] }).keys ?? [];
      return {
        file,
        line: lineOf([...issue.path, keys[0] ?? ""]),
        message: `The frontmatter has ${keys.length === 1 ? "a field" : "fields"} this kind of page does not use: ${keys.map((k) => `"${k}"`).join(", ")}.`,
        fix: "Remove the field or correct its spelling (docs/EDITING.md#frontmatter lists the fields).",
      };
    }
    const field = issue.path.length ? issue.path.map(String).join(".") : "frontmatter";
    const missing = issue.path.length > 0 && valueAt(data, issue.path) === undefined;
    return {
      file,
      line: lineOf(issue.path),
      message: missing
        ? `The frontmatter field "${field}" is missing.`
        : `The frontmatter field "${field}" ${issue.message}.`,
      fix: missing
        ? `Add a line "${field}: …" to the frontmatter (see docs/EDITING.md#frontmatter for what it holds).`
        : fixFor(field, issue.message),
    };
  });
}

/** What to change, from the rule the value broke. */
function fixFor(field: string, rule: string): string {
  if (/YYYY-MM-DD|calendar date/.test(rule))
    return `Write a date that exists, as YYYY-MM-DD: "${field}: 2026-03-17".`;
  if (rule.includes("too long")) return `Shorten "${field}".`;
  if (rule.includes("too short")) return `Say a little more in "${field}".`;
  if (rule.includes("must be one of") || rule.includes('must be "'))
    return `Use one of the values listed above for "${field}".`;
  if (rule.includes("{minutes}"))
    return `Write "${field}" with {minutes} where the number goes, like "{minutes} minute read".`;
  return `Correct "${field}" (docs/EDITING.md#frontmatter describes each field).`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
