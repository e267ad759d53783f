/**
 * The firm's clock: the one place that turns wall-clock times into instants and back
 * (app/platform/README.md). The firm's time zone comes from the identity module; every conversion
 * goes through `@date-fns/tz`, so daylight-saving changes fall where the zone's rules put them and
 * no module guesses a UTC offset. Booking hours, follow-up dates, due dates and the desk's weeks
 * all read time through here. A unit test fails on the zone's name or `getTimezoneOffset`
 * anywhere else in the code.
 */
import { TZDate } from "@date-fns/tz";
import { firm } from "~/content/firm";

/** The firm's IANA time zone (from app/content/firm.ts). */
export const firmTimeZone: string = firm.timeZone.iana;

/** An ISO calendar date, "YYYY-MM-DD". */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: IsoDate): [number, number, number] {
  const m = isoDatePattern.exec(date);
  if (!m) throw new Error(`not an ISO date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar date in `timeZone` at the instant `ms`. */
export function dateIn(timeZone: string, ms: number): IsoDate {
  const t = new TZDate(ms, timeZone);
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
 * the same number of minutes after the change; a repeated one (the fall-back night) as the earlier.
 */
export function zonedInstant(timeZone: string, date: IsoDate, minutes: number): number {
  const [y, m, d] = dateParts(date);
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

/** Today's date on the firm's clock. */
export function firmToday(now: number = Date.now()): IsoDate {
  return dateIn(firmTimeZone, now);
}

/**
 * The latest date anywhere on Earth now: the Line Islands' (UTC+14). A date a client gives "up to
 * today" (a birth, a refusal) is in the future for nobody until it is later than this, wherever
 * the client is; the firm's own today would refuse a client in India their own today during
 * Toronto's evening.
 */
export function latestToday(now: number = Date.now()): IsoDate {
  return dateIn("Pacific/Kiritimati", now);
}

/** The instant the firm's clock shows `date` at `minutes` after midnight. */
export function firmInstant(date: IsoDate, minutes = 0): number {
  return zonedInstant(firmTimeZone, date, minutes);
}

/** The firm's wall-clock date and time of an instant, as numbers. */
export function firmWallClock(ms: number) {
  const t = new TZDate(ms, firmTimeZone);
  return {
    year: t.getFullYear(),
    month: t.getMonth() + 1,
    day: t.getDate(),
    hour: t.getHours(),
    minute: t.getMinutes(),
    second: t.getSeconds(),
  };
}

/** "2026-12-04T17:00" (an `<input type="datetime-local">`) on the firm's clock, to an instant. */
export function firmLocalDateTime(local: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(local);
  if (!match) return undefined;
  const [, date, hour, minute] = match as unknown as [string, string, string, string];
  const [y, m, d] = dateParts(date);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return zonedInstant(firmTimeZone, date, Number(hour) * 60 + Number(minute));
}

/**
 * "10:43 AM": the site's one way of writing a time (app/booking/slot-view.ts, the hours in
 * app/content/firm.ts), where en-CA would write "10:43 a.m.", whose full stop doubles at the end
 * of a sentence ("at 5:00 p.m..").
 */
export function clockStyle(text: string): string {
  return text
    .replace(/\s?a\.m\./gi, " AM")
    .replace(/\s?p\.m\./gi, " PM")
    .replace(/\u202f|\u00a0/g, " ");
}
