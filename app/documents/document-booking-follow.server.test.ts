/**
 * A request made by a booking follows the consultation (docs/DOCUMENTS.md#from-a-booking), in the
 * database itself: moved, its link's expiry moves and its reminder may go again (its due date is
 * counted again by the service that moves it: document-due-on-move.server.test.ts); cancelled, its
 * link stops working.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { seedRequest, testServices } from "../../tests/support/documents";
import { SiteDatabase } from "../db/database.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "documents-follow-"));
  SiteDatabase.open(dataDir).close();
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it("moves the link's expiry with a moved consultation, and revokes the link when it is cancelled", () => {
  const startsAt = Date.now() + 10 * DAY;
  const dueAt = startsAt - 48 * HOUR;
  const request = seedRequest(dataDir, { template: "immigration-consultation", dueAt });
  const { db, repos, close } = testServices(dataDir);
  try {
    const bookingId = Number(
      db
        .prepare(
          `INSERT INTO bookings (uid, message_id, consultation_type, lawyer, starts_at, ends_at, method,
             status, first_name, last_name, email, consent_text_version, consent_at, created_at,
             status_changed_at)
           VALUES ('uid-1', ?, 'free-consultation', 'principal', ?, ?, 'video', 'confirmed', 'Asha', 'Persaud',
             'asha@example.com', 'v1', ?, ?, ?)`,
        )
        .run(
          request.messageId,
          startsAt,
          startsAt + 15 * 60_000,
          Date.now(),
          Date.now(),
          Date.now(),
        ).lastInsertRowid,
    );
    db.prepare("UPDATE document_requests SET booking_id = ?, reminded_at = ? WHERE id = ?").run(
      bookingId,
      Date.now(),
      request.requestId,
    );
    const expiresAt = repos.requests.request(request.requestId)?.expiresAt ?? 0;

    // Moved three days later: the link works three days longer, the reminder may go again; the
    // due date is left to the move's service, which counts it in business days.
    db.prepare("UPDATE bookings SET starts_at = ?, ends_at = ? WHERE id = ?").run(
      startsAt + 3 * DAY,
      startsAt + 3 * DAY + 15 * 60_000,
      bookingId,
    );
    const moved = repos.requests.request(request.requestId);
    expect(moved?.dueAt).toBe(dueAt);
    expect(moved?.expiresAt).toBe(expiresAt + 3 * DAY);
    expect(moved?.remindedAt).toBeNull();
    expect(repos.requests.requestByToken(request.token, Date.now())).toBeDefined();

    // Cancelled: the link answers as an unknown one.
    const cancelledAt = Date.now();
    db.prepare("UPDATE bookings SET status = 'cancelled', status_changed_at = ? WHERE id = ?").run(
      cancelledAt,
      bookingId,
    );
    expect(repos.requests.request(request.requestId)?.revokedAt).toBe(cancelledAt);
    expect(repos.requests.requestByToken(request.token, Date.now())).toBeUndefined();
  } finally {
    close();
  }
});
