import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import type { RefObject } from "react";
import { Form, Link } from "react-router";
import type { BookingOffer } from "~/booking/booking-page";
import type { ManageBookingValues } from "~/booking/booking-schema";
import type { DayView, TimeView } from "~/booking/slot-view";
import { firm, telHref } from "~/content/firm";
import { buttonClass } from "../ui/button-link";
import { bookingInputClass, bookingLinkClass } from "./booking-styles";
import { BookingTimes } from "./booking-times";
import { BookingZoneField } from "./booking-zone-field";

/**
 * The client's own booking page, opened by the secret link in its e-mails
 * (docs/BOOKING.md#reschedule-and-cancel): the consultation as booked, the forms that move or
 * cancel it, and what the page says once it has.
 */

/** The consultation as it stands: when, how, with whom, and whether the firm still confirms it. */
export function CurrentBooking({
  booking,
}: {
  booking: { when: string; held: boolean; method: string; lawyer: string };
}) {
  return (
    <div className="rounded-card border border-line bg-white p-5 md:p-6" data-booking-current>
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">Your consultation</p>
      <p className="mt-1 text-lg font-semibold">{booking.when}</p>
      <p className="mt-1">
        {booking.method === "video"
          ? `By video with ${booking.lawyer}`
          : `By phone: ${booking.lawyer} will call you`}
        {booking.held ? ". To be confirmed by us within one business day." : "."}
      </p>
    </div>
  );
}

/** Moved or cancelled: the time on the client's clock and what happens next. Takes focus. */
export function BookingChangeDone({
  done,
  resultRef,
}: {
  done: { status: "moved" | "cancelled"; when: string };
  resultRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      role="status"
      className="rounded-card border border-success-700/30 bg-success-50 p-6 outline-none"
      data-booking-change={done.status}
    >
      <h2 className="text-xl font-semibold">
        {done.status === "moved" ? "Your consultation has moved" : "Your consultation is cancelled"}
      </h2>
      <p className="mt-2 font-semibold">{done.when}</p>
      <p className="mt-2">
        {done.status === "moved"
          ? "An updated calendar invitation is on its way by e-mail."
          : "The time is free again. An e-mail confirms the cancellation."}
      </p>
      {done.status === "cancelled" ? (
        <p className="mt-2">
          <Link to="/book" className={bookingLinkClass}>
            Book another time
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Why a link that no longer works does not, and how to book a new time. */
export function BookingLinkExpired() {
  return (
    <>
      The consultation has started or passed, or it was cancelled. To book a new time,{" "}
      <Link to="/book" className={bookingLinkClass}>
        choose one here
      </Link>{" "}
      or call us at{" "}
      <a href={telHref(firm.phone)} className={bookingLinkClass}>
        {firm.phone.display}
      </a>
      .
    </>
  );
}

/** Cancel: one button, posted with the client's zone for the answer's time. */
export function BookingCancelForm({ id, tz }: { id: string; tz: string }) {
  return (
    <Form
      method="post"
      className="rounded-card border border-line bg-white p-5 shadow-card md:p-8"
      aria-labelledby={`${id}-cancel`}
    >
      <h2 id={`${id}-cancel`} className="text-2xl font-semibold">
        Cancel this consultation
      </h2>
      <p className="mt-2">The time is released at once, and we e-mail you to confirm.</p>
      <input type="hidden" name="tz" value={tz} />
      <button
        type="submit"
        name="intent"
        value="cancel"
        className={buttonClass("secondary", "mt-4")}
      >
        Cancel the consultation
      </button>
    </Form>
  );
}

/**
 * Move: the zone and the day asked with a GET, then that day's free times (or the nearest ones
 * after a taken time) posted with the move form, checked by the action's schema here too.
 */
export function BookingMoveForm({
  id,
  offer,
  day,
  taken,
  invalidMessage,
  form,
  startField,
  resultRef,
}: {
  id: string;
  offer: BookingOffer;
  day: DayView | null;
  /** The nearest free times, after the chosen one was just taken. */
  taken: readonly TimeView[] | null;
  /** The server's answer to a post it could not read (no time chosen). */
  invalidMessage: string | null;
  form: FormMetadata<ManageBookingValues>;
  startField: FieldMetadata<string | undefined>;
  resultRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card md:p-8">
      <h2 className="text-2xl font-semibold">Choose another time</h2>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="step" value="move" />
        <BookingZoneField id={id} offer={offer} />
        <div>
          <label htmlFor={`${id}-day`} className="block text-[0.95rem] font-semibold">
            Day
          </label>
          <select
            id={`${id}-day`}
            name="day"
            defaultValue={day?.date ?? ""}
            className={bookingInputClass}
          >
            <option value="">Choose a day</option>
            {offer.days.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Show times
        </button>
      </Form>
      {taken || invalidMessage !== null || day ? (
        <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
          <input type="hidden" name="tz" value={offer.tz} />
          {taken ? (
            <p
              ref={resultRef}
              tabIndex={-1}
              role="alert"
              className="font-semibold text-danger-700 outline-none"
            >
              That time was just taken by someone else. These are the nearest free times.
            </p>
          ) : null}
          {invalidMessage !== null ? (
            <p
              ref={resultRef}
              tabIndex={-1}
              role="alert"
              className="font-semibold text-danger-700 outline-none"
            >
              {invalidMessage}
            </p>
          ) : null}
          <BookingTimes
            field={startField}
            legend={
              taken ? "The nearest free times" : `Times on ${day?.label ?? "the day you chose"}`
            }
            times={taken ?? day?.times ?? []}
            firmPlace={offer.firmPlace}
          />
          <button type="submit" name="intent" value="move" className={buttonClass("primary")}>
            Move my consultation
          </button>
        </Form>
      ) : null}
    </div>
  );
}
