/**
 * The documents' e-mails (db/migrations/050_documents.sql, 053_document_emails_in_the_outbox.sql):
 * each written into `document_emails` when its event happens and sent by the site's one outbox
 * (./document-mail-queue.server.ts, app/db/outbox-table.server.ts), and the reminders due before
 * a request's due date (docs/DOCUMENTS.md#e-mails). Every write that must happen checks that it did
 * (`expectChanges`, app/db/README.md#writes-that-must-happen).
 */
import { expectChanges, type SiteDatabase } from "~/db/database.server";
import { OutboxTable } from "~/db/outbox-table.server";
import { type DocumentRequest, requestColumns } from "./document-requests.server";

export type DocumentEmailKind =
  | "request"
  | "receipt"
  | "returned"
  | "malware-client"
  | "malware-staff"
  | "reminder";

export interface DocumentEmail {
  id: number;
  requestId: number | null;
  kind: DocumentEmailKind;
  recipient: string;
  subject: string;
  /**
   * As stored: a request's e-mail holds `documentLinkPlaceholder` where its link's secret goes,
   * made only when it is sent (./document-mail-queue.server.ts).
   */
  body: string;
  attempts: number;
  /** The inquiry the request belongs to, and its practice area (null once the request is gone). */
  inquiryId: number | null;
  serviceType: string | null;
}

/** The documents' outbox repository: e-mails and reminders. */
export class DocumentEmails {
  /**
   * The e-mails about documents as a queue of the site's outbox: claimed, sent, retried and dropped
   * by the same code as every other e-mail the site sends (docs/DOCUMENTS.md#e-mails).
   */
  readonly outbox: OutboxTable;
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
    this.outbox = new OutboxTable(db, "document_emails");
  }

  private get sql() {
    return this.db.sqlite;
  }

  queueEmail(email: {
    requestId: number | null;
    kind: DocumentEmailKind;
    recipient: string;
    subject: string;
    body: string;
    now: number;
  }): number {
    const result = this.sql
      .prepare(
        `INSERT INTO document_emails (request_id, kind, recipient, subject, body, next_attempt_at, created_at)
         VALUES (@requestId, @kind, @recipient, @subject, @body, @now, @now)`,
      )
      .run(email);
    expectChanges(result, "queue a document e-mail");
    return Number(result.lastInsertRowid);
  }

  /**
   * Rewrites a receipt still waiting (never tried) with `mail` and holds it until `sendAt`, so files
   * sent together make one receipt; false when there is none to rewrite.
   */
  holdReceipt(requestId: number, mail: { subject: string; body: string }, sendAt: number): boolean {
    return (
      this.sql
        .prepare(
          `UPDATE document_emails SET subject = ?, body = ?, next_attempt_at = ?
           WHERE request_id = ? AND kind = 'receipt' AND status = 'pending' AND attempts = 0`,
        )
        .run(mail.subject, mail.body, sendAt, requestId).changes > 0
    );
  }

  /** One stored e-mail, as the outbox composes it. */
  email(id: number): DocumentEmail | undefined {
    return this.sql
      .prepare(
        `SELECT e.id, e.request_id AS requestId, e.kind, e.recipient, e.subject, e.body, e.attempts,
                r.message_id AS inquiryId, m.service_type AS serviceType
         FROM document_emails e
         LEFT JOIN document_requests r ON r.id = e.request_id
         LEFT JOIN contact_messages m ON m.id = r.message_id
         WHERE e.id = ?`,
      )
      .get(id) as DocumentEmail | undefined;
  }

  emailsForRequest(
    requestId: number,
  ): { kind: DocumentEmailKind; status: string; createdAt: number }[] {
    return this.sql
      .prepare(
        "SELECT kind, status, created_at AS createdAt FROM document_emails WHERE request_id = ? ORDER BY id",
      )
      .all(requestId) as { kind: DocumentEmailKind; status: string; createdAt: number }[];
  }

  // Reminders.

  /**
   * Requests due within the window that still miss something and were not reminded. A request made
   * when its due date was already within the window is not reminded: the e-mail that asked for the
   * documents went out moments before (a consultation booked for tomorrow).
   */
  requestsToRemind(now: number, before: number): DocumentRequest[] {
    return this.sql
      .prepare(
        `SELECT ${requestColumns("r")} FROM document_requests r
         WHERE r.revoked_at IS NULL AND r.expires_at > @now AND r.reminded_at IS NULL
           AND r.due_at IS NOT NULL AND r.due_at > @now AND r.due_at <= @before
           AND r.due_at - r.created_at > @before - @now
           AND EXISTS (SELECT 1 FROM document_request_items i WHERE i.request_id = r.id
                       AND i.optional = 0 AND i.state IN ('missing', 'returned'))`,
      )
      .all({ now, before }) as DocumentRequest[];
  }

  markReminded(id: number, now: number): void {
    expectChanges(
      this.sql.prepare("UPDATE document_requests SET reminded_at = ? WHERE id = ?").run(now, id),
      "mark a request reminded",
    );
  }
}
