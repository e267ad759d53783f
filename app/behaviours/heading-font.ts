import { HEADING_FONT_FAMILY, HEADING_FONT_KEY } from "~/document/heading-font";
import type { Dispose } from "./behaviour";

/** What counts as the visitor starting to read: any of these after the page has loaded. */
const READING_EVENTS = ["scroll", "pointermove", "pointerdown", "keydown", "touchstart"] as const;

/** Whether the visitor asked to save data (the font is a nicety, not content). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Fetches the heading font (its URL in the document's `data-heading-font-url`) once the page has
 * loaded and the visitor has started to read (scrolled, moved the pointer, touched or pressed a
 * key), when the browser is idle, and notes in localStorage that the browser has it
 * (docs/decisions/014-heading-font.md). `loaded` is told once the font is usable in this document.
 * Fetched during the load, even seconds after it, the font sat in the critical path as lab tools
 * model it (Lighthouse's simulated LCP rose from 0.9 to 1.2 s).
 */
export function headingFontOnceReading(html: HTMLElement, loaded?: () => void): Dispose {
  const url = html.dataset.headingFontUrl;
  if (!url || !("fonts" in document) || savesData()) return () => {};
  let idle: number | undefined;
  let cancelled = false;
  const load = () => {
    document.fonts
      .load(`600 1em "${HEADING_FONT_FAMILY}"`)
      .then((faces) => {
        if (faces.length === 0 || cancelled) return;
        localStorage.setItem(HEADING_FONT_KEY, url);
        loaded?.();
      })
      .catch(() => {});
  };
  const start = () => {
    for (const type of READING_EVENTS) window.removeEventListener(type, start);
    if ("requestIdleCallback" in window) idle = window.requestIdleCallback(load, { timeout: 2000 });
    else load();
  };
  const listen = () => {
    for (const type of READING_EVENTS)
      window.addEventListener(type, start, { once: true, passive: true });
  };
  if (document.readyState === "complete") listen();
  else window.addEventListener("load", listen, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", listen);
    for (const type of READING_EVENTS) window.removeEventListener(type, start);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
