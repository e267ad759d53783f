import type {
  BookingSettings,
  ConsultationType,
  HoursRange,
  LawyerKey,
  WeeklyHours,
} from "~/content/firm";
import {
  addDays,
  clockMinutes,
  dateIn,
  type IsoDate,
  MINUTE_MS,
  weekdayOf,
  zonedInstant,
} from "./zoned-time";

/**
 * Which consultation times the firm offers (docs/BOOKING.md#which-times-are-offered): pure
 * arithmetic over the booking settings of app/content/firm.ts, the time already taken, the closed
 * days and the current instant. Computed on the server, in the firm's time zone.
 */

/** Time a lawyer is not free: a consultation already booked, or time staff blocked. */
export interface BusyTime {
  lawyer: LawyerKey;
  start: number;
  end: number;
  /** A booking counts toward the daily maximum and is kept apart by the buffer; a block is not. */
  kind: "booking" | "block";
}

export interface OfferedSlot {
  start: number;
  end: number;
  /** Who takes it: the first of the type's lawyers free then, fewest bookings that day first. */
  lawyer: LawyerKey;
}

export interface OfferedDay {
  /** The firm's calendar date (its time zone). */
  date: IsoDate;
  slots: OfferedSlot[];
}

export interface SlotQuery {
  settings: BookingSettings;
  type: ConsultationType;
  now: number;
  busy: readonly BusyTime[];
  /** Why the firm is closed on a date (a public holiday, a closure), or null when it is open. */
  closedOn: (date: IsoDate) => string | null;
}

/** The spans of one day in both `a` and `b`, in minutes after midnight. */
function intersect(a: readonly HoursRange[], b: readonly HoursRange[]): [number, number][] {
  const out: [number, number][] = [];
  for (const x of a)
    for (const y of b) {
      const from = Math.max(clockMinutes(x.from), clockMinutes(y.from));
      const to = Math.min(clockMinutes(x.to), clockMinutes(y.to));
      if (from < to) out.push([from, to]);
    }
  return out.sort((p, q) => p[0] - q[0]);
}

function hoursOn(hours: WeeklyHours | undefined, date: IsoDate): readonly HoursRange[] {
  return hours?.[weekdayOf(date)] ?? [];
}

/** The first date a visitor may book and the last (the firm's calendar, horizon counting today). */
export function bookingWindow(settings: BookingSettings, now: number): [IsoDate, IsoDate] {
  const today = dateIn(settings.timeZone, now);
  return [today, addDays(today, Math.max(1, settings.horizonDays) - 1)];
}

/** The times offered on one date of the firm's calendar, earliest first. */
export function offeredOn(query: SlotQuery, date: IsoDate): OfferedSlot[] {
  const { settings, type, now, busy } = query;
  const [first, last] = bookingWindow(settings, now);
  if (date < first || date > last || query.closedOn(date) !== null) return [];
  const earliest = now + settings.minimumNoticeMinutes * MINUTE_MS;
  const length = type.minutes * MINUTE_MS;
  const buffer = settings.bufferMinutes * MINUTE_MS;
  const interval = Math.max(1, settings.slotIntervalMinutes);
  const dayStart = zonedInstant(settings.timeZone, date, 0);
  const dayEnd = zonedInstant(settings.timeZone, addDays(date, 1), 0);

  // Per lawyer: the spans they take this type on this date, and what they already have.
  const lawyers = type.lawyers.map((lawyer) => {
    const own = busy.filter((b) => b.lawyer === lawyer);
    const bookings = own.filter(
      (b) => b.kind === "booking" && b.start >= dayStart && b.start < dayEnd,
    );
    return {
      lawyer,
      spans: intersect(hoursOn(type.hours, date), hoursOn(settings.lawyerHours[lawyer], date)),
      busy: own,
      bookedToday: bookings.length,
    };
  });

  const byStart = new Map<number, OfferedSlot>();
  const order = [...lawyers].sort((a, b) => a.bookedToday - b.bookedToday);
  for (const l of order) {
    if (l.bookedToday >= settings.dailyMaximum) continue;
    for (const [from, to] of l.spans) {
      for (let m = Math.ceil(from / interval) * interval; m + type.minutes <= to; m += interval) {
        const start = zonedInstant(settings.timeZone, date, m);
        const end = start + length;
        if (start < earliest || byStart.has(start)) continue;
        const clash = l.busy.some((b) =>
          b.kind === "booking"
            ? b.start < end + buffer && start < b.end + buffer
            : b.start < end && start < b.end,
        );
        if (!clash) byStart.set(start, { start, end, lawyer: l.lawyer });
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** Every day with at least one time offered, from today to the end of the horizon. */
export function offeredDays(query: SlotQuery): OfferedDay[] {
  const [first, last] = bookingWindow(query.settings, query.now);
  const days: OfferedDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const slots = offeredOn(query, date);
    if (slots.length) days.push({ date, slots });
  }
  return days;
}

/** The offered time that starts exactly at `start`, if there is one. */
export function offeredAt(query: SlotQuery, start: number): OfferedSlot | undefined {
  return offeredOn(query, dateIn(query.settings.timeZone, start)).find((s) => s.start === start);
}

/** The `count` offered times nearest to `wanted` (before or after), nearest first. */
export function nearestSlots(
  days: readonly OfferedDay[],
  wanted: number,
  count = 3,
): OfferedSlot[] {
  return days
    .flatMap((d) => d.slots)
    .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}
