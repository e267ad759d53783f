import * as z from "zod/mini";
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

const serviceValues = serviceTypes.map((o) => o.value) as [ServiceType, ...ServiceType[]];
const consentVersions = Object.keys(consentWordings) as [ConsentVersion, ...ConsentVersion[]];

export const bookingSchema = z
  .object({
    type: z
      .string({ error: "Please choose a consultation." })
      .check(z.minLength(1, "Please choose a consultation.")),
    start: z
      .string({ error: "Please choose a time." })
      .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, "Please choose a time.")),
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
    tz: optional(z.string().check(z.maxLength(64))),
  })
  .check(
    // The lawyer calls the client: a phone consultation needs the number.
    z.refine((v) => v.method !== "phone" || Boolean(v.phone), {
      message: "Please enter the number we should call.",
      path: ["phone"],
    }),
  );

export type BookingForm = z.output<typeof bookingSchema>;

export type BookingParseResult =
  | { success: true; data: BookingForm }
  | { success: false; errors: BookingErrors };

/** The submitted strings of the booking form's fields (other keys ignored). */
export function bookingValues(form: FormData): BookingValues {
  const values: BookingValues = {};
  for (const field of bookingFields) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v;
  }
  return values;
}

/** Validates the form; on failure, one message per field, the first found. */
export function parseBooking(values: BookingValues): BookingParseResult {
  const result = bookingSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: BookingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (bookingFields as readonly string[]).includes(field))
      errors[field as BookingField] ??= issue.message;
  }
  return { success: false, errors };
}
