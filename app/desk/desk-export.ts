/**
 * The desk's exports: the inbox list as CSV, and everything held about one e-mail address as JSON
 * or CSV for an access request (PIPEDA, Schedule 1, Principle 4.9).
 */
import type { AccessRequestBooking } from "~/booking/desk-bookings.server";
import type { DocumentRetention } from "~/documents/document-retention.server";
import { toCsvDocument } from "~/lib/domain/csv";
import { areaLabel, referralLabel } from "./desk-labels";
import type { InquiryDetail, InquiryListItem } from "./desk-types";
import { statusLabel } from "./inquiry-status";

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : "");

export function inquiryListCsv(items: readonly InquiryListItem[]): string {
  return toCsvDocument(
    [
      "id",
      "received_at",
      "first_name",
      "last_name",
      "email",
      "practice_area",
      "heard_of_us",
      "status",
      "first_reply_at",
      "assigned_to",
      "suspected_spam",
    ],
    items.map((i) => [
      i.id,
      iso(i.receivedAt),
      i.firstName,
      i.lastName,
      i.email,
      areaLabel(i.serviceType),
      referralLabel(i.referralSource, i.referralOther),
      statusLabel(i.status),
      iso(i.firstReplyAt),
      i.assignedTo?.name ?? "",
      i.suspectedSpam ? "yes" : "",
    ]),
  );
}

/** The document requests of the inquiries exported, with the files received (docs/DOCUMENTS.md). */
export type ExportedDocuments = ReturnType<DocumentRetention["exportForInquiries"]>;

function documentsOf(documents: ExportedDocuments, messageId: number) {
  return documents
    .filter((r) => r.messageId === messageId)
    .map((r) => ({
      title: r.title,
      sentAt: iso(r.sentAt),
      dueAt: iso(r.dueAt) || null,
      items: r.items.map((i) => ({
        item: i.label,
        state: i.state,
        ...(i.returnReason ? { sentBackBecause: i.returnReason } : {}),
        files: i.files.map((f) => ({
          name: f.name,
          type: f.type,
          bytes: f.bytes,
          receivedAt: iso(f.receivedAt),
          malwareScan: f.scan,
        })),
      })),
    }));
}

/** An inquiry's document requests in one CSV cell: each item, its state and the files received. */
function documentsCell(documents: ExportedDocuments, messageId: number): string {
  return documentsOf(documents, messageId)
    .flatMap((r) =>
      r.items.map(
        (item) =>
          `${r.title}: ${item.item} (${item.state})${item.files.length ? `: ${item.files.map((f) => `${f.name} (${f.receivedAt})`).join(", ")}` : ""}`,
      ),
    )
    .join("\n");
}

/**
 * The access-request export: what the person sent, what the firm recorded about it, notes, the
 * consultations they booked (docs/BOOKING.md#privacy), and the documents they sent through a
 * request's link (docs/DOCUMENTS.md#retention: each file by name, type, size and date; the files
 * themselves are downloaded from the desk, where every download is audited).
 */
export function accessRequestJson(
  email: string,
  inquiries: readonly InquiryDetail[],
  exportedAt: number,
  consultations: readonly AccessRequestBooking[] = [],
  documents: ExportedDocuments = [],
) {
  return {
    exportedAt: iso(exportedAt),
    emailAddress: email,
    about:
      "Everything the firm's website inquiry system holds about this e-mail address: each message as sent, when it arrived, how the firm handled it, staff notes, each consultation booked, and the documents sent through the firm's document requests (listed by file; the files themselves are provided on request).",
    inquiries: inquiries.map((i) => ({
      reference: i.id,
      receivedAt: iso(i.receivedAt),
      firstName: i.firstName,
      lastName: i.lastName,
      email: i.email,
      phone: i.phone,
      practiceArea: areaLabel(i.serviceType),
      heardOfUs: referralLabel(i.referralSource, i.referralOther),
      message: i.message,
      ...(Object.keys(i.intake).length ? { intake: i.intake } : {}),
      status: statusLabel(i.status),
      firstReplyAt: iso(i.firstReplyAt) || null,
      assignedTo: i.assignedTo?.name ?? null,
      notificationEmail: i.delivery
        ? {
            status: i.delivery.status,
            attempts: i.delivery.attempts,
            sentAt: iso(i.delivery.sentAt) || null,
          }
        : null,
      notes: i.notesList.map((n) => ({ at: iso(n.createdAt), by: n.staffName, note: n.body })),
      documentRequests: documentsOf(documents, i.id),
    })),
    consultations,
  };
}

/** A consultation in one CSV cell: when, how, what became of it, and what the person typed. */
function consultationCell(c: AccessRequestBooking): string {
  return [
    `${c.reference}: ${c.consultation}, ${c.when}, ${c.how} with ${c.lawyer}, ${c.status}`,
    `booked ${c.bookedAt} by ${c.firstName} ${c.lastName} <${c.email}>${c.phone ? `, ${c.phone}` : ""}`,
    c.note ? `note: ${c.note}` : "",
    c.otherPeopleInvolved ? `other people involved: ${c.otherPeopleInvolved}` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function accessRequestCsv(
  inquiries: readonly InquiryDetail[],
  consultations: readonly AccessRequestBooking[] = [],
  documents: ExportedDocuments = [],
): string {
  const cell = (list: readonly AccessRequestBooking[]) => list.map(consultationCell).join("\n");
  // A consultation sits on its inquiry's row; one whose inquiry is not listed gets a row of its own.
  const ids = new Set(inquiries.map((i) => i.id));
  const alone = consultations.filter((c) => !ids.has(c.inquiry));
  return toCsvDocument(
    [
      "reference",
      "received_at",
      "first_name",
      "last_name",
      "email",
      "phone",
      "practice_area",
      "heard_of_us",
      "message",
      "status",
      "first_reply_at",
      "assigned_to",
      "notes",
      "documents",
      "consultations",
    ],
    [
      ...inquiries.map((i) => [
        i.id,
        iso(i.receivedAt),
        i.firstName,
        i.lastName,
        i.email,
        i.phone,
        areaLabel(i.serviceType),
        referralLabel(i.referralSource, i.referralOther),
        i.message,
        statusLabel(i.status),
        iso(i.firstReplyAt),
        i.assignedTo?.name ?? "",
        i.notesList.map((n) => `${iso(n.createdAt)} ${n.staffName}: ${n.body}`).join("\n"),
        documentsCell(documents, i.id),
        cell(consultations.filter((c) => c.inquiry === i.id)),
      ]),
      ...alone.map((c) => [
        c.reference,
        c.bookedAt ?? "",
        c.firstName,
        c.lastName,
        c.email,
        c.phone,
        c.practiceArea,
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        cell([c]),
      ]),
    ],
  );
}

/** A download response that no cache keeps. */
export function download(body: string, filename: string, type: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
