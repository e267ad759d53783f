/**
 * The collection loader: reads every Markdown/MDX file of the four collections, checks its
 * frontmatter (Zod) and body (the plugins of pipeline.ts), compiles the body for server rendering,
 * makes its entry with its kind's function (kinds/, from the table `entryOf`), and checks what only
 * all files together can tell: duplicate addresses, links between pages, guides and their
 * checklists. It stops with every problem found (ContentError), never with the first.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import {
  type CollectionResult,
  createCollectionContext,
  READING_WORDS_PER_MINUTE,
} from "./context.ts";
import type { ContentEntry, EntryBase, EntryOf } from "./entries.ts";
import { ContentError, type ContentProblem, didYouMean } from "./errors.ts";
import { parseFrontmatter, splitFrontmatter, zodProblems } from "./frontmatter.ts";
import { preprocessHeadingIds } from "./ids.ts";
import { blogEntry } from "./kinds/blog.ts";
import { faqEntry } from "./kinds/faqs.ts";
import { guideEntry } from "./kinds/guides.ts";
import { legalEntry } from "./kinds/legal.ts";
import { remarkCollection } from "./pipeline.ts";
import { type CollectionKind, collectionKinds, frontmatterSchema } from "./schema.ts";
import { placeholderProblems, resolvePlaceholders, typedFigures } from "./text.ts";
import type { Vocabulary } from "./vocabulary.ts";

export const CONTENT_EXTENSIONS = [".md", ".mdx"];

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

/** Each kind's entry, made from its file once the shared pipeline has run (kinds/). */
const entryOf: Record<CollectionKind, EntryOf> = {
  blog: blogEntry,
  guides: guideEntry,
  legal: legalEntry,
  faqs: faqEntry,
};

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
    const read = readFrontmatter(kind, file, readFileSync(absolute, "utf8"), vocab, problems);
    if (!read) continue;
    const { split, data, lineOf } = read;
    if (data.draft && !options.includeDrafts) continue;

    const before = problems.length;
    const body = await compileBody(kind, data, absolute, file, split, vocab, problems);
    if (!body) continue;
    const { result, compiled } = body;
    linkChecks.push({ file, anchors: result.anchors, links: result.links });
    if (read.failed) continue;
    // A file with problems is still checked with the others (its links), then the build stops.
    const failed = problems.length > before;

    const base: EntryBase = {
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
    const entry = entryOf[kind]({
      base,
      slug,
      file,
      data,
      result,
      vocabulary: vocab,
      lineOf,
      problems,
    });
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

type Split = Extract<ReturnType<typeof splitFrontmatter>, { body: string }>;

/**
 * A file's frontmatter, its placeholders resolved and checked against its kind's schema. With bad
 * fields (`failed`) the body is still checked, so one run shows every problem; a file whose
 * frontmatter cannot be read at all gives undefined.
 */
function readFrontmatter(
  kind: CollectionKind,
  file: string,
  source: string,
  vocab: Vocabulary,
  problems: ContentProblem[],
):
  | {
      split: Split;
      data: Record<string, unknown> & { draft: boolean };
      lineOf: (field: string) => number;
      failed: boolean;
    }
  | undefined {
  const split = splitFrontmatter(source);
  if ("error" in split) {
    problems.push({
      file,
      line: split.line,
      message: split.error,
      fix: "Start the file with a line of ---, the fields (title: …), and another line of ---. See docs/EDITING.md#frontmatter.",
    });
    return undefined;
  }
  const parsed = parseFrontmatter(file, split.yaml);
  if ("problems" in parsed) {
    problems.push(...parsed.problems);
    return undefined;
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
  if (!checked.success)
    problems.push(...zodProblems(file, checked.error.issues, parsed.lineOf, parsed.data));
  const data = (checked.success ? checked.data : { ...parsed.data, draft: false }) as Record<
    string,
    unknown
  > & { draft: boolean };
  return { split, data, lineOf: (field) => parsed.lineOf([field]), failed: !checked.success };
}

/**
 * A file's body through the shared pipeline (pipeline.ts) and compiled for server rendering; what
 * the plugins read out of it (`result`). A body that is not Markdown/MDX gives undefined.
 */
async function compileBody(
  kind: CollectionKind,
  data: Record<string, unknown>,
  absolute: string,
  file: string,
  split: Split,
  vocab: Vocabulary,
  problems: ContentProblem[],
): Promise<{ result: CollectionResult; compiled: string } | undefined> {
  const guideType =
    kind === "guides"
      ? data.type === "checklist" || data.type === "process-guide"
        ? data.type
        : undefined
      : undefined;
  const ctx = createCollectionContext({
    kind,
    guideType,
    vocabulary: vocab,
    file,
    lineOffset: split.bodyLineOffset,
    problems,
  });
  const vfile = new VFile({ path: absolute, value: preprocessHeadingIds(split.body) });
  try {
    const compiled = String(
      await compile(vfile, {
        outputFormat: "program",
        jsxImportSource: "react",
        development: false,
        remarkPlugins: [remarkGfm, ...remarkCollection(ctx)],
      }),
    );
    return { result: ctx.result, compiled };
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message?: string };
    problems.push({
      file,
      line: e.line ? e.line + split.bodyLineOffset : undefined,
      column: e.column,
      message: `The text cannot be read as Markdown/MDX: ${e.reason ?? e.message ?? String(error)}`,
      fix: "Check the line for an unclosed <Component>, a stray < or { (write \\< or \\{ to show one), or a closing tag without its opening tag.",
    });
    return undefined;
  }
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
