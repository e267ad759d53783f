/**
 * The inline script in every page's head, before the stylesheet so it never waits for it
 * (app/document/document-scripts.tsx; compiled from this file by Vite). When the browser already
 * has the heading font (noted by app/behaviours/heading-font.ts), it preloads it and marks the page
 * so headings use it from the first paint (docs/decisions/014-heading-font.md).
 */
import { HEADING_FONT_ATTRIBUTE, HEADING_FONT_KEY } from "./heading-font";

try {
  const html = document.documentElement;
  const url = html.dataset.headingFontUrl;
  if (url && localStorage.getItem(HEADING_FONT_KEY) === url) {
    html.setAttribute(HEADING_FONT_ATTRIBUTE, "");
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous";
    link.href = url;
    document.head.append(link);
  }
} catch {
  // Storage refused (private mode, blocked): the page shows the fallback face.
}
