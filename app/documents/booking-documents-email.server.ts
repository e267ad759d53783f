/**
 * The confirmation e-mail's lines about documents (docs/DOCUMENTS.md#from-a-booking), given to the
 * booking's mail queue when the site opens (app/documents/open-documents.server.ts): a link of the
 * e-mail's own to the request the confirmed booking already has (only a hash is stored, so each
 * message gets a new one). It reads no checklist: the request is made when the booking is confirmed.
 */

import type { MoveFollower } from "~/booking/booking-contract";
import type { ConfirmationExtra } from "~/booking/booking-mail.server";
import type { Booking } from "~/db/bookings.server";
import { describeError, type Logger } from "~/platform/logger.server";
import { formatDue } from "./document-emails";
import type { DocumentServices } from "./document-service.server";
import type { BookingDocumentsView } from "./document-types";

/** What an e-mail about a booking says of its documents, with the e-mail's own link. */
type EmailedDocumentsView = BookingDocumentsView & { link: string };

export type Linker = Pick<DocumentServices, "linkForBooking">;
export type MoveFollowing = Pick<DocumentServices, "followMovedBooking">;
export type BookingFields = Pick<
  Booking,
  "id" | "messageId" | "serviceType" | "startsAt" | "visitorTimeZone"
>;

/**
 * A new link to the booking's request, for an e-mail to the booking's address (none when it has no
 * request). Logs and gives nothing on failure.
 */
function bookingDocumentsLink(
  documents: Linker,
  booking: BookingFields,
  logger: Pick<Logger, "error">,
  now: number,
): EmailedDocumentsView | undefined {
  try {
    const sent = documents.linkForBooking(booking, now);
    return (
      sent && {
        link: sent.link,
        title: sent.title,
        due: sent.dueAt ? formatDue(sent.dueAt, booking.visitorTimeZone) : null,
      }
    );
  } catch (error) {
    logger.error("document_booking_link_failed", {
      bookingId: booking.id,
      error: describeError(error),
    });
    return undefined;
  }
}

/** An e-mail's documents lines, from the booking's request: none when it has none (or revoked). */
function documentsExtra(
  documents: Linker,
  logger: Pick<Logger, "error">,
  lines: (view: EmailedDocumentsView) => string[],
): ConfirmationExtra {
  return (booking, _settings, context) => {
    const view = bookingDocumentsLink(documents, booking, logger, context.now);
    return view ? ["", ...lines(view), `  ${view.link}`] : [];
  };
}

/** The confirmation e-mail's lines: none when the booking has no request. */
export function documentsConfirmationExtra(
  documents: Linker,
  logger: Pick<Logger, "error">,
): ConfirmationExtra {
  return documentsExtra(documents, logger, (view) => [
    `Documents for your consultation (${view.title}): we read them before we speak, so please send them ${view.due ? `by ${view.due}` : "as soon as you can"} from this private page. No account is needed; the link is personal, so please do not forward it:`,
  ]);
}

/**
 * The client's e-mail about a move: the documents' due date for the new time, counted when it moved
 * (`documentsMoveFollower`), on the client's clock with Toronto's as the e-mail's other times, or
 * that there is none; with a link of the e-mail's own, as the confirmation has (a move before the
 * confirmation went drops it). None when the booking has no request, or staff revoked it.
 */
export function documentsRescheduledExtra(
  documents: Linker,
  logger: Pick<Logger, "error">,
): ConfirmationExtra {
  return documentsExtra(documents, logger, (view) => [
    view.due
      ? `Documents for your consultation (${view.title}): with the new time, they are now due by ${view.due}. Please send them from this private page (no account is needed; the link is personal, so please do not forward it):`
      : `Documents for your consultation (${view.title}): the new time is too soon for a due date, so there is none now. Please send them as soon as you can from this private page (no account is needed; the link is personal, so please do not forward it):`,
  ]);
}

/**
 * A moved consultation's request is due again from the new time (docs/DOCUMENTS.md#from-a-booking),
 * in the move's transaction. A failure is logged and never fails the move: the desk can still set
 * the request right.
 */
export function documentsMoveFollower(
  documents: MoveFollowing,
  logger: Pick<Logger, "error">,
): MoveFollower {
  return (moved, now) => {
    try {
      documents.followMovedBooking(moved, now);
    } catch (error) {
      logger.error("document_booking_move_failed", {
        bookingId: moved.id,
        error: describeError(error),
      });
    }
  };
}
