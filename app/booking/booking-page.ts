import type { SubmissionResult } from "@conform-to/react";
import { type ConsultationMethod, firm } from "~/content/firm";
import type { BookingDocumentsView } from "~/documents/document-types";
import type { BookingErrors, BookingValues } from "./booking-schema";
import type { DayView, TimeView } from "./slot-view";

/**
 * What the booking pages and the booking dialog receive from the server (plain data): the offered
 * times as the visitor reads them, and the answer to a booking post
 * (docs/BOOKING.md#the-booking-form).
 */

export interface ConsultationTypeView {
  id: string;
  name: string;
  summary: string;
  minutes: number;
  free: boolean;
  methods: readonly ConsultationMethod[];
}

export interface ZoneOption {
  value: string;
  label: string;
}

export interface BookingOffer {
  /** False when the server has no booking (its database could not be opened). */
  available: boolean;
  types: ConsultationTypeView[];
  type: string;
  /** The visitor's time zone the times are shown in, and the firm's. */
  tz: string;
  /** The visitor's city, for "Kolkata time". */
  tzPlace: string;
  /** The visitor's zone by country and city, "India (Kolkata)". */
  tzName: string;
  /** Some of the firm's consultation hours are at night on the visitor's clock. */
  nightForVisitor: boolean;
  firmPlace: string;
  zones: ZoneOption[];
  days: DayView[];
  /** The chosen day (the visitor's date), when one is chosen and offered. */
  day: string | null;
  /**
   * A note the page that opened the booking filled in (the closing-cost estimate's link), kept
   * from step to step and put in the details' note.
   */
  note: string | null;
}

/**
 * What /book.json answers to a GET (docs/BOOKING.md#the-external-scheduler): which booking the
 * server offers, and with the firm's own, its times. The Book button's dialog opens whichever it
 * names.
 */
export type BookingChoice = { provider: "external" } | ({ provider: "own" } & BookingOffer);

export type BookingAnswer =
  | {
      status: "booked";
      /** "Tuesday, December 8, 2026, 11:00 AM Port of Spain time (10:00 AM Toronto time)". */
      when: string;
      method: ConsultationMethod;
      lawyer: string;
      email: string;
      /** The link to send the documents the consultation needs, when its practice area has one. */
      documents?: BookingDocumentsView;
    }
  | {
      status: "invalid";
      /** Conform's reply: the errors by field and what was typed, for the form's fields. */
      result: SubmissionResult<string[]>;
      /** The first error per field, and the values, as plain data for other readers. */
      errors: BookingErrors;
      values: BookingValues;
    }
  | { status: "taken"; nearest: TimeView[]; values: BookingValues }
  | { status: "unavailable"; values: BookingValues }
  | { status: "rate-limited" }
  | { status: "too-large" };

/** Query parameters of the booking page (GET, so each step works without JavaScript). */
export const bookingQuery = { type: "type", day: "day", tz: "tz", note: "note" } as const;

/** The plain booking page (no JavaScript needed): the dialog's steps as pages. */
export const bookingPagePath = "/book";

/** Where the booking dialog asks for times (GET) and books (POST), in JSON. */
export const bookingJsonPath = "/book.json";

/** The browser's own time zone (IANA), or the firm's when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || firm.booking.timeZone;
  } catch {
    return firm.booking.timeZone;
  }
}

/**
 * The dialog's question to the server, with the visitor's zone for the times' labels (the
 * browser's own, or the one chosen in the dialog's list), the consultation type, and the note the
 * page that opened the booking carried (`?note=`, the closing-cost estimate's link), which the
 * server reads as the plain page does and sends back in the offer.
 */
export const bookingChoiceUrl = (tz = browserTimeZone(), type?: string, note?: string | null) =>
  `${bookingJsonPath}?tz=${encodeURIComponent(tz)}${type ? `&type=${encodeURIComponent(type)}` : ""}${note ? `&${bookingQuery.note}=${encodeURIComponent(note)}` : ""}`;

/** The note the page's address carries for the booking (`?note=`), if any. */
export function noteInAddress(search: string): string | null {
  return new URLSearchParams(search).get(bookingQuery.note) || null;
}

/**
 * The sentence saying which clock the offered times are on: the visitor's, with the firm's beside
 * each time only where the two clocks differ at that time (Jamaica and Toronto agree in winter, so
 * promising Toronto's beside them would promise what the list does not show).
 */
export function clocksSentence(
  offer: Pick<BookingOffer, "tz" | "tzPlace" | "firmPlace" | "days">,
): string {
  const shown = `Times are shown in ${offer.tzPlace} time`;
  const times = offer.days.flatMap((d) => d.times);
  if (offer.tz === firm.booking.timeZone || times.length === 0) return `${shown}.`;
  const differing = times.filter((t) => t.firmTime !== null).length;
  if (differing === 0) return `${shown}, the same as ${offer.firmPlace} time on these days.`;
  return differing === times.length
    ? `${shown}, with ${offer.firmPlace} time beside them.`
    : `${shown}, with ${offer.firmPlace} time beside them where it differs.`;
}

/**
 * The chosen time as the details step says it, before "Book this consultation"
 * (docs/BOOKING.md#the-booking-form): the day and the time on the visitor's clock, with the firm's
 * beside it where the two differ, as the list of times showed it. `shown` is the list: a day's
 * times under its label, or the nearest times after a taken one, which carry their own day. Null
 * while no time of the list is chosen.
 */
export function chosenTimeLabel(
  offer: Pick<BookingOffer, "tzPlace" | "firmPlace">,
  start: string | undefined,
  shown: { times: readonly TimeView[]; label?: string } | null,
): string | null {
  const chosen = start ? shown?.times.find((t) => t.value === start) : undefined;
  if (!chosen) return null;
  const when = `${shown?.label ? `${shown.label}, ` : ""}${chosen.time} ${offer.tzPlace} time`;
  return chosen.firmTime ? `${when} (${chosen.firmTime} ${offer.firmPlace} time)` : when;
}
