/**
 * The document request a booking makes (docs/DOCUMENTS.md#from-a-booking), when the consultation
 * is confirmed (booked on the site, or confirmed by staff after the conflict check), from the
 * checklist its practice area sends with bookings. The confirmation page says what is asked and
 * by when, and that the link is in the e-mail: only e-mails to the booking's address carry a link
 * (booking-documents-email.server.ts, which reads no checklist, so that the compiled server, which
 * sends it, needs none), since whoever books may not own the address
 * (docs/BOOKING.md#an-address-proves-itself). A failure here never fails the booking: the desk can
 * still send the request by hand.
 */
import { describeError, type Logger } from "~/platform/logger.server";
import type { BookingFields } from "./booking-documents-email.server";
import { bookingTemplateFor } from "./checklist-templates";
import { formatDue } from "./document-emails";
import type { DocumentServices } from "./document-service.server";
import type { BookingDocumentsView } from "./document-types";

/**
 * Makes the booking's request if its practice area has a checklist for bookings, and says what it
 * asks for (or what the request it already has asks for), for its confirmation page: no link.
 */
export function bookingDocumentsView(
  documents: Pick<DocumentServices, "requestForBooking"> | undefined,
  booking: BookingFields | undefined,
  logger: Pick<Logger, "error">,
  now = Date.now(),
): BookingDocumentsView | undefined {
  if (!documents || !booking) return undefined;
  try {
    const made = documents.requestForBooking(booking, bookingTemplateFor(booking.serviceType), now);
    return (
      made && {
        title: made.title,
        due: made.dueAt ? formatDue(made.dueAt, booking.visitorTimeZone) : null,
      }
    );
  } catch (error) {
    logger.error("document_booking_request_failed", {
      bookingId: booking.id,
      error: describeError(error),
    });
    return undefined;
  }
}
