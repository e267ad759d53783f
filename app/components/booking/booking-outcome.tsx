import { forwardRef } from "react";
import type { BookingAnswer } from "~/booking/booking-page";
import { firm, telHref } from "~/content/firm";
import { Icon } from "../ui/icon";
import { bookingLinkClass } from "./booking-styles";

/**
 * An address moves to the next line whole and breaks inside only when it is longer than the line
 * (overflow-wrap: anywhere), never mid-name where a space would do ("aver y.buyer@").
 */
const emailClass = "wrap-anywhere";

/**
 * What the visitor is told once the booking is stored (docs/BOOKING.md#the-booking-form): the
 * time on their clock and Toronto's, how it happens, and that the confirmation is on its way: the
 * same words whatever the conflict check found (docs/BOOKING.md#conflict-check). A consultation
 * whose practice area has a checklist offers the link to send its documents
 * (docs/DOCUMENTS.md#from-a-booking).
 */
export const BookingOutcome = forwardRef<
  HTMLDivElement,
  {
    answer: Extract<BookingAnswer, { status: "booked" }>;
    /**
     * Its heading's rank: 3 in the booking dialog (under the dialog's title), 2 on the /book page
     * (under its h1), so headings never skip a level (WCAG 1.3.1; HTML's heading content model).
     */
    headingLevel?: 2 | 3;
  }
>(function BookingOutcome({ answer, headingLevel = 3 }, ref) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-card border border-success-700/30 bg-success-50 p-5 outline-none focus-visible:ring-3 focus-visible:ring-success-700/40 md:p-6"
      data-booking-outcome="booked"
    >
      <div className="flex items-start gap-3">
        <Icon name="check" className="mt-1 size-6 shrink-0 text-success-700" />
        <div>
          <Heading className="text-xl font-semibold text-ink-950">
            Your consultation is booked
          </Heading>
          <p className="mt-2 font-semibold text-ink-950">{answer.when}</p>
          <p className="mt-1">
            {answer.method === "video"
              ? `By video with ${answer.lawyer}.`
              : `By phone: ${answer.lawyer} will call you.`}
          </p>
          <p className="mt-2">
            A confirmation with a calendar invitation is on its way to{" "}
            <strong className={emailClass}>{answer.email}</strong>. Its links let you choose another
            time or cancel.
          </p>
          {answer.documents ? (
            <p className="mt-2" data-booking-documents>
              We read your documents before we speak ({answer.documents.title})
              {answer.documents.due ? (
                <>
                  : please send them by <strong>{answer.documents.due}</strong>
                </>
              ) : (
                ": please send them as soon as you can"
              )}
              . Send them from the private page whose link is in the confirmation e-mail: it goes
              only to that address, so that nobody else can open the page.
            </p>
          ) : null}
          <p className="mt-2 text-sm text-muted">
            Questions? Call{" "}
            <a href={telHref(firm.phone)} className={`${bookingLinkClass} whitespace-nowrap`}>
              {firm.phone.display}
            </a>
            .
          </p>
        </div>
      </div>
    </div>
  );
});
