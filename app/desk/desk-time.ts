/**
 * Dates and durations for the lead desk, in the firm's time zone (Toronto). Pure functions, unit
 * tested in desk-time.test.ts.
 */
import { clockStyle, firmInstant, firmTimeZone, firmWallClock } from "~/platform/firm-clock";

export { firmTimeZone };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface LocalDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The wall-clock date and time in Toronto of an instant. */
export const torontoParts = firmWallClock;

/** The instant of a Toronto wall-clock time, through the firm's clock (app/platform/firm-clock.ts). */
export function torontoInstant(date: LocalDate, hour = 0, minute = 0, second = 0): number {
  return firmInstant(isoDate(date), hour * 60 + minute) + second * 1000;
}

export function isoDate(d: LocalDate): string {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** Calendar arithmetic on a local date (no time zone involved). */
export function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(d: LocalDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** The Monday (Toronto date) of the week an instant falls in: the key of weekly figures. */
export function weekOf(ms: number): string {
  const p = torontoParts(ms);
  const date = { year: p.year, month: p.month, day: p.day };
  return isoDate(addDays(date, -((weekday(date) + 6) % 7)));
}

/** The Mondays of the last `count` weeks up to and including the week of `now`, oldest first. */
export function lastWeeks(now: number, count: number): string[] {
  const [y, m, d] = weekOf(now).split("-").map(Number) as [number, number, number];
  const monday = { year: y, month: m, day: d };
  return Array.from({ length: count }, (_, i) => isoDate(addDays(monday, (i - count + 1) * 7)));
}

/** The median of a list of numbers, or null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A waiting time for people: "45 min", "3 h 20 min", "2 days 4 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return `${days} day${days === 1 ? "" : "s"}${restHours ? ` ${restHours} h` : ""}`;
}

const dateTimeFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: firmTimeZone,
  dateStyle: "medium",
  timeStyle: "short",
});
const dateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: firmTimeZone,
  dateStyle: "long",
});

/** "Nov 21, 2026, 10:43 AM" in Toronto time. */
export function formatDateTime(ms: number): string {
  return clockStyle(dateTimeFormat.format(ms));
}

const shortDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: firmTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
});
const clockFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: firmTimeZone,
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "Wed, Dec 2, 10:00 AM" in Toronto time: a consultation on a dense row. */
export function formatShortDateTime(ms: number): string {
  return `${shortDayFormat.format(ms)}, ${clockStyle(clockFormat.format(ms))}`;
}

/** "Tuesday, December 1, 2026" for a Toronto date written YYYY-MM-DD (a follow-up's day). */
export function formatIsoDay(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-CA", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(y, m - 1, d));
}

/** "November 21, 2026" in Toronto time. */
export function formatDate(ms: number): string {
  return dateFormat.format(ms);
}

/** "Nov 16" for a week key. */
export function formatWeek(week: string): string {
  const [y, m, d] = week.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-CA", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(y, m - 1, d));
}

/** "waiting 40 min", "waiting 26 h": business hours, for a row. */
export function businessWait(ms: number): { short: string; long: string } {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  // Nothing yet (it came after hours): "0 h", not "0 min", which reads as just arrived.
  return minutes === 0
    ? { short: "waiting 0 h", long: "waiting 0 business hours" }
    : minutes < 60
      ? {
          short: `waiting ${minutes} min`,
          long: `waiting ${minutes} business minute${minutes === 1 ? "" : "s"}`,
        }
      : {
          short: `waiting ${hours} h`,
          long: `waiting ${hours} business hour${hours === 1 ? "" : "s"}`,
        };
}

export { DAY as dayMs, HOUR as hourMs };
