/**
 * Runs some plugins of the pipeline on a piece of MDX, the way the loader does (remark-gfm, the
 * {#id} marker, @mdx-js/mdx), for the plugins' unit tests: the problems, the read-out result and
 * the tree as the last plugin left it.
 */
import { compile } from "@mdx-js/mdx";
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { type CollectionContext, createCollectionContext } from "./context";
import type { ContentProblem } from "./errors";
import { preprocessHeadingIds } from "./ids";
import type { CollectionPlugin } from "./pipeline";
import type { CollectionKind } from "./schema";
import { createVocabulary, type Vocabulary } from "./vocabulary";

let shared: Vocabulary | undefined;

export interface PluginRun {
  ctx: CollectionContext;
  problems: ContentProblem[];
  tree: Root;
  /** "line: message" of each problem, the way a test reads them best. */
  said: string[];
}

export async function runPlugins(
  source: string,
  plugins: CollectionPlugin[],
  options: {
    kind?: CollectionKind;
    guideType?: "process-guide" | "checklist";
    lineOffset?: number;
    /** A .md file (Markdown without MDX) instead of .mdx. */
    markdown?: boolean;
  } = {},
): Promise<PluginRun> {
  shared ??= createVocabulary();
  const problems: ContentProblem[] = [];
  const ctx = createCollectionContext({
    kind: options.kind ?? "blog",
    guideType: options.guideType,
    vocabulary: shared,
    file: "app/content/blog/example.mdx",
    lineOffset: options.lineOffset ?? 0,
    problems,
  });
  let tree: Root | undefined;
  const capture = () => (t: Root) => {
    tree = structuredClone(t);
  };
  const value = preprocessHeadingIds(source);
  await compile(new VFile({ path: `example.${options.markdown ? "md" : "mdx"}`, value }), {
    remarkPlugins: [
      remarkGfm,
      ...plugins.map((p) => [p, ctx] as [CollectionPlugin, CollectionContext]),
      capture,
    ],
  });
  return { ctx, problems, tree: tree!, said: problems.map((p) => `${p.line}: ${p.message}`) };
}
