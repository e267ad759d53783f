/**
 * Document requests (db/migrations/050_documents.sql, 051_document_booking_links.sql): each
 * request made from a checklist for an inquiry, with its checklist items as sent, its link (only
 * the SHA-256 of each token is kept) and the further links a booking gives (docs/DOCUMENTS.md#the-link),
 * and the desk's list of what is still missing. Every write that must happen checks that it did
 * (`expectChanges`, app/db/README.md#writes-that-must-happen).
 */
import { createHash } from "node:crypto";
import { ContactMessages, type InquiryContact } from "~/db/contact-messages.server";
import { expectChanges, type SiteDatabase } from "~/db/database.server";

export interface DocumentRequest {
  id: number;
  messageId: number;
  template: string;
  title: string;
  intro: string | null;
  createdAt: number;
  createdBy: number | null;
  dueAt: number | null;
  expiresAt: number;
  revokedAt: number | null;
  remindedAt: number | null;
}

/** The SHA-256 of a link token: the database never holds a usable link. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A request's columns as `DocumentRequest` names them, optionally of table alias `t`. */
export const requestColumns = (t = "") =>
  [
    "id",
    "message_id AS messageId",
    "template",
    "title",
    "intro",
    "created_at AS createdAt",
    "created_by AS createdBy",
    "due_at AS dueAt",
    "expires_at AS expiresAt",
    "revoked_at AS revokedAt",
    "reminded_at AS remindedAt",
  ]
    .map((c) => `${t ? `${t}.` : ""}${c}`)
    .join(", ");

/** The requests repository: requests, their links and the desk's view across inquiries. */
export class DocumentRequests {
  private readonly db: SiteDatabase;
  private readonly messages: ContactMessages;

  constructor(db: SiteDatabase) {
    this.db = db;
    this.messages = new ContactMessages(db);
  }

  private get sql() {
    return this.db.sqlite;
  }

  // Inquiries.

  /** The inquiry a request is for: whom its e-mails address (the messages repository's lookup). */
  inquiry(messageId: number): InquiryContact | undefined {
    return this.messages.contact(messageId);
  }

  /**
   * Whom a request's page and e-mails address: for a booking's request, the name and address that
   * booking's visitor typed, even once staff have joined it to an earlier inquiry of the same
   * address (docs/DOCUMENTS.md#from-a-booking); otherwise the inquiry's.
   */
  addressee(requestId: number): { firstName: string; email: string } | undefined {
    return this.sql
      .prepare(
        `SELECT COALESCE(b.first_name, m.first_name) AS firstName, COALESCE(b.email, m.email) AS email
           FROM document_requests r JOIN contact_messages m ON m.id = r.message_id
           LEFT JOIN bookings b ON b.id = r.booking_id
          WHERE r.id = ?`,
      )
      .get(requestId) as { firstName: string; email: string } | undefined;
  }

  // Requests and their links.

  createRequest(input: {
    messageId: number;
    template: string;
    title: string;
    intro: string;
    tokenHash: string;
    createdAt: number;
    createdBy: number | null;
    dueAt: number | null;
    expiresAt: number;
    items: { label: string; hint?: string; optional?: boolean }[];
    /** The booking that made the request, if one did. */
    bookingId?: number | null;
    /** A booking's request: its checklist's hours before the consultation (migration 081). */
    dueBeforeHours?: number | null;
  }): number {
    const { items: _items, ...row } = input;
    const result = this.sql
      .prepare(
        `INSERT INTO document_requests
           (message_id, template, title, intro, token_hash, created_at, created_by, due_at, expires_at,
            booking_id, due_before_hours)
         VALUES (@messageId, @template, @title, @intro, @tokenHash, @createdAt, @createdBy, @dueAt,
            @expiresAt, @bookingId, @dueBeforeHours)`,
      )
      .run({
        ...row,
        bookingId: row.bookingId ?? null,
        dueBeforeHours: row.dueBeforeHours ?? null,
      });
    expectChanges(result, "create a document request");
    const requestId = Number(result.lastInsertRowid);
    const insert = this.sql.prepare(
      `INSERT INTO document_request_items (request_id, position, label, hint, optional)
       VALUES (?, ?, ?, ?, ?)`,
    );
    input.items.forEach((item, position) => {
      expectChanges(
        insert.run(requestId, position, item.label, item.hint ?? null, item.optional ? 1 : 0),
        "add a checklist item",
      );
    });
    return requestId;
  }

  request(id: number): DocumentRequest | undefined {
    return this.sql
      .prepare(`SELECT ${requestColumns()} FROM document_requests WHERE id = ?`)
      .get(id) as DocumentRequest | undefined;
  }

  /** The request a link opens: none when unknown, revoked or expired. */
  requestByToken(token: string, now: number): DocumentRequest | undefined {
    const hash = tokenHash(token);
    return this.sql
      .prepare(
        `SELECT ${requestColumns()} FROM document_requests
         WHERE (token_hash = ? OR id = (SELECT request_id FROM document_request_links WHERE token_hash = ?))
           AND revoked_at IS NULL AND expires_at > ?`,
      )
      .get(hash, hash, now) as DocumentRequest | undefined;
  }

  /**
   * The time zone the client booked in, for a request a booking made (its times are then written
   * on the client's clock with Toronto's beside them); null otherwise.
   */
  clientTimeZone(requestId: number): string | null {
    const row = this.sql
      .prepare(
        `SELECT b.visitor_time_zone AS tz FROM document_requests r
         JOIN bookings b ON b.id = r.booking_id WHERE r.id = ?`,
      )
      .get(requestId) as { tz: string | null } | undefined;
    return row?.tz ?? null;
  }

  /** The request a booking made, if it made one. */
  requestForBooking(bookingId: number): DocumentRequest | undefined {
    return this.sql
      .prepare(`SELECT ${requestColumns()} FROM document_requests WHERE booking_id = ?`)
      .get(bookingId) as DocumentRequest | undefined;
  }

  /**
   * A booking's request that is still live, with the hours before the consultation its checklist
   * asks for (migration 081), to count its due date again when the consultation moves; none for a
   * request without them.
   */
  dueRuleForBooking(bookingId: number): { id: number; dueBeforeHours: number } | undefined {
    return this.sql
      .prepare(
        `SELECT id, due_before_hours AS dueBeforeHours
           FROM document_requests
          WHERE booking_id = ? AND revoked_at IS NULL AND due_before_hours IS NOT NULL`,
      )
      .get(bookingId) as ReturnType<DocumentRequests["dueRuleForBooking"]>;
  }

  /** A request's new due date (null: none), its links working at least until `expiresAt`. */
  setDue(id: number, dueAt: number | null, expiresAt: number): void {
    expectChanges(
      this.sql
        .prepare(
          "UPDATE document_requests SET due_at = ?, expires_at = MAX(expires_at, ?) WHERE id = ?",
        )
        .run(dueAt, expiresAt, id),
      "set a request's due date",
    );
  }

  /** The request an upload belongs to. */
  requestOfItem(itemId: number): DocumentRequest | undefined {
    return this.sql
      .prepare(
        `SELECT ${requestColumns("r")} FROM document_requests r
         JOIN document_request_items i ON i.request_id = r.id WHERE i.id = ?`,
      )
      .get(itemId) as DocumentRequest | undefined;
  }

  /** One more link to a request (a booking e-mail's), besides its main one: only its hash. */
  addLink(requestId: number, hash: string, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "INSERT INTO document_request_links (token_hash, request_id, created_at) VALUES (?, ?, ?)",
        )
        .run(hash, requestId, now),
      "add a link to a request",
    );
  }

  /** Keeps a request's links working at least until `expiresAt`. */
  extendLink(id: number, expiresAt: number): void {
    this.sql
      .prepare("UPDATE document_requests SET expires_at = MAX(expires_at, ?) WHERE id = ?")
      .run(expiresAt, id);
  }

  requestsForInquiry(messageId: number): DocumentRequest[] {
    return this.sql
      .prepare(
        `SELECT ${requestColumns()} FROM document_requests WHERE message_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .all(messageId) as DocumentRequest[];
  }

  revokeRequest(id: number, now: number): boolean {
    return (
      this.sql
        .prepare("UPDATE document_requests SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL")
        .run(now, id).changes === 1
    );
  }

  /** A new link for a request (the old one stops working): only its hash is stored. */
  replaceToken(id: number, hash: string, expiresAt: number): void {
    // Every other link to it stops working too.
    this.sql.prepare("DELETE FROM document_request_links WHERE request_id = ?").run(id);
    expectChanges(
      this.sql
        .prepare(
          "UPDATE document_requests SET token_hash = ?, expires_at = ?, revoked_at = NULL WHERE id = ?",
        )
        .run(hash, expiresAt, id),
      "replace a request's link",
    );
  }

  // The desk's views.

  /** Open requests with items still missing or sent back, soonest due first. */
  missingAcrossInquiries(now: number): {
    requestId: number;
    messageId: number;
    title: string;
    dueAt: number | null;
    firstName: string;
    lastName: string;
    missing: number;
    returned: number;
    received: number;
    total: number;
  }[] {
    return this.sql
      .prepare(
        `SELECT r.id AS requestId, r.message_id AS messageId, r.title, r.due_at AS dueAt,
                m.first_name AS firstName, m.last_name AS lastName,
                sum(i.state = 'missing' AND i.optional = 0) AS missing,
                sum(i.state = 'returned') AS returned,
                sum(i.state = 'received') AS received,
                count(*) AS total
         FROM document_requests r
         JOIN contact_messages m ON m.id = r.message_id
         JOIN document_request_items i ON i.request_id = r.id
         WHERE r.revoked_at IS NULL AND r.expires_at > ?
         GROUP BY r.id
         HAVING missing > 0 OR returned > 0 OR received > 0
         ORDER BY r.due_at IS NULL, r.due_at, r.created_at`,
      )
      .all(now) as ReturnType<DocumentRequests["missingAcrossInquiries"]>;
  }
}
