/**
 * The document link a booking gives its client (docs/DOCUMENTS.md#from-a-booking), made when the
 * consultation is confirmed (booked on the site, or confirmed by staff after the conflict check)
 * from the checklist its practice area sends with bookings. The confirmation e-mail then carries a
 * link of its own to the same request (booking-documents-email.server.ts, which reads no
 * checklist, so that the compiled server, which sends it, needs none). A failure here never
 * fails the booking: the desk can still send the request by hand.
 */
import type { Logger } from "~/platform/logger.server";
import {
  type BookingFields,
  bookingDocumentsLink,
  type Linker,
} from "./booking-documents-email.server";
import { bookingTemplateFor } from "./checklist-templates";
import type { BookingDocumentsView } from "./document-types";

/**
 * Makes the booking's request if its practice area has a checklist for bookings, and gives a link
 * to it (or to the request it already has) for its confirmation page.
 */
export function bookingDocumentsView(
  documents: Linker | undefined,
  booking: BookingFields | undefined,
  logger: Pick<Logger, "error">,
  now = Date.now(),
): BookingDocumentsView | undefined {
  if (!documents || !booking) return undefined;
  return bookingDocumentsLink(
    documents,
    booking,
    bookingTemplateFor(booking.serviceType),
    logger,
    now,
  );
}
