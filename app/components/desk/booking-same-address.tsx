import { Form, Link } from "react-router";
import type { bookingDetail } from "~/booking/desk-bookings.server";
import { deskButton, deskCard } from "./desk-button";
import { SubmissionKey } from "./submission-key";

type BookingDetail = ReturnType<typeof bookingDetail>;

/**
 * A booking made with the e-mail address of an earlier inquiry, and the merge staff may choose
 * (docs/BOOKING.md#an-address-proves-itself); once merged, where it went, with a link.
 */
export function BookingSameAddress({ same }: { same: BookingDetail["sameAddress"] }) {
  if (!same) return null;
  return (
    <section
      aria-labelledby="same-address-heading"
      className={`${deskCard} mt-6 border-brass-500/60`}
      data-same-address
    >
      <h2 id="same-address-heading" className="text-xl">
        {same.summary}
      </h2>
      {same.merged ? (
        <p className="mt-1 text-sm" data-same-address-merged>
          Merged {same.mergedAt}: this booking and its document request are now in{" "}
          <Link
            to={`/desk/inquiries/${same.inquiryId}`}
            className="font-semibold text-ink-800 underline"
          >
            inquiry #{same.inquiryId}
          </Link>
          , whose page lists the consultation; the inquiry the booking started was removed if
          nothing else was in it. The client still sees only what they typed for this booking.
        </p>
      ) : (
        <p className="mt-1 text-sm">
          An e-mail address is not an identity: this booking started an inquiry of its own, and
          nothing of{" "}
          <Link
            to={`/desk/inquiries/${same.inquiryId}`}
            className="font-semibold text-ink-800 underline"
          >
            inquiry #{same.inquiryId}
          </Link>{" "}
          was shown to the visitor or changed.{" "}
          {same.confirmed
            ? "The visitor followed the link e-mailed to the address, so they can read its mail; people who share a mailbox can too."
            : "The visitor has not yet followed the link e-mailed to the address."}{" "}
          Merge only when you are satisfied it is the same person.
        </p>
      )}
      {same.merged ? null : (
        <Form method="post" className="mt-4">
          <SubmissionKey />
          <button
            type="submit"
            name="intent"
            value="merge-address"
            className={deskButton.secondary}
          >
            Merge into inquiry #{same.inquiryId}
          </button>
        </Form>
      )}
    </section>
  );
}
