import { bookingAuditSentence, isBookingAuditAction } from "~/booking/booking-audit";
import { engagementAuditSentence, isEngagementAuditAction } from "~/engagement/engagement-audit";
import { intakeAuditSentence, isIntakeAuditAction } from "~/intake/intake-audit";
import type { AuditEntry } from "./desk-types";

const isoDay = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A detail as staff read it: a date stored as 2026-12-01 reads "Dec 1, 2026" (docs/DESK.md). */
function readable(detail: string): string {
  return detail.replace(isoDay, (_, y, m, d) =>
    dayFormat.format(Date.UTC(Number(y), Number(m) - 1, Number(d))),
  );
}

/** One audit entry as a sentence: "Dana Reyes changed #12: New → Contacted". */
export function auditSentence(
  e: Pick<AuditEntry, "staffName" | "action" | "messageId" | "detail">,
): string {
  const who = e.staffName ?? "Someone";
  const ref = e.messageId !== null ? `#${e.messageId}` : "";
  const detail = e.detail ? `: ${readable(e.detail)}` : "";
  if (isBookingAuditAction(e.action))
    return bookingAuditSentence(e.staffName, e.action, ref, e.detail);
  if (isIntakeAuditAction(e.action))
    return intakeAuditSentence(e.staffName, e.action, ref, e.detail);
  if (isEngagementAuditAction(e.action))
    return engagementAuditSentence(e.staffName, e.action, ref, e.detail);
  switch (e.action) {
    case "signed-in":
      return `${who} signed in`;
    case "signed-out":
      return `${who} signed out`;
    case "signed-out-everywhere":
      return `${who} signed out on every device`;
    case "passkey-enrolled":
      return `${who} registered a first passkey from an enrollment link`;
    case "passkey-confirmed":
      return `${who} confirmed it was them with a passkey, to change their passkeys`;
    case "passkey-added":
      return `${who} added a passkey`;
    case "passkey-removed":
      return `${who} removed a passkey`;
    case "turned-off-digest":
      return `${who} turned off their daily e-mail digest`;
    case "turned-on-digest":
      return `${who} turned on their daily e-mail digest`;
    case "viewed-inquiry":
      return `${who} viewed ${ref}`;
    case "changed-status":
      return `${who} changed the status of ${ref}${detail}`;
    case "added-note":
      return `${who} added a note to ${ref}`;
    case "assigned":
      return `${who} assigned ${ref}${detail}`;
    case "retried-delivery":
      return `${who} asked to send the notification of ${ref} again`;
    case "exported-list":
      return `${who} exported the inbox as CSV${detail}`;
    case "exported-access-request":
      return `${who} exported the data held about one e-mail address${detail}`;
    case "deleted-inquiry":
      return `${who} deleted ${ref}${detail}`;
    case "deleted-address":
      return `${who} deleted everything held about one e-mail address${detail}`;
    case "sent-document-request":
      return `${who} asked ${ref} for documents${detail}`;
    case "viewed-document":
      return `${who} viewed a document of ${ref}${detail}`;
    case "downloaded-document":
      return `${who} downloaded a document of ${ref}${detail}`;
    case "accepted-document":
      return `${who} accepted a document of ${ref}${detail}`;
    case "reopened-document":
      return `${who} reopened an accepted document of ${ref}${detail}`;
    case "returned-document":
      return `${who} sent a document of ${ref} back to the client${detail}`;
    case "revoked-document-link":
      return `${who} revoked a document link of ${ref}${detail}`;
    case "renewed-document-link":
      return `${who} sent a new document link for ${ref}${detail}`;
    case "sent-reply":
      return `${who} replied to ${ref}${detail}`;
    case "resent-reply":
      return `${who} sent a reply to ${ref} again${detail}`;
    case "set-follow-up":
      return `${who} set a follow-up for ${ref}${detail}`;
    case "completed-follow-up":
      return `${who} marked the follow-up of ${ref} done`;
    case "settled-conflict":
      return `${who} settled the conflict check of ${ref}${detail}`;
    default:
      return `${who}: ${String(e.action)}${detail}`;
  }
}
