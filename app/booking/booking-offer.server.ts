import { firm } from "~/content/firm";
import type { Booking } from "~/db/bookings.server";
import { firmTimeZone } from "~/platform/firm-clock";
import type { BookingOffer, ZoneOption } from "./booking-page";
import type { BookingService } from "./booking-service.server";
import { placeOf, viewOfDays } from "./slot-view";
import { isIsoDate, isKnownTimeZone } from "./zoned-time";

/**
 * Time zones offered on the booking page without JavaScript (with JavaScript the browser's own is
 * used): the firm's clients are in Ontario, across Canada, in the Caribbean and in the UK.
 */
const zoneChoices: readonly ZoneOption[] = [
  { value: firmTimeZone, label: "Toronto, Ottawa (Eastern time)" },
  { value: "America/Halifax", label: "Halifax (Atlantic time)" },
  { value: "America/St_Johns", label: "St. John's (Newfoundland time)" },
  { value: "America/Winnipeg", label: "Winnipeg (Central time)" },
  { value: "America/Edmonton", label: "Calgary, Edmonton (Mountain time)" },
  { value: "America/Vancouver", label: "Vancouver (Pacific time)" },
  { value: "America/Port_of_Spain", label: "Trinidad and Tobago" },
  { value: "America/Jamaica", label: "Jamaica" },
  { value: "America/Barbados", label: "Barbados" },
  { value: "America/Guyana", label: "Guyana" },
  { value: "America/Nassau", label: "The Bahamas" },
  { value: "Europe/London", label: "United Kingdom" },
];

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
  const zones = zoneChoices.some((z) => z.value === tz)
    ? [...zoneChoices]
    : [...zoneChoices, { value: tz, label: placeOf(tz) }];
  const common = {
    types,
    tz,
    tzPlace: placeOf(tz),
    firmPlace: placeOf(firm.booking.timeZone),
    zones,
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
