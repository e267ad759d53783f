/**
 * When the daily digest goes (docs/DESK.md#the-daily-digest): once a day, when Toronto's wall clock
 * first reaches the time the operator chose (DESK_DIGEST_TIME). Pure functions, unit tested in
 * desk-digest-schedule.test.ts, including the two days a year when Ontario changes its clocks
 * (Time Act, R.S.O. 1990, c. T.9: daylight time from the second Sunday in March to the first
 * Sunday in November, at 2 a.m.):
 * - spring: a time between 02:00 and 02:59 does not exist that day; the digest goes at 03:00, the
 *   first moment the clock shows a later time;
 * - autumn: a time between 01:00 and 01:59 happens twice; the digest goes the first time, and the
 *   day's record (one row per day) keeps the second from sending it again.
 */
import { addDays, isoDate, type LocalDate, torontoParts } from "./desk-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A time of day, Toronto wall clock. */
export interface ClockTime {
  hour: number;
  minute: number;
}

/** "07:30" → { hour: 7, minute: 30 }; undefined for anything but a 24-hour HH:MM. */
export function parseClockTime(text: string): ClockTime | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : undefined;
}

/** "7:30 AM" for staff (the site's way of writing a time: app/desk/desk-time.ts). */
export function formatClockTime({ hour, minute }: ClockTime): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** The Toronto date of an instant. */
export function torontoDate(ms: number): LocalDate {
  const p = torontoParts(ms);
  return { year: p.year, month: p.month, day: p.day };
}

/** Minutes since the Toronto midnight of its own date, and that date, of an instant. */
function reading(ms: number): { date: string; minutes: number } {
  const p = torontoParts(ms);
  return { date: isoDate(p), minutes: p.hour * 60 + p.minute };
}

/**
 * The first instant at which Toronto's wall clock, on `date`, shows `time` or later: the time
 * itself on an ordinary day, its first occurrence when the autumn change repeats it, and the end
 * of the gap (03:00) when the spring change skips it.
 */
export function firstReached(date: LocalDate, time: ClockTime): number {
  const target = time.hour * 60 + time.minute;
  const day = isoDate(date);
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  // Daylight time (UTC-4) first: when a time happens twice, that is its first occurrence.
  for (const offset of [4, 5]) {
    const at = asUtc + offset * HOUR;
    const r = reading(at);
    if (r.date === day && r.minutes === target) return at;
  }
  // Skipped by the spring change: the first minute after the gap.
  let at = asUtc + 4 * HOUR;
  for (let i = 0; i < 180; i++, at += MINUTE) {
    const r = reading(at);
    if (r.date > day || (r.date === day && r.minutes >= target)) return at;
  }
  return asUtc + 5 * HOUR;
}

/**
 * The day whose digest is due at `now`: today (Toronto) once its time has been reached, otherwise
 * none yet (undefined). Yesterday's, if the server was down at its time, is not sent a day late:
 * by then today's is due or close.
 */
export function dueDigestDay(now: number, time: ClockTime): string | undefined {
  const today = torontoDate(now);
  return now >= firstReached(today, time) ? isoDate(today) : undefined;
}

/** The next instant after `now` at which a day's digest becomes due. */
export function nextDigestAt(now: number, time: ClockTime): number {
  const today = torontoDate(now);
  const todays = firstReached(today, time);
  return todays > now ? todays : firstReached(addDays(today, 1), time);
}
