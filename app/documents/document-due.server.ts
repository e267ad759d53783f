import { closedReason } from "~/booking/ontario-holidays.server";
import {
  addDays,
  clockIn,
  clockMinutes,
  dateIn,
  type IsoDate,
  weekdayOf,
  zonedInstant,
} from "~/booking/zoned-time";
import { firm } from "~/content/firm";

/**
 * When a booking's documents are due (docs/DOCUMENTS.md#from-a-booking), counted in the firm's
 * business days (Monday to Friday, not an Ontario public holiday or a day the firm is closed), in
 * Toronto time: a checklist's `dueBeforeConsultationHours` of 48 is two business days, so a
 * consultation on Tuesday at 10:00 AM has its documents due on the Friday before at 10:00 AM, not
 * on Sunday. However close the consultation, the client keeps one business day to gather them and
 * call with a question: the due date is never before the close of the first business day after the
 * booking (5:00 PM, when consultations end). When even that is not before the consultation, there
 * is no date ("as soon as you can").
 */

const zone = firm.booking.timeZone;

function isBusinessDay(date: IsoDate): boolean {
  const day = weekdayOf(date);
  if (day === "saturday" || day === "sunday") return false;
  return closedReason(firm.booking, date) === null;
}

/** `count` business days before `date` (the date itself not counted). */
function businessDaysBefore(date: IsoDate, count: number): IsoDate {
  let d = date;
  for (let left = count; left > 0; ) {
    d = addDays(d, -1);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

/** The first business day after the one `now` falls on, at the close of consultations. */
function closeOfNextBusinessDay(now: number): number {
  let d = addDays(dateIn(zone, now), 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return zonedInstant(zone, d, clockMinutes(firm.consultation.closes));
}

export function documentsDueBefore(
  startsAt: number,
  hoursBefore: number,
  now: number,
): number | null {
  const days = Math.max(1, Math.ceil(hoursBefore / 24));
  const counted = zonedInstant(
    zone,
    businessDaysBefore(dateIn(zone, startsAt), days),
    clockIn(zone, startsAt),
  );
  const due = Math.max(counted, closeOfNextBusinessDay(now));
  return due < startsAt ? due : null;
}
