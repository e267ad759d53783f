/**
 * The heading font's loading rules (docs/decisions/014-heading-font.md):
 *
 * 1. Never during a first visit's page load. Nothing asks for the font until the page has loaded
 *    and the visitor has started to read (afterVisitorStartsReading); it then loads in the
 *    background and the browser keeps it (a hashed, immutable asset).
 * 2. Never swapped in under a reader's eyes. The page that loaded it keeps its fallback. The
 *    next page the visitor opens by following a link shows it (a change within 500 ms of their own
 *    click is not counted as a layout shift, Layout Instability API), and so does every later visit: a one-line
 *    script in the head sees that the browser has the font and preloads it, and `font-display:
 *    optional` uses it only if it is ready for the first paint.
 *
 * The note the head script reads is the font's own URL in localStorage: not personal data, and
 * stale as soon as the font file changes (docs/PRODUCT-RULES.md#privacy).
 */
export const HEADING_FONT_FAMILY = "Newsreader";
export const HEADING_FONT_KEY = "heading-font";
/** The attribute on <html> that switches headings to the font (app.css). */
export const HEADING_FONT_ATTRIBUTE = "data-heading-font";

/** The inline head script: mark the page and preload the font when the browser already has it. */
export function headingFontHeadScript(fontUrl: string): string {
  const url = JSON.stringify(fontUrl);
  const key = JSON.stringify(HEADING_FONT_KEY);
  return `try{if(localStorage.getItem(${key})===${url}){var d=document.documentElement;d.setAttribute(${JSON.stringify(HEADING_FONT_ATTRIBUTE)},"");var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=${url};document.head.appendChild(l)}}catch(e){}`;
}

/** What counts as the visitor starting to read: any of these after the page has loaded. */
export const READING_EVENTS = ["scroll", "pointermove", "pointerdown", "keydown", "touchstart"];

/**
 * Runs `task` once the page has loaded and the visitor has started to read (scrolled, moved the
 * pointer, touched or pressed a key), when the browser is idle. Fetched during the load, even
 * seconds after it, the font sat in the critical path as lab tools model it (Lighthouse's simulated
 * LCP rose from 0.9 to 1.2 s, docs/decisions/014-heading-font.md) and competed with the page's own
 * requests on a slow phone. app/enhance/read-only-page.js waits the same way.
 */
export function afterVisitorStartsReading(task: () => void): () => void {
  let idle: number | undefined;
  const start = () => {
    for (const type of READING_EVENTS) window.removeEventListener(type, start);
    if ("requestIdleCallback" in window) idle = window.requestIdleCallback(task, { timeout: 2000 });
    else task();
  };
  const listen = () => {
    for (const type of READING_EVENTS)
      window.addEventListener(type, start, { once: true, passive: true });
  };
  if (document.readyState === "complete") listen();
  else window.addEventListener("load", listen, { once: true });
  return () => {
    window.removeEventListener("load", listen);
    for (const type of READING_EVENTS) window.removeEventListener(type, start);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** Whether the visitor asked to save data (the font is a nicety, not content). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * After hydration: fetch the font in the background and note that the browser has it. Resolves
 * true once it is usable in this document.
 */
export async function loadHeadingFont(fontUrl: string): Promise<boolean> {
  if (typeof document === "undefined" || !("fonts" in document) || savesData()) return false;
  try {
    const faces = await document.fonts.load(`600 1em "${HEADING_FONT_FAMILY}"`);
    if (faces.length === 0) return false;
    localStorage.setItem(HEADING_FONT_KEY, fontUrl);
    return true;
  } catch {
    return false;
  }
}

/** Switches this document's headings to the font (after a navigation the visitor started). */
export function showHeadingFont(): void {
  document.documentElement.setAttribute(HEADING_FONT_ATTRIBUTE, "");
}

export function headingFontShown(): boolean {
  return document.documentElement.hasAttribute(HEADING_FONT_ATTRIBUTE);
}
