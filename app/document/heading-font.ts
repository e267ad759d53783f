/**
 * The heading font's loading rules (docs/decisions/014-heading-font.md):
 *
 * 1. Never during a first visit's page load. Nothing asks for the font until the page has loaded
 *    and the visitor has started to read (app/behaviours/heading-font.ts); it then loads in the
 *    background and the browser keeps it (a hashed, immutable asset).
 * 2. Never swapped in under a reader's eyes. The page that loaded it keeps its fallback. The
 *    next page the visitor opens by following a link shows it (a change within 500 ms of their own
 *    click is not counted as a layout shift, Layout Instability API), and so does every later visit: the head
 *    script (head.inline.ts) sees that the browser has the font and preloads it, and `font-display:
 *    optional` uses it only if it is ready for the first paint.
 *
 * The note the head script reads is the font's own URL in localStorage: not personal data, and
 * stale as soon as the font file changes (docs/PRODUCT-RULES.md#privacy).
 */
export const HEADING_FONT_FAMILY = "Newsreader";
export const HEADING_FONT_KEY = "heading-font";
/** The attribute on <html> that switches headings to the font (app.css). */
export const HEADING_FONT_ATTRIBUTE = "data-heading-font";

/** Switches this document's headings to the font (after a navigation the visitor started). */
export function showHeadingFont(): void {
  document.documentElement.setAttribute(HEADING_FONT_ATTRIBUTE, "");
}

export function headingFontShown(): boolean {
  return document.documentElement.hasAttribute(HEADING_FONT_ATTRIBUTE);
}
