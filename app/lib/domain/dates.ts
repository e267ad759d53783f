/**
 * The site's date formats, the same on the server and in every browser (no time-zone drift).
 *
 * Written out rather than with `Intl.DateTimeFormat`: a page's first `DateTimeFormat` loads the
 * browser's locale and time-zone data, 16-23 ms of main thread on this project's benchmark machine
 * before any throttling, and these modules are evaluated while the page becomes interactive
 * (docs/PERFORMANCE.md). dates.test.ts checks every day of 2000-2040 against `Intl` en-CA.
 */
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function parts(iso: string): [year: number, month: string, day: number] {
  const [y, m, d] = iso.split("-").map(Number);
  const month = months[(m ?? 1) - 1];
  if (!y || !month || !d || d > 31) throw new Error(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  return [y, month, d];
}

/** "November 23, 2026" from "2026-11-23". */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = parts(iso);
  return `${month} ${day}, ${year}`;
}

/** "November 2026" from "2026-11-23" (or "2026-11-01"). */
export function formatIsoMonth(iso: string): string {
  const [year, month] = parts(iso);
  return `${month} ${year}`;
}

/** Noon UTC on a YYYY-MM-DD day, the moment a dated statement is worded for. */
export const dayAt = (day: string) => new Date(`${day}T12:00:00Z`);
