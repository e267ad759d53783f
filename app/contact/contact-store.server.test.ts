import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessage } from "./contact-schema";
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
