import { TZDate } from "@date-fns/tz";
import { type Weekday, weekdays } from "~/content/firm";

/**
 * Calendar dates and wall-clock times in a named time zone (IANA), as instants in milliseconds.
 * Booking rules are written in the firm's wall-clock time ("9:00 to 17:00, Toronto"), so each day's
 * hours are turned into instants with that day's own UTC offset: 9:00 is 14:00 UTC in winter and
 * 13:00 UTC in summer, and the daylight-saving changes fall where the zone's rules put them.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** An ISO calendar date, "YYYY-MM-DD". */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isIsoDate(value: string): boolean {
  const m = isoDatePattern.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Minutes after midnight of "HH:MM" (24-hour clock); throws on anything else. */
export function clockMinutes(clock: string): number {
  const m = clockPattern.exec(clock);
  if (!m) throw new Error(`not a 24-hour clock time: ${clock}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function parts(date: IsoDate): [number, number, number] {
  const m = isoDatePattern.exec(date);
  if (!m) throw new Error(`not an ISO date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The date `days` after `date` (negative goes back). Pure calendar arithmetic, no time zone. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The day of the week a calendar date falls on. */
export function weekdayOf(date: IsoDate): Weekday {
  const [y, m, d] = parts(date);
  // getUTCDay: Sunday 0 … Saturday 6; `weekdays` starts on Monday.
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekdays[(day + 6) % 7] as Weekday;
}

/** The calendar date in `timeZone` at the instant `ms`. */
export function dateIn(timeZone: string, ms: number): IsoDate {
  const t = new TZDate(ms, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** Minutes after midnight on the wall clock of `timeZone` at the instant `ms`. */
export function clockIn(timeZone: string, ms: number): number {
  const t = new TZDate(ms, timeZone);
  return t.getHours() * 60 + t.getMinutes();
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` and `minutes` after midnight. A
 * wall time skipped by a daylight-saving change (2:30 AM on the spring-forward night) is read as
 * the same number of minutes after the change; no booking hours fall in that hour.
 */
export function zonedInstant(timeZone: string, date: IsoDate, minutes: number): number {
  const [y, m, d] = parts(date);
  return new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
}

/** Whether `timeZone` is a time zone this runtime knows (IANA name). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone });
    return true;
  } catch {
    return false;
  }
}
