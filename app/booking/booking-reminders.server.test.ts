import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Mail from "nodemailer/lib/mailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingRequest } from "~/booking/booking-contract";
import { bookingMailQueue } from "~/booking/booking-mail-queue.server";
import { BookingService } from "~/booking/booking-service.server";
import { zonedInstant } from "~/booking/zoned-time";
import { currentConsentVersion } from "~/contact/contact-fields";
import { contactMailQueues } from "~/contact/contact-mail-queues.server";
import { firm } from "~/content/firm";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import { parseEnv } from "~/platform/env.server";
import type { Logger } from "~/platform/logger.server";
import { Outbox } from "~/platform/outbox.server";

// Reminders (docs/BOOKING.md#e-mails-and-invitations) on the fake clock: the site's outbox sends
// each one when its lead time (BOOKING_REMINDERS) is reached, once, to the client, and none for a
// booking cancelled before then. Real SQLite file, the outbox as the server runs it, a mailer that
// records what it was given; only time is simulated (Vitest's fake timers move Date and setTimeout).

const quiet: Logger = { info() {}, warn() {}, error() {} };
const at = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return zonedInstant("America/Toronto", date, (h ?? 0) * 60 + (m ?? 0));
};
const HOUR = 3_600_000;
const MINUTE = 60_000;

let dir: string;
let repos: Repositories;
let sent: Mail.Options[];
let outbox: Outbox;
let service: BookingService;

const client = "amara.osei@example.com";
const request: BookingRequest = {
  typeId: "free-consultation",
  start: at("2026-12-08", "10:00"),
  method: "video",
  firstName: "Amara",
  lastName: "Osei",
  email: client,
  phone: undefined,
  serviceType: "real-estate",
  note: "Buying a condo in Etobicoke.",
  otherParties: "",
  consent: currentConsentVersion,
  visitorTimeZone: "America/Toronto",
};

/** The subjects of the e-mails the client has been sent so far, in order. */
const clientSubjects = () =>
  sent.filter((m) => m.to === client).map((m) => String(m.subject).split(":")[0]);

/** Lets the fake clock run to `moment` (the outbox's timers fire on the way). */
const runUntil = (moment: number) => vi.advanceTimersByTimeAsync(moment - Date.now());

beforeEach(() => {
  vi.useFakeTimers({ now: at("2026-12-07", "08:00") });
  dir = mkdtempSync(path.join(tmpdir(), "booking-reminders-"));
  repos = repositories(SiteDatabase.open(dir));
  sent = [];
  // The operator's setting, read as the server reads it: a day before, and an hour and a half.
  const { BOOKING_REMINDERS } = parseEnv({ BOOKING_REMINDERS: "24h,90m" });
  service = new BookingService({
    repos,
    settings: firm.booking,
    reminderLeadMinutes: BOOKING_REMINDERS,
    logger: quiet,
    wakeOutbox: () => outbox.notify(),
    audit: () => {},
  });
  outbox = new Outbox({
    mailer: {
      send: async (mail) => {
        sent.push(mail);
      },
      close() {},
    },
    logger: quiet,
    queues: [
      ...contactMailQueues({
        messages: repos.messages,
        settings: {
          from: "website@mercerlaw.example",
          to: "intake@mercerlaw.example",
          siteUrl: "https://mercerlaw.example",
          firmName: firm.name,
        },
        logger: quiet,
      }),
      bookingMailQueue(service, {
        from: "website@mercerlaw.example",
        to: "intake@mercerlaw.example",
        siteUrl: "https://mercerlaw.example",
        firmName: firm.name,
      }),
    ],
  });
  outbox.start();
});
afterEach(async () => {
  await outbox.stop();
  vi.useRealTimers();
  repos.db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("reminders in the client's conversation (docs/STANDARDS.md#e-mail)", () => {
  it("each follows what the client last received, with its own stored, random Message-ID", async () => {
    const made = service.book(request);
    if (!made.ok) throw new Error("expected a booking");
    await runUntil(request.start - 60 * MINUTE);
    const toClient = sent.filter((m) => m.to === client);
    expect(clientSubjects()).toEqual(["Booked", "Reminder", "Reminder"]);
    const [booked, first, second] = toClient;
    const ids = toClient.map((m) => m.messageId);
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f-]{36}@mercerlaw\.example>$/);
    expect(new Set(ids).size).toBe(3);
    expect(booked?.inReplyTo).toBeUndefined();
    expect(first).toMatchObject({ inReplyTo: booked?.messageId, references: [booked?.messageId] });
    expect(second).toMatchObject({
      inReplyTo: first?.messageId,
      references: [booked?.messageId, first?.messageId],
    });
    for (const m of toClient)
      expect(m.headers).toMatchObject({ "Auto-Submitted": "auto-generated" });
    // The Message-IDs are those stored with the e-mails.
    const stored = repos.db.sqlite
      .prepare(
        "SELECT mail_message_id AS id FROM booking_emails WHERE booking_id = ? AND kind <> 'firm-notice' AND status = 'sent' ORDER BY sent_at",
      )
      .all(made.booking.id) as { id: string }[];
    expect(stored.map((r) => r.id)).toEqual(ids);
  });
});

describe("reminders on the fake clock", () => {
  it("go 24 hours and 90 minutes before the consultation, once each, and never after it started", async () => {
    const made = service.book(request);
    if (!made.ok) throw new Error("expected a booking");
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(clientSubjects()).toEqual(["Booked"]);

    const start = request.start;
    await runUntil(start - 24 * HOUR - MINUTE);
    expect(clientSubjects()).toEqual(["Booked"]);
    await runUntil(start - 24 * HOUR + MINUTE);
    expect(clientSubjects()).toEqual(["Booked", "Reminder"]);

    await runUntil(start - 90 * MINUTE - MINUTE);
    expect(clientSubjects()).toEqual(["Booked", "Reminder"]);
    await runUntil(start - 90 * MINUTE + MINUTE);
    expect(clientSubjects()).toEqual(["Booked", "Reminder", "Reminder"]);

    // Past the consultation and a day more: nothing else goes.
    await runUntil(start + 24 * HOUR);
    expect(clientSubjects()).toEqual(["Booked", "Reminder", "Reminder"]);
    const reminders = sent.filter((m) => String(m.subject).startsWith("Reminder"));
    expect(reminders.map((m) => m.to)).toEqual([client, client]);
    expect(String(reminders[0]?.text)).toContain("A reminder: your free consultation");
    expect(
      repos.bookings
        .emails(made.booking.id)
        .filter((e) => e.kind === "reminder")
        .map((e) => [e.leadMinutes, e.status]),
    ).toEqual([
      [24 * 60, "sent"],
      [90, "sent"],
    ]);
  });

  it("are not sent for a booking cancelled before their time, and a moved one's go by its new time", async () => {
    const cancelled = service.book(request);
    const moved = service.book({
      ...request,
      start: at("2026-12-08", "14:00"),
      email: "b@example.com",
    });
    if (!cancelled.ok || !moved.ok) throw new Error("expected two bookings");
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(service.cancel(cancelled.booking.id, null).ok).toBe(true);
    const later = at("2026-12-10", "11:00");
    expect(service.reschedule(moved.booking.id, later, null).ok).toBe(true);

    // By the old times nothing is reminded.
    await runUntil(at("2026-12-08", "16:00"));
    expect(clientSubjects()).toEqual(["Booked", "Cancelled"]);
    const toMoved = () =>
      sent.filter((m) => m.to === "b@example.com").map((m) => String(m.subject).split(":")[0]);
    expect(toMoved()).toEqual(["Booked", "Moved"]);

    // The new time's reminders go.
    await runUntil(later - 24 * HOUR + MINUTE);
    expect(toMoved()).toEqual(["Booked", "Moved", "Reminder"]);
    await runUntil(later);
    expect(toMoved()).toEqual(["Booked", "Moved", "Reminder", "Reminder"]);
    expect(clientSubjects()).toEqual(["Booked", "Cancelled"]);
  });
});
