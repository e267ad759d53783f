import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { BotSignal, ContactMessage } from "./contact-schema";

/** The project's numbered plain-SQL migrations, applied in order at start-up. */
export const defaultMigrationsDir = path.resolve(import.meta.dirname, "../../db/migrations");
export const databaseFileName = "contact-inbox.sqlite3";

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

export interface OpenOptions {
  migrationsDir?: string;
  /** How long a write waits for another writer's lock before failing (ms). */
  busyTimeoutMs?: number;
  readonly?: boolean;
}

/** The result of SQLite's `PRAGMA quick_check`: "ok", or the first problems it found. */
export interface IntegrityReport {
  ok: boolean;
  /** At most five lines from SQLite, naming pages and indexes, never row contents. */
  problems: string[];
}

/**
 * The listing query for the database as it is: a read-only opener (the inbox CLI, backups) does not
 * migrate, so columns and tables added by later migrations may be missing; they read as NULL.
 */
function selectMessagesFor(db: Database.Database): string {
  const columns = new Set(
    (db.pragma("table_info(contact_messages)") as { name: string }[]).map((c) => c.name),
  );
  const column = (name: string, alias: string) =>
    columns.has(name) ? `m.${name} AS ${alias}` : `NULL AS ${alias}`;
  const acknowledgements =
    db
      .prepare(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'contact_acknowledgements'",
      )
      .get() !== undefined;
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

/** Applies every `NNN_name.sql` not yet recorded in `schema_migrations`, each in a transaction. */
export function runMigrations(db: Database.Database, dir = defaultMigrationsDir): string[] {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((r) => (r as { version: string }).version),
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, "");
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), "utf8");
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        Date.now(),
      );
    })();
    ran.push(version);
  }
  return ran;
}

/**
 * The contact inbox in SQLite (WAL mode): messages and their notification outbox. Every method is
 * synchronous, so a message is committed to disk before the caller tells the visitor.
 */
export class ContactInbox {
  readonly db: Database.Database;
  private readonly selectMessages: string;

  constructor(db: Database.Database) {
    this.db = db;
    // Read-only openers (the inbox CLI, backups) do not migrate: a database the server has not yet
    // upgraded lacks the later columns, and its messages are all from before they existed.
    this.selectMessages = selectMessagesFor(db);
  }

  static open(dataDir: string, options: OpenOptions = {}): ContactInbox {
    if (!options.readonly) mkdirSync(dataDir, { recursive: true });
    const db = new Database(path.join(dataDir, databaseFileName), {
      readonly: options.readonly ?? false,
      fileMustExist: options.readonly ?? false,
    });
    db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5_000))}`);
    if (!options.readonly) {
      db.pragma("journal_mode = WAL");
      // FULL: a message acknowledged to a visitor survives a power cut, not only a crash.
      db.pragma("synchronous = FULL");
      db.pragma("foreign_keys = ON");
      runMigrations(db, options.migrationsDir);
    }
    return new ContactInbox(db);
  }

  /**
   * Stores a message and queues its one notification, and the visitor's acknowledgement when asked
   * and the daily cap allows, in one transaction. Returns its id. A message marked as suspected spam
   * is stored the same way but nothing is queued: it is never e-mailed, and its sender gets nothing.
   */
  save(message: ContactMessage, now = Date.now(), options: SaveOptions = {}): number {
    const insert = this.db.transaction(() => {
      const result = this.db
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
      const id = Number(result.lastInsertRowid);
      if (options.suspectedSpam) return id;
      this.db
        .prepare(
          "INSERT INTO contact_outbox (message_id, status, next_attempt_at) VALUES (?, 'pending', ?)",
        )
        .run(id, now);
      if (options.acknowledge) {
        const hash = recipientHash(message.email);
        const recent = this.db
          .prepare(
            "SELECT 1 FROM contact_acknowledgements WHERE recipient_hash = ? AND queued_at > ? LIMIT 1",
          )
          .get(hash, now - ACKNOWLEDGEMENT_CAP_WINDOW_MS);
        if (!recent)
          this.db
            .prepare(
              "INSERT INTO contact_acknowledgements (message_id, recipient_hash, queued_at, status, next_attempt_at) VALUES (?, ?, ?, 'pending', ?)",
            )
            .run(id, hash, now, now);
      }
      return id;
    });
    return insert.immediate();
  }

  /** Every message, newest first, with its delivery status. */
  list(): StoredMessage[] {
    return this.db
      .prepare(`${this.selectMessages} ORDER BY m.received_at DESC, m.id DESC`)
      .all() as StoredMessage[];
  }

  get(id: number): StoredMessage | undefined {
    return this.db.prepare(`${this.selectMessages} WHERE m.id = ?`).get(id) as
      | StoredMessage
      | undefined;
  }

  /** Ids of notifications due now, oldest first. */
  dueNotifications(now = Date.now(), limit = 20): number[] {
    return this.db
      .prepare(
        "SELECT message_id AS id FROM contact_outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, message_id LIMIT ?",
      )
      .all(now, limit)
      .map((r) => (r as { id: number }).id);
  }

  /** When the next pending e-mail (notification or acknowledgement) falls due, or null. */
  nextDueAt(): number | null {
    const row = this.db
      .prepare(
        `SELECT MIN(at) AS at FROM (
           SELECT MIN(next_attempt_at) AS at FROM contact_outbox WHERE status = 'pending'
           UNION ALL
           SELECT MIN(next_attempt_at) AS at FROM contact_acknowledgements WHERE status = 'pending')`,
      )
      .get() as { at: number | null } | undefined;
    return row?.at ?? null;
  }

  /**
   * Claims a due notification before sending it: only one worker (of any process) can move it from
   * pending to sending, so an e-mail is never sent twice.
   */
  claim(id: number, now = Date.now()): boolean {
    const result = this.db
      .prepare(
        "UPDATE contact_outbox SET status = 'sending', claimed_at = ?, attempts = attempts + 1 WHERE message_id = ? AND status = 'pending' AND next_attempt_at <= ?",
      )
      .run(now, id, now);
    return result.changes === 1;
  }

  markSent(id: number, now = Date.now()): void {
    this.db
      .prepare(
        "UPDATE contact_outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE message_id = ? AND status = 'sending'",
      )
      .run(now, id);
  }

  /** Puts a failed send back in the queue, to be retried at `retryAt`. */
  markFailed(id: number, error: string, retryAt: number): void {
    this.db
      .prepare(
        "UPDATE contact_outbox SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE message_id = ? AND status = 'sending'",
      )
      .run(retryAt, error.slice(0, 200), id);
  }

  /**
   * At start-up: an e-mail (notification or acknowledgement) still marked 'sending' was cut off by a
   * crash mid-send. The SMTP server may already have accepted it, so it is not re-sent; the inbox
   * CLI shows it instead. Returns how many were marked.
   */
  markInterrupted(): number {
    const notifications = this.db
      .prepare(
        "UPDATE contact_outbox SET status = 'interrupted', last_error = 'interrupted while sending' WHERE status = 'sending'",
      )
      .run().changes;
    const acknowledgements = this.db
      .prepare(
        "UPDATE contact_acknowledgements SET status = 'interrupted', last_error = 'interrupted while sending' WHERE status = 'sending'",
      )
      .run().changes;
    return notifications + acknowledgements;
  }

  /** Ids of acknowledgements due now, oldest first. */
  dueAcknowledgements(now = Date.now(), limit = 20): number[] {
    return this.db
      .prepare(
        "SELECT message_id AS id FROM contact_acknowledgements WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, message_id LIMIT ?",
      )
      .all(now, limit)
      .map((r) => (r as { id: number }).id);
  }

  /**
   * Claims a due acknowledgement (pending to sending, once, whichever worker asks first). Returns
   * its attempt number, or null when it was not there to claim.
   */
  claimAcknowledgement(id: number, now = Date.now()): number | null {
    const row = this.db
      .prepare(
        "UPDATE contact_acknowledgements SET status = 'sending', claimed_at = ?, attempts = attempts + 1 WHERE message_id = ? AND status = 'pending' AND next_attempt_at <= ? RETURNING attempts",
      )
      .get(now, id, now) as { attempts: number } | undefined;
    return row?.attempts ?? null;
  }

  markAcknowledgementSent(id: number, now = Date.now()): void {
    this.db
      .prepare(
        "UPDATE contact_acknowledgements SET status = 'sent', sent_at = ?, last_error = NULL WHERE message_id = ? AND status = 'sending'",
      )
      .run(now, id);
  }

  /** Puts a failed acknowledgement back in the queue, to be retried at `retryAt`. */
  markAcknowledgementFailed(id: number, error: string, retryAt: number): void {
    this.db
      .prepare(
        "UPDATE contact_acknowledgements SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE message_id = ? AND status = 'sending'",
      )
      .run(retryAt, error.slice(0, 200), id);
  }

  /** Gives up on one acknowledgement being sent or waiting (e.g. its address cannot be used). */
  dropAcknowledgement(id: number, reason: string): void {
    this.db
      .prepare(
        "UPDATE contact_acknowledgements SET status = 'dropped', last_error = ? WHERE message_id = ? AND status IN ('pending', 'sending')",
      )
      .run(reason.slice(0, 200), id);
  }

  /** Drops every acknowledgement still waiting (ACK_EMAILS=off: none is sent). Returns how many. */
  dropPendingAcknowledgements(reason: string): number {
    return this.db
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
    return this.db
      .prepare(
        "UPDATE contact_acknowledgements SET status = 'dropped', last_error = 'not sent in time' WHERE status = 'pending' AND queued_at < ?",
      )
      .run(queuedBefore).changes;
  }

  /** Retention (Privacy Policy): deletes messages received more than `days` days ago. */
  deleteOlderThan(days: number, now = Date.now()): number {
    const cutoff = now - days * 24 * 60 * 60 * 1000;
    return this.db.transaction(() => {
      for (const queue of ["contact_outbox", "contact_acknowledgements"])
        this.db
          .prepare(
            `DELETE FROM ${queue} WHERE message_id IN (SELECT id FROM contact_messages WHERE received_at < ?)`,
          )
          .run(cutoff);
      return this.db.prepare("DELETE FROM contact_messages WHERE received_at < ?").run(cutoff)
        .changes;
    })();
  }

  /** Deletes one message with its notification and acknowledgement (a visitor's deletion request). */
  delete(id: number): boolean {
    return this.db.transaction(() => {
      this.db.prepare("DELETE FROM contact_outbox WHERE message_id = ?").run(id);
      this.db.prepare("DELETE FROM contact_acknowledgements WHERE message_id = ?").run(id);
      return this.db.prepare("DELETE FROM contact_messages WHERE id = ?").run(id).changes === 1;
    })();
  }

  /**
   * SQLite's `PRAGMA quick_check` (https://www.sqlite.org/pragma.html#pragma_quick_check): checks
   * every page and b-tree in time linear in the file's size, without the slower index cross-check.
   */
  quickCheck(): IntegrityReport {
    let rows: { quick_check: string }[];
    try {
      rows = this.db.pragma("quick_check(5)") as { quick_check: string }[];
    } catch (error) {
      // A page too damaged to walk stops the check itself ("database disk image is malformed").
      const code = (error as { code?: unknown }).code;
      if (code !== "SQLITE_CORRUPT" && code !== "SQLITE_NOTADB") throw error;
      return {
        ok: false,
        problems: [`${String(code)}: ${(error as Error).message}`.slice(0, 200)],
      };
    }
    const problems = rows.map((r) => r.quick_check).filter((line) => line !== "ok");
    return { ok: problems.length === 0, problems: problems.map((p) => p.slice(0, 200)) };
  }

  /** Proves the database accepts a write now: rewrites the one-row health probe. */
  probeWrite(now = Date.now()): void {
    this.db
      .prepare(
        "INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
      )
      .run(now);
  }

  /** When the oldest message still waiting to be e-mailed arrived, or null when none waits. */
  oldestUnsentReceivedAt(): number | null {
    const row = this.db
      .prepare(
        "SELECT MIN(m.received_at) AS at FROM contact_outbox o JOIN contact_messages m ON m.id = o.message_id WHERE o.status IN ('pending', 'sending')",
      )
      .get() as { at: number | null } | undefined;
    return row?.at ?? null;
  }

  /** How many messages are stored (all of them, suspected spam included). */
  count(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM contact_messages").get() as { n: number }).n;
  }

  /**
   * A consistent copy of the whole database in `file`, taken with SQLite's online backup API while
   * the server keeps writing (https://www.sqlite.org/backup.html).
   */
  async backupTo(file: string): Promise<void> {
    await this.db.backup(file);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
