/**
 * Errors in content files, written for the person editing them: the file, the line, what is
 * wrong and what to change (docs/EDITING.md#when-the-build-stops). The build collects every
 * error in every file before it stops, so one run shows them all.
 */

export interface ContentProblem {
  /** The file, relative to the project root: "app/content/blog/my-article.mdx". */
  file: string;
  /** 1-based line and column in the file, when known. */
  line?: number;
  column?: number;
  /** What is wrong, in a sentence. */
  message: string;
  /** What to change, in a sentence. */
  fix: string;
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ""}` : p.file;
  return `${where}\n  ${p.message}\n  What to change: ${p.fix}`;
}

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(
      `The website's content has ${count}. Nothing was published.\n\n${problems
        .map(formatProblem)
        .join("\n\n")}\n`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** Levenshtein distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The closest known value, if it is close enough to be a likely typo. */
export function closest(value: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const k of known) {
    const d = distance(value.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(value.length / 3))
    ? best
    : undefined;
}

/** ` (did you mean "x"?)` or nothing. */
export function didYouMean(value: string, known: Iterable<string>): string {
  const hint = closest(value, known);
  return hint ? ` Did you mean "${hint}"?` : "";
}
