/**
 * What the build does to each content file's Markdown/MDX tree, as remark plugins sharing one
 * context (context.ts), in this order:
 * - checks: no code or raw HTML, links, register figures typed into the text, every component and
 *   prop against its schema (components.ts); each problem with its line;
 * - reads out the words (reading time);
 * - shapes blocks that shape themselves (<Solutions>, <Questions>), then the page of its
 *   collection, one file per collection kind (kinds/): an article's sections and steps, a legal
 *   page's numbered sections, an FAQ set's questions, a guide's steps or a checklist's phases;
 * - gives the remaining headings ids, checks stories against solutions, and puts the problems in
 *   the order of the text.
 * The result is compiled to a component that renders on the server only (docs/decisions/012,
 * docs/decisions/022-content-pipeline-as-plugins.md).
 */
import type { Root } from "mdast";
import type { CollectionContext } from "./context.ts";
import { remarkArticle } from "./kinds/blog.ts";
import { remarkFaqSet } from "./kinds/faqs.ts";
import { remarkGuide } from "./kinds/guides.ts";
import { remarkLegalPage } from "./kinds/legal.ts";
import { remarkComponents } from "./plugins/remark-components.ts";
import { remarkHeadingIds } from "./plugins/remark-heading-ids.ts";
import { remarkInOrder } from "./plugins/remark-in-order.ts";
import { remarkLinks } from "./plugins/remark-links.ts";
import { remarkNestedBlocks } from "./plugins/remark-nested-blocks.ts";
import { remarkNoCode } from "./plugins/remark-no-code.ts";
import { remarkStorySolutions } from "./plugins/remark-story-solutions.ts";
import { remarkTypedFigures } from "./plugins/remark-typed-figures.ts";
import { remarkWordCount } from "./plugins/remark-word-count.ts";
import type { CollectionKind } from "./schema.ts";

/** A plugin of the pipeline: given the shared context, it reads and changes the tree. */
export type CollectionPlugin = (ctx: CollectionContext) => (tree: Root) => void;

/** The plugin that shapes a file into the page of its collection. */
export const pageShapes: Record<CollectionKind, CollectionPlugin> = {
  blog: remarkArticle,
  guides: remarkGuide,
  legal: remarkLegalPage,
  faqs: remarkFaqSet,
};

/** The plugins, in order, for a file. */
export function collectionPlugins(ctx: CollectionContext): CollectionPlugin[] {
  return [
    remarkNoCode,
    remarkLinks,
    remarkTypedFigures,
    remarkComponents,
    remarkWordCount,
    remarkNestedBlocks,
    pageShapes[ctx.kind],
    remarkHeadingIds,
    remarkStorySolutions,
    remarkInOrder,
  ];
}

/** The plugins as remark-plugins entries for @mdx-js/mdx's compile, each with the context. */
export function remarkCollection(ctx: CollectionContext): [CollectionPlugin, CollectionContext][] {
  return collectionPlugins(ctx).map((plugin) => [plugin, ctx]);
}
