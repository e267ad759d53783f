/**
 * Intake questionnaires in the database (db/migrations/070_intake_questionnaires.sql and 077): each
 * one sent for an inquiry, its links (only the SHA-256 of each token: the first, and one per link
 * e-mail sent), its encrypted answers and its progress, and the e-mails about it in the site's
 * outbox. Every write that must happen checks that it did
 * (`expectChanges`, app/db/README.md#writes-that-must-happen).
 */

import { ContactMessages } from "~/db/contact-messages.server";
import { expectChanges, type SiteDatabase } from "~/db/database.server";
import { OutboxTable } from "~/db/outbox-table.server";

export interface IntakeRow {
  id: number;
  messageId: number;
  questionnaire: string;
  title: string;
  createdAt: number;
  createdBy: number | null;
  expiresAt: number;
  revokedAt: number | null;
  openedAt: number | null;
  updatedAt: number | null;
  completedAt: number | null;
  sectionsDone: number;
  wrappedKey: Buffer;
  keyId: string;
  answers: Buffer | null;
  reminders: number;
  remindedAt: number | null;
  /** Flagged for staff: no answer after two reminders (docs/INTAKE.md#reminders). */
  stalledAt: number | null;
}

export type IntakeEmailKind = "link" | "reminder" | "completed-staff";

const columns = `id, message_id AS messageId, questionnaire, title, created_at AS createdAt,
  created_by AS createdBy, expires_at AS expiresAt, revoked_at AS revokedAt, opened_at AS openedAt,
  updated_at AS updatedAt, completed_at AS completedAt, sections_done AS sectionsDone,
  wrapped_key AS wrappedKey, key_id AS keyId, answers, reminders, reminded_at AS remindedAt, stalled_at AS stalledAt`;

/** A questionnaire's e-mail as the outbox composes it. */
export interface IntakeEmail {
  questionnaireId: number | null;
  kind: IntakeEmailKind;
  recipient: string;
  subject: string;
  body: string;
}

export class IntakeStore {
  private readonly db: SiteDatabase;
  readonly outbox: OutboxTable;
  /** The inquiries the questionnaires are for: whom their e-mails address (`contact`). */
  readonly messages: ContactMessages;

  constructor(db: SiteDatabase) {
    this.db = db;
    this.outbox = new OutboxTable(db, "intake_emails");
    this.messages = new ContactMessages(db);
  }

  private get sql() {
    return this.db.sqlite;
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn);
  }

  create(row: {
    messageId: number;
    questionnaire: string;
    title: string;
    tokenHash: string;
    createdAt: number;
    createdBy: number | null;
    expiresAt: number;
    wrappedKey: Buffer;
    keyId: string;
  }): number {
    const result = this.sql
      .prepare(
        `INSERT INTO intake_questionnaires
           (message_id, questionnaire, title, token_hash, created_at, created_by, expires_at, wrapped_key, key_id)
         VALUES (@messageId, @questionnaire, @title, @tokenHash, @createdAt, @createdBy, @expiresAt, @wrappedKey, @keyId)`,
      )
      .run(row);
    expectChanges(result, "create a questionnaire");
    return Number(result.lastInsertRowid);
  }

  get(id: number): IntakeRow | undefined {
    return this.sql.prepare(`SELECT ${columns} FROM intake_questionnaires WHERE id = ?`).get(id) as
      | IntakeRow
      | undefined;
  }

  /**
   * The questionnaire a link opens: its first link, or one the outbox made as it sent the link
   * e-mail (`addLink`); none when unknown, revoked or expired.
   */
  byTokenHash(hash: string, now: number): IntakeRow | undefined {
    return this.sql
      .prepare(
        `SELECT ${columns} FROM intake_questionnaires
         WHERE (token_hash = @hash
                OR id = (SELECT questionnaire_id FROM intake_questionnaire_links WHERE token_hash = @hash))
           AND revoked_at IS NULL AND expires_at > @now`,
      )
      .get({ hash, now }) as IntakeRow | undefined;
  }

  /** One more link to a questionnaire, made as its e-mail is sent: only its hash is stored. */
  addLink(questionnaireId: number, hash: string, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "INSERT INTO intake_questionnaire_links (token_hash, questionnaire_id, created_at) VALUES (?, ?, ?)",
        )
        .run(hash, questionnaireId, now),
      "add a link to a questionnaire",
    );
  }

  /** Unfinished questionnaires whose link still works and that are not flagged yet. */
  unfinished(now: number): IntakeRow[] {
    return this.sql
      .prepare(
        `SELECT ${columns} FROM intake_questionnaires
         WHERE completed_at IS NULL AND revoked_at IS NULL AND expires_at > ? AND stalled_at IS NULL`,
      )
      .all(now) as IntakeRow[];
  }

  /** When each reminder for a questionnaire was queued, oldest first. */
  reminderTimes(questionnaireId: number): number[] {
    return (
      this.sql
        .prepare(
          "SELECT created_at AS at FROM intake_emails WHERE questionnaire_id = ? AND kind = 'reminder' ORDER BY id",
        )
        .all(questionnaireId) as { at: number }[]
    ).map((r) => r.at);
  }

  markStalled(id: number, now: number): boolean {
    return (
      this.sql
        .prepare(
          "UPDATE intake_questionnaires SET stalled_at = ? WHERE id = ? AND stalled_at IS NULL",
        )
        .run(now, id).changes === 1
    );
  }

  forInquiry(messageId: number): IntakeRow[] {
    return this.sql
      .prepare(
        `SELECT ${columns} FROM intake_questionnaires WHERE message_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .all(messageId) as IntakeRow[];
  }

  markOpened(id: number, now: number): void {
    this.sql
      .prepare("UPDATE intake_questionnaires SET opened_at = ? WHERE id = ? AND opened_at IS NULL")
      .run(now, id);
  }

  saveAnswers(id: number, sealed: Buffer, sectionsDone: number, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "UPDATE intake_questionnaires SET answers = ?, sections_done = ?, updated_at = ? WHERE id = ?",
        )
        .run(sealed, sectionsDone, now, id),
      "save a questionnaire's answers",
    );
  }

  /** Marks it complete; true the first time only. */
  complete(id: number, now: number): boolean {
    return (
      this.sql
        .prepare(
          "UPDATE intake_questionnaires SET completed_at = ? WHERE id = ? AND completed_at IS NULL",
        )
        .run(now, id).changes === 1
    );
  }

  revoke(id: number, now: number): boolean {
    return (
      this.sql
        .prepare(
          "UPDATE intake_questionnaires SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
        )
        .run(now, id).changes === 1
    );
  }

  markReminded(id: number, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "UPDATE intake_questionnaires SET reminders = reminders + 1, reminded_at = ? WHERE id = ?",
        )
        .run(now, id),
      "record a reminder",
    );
  }

  queueEmail(email: {
    questionnaireId: number;
    kind: IntakeEmailKind;
    recipient: string;
    subject: string;
    body: string;
    now: number;
  }): void {
    expectChanges(
      this.sql
        .prepare(
          `INSERT INTO intake_emails (questionnaire_id, kind, recipient, subject, body, next_attempt_at, created_at)
           VALUES (@questionnaireId, @kind, @recipient, @subject, @body, @now, @now)`,
        )
        .run(email),
      "queue a questionnaire e-mail",
    );
  }

  email(id: number): IntakeEmail | undefined {
    return this.sql
      .prepare(
        "SELECT questionnaire_id AS questionnaireId, kind, recipient, subject, body FROM intake_emails WHERE id = ?",
      )
      .get(id) as IntakeEmail | undefined;
  }

  emailsFor(
    questionnaireId: number,
  ): { kind: IntakeEmailKind; status: string; createdAt: number }[] {
    return this.sql
      .prepare(
        "SELECT kind, status, created_at AS createdAt FROM intake_emails WHERE questionnaire_id = ? ORDER BY id",
      )
      .all(questionnaireId) as { kind: IntakeEmailKind; status: string; createdAt: number }[];
  }
}
