import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentConsentVersion } from "~/contact/contact-fields";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import { parseEnv } from "~/platform/env.server";
import type { Logger } from "~/platform/logger.server";
import type { BookingRequest } from "./booking-contract";
import type { ConfirmationExtra } from "./booking-mail.server";
import { openBooking } from "./open-booking.server";
import { zonedInstant } from "./zoned-time";

// The booking as the server opens it (app/booking/README.md): its confirmation carries the lines
// other capabilities hand it when it is opened (the documents' link), then the address proof's
// link, in that order; nothing is learnt through a module-level registry.

const quiet: Logger = { info() {}, warn() {}, error() {} };
const toronto = (date: string, minutes: number) => zonedInstant("America/Toronto", date, minutes);

let dir: string;
let db: SiteDatabase;
let repos: Repositories;

const request: BookingRequest = {
  typeId: "free-consultation",
  start: toronto("2026-12-08", 10 * 60),
  method: "video",
  firstName: "Amara",
  lastName: "Osei",
  email: "amara.osei@example.com",
  phone: undefined,
  serviceType: "real-estate",
  note: "",
  otherParties: "",
  consent: currentConsentVersion,
  visitorTimeZone: "America/Toronto",
};

beforeEach(() => {
  vi.useFakeTimers({ now: toronto("2026-12-07", 8 * 60), toFake: ["Date"] });
  dir = mkdtempSync(path.join(tmpdir(), "open-booking-"));
  db = SiteDatabase.open(dir);
  repos = repositories(db);
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const documentsLine: ConfirmationExtra = (booking) => ["", `Documents for booking ${booking.id}`];

describe("opening the booking", () => {
  it("puts the extras it is given, then the address proof, into the confirmation, the extras only there", () => {
    const booking = openBooking({
      repositories: repos,
      env: parseEnv({ DATA_DIR: dir }),
      logger: quiet,
      wakeOutbox: () => {},
      confirmationExtras: [documentsLine],
    });
    const made = booking.service?.book(request);
    if (!made?.ok) throw new Error("the booking was refused");
    const [queue] = booking.mailQueues ?? [];
    const text = (kind: string) => {
      const email = booking.service?.bookings.emails(made.booking.id).find((e) => e.kind === kind);
      const composed = email && queue?.compose(email.id);
      return composed && "mail" in composed ? String(composed.mail.text) : "";
    };
    const confirmation = text("confirmation");
    const documents = confirmation.indexOf(`Documents for booking ${made.booking.id}`);
    const proof = confirmation.indexOf("Please confirm that this e-mail address is yours");
    const links = confirmation.indexOf("To choose another time:");
    expect(documents).toBeGreaterThan(confirmation.indexOf("By video with"));
    expect(proof).toBeGreaterThan(documents);
    expect(links).toBeGreaterThan(proof);
    expect(text("reminder")).not.toContain("Documents for booking");
  });

  it("asks again for the address's proof in a reminder and a Moved e-mail, with a fresh link, until it is confirmed", () => {
    const booking = openBooking({
      repositories: repos,
      env: parseEnv({ DATA_DIR: dir }),
      logger: quiet,
      wakeOutbox: () => {},
      confirmationExtras: [],
    });
    const service = booking.service;
    const made = service?.book(request);
    if (!service || !made?.ok) throw new Error("the booking was refused");
    const [queue] = booking.mailQueues ?? [];
    const text = (kind: string) => {
      const email = service.bookings.emails(made.booking.id).findLast((e) => e.kind === kind);
      const composed = email && queue?.compose(email.id);
      return composed && "mail" in composed ? String(composed.mail.text) : "";
    };
    const proofLink = (mail: string) =>
      /\/booking\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    const first = proofLink(text("confirmation"));
    const again = proofLink(text("reminder"));
    expect(first).toBeDefined();
    expect(again).toBeDefined();
    // A link of its own, made when the reminder is sent: it works even if the first is lost.
    expect(again).not.toBe(first);
    expect(text("reminder").indexOf("Please confirm that this e-mail address")).toBeLessThan(
      text("reminder").indexOf("To choose another time:"),
    );
    expect(service.addressProofState(again)).toBe("usable");
    const moved = service.reschedule(made.booking.id, toronto("2026-12-09", 11 * 60), null);
    expect(moved.ok).toBe(true);
    expect(proofLink(text("rescheduled"))).toBeDefined();

    // Confirmed (by any of its links): no more asking.
    expect(service.confirmAddress(again)).toBe(true);
    expect(text("reminder")).not.toContain("Please confirm that this e-mail address");
    expect(text("rescheduled")).not.toContain("Please confirm that this e-mail address");
    expect(text("rescheduled")).toContain("has moved to");
  });

  it("without a database keeps its secret links' policy and the operator's choice of booking", () => {
    const booking = openBooking({
      repositories: undefined,
      env: parseEnv({ DATA_DIR: dir, BOOKING_PROVIDER: "external" }),
      logger: quiet,
      wakeOutbox: () => {},
      confirmationExtras: [documentsLine],
    });
    expect(booking.service).toBeUndefined();
    expect(booking.mailQueues ?? []).toEqual([]);
    expect(booking.routePolicies?.[0]?.headers).toMatchObject({ "Cache-Control": "no-store" });
    expect(booking.loadContext?.({} as never, {} as never)).toEqual({
      bookingProvider: "external",
    });
  });
});
