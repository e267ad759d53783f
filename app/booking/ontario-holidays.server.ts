import { createRequire } from "node:module";
import type Holidays from "date-holidays";
import type { BookingSettings } from "~/content/firm";
import type { IsoDate } from "./zoned-time";

/**
 * Ontario's public holidays, computed for any year by `date-holidays` (docs/BOOKING.md#holidays).
 *
 * The Employment Standards Act, 2000, s. 1(1) names nine: New Year's Day, Family Day (the third
 * Monday in February), Good Friday, Victoria Day, Canada Day, Labour Day, Thanksgiving Day,
 * Christmas Day and Boxing Day (December 26). The library also counts Easter Monday as public in
 * Ontario, which the Act does not (nor the Civic Holiday or Remembrance Day), so only the nine are
 * kept, by name; a unit test checks 2026 and 2027 against the official list and fails if the
 * library ever renames one. The server-only suffix keeps the library's data out of the browser.
 */
export const ontarioPublicHolidayNames = [
  "New Year's Day",
  "Family Day",
  "Good Friday",
  "Victoria Day",
  "Canada Day",
  "Labour Day",
  "Thanksgiving",
  "Christmas Day",
  "Boxing Day",
] as const;

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

/**
 * The library is loaded at the first question about holidays (a booking page), not when the server
 * starts: its rules for every country take about a third of a second of CPU to load
 * (docs/PERFORMANCE.md#server-start). Its CommonJS build, so the load can stay synchronous.
 */
const require = createRequire(import.meta.url);
let calendar: Holidays | undefined;
const byYear = new Map<number, PublicHoliday[]>();

/** Ontario's nine public holidays of `year`, in date order. */
export function ontarioPublicHolidays(year: number): PublicHoliday[] {
  const cached = byYear.get(year);
  if (cached) return cached;
  calendar ??= new (require("date-holidays") as typeof Holidays)("CA", "ON", {
    types: ["public"],
    languages: ["en"],
  });
  const names = new Set<string>(ontarioPublicHolidayNames);
  const list = calendar
    .getHolidays(year, "en")
    .filter((h) => h.type === "public" && !h.substitute && names.has(h.name))
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(year, list);
  return list;
}

const isWeekend = (date: IsoDate) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};
const nextDay = (date: IsoDate): IsoDate =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const closuresByYear = new Map<number, PublicHoliday[]>();

/**
 * The weekdays the office is closed for Ontario's public holidays of `year`, in date order: each
 * holiday on a weekday, and for one on a weekend the next weekday that is not itself a holiday,
 * the way offices observe it (2026: Boxing Day, a Saturday, on Monday December 28; 2027: Christmas
 * and Boxing Day on December 27 and 28). The one holiday calendar of the site: booking offers no
 * consultation on these days and the desk's business days skip them.
 */
export function ontarioHolidayClosures(year: number): PublicHoliday[] {
  const cached = closuresByYear.get(year);
  if (cached) return cached;
  const holidays = ontarioPublicHolidays(year);
  const taken = new Set(holidays.filter((h) => !isWeekend(h.date)).map((h) => h.date));
  const list: PublicHoliday[] = holidays.filter((h) => taken.has(h.date));
  for (const h of holidays) {
    if (!isWeekend(h.date)) continue;
    let observed = nextDay(h.date);
    while (isWeekend(observed) || taken.has(observed)) observed = nextDay(observed);
    taken.add(observed);
    list.push({ date: observed, name: `${h.name} (observed)` });
  }
  list.sort((a, b) => a.date.localeCompare(b.date));
  closuresByYear.set(year, list);
  return list;
}

/** Whether the office is closed on `date` for a public holiday (ontarioHolidayClosures). */
export function isOntarioHolidayClosure(date: IsoDate): boolean {
  return ontarioHolidayClosures(Number(date.slice(0, 4))).some((h) => h.date === date);
}

/**
 * Why the firm offers no consultation on `date`: the public holiday's name (observed on a weekday
 * when it falls on a weekend), the closure's reason, or null when it is open.
 */
export function closedReason(
  settings: Pick<BookingSettings, "closures" | "publicHolidays">,
  date: IsoDate,
): string | null {
  const closure = settings.closures.find((c) => c.from <= date && date <= c.to);
  if (closure) return closure.reason;
  const year = Number(date.slice(0, 4));
  const holiday =
    ontarioPublicHolidays(year).find((h) => h.date === date) ??
    ontarioHolidayClosures(year).find((h) => h.date === date);
  return holiday ? holiday.name : null;
}
