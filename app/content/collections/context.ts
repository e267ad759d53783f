/**
 * The one object every plugin of a content file's pipeline shares (plugins/, kinds/): the file
 * and its collection, what it may refer to (the vocabulary), the ids it has given out, the problems
 * found (each with the file and its line) and what is read out for the page (the result).
 */
import GithubSlugger from "github-slugger";
import type { ContentProblem } from "./errors";
import type { CollectionKind } from "./schema";
import type { Vocabulary } from "./vocabulary";

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

/** What the pipeline reads out of a file for its page. */
export interface CollectionResult {
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

export interface CollectionContextOptions {
  kind: CollectionKind;
  guideType?: "process-guide" | "checklist";
  vocabulary: Vocabulary;
  /** The file, relative to the project root, as problems name it. */
  file: string;
  /** Lines before the body in the file (the frontmatter). */
  lineOffset: number;
  /** Where problems are collected (the loader's list for every file). */
  problems: ContentProblem[];
}

export interface CollectionContext extends Readonly<CollectionContextOptions> {
  result: CollectionResult;
  /** Slugs of headings and titled blocks, unique within the file. */
  slugger: GithubSlugger;
  /** Every id given to a place in the page so far. */
  usedIds: Set<string>;
  /** Where this file's problems start in `problems`. */
  firstProblem: number;
}

export function createCollectionContext(options: CollectionContextOptions): CollectionContext {
  return {
    ...options,
    result: {
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
    },
    slugger: new GithubSlugger(),
    usedIds: new Set(),
    firstProblem: options.problems.length,
  };
}

/** Something with a place in the body (an mdast node). */
export interface Placed {
  position?: { start: { line: number; column: number } };
}

/** The line (in the whole file, frontmatter included) and column of a node. */
export function at(ctx: CollectionContext, node: Placed) {
  return {
    line: node.position ? node.position.start.line + ctx.lineOffset : undefined,
    column: node.position?.start.column,
  };
}

/** A problem at a node: what is wrong and what to change. */
export function report(ctx: CollectionContext, node: Placed, message: string, fix: string) {
  ctx.problems.push({ file: ctx.file, ...at(ctx, node), message, fix });
}

/** A problem of the file as a whole, shown at the first line of its text. */
export function reportFile(ctx: CollectionContext, message: string, fix: string) {
  ctx.problems.push({ file: ctx.file, line: ctx.lineOffset + 1, message, fix });
}

/** Collects a fact the text quotes, in order of first use. */
export function recordFact(ctx: CollectionContext, id: string) {
  if (!ctx.result.facts.includes(id)) ctx.result.facts.push(id);
}
