/**
 * The proof link in every booking's confirmation e-mail (docs/BOOKING.md#an-address-proves-itself),
 * given to the booking's mail queue when it is opened (app/booking/open-booking.server.ts). Every
 * confirmation carries it in the same words, whether or not the firm already holds anything about
 * the address, so the e-mail tells whoever reads it nothing about anyone. Only the secret's hash is stored; it works once,
 * for addressProofDays.
 */
import { addressProofDays } from "./booking-contract";
import type { ConfirmationExtra } from "./booking-mail.server";

/** Where a proof link's page is: under /booking/, which robots.txt disallows. */
export function addressProofUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/booking/confirm-email/${token}`;
}

export function addressProofConfirmationExtra(
  issue: (bookingId: number) => string,
): ConfirmationExtra {
  return (booking, settings) => [
    "",
    `Please confirm that this e-mail address is yours (the link works once, for ${addressProofDays} days):`,
    `  ${addressProofUrl(settings.siteUrl, issue(booking.id))}`,
  ];
}

/**
 * The same request again in the booking's reminders and its "Moved" e-mail while the booking's
 * address is not yet confirmed: the first link may be lost or past its days, and the practice
 * area's questionnaire waits for it (docs/INTAKE.md#from-a-booking). A fresh secret each time, made
 * when the e-mail is sent, only its hash stored (docs/SECURITY-FINDINGS.md#finding-8); nothing once
 * the address is confirmed.
 */
export function addressProofFollowUpExtra(
  issue: (bookingId: number) => string,
  confirmed: (bookingId: number) => boolean,
): ConfirmationExtra {
  const request = addressProofConfirmationExtra(issue);
  return (booking, settings, context) =>
    confirmed(booking.id) ? [] : request(booking, settings, context);
}
