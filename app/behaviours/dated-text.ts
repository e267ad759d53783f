import type { Dispose } from "./behaviour";

/** Each later wording of a dated statement: from that day (YYYY-MM-DD, UTC) on, this text. */
export type DatedVersions = ReadonlyArray<readonly [from: string, text: string]>;

/** The attribute holding the later wordings as JSON (`DatedText`, app/components/ui/dated-text.tsx). */
export const DATED_ATTRIBUTE = "data-dated";

/**
 * A statement that changes with the date ("Joining September 2025" becomes "Member since
 * September 2025"; docs/FACTS.md#statements-that-age-well) shows the visitor's day, not
 * the build's: the server writes the build day's wording as the element's text and the later
 * wordings in `data-dated`, oldest first; this puts in the latest whose day has come.
 */
export function datedText(el: HTMLElement): Dispose {
  const versions = JSON.parse(el.getAttribute(DATED_ATTRIBUTE) ?? "[]") as DatedVersions;
  const today = new Date().toISOString().slice(0, 10);
  const due = versions.filter(([from]) => from <= today).at(-1);
  if (due && el.textContent !== due[1]) el.textContent = due[1];
  return () => {};
}
