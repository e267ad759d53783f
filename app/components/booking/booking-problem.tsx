import { forwardRef } from "react";
import { firm, mailtoHref, telHref } from "~/content/firm";
import { bookingLinkClass } from "./booking-styles";

/**
 * A booking that could not be made for a reason other than the visitor's answers or the time: too
 * many tries, too large a post, the server unable to store it, or no answer at all. Always with the
 * phone number and the e-mail address (docs/BOOKING.md#the-booking-form).
 */
export const BookingProblem = forwardRef<
  HTMLDivElement,
  { reason: "rate-limited" | "too-large" | "unavailable" | "unreachable" }
>(function BookingProblem({ reason }, ref) {
  const headline = {
    "rate-limited": "Too many bookings were tried from your connection. This one was not made.",
    "too-large": "Your booking was too long to send.",
    unavailable: "We could not store your booking just now.",
    unreachable: "We cannot confirm that your booking was made.",
  }[reason];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-card border border-danger-700/30 bg-danger-50 p-5 outline-none"
      data-booking-problem={reason}
    >
      <p className="font-semibold text-danger-700">{headline}</p>
      <p className="mt-1">
        Please call us at{" "}
        <a href={telHref(firm.phone)} className={`${bookingLinkClass} whitespace-nowrap`}>
          {firm.phone.display}
        </a>{" "}
        or e-mail{" "}
        <a href={mailtoHref(firm.email, "Booking a consultation")} className={bookingLinkClass}>
          {firm.email}
        </a>
        , and we will book it with you.
      </p>
    </div>
  );
});
