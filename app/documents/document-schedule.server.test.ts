/**
 * What the documents' worker does as time passes (docs/DOCUMENTS.md#e-mails,
 * docs/DOCUMENTS.md#retention), on a fake clock: the reminder before the due date (once, only if
 * something is still missing) and the deletion DOCUMENTS_RETENTION_DAYS after the inquiry closes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type Mail from "nodemailer/lib/mailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pdf } from "../../tests/support/document-files";
import {
  documentEmailsWaiting,
  documentsOutbox,
  filesUnder,
  seedRequest,
  testMasterKey,
  testServices,
} from "../../tests/support/documents";
import { SiteDatabase } from "../db/database.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = Date.parse("2026-12-01T14:00:00Z");

let dataDir: string;
let sent: Mail.Options[];

beforeEach(() => {
  // Only the clock is fake: files, streams and the database run as they do in production.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start);
  dataDir = mkdtempSync(path.join(tmpdir(), "documents-schedule-"));
  SiteDatabase.open(dataDir).close();
  sent = [];
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * One pass of the worker at the current (fake) time, then the site's outbox until it has sent what
 * is due; what was e-mailed.
 */
async function pass(): Promise<Mail.Options[]> {
  const before = sent.length;
  const { db, services, close } = testServices(dataDir, testMasterKey);
  const outbox = documentsOutbox(db, (mail) => sent.push(mail));
  try {
    services.start();
    await services.settled();
    await services.stop();
    outbox.start();
    await vi.waitFor(() => expect(documentEmailsWaiting(db)).toBe(0));
  } finally {
    await outbox.stop();
    close();
  }
  return sent.slice(before);
}

const subjects = (mails: Mail.Options[]) => mails.map((m) => String(m.subject));

describe("the reminder before the due date (DOCUMENTS_REMINDER_HOURS, 24)", () => {
  it("goes once, 24 hours before, while a required item is missing", async () => {
    const due = start + 3 * DAY;
    seedRequest(dataDir, { dueAt: due });
    expect(subjects(await pass())).toEqual([expect.stringMatching(/^Documents we need:/)]);

    vi.setSystemTime(due - 25 * HOUR);
    expect(await pass()).toEqual([]);

    vi.setSystemTime(due - 23 * HOUR);
    const reminder = await pass();
    expect(subjects(reminder)).toEqual([expect.stringMatching(/^Reminder: documents due/)]);
    expect(reminder[0]?.to).toBe("asha@example.com");
    expect(String(reminder[0]?.text)).toContain("Agreement of purchase and sale");

    vi.setSystemTime(due - 2 * HOUR);
    expect(await pass()).toEqual([]);
  });

  it("does not go for a request made inside the 24 hours: its own e-mail just asked", async () => {
    const due = start + 10 * HOUR;
    seedRequest(dataDir, { dueAt: due });
    expect(subjects(await pass())).toEqual([expect.stringMatching(/^Documents we need:/)]);
    vi.setSystemTime(start + HOUR);
    expect(await pass()).toEqual([]);
    vi.setSystemTime(due - HOUR);
    expect(await pass()).toEqual([]);
  });

  it("does not go when every required item has arrived", async () => {
    const due = start + 3 * DAY;
    const request = seedRequest(dataDir, { dueAt: due });
    const { services, repos, close } = testServices(dataDir);
    try {
      const required = repos.files.items(request.requestId).filter((i) => !i.optional);
      for (const item of required)
        await services.receive({
          token: request.token,
          itemId: item.id,
          fileName: "scan.pdf",
          body: Readable.from([pdf(item.label)]),
        });
    } finally {
      close();
    }
    vi.setSystemTime(due - 23 * HOUR);
    expect(subjects(await pass()).filter((s) => s.startsWith("Reminder"))).toEqual([]);
  });
});

describe("retention (DOCUMENTS_RETENTION_DAYS, 90)", () => {
  it("deletes a closed inquiry's documents and their stored files 90 days after it closed", async () => {
    const request = seedRequest(dataDir);
    const { db, services, close } = testServices(dataDir);
    try {
      await services.receive({
        token: request.token,
        itemId: request.itemIds[0]!,
        fileName: "agreement.pdf",
        body: Readable.from([pdf()]),
      });
      // Every message has its desk row from the moment it is stored (a trigger): close it.
      const closed = db
        .prepare(
          "UPDATE desk_inquiries SET status = 'retained', status_changed_at = ? WHERE message_id = ?",
        )
        .run(Date.now(), request.messageId);
      expect(closed.changes).toBe(1);
      expect(services.deletionDate(request.messageId)).toBe(start + 90 * DAY);
    } finally {
      close();
    }
    const objects = () => filesUnder(path.join(dataDir, "documents", "objects"));
    expect(objects()).toHaveLength(1);

    vi.setSystemTime(start + 89 * DAY);
    await pass();
    expect(objects()).toHaveLength(1);

    vi.setSystemTime(start + 90 * DAY + HOUR);
    await pass();
    expect(objects()).toEqual([]);
    const { repos, close: done } = testServices(dataDir);
    try {
      expect(repos.requests.requestsForInquiry(request.messageId)).toEqual([]);
      // The inquiry itself stays: only its documents are on this schedule.
      expect(repos.requests.inquiry(request.messageId)).toBeDefined();
    } finally {
      done();
    }
  });

  it("keeps an open inquiry's documents however old", async () => {
    const request = seedRequest(dataDir);
    const { services, close } = testServices(dataDir);
    try {
      await services.receive({
        token: request.token,
        itemId: request.itemIds[0]!,
        fileName: "agreement.pdf",
        body: Readable.from([pdf()]),
      });
    } finally {
      close();
    }
    vi.setSystemTime(start + 400 * DAY);
    await pass();
    expect(filesUnder(path.join(dataDir, "documents", "objects"))).toHaveLength(1);
  });
});
