/**
 * One table of e-mails the site's outbox sends (app/platform/outbox.server.ts): the desk's
 * replies, the daily digests, the booking e-mails and the documents' e-mails share this bookkeeping
 * instead of each carrying a copy. Every such table has the same columns (migrations 030, 040 and
 * 053): status pending -> sending -> sent, 'interrupted' when a crash cut a send off (never sent
 * again on its own), 'dropped' when it cannot be sent at all; attempts, next_attempt_at,
 * claimed_at, sent_at, last_error (an SMTP error class, never content).
 *
 * - stored first: a row exists (pending) before anything is sent;
 * - never sent twice: `claim` moves pending to sending in a transaction whose failed COMMIT throws,
 *   and `markInterrupted` (at start-up) never puts a 'sending' row back in the queue;
 * - never lost: a failed send goes back to pending with the outbox's backoff (`markFailed`).
 */
import type { OutboxQueue } from "~/platform/outbox.server";
import { expectChanges, type SiteDatabase } from "./database.server";

/** The tables laid out for the outbox (a fixed list: the name is put into SQL). */
export type OutboxTableName =
  | "contact_outbox"
  | "contact_acknowledgements"
  | "desk_replies"
  | "desk_digests"
  | "booking_emails"
  | "document_emails"
  | "intake_emails"
  | "engagement_emails";

/**
 * The column that names a row: `id`, or `message_id` for the contact form's two queues, which
 * hold at most one e-mail per message (the firm's notification, the visitor's acknowledgement).
 */
export type OutboxKey = "id" | "message_id";

export class OutboxTable {
  private readonly db: SiteDatabase;
  readonly table: OutboxTableName;
  readonly key: OutboxKey;

  constructor(db: SiteDatabase, table: OutboxTableName, key: OutboxKey = "id") {
    this.db = db;
    this.table = table;
    this.key = key;
  }

  private get sql() {
    return this.db.sqlite;
  }

  /** At start-up: rows left 'sending' by a crash become 'interrupted', never sent again. */
  markInterrupted(): number {
    return this.sql
      .prepare(
        `UPDATE ${this.table} SET status = 'interrupted', last_error = 'interrupted while sending' WHERE status = 'sending'`,
      )
      .run().changes;
  }

  /** When the next pending row is due, or null when none waits. */
  nextDueAt(): number | null {
    return (
      this.sql
        .prepare(`SELECT MIN(next_attempt_at) AS at FROM ${this.table} WHERE status = 'pending'`)
        .get() as { at: number | null }
    ).at;
  }

  /** The pending rows due at `now`, oldest due first. */
  due(now: number, limit = 20): number[] {
    return (
      this.sql
        .prepare(
          `SELECT ${this.key} AS id FROM ${this.table} WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, ${this.key} LIMIT ?`,
        )
        .all(now, limit) as { id: number }[]
    ).map((r) => r.id);
  }

  /** Pending to sending, once (any process); the attempt number, or null when not there to claim. */
  claim(id: number, now: number): number | null {
    return this.db.transaction(() => {
      const claimed = this.sql
        .prepare(
          `UPDATE ${this.table} SET status = 'sending', claimed_at = ?, attempts = attempts + 1 WHERE ${this.key} = ? AND status = 'pending' AND next_attempt_at <= ?`,
        )
        .run(now, id, now);
      if (claimed.changes !== 1) return null;
      return (
        this.sql.prepare(`SELECT attempts FROM ${this.table} WHERE ${this.key} = ?`).get(id) as {
          attempts: number;
        }
      ).attempts;
    });
  }

  /**
   * The row's Message-ID: the one it was first composed with, or `make()`'s, stored now. A retry
   * sends the same e-mail again, so it keeps the same Message-ID (docs/STANDARDS.md#e-mail).
   */
  assignMessageId(id: number, make: () => string): string {
    this.sql
      .prepare(
        `UPDATE ${this.table} SET mail_message_id = ? WHERE ${this.key} = ? AND mail_message_id IS NULL`,
      )
      .run(make(), id);
    const row = this.sql
      .prepare(`SELECT mail_message_id AS mid FROM ${this.table} WHERE ${this.key} = ?`)
      .get(id) as { mid: string | null } | undefined;
    if (!row?.mid) throw new Error(`${this.table} ${id} has no Message-ID`);
    return row.mid;
  }

  /** The SMTP server took it: sent, for good. */
  markSent(id: number, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          `UPDATE ${this.table} SET status = 'sent', sent_at = ?, last_error = NULL WHERE ${this.key} = ? AND status = 'sending'`,
        )
        .run(now, id),
      `record ${this.table} ${id} as sent`,
    );
  }

  /**
   * Sending failed: back in the queue, to be tried again at `retryAt`. False when the row was no
   * longer 'sending' (deleted meanwhile by a privacy request or retention, or marked interrupted by
   * another process): nothing to retry then. A failed write throws.
   */
  markFailed(id: number, reason: string, retryAt: number): boolean {
    return (
      this.sql
        .prepare(
          `UPDATE ${this.table} SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE ${this.key} = ? AND status = 'sending'`,
        )
        .run(retryAt, reason.slice(0, 200), id).changes === 1
    );
  }

  /** Cannot be sent at all: kept, marked with the reason, never sent. */
  drop(id: number, reason: string): boolean {
    return (
      this.sql
        .prepare(
          `UPDATE ${this.table} SET status = 'dropped', last_error = ? WHERE ${this.key} = ? AND status IN ('pending', 'sending')`,
        )
        .run(reason.slice(0, 200), id).changes === 1
    );
  }

  /**
   * Puts a row back at the front of the queue when a person decides to (an interrupted send, or
   * one still failing); a row the SMTP server accepted is never sent again. `where` narrows it
   * further (e.g. to one inquiry's rows). True when it was put back.
   */
  sendAgain(id: number, now: number, where?: { column: "message_id"; value: number }): boolean {
    const narrow = where ? `AND ${where.column} = ?` : "";
    return (
      this.sql
        .prepare(
          `UPDATE ${this.table} SET status = 'pending', next_attempt_at = ? WHERE ${this.key} = ? ${narrow} AND status IN ('pending', 'interrupted')`,
        )
        .run(now, id, ...(where ? [where.value] : [])).changes === 1
    );
  }
}

/**
 * A table as one of the outbox's queues: its bookkeeping from the table, and `compose`, the e-mail
 * of one row (or why it is dropped instead), from the caller.
 */
export function outboxQueue(
  name: string,
  table: OutboxTable,
  compose: OutboxQueue["compose"],
): OutboxQueue {
  return {
    name,
    markInterrupted: () => table.markInterrupted(),
    nextDueAt: () => table.nextDueAt(),
    due: (at) => table.due(at),
    claim: (id, at) => table.claim(id, at),
    compose,
    markSent: (id, at) => table.markSent(id, at),
    markFailed: (id, reason, retryAt) => table.markFailed(id, reason, retryAt),
    drop: (id, reason) => table.drop(id, reason),
  };
}
