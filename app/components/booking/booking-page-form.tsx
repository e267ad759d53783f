import { type FormMetadata, getFormProps } from "@conform-to/react";
import { type RefObject, useState } from "react";
import { Form, Link } from "react-router";
import { bookingKeyField } from "~/booking/booking-form-key";
import {
  type BookingAnswer,
  type BookingOffer,
  type ConsultationTypeView,
  chosenTimeLabel,
} from "~/booking/booking-page";
import type { BookingValues } from "~/booking/booking-schema";
import type { DayView } from "~/booking/slot-view";
import { buttonClass } from "../ui/button-link";
import { bookPageHref } from "./booking-day-choice";
import { BookingDetailsFields, type BookingFieldsMetadata } from "./booking-details-fields";
import { bookingLinkClass } from "./booking-styles";
import { BookingTimes } from "./booking-times";

/**
 * Where a post's answer shows in the form (the time just taken, the answers to check): the form's
 * action names it as its fragment, so a browser without JavaScript, which keeps an action's
 * fragment for the page it answers with (HTML, "navigate to a fragment"), scrolls to the answer
 * instead of opening the page at its top, far above it on a phone. With JavaScript the same answer
 * takes focus. A booked answer has no such element: it is at the page's top, under the heading.
 */
export const bookingAnswerId = "booking-answer";

/** The list of times, which the details' "Change the time" leads back to. */
const timesId = "booking-times";

/** Where the answers to check are: the time is above this note, the details below it. */
function answerToCheck(fields: readonly string[]): string {
  const time = fields.includes("start");
  const details = fields.length - (time ? 1 : 0);
  if (!details) return "Please choose a time above.";
  const below = `the ${details === 1 ? "answer" : "answers"} marked below`;
  return time ? `Please choose a time above, and check ${below}.` : `Please check ${below}.`;
}

/**
 * Steps 2 and 3 of the plain booking page, one form posted to /book
 * (docs/BOOKING.md#the-booking-form): the chosen day's times, or the nearest free ones after a
 * taken time, then the details. The outcome of a post (the time taken, answers to check) is read
 * where `resultRef` points, which takes focus.
 */
export function BookingPageForm({
  offer,
  day,
  type,
  answer,
  form,
  fields,
  resultRef,
  formKey,
}: {
  offer: BookingOffer;
  day: DayView | null;
  type: ConsultationTypeView | undefined;
  answer: BookingAnswer | undefined;
  form: FormMetadata<BookingValues>;
  fields: BookingFieldsMetadata;
  resultRef: RefObject<HTMLDivElement | null>;
  /** This rendering's key: the same post sent twice books once (docs/BOOKING.md#the-same-booking-sent-twice). */
  formKey?: string | undefined;
}) {
  const taken = answer?.status === "taken" ? answer : null;
  const times = taken ? taken.nearest : (day?.times ?? []);
  // The time chosen above, said again above the booking's button: the one posted (the answers
  // to check, without JavaScript too), then each one chosen.
  const [start, setStart] = useState(fields.start.initialValue);
  const chosen = chosenTimeLabel(offer, start, taken ? { times } : day);
  return (
    <Form
      method="post"
      action={`${bookPageHref(offer, day?.date ?? null)}#${bookingAnswerId}`}
      {...getFormProps(form)}
      className="space-y-8 rounded-card border border-line bg-white p-5 shadow-card md:p-8"
      aria-label="Book this consultation"
    >
      <input type="hidden" name="type" value={offer.type} />
      <input type="hidden" name="tz" value={offer.tz} />
      {formKey ? <input type="hidden" name={bookingKeyField} value={formKey} /> : null}
      <div>
        <h2 className="text-2xl font-semibold">2. Choose a time</h2>
        {taken ? (
          <div
            ref={resultRef}
            id={bookingAnswerId}
            tabIndex={-1}
            role="alert"
            className="mt-3 outline-none"
          >
            <p className="font-semibold text-danger-700">
              That time was just taken by someone else.
            </p>
            <p className="mt-1">
              {taken.nearest.length
                ? "These are the nearest free times:"
                : "No other time is free soon. Please choose another day or call us."}
            </p>
          </div>
        ) : null}
        <div id={timesId} className="mt-4">
          <BookingTimes
            // The nearest times after a taken one are a new question.
            key={taken ? "nearest" : "day"}
            field={fields.start}
            legend={
              taken ? "The nearest free times" : `Times on ${day?.label ?? "the day you chose"}`
            }
            times={times}
            firmPlace={offer.firmPlace}
            onChange={setStart}
          />
        </div>
      </div>
      <div>
        <h2 className="mb-4 text-2xl font-semibold">3. Your details</h2>
        {answer?.status === "invalid" ? (
          <p
            ref={resultRef}
            id={bookingAnswerId}
            tabIndex={-1}
            role="alert"
            className="mb-4 font-semibold text-danger-700 outline-none"
          >
            {answerToCheck(Object.keys(answer.errors))}
          </p>
        ) : null}
        <BookingDetailsFields fields={fields} methods={type?.methods ?? ["video"]} />
      </div>
      <p className="text-sm text-muted">
        Booking a consultation does not by itself create a lawyer-client relationship. See our{" "}
        <Link to="/terms" className={bookingLinkClass}>
          Terms and Conditions
        </Link>
        .
      </p>
      <div className="space-y-3">
        {chosen ? (
          <p data-booking-chosen>
            <span className="font-semibold">Your time: {chosen}.</span>{" "}
            <a href={`#${timesId}`} className={bookingLinkClass}>
              Change the time
            </a>
          </p>
        ) : null}
        <button type="submit" className={buttonClass("primary")}>
          Book this consultation
        </button>
      </div>
    </Form>
  );
}
