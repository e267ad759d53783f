/** The site's one date format, the same on the server and in every browser (no time-zone drift). */
const longDate = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });

/** "November 23, 2026" from "2026-11-23". */
export function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return longDate.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}
