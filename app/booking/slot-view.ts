import { clockStyle } from "~/platform/firm-clock";
import type { OfferedDay } from "./slots";
import { clockIn, dateIn, type IsoDate } from "./zoned-time";

/**
 * Offered times as a visitor reads them (docs/BOOKING.md#time-zones): grouped by the visitor's own
 * calendar day, each time on the visitor's clock, with the firm's (Toronto) time beside it whenever
 * the two clocks differ at that moment. Made on the server, so the page needs no date library.
 */

export interface TimeView {
  /** The start as an ISO instant in UTC: the value a form posts. */
  value: string;
  /** The start on the visitor's clock, "9:00 AM". */
  time: string;
  /** The start on the firm's clock, "10:00 AM", or null when both clocks agree. */
  firmTime: string | null;
  /** At night on the visitor's clock (before 6:00 AM or from 10:00 PM): listed after the rest. */
  night?: boolean;
}

export interface DayView {
  /** The visitor's calendar date. */
  date: IsoDate;
  /** "Monday, November 30". */
  label: string;
  /** The visitor's daytime first, in order, then the times at night for the visitor, in order. */
  times: TimeView[];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, kind: "time" | "day" | "long"): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      "en-CA",
      kind === "time"
        ? { timeZone, hour: "numeric", minute: "2-digit", hour12: true }
        : kind === "day"
          ? { timeZone, weekday: "long", month: "long", day: "numeric" }
          : { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" },
    );
    formatters.set(key, f);
  }
  return f;
}

/** "9:00 AM" (en-CA writes "a.m."; the site writes AM and PM everywhere). */
export function clockLabel(timeZone: string, ms: number): string {
  return clockStyle(formatter(timeZone, "time").format(ms));
}

/** "Monday, November 30". */
export function dayLabel(timeZone: string, ms: number): string {
  return formatter(timeZone, "day").format(ms);
}

/** "Monday, November 30, 2026". */
export function longDayLabel(timeZone: string, ms: number): string {
  return formatter(timeZone, "long").format(ms);
}

/**
 * Cities the IANA time zone database has renamed, under their old names, which browsers may still
 * report (Chromium reports Asia/Calcutta): a visitor in Kolkata reads "Kolkata", not "Calcutta".
 */
const renamedCities: Readonly<Record<string, string>> = {
  Calcutta: "Kolkata",
  Saigon: "Ho Chi Minh",
  Katmandu: "Kathmandu",
  Rangoon: "Yangon",
  Kiev: "Kyiv",
  Zaporozhye: "Zaporizhzhia",
  Godthab: "Nuuk",
  Ulan_Bator: "Ulaanbaatar",
  Dacca: "Dhaka",
  Thimbu: "Thimphu",
  Ujung_Pandang: "Makassar",
  Macao: "Macau",
  Ashkhabad: "Ashgabat",
  Asmera: "Asmara",
  Faeroe: "Faroe",
  Enderbury: "Kanton",
  Ponape: "Pohnpei",
  Truk: "Chuuk",
  // Spelt as their people write them, with what the database's names cannot hold.
  St_Johns: "St. John's",
  Lower_Princes: "Lower Prince's Quarter",
  St_Barthelemy: "St. Barthélemy",
  Curacao: "Curaçao",
};

/**
 * "Port of Spain" for America/Port_of_Spain, "Kolkata" for Asia/Calcutta, "St. John's" for
 * America/St_Johns. The database's names have no punctuation (its theory.html: only letters, "-",
 * "_" and "/"), so a city written with it is spelt here as its people write it: "St." with its
 * full stop (St. Kitts, St. Lucia) and St. John's with its apostrophe.
 */
export function placeOf(timeZone: string): string {
  const city = timeZone.split("/").pop() ?? timeZone;
  return (renamedCities[city] ?? city).replace(/^St_/, "St. ").replace(/_/g, " ");
}

/**
 * Hours of the visitor's day in which a time is offered without comment (6:00 AM to 10:00 PM on
 * their clock); a time outside them is at night for the visitor, listed after the others.
 */
const DAYTIME_FROM = 6 * 60;
const DAYTIME_TO = 22 * 60;

/** Whether the instant `ms` is at night on the clock of `timeZone`. */
export function isNightIn(timeZone: string, ms: number): boolean {
  const minutes = clockIn(timeZone, ms);
  return minutes < DAYTIME_FROM || minutes >= DAYTIME_TO;
}

/**
 * "Monday, November 30, 2026, 9:00 AM Toronto time (10:00 AM Port of Spain time)": the firm's clock
 * first, for what the firm reads (the desk, the lawyers' feeds, the firm's notice). What the client
 * reads puts their own clock first: `describeStartForClient`.
 */
export function describeStart(ms: number, firmZone: string, visitorZone?: string | null): string {
  const firm = `${longDayLabel(firmZone, ms)}, ${clockLabel(firmZone, ms)} ${placeOf(firmZone)} time`;
  if (!visitorZone || visitorZone === firmZone) return firm;
  const visitorDay = longDayLabel(visitorZone, ms);
  const visitorTime = clockLabel(visitorZone, ms);
  if (visitorDay === longDayLabel(firmZone, ms) && visitorTime === clockLabel(firmZone, ms))
    return firm;
  const sameDay = dateIn(visitorZone, ms) === dateIn(firmZone, ms);
  return `${firm} (${sameDay ? "" : `${visitorDay}, `}${visitorTime} ${placeOf(visitorZone)} time)`;
}

/** The offered days as the visitor in `visitorZone` sees them. */
export function viewOfDays(
  days: readonly OfferedDay[],
  firmZone: string,
  visitorZone: string,
): DayView[] {
  const views = new Map<IsoDate, DayView>();
  for (const slot of days.flatMap((d) => d.slots)) {
    const date = dateIn(visitorZone, slot.start);
    let view = views.get(date);
    if (!view) {
      view = { date, label: dayLabel(visitorZone, slot.start), times: [] };
      views.set(date, view);
    }
    const time = clockLabel(visitorZone, slot.start);
    const firmTime = clockLabel(firmZone, slot.start);
    view.times.push({
      value: new Date(slot.start).toISOString(),
      time,
      firmTime: time === firmTime ? null : firmTime,
      ...(isNightIn(visitorZone, slot.start) ? { night: true } : {}),
    });
  }
  // A stable sort: the day's times keep their order within daytime and within night.
  for (const view of views.values())
    view.times.sort((a, b) => Number(!!a.night) - Number(!!b.night));
  return [...views.values()];
}

/**
 * "Monday, November 30, 2026, 8:00 PM Kolkata time (9:30 AM Toronto time)": the client's clock
 * first, the firm's beside it, in everything the client reads (the booked answer, their e-mails and
 * invitations, their booking's page, deadlines: docs/BOOKING.md#time-zones); the firm's alone when
 * the two agree or the client's zone is unknown.
 */
export function describeStartForClient(
  ms: number,
  firmZone: string,
  clientZone?: string | null,
): string {
  const firm = `${longDayLabel(firmZone, ms)}, ${clockLabel(firmZone, ms)} ${placeOf(firmZone)} time`;
  if (!clientZone || clientZone === firmZone) return firm;
  const clientTime = clockLabel(clientZone, ms);
  const firmTime = clockLabel(firmZone, ms);
  const sameDay = dateIn(clientZone, ms) === dateIn(firmZone, ms);
  if (sameDay && clientTime === firmTime) return firm;
  const client = `${longDayLabel(clientZone, ms)}, ${clientTime} ${placeOf(clientZone)} time`;
  return `${client} (${sameDay ? "" : `${longDayLabel(firmZone, ms)}, `}${firmTime} ${placeOf(firmZone)} time)`;
}
