/**
 * What the loader makes of each content file (load.ts): the entry a page reads, one type per
 * collection kind, and what every kind's entry function (kinds/) is given to make it. The loader
 * runs the shared pipeline on the file, then calls its kind's function from one table.
 */
import type { CollectionResult, ExtractedPhase, ExtractedQuestion, TocEntry } from "./context.ts";
import { type ContentProblem, didYouMean } from "./errors.ts";
import type { CollectionKind, PracticeArea } from "./schema.ts";
import type { Vocabulary } from "./vocabulary.ts";

export interface EntryBase {
  /** "blog/real-estate-agreements": how a page asks for the compiled body. */
  key: string;
  kind: CollectionKind;
  slug: string;
  /** The source file, relative to the project root. */
  file: string;
  title: string;
  heading: string;
  description: string;
  draft: boolean;
  order: number;
  words: number;
  readingMinutes: number;
  toc: TocEntry[];
  anchors: string[];
  /** The parts besides "body" that have content ("hero", "intro"). */
  slots: string[];
  /** Facts the text quotes, in order of first use: the page's "Sources for the figures" box. */
  facts: string[];
}

export interface Reviewed {
  /** The "law as of" date. */
  date: string;
  /** The facts-register entry the date comes from, when there is one. */
  factId?: string;
}

export interface BlogEntry extends EntryBase {
  kind: "blog";
  path: string;
  summary: string;
  published: string;
  dateModified: string;
  reviewed: Reviewed;
  author: { key: string; name: string };
  area: PracticeArea;
  areaLabel: string;
  readingLabel: string;
  heroLabel: string;
}

/** What step-by-step guides and checklists share. */
export interface GuideEntryBase extends EntryBase {
  kind: "guides";
  path: string;
  intro: string;
  area: PracticeArea;
  emailSubject: string;
  /** Shows the link to the closing-cost estimator before the sources. */
  closingCosts: boolean;
}

export interface ProcessGuideEntry extends GuideEntryBase {
  type: "process-guide";
  checklistPath: string;
  resources: string[];
  steps: { id: string; title: string }[];
  hasTimeline: boolean;
  bands: { id: string; eyebrow: string; title: string }[];
}

export interface ChecklistEntry extends GuideEntryBase {
  type: "checklist";
  guidePath: string;
  storageKey: string;
  phases: ExtractedPhase[];
}

export interface LegalEntry extends EntryBase {
  kind: "legal";
  path: string;
  effective: string;
  reviewed: Reviewed;
  callToAction?: { heading: string; emailSubject: string };
}

export interface FaqPageEntry extends EntryBase {
  kind: "faqs";
  embedded: false;
  path: string;
  intro: string;
  area: PracticeArea;
  emailSubject: string;
  links: { label: string; to: string; style: "back" | "plain" | "primary" }[];
  questions: ExtractedQuestion[];
}

/** FAQ questions shown inside another page (a service page). */
export interface EmbeddedFaqEntry extends EntryBase {
  kind: "faqs";
  embedded: true;
  /** The page they are shown on, and the id of their section there. */
  page: string;
  section: string;
  area: PracticeArea;
  questions: ExtractedQuestion[];
}

export type ContentEntry =
  | BlogEntry
  | ProcessGuideEntry
  | ChecklistEntry
  | LegalEntry
  | FaqPageEntry
  | EmbeddedFaqEntry;

/** What the loader gives a kind's entry function for one file that passed its checks. */
export interface EntryInput {
  /** The fields every entry has, from the frontmatter and the body. */
  base: EntryBase;
  slug: string;
  /** The file, relative to the project root, as problems name it. */
  file: string;
  /** The checked frontmatter (the kind's schema in schema.ts). */
  data: Record<string, unknown>;
  /** What the pipeline read out of the body (pipeline.ts). */
  result: CollectionResult;
  vocabulary: Vocabulary;
  /** The line of a frontmatter field, for problems. */
  lineOf: (field: string) => number;
  /** Where problems are collected (the loader's list for every file). */
  problems: ContentProblem[];
}

/** A collection kind's entry, made from its file (kinds/). */
export type EntryOf = (input: EntryInput) => ContentEntry;

/** The URL of an entry, from its collection, slug and frontmatter. */
export function entryPath(
  kind: CollectionKind,
  slug: string,
  data: { area?: string; page?: string },
): string | undefined {
  switch (kind) {
    case "blog":
      return `/blog/${slug}`;
    case "guides":
      return `/knowledge/${data.area ?? "real-estate"}/${slug}`;
    case "legal":
      return `/${slug}`;
    case "faqs":
      return data.page ? undefined : `/knowledge/${slug}`;
  }
}

export function resolveReviewed(
  value: string,
  vocab: Vocabulary,
  problems: ContentProblem[],
  file: string,
  line: number,
): Reviewed {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { date: value };
  if (!vocab.factIds.has(value)) {
    problems.push({
      file,
      line,
      message: `"reviewed: ${value}" is neither a date nor a review entry of the facts register.`,
      fix: `Write the date the text was last checked against the law (YYYY-MM-DD), or the id of its entry in app/content/facts/statements.ts.${didYouMean(value, vocab.factIds)}`,
    });
    return { date: "1970-01-01" };
  }
  return { date: vocab.factChecked(value), factId: value };
}
