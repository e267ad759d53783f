import type { Booking } from "~/db/bookings.server";
import type { BookingMailSettings, ComposeContext } from "./booking-mail.server";

/**
 * Lines other parts of the site add to a booking's confirmation e-mail, after how the consultation
 * happens and before the reschedule and cancel links: for example a link to send the documents the
 * firm asks for before the consultation (docs/BOOKING.md#e-mails-and-invitations). Each returns the
 * lines to add, starting with an empty one, or none.
 */
export type ConfirmationExtra = (
  booking: Booking,
  settings: BookingMailSettings,
  context: Pick<ComposeContext, "now">,
) => string[];

/** The extras, in the order they appear: each added once at start-up by its feature. */
const extras: ConfirmationExtra[] = [];

/** Adds a feature's lines, at start-up (server/main.ts): the documents' link, for one. */
export function addConfirmationExtra(extra: ConfirmationExtra): void {
  if (!extras.includes(extra)) extras.push(extra);
}

export function confirmationExtras(
  booking: Booking,
  settings: BookingMailSettings,
  context: Pick<ComposeContext, "now">,
): string[] {
  return extras.flatMap((extra) => extra(booking, settings, context));
}
