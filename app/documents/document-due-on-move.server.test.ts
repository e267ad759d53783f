/**
 * A booking's documents when its consultation moves (docs/DOCUMENTS.md#from-a-booking), on a fake
 * clock, through the booking service as the client's link and the desk move it: the due date is
 * counted again from the moment of the move and the new time, by the rule of a new booking
 * (business days, one business day kept for the client, no date when nothing fits), and the
 * client's e-mail about the move says the new due date, or that there is none.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { BookingService } from "~/booking/booking-service.server";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import { firmTimeZone, zonedInstant } from "~/platform/firm-clock";
import type { Logger } from "~/platform/logger.server";
import { testMasterKey } from "../../tests/support/documents";
import { type BookingMailSettings, composeBookingEmail } from "../booking/booking-mail.server";
import { bookingDocumentsView } from "./booking-documents.server";
import { documentsMoveFollower, documentsRescheduledExtra } from "./booking-documents-email.server";
import { documentRepositories } from "./document-repositories.server";
import { DocumentServices } from "./document-service.server";
import { DiskStorage } from "./document-storage.server";

const DAY = 24 * 60 * 60 * 1000;
const quiet: Logger = { info() {}, warn() {}, error() {} };
const toronto = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return zonedInstant(firmTimeZone, date, (h ?? 0) * 60 + (m ?? 0));
};
const mail: BookingMailSettings = {
  from: "website@firm.example",
  to: "intake@firm.example",
  siteUrl: "https://www.firm.example",
  firmName: "Test Firm",
};

let dir: string;
let db: SiteDatabase;
let repos: Repositories;
let documents: DocumentServices;
let booking: BookingService;
let now: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  dir = mkdtempSync(path.join(tmpdir(), "documents-due-on-move-"));
  db = SiteDatabase.open(dir);
  repos = repositories(db);
  const documentRepos = documentRepositories(db);
  documents = new DocumentServices({
    repositories: documentRepos,
    storage: new DiskStorage(path.join(dir, "documents", "objects")),
    master: DocumentServices.masterKeyFor(documentRepos.keys, { key: testMasterKey, dataDir: dir }),
    logger: quiet,
    incomingDir: path.join(dir, "documents", "incoming"),
    settings: {
      siteUrl: mail.siteUrl,
      firmName: mail.firmName,
      staffEmail: mail.to,
      maxFileBytes: 5_000_000,
      maxRequestBytes: 50_000_000,
      linkDays: 30,
      retentionDays: 90,
      reminderHours: 24,
    },
  });
  booking = new BookingService({
    repos,
    settings: firm.booking,
    reminderLeadMinutes: [24 * 60],
    logger: quiet,
    moveFollowers: [documentsMoveFollower(documents, quiet)],
    now: () => now,
  });
  db.sqlite
    .prepare(
      "INSERT INTO desk_staff (id, email, name, user_handle, created_at) VALUES (1, 'staff@firm.example', 'Staff', 'h1', 0)",
    )
    .run();
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function setNow(ms: number) {
  now = ms;
  vi.setSystemTime(ms);
}

/** Books a consultation at `start` as the site does, with its documents' request made at once. */
function book(start: number, serviceType: string) {
  const made = booking.book({
    typeId: "free-consultation",
    start,
    method: "video",
    firstName: "Marisol",
    lastName: "Reyes",
    email: "marisol@example.com",
    serviceType,
    consent: currentConsentVersion,
    visitorTimeZone: "America/Port_of_Spain",
  });
  if (!made.ok) throw new Error(`not booked: ${made.reason}`);
  bookingDocumentsView(documents, made.booking, quiet, now);
  return made.booking.id;
}

const requestOf = (bookingId: number) => documents.requests.requestForBooking(bookingId);

/** The client's e-mail about the booking's last move, as the outbox would compose it. */
function movedEmail(bookingId: number, extras = true): string {
  const moved = repos.bookings.get(bookingId);
  const email = repos.bookings
    .emails(bookingId)
    .findLast((e) => e.kind === "rescheduled" && e.status === "pending");
  if (!moved || !email) throw new Error("no e-mail about the move");
  const composed = composeBookingEmail(email, moved, {
    settings: mail,
    now,
    issueLinkToken: () => "booking-link-secret",
    invited: true,
    rescheduledExtras: extras ? [documentsRescheduledExtra(documents, quiet)] : [],
  });
  if (!("mail" in composed)) throw new Error(`dropped: ${composed.drop}`);
  return String(composed.mail.text);
}

it("moved earlier by the client's link on a Sunday evening: no due date rather than Saturday, and the e-mail says so", () => {
  setNow(toronto("2026-11-27", "12:00"));
  const id = book(toronto("2026-12-10", "10:30"), "immigration");
  expect(requestOf(id)?.dueAt).toBe(toronto("2026-12-08", "10:30"));

  // Sunday, November 29 at 7:00 PM: to Monday, November 30 at 9:00 AM. Two business days before
  // it is Thursday the 26th, already past; the client's one business day ends Monday at 5:00 PM,
  // after the consultation: no date ("as soon as you can"), never Saturday the 28th.
  setNow(toronto("2026-11-29", "19:00"));
  const moved = booking.reschedule(id, toronto("2026-11-30", "09:00"), null);
  expect(moved.ok).toBe(true);
  const request = requestOf(id);
  expect(request?.dueAt).toBeNull();
  expect(request?.remindedAt).toBeNull();
  expect(request?.expiresAt).toBeGreaterThan(toronto("2026-11-30", "09:00"));

  const text = movedEmail(id);
  expect(text).toContain(
    "Documents for your consultation (Immigration consultation): the new time is too soon for a due date, so there is none now. Please send them as soon as you can from this private page",
  );
  expect(text).toMatch(/\n {2}https:\/\/www\.firm\.example\/documents\/[A-Za-z0-9_-]{43}\n/);
  expect(text).not.toMatch(/due by/);
});

it("moved by staff two days earlier: due two business days before the new time, on a weekday, and the e-mail says when on the client's clock", () => {
  setNow(toronto("2026-11-27", "12:00"));
  const id = book(toronto("2026-12-10", "10:30"), "immigration");

  // Thursday the 10th to Tuesday the 8th: the due date moved by the same time would be Sunday the
  // 6th; two business days before Tuesday is Friday the 4th, at the consultation's time.
  setNow(toronto("2026-11-27", "13:00"));
  expect(booking.reschedule(id, toronto("2026-12-08", "10:00"), 1).ok).toBe(true);
  const due = toronto("2026-12-04", "10:00");
  const request = requestOf(id);
  expect(request?.dueAt).toBe(due);
  expect(request?.expiresAt).toBeGreaterThanOrEqual(due + 7 * DAY);

  expect(movedEmail(id)).toContain(
    "Documents for your consultation (Immigration consultation): with the new time, they are now due by Friday, December 4 at 11:00 AM Port of Spain time (10:00 AM Toronto time). Please send them from this private page",
  );
});

it("moved later: due two business days before the new time, counted from the move", () => {
  setNow(toronto("2026-11-27", "12:00"));
  const id = book(toronto("2026-12-01", "10:00"), "immigration");
  // Booked on a Friday for Tuesday: the client keeps Monday, due at its close.
  expect(requestOf(id)?.dueAt).toBe(toronto("2026-11-30", "17:00"));

  setNow(toronto("2026-11-28", "09:00"));
  expect(booking.reschedule(id, toronto("2026-12-15", "14:00"), null).ok).toBe(true);
  expect(requestOf(id)?.dueAt).toBe(toronto("2026-12-11", "14:00"));
});

it("a moved consultation without a document request: its e-mail is as it was", () => {
  setNow(toronto("2026-11-27", "12:00"));
  const id = book(toronto("2026-12-10", "10:30"), "real-estate");
  expect(requestOf(id)).toBeUndefined();
  expect(booking.reschedule(id, toronto("2026-12-09", "11:00"), null).ok).toBe(true);
  expect(movedEmail(id)).toBe(movedEmail(id, false));
  expect(movedEmail(id)).not.toContain("Documents");
});

it("moved after the documents came in: the e-mail says what the page says, and asks again only for what is missing or sent back", () => {
  setNow(toronto("2026-11-27", "12:00"));
  const id = book(toronto("2026-12-10", "10:30"), "immigration");
  const items = documents.files.items(requestOf(id)!.id);
  const setState = (label: string, state: "received" | "returned") =>
    documents.files.setItemState(items.find((i) => i.label === label)!.id, state, {
      now,
      staffId: 1,
    });
  const move = (to: string) => {
    setNow(now + 60_000);
    expect(booking.reschedule(id, toronto(to, "11:00"), null).ok).toBe(true);
    return movedEmail(id);
  };

  // The one required item is in; three marked "if you have it" are not.
  setState("Passport", "received");
  const passportIn = move("2026-12-09");
  expect(passportIn).toContain(
    "Documents for your consultation (Immigration consultation). 1 of 4 items received: everything we need is here. Send the 3 items marked “if you have it” too if you can. Your private page (no account is needed",
  );
  expect(passportIn).not.toMatch(/Please send them|due by/);

  // Everything is in.
  for (const item of items.filter((i) => i.optional)) setState(item.label, "received");
  const allIn = move("2026-12-08");
  expect(allIn).toContain(
    "Documents for your consultation (Immigration consultation). We have all 4 items we asked for. Thank you. Nothing more is needed",
  );
  expect(allIn).not.toMatch(/Please send them|due by/);

  // Staff sent the passport back: it is asked for again, by name.
  setState("Passport", "returned");
  expect(move("2026-12-11")).toContain(
    "Documents for your consultation (Immigration consultation), still needed: Passport (sent back: please send it again). With the new time, they are now due by",
  );
});
