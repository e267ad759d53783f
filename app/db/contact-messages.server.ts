/**
 * Contact messages and the two e-mails queued for each (docs/CONTACT-INBOX.md): the firm's
 * notification (`contact_outbox`) and the visitor's acknowledgement (`contact_acknowledgements`).
 * Every method is synchronous, so a message is committed to disk before the caller tells the
 * visitor; every write that must happen checks that it did (app/db/README.md#writes-that-must-happen).
 */
import { createHash } from "node:crypto";
import type { BotSignal, ContactMessage } from "~/contact/contact-schema";
import { expectChanges, type SiteDatabase } from "./database.server";
import { InquiryConflicts } from "./inquiry-conflicts.server";
import { OutboxTable } from "./outbox-table.server";

export type DeliveryStatus = "pending" | "sending" | "sent" | "interrupted";
/** The visitor's acknowledgement: like a notification, or 'dropped' (never sent; see its error). */
export type AcknowledgementStatus = DeliveryStatus | "dropped";

/** At most one acknowledgement per address within this window (docs/CONTACT-INBOX.md). */
export const ACKNOWLEDGEMENT_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The key of the daily cap: a SHA-256 of the trimmed, lower-cased address, so the acknowledgement
 * queue never holds a second copy of it.
 */
export function recipientHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");
}

export interface StoredMessage {
  id: number;
  receivedAt: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  serviceType: string | null;
  message: string;
  referralSource: string | null;
  referralOther: string | null;
  /** Why it looks automated; such a message is kept but never e-mailed (no delivery status). */
  suspectedSpam: BotSignal | null;
  /** Null for suspected spam, which is never queued for e-mail. */
  status: DeliveryStatus | null;
  attempts: number;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
  /**
   * Added by migration 005. Null in messages stored before it, and (absent) in code that predates
   * it: "Other people involved" and "Any key date", as typed, or null when not given.
   */
  otherParties?: string | null;
  keyDate?: string | null;
  /** The consent wording ticked (contact-schema.ts, consentWordings) and when; null before 005. */
  consentTextVersion?: string | null;
  consentAt?: number | null;
  /** The acknowledgement to the visitor, or null when none was queued (spam, off, capped, older). */
  acknowledgement?: AcknowledgementStatus | null;
  acknowledgementSentAt?: number | null;
  acknowledgementError?: string | null;
}

export interface SaveOptions {
  suspectedSpam?: BotSignal;
  /**
   * Queue an acknowledgement e-mail to the visitor (ACK_EMAILS=on). Never for suspected spam, and
   * not when the same address was acknowledged or queued within ACKNOWLEDGEMENT_CAP_WINDOW_MS.
   */
  acknowledge?: boolean;
}

/**
 * Whom an inquiry's e-mails address, as the features that write to its client (documents,
 * questionnaires, engagement letters) need it: the name and address it came with, its practice
 * area and when it arrived.
 */
export interface InquiryContact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  serviceType: string | null;
  receivedAt: number;
}

/** Which messages to delete: these ids, or every one received before a time (retention). */
export type MessageSelection = { ids: readonly number[] } | { receivedBefore: number };

/**
 * Deletes messages, the one way any part of the site does (retention, `npm run inbox -- --delete`,
 * the desk's deletions). Every table that refers to a message declares its foreign key
 * `ON DELETE CASCADE` (a test in app/db checks each one), so its notification, acknowledgement,
 * desk status and notes go with it; the audit log keeps only the number. Returns the ids deleted.
 */
export function deleteMessages(db: SiteDatabase, selection: MessageSelection): number[] {
  // Without enforcement SQLite would leave the rows that refer to a message behind.
  if (db.sqlite.pragma("foreign_keys", { simple: true }) !== 1)
    throw new Error("deleteMessages needs foreign keys enforced (SiteDatabase.open)");
  return db.transaction(() => {
    const rows =
      "ids" in selection
        ? selection.ids.flatMap((id) =>
            db.sqlite.prepare("DELETE FROM contact_messages WHERE id = ? RETURNING id").all(id),
          )
        : // Retention spares an inquiry whose consultation (a booking) is not yet as old as the
          // cutoff: its booking, and so the inquiry, is still needed (docs/BOOKING.md#privacy).
          db.sqlite
            .prepare(
              `DELETE FROM contact_messages WHERE received_at < ? AND NOT EXISTS
                 (SELECT 1 FROM bookings b WHERE b.message_id = contact_messages.id AND b.ends_at >= ?)
               RETURNING id`,
            )
            .all(selection.receivedBefore, selection.receivedBefore);
    return (rows as { id: number }[]).map((r) => r.id);
  });
}

/**
 * The listing query for the database as it is: a read-only opener (the inbox CLI, backups) does not
 * migrate, so columns and tables added by later migrations may be missing; they read as NULL.
 */
function selectMessagesFor(db: SiteDatabase): string {
  const columns = db.columns("contact_messages");
  const column = (name: string, alias: string) =>
    columns.has(name) ? `m.${name} AS ${alias}` : `NULL AS ${alias}`;
  const acknowledgements = db.hasTable("contact_acknowledgements");
  return `SELECT m.id, m.received_at AS receivedAt, m.first_name AS firstName, m.last_name AS lastName,
       m.email, m.phone, m.service_type AS serviceType, m.message, m.referral_source AS referralSource,
       m.referral_other AS referralOther, ${column("suspected_spam", "suspectedSpam")}, o.status,
       COALESCE(o.attempts, 0) AS attempts, COALESCE(o.next_attempt_at, 0) AS nextAttemptAt,
       o.sent_at AS sentAt, o.last_error AS lastError,
       ${column("other_parties", "otherParties")}, ${column("key_date", "keyDate")},
       ${column("consent_text_version", "consentTextVersion")}, ${column("consent_at", "consentAt")},
       ${
         acknowledgements
           ? "a.status AS acknowledgement, a.sent_at AS acknowledgementSentAt, a.last_error AS acknowledgementError"
           : "NULL AS acknowledgement, NULL AS acknowledgementSentAt, NULL AS acknowledgementError"
       }
  FROM contact_messages m LEFT JOIN contact_outbox o ON o.message_id = m.id${
    acknowledgements ? " LEFT JOIN contact_acknowledgements a ON a.message_id = m.id" : ""
  }`;
}

/** Which queue an e-mail waits in: the firm's notification or the visitor's acknowledgement. */
export type MailKind = "notification" | "acknowledgement";

/** The contact messages repository. */
export class ContactMessages {
  private readonly db: SiteDatabase;
  private selectMessagesSql: string | undefined;
  /**
   * The two queues' bookkeeping (claim, sent, retry, interrupted): the outbox's one protocol
   * (app/db/outbox-table.server.ts), keyed by the message, which has at most one e-mail in each.
   */
  readonly queues: Record<MailKind, OutboxTable>;

  /** The conflict check on inquiries (docs/DESK.md#the-conflict-check). */
  readonly conflictCheck: InquiryConflicts;

  constructor(db: SiteDatabase) {
    this.db = db;
    this.conflictCheck = new InquiryConflicts(db);
    this.queues = {
      notification: new OutboxTable(db, "contact_outbox", "message_id"),
      acknowledgement: new OutboxTable(db, "contact_acknowledgements", "message_id"),
    };
  }

  private get sql() {
    return this.db.sqlite;
  }

  // Built on first use: the tables it inspects exist only once the database is migrated.
  private get selectMessages(): string {
    this.selectMessagesSql ??= selectMessagesFor(this.db);
    return this.selectMessagesSql;
  }

  /**
   * Stores a message and queues its one notification, and the visitor's acknowledgement when asked
   * and the daily cap allows, in one transaction. Returns its id. A message marked as suspected spam
   * is stored the same way but nothing is queued: it is never e-mailed, and its sender gets nothing.
   */
  save(message: ContactMessage, now = Date.now(), options: SaveOptions = {}): number {
    return this.db.transaction(() => {
      const result = this.sql
        .prepare(
          `INSERT INTO contact_messages
             (received_at, first_name, last_name, email, phone, service_type, message, referral_source,
              referral_other, suspected_spam, other_parties, key_date, consent_text_version, consent_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          now,
          message.firstName,
          message.lastName,
          message.email,
          message.phone ?? null,
          message.serviceType ?? null,
          message.message,
          message.referralSource ?? null,
          message.referralOther ?? null,
          options.suspectedSpam ?? null,
          message.otherParties ?? null,
          message.keyDate ?? null,
          message.consent,
          now,
        );
      expectChanges(result, "store the message");
      const id = Number(result.lastInsertRowid);
      if (options.suspectedSpam) return id;
      // The names are checked as they arrive, as a booking's are (docs/DESK.md#the-conflict-check).
      this.conflictCheck.check(id, now);
      expectChanges(
        this.sql
          .prepare(
            "INSERT INTO contact_outbox (message_id, status, next_attempt_at) VALUES (?, 'pending', ?)",
          )
          .run(id, now),
        "queue the notification",
      );
      if (options.acknowledge) {
        const hash = recipientHash(message.email);
        const recent = this.sql
          .prepare(
            "SELECT 1 FROM contact_acknowledgements WHERE recipient_hash = ? AND queued_at > ? LIMIT 1",
          )
          .get(hash, now - ACKNOWLEDGEMENT_CAP_WINDOW_MS);
        if (!recent)
          expectChanges(
            this.sql
              .prepare(
                "INSERT INTO contact_acknowledgements (message_id, recipient_hash, queued_at, status, next_attempt_at) VALUES (?, ?, ?, 'pending', ?)",
              )
              .run(id, hash, now, now),
            "queue the acknowledgement",
          );
      }
      return id;
    });
  }

  /**
   * The message received after `since` with exactly these fields (name, address, phone, practice
   * area, text, referral, other people, key date, consent's version), if any: the same message sent
   * again (docs/CONTACT-INBOX.md#the-same-message-sent-twice).
   */
  sameSince(message: ContactMessage, since: number): number | undefined {
    const row = this.sql
      .prepare(
        `SELECT id FROM contact_messages
          WHERE received_at > ? AND email = ? AND message = ? AND first_name = ? AND last_name = ?
            AND phone IS ? AND service_type IS ? AND referral_source IS ? AND referral_other IS ?
            AND other_parties IS ? AND key_date IS ? AND consent_text_version = ?
          ORDER BY received_at DESC LIMIT 1`,
      )
      .get(
        since,
        message.email,
        message.message,
        message.firstName,
        message.lastName,
        message.phone ?? null,
        message.serviceType ?? null,
        message.referralSource ?? null,
        message.referralOther ?? null,
        message.otherParties ?? null,
        message.keyDate ?? null,
        message.consent,
      ) as { id: number } | undefined;
    return row?.id;
  }

  /**
   * Saves a message unless the same one arrived within `windowMs` (`sameSince`), in one
   * transaction, so two copies posted together store and notify once.
   */
  saveOnce(
    message: ContactMessage,
    now: number,
    options: SaveOptions,
    windowMs: number,
  ): { id: number; repeated: boolean } {
    return this.db.transaction(() => {
      const same = this.sameSince(message, now - windowMs);
      if (same !== undefined) return { id: same, repeated: true };
      return { id: this.save(message, now, options), repeated: false };
    });
  }

  /**
   * The most recent inquiry from this address that is not suspected spam, if any; with a service,
   * the most recent about that service first (a booking about a purchase belongs with the
   * purchase, not with a later question about a will).
   */
  latestByEmail(email: string, serviceType: string | null = null): number | undefined {
    const row = this.sql
      .prepare(
        `SELECT id FROM contact_messages WHERE email = ? COLLATE NOCASE AND suspected_spam IS NULL
          ORDER BY service_type IS ? AND ? IS NOT NULL DESC, received_at DESC, id DESC LIMIT 1`,
      )
      .get(email.trim(), serviceType, serviceType) as { id: number } | undefined;
    return row?.id;
  }

  /**
   * A booking from an address the firm has not heard from starts an inquiry in the inbox
   * (docs/BOOKING.md#in-the-desk): the visitor's details, their note as the message, their consent.
   * No notification is queued for it: the booking's own notice to the firm tells of both.
   */
  startFromBooking(visitor: {
    receivedAt: number;
    firstName: string;
    lastName: string;
    email: string;
    phone?: string | undefined;
    serviceType?: string | undefined;
    note?: string | undefined;
    otherParties?: string | undefined;
    consent: string;
  }): number {
    const result = this.sql
      .prepare(
        `INSERT INTO contact_messages (received_at, first_name, last_name, email, phone, service_type,
           message, other_parties, consent_text_version, consent_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        visitor.receivedAt,
        visitor.firstName,
        visitor.lastName,
        visitor.email,
        visitor.phone ?? null,
        visitor.serviceType ?? null,
        visitor.note ?? "",
        visitor.otherParties ?? null,
        visitor.consent,
        visitor.receivedAt,
      );
    expectChanges(result, "start inquiry");
    return Number(result.lastInsertRowid);
  }

  /** Every message, newest first, with its delivery status. */
  list(): StoredMessage[] {
    return this.sql
      .prepare(`${this.selectMessages} ORDER BY m.received_at DESC, m.id DESC`)
      .all() as StoredMessage[];
  }

  get(id: number): StoredMessage | undefined {
    return this.sql.prepare(`${this.selectMessages} WHERE m.id = ?`).get(id) as
      | StoredMessage
      | undefined;
  }

  /** An inquiry's name, address, practice area and arrival, without its message or delivery status. */
  contact(id: number): InquiryContact | undefined {
    return this.sql
      .prepare(
        `SELECT id, first_name AS firstName, last_name AS lastName, email,
                service_type AS serviceType, received_at AS receivedAt
         FROM contact_messages WHERE id = ?`,
      )
      .get(id) as InquiryContact | undefined;
  }

  /** How many messages are stored (all of them, suspected spam included). */
  count(): number {
    return (this.sql.prepare("SELECT COUNT(*) AS n FROM contact_messages").get() as { n: number })
      .n;
  }

  /** Deletes one message and everything that refers to it (a visitor's deletion request). */
  delete(id: number): boolean {
    return deleteMessages(this.db, { ids: [id] }).length === 1;
  }

  /** Retention (Privacy Policy): deletes messages received more than `days` days ago. */
  deleteOlderThan(days: number, now = Date.now()): number {
    return deleteMessages(this.db, { receivedBefore: now - days * 24 * 60 * 60 * 1000 }).length;
  }

  // ---------------------------------------------------------------- the two e-mail queues

  /** Ids of e-mails of one kind due now, oldest first. */
  due(kind: MailKind, now = Date.now(), limit = 20): number[] {
    return this.queues[kind].due(now, limit);
  }

  /** When the next pending e-mail of `kind` falls due, or null. */
  nextDueAt(kind: MailKind): number | null {
    return this.queues[kind].nextDueAt();
  }

  /**
   * Claims a due e-mail before sending it: only one worker (of any process) can move it from
   * pending to sending, so it is never sent twice. Its attempt number, or null when it was not
   * there to claim; a failed COMMIT (a full disk) throws and the caller sends nothing.
   */
  claim(kind: MailKind, id: number, now = Date.now()): number | null {
    return this.queues[kind].claim(id, now);
  }

  /**
   * The Message-ID of a message's notification or acknowledgement: the one it was first composed
   * with, or `make()`'s, stored now (docs/STANDARDS.md#e-mail).
   */
  assignMessageId(kind: MailKind, id: number, make: () => string): string {
    return this.queues[kind].assignMessageId(id, make);
  }

  /**
   * Records that a claimed e-mail was sent. Throws when the record could not be written or the
   * row was no longer 'sending' (deleted, or marked interrupted by another process): the caller
   * must not put it back in the queue, or it would be sent again.
   */
  markSent(kind: MailKind, id: number, now = Date.now()): void {
    this.queues[kind].markSent(id, now);
  }

  /**
   * Puts an e-mail whose send failed back in the queue, to be retried at `retryAt`. False when it
   * was no longer 'sending' (its message was deleted meanwhile).
   */
  markFailed(kind: MailKind, id: number, error: string, retryAt: number): boolean {
    return this.queues[kind].markFailed(id, error, retryAt);
  }

  /**
   * At start-up: an e-mail (notification or acknowledgement) still marked 'sending' was cut off by a
   * crash mid-send. The SMTP server may already have accepted it, so it is not re-sent; the inbox
   * CLI shows it instead. Returns how many of `kind` were marked.
   */
  markInterrupted(kind: MailKind): number {
    return this.queues[kind].markInterrupted();
  }

  /** Gives up on one acknowledgement being sent or waiting (e.g. its address cannot be used). */
  dropAcknowledgement(id: number, reason: string): boolean {
    return this.queues.acknowledgement.drop(id, reason);
  }

  /** Drops every acknowledgement still waiting (ACK_EMAILS=off: none is sent). Returns how many. */
  dropPendingAcknowledgements(reason: string): number {
    return this.sql
      .prepare(
        "UPDATE contact_acknowledgements SET status = 'dropped', last_error = ? WHERE status = 'pending'",
      )
      .run(reason.slice(0, 200)).changes;
  }

  /**
   * Drops acknowledgements still waiting that were queued before `queuedBefore`: an "we received
   * your message" that arrives after the firm has answered only confuses. Returns how many.
   */
  dropStaleAcknowledgements(queuedBefore: number): number {
    return this.sql
      .prepare(
        "UPDATE contact_acknowledgements SET status = 'dropped', last_error = 'not sent in time' WHERE status = 'pending' AND queued_at < ?",
      )
      .run(queuedBefore).changes;
  }

  /**
   * Puts a notification that failed (or was cut off) back at the front of the queue; a sent one is
   * never sent again. True when it was put back.
   */
  retryNotification(id: number, now = Date.now()): boolean {
    return this.queues.notification.sendAgain(id, now);
  }

  /** When the oldest message still waiting to be e-mailed arrived, or null when none waits. */
  oldestUnsentReceivedAt(): number | null {
    const row = this.sql
      .prepare(
        "SELECT MIN(m.received_at) AS at FROM contact_outbox o JOIN contact_messages m ON m.id = o.message_id WHERE o.status IN ('pending', 'sending')",
      )
      .get() as { at: number | null } | undefined;
    return row?.at ?? null;
  }
}
