import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentConsentVersion } from "~/contact/contact-schema";
import { ContactMessages, recipientHash } from "./contact-messages.server";
import {
  defaultMigrationsDir,
  type OpenOptions,
  runMigrations,
  SiteDatabase,
} from "./database.server";
import { sampleMessage } from "./test-repositories";

/** The repository on its own database, with the raw connection for checks. */
function openMessages(dir: string, options?: OpenOptions) {
  const db = SiteDatabase.open(dir, options);
  return Object.assign(new ContactMessages(db), {
    site: db,
    sqlite: db.sqlite,
    close: () => db.close(),
  });
}

const message = sampleMessage();
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let inbox: ReturnType<typeof openMessages>;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "contact-store-"));
  inbox = openMessages(dir);
});
afterEach(() => {
  inbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("ContactMessages (real SQLite file)", () => {
  it("opens in WAL mode with every migration applied once", () => {
    expect(inbox.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    const files = readdirSync(defaultMigrationsDir).filter((f) => f.endsWith(".sql"));
    expect(runMigrations(inbox.sqlite)).toEqual([]);
    const versions = inbox.sqlite
      .prepare("SELECT version FROM schema_migrations ORDER BY version")
      .all();
    expect(versions).toHaveLength(files.length);
  });

  it("gives an inquiry's name, address and practice area to the features that write to its client", () => {
    const id = inbox.save(message, 1_000);
    expect(inbox.contact(id)).toEqual({
      id,
      firstName: "Ana",
      lastName: "Silva",
      email: "ana@example.com",
      serviceType: "notary",
      receivedAt: 1_000,
    });
    expect(inbox.contact(id + 1)).toBeUndefined();
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
    expect(inbox.due("notification", 1_000)).toEqual([id]);
    expect(inbox.claim("notification", id, 1_000)).toBe(1);
    expect(inbox.claim("notification", id, 1_000)).toBeNull(); // a second worker cannot take it
    inbox.markFailed("notification", id, "ECONNREFUSED", 5_000);
    expect(inbox.due("notification", 4_999)).toEqual([]);
    expect(inbox.nextDueAt("notification")).toBe(5_000);
    expect(inbox.claim("notification", id, 4_999)).toBeNull();
    expect(inbox.claim("notification", id, 5_000)).toBe(2);
    inbox.markSent("notification", id, 6_000);
    expect(inbox.get(id)).toMatchObject({
      status: "sent",
      attempts: 2,
      sentAt: 6_000,
      lastError: null,
    });
    expect(inbox.due("notification", 10_000)).toEqual([]);
  });

  it("marks a send cut off by a crash as interrupted rather than sending it again", () => {
    const id = inbox.save(message, 1_000);
    inbox.claim("notification", id, 1_000);
    expect(inbox.markInterrupted("notification")).toBe(1);
    expect(inbox.get(id)?.status).toBe("interrupted");
    expect(inbox.due("notification", Date.now())).toEqual([]);
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
    expect(inbox.sqlite.prepare("SELECT COUNT(*) AS n FROM contact_outbox").get()).toEqual({
      n: 1,
    });
  });
});

describe("suspected spam and operations", () => {
  it("stores suspected spam without queueing an e-mail, and lists it marked", () => {
    const person = inbox.save(message, 1_000);
    const bot = inbox.save({ ...message, firstName: "Bot" }, 2_000, { suspectedSpam: "honeypot" });
    expect(inbox.due("notification", 5_000)).toEqual([person]);
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
      const old = openMessages(oldDir, { migrationsDir: firstOnly });
      old.sqlite
        .prepare(
          "INSERT INTO contact_messages (received_at, first_name, last_name, email, message) VALUES (1000, 'Old', 'Row', 'old@example.com', 'Before the upgrade')",
        )
        .run();
      old.sqlite
        .prepare("INSERT INTO contact_outbox (message_id, next_attempt_at) VALUES (1, 1000)")
        .run();
      old.close();
      // The inbox CLI opens read-only and does not migrate.
      const readonly = openMessages(oldDir, { readonly: true });
      expect(readonly.list()).toMatchObject([
        { firstName: "Old", suspectedSpam: null, status: "pending" },
      ]);
      readonly.close();
      // The server migrates: the old row is kept, unmarked.
      const upgraded = openMessages(oldDir);
      expect(upgraded.list()).toMatchObject([{ firstName: "Old", suspectedSpam: null }]);
      upgraded.close();
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
      rmSync(firstOnly, { recursive: true, force: true });
    }
  });

  it("passes quick_check when healthy and proves it can write", () => {
    inbox.save(message);
    expect(inbox.site.quickCheck()).toEqual({ ok: true, problems: [] });
    inbox.site.probeWrite(42);
    expect(inbox.sqlite.prepare("SELECT checked_at FROM health_probe").pluck().get()).toBe(42);
    expect(inbox.count()).toBe(1);
  });
});

describe("conflict-check answers, consent and acknowledgements (migrations 005 and 006)", () => {
  it("stores the other people involved, the key date and the consent wording with its time", () => {
    const id = inbox.save(
      { ...message, otherParties: "Jordan Lee", keyDate: "Closing March 14, 2027" },
      7_000,
    );
    expect(inbox.get(id)).toMatchObject({
      otherParties: "Jordan Lee",
      keyDate: "Closing March 14, 2027",
      consentTextVersion: currentConsentVersion,
      consentAt: 7_000,
    });
    const row = inbox.sqlite
      .prepare(
        "SELECT other_parties, key_date, consent_text_version, consent_at FROM contact_messages WHERE id = ?",
      )
      .get(id);
    expect(row).toEqual({
      other_parties: "Jordan Lee",
      key_date: "Closing March 14, 2027",
      consent_text_version: currentConsentVersion,
      consent_at: 7_000,
    });
  });

  it("queues one acknowledgement per address per 24 hours, keyed by a hash, never for spam or when off", () => {
    const first = inbox.save(message, 1_000, { acknowledge: true });
    // The same address, however it is typed, within 24 hours: no second acknowledgement.
    const again = inbox.save({ ...message, email: " ANA@Example.com" }, 1_000 + DAY - 1, {
      acknowledge: true,
    });
    const other = inbox.save({ ...message, email: "ben@example.com" }, 2_000, {
      acknowledge: true,
    });
    const spam = inbox.save({ ...message, email: "bot@example.com" }, 3_000, {
      acknowledge: true,
      suspectedSpam: "too-fast",
    });
    const off = inbox.save({ ...message, email: "cy@example.com" }, 4_000);
    const nextDay = inbox.save(message, 1_000 + DAY + 1, { acknowledge: true });
    expect(inbox.due("acknowledgement", 10 * DAY)).toEqual([first, other, nextDay]);
    const state = (id: number) => inbox.get(id)?.acknowledgement ?? null;
    expect([again, spam, off].map(state)).toEqual([null, null, null]);
    const hashes = inbox.sqlite
      .prepare("SELECT recipient_hash AS h FROM contact_acknowledgements")
      .pluck()
      .all() as string[];
    expect(hashes[0]).toBe(recipientHash("ana@example.com"));
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    // No copy of the address outside the message itself.
    const dump = JSON.stringify(
      inbox.sqlite.prepare("SELECT * FROM contact_acknowledgements").all(),
    );
    expect(dump).not.toContain("example.com");
  });

  it("claims an acknowledgement once, retries it after a failure, marks it sent, and never re-sends an interrupted one", () => {
    const id = inbox.save(message, 1_000, { acknowledge: true });
    expect(inbox.claim("acknowledgement", id, 1_000)).toBe(1);
    expect(inbox.claim("acknowledgement", id, 1_000)).toBeNull();
    inbox.markFailed("acknowledgement", id, "ECONNREFUSED", 5_000);
    expect(inbox.nextDueAt("acknowledgement")).toBe(5_000);
    expect(inbox.nextDueAt("notification")).toBe(1_000); // the notification is still due
    expect(inbox.due("acknowledgement", 4_999)).toEqual([]);
    expect(inbox.get(id)).toMatchObject({
      acknowledgement: "pending",
      acknowledgementError: "ECONNREFUSED",
    });
    expect(inbox.claim("acknowledgement", id, 5_000)).toBe(2);
    inbox.markSent("acknowledgement", id, 6_000);
    expect(inbox.get(id)).toMatchObject({ acknowledgement: "sent", acknowledgementSentAt: 6_000 });

    const cut = inbox.save({ ...message, email: "ben@example.com" }, 1_000, { acknowledge: true });
    inbox.claim("acknowledgement", cut, 1_000);
    expect(inbox.markInterrupted("notification")).toBe(0);
    expect(inbox.markInterrupted("acknowledgement")).toBe(1);
    expect(inbox.get(cut)?.acknowledgement).toBe("interrupted");
    expect(inbox.due("acknowledgement", 10 * DAY)).toEqual([]);
  });

  it("drops acknowledgements too late to be useful, or all waiting ones when turned off", () => {
    const old = inbox.save(message, 1_000, { acknowledge: true });
    const recent = inbox.save({ ...message, email: "ben@example.com" }, 9_000, {
      acknowledge: true,
    });
    expect(inbox.dropStaleAcknowledgements(5_000)).toBe(1);
    expect(inbox.get(old)).toMatchObject({
      acknowledgement: "dropped",
      acknowledgementError: "not sent in time",
    });
    expect(inbox.dropPendingAcknowledgements("turned off")).toBe(1);
    expect(inbox.get(recent)).toMatchObject({ acknowledgement: "dropped" });
    expect(inbox.nextDueAt("notification")).toBe(1_000); // notifications are untouched
  });

  it("deletes a message's acknowledgement with it, on request and by retention", () => {
    const a = inbox.save(message, 1_000, { acknowledge: true });
    inbox.save({ ...message, email: "ben@example.com" }, 50 * DAY, { acknowledge: true });
    expect(inbox.delete(a)).toBe(true);
    expect(inbox.deleteOlderThan(30, 100 * DAY)).toBe(1);
    expect(
      inbox.sqlite.prepare("SELECT COUNT(*) AS n FROM contact_acknowledgements").get(),
    ).toEqual({
      n: 0,
    });
  });

  it("keeps messages stored before these columns existed readable, read-only and after the upgrade", () => {
    const oldDir = mkdtempSync(path.join(tmpdir(), "contact-004-"));
    const upTo004 = mkdtempSync(path.join(tmpdir(), "migrations-004-"));
    try {
      for (const file of readdirSync(defaultMigrationsDir).filter((f) => /^00[1-4]_/.test(f)))
        copyFileSync(path.join(defaultMigrationsDir, file), path.join(upTo004, file));
      const old = openMessages(oldDir, { migrationsDir: upTo004 });
      old.sqlite
        .prepare(
          "INSERT INTO contact_messages (received_at, first_name, last_name, email, message, service_type) VALUES (1000, 'Old', 'Row', 'old@example.com', 'Before the upgrade', 'notary')",
        )
        .run();
      old.sqlite
        .prepare(
          "INSERT INTO contact_outbox (message_id, status, next_attempt_at, sent_at) VALUES (1, 'sent', 1000, 1500)",
        )
        .run();
      old.close();
      const before = {
        firstName: "Old",
        message: "Before the upgrade",
        serviceType: "notary",
        status: "sent",
        sentAt: 1500,
        otherParties: null,
        keyDate: null,
        consentTextVersion: null,
        consentAt: null,
        acknowledgement: null,
      };
      // The inbox CLI opens read-only and does not migrate.
      const readonly = openMessages(oldDir, { readonly: true });
      expect(readonly.list()).toMatchObject([before]);
      readonly.close();
      // The server migrates: the old row is kept as it was, and new messages sit beside it.
      const upgraded = openMessages(oldDir);
      expect(upgraded.list()).toMatchObject([before]);
      const id = upgraded.save({ ...message, keyDate: "Next week" }, 2_000, { acknowledge: true });
      expect(upgraded.list().map((m) => [m.id, m.keyDate, m.acknowledgement])).toEqual([
        [id, "Next week", "pending"],
        [1, null, null],
      ]);
      upgraded.close();
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
      rmSync(upTo004, { recursive: true, force: true });
    }
  });
});

describe("deleting a message (one function for retention, the inbox CLI and the desk)", () => {
  it("cascades through every foreign key that refers to a message, in every table", () => {
    const tables = inbox.sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .all() as string[];
    const references = tables.flatMap((table) =>
      (inbox.sqlite.pragma(`foreign_key_list(${table})`) as { table: string; on_delete: string }[])
        .filter((fk) => fk.table === "contact_messages")
        .map((fk) => [table, fk.on_delete]),
    );
    // A table added later that refers to a message must let it go (db/migrations, app/db/README.md).
    // One exception lets go of the message without going with it: a signed engagement letter is a
    // record the firm keeps (client identification, LSO By-Law 7.1, s. 23), so its link to the
    // deleted inquiry becomes null while a trigger deletes the unsigned letters with the inquiry
    // (docs/ENGAGEMENT.md).
    const keptOnTheirOwn: Record<string, string> = { engagement_letters: "SET NULL" };
    expect(references.length).toBeGreaterThanOrEqual(4);
    for (const [table, onDelete] of references)
      expect(onDelete, table).toBe(keptOnTheirOwn[table as string] ?? "CASCADE");
  });

  it("refuses to run on a connection that does not enforce foreign keys", () => {
    const id = inbox.save(message, 1_000);
    inbox.sqlite.pragma("foreign_keys = OFF");
    expect(() => inbox.delete(id)).toThrow(/foreign keys/);
    inbox.sqlite.pragma("foreign_keys = ON");
    expect(inbox.delete(id)).toBe(true);
  });
});

describe("writes that must happen", () => {
  it("refuses to record as sent an e-mail that is no longer being sent", () => {
    const id = inbox.save(message, 1_000, { acknowledge: true });
    expect(() => inbox.markSent("notification", id, 2_000)).toThrow(/changed 0 rows/);
    expect(inbox.claim("acknowledgement", id, 1_000)).toBe(1);
    inbox.markSent("acknowledgement", id, 2_000);
    expect(() => inbox.markSent("acknowledgement", id, 3_000)).toThrow(/changed 0 rows/);
    expect(inbox.get(id)).toMatchObject({ acknowledgement: "sent", acknowledgementSentAt: 2_000 });
  });
});
