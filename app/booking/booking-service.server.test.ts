import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import type { Logger } from "~/platform/logger.server";
import type { BookingAuditAction } from "./booking-audit";
import type { BookingRequest } from "./booking-contract";
import { BookingService } from "./booking-service.server";
import { zonedInstant } from "./zoned-time";

// docs/BOOKING.md: the rules of booking, against a real SQLite file.

const quiet: Logger = { info() {}, warn() {}, error() {} };
const at = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return zonedInstant("America/Toronto", date, (h ?? 0) * 60 + (m ?? 0));
};

let dir: string;
let db: SiteDatabase;
let repos: Repositories;
let now: number;
let wakes: number;
let audit: {
  staffId: number | null;
  action: BookingAuditAction;
  messageId: number | null;
  detail: string | null;
}[];

function service() {
  return new BookingService({
    repos,
    settings: firm.booking,
    reminderLeadMinutes: [24 * 60, 120],
    logger: quiet,
    wakeOutbox: () => {
      wakes++;
    },
    audit: (staffId, action, messageId, detail) =>
      audit.push({ staffId, action, messageId, detail }),
    now: () => now,
  });
}

/** A guess one character away from a secret (never the secret itself, whatever it ends with). */
const otherLastCharacter = (token: string) =>
  `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

const request = (over: Partial<BookingRequest> = {}): BookingRequest => ({
  typeId: "free-consultation",
  start: at("2026-12-08", "10:00"),
  method: "video",
  firstName: "Amara",
  lastName: "Osei",
  email: "amara.osei@example.com",
  phone: "416 555 0100",
  serviceType: "real-estate",
  note: "Buying a condo in Etobicoke.",
  otherParties: "Marc Tremblay (seller)",
  consent: currentConsentVersion,
  visitorTimeZone: "America/Port_of_Spain",
  ...over,
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "booking-service-"));
  db = SiteDatabase.open(dir);
  repos = repositories(db);
  now = at("2026-12-07", "08:00");
  // Staff members 1 to 7, for the actions staff take.
  for (let id = 1; id <= 7; id++)
    db.sqlite
      .prepare(
        "INSERT INTO desk_staff (id, email, name, user_handle, created_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(id, `staff${id}@mercerlaw.example`, `Staff ${id}`, `handle-${id}`, now);
  wakes = 0;
  audit = [];
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("booking a consultation", () => {
  it("confirms an offered time, starts an inquiry, and queues the confirmation, the firm's notice and two reminders", () => {
    const s = service();
    const result = s.book(request());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.conflictToSettle).toBe(false);
    const b = result.booking;
    expect(b).toMatchObject({
      status: "confirmed",
      sequence: 0,
      lawyer: "principal",
      method: "video",
    });
    expect(b.endsAt - b.startsAt).toBe(15 * 60_000);
    expect(b.uid).toMatch(/^[0-9a-f-]{36}$/);
    // A new address starts an inquiry in the inbox, marked "consultation booked".
    expect(b.messageId).not.toBeNull();
    expect(repos.messages.get(b.messageId!)).toMatchObject({
      email: "amara.osei@example.com",
      firstName: "Amara",
    });
    const status = db.sqlite
      .prepare("SELECT status FROM desk_inquiries WHERE message_id = ?")
      .get(b.messageId);
    expect(status).toEqual({ status: "consultation-booked" });
    const emails = s.bookings.emails(b.id).map((e) => [e.kind, e.leadMinutes, e.nextAttemptAt]);
    expect(emails).toEqual([
      ["confirmation", 0, now],
      ["firm-notice", 0, now],
      ["reminder", 1440, b.startsAt - 24 * 3_600_000],
      ["reminder", 120, b.startsAt - 2 * 3_600_000],
    ]);
    expect(wakes).toBe(1);
    expect(audit).toEqual([
      {
        staffId: null,
        action: "booked",
        messageId: b.messageId,
        detail: `booking #${b.id}, Tuesday, December 8, 2026, 10:00 AM Toronto time`,
      },
    ]);
  });

  it("starts an inquiry of its own from the address of an earlier one, linked for staff, and joins it only when staff merge them", () => {
    const earlier = repos.messages.save(
      {
        referralOther: undefined,
        firstName: "Victoria",
        lastName: "Confidential",
        email: "Amara.Osei@Example.com",
        message: "Separation, two children.",
        consent: currentConsentVersion,
      },
      now - 86_400_000,
    );
    const s = service();
    const result = s.book(request());
    if (!result.ok) throw new Error("expected a booking");
    // An e-mail address is not an identity (docs/BOOKING.md#an-address-proves-itself).
    expect(result.booking.messageId).not.toBe(earlier);
    expect(repos.messages.count()).toBe(2);
    expect(repos.messages.get(result.booking.messageId)).toMatchObject({ firstName: "Amara" });
    // The earlier inquiry is untouched: no status change.
    expect(
      db.sqlite.prepare("SELECT status FROM desk_inquiries WHERE message_id = ?").get(earlier),
    ).toEqual({ status: "new" });
    expect(s.bookings.addresses.addressLink(result.booking.id)).toMatchObject({
      earlierMessageId: earlier,
      confirmedAt: null,
      mergedAt: null,
    });

    // The proof link works once, and only before it expires.
    const token = s.issueAddressProof(result.booking.id);
    expect(s.addressProofState(token)).toBe("usable");
    expect(s.confirmAddress(token)).toBe(true);
    expect(s.confirmAddress(token)).toBe(false);
    expect(s.addressProofState(token)).toBe("used");
    expect(s.bookings.addresses.addressLink(result.booking.id)?.confirmedAt).toBe(now);
    const late = s.issueAddressProof(result.booking.id);
    const bookedAt = now;
    now = bookedAt + 7 * 86_400_000 + 1;
    expect(s.confirmAddress(late)).toBe(false);
    expect(s.addressProofState(late)).toBeUndefined();
    now = bookedAt;
    // Confirming changes nothing of the earlier inquiry: staff merge.
    expect(result.booking.messageId).not.toBe(earlier);

    const stub = result.booking.messageId;
    expect(s.mergeAddress(result.booking.id, 7)).toEqual({ ok: true, merged: true, into: earlier });
    expect(s.bookings.get(result.booking.id)?.messageId).toBe(earlier);
    expect(
      db.sqlite.prepare("SELECT status FROM desk_inquiries WHERE message_id = ?").get(earlier),
    ).toEqual({ status: "consultation-booked" });
    // The inquiry the booking started held nothing else: it is gone.
    expect(repos.messages.get(stub)).toBeUndefined();
    // A second merge (a double click) changes nothing and records nothing.
    const entries = audit.length;
    expect(s.mergeAddress(result.booking.id, 7)).toEqual({
      ok: true,
      merged: false,
      into: earlier,
    });
    expect(audit.length).toBe(entries);
    expect(audit.at(-1)).toMatchObject({
      staffId: 7,
      action: "merged-address",
      messageId: earlier,
    });
  });

  it("links a booking to the earlier inquiry of its address about the same service, before a later one about another", () => {
    const save = (serviceType: string, daysAgo: number) =>
      repos.messages.save(
        {
          referralOther: undefined,
          firstName: "Amara",
          lastName: "Osei",
          email: "amara.osei@example.com",
          message: "About my matter.",
          serviceType,
          consent: currentConsentVersion,
        } as never,
        now - daysAgo * 86_400_000,
      );
    const purchase = save("real-estate", 3);
    save("wills-estates", 1);
    const result = service().book(request({ serviceType: "real-estate" }));
    if (!result.ok) throw new Error("expected a booking");
    expect(service().bookings.addresses.addressLink(result.booking.id)?.earlierMessageId).toBe(
      purchase,
    );
    // A booking that names no service links to the latest inquiry of the address.
    const unnamed = service().book(
      request({ serviceType: undefined, start: at("2026-12-08", "11:00") }),
    );
    if (!unnamed.ok) throw new Error("expected a booking");
    expect(service().bookings.addresses.addressLink(unnamed.booking.id)?.earlierMessageId).toBe(
      result.booking.messageId,
    );
  });

  it("gives a taken time to nobody else, and answers with the nearest free times", () => {
    const s = service();
    expect(s.book(request()).ok).toBe(true);
    const second = s.book(
      request({ email: "someone.else@example.com", firstName: "Li", lastName: "Wei" }),
    );
    expect(second.ok).toBe(false);
    if (second.ok || second.reason !== "taken") throw new Error("expected taken");
    const toronto = (ms: number) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "America/Toronto",
        hour: "2-digit",
        minute: "2-digit",
      }).format(ms);
    expect(second.nearest.map((n) => toronto(n.start))).toEqual(["09:00", "09:30", "10:30"]);
  });

  it("refuses a time that is not offered (outside the hours, in the past, on a holiday)", () => {
    const s = service();
    for (const start of [
      at("2026-12-08", "08:30"),
      at("2026-12-07", "07:00"),
      at("2026-12-25", "10:00"),
      at("2026-12-08", "10:10"),
    ]) {
      const r = s.book(request({ start }));
      expect(r.ok, new Date(start).toISOString()).toBe(false);
    }
    expect(s.book(request({ typeId: "no-such-type" }))).toEqual({
      ok: false,
      reason: "unknown-type",
    });
  });

  it("confirms a booking whose other party already came to the firm like any other, and leaves the match for staff to settle", () => {
    repos.messages.save(
      {
        referralOther: undefined,
        firstName: "Marc",
        lastName: "Tremblay",
        email: "marc@example.com",
        message: "Selling my house.",
        consent: currentConsentVersion,
      },
      now - 86_400_000,
    );
    const s = service();
    const result = s.book(request({ otherParties: "MARC TREMBLAY" }));
    if (!result.ok) throw new Error("expected a booking");
    expect(result.conflictToSettle).toBe(true);
    expect(result.booking.status).toBe("confirmed");
    expect(s.bookings.conflictCheck.conflicts(result.booking.id)).toMatchObject([
      {
        given: "MARC TREMBLAY",
        givenRole: "other-party",
        known: { source: "inquiry", role: "client", name: "Marc Tremblay" },
      },
    ]);
    // The visitor gets what anyone gets, at the same moment (docs/BOOKING.md#conflict-check).
    expect(s.bookings.emails(result.booking.id).map((e) => e.kind)).toEqual([
      "confirmation",
      "firm-notice",
      "reminder",
      "reminder",
    ]);
    expect(s.bookings.conflictCheck.toSettle().map((b) => b.id)).toEqual([result.booking.id]);
    // Its time is taken.
    expect(s.book(request({ email: "x@example.com", otherParties: "" })).ok).toBe(false);

    // Staff keep it: nothing more is sent; it leaves the list to settle.
    const kept = s.confirm(result.booking.id, 7);
    expect(kept.ok && kept.booking.status).toBe("confirmed");
    expect(s.bookings.emails(result.booking.id).map((e) => [e.kind, e.status])).toEqual([
      ["confirmation", "pending"],
      ["firm-notice", "pending"],
      ["reminder", "pending"],
      ["reminder", "pending"],
    ]);
    expect(s.bookings.conflictCheck.toSettle()).toEqual([]);
    expect(s.confirm(result.booking.id, 7)).toEqual({ ok: false, reason: "not-held" });
    expect(audit.map((a) => [a.staffId, a.action])).toEqual([
      [null, "booked"],
      [7, "confirmed-booking"],
    ]);
  });

  it("frees the time of a declined booking and tells the client without the reason", () => {
    repos.messages.save(
      {
        referralOther: undefined,
        firstName: "Marc",
        lastName: "Tremblay",
        email: "marc@example.com",
        message: "Hi",
        consent: currentConsentVersion,
      },
      now - 86_400_000,
    );
    const s = service();
    const held = s.book(request({ otherParties: "Marc Tremblay" }));
    if (!held.ok) throw new Error("expected a booking");
    const declined = s.decline(held.booking.id, 3);
    expect(declined.ok && declined.booking).toMatchObject({ status: "declined", sequence: 1 });
    expect(s.bookings.emails(held.booking.id).map((e) => [e.kind, e.status])).toEqual([
      ["confirmation", "dropped"],
      ["firm-notice", "dropped"],
      ["reminder", "dropped"],
      ["reminder", "dropped"],
      ["declined", "pending"],
    ]);
    expect(s.book(request({ email: "x@example.com", otherParties: "" })).ok).toBe(true);
  });
});

describe("changing a booking", () => {
  it("moves it to another offered time with SEQUENCE + 1, dropping the old reminders for new ones", () => {
    const s = service();
    const made = s.book(request());
    if (!made.ok) throw new Error("expected a booking");
    const moved = s.reschedule(made.booking.id, at("2026-12-09", "14:00"), null);
    expect(moved.ok && moved.booking).toMatchObject({
      sequence: 1,
      startsAt: at("2026-12-09", "14:00"),
      uid: made.booking.uid,
    });
    const emails = s.bookings.emails(made.booking.id).map((e) => [e.kind, e.sequence, e.status]);
    expect(emails).toEqual([
      ["confirmation", 0, "dropped"],
      ["firm-notice", 0, "pending"],
      ["reminder", 0, "dropped"],
      ["reminder", 0, "dropped"],
      ["rescheduled", 1, "pending"],
      ["firm-notice", 1, "pending"],
      ["reminder", 1, "pending"],
      ["reminder", 1, "pending"],
    ]);
    // The old time is free again; a time already taken is refused with the nearest free ones.
    expect(s.book(request({ email: "b@example.com", otherParties: "" })).ok).toBe(true);
    const clash = s.reschedule(made.booking.id, at("2026-12-08", "10:00"), null);
    expect(clash.ok).toBe(false);
    expect(!clash.ok && clash.reason).toBe("taken");
  });

  it("treats a move to the time it already has (a double click's second post) as done: no e-mail, no audit, no new SEQUENCE", () => {
    const s = service();
    const made = s.book(request());
    if (!made.ok) throw new Error("expected a booking");
    const id = made.booking.id;
    const to = at("2026-12-09", "14:00");
    // The client's double tap: the first post moves it, the second finds it there already.
    const first = s.reschedule(id, to, null);
    expect(first.ok && first.booking).toMatchObject({ sequence: 1, startsAt: to });
    const emailsAfterFirst = s.bookings.emails(id);
    const auditAfterFirst = audit.length;
    const wakesAfterFirst = wakes;
    const second = s.reschedule(id, to, null);
    expect(second).toEqual({ ok: true, booking: s.bookings.get(id), unchanged: true });
    expect(second.ok && second.booking).toMatchObject({ sequence: 1, startsAt: to });
    expect(s.bookings.emails(id)).toEqual(emailsAfterFirst);
    expect(s.bookings.emails(id).filter((e) => e.kind === "rescheduled")).toHaveLength(1);
    expect(s.bookings.emails(id).filter((e) => e.kind === "firm-notice")).toHaveLength(2);
    expect(audit).toHaveLength(auditAfterFirst);
    expect(wakes).toBe(wakesAfterFirst);

    // Staff's double click on the desk's "Move it": the same.
    const back = at("2026-12-10", "11:00");
    expect(s.reschedule(id, back, 3).ok).toBe(true);
    const staffEmails = s.bookings.emails(id);
    const staffAudit = audit.length;
    const again = s.reschedule(id, back, 3);
    expect(again.ok && again.booking).toMatchObject({ sequence: 2, startsAt: back });
    expect(s.bookings.emails(id)).toEqual(staffEmails);
    expect(audit).toHaveLength(staffAudit);
    expect(audit.filter((a) => a.action === "rescheduled-booking")).toHaveLength(2);

    // A booking never moved, asked for its own time: the same, SEQUENCE stays 0.
    const other = s.book(request({ email: "b@example.com", otherParties: "" }));
    if (!other.ok) throw new Error("expected a second booking");
    const still = s.reschedule(other.booking.id, other.booking.startsAt, null);
    expect(still.ok && still.booking).toMatchObject({ sequence: 0 });
    expect(s.bookings.emails(other.booking.id).map((e) => e.kind)).not.toContain("rescheduled");
    // A cancelled booking is not moved, even to its own time.
    expect(s.cancel(other.booking.id, null).ok).toBe(true);
    expect(s.reschedule(other.booking.id, other.booking.startsAt, null)).toEqual({
      ok: false,
      reason: "not-upcoming",
    });
  });

  it("cancels it: its time is free at once, and nothing but the cancellation is sent", () => {
    const s = service();
    const made = s.book(request());
    if (!made.ok) throw new Error("expected a booking");
    const cancelled = s.cancel(made.booking.id, null);
    expect(cancelled.ok && cancelled.booking).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(s.bookings.emails(made.booking.id).map((e) => [e.kind, e.status])).toEqual([
      ["confirmation", "dropped"],
      ["firm-notice", "dropped"],
      ["reminder", "dropped"],
      ["reminder", "dropped"],
      ["cancelled", "pending"],
      ["firm-notice", "pending"],
    ]);
    expect(s.cancel(made.booking.id, null)).toEqual({ ok: false, reason: "not-upcoming" });
    expect(s.reschedule(made.booking.id, at("2026-12-09", "14:00"), null)).toEqual({
      ok: false,
      reason: "not-upcoming",
    });
    expect(s.book(request({ email: "b@example.com", otherParties: "" })).ok).toBe(true);
  });

  it("opens a booking by its link's secret until the consultation starts, never by a hash or a guess", () => {
    const s = service();
    const made = s.book(request());
    if (!made.ok) throw new Error("expected a booking");
    const token = s.issueLinkToken(made.booking.id);
    expect(s.bookingForLink(token)?.id).toBe(made.booking.id);
    const hash = (
      db.sqlite.prepare("SELECT token_hash FROM booking_tokens").get() as { token_hash: string }
    ).token_hash;
    expect(hash).not.toBe(token);
    expect(s.bookingForLink(hash)).toBeUndefined();
    expect(s.bookingForLink(otherLastCharacter(token))).toBeUndefined();
    now = made.booking.startsAt - 1;
    expect(s.bookingForLink(token)?.id).toBe(made.booking.id);
    now = made.booking.startsAt;
    expect(s.bookingForLink(token)).toBeUndefined();
  });

  it("after a cancellation, its link opens nothing to change, only that it is cancelled", () => {
    const s = service();
    const made = s.book(request());
    if (!made.ok) throw new Error("expected a booking");
    const token = s.issueLinkToken(made.booking.id);
    expect(s.cancelledBookingForLink(token)).toBeUndefined();
    expect(s.cancel(made.booking.id, null).ok).toBe(true);
    expect(s.bookingForLink(token)).toBeUndefined();
    expect(s.cancelledBookingForLink(token)?.id).toBe(made.booking.id);
    expect(s.cancelledBookingForLink(otherLastCharacter(token))).toBeUndefined();
    now = made.booking.startsAt;
    expect(s.cancelledBookingForLink(token)).toBeUndefined();
  });

  it("records attended or no-show only once the consultation has started", () => {
    const s = service();
    const made = s.book(request());
    if (!made.ok) throw new Error("expected a booking");
    expect(s.markOutcome(made.booking.id, 2, "attended")).toEqual({
      ok: false,
      reason: "not-ended",
    });
    now = made.booking.endsAt;
    expect(s.markOutcome(made.booking.id, 2, "no-show").ok).toBe(true);
    expect(s.markOutcome(made.booking.id, 2, "attended").ok).toBe(true);
    expect(s.bookings.get(made.booking.id)?.status).toBe("attended");
  });

  it("offers nothing in blocked time, and again once the block is removed", () => {
    const s = service();
    const block = s.block(
      "principal",
      at("2026-12-08", "09:00"),
      at("2026-12-08", "12:00"),
      "Court",
      4,
    );
    expect(s.book(request()).ok).toBe(false);
    expect(s.unblock(block, 4)).toBe(true);
    expect(s.book(request()).ok).toBe(true);
    expect(audit.map((a) => a.action)).toEqual(["blocked-time", "unblocked-time", "booked"]);
  });

  it("gives each lawyer one revocable feed secret, made and turned off by that lawyer only", () => {
    const s = service();
    const lawyer = repos.staff.addStaff(firm.lawyers[0].email, firm.lawyers[0].name);
    const other = repos.staff.addStaff("reception@mercerlaw.example", "Robin Reception");
    expect(s.createFeed("principal", other)).toBeUndefined();
    const first = s.createFeed("principal", lawyer);
    expect(s.feedLawyer(first)).toBe("principal");
    const second = s.createFeed("principal", lawyer);
    expect(s.feedLawyer(first)).toBeUndefined();
    expect(s.feedLawyer(second)).toBe("principal");
    expect(s.revokeFeed("principal", other)).toBe(false);
    expect(s.feedLawyer(second)).toBe("principal");
    expect(s.revokeFeed("principal", lawyer)).toBe(true);
    expect(s.feedLawyer(second)).toBeUndefined();
    // Disabling the lawyer's account turns off the feed it made (docs/DESK.md#calendar-feeds).
    const third = s.createFeed("principal", lawyer);
    repos.staff.disableStaff(lawyer.id);
    repos.staff.enableStaff(lawyer.id);
    expect(s.feedLawyer(third)).toBeUndefined();
    expect(audit.map((a) => [a.staffId, a.action])).toEqual([
      [lawyer.id, "created-calendar-feed"],
      [lawyer.id, "created-calendar-feed"],
      [lawyer.id, "revoked-calendar-feed"],
      [lawyer.id, "created-calendar-feed"],
    ]);
  });
});
