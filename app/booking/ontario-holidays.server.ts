import Holidays from "date-holidays";
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

let calendar: Holidays | undefined;
const byYear = new Map<number, PublicHoliday[]>();

/** Ontario's nine public holidays of `year`, in date order. */
export function ontarioPublicHolidays(year: number): PublicHoliday[] {
  const cached = byYear.get(year);
  if (cached) return cached;
  calendar ??= new Holidays("CA", "ON", { types: ["public"], languages: ["en"] });
  const names = new Set<string>(ontarioPublicHolidayNames);
  const list = calendar
    .getHolidays(year, "en")
    .filter((h) => h.type === "public" && !h.substitute && names.has(h.name))
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(year, list);
  return list;
}

/**
 * Why the firm offers no consultation on `date`: the public holiday's name, the closure's reason,
 * or null when it is open.
 */
export function closedReason(
  settings: Pick<BookingSettings, "closures" | "publicHolidays">,
  date: IsoDate,
): string | null {
  const closure = settings.closures.find((c) => c.from <= date && date <= c.to);
  if (closure) return closure.reason;
  const holiday = ontarioPublicHolidays(Number(date.slice(0, 4))).find((h) => h.date === date);
  return holiday ? holiday.name : null;
}
