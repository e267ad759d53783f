import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "react-router";
import { readFormData } from "~/components/forms/read-form-data";
import { firm } from "~/content/firm";
import { bookingDocumentsView } from "~/documents/booking-documents.server";
import { describeError, logger } from "~/platform/logger.server";
import { lawyerName, visitorZone } from "./booking-offer.server";
import type { BookingAnswer } from "./booking-page";
import { type BookingValues, bookingValues, firstErrors, parseBookingForm } from "./booking-schema";
import { clockLabel, describeStartForClient, longDayLabel, type TimeView } from "./slot-view";
import type { OfferedSlot } from "./slots";

/** The nearest free times, as the visitor reads them. */
export function timeViews(slots: readonly OfferedSlot[], tz: string): TimeView[] {
  return slots.map((s) => {
    // Nearest times may fall on other days: each says its day.
    const time = `${longDayLabel(tz, s.start)}, ${clockLabel(tz, s.start)}`;
    const firmTime = clockLabel(firm.booking.timeZone, s.start);
    return {
      value: new Date(s.start).toISOString(),
      time,
      firmTime: clockLabel(tz, s.start) === firmTime ? null : firmTime,
    };
  });
}

const unknownType = "Please choose a consultation.";

function invalidAnswer(result: SubmissionResult<string[]>, values: BookingValues): BookingAnswer {
  return { status: "invalid", result, errors: firstErrors(result), values };
}

/**
 * A booking post (docs/BOOKING.md#the-booking-form): the same schema as the browser, then the
 * booking in one transaction. The answer and its HTTP status, for the page with or without
 * JavaScript: 200 booked, 400 invalid, 409 taken (with the nearest free times), 413, 429, 503.
 */
export async function bookingAction(
  request: Request,
  context: AppLoadContext,
): Promise<{ answer: BookingAnswer; status: number }> {
  const booking = context.booking;
  const gate = booking ? await booking.admit() : "open";
  if (gate === "rate-limited") return { answer: { status: "rate-limited" }, status: 429 };
  if (gate === "too-large") return { answer: { status: "too-large" }, status: 413 };
  // A post without the form's body is answered like an empty form: 400, a message per field.
  const form = (await readFormData(request)) ?? new FormData();
  const values = bookingValues(form);
  const submission = parseBookingForm(form);
  if (submission.status !== "success") {
    return { answer: invalidAnswer(submission.reply(), values), status: 400 };
  }
  if (!booking) return { answer: { status: "unavailable", values }, status: 503 };
  const data = submission.value;
  const tz = visitorZone(data.tz);
  try {
    // The same post sent again is answered with the booking it made (docs/BOOKING.md#the-same-booking-sent-twice).
    const result = booking.bookOnce(form, {
      typeId: data.type,
      start: Date.parse(data.start),
      method: data.method,
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
      serviceType: data.serviceType,
      note: data.note,
      otherParties: data.otherParties,
      consent: data.consent,
      visitorTimeZone: tz,
    });
    if (result.ok && "repeated" in result)
      logger.info("booking_post_repeated", { id: result.booking.id });
    if (result.ok)
      return {
        answer: {
          status: "booked",
          // The same answer whether or not the conflict check found a possible match, and
          // whatever the firm holds about the address (docs/BOOKING.md#conflict-check).
          // The client's clock first, as in the e-mails they get (docs/BOOKING.md#time-zones).
          when: describeStartForClient(result.booking.startsAt, firm.booking.timeZone, tz),
          method: result.booking.method,
          lawyer: lawyerName(result.booking),
          email: result.booking.email,
          documents: bookingDocumentsView(context.documents, result.booking, logger),
        },
        status: 200,
      };
    if (result.reason === "unknown-type")
      return {
        answer: invalidAnswer(submission.reply({ fieldErrors: { type: [unknownType] } }), values),
        status: 400,
      };
    return {
      answer: { status: "taken", nearest: timeViews(result.nearest, tz), values },
      status: 409,
    };
  } catch (error) {
    logger.error("booking_failed", { error: describeError(error) });
    return { answer: { status: "unavailable", values }, status: 503 };
  }
}
