import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import {
  type ConsentVersion,
  consentMissing,
  consentWordings,
  limits,
  type ServiceType,
  serviceTypes,
} from "~/contact/contact-fields";
// One line of text, an optional answer and the control-character rule are the contact form's
// (docs/PRODUCT-RULES.md#hostile-text): an answer of invisible characters is no answer.
import {
  emailAddress,
  noControlCharacters,
  optional,
  phoneNumber,
  text,
} from "~/contact/contact-schema";

/**
 * The booking form (docs/BOOKING.md#the-booking-form), shared by the browser and the server: its
 * fields, limits and messages. The details are the contact form's (same limits, same consent by
 * version); the time is an ISO instant the server offered, checked again when it books.
 */

export const bookingFields = [
  "type",
  "start",
  "method",
  "firstName",
  "lastName",
  "email",
  "phone",
  "serviceType",
  "note",
  "otherParties",
  "consent",
  "tz",
] as const;
export type BookingField = (typeof bookingFields)[number];
export type BookingValues = Partial<Record<BookingField, string>>;
export type BookingErrors = Partial<Record<BookingField, string>>;

export const noteLimit = 1_000;

/** What a booking form says when no offered time was chosen (the booking and the move forms). */
export const chooseATime = "Please choose a time.";

/** An instant the server offered, as the time radio buttons post it (`toISOString()`). */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const offeredInstant = z.string({ error: chooseATime }).check(z.regex(instantPattern, chooseATime));

/** The visitor's time zone, as the forms post it (checked against the known zones when used). */
const timeZoneAnswer = optional(z.string().check(z.maxLength(64)));

const serviceValues = serviceTypes.map((o) => o.value) as [ServiceType, ...ServiceType[]];
const consentVersions = Object.keys(consentWordings) as [ConsentVersion, ...ConsentVersion[]];

/** The fields the phone rule reads: it runs only once both passed their own rules. */
const crossFields: ReadonlySet<PropertyKey> = new Set(["method", "phone"]);

export const bookingSchema = z
  .object({
    type: z
      .string({ error: "Please choose a consultation." })
      .check(z.minLength(1, "Please choose a consultation.")),
    start: offeredInstant,
    method: z.enum(["phone", "video"], { error: "Please choose phone or video." }),
    firstName: text("first name", limits.name),
    lastName: text("last name", limits.name),
    email: emailAddress,
    phone: phoneNumber,
    serviceType: optional(
      z.enum(serviceValues, { error: "Please choose a service from the list." }),
    ),
    note: optional(
      z
        .string()
        .check(
          z.trim(),
          noControlCharacters("note"),
          z.maxLength(noteLimit, "Please keep your note under 1,000 characters."),
        ),
    ),
    otherParties: optional(
      z
        .string()
        .check(
          z.trim(),
          noControlCharacters("list of other people"),
          z.maxLength(
            limits.otherParties,
            `Please keep the names of the other people under ${limits.otherParties} characters.`,
          ),
        ),
    ),
    consent: z.enum(consentVersions, { error: consentMissing }),
    tz: timeZoneAnswer,
  })
  .check(
    // The lawyer calls the client: a phone consultation needs the number. An object's refinement
    // is skipped by default once any field has failed, which told a visitor of the missing phone
    // only on a second press; it runs with the field rules instead, whenever the way to meet and
    // the phone are themselves readable, so every missing answer is named at once (WCAG 3.3.1).
    z.refine((v) => v.method !== "phone" || Boolean(v.phone), {
      message: "Please enter the number we should call.",
      path: ["phone"],
      when: ({ issues }) =>
        issues.every((i) => i.path?.[0] !== undefined && !crossFields.has(i.path[0])),
    }),
  );

export type BookingForm = z.output<typeof bookingSchema>;

/** The submitted strings of the booking form's fields (other keys ignored). */
export function bookingValues(form: FormData): BookingValues {
  const values: BookingValues = {};
  for (const field of bookingFields) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v;
  }
  return values;
}

/**
 * The booking form's post checked by its schema, in the browser (Conform's `onValidate`) and in the
 * action: the typed value, or Conform's reply with the errors by field
 * (app/components/forms/README.md).
 */
export function parseBookingForm(form: FormData | URLSearchParams) {
  return parseWithSchema(form, bookingSchema);
}

/** One message per booking field, the first, from Conform's reply. */
export function firstErrors(result: SubmissionResult<string[]>): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of bookingFields) {
    const message = result.error?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A change to a booking from its e-mailed link (docs/BOOKING.md#reschedule-and-cancel): cancel it,
 * or move it to an offered time; `tz` is the zone the page showed. The move is the default, as the
 * page's first button posts it.
 */
export const manageBookingSchema = z
  .object({
    intent: optional(
      z.enum(["move", "cancel"], { error: "Please choose to move or to cancel the consultation." }),
    ),
    start: optional(z.string()),
    tz: timeZoneAnswer,
  })
  .check(
    z.refine((v) => v.intent === "cancel" || instantPattern.test(v.start ?? ""), {
      message: chooseATime,
      path: ["start"],
    }),
  );

export type ManageBookingForm = z.output<typeof manageBookingSchema>;

export type ManageBookingValues = Partial<Record<"intent" | "start" | "tz", string>>;
