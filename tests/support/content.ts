/**
 * Reading content entries as a visitor reads them, for unit tests: the HTML the site renders for
 * an entry (app/content/render.server.tsx) and its text, without a build or a browser.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { entryByKey } from "~/content/collections.server";
import { renderContent } from "~/content/render.server";
import { decodeEntities } from "./html";

/** The HTML of one part of an entry ("body", "hero", "intro", "sources"). */
export function entryHtml(key: string, slot = "body"): string {
  if (!entryByKey(key)) throw new Error(`No content entry ${key}`);
  return renderToStaticMarkup(createElement(MemoryRouter, null, renderContent(key, slot)));
}

/** Visible text of HTML: tags dropped (block ends become line breaks), entities decoded. */
export function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<\/(p|li|h[1-6]|div|section|summary|article|dd|dt)>/g, "\n")
      .replace(/<[^>]+>/g, ""),
  )
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Everything an entry shows: its hero notice or introduction and its body. */
export function entryText(key: string): string {
  return ["hero", "intro", "body"].map((slot) => htmlText(entryHtml(key, slot))).join("\n");
}

export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ""));
}

/** How many elements carry an attribute (e.g. `data-solution`). */
export function countAttr(html: string, attr: string): number {
  return [...html.matchAll(new RegExp(`\\s${attr}(=|\\s|>)`, "g"))].length;
}

/** The HTML of each element that starts with `<tag … attr…>`, up to the next one. */
export function sectionsBy(html: string, attr: string): string[] {
  const starts = [...html.matchAll(new RegExp(`<[a-z0-9]+[^>]*\\s${attr}[=\\s>]`, "g"))].map(
    (m) => m.index ?? 0,
  );
  return starts.map((s, i) => html.slice(s, starts[i + 1] ?? html.length));
}
