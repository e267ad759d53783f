/**
 * Ids of the places in a page (headings, sections, steps, questions): `## Title {#custom-id}`, an
 * element's id="…", otherwise a slug of the title (github-slugger). Each is unique in its file and
 * becomes an anchor links can land on.
 */
import type { Heading } from "mdast";
import type { MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { type CollectionContext, type Placed, report } from "./context.ts";
import { type Jsx, setAttr, stringProp } from "./mdx-nodes.ts";
import { plainText } from "./text.ts";

const HEADING_ID = /^(\s{0,3}#{1,6}[ \t].*?)[ \t]+\{#([^}\s]*)\}[ \t]*$/gm;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `## Title {#custom-id}` (the usual Markdown way to fix a heading's id) is not valid MDX, so it
 * becomes an element the pipeline reads and removes. Line numbers do not change.
 */
export function preprocessHeadingIds(body: string): string {
  return body.replace(HEADING_ID, (_m, heading: string, id: string) => {
    return `${heading} <HeadingId id="${id.replace(/"/g, "")}" />`;
  });
}

/** Records an id as a place of the page; two places with one id is a problem. */
export function claimId(ctx: CollectionContext, node: Placed, id: string) {
  if (ctx.usedIds.has(id))
    report(
      ctx,
      node,
      `Two places in this file have the id "${id}".`,
      "Give one of them another id: ids are the addresses of places in the page (#id) and must be unique.",
    );
  ctx.usedIds.add(id);
  ctx.result.anchors.push(id);
}

/** Whether the heading has had its id given (by the pipeline, once). */
export const hasId = (heading: Heading) =>
  Boolean((heading.data?.hProperties as { id?: string } | undefined)?.id);

/** Gives a heading its id ({#id}, or a slug of its text) and returns it. */
export function headingId(ctx: CollectionContext, heading: Heading): string {
  const marker = heading.children.find(
    (c): c is MdxJsxTextElement => c.type === "mdxJsxTextElement" && c.name === "HeadingId",
  );
  heading.children = heading.children.filter((c) => c !== marker);
  // Trailing space left by the marker.
  const last = heading.children.at(-1);
  if (last?.type === "text") last.value = last.value.replace(/\s+$/, "");
  const explicit = marker ? stringProp(marker, "id") : undefined;
  if (explicit !== undefined && !ID.test(explicit))
    report(
      ctx,
      heading,
      `The heading id "{#${explicit}}" is not valid.`,
      "Use lower case letters and digits, words joined by hyphens: {#like-this}.",
    );
  const id = explicit || ctx.slugger.slug(plainText(heading, ctx.vocabulary));
  claimId(ctx, heading, id);
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
  return id;
}

/** The id of a block that carries one (a section, a step), given or made from its title. */
export function elementId(ctx: CollectionContext, node: Jsx): string | undefined {
  const given = stringProp(node, "id");
  const title = stringProp(node, "title");
  const id = given ?? (title ? ctx.slugger.slug(title) : undefined);
  if (id) {
    claimId(ctx, node, id);
    setAttr(node, "id", id);
  }
  return id;
}
