import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { FEED_ENTRIES } from "~/blog/listing";
import { blogPosts } from "~/content/collections.server";
import { bioPath, firm } from "~/content/firm";
import { renderContent } from "~/content/render.server";
import { absoluteUrl } from "~/lib/seo/seo";
import { fileHeaders } from "~/prerendered-files";

/** Text for XML: the five characters XML reserves, escaped. */
function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * An article's full text as HTML for feed readers: the same components as the page, links made
 * absolute (a feed is read away from the site), decorative icons left out (feed readers apply
 * no styles, and an unstyled SVG fills the screen).
 */
function articleHtml(key: string, path: string, slots: readonly string[]): string {
  const parts = [...(slots.includes("hero") ? ["hero"] : []), "body"];
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      ...parts.map((slot) => createElement("div", { key: slot }, renderContent(key, slot))),
    ),
  );
  const page = absoluteUrl(path);
  return html
    .replace(/<svg\b[\s\S]*?<\/svg>/g, "")
    .replace(/ (href|src)="#([^"]*)"/g, ` $1="${page}#$2"`)
    .replace(
      / (href|src)="\/(?!\/)([^"]*)"/g,
      (_m, attr: string, rest: string) => ` ${attr}="${absoluteUrl(`/${rest}`)}"`,
    );
}

const atomDate = (iso: string) => `${iso}T00:00:00Z`;

/**
 * /blog/feed.xml: an Atom feed (RFC 4287) of the latest articles (the FEED_ENTRIES most recently
 * updated, newest first), each with its full text, prerendered with the blog. A feed reader keeps
 * what it has already read, so the feed stays small however many articles there are. Its address
 * is linked from the blog and from every page's head.
 */
export function loader() {
  const latest = [...blogPosts]
    .sort(
      (a, b) =>
        b.dateModified.localeCompare(a.dateModified) || b.published.localeCompare(a.published),
    )
    .slice(0, FEED_ENTRIES);
  const updated = latest[0]?.dateModified ?? "1970-01-01";
  const feedUrl = absoluteUrl("/blog/feed.xml");
  const entries = latest.map((p) => {
    const url = absoluteUrl(p.path);
    const lawyer = firm.lawyers.find((l) => l.key === p.author.key) ?? firm.lawyers[0];
    return `  <entry>
    <id>${xmlEscape(url)}</id>
    <title>${xmlEscape(p.heading)}</title>
    <link rel="alternate" type="text/html" href="${xmlEscape(url)}"/>
    <published>${atomDate(p.published)}</published>
    <updated>${atomDate(p.dateModified)}</updated>
    <author><name>${xmlEscape(lawyer.name)}</name><uri>${xmlEscape(absoluteUrl(bioPath(lawyer)))}</uri></author>
    <category term="${xmlEscape(p.areaLabel)}"/>
    <summary>${xmlEscape(p.summary)}</summary>
    <content type="html">${xmlEscape(articleHtml(p.key, p.path, p.slots))}</content>
  </entry>`;
  });
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-CA">
  <id>${xmlEscape(absoluteUrl("/blog"))}</id>
  <title>${xmlEscape(`${firm.shortName}: Blog`)}</title>
  <subtitle>${xmlEscape("In-depth articles from our lawyers, written in plain language for readers in Ontario and across Canada. General information, not legal advice.")}</subtitle>
  <link rel="self" type="application/atom+xml" href="${xmlEscape(feedUrl)}"/>
  <link rel="alternate" type="text/html" href="${xmlEscape(absoluteUrl("/blog"))}"/>
  <updated>${atomDate(updated)}</updated>
  <author><name>${xmlEscape(firm.name)}</name><uri>${xmlEscape(absoluteUrl("/"))}</uri></author>
  <icon>${xmlEscape(absoluteUrl("/favicon.svg"))}</icon>
  <rights>${xmlEscape(`© ${firm.name}`)}</rights>
${entries.join("\n")}
</feed>
`;
  return new Response(xml, { headers: fileHeaders("/blog/feed.xml") });
}
