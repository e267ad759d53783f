import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Bookings, type NewBooking, SlotTaken } from "./bookings.server";
import { ContactMessages } from "./contact-messages.server";
import { SiteDatabase } from "./database.server";

// Two live consultations of one lawyer never overlap, enforced by the database itself
// (db/migrations/054_bookings_never_overlap.sql, docs/decisions/040-a-second-database-engine.md),
// so no writer that skips the slot check can double-book a lawyer.

let dir: string;
let db: SiteDatabase;
let bookings: Bookings;
let messageId: number;
const minute = 60_000;
const nine = Date.UTC(2026, 11, 8, 14, 0); // 9:00 a.m. in Toronto

const booking = (
  startsAt: number,
  minutes: number,
  over: Partial<NewBooking> = {},
): NewBooking => ({
  uid: `uid-${Math.random()}`,
  messageId,
  consultationType: "free-consultation",
  lawyer: "principal",
  startsAt,
  endsAt: startsAt + minutes * minute,
  method: "video",
  status: "confirmed",
  firstName: "Amara",
  lastName: "Osei",
  email: "amara.osei@example.com",
  phone: null,
  serviceType: null,
  note: null,
  otherParties: null,
  visitorTimeZone: null,
  consentTextVersion: "v1",
  consentAt: nine,
  createdAt: nine,
  createdBy: null,
  ...over,
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "bookings-overlap-"));
  db = SiteDatabase.open(dir);
  bookings = new Bookings(db);
  messageId = new ContactMessages(db).startFromBooking({
    receivedAt: nine,
    firstName: "Amara",
    lastName: "Osei",
    email: "amara.osei@example.com",
    consent: "v1",
  });
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the database keeps one lawyer's consultations from overlapping", () => {
  it("refuses a booking that starts inside, ends inside or covers a live one", () => {
    bookings.insert(booking(nine + 30 * minute, 30)); // 9:30 to 10:00
    for (const [start, minutes] of [
      [nine + 45 * minute, 30], // starts inside
      [nine + 15 * minute, 30], // ends inside
      [nine, 90], // covers it
      [nine + 35 * minute, 10], // inside it
    ] as const) {
      expect(() => bookings.insert(booking(start, minutes))).toThrow(SlotTaken);
    }
    // Back to back is not an overlap; another lawyer at the same time is free.
    expect(() => bookings.insert(booking(nine, 30))).not.toThrow();
    expect(() => bookings.insert(booking(nine + 60 * minute, 30))).not.toThrow();
    expect(() =>
      bookings.insert(booking(nine + 30 * minute, 30, { lawyer: "caribbean" })),
    ).not.toThrow();
  });

  it("frees the time of a cancelled booking, and refuses a move or a reinstatement into an overlap", () => {
    const first = bookings.insert(booking(nine, 60));
    const second = bookings.insert(booking(nine + 2 * 60 * minute, 30));
    expect(() =>
      bookings.reschedule(second, nine + 30 * minute, nine + 60 * minute, "principal"),
    ).toThrow(SlotTaken);
    expect(bookings.get(second)?.startsAt).toBe(nine + 2 * 60 * minute);
    db.sqlite.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(first);
    const third = bookings.insert(booking(nine + 15 * minute, 30));
    expect(bookings.get(third)?.status).toBe("confirmed");
    expect(() =>
      db.sqlite.prepare("UPDATE bookings SET status = 'confirmed' WHERE id = ?").run(first),
    ).toThrow(/bookings_overlap/);
  });
});
