/**
 * The questionnaire offered from a booking's confirmation (docs/INTAKE.md#from-a-booking): once the
 * visitor proved the booking's e-mail address (docs/BOOKING.md#an-address-proves-itself: an address
 * typed into a form is not an identity, so nothing is offered before), a booking for a practice
 * area with a questionnaire gets it for its own inquiry, e-mailed to the proven address, and the
 * page that confirmed the address links to it.
 */
import type { AppLoadContext } from "react-router";
import { hashSecretToken, looksLikeSecretToken } from "~/booking/booking-token.server";
import { questionnaires } from "./questionnaires";

export interface BookingQuestionnaireOffer {
  title: string;
  /** The client's page, `/questionnaire/<token>`; none when it was offered before. */
  href: string | null;
}

/** The questionnaire of a practice area: the first of its files (docs/INTAKE.md). */
export function questionnaireForArea(serviceType: string | null) {
  return questionnaires.find((q) => q.practiceArea === serviceType);
}

export function offerBookingQuestionnaire(
  context: AppLoadContext,
  bookingId: number,
): BookingQuestionnaireOffer | null {
  const intake = context.intake;
  const booking = context.booking?.service.bookings.get(bookingId);
  if (!intake || !booking) return null;
  // Only for a consultation that will happen.
  if (booking.status !== "confirmed" && booking.status !== "held") return null;
  const chosen = questionnaireForArea(booking.serviceType);
  if (!chosen) return null;
  const offer = intake.offerForBooking({ messageId: booking.messageId, questionnaire: chosen });
  if (!offer) return null;
  if (offer.kind === "already") return { title: chosen.title, href: null };
  return { title: chosen.title, href: new URL(offer.link).pathname };
}

/**
 * The confirming page opened again after the address was confirmed (a reload, the link followed a
 * second time): the questionnaire the confirmation sent, named without a link (only the link's hash
 * is kept), so the page still says where to find it. Null when none was sent or it is no longer
 * working.
 */
export function questionnaireSentOnProof(
  context: AppLoadContext,
  token: string | undefined,
): BookingQuestionnaireOffer | null {
  const service = context.booking?.service;
  const intake = context.intake;
  if (!service || !intake || !looksLikeSecretToken(token)) return null;
  const bookingId = service.bookings.addresses.usedAddressProofBooking(
    hashSecretToken(token),
    Date.now(),
  );
  const booking = bookingId === undefined ? undefined : service.bookings.get(bookingId);
  const chosen = booking && questionnaireForArea(booking.serviceType);
  if (!booking || !chosen || !intake.hasQuestionnaire(booking.messageId, chosen.id)) return null;
  return { title: chosen.title, href: null };
}
