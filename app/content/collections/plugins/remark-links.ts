/**
 * Links in the text: outside websites only through their id in app/content/outside-links.ts
 * (`outside:<id>`, written in here), no tel:/mailto: written out. Links to pages of the site are
 * collected, to be checked once every file is loaded (load.ts).
 */
import type { Link, Root } from "mdast";
import { visit } from "unist-util-visit";
import { at, type CollectionContext, report } from "../context.ts";
import { didYouMean } from "../errors.ts";

export function remarkLinks(ctx: CollectionContext) {
  return (tree: Root) => {
    visit(tree, "link", (node) => checkLink(ctx, node));
  };
}

function checkLink(ctx: CollectionContext, node: Link) {
  const { outsideLinks } = ctx.vocabulary;
  const url = node.url;
  if (url.startsWith("outside:")) {
    const key = url.slice("outside:".length);
    const target = outsideLinks.get(key);
    if (!target)
      report(
        ctx,
        node,
        `There is no outside link with id "${key}".`,
        `Use an id from app/content/outside-links.ts, or add the address there once you have verified it (docs/FACTS.md#sources).${didYouMean(key, outsideLinks.keys())}`,
      );
    else node.url = target;
    return;
  }
  if (/^https?:\/\//.test(url)) {
    const listed = [...outsideLinks.entries()].find(([, u]) => u === url);
    report(
      ctx,
      node,
      `The link to ${url} is written out in the file.`,
      listed
        ? `Write it as outside:${listed[0]} (outside links are listed once in app/content/outside-links.ts).`
        : "Verify the address, add it to app/content/outside-links.ts and facts/verified-sources.ts, then link to it as outside:<id> (docs/FACTS.md#sources).",
    );
    return;
  }
  if (/^(tel|mailto):/.test(url)) {
    report(
      ctx,
      node,
      `The link ${url} writes out a phone number or e-mail address.`,
      'Use <Phone /> or <Email subject="…" /> so the firm\'s details stay written once.',
    );
    return;
  }
  ctx.result.links.push({ href: url, ...at(ctx, node) });
}
