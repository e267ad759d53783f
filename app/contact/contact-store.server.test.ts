import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContactMessage, currentConsentVersion } from "./contact-schema";
import { ContactInbox, defaultMigrationsDir, runMigrations } from "./contact-store.server";

const message: ContactMessage = {
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  phone: undefined,
  serviceType: "notary",
  message: "Can you notarise a letter?",
  referralSource: undefined,
  referralOther: undefined,
  consent: currentConsentVersion,
};
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let inbox: ContactInbox;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "contact-store-"));
  inbox = ContactInbox.open(dir);
});
afterEach(() => {
  inbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("ContactInbox (real SQLite file)", () => {
  it("opens in WAL mode with every migration applied once", () => {
    expect(inbox.db.pragma("journal_mode", { simple: true })).toBe("wal");
    const files = readdirSync(defaultMigrationsDir).filter((f) => f.endsWith(".sql"));
    expect(runMigrations(inbox.db)).toEqual([]);
    const versions = inbox.db
      .prepare("SELECT version FROM schema_migrations ORDER BY version")
      .all();
    expect(versions).toHaveLength(files.length);
  });

  it("stores a message with one pending notification, newest first", () => {
    const a = inbox.save(message, 1_000);
    const b = inbox.save({ ...message, firstName: "Ben" }, 2_000);
    expect(inbox.list().map((m) => [m.id, m.firstName, m.status, m.attempts])).toEqual([
      [b, "Ben", "pending", 0],
      [a, "Ana", "pending", 0],
    ]);
  });

  it("lets a notification be claimed once, retried later after a failure, and marked sent", () => {
    const id = inbox.save(message, 1_000);
    expect(inbox.dueNotifications(1_000)).toEqual([id]);
    expect(inbox.claim(id, 1_000)).toBe(true);
    expect(inbox.claim(id, 1_000)).toBe(false); // a second worker cannot take it
    inbox.markFailed(id, "ECONNREFUSED", 5_000);
    expect(inbox.dueNotifications(4_999)).toEqual([]);
    expect(inbox.nextDueAt()).toBe(5_000);
    expect(inbox.claim(id, 4_999)).toBe(false);
    expect(inbox.claim(id, 5_000)).toBe(true);
    inbox.markSent(id, 6_000);
    expect(inbox.get(id)).toMatchObject({
      status: "sent",
      attempts: 2,
      sentAt: 6_000,
      lastError: null,
    });
    expect(inbox.dueNotifications(10_000)).toEqual([]);
  });

  it("marks a send cut off by a crash as interrupted rather than sending it again", () => {
    const id = inbox.save(message, 1_000);
    inbox.claim(id, 1_000);
    expect(inbox.markInterrupted()).toBe(1);
    expect(inbox.get(id)?.status).toBe("interrupted");
    expect(inbox.dueNotifications(Date.now())).toEqual([]);
  });

  it("deletes one message on request", () => {
    const a = inbox.save(message, 1_000);
    const b = inbox.save({ ...message, firstName: "Ben" }, 2_000);
    expect(inbox.delete(a)).toBe(true);
    expect(inbox.delete(a)).toBe(false);
    expect(inbox.list().map((m) => m.id)).toEqual([b]);
  });

  it("deletes messages (and their notifications) older than the retention period", () => {
    const now = 100 * DAY;
    inbox.save({ ...message, firstName: "Old" }, now - 31 * DAY);
    inbox.save({ ...message, firstName: "New" }, now - 29 * DAY);
    expect(inbox.deleteOlderThan(30, now)).toBe(1);
    expect(inbox.list().map((m) => m.firstName)).toEqual(["New"]);
    expect(inbox.db.prepare("SELECT COUNT(*) AS n FROM contact_outbox").get()).toEqual({ n: 1 });
  });
});

describe("suspected spam and operations", () => {
  it("stores suspected spam without queueing an e-mail, and lists it marked", () => {
    const person = inbox.save(message, 1_000);
    const bot = inbox.save({ ...message, firstName: "Bot" }, 2_000, { suspectedSpam: "honeypot" });
    expect(inbox.dueNotifications(5_000)).toEqual([person]);
    expect(inbox.list().map((m) => [m.id, m.suspectedSpam, m.status])).toEqual([
      [bot, "honeypot", null],
      [person, null, "pending"],
    ]);
    expect(inbox.oldestUnsentReceivedAt()).toBe(1_000);
    // Retention deletes it like any other message.
    expect(inbox.deleteOlderThan(1, 2_000 + DAY + 1)).toBe(2);
  });

  it("keeps messages stored before the spam mark existed readable, before and after the upgrade", () => {
    const oldDir = mkdtempSync(path.join(tmpdir(), "contact-old-"));
    const firstOnly = mkdtempSync(path.join(tmpdir(), "migrations-001-"));
    try {
      copyFileSync(
        path.join(defaultMigrationsDir, "001_contact_inbox.sql"),
        path.join(firstOnly, "001_contact_inbox.sql"),
      );
      const old = ContactInbox.open(oldDir, { migrationsDir: firstOnly });
      old.db
        .prepare(
          "INSERT INTO contact_messages (received_at, first_name, last_name, email, message) VALUES (1000, 'Old', 'Row', 'old@example.com', 'Before the upgrade')",
        )
        .run();
      old.db
        .prepare("INSERT INTO contact_outbox (message_id, next_attempt_at) VALUES (1, 1000)")
        .run();
      old.close();
      // The inbox CLI opens read-only and does not migrate.
      const readonly = ContactInbox.open(oldDir, { readonly: true });
      expect(readonly.list()).toMatchObject([
        { firstName: "Old", suspectedSpam: null, status: "pending" },
      ]);
      readonly.close();
      // The server migrates: the old row is kept, unmarked.
      const upgraded = ContactInbox.open(oldDir);
      expect(upgraded.list()).toMatchObject([{ firstName: "Old", suspectedSpam: null }]);
      upgraded.close();
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
      rmSync(firstOnly, { recursive: true, force: true });
    }
  });

  it("passes quick_check when healthy and proves it can write", () => {
    inbox.save(message);
    expect(inbox.quickCheck()).toEqual({ ok: true, problems: [] });
    inbox.probeWrite(42);
    expect(inbox.db.prepare("SELECT checked_at FROM health_probe").pluck().get()).toBe(42);
    expect(inbox.count()).toBe(1);
  });
});
