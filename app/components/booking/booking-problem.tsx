import { forwardRef, type ReactNode, type RefObject } from "react";
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

/**
 * What a page behind an e-mailed link (moving a booking, proving an address) shows when the link
 * cannot act: the server's problem after a post or on loading (`BookingProblem`), or a link used,
 * expired or unknown, explained in the page's own words (`expired`). `null` when the link works and
 * the page shows its form (docs/BOOKING.md).
 */
export function linkProblem({
  answer,
  loaded,
  resultRef,
  expired,
}: {
  /** The status of the page's post, if any: only the problems above are read from it. */
  answer: string | undefined;
  loaded: "open" | "unavailable" | (string & {});
  resultRef: RefObject<HTMLDivElement | null>;
  expired: { marker: Record<`data-${string}`, string>; explanation: ReactNode };
}): ReactNode | null {
  if (answer === "rate-limited" || answer === "too-large" || answer === "unavailable")
    return <BookingProblem ref={resultRef} reason={answer} />;
  if (loaded === "unavailable") return <BookingProblem reason="unavailable" />;
  if (loaded === "open" && answer !== "expired") return null;
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      className="rounded-card border border-line bg-white p-6 outline-none"
      {...expired.marker}
    >
      <h2 className="text-xl font-semibold">This link no longer works</h2>
      <p className="mt-2">{expired.explanation}</p>
    </div>
  );
}
