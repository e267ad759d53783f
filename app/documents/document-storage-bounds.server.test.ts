/**
 * Storage bounded per person (docs/DOCUMENTS.md#storage-per-person, docs/DOCUMENTS.md#retention),
 * on a fake clock: a cancelled booking's files that staff did not accept are deleted once the
 * retention rule says so (never an accepted one), unfinished uploads expire within hours, and one
 * client address cannot fill the disk through many e-mail addresses.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pdf } from "../../tests/support/document-files";
import {
  filesUnder,
  seedRequest,
  testMasterKey,
  testServices,
} from "../../tests/support/documents";
import { SiteDatabase } from "../db/database.server";
import { checklistTemplate } from "./checklist-templates";
import { refusalMessage } from "./document-messages";
import { UploadNotAllowed } from "./document-refusals.server";

const quotaOf = (settings: { quotaPerClientBytes: number }) => ({
  perClientBytes: settings.quotaPerClientBytes,
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = Date.parse("2026-12-01T14:00:00Z");

let dataDir: string;

beforeEach(() => {
  // Only the clock is fake: files, streams and the database run as they do in production.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start);
  dataDir = mkdtempSync(path.join(tmpdir(), "documents-bounds-"));
  SiteDatabase.open(dataDir).close();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A consultation booked on the site with its documents' link, as the booking makes them. */
function bookWithDocuments(email: string): { bookingId: number; token: string; itemIds: number[] } {
  const { db, repos, services, close } = testServices(dataDir);
  try {
    const messageId = Number(
      db
        .prepare(
          `INSERT INTO contact_messages (received_at, first_name, last_name, email, message, service_type)
           VALUES (?, 'Marisol', 'Reyes', ?, 'Booked a consultation.', 'immigration')`,
        )
        .run(Date.now(), email).lastInsertRowid,
    );
    // Each booking at its own time (one live booking per lawyer and start).
    const startsAt = Date.now() + 5 * DAY + messageId * HOUR;
    const bookingId = Number(
      db
        .prepare(
          `INSERT INTO bookings (uid, message_id, consultation_type, lawyer, starts_at, ends_at,
             method, status, first_name, last_name, email, consent_text_version, consent_at,
             created_at, status_changed_at)
           VALUES (?, ?, 'consultation', 'principal', ?, ?, 'video', 'confirmed', 'Marisol',
             'Reyes', ?, 'v1', ?, ?, ?)`,
        )
        .run(
          `uid-${messageId}`,
          messageId,
          startsAt,
          startsAt + HOUR,
          email,
          Date.now(),
          Date.now(),
          Date.now(),
        ).lastInsertRowid,
    );
    // The request made with the booking, then the link its confirmation e-mail carries.
    const booked = { id: bookingId, messageId, startsAt };
    services.requestForBooking(booked, checklistTemplate("immigration-consultation"));
    const link = services.linkForBooking(booked);
    const token = link?.link.split("/documents/")[1] ?? "";
    const request = repos.requests.requestByToken(token, Date.now());
    const itemIds = request ? repos.files.items(request.id).map((i) => i.id) : [];
    return { bookingId, token, itemIds };
  } finally {
    close();
  }
}

async function send(token: string, itemId: number, text: string, clientKey?: string) {
  const { services, close } = testServices(dataDir);
  try {
    return await services.receive({
      token,
      itemId,
      fileName: `${text}.pdf`,
      body: Readable.from([pdf(text)]),
      clientKey,
    });
  } finally {
    close();
  }
}

/** One daily retention pass of the worker at the current (fake) time. */
async function retentionPass() {
  const { services, close } = testServices(dataDir);
  try {
    services.applyRetention();
    await services.settled();
    services.start();
    await services.settled();
    await services.stop();
  } finally {
    close();
  }
}

function rows(sql: string, ...params: unknown[]) {
  const { db, close } = testServices(dataDir);
  try {
    return db.prepare(sql).all(...params);
  } finally {
    close();
  }
}

describe("a cancelled booking's documents (DOCUMENTS_CANCELLED_RETENTION_DAYS, 7)", () => {
  it("deletes the files staff did not accept 7 days after the cancellation, and keeps an accepted one", async () => {
    const booking = bookWithDocuments("marisol@example.com");
    expect(booking.itemIds.length).toBeGreaterThanOrEqual(2);
    const [accepted, other] = booking.itemIds as [number, number];
    const kept = await send(booking.token, accepted, "Passport");
    const dropped = await send(booking.token, other, "Bank statement");
    const extra = await send(booking.token, other, "Second statement");
    {
      const { repos, close } = testServices(dataDir);
      repos.files.setItemState(accepted, "accepted", { now: Date.now() });
      close();
    }
    const objectsBefore = filesUnder(path.join(dataDir, "documents", "objects")).length;
    expect(objectsBefore).toBe(3);
    // A second booking that goes ahead keeps everything.
    const other2 = bookWithDocuments("someone@example.com");
    const untouched = await send(other2.token, other2.itemIds[0]!, "Study permit");

    vi.setSystemTime(start + HOUR);
    rows(
      "UPDATE bookings SET status = 'cancelled', status_changed_at = ? WHERE id = ? RETURNING id",
      Date.now(),
      booking.bookingId,
    );

    vi.setSystemTime(start + HOUR + 6 * DAY);
    await retentionPass();
    expect(rows("SELECT id FROM documents ORDER BY id")).toHaveLength(4);

    vi.setSystemTime(start + HOUR + 7 * DAY + 1);
    await retentionPass();
    const left = rows("SELECT id FROM documents ORDER BY id") as { id: number }[];
    expect(left.map((d) => d.id)).toEqual([kept.documentId, untouched.documentId]);
    expect(left.map((d) => d.id)).not.toContain(dropped.documentId);
    expect(left.map((d) => d.id)).not.toContain(extra.documentId);
    // The encrypted objects went with their rows.
    expect(filesUnder(path.join(dataDir, "documents", "objects"))).toHaveLength(2);
    expect(rows("SELECT state FROM document_request_items WHERE id = ?", other)).toEqual([
      { state: "missing" },
    ]);
  });

  it("removes the whole request of a cancelled booking when staff accepted nothing", async () => {
    const booking = bookWithDocuments("jo@example.com");
    await send(booking.token, booking.itemIds[0]!, "Passport");
    rows(
      "UPDATE bookings SET status = 'declined', status_changed_at = ? WHERE id = ? RETURNING id",
      Date.now(),
      booking.bookingId,
    );
    vi.setSystemTime(start + 8 * DAY);
    await retentionPass();
    expect(rows("SELECT id FROM document_requests")).toEqual([]);
    expect(rows("SELECT id FROM documents")).toEqual([]);
    expect(filesUnder(path.join(dataDir, "documents", "objects"))).toEqual([]);
  });
});

describe("unfinished uploads (DOCUMENTS_UPLOAD_EXPIRY_HOURS, 6)", () => {
  it("count against the quota while they last, and expire after 6 hours", async () => {
    const { token, itemIds } = seedRequest(dataDir);
    const { services, repos, close } = testServices(dataDir);
    try {
      const item = itemIds[0]!;
      services.admitUpload(token, item, 4_000_000);
      services.createUpload({
        id: "a".repeat(32),
        itemId: item,
        fileName: "a.pdf",
        declaredBytes: 4_000_000,
      });
      await services.appendUpload("a".repeat(32), Readable.from([Buffer.alloc(1000, 1)]));
      expect(repos.files.heldBytesForEmail("ASHA@example.com")).toBe(4_000_000);
      vi.setSystemTime(start + 5 * HOUR);
      expect(services.expireUploads()).toBe(0);
      vi.setSystemTime(start + 6 * HOUR + 1);
      expect(services.expireUploads()).toBe(1);
      expect(repos.uploads.upload("a".repeat(32))).toBeUndefined();
      expect(repos.files.heldBytesForEmail("asha@example.com")).toBe(0);
    } finally {
      close();
    }
  });
});

describe("the quota per client address (DOCUMENTS_QUOTA_PER_ADDRESS_MB)", () => {
  it("counts one connection's files across e-mail addresses, and refuses past it with the limit", async () => {
    const { services, close } = testServices(dataDir);
    const client = services.clientKey("203.0.113.7");
    expect(client).not.toContain("203.0.113.7");
    expect(services.clientKey("203.0.113.7")).toBe(client);
    expect(services.clientKey("203.0.113.8")).not.toBe(client);
    close();
    // A quota of 20 MB per connection: the fifth upload of 5 MB from one connection, each from
    // its own e-mail address (whose own quota is far from reached), passes it.
    const quota = { quotaPerClientBytes: 20_000_000 };
    let refused: unknown;
    let accepted = 0;
    for (let i = 0; i < 6 && !refused; i++) {
      const { token, itemIds } = seedRequest(dataDir, { email: `person${i}@example.com` });
      const s = testServices(dataDir, testMasterKey, quota);
      try {
        s.services.admitUpload(token, itemIds[0]!, 5_000_000, Date.now(), client);
        s.services.createUpload({
          id: i.toString(16).padStart(32, "0"),
          itemId: itemIds[0]!,
          fileName: "a.pdf",
          declaredBytes: 5_000_000,
          clientKey: client,
        });
        accepted += 1;
      } catch (error) {
        refused = error;
      } finally {
        s.close();
      }
    }
    expect(accepted).toBe(4);
    expect(refused).toBeInstanceOf(UploadNotAllowed);
    expect((refused as UploadNotAllowed).status).toBe(413);
    expect((refused as UploadNotAllowed).message).toBe("quota-address");
    // What the client reads states the limit.
    expect(
      refusalMessage(refused as UploadNotAllowed, { maxFileBytes: 5_000_000, ...quotaOf(quota) }),
    ).toContain("20 MB");
  });
});
