/**
 * The inline script in every page's head, before the stylesheet so it never waits for it
 * (app/page/document-scripts.tsx; compiled from this file by Vite). It preloads the heading
 * font's subset and marks the page so headings use it from the first paint, unless the visitor
 * asked to save data (docs/decisions/014-heading-font.md).
 */
import { HEADING_FONT_ATTRIBUTE, savesData } from "./heading-font";

const html = document.documentElement;
const url = html.dataset.headingFontUrl;
if (url && !savesData()) {
  html.setAttribute(HEADING_FONT_ATTRIBUTE, "");
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "font";
  link.type = "font/woff2";
  link.crossOrigin = "anonymous";
  link.href = url;
  document.head.append(link);
}
