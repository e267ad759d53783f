/**
 * Replies e-mailed to the visitor from the desk (docs/DESK.md#replies), queued for the site's
 * outbox like its other e-mails (app/contact/contact-outbox.server.ts): stored before anything is
 * sent, claimed before each send so it is never sent twice, retried with the outbox's backoff so
 * it is never lost. Queuing the first reply records the inquiry's first reply and moves a New
 * inquiry to Contacted, in the same transaction.
 */
import type { AuditLog } from "./audit-log.server";
import { expectChanges, type SiteDatabase } from "./database.server";
import type { Inquiries } from "./inquiries.server";

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

  constructor(db: SiteDatabase, audit: AuditLog, inquiries: Inquiries) {
    this.db = db;
    this.audit = audit;
    this.inquiries = inquiries;
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
      const changed =
        this.sql
          .prepare(
            "UPDATE desk_replies SET status = 'pending', next_attempt_at = ? WHERE id = ? AND message_id = ? AND status IN ('pending', 'interrupted')",
          )
          .run(now, id, messageId).changes === 1;
      if (changed) this.audit.record(staffId, "resent-reply", messageId, `reply ${id}`, now);
      return changed;
    });
  }

  // ---------------------------------------------------------------- the outbox's queue

  markInterrupted(): number {
    return this.sql
      .prepare(
        "UPDATE desk_replies SET status = 'interrupted', last_error = 'interrupted while sending' WHERE status = 'sending'",
      )
      .run().changes;
  }

  nextDueAt(): number | null {
    const row = this.sql
      .prepare("SELECT MIN(next_attempt_at) AS at FROM desk_replies WHERE status = 'pending'")
      .get() as { at: number | null };
    return row.at;
  }

  due(now: number, limit = 20): number[] {
    return (
      this.sql
        .prepare(
          "SELECT id FROM desk_replies WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
        )
        .all(now, limit) as { id: number }[]
    ).map((r) => r.id);
  }

  /** Pending to sending, once (any process); the attempt number, or null when not there to claim. */
  claim(id: number, now: number): number | null {
    return this.db.transaction(() => {
      const claimed = this.sql
        .prepare(
          "UPDATE desk_replies SET status = 'sending', claimed_at = ?, attempts = attempts + 1 WHERE id = ? AND status = 'pending' AND next_attempt_at <= ?",
        )
        .run(now, id, now);
      if (claimed.changes !== 1) return null;
      return (
        this.sql.prepare("SELECT attempts FROM desk_replies WHERE id = ?").get(id) as {
          attempts: number;
        }
      ).attempts;
    });
  }

  markSent(id: number, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "UPDATE desk_replies SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND status = 'sending'",
        )
        .run(now, id),
      `record reply ${id} as sent`,
    );
  }

  markFailed(id: number, reason: string, retryAt: number): void {
    this.sql
      .prepare(
        "UPDATE desk_replies SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'sending'",
      )
      .run(retryAt, reason.slice(0, 200), id);
  }

  /** A reply that cannot be sent at all (its address is not usable): kept, marked, never sent. */
  drop(id: number, reason: string): void {
    this.sql
      .prepare(
        "UPDATE desk_replies SET status = 'dropped', last_error = ? WHERE id = ? AND status IN ('pending', 'sending')",
      )
      .run(reason.slice(0, 200), id);
  }
}
