/**
 * Replies e-mailed to the visitor from the desk (docs/DESK.md#replies), queued for the site's
 * outbox like its other e-mails (app/platform/outbox.server.ts): stored before anything is
 * sent, claimed before each send so it is never sent twice, retried with the outbox's backoff so
 * it is never lost. Queuing the first reply records the inquiry's first reply and moves a New
 * inquiry to Contacted, in the same transaction.
 */
import type { AuditLog } from "./audit-log.server";
import { expectChanges, type SiteDatabase } from "./database.server";
import type { Inquiries } from "./inquiries.server";
import { OutboxTable } from "./outbox-table.server";

/** pending -> sending -> sent; interrupted (cut off by a crash); dropped (cannot be sent). */
export type ReplyStatus = "pending" | "sending" | "sent" | "interrupted" | "dropped";

export interface DeskReply {
  id: number;
  messageId: number;
  staffId: number;
  staffName: string;
  createdAt: number;
  template: string | null;
  fromAddress: string;
  subject: string;
  body: string;
  status: ReplyStatus;
  attempts: number;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
}

export interface NewReply {
  template: string | null;
  fromAddress: string;
  subject: string;
  body: string;
}

const columns = `r.id, r.message_id AS messageId, r.staff_id AS staffId, s.name AS staffName,
  r.created_at AS createdAt, r.template, r.from_address AS fromAddress, r.subject, r.body, r.status,
  r.attempts, r.next_attempt_at AS nextAttemptAt, r.sent_at AS sentAt, r.last_error AS lastError`;

export class DeskReplies {
  private readonly db: SiteDatabase;
  private readonly audit: AuditLog;
  private readonly inquiries: Inquiries;
  /** The outbox's bookkeeping of the replies (claim, sent, retry, drop): app/db/outbox-table. */
  readonly outbox: OutboxTable;

  constructor(db: SiteDatabase, audit: AuditLog, inquiries: Inquiries) {
    this.db = db;
    this.audit = audit;
    this.inquiries = inquiries;
    this.outbox = new OutboxTable(db, "desk_replies");
  }

  private get sql() {
    return this.db.sqlite;
  }

  /**
   * Stores a reply for the outbox to send. The first reply to an inquiry records its first-reply
   * time, and a New inquiry becomes Contacted (docs/DESK.md#statuses). Undefined when the inquiry
   * no longer exists.
   */
  queue(
    messageId: number,
    staffId: number,
    reply: NewReply,
    now = Date.now(),
  ): { id: number; firstReply: boolean } | undefined {
    return this.db.transaction(() => {
      const state = this.sql
        .prepare(
          `SELECT d.status, d.first_reply_at AS firstReplyAt FROM contact_messages m
             JOIN desk_inquiries d ON d.message_id = m.id WHERE m.id = ?`,
        )
        .get(messageId) as { status: string; firstReplyAt: number | null } | undefined;
      if (!state) return undefined;
      const result = this.sql
        .prepare(
          `INSERT INTO desk_replies (message_id, staff_id, created_at, template, from_address, subject, body, status, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
        )
        .run(
          messageId,
          staffId,
          now,
          reply.template,
          reply.fromAddress,
          reply.subject,
          reply.body,
          now,
        );
      expectChanges(result, "store the reply");
      const id = Number(result.lastInsertRowid);
      this.audit.record(staffId, "sent-reply", messageId, `reply ${id}`, now);
      let firstReply = false;
      if (state.status === "new") {
        const moved = this.inquiries.setStatus(messageId, "contacted", staffId, now);
        firstReply = moved.ok && state.firstReplyAt === null;
      } else if (
        state.firstReplyAt === null &&
        (state.status === "contacted" ||
          state.status === "consultation-booked" ||
          state.status === "retained")
      ) {
        // Booked on the site before anyone wrote: this e-mail is the firm's first reply.
        expectChanges(
          this.sql
            .prepare(
              "UPDATE desk_inquiries SET first_reply_at = ? WHERE message_id = ? AND first_reply_at IS NULL",
            )
            .run(now, messageId),
          "record the first reply",
        );
        firstReply = true;
      }
      return { id, firstReply };
    });
  }

  /** An inquiry's replies, oldest first. */
  forInquiry(messageId: number): DeskReply[] {
    return this.sql
      .prepare(
        `SELECT ${columns} FROM desk_replies r JOIN desk_staff s ON s.id = r.staff_id
          WHERE r.message_id = ? ORDER BY r.id`,
      )
      .all(messageId) as DeskReply[];
  }

  get(id: number): DeskReply | undefined {
    return this.sql
      .prepare(
        `SELECT ${columns} FROM desk_replies r JOIN desk_staff s ON s.id = r.staff_id WHERE r.id = ?`,
      )
      .get(id) as DeskReply | undefined;
  }

  /**
   * Puts a reply whose send was cut off (or is still failing) back at the front of the queue, when
   * a person decides to: a reply the SMTP server accepted is never sent again.
   */
  sendAgain(id: number, messageId: number, staffId: number, now = Date.now()): boolean {
    return this.db.transaction(() => {
      const changed = this.outbox.sendAgain(id, now, { column: "message_id", value: messageId });
      if (changed) this.audit.record(staffId, "resent-reply", messageId, `reply ${id}`, now);
      return changed;
    });
  }
}
