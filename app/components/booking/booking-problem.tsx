import { forwardRef, type ReactNode, type RefObject } from "react";
import { firm, mailtoHref, telHref } from "~/content/firm";
import { bookingLinkClass } from "./booking-styles";

/** What the visitor was doing: booking, moving or cancelling (or a change not yet known), confirming an address. */
export type BookingAct = "book" | "move" | "cancel" | "change" | "confirm";

type Reason = "rate-limited" | "too-large" | "unavailable" | "unreachable";

/**
 * Each act's own words (docs/BOOKING.md#the-booking-form): what was not done, and what the firm
 * does with the visitor who calls or writes. A cancel or a move is never told that a booking was
 * not made.
 */
const wording: Record<BookingAct, { headline: Record<Reason, string>; offer: string }> = {
  book: {
    headline: {
      "rate-limited": "Too many bookings were tried from your connection. This one was not made.",
      "too-large": "Your booking was too long to send.",
      unavailable: "We could not store your booking just now.",
      unreachable: "We cannot confirm that your booking was made.",
    },
    offer: "and we will book it with you.",
  },
  move: {
    headline: {
      "rate-limited":
        "Too many changes were tried from your connection. Your consultation was not moved.",
      "too-large": "Your change was too long to send. Your consultation was not moved.",
      unavailable: "We could not move your consultation just now.",
      unreachable: "We cannot confirm that your consultation was moved.",
    },
    offer: "and we will move it with you.",
  },
  cancel: {
    headline: {
      "rate-limited": "Your cancellation was not made.",
      "too-large": "Your cancellation was too long to send. It was not made.",
      unavailable: "We could not cancel your consultation just now.",
      unreachable: "We cannot confirm that your consultation was cancelled.",
    },
    offer: "and we will cancel it for you.",
  },
  change: {
    headline: {
      "rate-limited": "Too many requests came from your connection. Nothing was changed.",
      "too-large": "Your request was too long to send. Nothing was changed.",
      unavailable: "We could not open your booking just now.",
      unreachable: "We cannot confirm that your change was made.",
    },
    offer: "and we will move or cancel it with you.",
  },
  confirm: {
    headline: {
      "rate-limited":
        "Too many requests came from your connection. Your address was not confirmed.",
      "too-large": "Your request was too long to send. Your address was not confirmed.",
      unavailable: "We could not confirm your address just now.",
      unreachable: "We cannot tell whether your address was confirmed.",
    },
    offer: "and we will confirm it with you.",
  },
};

/**
 * A booking (or a change to one) that could not be made for a reason other than the visitor's
 * answers or the time: too many tries, too large a post, the server unable to store it, or no
 * answer at all. Always with the phone number and the e-mail address, in the words of what the
 * visitor was doing (`act`, a booking by default).
 */
export const BookingProblem = forwardRef<HTMLDivElement, { reason: Reason; act?: BookingAct }>(
  function BookingProblem({ reason, act = "book" }, ref) {
    const { headline, offer } = wording[act];
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        className="rounded-card border border-danger-700/30 bg-danger-50 p-5 outline-none"
        data-booking-problem={reason}
      >
        <p className="font-semibold text-danger-700">{headline[reason]}</p>
        <p className="mt-1">
          Please call us at{" "}
          <a href={telHref(firm.phone)} className={`${bookingLinkClass} whitespace-nowrap`}>
            {firm.phone.display}
          </a>{" "}
          or e-mail{" "}
          <a
            href={mailtoHref(
              firm.email,
              act === "book" ? "Booking a consultation" : "My consultation",
            )}
            className={bookingLinkClass}
          >
            {firm.email}
          </a>
          , {offer}
        </p>
      </div>
    );
  },
);

/**
 * What a page behind an e-mailed link (moving a booking, proving an address) shows when the link
 * cannot act: the server's problem after a post or on loading (`BookingProblem`), or a link used,
 * expired or unknown, explained in the page's own words (`expired`). `null` when the link works and
 * the page shows its form (docs/BOOKING.md).
 */
export function linkProblem({
  answer,
  act,
  loaded,
  resultRef,
  expired,
}: {
  /** The status of the page's post, if any: only the problems above are read from it. */
  answer: string | undefined;
  /** What the post (or the page) was for, in the problem's words. */
  act: BookingAct;
  loaded: "open" | "unavailable" | (string & {});
  resultRef: RefObject<HTMLDivElement | null>;
  expired: { marker: Record<`data-${string}`, string>; explanation: ReactNode };
}): ReactNode | null {
  if (answer === "rate-limited" || answer === "too-large" || answer === "unavailable")
    return <BookingProblem ref={resultRef} reason={answer} act={act} />;
  if (loaded === "unavailable") return <BookingProblem reason="unavailable" act={act} />;
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
