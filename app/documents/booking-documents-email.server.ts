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
import { type CountedItem, checklistProgress } from "./document-messages";
import type { DocumentServices } from "./document-service.server";
import type { BookingDocumentsView } from "./document-types";

/** What an e-mail about a booking says of its documents, with the e-mail's own link. */
type EmailedDocumentsView = BookingDocumentsView & { link: string };
/** The e-mail's view and where the request's checklist stands now. */
type LinkedChecklist = { view: EmailedDocumentsView; items: ChecklistItemState[] };
type ChecklistItemState = CountedItem & { label: string };

export type Linker = Pick<DocumentServices, "linkForBooking">;
export type MoveFollowing = Pick<DocumentServices, "followMovedBooking">;
export type BookingFields = Pick<
  Booking,
  "id" | "messageId" | "serviceType" | "startsAt" | "visitorTimeZone"
>;

/**
 * A new link to the booking's request, for an e-mail to the booking's address, with its checklist's
 * state (none when it has no request). Logs and gives nothing on failure.
 */
function bookingDocumentsLink(
  documents: Linker,
  booking: BookingFields,
  logger: Pick<Logger, "error">,
  now: number,
): LinkedChecklist | undefined {
  try {
    const sent = documents.linkForBooking(booking, now);
    return (
      sent && {
        view: {
          link: sent.link,
          title: sent.title,
          due: sent.dueAt ? formatDue(sent.dueAt, booking.visitorTimeZone) : null,
        },
        items: sent.items,
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
  lines: (view: EmailedDocumentsView, items: ChecklistItemState[]) => string[],
): ConfirmationExtra {
  return (booking, _settings, context) => {
    const linked = bookingDocumentsLink(documents, booking, logger, context.now);
    return linked ? ["", ...lines(linked.view, linked.items), `  ${linked.view.link}`] : [];
  };
}

const personal = "(no account is needed; the link is personal, so please do not forward it):";

/**
 * When nothing required is missing, the page's own sentence (docs/DOCUMENTS.md#the-clients-page:
 * "We have all 4 items we asked for. Thank you.", or "3 of 4 items received: everything we need is
 * here…") and the page to look at or add to, so an e-mail never asks again for what the client has
 * sent; undefined while something required is missing.
 */
function nothingRequiredMissing(title: string, items: ChecklistItemState[]): string | undefined {
  const progress = checklistProgress(items);
  if (progress.needed > 0) return undefined;
  return `Documents for your consultation (${title}). ${progress.sentence} ${progress.everything ? "Nothing more is needed; your private page, if you want to look at what you sent" : "Your private page"} ${personal}`;
}

/**
 * "Documents for your consultation (Immigration consultation): we read them…" while every required
 * item is missing, or "…, still needed: A; B. We read them…" once some are in; `rest` is a sentence.
 */
function neededLines(title: string, items: ChecklistItemState[], rest: string): string {
  const lead = neededLead(title, items);
  return lead.endsWith(":")
    ? `${lead} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`
    : `${lead} ${rest}`;
}

function neededLead(title: string, items: ChecklistItemState[]): string {
  const needed = items.filter(
    (i) => !i.optional && (i.state === "missing" || i.state === "returned"),
  );
  const all =
    needed.length === items.filter((i) => !i.optional).length &&
    needed.every((i) => i.state === "missing");
  const names = needed
    .map((i) => `${i.label}${i.state === "returned" ? " (sent back: please send it again)" : ""}`)
    .join("; ");
  return all
    ? `Documents for your consultation (${title}):`
    : `Documents for your consultation (${title}), still needed: ${names}.`;
}

/** The confirmation e-mail's lines: none when the booking has no request. */
export function documentsConfirmationExtra(
  documents: Linker,
  logger: Pick<Logger, "error">,
): ConfirmationExtra {
  return documentsExtra(documents, logger, (view, items) => [
    nothingRequiredMissing(view.title, items) ??
      neededLines(
        view.title,
        items,
        `We read them before we speak, so please send them ${view.due ? `by ${view.due}` : "as soon as you can"} from this private page. No account is needed; the link is personal, so please do not forward it:`,
      ),
  ]);
}

/**
 * The client's e-mail about a move: what of the checklist is still to send (everything, or the
 * required items still missing by name), and the documents' due date for the new time, counted
 * when it moved (`documentsMoveFollower`), on the client's clock with Toronto's as the e-mail's
 * other times, or that there is none; or, when nothing required is missing, the page's sentence
 * saying so (never a request for documents already sent). With a link of the e-mail's own, as the
 * confirmation has (a move before the confirmation went drops it). None when the booking has no
 * request, or staff revoked it.
 */
export function documentsRescheduledExtra(
  documents: Linker,
  logger: Pick<Logger, "error">,
): ConfirmationExtra {
  return documentsExtra(documents, logger, (view, items) => [
    nothingRequiredMissing(view.title, items) ??
      (view.due
        ? neededLines(
            view.title,
            items,
            `With the new time, they are now due by ${view.due}. Please send them from this private page ${personal}`,
          )
        : neededLines(
            view.title,
            items,
            `The new time is too soon for a due date, so there is none now. Please send them as soon as you can from this private page ${personal}`,
          )),
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
