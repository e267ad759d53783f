import { isOntarioHolidayClosure } from "~/booking/ontario-holidays.server";
import { firm } from "~/content/firm";
import {
  addDays,
  isoDate,
  type LocalDate,
  torontoInstant,
  torontoParts,
  weekday,
} from "./desk-time";

/**
 * Business days for the desk's reply clock (docs/DESK.md): weekdays that are not a public holiday
 * closure, from the site's one holiday calendar (app/booking/ontario-holidays.server.ts, the same
 * days booking offers no consultation). Server-only, like that calendar's data.
 */
export function isBusinessDay(d: LocalDate): boolean {
  const dow = weekday(d);
  if (dow === 0 || dow === 6) return false;
  return !isOntarioHolidayClosure(isoDate(d));
}

function nextBusinessDay(d: LocalDate): LocalDate {
  let next = addDays(d, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/**
 * When an inquiry has waited one business day: the same time of day on the next business day. An
 * inquiry that arrives on a weekend or holiday starts its clock at midnight of the next business
 * day, so one sent on Saturday is overdue from Tuesday 00:00.
 */
export function oneBusinessDayAfter(receivedAt: number): number {
  const p = torontoParts(receivedAt);
  const date = { year: p.year, month: p.month, day: p.day };
  if (isBusinessDay(date)) return torontoInstant(nextBusinessDay(date), p.hour, p.minute, p.second);
  return torontoInstant(nextBusinessDay(nextBusinessDay(addDays(date, -1))));
}

/**
 * `n` business days after `from` (the same time of day; a start on a weekend or holiday counts from
 * midnight of the next business day), as `oneBusinessDayAfter` counts one: the clock of the
 * questionnaire's and the letter's reminders (docs/INTAKE.md#reminders).
 */
export function businessDaysAfter(from: number, n: number): number {
  let at = from;
  for (let i = 0; i < n; i++) at = oneBusinessDayAfter(at);
  return at;
}

/** The office's hours on each business day, in minutes from midnight (app/content/firm.ts). */
function officeMinutes(d: LocalDate): [number, number] | null {
  if (!isBusinessDay(d)) return null;
  const day = weekdayNames[weekday(d)];
  const hours = firm.businessHours.find((h) =>
    (h.dayCodes as readonly string[]).includes(day ?? ""),
  );
  if (!hours?.opens || !hours.closes) return null;
  const minutes = (clock: string) => {
    const [h, m] = clock.split(":").map(Number) as [number, number];
    return h * 60 + m;
  };
  return [minutes(hours.opens), minutes(hours.closes)];
}

const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/**
 * How long an inquiry has waited in business hours (docs/DESK.md#the-inbox): the office's hours
 * (app/content/firm.ts) on business days only, so a message sent on Friday evening has waited no
 * time at all by Monday 9:30 AM. In milliseconds; a span of more than a year counts a year.
 */
export function businessMsBetween(from: number, to: number): number {
  if (to <= from) return 0;
  const start = torontoParts(from);
  let date: LocalDate = { year: start.year, month: start.month, day: start.day };
  let total = 0;
  for (let i = 0; i < 370; i++) {
    const hours = officeMinutes(date);
    if (hours) {
      const open = torontoInstant(date, Math.floor(hours[0] / 60), hours[0] % 60);
      const close = torontoInstant(date, Math.floor(hours[1] / 60), hours[1] % 60);
      total += Math.max(0, Math.min(close, to) - Math.max(open, from));
    }
    if (torontoInstant(date) > to) break;
    date = addDays(date, 1);
  }
  return total;
}
