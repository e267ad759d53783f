/**
 * What the lead desk's store hands to its routes (plain data, safe to serialise to the browser of
 * a signed-in staff member).
 */
import type { BookingAuditAction } from "~/booking/booking-audit";
import type { DeliveryStatus } from "~/db/contact-messages.server";
import type { EngagementAuditAction } from "~/engagement/engagement-audit";
import type { IntakeAuditAction } from "~/intake/intake-audit";
import type { InquiryStatus } from "./inquiry-status";

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  createdAt: number;
  disabledAt: number | null;
}

export interface StaffWithPasskeys extends StaffMember {
  passkeys: number;
  lastSignInAt: number | null;
  /** The lawyers (keys, comma-separated) whose calendar feed this account made, or null. */
  feeds: string | null;
}

export interface Passkey {
  id: string;
  createdAt: number;
  lastUsedAt: number | null;
  deviceType: string;
  backedUp: boolean;
}

export interface DeskSession {
  staff: StaffMember;
  /** SHA-256 of the session id (the cookie holds the id itself). */
  idHash: string;
  createdAt: number;
  lastSeenAt: number;
}

export type StatusFilter = "open" | "all" | InquiryStatus;

export interface InquiryFilters {
  status: StatusFilter;
  area?: string;
  source?: string;
  /** Toronto dates, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  q?: string;
  /** Only these inquiries (the inbox's own selection, for its export). */
  ids?: readonly number[];
}

export interface InquiryListItem {
  id: number;
  receivedAt: number;
  firstName: string;
  lastName: string;
  email: string;
  serviceType: string | null;
  referralSource: string | null;
  referralOther: string | null;
  status: InquiryStatus;
  firstReplyAt: number | null;
  assignedTo: { id: number; name: string } | null;
  suspectedSpam: boolean;
  notes: number;
}

export interface InquiryNote {
  id: number;
  createdAt: number;
  staffName: string;
  body: string;
}

/** Intake answers stored with newer messages; absent on older ones or before they exist. */
export interface IntakeFields {
  conflictNames?: string | null;
  keyDate?: string | null;
  consentAt?: number | null;
  consentText?: string | null;
}

export interface InquiryDetail extends InquiryListItem {
  phone: string | null;
  message: string;
  statusChangedAt: number | null;
  intake: IntakeFields;
  /** The notification e-mail; null when none was queued (a message kept as suspected spam). */
  delivery: {
    status: DeliveryStatus;
    attempts: number;
    sentAt: number | null;
    nextAttemptAt: number;
    lastError: string | null;
  } | null;
  notesList: InquiryNote[];
}

export type AuditAction =
  | "signed-in"
  | "signed-out"
  | "signed-out-everywhere"
  | "passkey-enrolled"
  | "passkey-confirmed"
  | "passkey-added"
  | "passkey-removed"
  | "viewed-inquiry"
  | "changed-status"
  | "added-note"
  | "assigned"
  | "retried-delivery"
  | "exported-list"
  | "exported-access-request"
  | "deleted-inquiry"
  | "deleted-address"
  | "sent-reply"
  | "resent-reply"
  | "set-follow-up"
  | "completed-follow-up"
  // The daily digest, each person's own setting (docs/DESK.md#the-daily-digest).
  | "turned-off-digest"
  | "turned-on-digest"
  // The conflict check on an inquiry (docs/DESK.md#the-conflict-check).
  | "settled-conflict"
  | BookingAuditAction
  | IntakeAuditAction
  | EngagementAuditAction
  // Documents (docs/DOCUMENTS.md#in-the-desk).
  | "sent-document-request"
  | "viewed-document"
  | "downloaded-document"
  | "accepted-document"
  | "reopened-document"
  | "returned-document"
  | "revoked-document-link"
  | "renewed-document-link";

export interface AuditEntry {
  id: number;
  at: number;
  staffName: string | null;
  action: AuditAction;
  messageId: number | null;
  detail: string | null;
  /** False once the inquiry was deleted (by staff or by retention). */
  inquiryExists: boolean;
}
