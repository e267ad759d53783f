/**
 * No working link at rest (docs/DOCUMENTS.md#the-link): a request's e-mail is stored without its
 * link's secret, which the outbox makes as it sends it; e-mails stored before migration 063 lose
 * theirs in the upgrade, and one still waiting is sent with a fresh link that works.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type Mail from "nodemailer/lib/mailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { documentEmailsWaiting, documentsOutbox } from "../../tests/support/documents";
import { defaultMigrationsDir, SiteDatabase } from "../db/database.server";
import { documentLinkPlaceholder } from "./document-emails";
import { DocumentRequests, tokenHash } from "./document-requests.server";

let dir: string;
let migrations: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "document-links-"));
  migrations = mkdtempSync(path.join(tmpdir(), "migrations-062-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(migrations, { recursive: true, force: true });
});

const oldToken = `${"A".repeat(21) + "b_-".repeat(7)}z`;
const body = (token: string) =>
  `Hello Asha,\n\nTo prepare your matter (Purchase), we need the documents listed on this secure page:\n\nhttps://www.mercerlaw.example/documents/${token}\n\nPlease send them as soon as you can.`;

/** A database as it was before migration 063: a request whose e-mail was sent, and one waiting. */
function upgradedFrom062(): Database.Database {
  for (const file of readdirSync(defaultMigrationsDir).filter((f) => /^0([0-5]\d|6[0-2])_/.test(f)))
    copyFileSync(path.join(defaultMigrationsDir, file), path.join(migrations, file));
  const old = SiteDatabase.open(dir, { migrationsDir: migrations });
  const inquiry = old.sqlite
    .prepare(
      `INSERT INTO contact_messages (received_at, first_name, last_name, email, message)
       VALUES (1000, 'Asha', 'Persaud', 'asha@example.com', 'Buying a home')`,
    )
    .run().lastInsertRowid;
  const request = old.sqlite
    .prepare(
      `INSERT INTO document_requests (message_id, template, title, token_hash, created_at, expires_at)
       VALUES (?, 'purchase', 'Purchase', ?, 1000, ?)`,
    )
    .run(inquiry, tokenHash(oldToken), Date.now() + 86_400_000).lastInsertRowid;
  const insert = old.sqlite.prepare(
    `INSERT INTO document_emails (request_id, kind, recipient, subject, body, status, next_attempt_at, sent_at, created_at)
     VALUES (?, 'request', 'asha@example.com', ?, ?, ?, 1000, ?, 1000)`,
  );
  insert.run(request, "Sent before", body(oldToken), "sent", 1500);
  insert.run(request, "Waiting", body(oldToken), "pending", null);
  old.close();
  SiteDatabase.open(dir).close();
  const db = new Database(path.join(dir, "contact-inbox.sqlite3"));
  db.pragma("foreign_keys = ON");
  return db;
}

describe("a documents link in a stored e-mail", () => {
  it("is gone from every stored body after the upgrade, and a waiting e-mail goes with a fresh link that works", async () => {
    const db = upgradedFrom062();
    const bodies = () =>
      (db.prepare("SELECT body FROM document_emails ORDER BY id").all() as { body: string }[]).map(
        (r) => r.body,
      );
    for (const stored of bodies()) {
      expect(stored).not.toContain(oldToken);
      expect(stored).toContain(
        `https://www.mercerlaw.example/documents/${documentLinkPlaceholder}`,
      );
    }
    const sent: Mail.Options[] = [];
    const outbox = documentsOutbox(db, (mail) => sent.push(mail));
    try {
      outbox.start();
      await vi.waitFor(() => expect(documentEmailsWaiting(db)).toBe(0));
    } finally {
      await outbox.stop();
    }
    expect(sent.map((m) => m.subject)).toEqual(["Waiting"]);
    const token = String(sent[0]?.text).match(/\/documents\/([A-Za-z0-9_-]{43})\n/)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(oldToken);
    // The link works, and only its hash is kept; the stored body still opens nothing.
    const requests = new DocumentRequests(new SiteDatabase(db));
    expect(requests.requestByToken(token as string, Date.now())?.title).toBe("Purchase");
    expect(bodies().some((b) => b.includes(token as string))).toBe(false);
    db.close();
  });
});
