/**
 * The heading font on every page, the first one included (docs/decisions/014-heading-font.md):
 * a 14 KiB subset of Newsreader 600 (the characters headings use, scripts/subset-heading-font.sh)
 * that the head script (head.inline.ts) preloads before the stylesheet, so it is in memory when the
 * headings are first laid out. `font-display: optional` (app/app.css) never swaps it in later:
 * on a connection too slow for it, that page keeps the metric-matched fallback and the next one
 * has it from the cache. Visitors who ask to save data never download it.
 */
/** The attribute on <html> that switches headings to the font (app.css). */
export const HEADING_FONT_ATTRIBUTE = "data-heading-font";

/** Whether the visitor asked to save data (the font is a nicety, not content). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
