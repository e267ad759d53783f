/**
 * Engagement letters in the database (db/migrations/071_engagement_letters.sql): each letter, its
 * links (hashes only), its audit trail and its e-mails in the site's outbox. Every write that must
 * happen checks that it did (`expectChanges`, app/db/README.md#writes-that-must-happen). A signed
 * letter's columns are refused by SQLite triggers, whatever code tries.
 */

import { ContactMessages } from "~/db/contact-messages.server";
import { expectChanges, type SiteDatabase } from "~/db/database.server";
import { OutboxTable } from "~/db/outbox-table.server";

export interface LetterRow {
  id: number;
  messageId: number | null;
  template: string;
  title: string;
  version: number;
  replacesId: number | null;
  clientName: string;
  clientEmail: string;
  wrappedKey: Buffer;
  keyId: string;
  content: Buffer;
  createdAt: number;
  createdBy: number | null;
  updatedAt: number;
  sentAt: number | null;
  sentBy: number | null;
  expiresAt: number | null;
  revokedAt: number | null;
  openedAt: number | null;
  codeHash: string | null;
  codeExpiresAt: number | null;
  codeAttempts: number;
  codesSent: number;
  codeSentAt: number | null;
  verifiedAt: number | null;
  clientSessionHash: string | null;
  clientSessionUntil: number | null;
  consentedAt: number | null;
  signedAt: number | null;
  signedName: string | null;
  signedIp: string | null;
  signedUserAgent: string | null;
  textSha256: string | null;
  signedPdf: Buffer | null;
  signedSha256: string | null;
  countersignedAt: number | null;
  countersignedBy: number | null;
  countersignedName: string | null;
  countersignedPdf: Buffer | null;
  countersignedSha256: string | null;
  /** Flagged for staff: no signature after two reminders (docs/ENGAGEMENT.md#reminders). */
  stalledAt: number | null;
}

export type EventKind =
  | "prepared"
  | "edited"
  | "sent"
  | "opened"
  | "code-sent"
  | "code-failed"
  | "code-verified"
  | "consented"
  | "signed"
  | "countersigned"
  | "revoked"
  | "reminded"
  | "stalled";

export interface LetterEvent {
  id: number;
  kind: EventKind;
  at: number;
  staffId: number | null;
  staffName: string | null;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
}

export type EngagementEmailKind =
  | "link"
  | "code"
  | "signed-client"
  | "signed-staff"
  | "countersigned-client"
  | "countersigned-staff"
  | "reminder"
  | "stalled-staff";

const columns = `id, message_id AS messageId, template, title, version, replaces_id AS replacesId,
  client_name AS clientName, client_email AS clientEmail, wrapped_key AS wrappedKey, key_id AS keyId,
  content, created_at AS createdAt, created_by AS createdBy, updated_at AS updatedAt,
  sent_at AS sentAt, sent_by AS sentBy, expires_at AS expiresAt, revoked_at AS revokedAt,
  opened_at AS openedAt, code_hash AS codeHash, code_expires_at AS codeExpiresAt,
  code_attempts AS codeAttempts, codes_sent AS codesSent, code_sent_at AS codeSentAt,
  verified_at AS verifiedAt, client_session_hash AS clientSessionHash,
  client_session_until AS clientSessionUntil, consented_at AS consentedAt, signed_at AS signedAt,
  signed_name AS signedName, signed_ip AS signedIp, signed_user_agent AS signedUserAgent,
  text_sha256 AS textSha256, signed_pdf AS signedPdf, signed_sha256 AS signedSha256,
  countersigned_at AS countersignedAt, countersigned_by AS countersignedBy,
  countersigned_name AS countersignedName, countersigned_pdf AS countersignedPdf,
  countersigned_sha256 AS countersignedSha256, stalled_at AS stalledAt`;

export class EngagementStore {
  private readonly db: SiteDatabase;
  readonly outbox: OutboxTable;
  /** The inquiries the letters are for: whom their e-mails address (`contact`). */
  readonly messages: ContactMessages;

  constructor(db: SiteDatabase) {
    this.db = db;
    this.outbox = new OutboxTable(db, "engagement_emails");
    this.messages = new ContactMessages(db);
  }

  private get sql() {
    return this.db.sqlite;
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn);
  }

  staffEmail(staffId: number): string | undefined {
    return (
      this.sql.prepare("SELECT email FROM desk_staff WHERE id = ?").get(staffId) as
        | { email: string }
        | undefined
    )?.email;
  }

  create(row: {
    messageId: number;
    template: string;
    title: string;
    version: number;
    replacesId: number | null;
    clientName: string;
    clientEmail: string;
    wrappedKey: Buffer;
    keyId: string;
    content: Buffer;
    now: number;
    staffId: number | null;
  }): number {
    const result = this.sql
      .prepare(
        `INSERT INTO engagement_letters (message_id, template, title, version, replaces_id,
           client_name, client_email, wrapped_key, key_id, content, created_at, created_by, updated_at)
         VALUES (@messageId, @template, @title, @version, @replacesId, @clientName, @clientEmail,
           @wrappedKey, @keyId, @content, @now, @staffId, @now)`,
      )
      .run(row);
    expectChanges(result, "prepare an engagement letter");
    return Number(result.lastInsertRowid);
  }

  get(id: number): LetterRow | undefined {
    return this.sql.prepare(`SELECT ${columns} FROM engagement_letters WHERE id = ?`).get(id) as
      | LetterRow
      | undefined;
  }

  forInquiry(messageId: number): LetterRow[] {
    return this.sql
      .prepare(
        `SELECT ${columns} FROM engagement_letters WHERE message_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .all(messageId) as LetterRow[];
  }

  /** The letter a link opens: none when unknown, revoked or expired. */
  byTokenHash(hash: string, now: number): LetterRow | undefined {
    return this.sql
      .prepare(
        `SELECT ${columns} FROM engagement_letters
         WHERE id = (SELECT letter_id FROM engagement_links WHERE token_hash = ?)
           AND revoked_at IS NULL AND sent_at IS NOT NULL
           AND (expires_at > ? OR signed_at IS NOT NULL)`,
      )
      .get(hash, now) as LetterRow | undefined;
  }

  addLink(letterId: number, tokenHash: string, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "INSERT INTO engagement_links (letter_id, token_hash, created_at) VALUES (?, ?, ?)",
        )
        .run(letterId, tokenHash, now),
      "record an engagement letter link",
    );
  }

  /** A draft's terms (only while it is a draft: never once sent). */
  updateDraft(id: number, content: Buffer, now: number): boolean {
    return (
      this.sql
        .prepare(
          "UPDATE engagement_letters SET content = ?, updated_at = ? WHERE id = ? AND sent_at IS NULL",
        )
        .run(content, now, id).changes === 1
    );
  }

  markSent(id: number, staffId: number, now: number, expiresAt: number): boolean {
    return (
      this.sql
        .prepare(
          `UPDATE engagement_letters SET sent_at = @now, sent_by = @staffId, expires_at = @expiresAt
           WHERE id = @id AND sent_at IS NULL AND revoked_at IS NULL`,
        )
        .run({ id, staffId, now, expiresAt }).changes === 1
    );
  }

  markOpened(id: number, now: number): boolean {
    return (
      this.sql
        .prepare("UPDATE engagement_letters SET opened_at = ? WHERE id = ? AND opened_at IS NULL")
        .run(now, id).changes === 1
    );
  }

  /** A new code (its HMAC), valid until `expiresAt`, with its tries reset. */
  setCode(id: number, codeHash: string, now: number, expiresAt: number): void {
    expectChanges(
      this.sql
        .prepare(
          `UPDATE engagement_letters SET code_hash = ?, code_expires_at = ?, code_attempts = 0,
             code_sent_at = ? WHERE id = ?`,
        )
        .run(codeHash, expiresAt, now, id),
      "record a one-time code",
    );
  }

  /** A code asked for: counted (the limit), before the e-mail that makes it is queued. */
  countCodeRequest(id: number, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "UPDATE engagement_letters SET codes_sent = codes_sent + 1, code_sent_at = ? WHERE id = ?",
        )
        .run(now, id),
      "count a one-time code",
    );
  }

  failCode(id: number): number {
    this.sql
      .prepare("UPDATE engagement_letters SET code_attempts = code_attempts + 1 WHERE id = ?")
      .run(id);
    return (
      this.sql
        .prepare("SELECT code_attempts AS n FROM engagement_letters WHERE id = ?")
        .get(id) as {
        n: number;
      }
    ).n;
  }

  verify(id: number, sessionHash: string, now: number, until: number): void {
    expectChanges(
      this.sql
        .prepare(
          `UPDATE engagement_letters SET code_hash = NULL, code_expires_at = NULL,
             verified_at = COALESCE(verified_at, @now), client_session_hash = @sessionHash,
             client_session_until = @until WHERE id = @id`,
        )
        .run({ id, sessionHash, now, until }),
      "record the code verified",
    );
  }

  consent(id: number, now: number): boolean {
    return (
      this.sql
        .prepare(
          "UPDATE engagement_letters SET consented_at = ? WHERE id = ? AND consented_at IS NULL AND signed_at IS NULL",
        )
        .run(now, id).changes === 1
    );
  }

  sign(
    id: number,
    s: {
      now: number;
      name: string;
      ip: string;
      userAgent: string;
      textSha256: string;
      pdf: Buffer;
      sha256: string;
    },
  ): boolean {
    return (
      this.sql
        .prepare(
          `UPDATE engagement_letters SET signed_at = @now, signed_name = @name, signed_ip = @ip,
             signed_user_agent = @userAgent, text_sha256 = @textSha256, signed_pdf = @pdf,
             signed_sha256 = @sha256
           WHERE id = @id AND signed_at IS NULL AND consented_at IS NOT NULL AND revoked_at IS NULL`,
        )
        .run({ id, ...s }).changes === 1
    );
  }

  countersign(
    id: number,
    c: { now: number; staffId: number; name: string; pdf: Buffer; sha256: string },
  ): boolean {
    return (
      this.sql
        .prepare(
          `UPDATE engagement_letters SET countersigned_at = @now, countersigned_by = @staffId,
             countersigned_name = @name, countersigned_pdf = @pdf, countersigned_sha256 = @sha256
           WHERE id = @id AND signed_at IS NOT NULL AND countersigned_at IS NULL`,
        )
        .run({ id, ...c }).changes === 1
    );
  }

  revoke(id: number, now: number): boolean {
    return (
      this.sql
        .prepare(
          "UPDATE engagement_letters SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL AND signed_at IS NULL",
        )
        .run(now, id).changes === 1
    );
  }

  /**
   * Letters a reminder may be due for (docs/ENGAGEMENT.md#reminders): sent for an inquiry, not
   * signed, turned off, expired, flagged already or replaced by a newer letter sent for the same
   * inquiry; with when the client last moved it on (opened it, asked for or proved a code,
   * consented) and when each reminder went.
   */
  awaitingSignature(now: number): { row: LetterRow; lastClientStep: number | null }[] {
    const rows = this.sql
      .prepare(
        `SELECT ${columns},
           (SELECT MAX(e.at) FROM engagement_events e WHERE e.letter_id = l.id
              AND e.kind IN ('opened', 'code-sent', 'code-verified', 'consented')) AS lastClientStep
         FROM engagement_letters l
         WHERE sent_at IS NOT NULL AND signed_at IS NULL AND revoked_at IS NULL
           AND stalled_at IS NULL AND message_id IS NOT NULL AND expires_at > ?
           AND NOT EXISTS (SELECT 1 FROM engagement_letters n WHERE n.message_id = l.message_id
                             AND n.id > l.id AND n.sent_at IS NOT NULL)
         ORDER BY id`,
      )
      .all(now) as (LetterRow & { lastClientStep: number | null })[];
    return rows.map(({ lastClientStep, ...row }) => ({ row, lastClientStep }));
  }

  /** When each reminder to sign was sent, oldest first (its 'reminded' events). */
  reminderTimes(letterId: number): number[] {
    return (
      this.sql
        .prepare(
          "SELECT at FROM engagement_events WHERE letter_id = ? AND kind = 'reminded' ORDER BY at, id",
        )
        .all(letterId) as { at: number }[]
    ).map((r) => r.at);
  }

  /** Flags a letter for staff, once. */
  markStalled(id: number, now: number): boolean {
    return (
      this.sql
        .prepare(
          "UPDATE engagement_letters SET stalled_at = ? WHERE id = ? AND stalled_at IS NULL AND signed_at IS NULL",
        )
        .run(now, id).changes === 1
    );
  }

  /** The letter whose signed or countersigned PDF has exactly this SHA-256. */
  bySha256(sha256: string): { row: LetterRow; which: "signed" | "countersigned" } | undefined {
    const row = this.sql
      .prepare(
        `SELECT ${columns} FROM engagement_letters WHERE signed_sha256 = ? OR countersigned_sha256 = ?`,
      )
      .get(sha256, sha256) as LetterRow | undefined;
    if (!row) return undefined;
    return { row, which: row.signedSha256 === sha256 ? "signed" : "countersigned" };
  }

  addEvent(e: {
    letterId: number;
    kind: EventKind;
    at: number;
    staffId?: number | null;
    ip?: string | null;
    userAgent?: string | null;
    detail?: string | null;
  }): void {
    expectChanges(
      this.sql
        .prepare(
          `INSERT INTO engagement_events (letter_id, kind, at, staff_id, ip, user_agent, detail)
           VALUES (@letterId, @kind, @at, @staffId, @ip, @userAgent, @detail)`,
        )
        .run({ staffId: null, ip: null, userAgent: null, detail: null, ...e }),
      "record an engagement letter event",
    );
  }

  events(letterId: number): LetterEvent[] {
    return this.sql
      .prepare(
        `SELECT e.id, e.kind, e.at, e.staff_id AS staffId, s.name AS staffName, e.ip,
           e.user_agent AS userAgent, e.detail
         FROM engagement_events e LEFT JOIN desk_staff s ON s.id = e.staff_id
         WHERE e.letter_id = ? ORDER BY e.at, e.id`,
      )
      .all(letterId) as LetterEvent[];
  }

  queueEmail(email: {
    letterId: number;
    kind: EngagementEmailKind;
    recipient: string;
    subject: string;
    body: string;
    now: number;
  }): void {
    expectChanges(
      this.sql
        .prepare(
          `INSERT INTO engagement_emails (letter_id, kind, recipient, subject, body, next_attempt_at, created_at)
           VALUES (@letterId, @kind, @recipient, @subject, @body, @now, @now)`,
        )
        .run(email),
      "queue an engagement letter e-mail",
    );
  }

  email(id: number):
    | {
        letterId: number | null;
        kind: EngagementEmailKind;
        recipient: string;
        subject: string;
        body: string;
      }
    | undefined {
    return this.sql
      .prepare(
        "SELECT letter_id AS letterId, kind, recipient, subject, body FROM engagement_emails WHERE id = ?",
      )
      .get(id) as
      | {
          letterId: number | null;
          kind: EngagementEmailKind;
          recipient: string;
          subject: string;
          body: string;
        }
      | undefined;
  }

  emailsFor(letterId: number): { kind: EngagementEmailKind; status: string; createdAt: number }[] {
    return this.sql
      .prepare(
        "SELECT kind, status, created_at AS createdAt FROM engagement_emails WHERE letter_id = ? ORDER BY id",
      )
      .all(letterId) as { kind: EngagementEmailKind; status: string; createdAt: number }[];
  }
}
