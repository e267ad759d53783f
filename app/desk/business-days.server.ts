import { isOntarioHolidayClosure } from "~/booking/ontario-holidays.server";
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
