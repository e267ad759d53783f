import { type Weekday, weekdays } from "~/content/firm";
import type { IsoDate } from "~/platform/firm-clock";

/**
 * Calendar dates and clock times for booking: pure calendar arithmetic (no time zone). Booking rules
 * are written in the firm's wall-clock time ("9:00 to 17:00, Toronto"); each day's hours become
 * instants through the firm's clock (app/platform/firm-clock.ts) with that day's own UTC offset:
 * 9:00 is 14:00 UTC in winter and 13:00 UTC in summer.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

// Wall clock to instant and back, in any zone, is the firm's clock's (app/platform/firm-clock.ts).
export {
  clockIn,
  dateIn,
  type IsoDate,
  isKnownTimeZone,
  zonedInstant,
} from "~/platform/firm-clock";

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
