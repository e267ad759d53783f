/**
 * The collection loader: reads every Markdown/MDX file of the four collections, checks its
 * frontmatter (Zod) and body (the plugins of pipeline.ts), compiles the body for server rendering, and checks
 * what only all files together can tell: duplicate addresses, links between pages, guides and
 * their checklists. It stops with every problem found (ContentError), never with the first.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { formatIsoMonth } from "../../lib/domain/dates";
import {
  type CollectionResult,
  createCollectionContext,
  type ExtractedPhase,
  type ExtractedQuestion,
  READING_WORDS_PER_MINUTE,
  type TocEntry,
} from "./context";
import { ContentError, type ContentProblem, didYouMean } from "./errors";
import { parseFrontmatter, splitFrontmatter, zodProblems } from "./frontmatter";
import { preprocessHeadingIds } from "./ids";
import { remarkCollection } from "./pipeline";
import {
  type BlogFrontmatter,
  type ChecklistFrontmatter,
  type CollectionKind,
  collectionKinds,
  type EmbeddedFaqFrontmatter,
  type FaqPageFrontmatter,
  frontmatterSchema,
  type LegalFrontmatter,
  type PracticeArea,
  type ProcessGuideFrontmatter,
  practiceAreas,
} from "./schema";
import { placeholderProblems, resolvePlaceholders, typedFigures } from "./text";
import type { Vocabulary } from "./vocabulary";

export const CONTENT_EXTENSIONS = [".md", ".mdx"];

interface EntryBase {
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
interface GuideEntryBase extends EntryBase {
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

export interface LoadedCollections {
  entries: ContentEntry[];
  /** Compiled bodies (JavaScript modules) by entry key. */
  code: Map<string, string>;
  /** Every file read, for watching. */
  files: string[];
}

export interface LoadOptions {
  /** The project root; files are reported relative to it. */
  root: string;
  vocabulary: Vocabulary;
  /** Folders holding blog/, guides/, legal/ and faqs/ (default: app/content). */
  contentDirs?: string[];
  /** Show drafts (preview with npm run dev). */
  includeDrafts?: boolean;
}

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

/** The fields every guide and checklist entry takes from its frontmatter. */
function guideFields(
  slug: string,
  fm: ChecklistFrontmatter | ProcessGuideFrontmatter,
): Pick<GuideEntryBase, "kind" | "path" | "intro" | "area" | "emailSubject" | "closingCosts"> {
  return {
    kind: "guides",
    path: entryPath("guides", slug, fm)!,
    intro: fm.intro,
    area: fm.area,
    emailSubject: fm.emailSubject,
    closingCosts: fm.closingCosts,
  };
}

/** Every content file: [kind, absolute path]. */
export function listContentFiles(root: string, contentDirs?: string[]): [CollectionKind, string][] {
  const dirs = contentDirs ?? [path.join(root, "app/content")];
  const files: [CollectionKind, string][] = [];
  for (const dir of dirs) {
    for (const kind of collectionKinds) {
      const folder = path.join(dir, kind);
      if (!existsSync(folder)) continue;
      for (const name of readdirSync(folder).sort()) {
        if (CONTENT_EXTENSIONS.includes(path.extname(name)))
          files.push([kind, path.join(folder, name)]);
      }
    }
  }
  return files;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function resolveReviewed(
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

/** A reading label's placeholders: {minutes}, {updated-year} ("2026") and {reviewed-month}
 *  ("November 2026", the month the text was last checked against the law). */
function labelFrom(
  template: string,
  minutes: number,
  dateModified: string,
  reviewed: string,
): string {
  return template
    .replaceAll("{minutes}", String(minutes))
    .replaceAll("{updated-year}", dateModified.slice(0, 4))
    .replaceAll("{reviewed-month}", formatIsoMonth(reviewed));
}

export async function loadCollections(options: LoadOptions): Promise<LoadedCollections> {
  const { root, vocabulary: vocab } = options;
  const problems: ContentProblem[] = [];
  const entries: ContentEntry[] = [];
  const code = new Map<string, string>();
  /** Every compiled file's links and anchors, checked once all files are read. */
  const linkChecks: LinkCheck[] = [];
  /** Every entry read, including those with problems, for the checks across files. */
  const allRead: ContentEntry[] = [];
  const files = listContentFiles(root, options.contentDirs);
  /** Every page a file would make, loaded or not: a guide's checklist may itself have a problem. */
  const attempted = new Set(
    files.map(([kind, f]) => `${kind}/${path.basename(f, path.extname(f))}`),
  );

  for (const [kind, absolute] of files) {
    const file = path.relative(root, absolute).split(path.sep).join("/");
    const slug = path.basename(absolute, path.extname(absolute));
    if (!SLUG.test(slug)) {
      problems.push({
        file,
        message: `The file name "${path.basename(absolute)}" cannot be part of a web address.`,
        fix: `Rename it to lower case words joined by hyphens, like "${slug
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "")}${path.extname(absolute)}". The file name is the page's address.`,
      });
      continue;
    }
    const source = readFileSync(absolute, "utf8");
    const split = splitFrontmatter(source);
    if ("error" in split) {
      problems.push({
        file,
        line: split.line,
        message: split.error,
        fix: "Start the file with a line of ---, the fields (title: …), and another line of ---. See docs/EDITING.md#frontmatter.",
      });
      continue;
    }
    const parsed = parseFrontmatter(file, split.yaml);
    if ("problems" in parsed) {
      problems.push(...parsed.problems);
      continue;
    }
    // {fact:id} and {firm:field} become their values before the fields are checked.
    for (const field of ["title", "heading", "description", "summary", "intro"]) {
      const value = parsed.data[field];
      if (typeof value !== "string") continue;
      const line = parsed.lineOf([field]);
      for (const p of placeholderProblems(value, vocab)) problems.push({ file, line, ...p });
      for (const f of typedFigures(value, vocab))
        problems.push({
          file,
          line,
          message: `"${f.printed}" is typed into "${field}", but it is a figure of the facts register ("${f.factId}").`,
          fix: `Write {fact:${f.factId}} instead, so it changes when the register does.`,
        });
      parsed.data[field] = resolvePlaceholders(value, vocab);
    }
    const schema = frontmatterSchema(kind, parsed.data);
    const checked = schema.safeParse(parsed.data);
    // With bad frontmatter the body is still checked, so one run shows every problem.
    const frontmatterFailed = !checked.success;
    if (!checked.success)
      problems.push(...zodProblems(file, checked.error.issues, parsed.lineOf, parsed.data));
    const data = (checked.success ? checked.data : { ...parsed.data, draft: false }) as Record<
      string,
      unknown
    > & { draft: boolean };
    if (data.draft && !options.includeDrafts) continue;

    const guideType =
      kind === "guides"
        ? data.type === "checklist" || data.type === "process-guide"
          ? data.type
          : undefined
        : undefined;
    const before = problems.length;
    const ctx = createCollectionContext({
      kind,
      guideType,
      vocabulary: vocab,
      file,
      lineOffset: split.bodyLineOffset,
      problems,
    });
    const { result } = ctx;
    const vfile = new VFile({ path: absolute, value: preprocessHeadingIds(split.body) });
    let compiled: string | undefined;
    try {
      compiled = String(
        await compile(vfile, {
          outputFormat: "program",
          jsxImportSource: "react",
          development: false,
          remarkPlugins: [remarkGfm, ...remarkCollection(ctx)],
        }),
      );
    } catch (error) {
      const e = error as { line?: number; column?: number; reason?: string; message?: string };
      problems.push({
        file,
        line: e.line ? e.line + split.bodyLineOffset : undefined,
        column: e.column,
        message: `The text cannot be read as Markdown/MDX: ${e.reason ?? e.message ?? String(error)}`,
        fix: "Check the line for an unclosed <Component>, a stray < or { (write \\< or \\{ to show one), or a closing tag without its opening tag.",
      });
      continue;
    }
    linkChecks.push({ file, anchors: result.anchors, links: result.links });
    if (frontmatterFailed) continue;
    // A file with problems is still checked with the others (its links), then the build stops.
    const failed = problems.length > before;

    const lineOf = (field: string) => parsed.lineOf([field]);
    const base = {
      key: `${kind}/${slug}`,
      kind,
      slug,
      file,
      title: data.title as string,
      heading: (data.heading as string | undefined) ?? (data.title as string),
      description: (data.description as string | undefined) ?? "",
      draft: data.draft,
      order: (data.order as number | undefined) ?? 100,
      words: result.words,
      readingMinutes: Math.max(1, Math.round(result.words / READING_WORDS_PER_MINUTE)),
      toc: result.toc,
      anchors: result.anchors,
      slots: result.slots,
      facts: result.facts,
    };
    let entry: ContentEntry;
    if (kind === "blog") {
      const fm = data as unknown as BlogFrontmatter;
      const reviewed = resolveReviewed(fm.reviewed, vocab, problems, file, lineOf("reviewed"));
      const dateModified = [fm.published, fm.updated, reviewed.date]
        .filter((d): d is string => Boolean(d))
        .sort()
        .at(-1)!;
      const authorName = vocab.lawyers.get(fm.author);
      if (!authorName)
        problems.push({
          file,
          line: lineOf("author"),
          message: `"author: ${fm.author}" is not one of the firm's lawyers.`,
          fix: `Use the key of a lawyer in app/content/firm.ts: ${[...vocab.lawyers.keys()].join(", ")}.${didYouMean(fm.author, vocab.lawyers.keys())}`,
        });
      entry = {
        ...base,
        kind: "blog",
        path: entryPath(kind, slug, fm)!,
        summary: fm.summary,
        published: fm.published,
        dateModified,
        reviewed,
        author: { key: fm.author, name: authorName ?? "" },
        area: fm.area,
        areaLabel: practiceAreas[fm.area],
        readingLabel: labelFrom(fm.readingLabel, base.readingMinutes, dateModified, reviewed.date),
        heroLabel: labelFrom(
          fm.heroLabel ?? fm.readingLabel,
          base.readingMinutes,
          dateModified,
          reviewed.date,
        ),
      };
    } else if (kind === "guides" && guideType === "checklist") {
      const fm = data as unknown as ChecklistFrontmatter;
      entry = {
        ...base,
        ...guideFields(slug, fm),
        type: "checklist",
        guidePath: entryPath(kind, fm.guide, fm)!,
        storageKey: fm.storageKey,
        phases: result.phases,
      };
    } else if (kind === "guides") {
      const fm = data as unknown as ProcessGuideFrontmatter;
      for (const website of fm.resources)
        if (!vocab.resourceWebsites.has(website))
          problems.push({
            file,
            line: lineOf("resources"),
            message: `"${website}" is not one of the external resources.`,
            fix: `Use the website of a resource in app/content/resources.ts, written without https://.${didYouMean(website, vocab.resourceWebsites)}`,
          });
      entry = {
        ...base,
        ...guideFields(slug, fm),
        type: "process-guide",
        checklistPath: entryPath(kind, fm.checklist, fm)!,
        resources: fm.resources,
        steps: result.steps,
        hasTimeline: result.hasTimeline,
        bands: result.bands,
      };
    } else if (kind === "legal") {
      const fm = data as unknown as LegalFrontmatter;
      entry = {
        ...base,
        kind: "legal",
        path: entryPath(kind, slug, {})!,
        effective: fm.effective,
        reviewed: resolveReviewed(fm.reviewed, vocab, problems, file, lineOf("reviewed")),
        ...(fm.callToAction ? { callToAction: fm.callToAction } : {}),
      };
    } else if ("page" in data) {
      const fm = data as unknown as EmbeddedFaqFrontmatter;
      entry = {
        ...base,
        heading: fm.title,
        kind: "faqs",
        embedded: true,
        page: fm.page,
        section: fm.section,
        area: fm.area,
        questions: result.questions,
      };
      if (!vocab.staticPaths.has(fm.page))
        problems.push({
          file,
          line: lineOf("page"),
          message: `"page: ${fm.page}" is not a page of the site.`,
          fix: `Use the path of the page the questions appear on.${didYouMean(fm.page, vocab.staticPaths)}`,
        });
    } else {
      const fm = data as unknown as FaqPageFrontmatter;
      entry = {
        ...base,
        kind: "faqs",
        embedded: false,
        path: entryPath(kind, slug, fm)!,
        intro: fm.intro,
        area: fm.area,
        emailSubject: fm.emailSubject,
        links: fm.links,
        questions: result.questions,
      };
    }
    allRead.push(entry);
    if (failed) continue;
    entries.push(entry);
    code.set(entry.key, compiled);
  }

  // Links are checked once every file is known (a link may point at another content file).
  checkAcrossFiles(allRead, linkChecks, attempted, vocab, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return { entries, code, files: files.map(([, f]) => f) };
}

interface LinkCheck {
  file: string;
  anchors: readonly string[];
  links: CollectionResult["links"];
}

function checkAcrossFiles(
  entries: ContentEntry[],
  linkChecks: readonly LinkCheck[],
  attempted: ReadonlySet<string>,
  vocab: Vocabulary,
  problems: ContentProblem[],
) {
  const byPath = new Map<string, ContentEntry>();
  const byKey = new Map<string, ContentEntry>();
  for (const e of entries) {
    const other = byKey.get(e.key);
    if (other)
      problems.push({
        file: e.file,
        message: `This file and ${other.file} have the same name, so they would be the same page.`,
        fix: "Rename one of them: the file name is the page's address.",
      });
    byKey.set(e.key, e);
    if ("path" in e && e.path) {
      const clash = byPath.get(e.path);
      if (clash && clash !== other)
        problems.push({
          file: e.file,
          message: `This file's page ${e.path} is also the page of ${clash.file}.`,
          fix: "Rename one of them: the file name is the page's address.",
        });
      if (vocab.staticPaths.has(e.path))
        problems.push({
          file: e.file,
          message: `This file's page ${e.path} is already a page of the site (app/site-map.ts).`,
          fix: "Rename the file so its address is new.",
        });
      byPath.set(e.path, e);
    }
  }
  const allPaths = new Set([...vocab.staticPaths, ...byPath.keys()]);
  for (const check of linkChecks) {
    const fileProblem = (
      line: number | undefined,
      column: number | undefined,
      message: string,
      fix: string,
    ) => problems.push({ file: check.file, line, column, message, fix });
    for (const link of check.links) {
      const [target = "", anchor] = link.href.split("#");
      if (link.href.startsWith("#")) {
        if (!check.anchors.includes(anchor ?? ""))
          fileProblem(
            link.line,
            link.column,
            `The link ${link.href} points at no place in this page.`,
            `Use the id of a heading or section of this file.${didYouMean(anchor ?? "", check.anchors)}`,
          );
        continue;
      }
      if (!target.startsWith("/")) {
        fileProblem(
          link.line,
          link.column,
          `The link "${link.href}" is not a page of this site.`,
          /\.mdx?$/.test(target)
            ? "Link to the page's address (like /blog/my-article), not to its file."
            : "Link to a page of this site with its address starting with / (like /contact), or to an outside website with outside:<id>.",
        );
        continue;
      }
      const clean = target.replace(/\/+$/, "") || "/";
      if (!allPaths.has(clean)) {
        fileProblem(
          link.line,
          link.column,
          `The link ${link.href} points at a page that does not exist.`,
          `Use the address of a page of this site.${didYouMean(clean, allPaths)}`,
        );
        continue;
      }
      const targetEntry = byPath.get(clean);
      if (anchor && targetEntry && !targetEntry.anchors.includes(anchor))
        fileProblem(
          link.line,
          link.column,
          `The link ${link.href} points at no place in ${targetEntry.file}.`,
          `Use the id of a heading or section of that page.${didYouMean(anchor, targetEntry.anchors)}`,
        );
    }
  }
  for (const e of entries) {
    const fileProblem = (
      line: number | undefined,
      column: number | undefined,
      message: string,
      fix: string,
    ) => problems.push({ file: e.file, line, column, message, fix });
    if (e.kind === "guides") {
      const partner = e.type === "checklist" ? e.guidePath : e.checklistPath;
      const p = byPath.get(partner);
      const wanted = e.type === "checklist" ? "process-guide" : "checklist";
      const failedToLoad = !p && attempted.has(`guides/${partner.split("/").at(-1)}`);
      if (!failedToLoad && (p?.kind !== "guides" || p.type !== wanted))
        fileProblem(
          undefined,
          undefined,
          `The ${e.type === "checklist" ? "guide" : "checklist"} this file names (${partner}) does not exist.`,
          `Set "${e.type === "checklist" ? "guide" : "checklist"}:" to the file name (without .mdx) of a ${wanted === "checklist" ? "checklist" : "step-by-step guide"} in app/content/guides.`,
        );
    }
    if (e.kind === "faqs" && !e.embedded)
      for (const l of e.links)
        if (!allPaths.has(l.to.split("#")[0]!.replace(/\/+$/, "") || "/"))
          fileProblem(
            undefined,
            undefined,
            `The link "${l.label}" goes to ${l.to}, which is not a page of the site.`,
            `Use the address of a page.${didYouMean(l.to, allPaths)}`,
          );
  }
}
