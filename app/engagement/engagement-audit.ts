/**
 * What the desk's audit log says about engagement letters (docs/DESK.md#6-what-the-audit-log-keeps):
 * the inquiry and "letter #N", never the letter's terms. The letter's own audit trail (every step,
 * with addresses and browsers) is its `engagement_events` (docs/ENGAGEMENT.md#the-audit-trail).
 */
export const engagementAuditActions = {
  "prepared-engagement-letter": "prepared an engagement letter for",
  "sent-engagement-letter": "sent an engagement letter to",
  "revoked-engagement-letter": "turned off the engagement letter link of",
  "countersigned-engagement-letter": "countersigned the engagement letter of",
  "downloaded-engagement-letter": "downloaded the signed engagement letter of",
  // The client's steps, on the inquiry's timeline (no staff member: "The client").
  "signed-engagement-letter": "signed the engagement letter of",
  // The site's own steps (docs/ENGAGEMENT.md#reminders): "The client was sent a reminder…".
  "reminded-engagement-letter": "was sent a reminder to sign the engagement letter of",
  "stalled-engagement-letter":
    "flagged for staff (no signature after two reminders) the engagement letter of",
} as const;

export type EngagementAuditAction = keyof typeof engagementAuditActions;

export function isEngagementAuditAction(action: string): action is EngagementAuditAction {
  return Object.hasOwn(engagementAuditActions, action);
}

export function engagementAuditSentence(
  who: string | null,
  action: EngagementAuditAction,
  ref: string,
  detail: string | null,
) {
  const actor =
    who ??
    (action === "signed-engagement-letter" || action === "reminded-engagement-letter"
      ? "The client"
      : action === "stalled-engagement-letter"
        ? "The site"
        : "Someone");
  return `${actor} ${engagementAuditActions[action]} ${ref}${detail ? `: ${detail}` : ""}`;
}
