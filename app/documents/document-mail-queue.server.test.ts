/**
 * The documents' e-mails go out through the site's one outbox (docs/DOCUMENTS.md#e-mails): stored
 * first, claimed before sending, retried when the mail server refuses, and an e-mail cut off by a
 * stop in the middle of a send never sent again on its own. E-mails queued before migration 053
 * moved them into the outbox keep their place.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type Mail from "nodemailer/lib/mailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { documentEmailsWaiting, documentsOutbox } from "../../tests/support/documents";
import { defaultMigrationsDir, SiteDatabase } from "../db/database.server";

let dir: string;
let migrations: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "document-mail-"));
  migrations = mkdtempSync(path.join(tmpdir(), "migrations-052-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(migrations, { recursive: true, force: true });
});

const NEVER = Number.MAX_SAFE_INTEGER;

/** A database as it was before migration 053, holding three e-mails, then upgraded. */
function upgradedFrom052(): Database.Database {
  for (const file of readdirSync(defaultMigrationsDir).filter((f) => /^0([0-4]\d|5[0-2])_/.test(f)))
    copyFileSync(path.join(defaultMigrationsDir, file), path.join(migrations, file));
  const old = SiteDatabase.open(dir, { migrationsDir: migrations });
  const insert = old.sqlite.prepare(
    `INSERT INTO document_emails (kind, recipient, subject, body, status, next_attempt_at, sent_at, created_at)
     VALUES ('reminder', ?, ?, 'Body', ?, ?, ?, 1000)`,
  );
  insert.run("asha@example.com", "Waiting", "pending", 1000, null);
  insert.run("asha@example.com", "Cut off", "interrupted", NEVER, null);
  insert.run("asha@example.com", "Already sent", "sent", 1000, 1500);
  old.close();
  SiteDatabase.open(dir).close();
  const db = new Database(path.join(dir, "contact-inbox.sqlite3"));
  db.pragma("foreign_keys = ON");
  return db;
}

describe("the documents' e-mails in the site's outbox", () => {
  it("keeps e-mails queued before the upgrade, and sends only the one still waiting, from the firm", async () => {
    const db = upgradedFrom052();
    const sent: Mail.Options[] = [];
    const outbox = documentsOutbox(db, (mail) => sent.push(mail));
    try {
      outbox.start();
      await vi.waitFor(() => expect(documentEmailsWaiting(db)).toBe(0));
    } finally {
      await outbox.stop();
    }
    expect(sent.map((m) => m.subject)).toEqual(["Waiting"]);
    expect(sent[0]).toMatchObject({
      from: { name: "Test Firm", address: "website@example.com" },
      to: "asha@example.com",
      replyTo: "desk@example.com",
    });
    expect(db.prepare("SELECT subject, status FROM document_emails ORDER BY id").all()).toEqual([
      { subject: "Waiting", status: "sent" },
      { subject: "Cut off", status: "interrupted" },
      { subject: "Already sent", status: "sent" },
    ]);
    db.close();
  });

  it("puts an e-mail the mail server refused back in the queue with the outbox's backoff", async () => {
    const db = upgradedFrom052();
    const outbox = documentsOutbox(db, () => {
      throw Object.assign(new Error("mailbox unavailable for asha@example.com"), {
        responseCode: 451,
      });
    });
    const before = Date.now();
    try {
      outbox.start();
      await vi.waitFor(() => expect(documentEmailsWaiting(db)).toBe(0));
    } finally {
      await outbox.stop();
    }
    const row = db
      .prepare(
        "SELECT status, attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError FROM document_emails WHERE subject = 'Waiting'",
      )
      .get() as { status: string; attempts: number; nextAttemptAt: number; lastError: string };
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    // The first retry 30 s later (the outbox's base delay); the error kept as its class, never
    // the message, which may carry an address.
    expect(row.nextAttemptAt).toBeGreaterThanOrEqual(before + 30_000);
    expect(row.lastError).not.toContain("asha@example.com");
    db.close();
  });
});
