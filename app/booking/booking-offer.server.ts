import { firm } from "~/content/firm";
import type { Booking } from "~/db/bookings.server";
import { firmTimeZone } from "~/platform/firm-clock";
import type { BookingOffer, ZoneOption } from "./booking-page";
import { noteLimit } from "./booking-schema";
import type { BookingService } from "./booking-service.server";
import { isNightIn, placeOf, viewOfDays } from "./slot-view";
import { zoneName } from "./zone-names.server";
import { clockMinutes, dateIn, isIsoDate, isKnownTimeZone, zonedInstant } from "./zoned-time";

/**
 * Time zones offered in the booking's zone list (the dialog's and the plain page's), each named by
 * country and city (`zoneName`): the firm's clients are in Ontario, across Canada, in the
 * Caribbean, in the UK and in India. The visitor's own zone, when it is not one of them, is added.
 */
const zoneChoices: readonly string[] = [
  firmTimeZone,
  "America/Halifax",
  "America/St_Johns",
  "America/Winnipeg",
  "America/Edmonton",
  "America/Vancouver",
  "America/Port_of_Spain",
  "America/Jamaica",
  "America/Barbados",
  "America/Guyana",
  "America/Nassau",
  "Europe/London",
  "Asia/Kolkata",
];

/**
 * The zones of the list, the visitor's among them: under the name the browser gave (Asia/Calcutta
 * takes the place of Asia/Kolkata, the same zone), or added at the end.
 */
export function zoneOptions(tz: string): ZoneOption[] {
  const name = zoneName(tz);
  const same = zoneChoices.find((z) => z === tz || zoneName(z) === name);
  const values = same ? zoneChoices.map((z) => (z === same ? tz : z)) : [...zoneChoices, tz];
  return values.map((value) => ({ value, label: zoneName(value) }));
}

/** The visitor's time zone from the address, if it is one this server knows; else the firm's. */
export function visitorZone(raw: string | null | undefined): string {
  return raw && isKnownTimeZone(raw) ? raw : firm.booking.timeZone;
}

/** The offered times for the booking page or dialog, as the visitor in `tz` reads them. */
export function bookingOffer(service: BookingService | undefined, url: URL): BookingOffer {
  const tz = visitorZone(url.searchParams.get("tz"));
  const types = firm.booking.consultationTypes.map(
    ({ id, name, summary, minutes, free, methods }) => ({
      id,
      name,
      summary,
      minutes,
      free,
      methods,
    }),
  );
  const common = {
    note: noteFromQuery(url.searchParams.get("note")),
    types,
    tz,
    tzPlace: placeOf(tz),
    tzName: zoneName(tz),
    nightForVisitor: firmHoursAtNight(tz),
    firmPlace: placeOf(firm.booking.timeZone),
    zones: zoneOptions(tz),
  };
  if (!service)
    return {
      ...common,
      available: false,
      type: firm.booking.defaultConsultationType,
      days: [],
      day: null,
    };
  const type = service.consultationType(url.searchParams.get("type")) ?? service.defaultType;
  const days = viewOfDays(service.availability(type), firm.booking.timeZone, tz);
  const wanted = url.searchParams.get("day");
  const day = wanted && isIsoDate(wanted) && days.some((d) => d.date === wanted) ? wanted : null;
  return { ...common, available: true, type: type.id, days, day };
}

/** The lawyer's name for a booking. */
export function lawyerName(booking: Pick<Booking, "lawyer">): string {
  return (firm.lawyers.find((l) => l.key === booking.lawyer) ?? firm.lawyers[0]).name;
}

/**
 * Whether the firm's consultation hours fall at night for a visitor in `tz` (any of them before
 * 6:00 AM or from 10:00 PM on the visitor's clock), today: the page then says so beside the times.
 */
export function firmHoursAtNight(tz: string, now = Date.now()): boolean {
  const zone = firm.booking.timeZone;
  const today = dateIn(zone, now);
  const from = zonedInstant(zone, today, clockMinutes(firm.consultation.opens));
  const to = zonedInstant(zone, today, clockMinutes(firm.consultation.closes));
  for (let t = from; t < to; t += 30 * 60_000) if (isNightIn(tz, t)) return true;
  return false;
}

/**
 * A note carried in the booking's address (`?note=`, from the closing-cost estimate), as the
 * details' note will take it: printable text only, within the note's limit; null when there is none.
 */
export function noteFromQuery(raw: string | null): string | null {
  if (!raw) return null;
  const text = raw
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, noteLimit);
  return text === "" ? null : text;
}
