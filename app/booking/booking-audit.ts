/**
 * What the desk's audit log says about bookings (docs/DESK.md#6-what-the-audit-log-keeps). Each entry names the
 * inquiry the booking belongs to, and says "booking #N" and the time in its detail: never a
 * client's name or other personal data.
 */
export const bookingAuditActions = {
  booked: "booked a consultation for",
  "confirmed-booking": "confirmed, after the conflict check, the consultation of",
  "declined-booking": "declined the consultation of",
  "merged-address": "joined a booking from the same e-mail address to",
  "rescheduled-booking": "moved the consultation of",
  "cancelled-booking": "cancelled the consultation of",
  "marked-attended": "marked as attended the consultation of",
  "marked-no-show": "marked as a no-show the consultation of",
  "blocked-time": "blocked time",
  "unblocked-time": "removed blocked time",
  "created-calendar-feed": "made a new calendar feed address",
  "revoked-calendar-feed": "turned off the calendar feed",
} as const;

export type BookingAuditAction = keyof typeof bookingAuditActions;

export function isBookingAuditAction(action: string): action is BookingAuditAction {
  return Object.hasOwn(bookingAuditActions, action);
}

/** "Dana Reyes moved the consultation of #12: booking #3, from … to …"; the client acting is "The client". */
export function bookingAuditSentence(
  who: string | null,
  action: BookingAuditAction,
  ref: string,
  detail: string | null,
): string {
  const actor = who ?? (action === "booked" ? "The visitor" : "The client");
  const verb = bookingAuditActions[action];
  const target =
    verb.endsWith(" of") || verb.endsWith(" for") || verb.endsWith(" to")
      ? ` ${ref || "a booking"}`
      : "";
  return `${actor} ${verb}${target}${detail ? `: ${detail}` : ""}`;
}
