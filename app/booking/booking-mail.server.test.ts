import { describe, expect, it } from "vitest";
import type { Booking, BookingEmail } from "~/db/bookings.server";
import { type BookingMailSettings, composeBookingEmail, lawyerFeed } from "./booking-mail.server";
import { zonedInstant } from "./zoned-time";

// docs/BOOKING.md#time-zones: what the client reads puts their own clock first, Toronto's in
// brackets, in the subject, the body and the invitation alike; what the firm reads keeps Toronto's
// first.

const settings: BookingMailSettings = {
  from: "website@mercerlaw.example",
  to: "intake@mercerlaw.example",
  siteUrl: "https://www.mercerlaw.example",
  firmName: "Mercer Law",
};
const startsAt = zonedInstant("America/Toronto", "2026-12-08", 9 * 60 + 30);
const now = zonedInstant("America/Toronto", "2026-12-07", 8 * 60);

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 7,
  uid: "3f6c2a10-0000-4000-8000-000000000000",
  messageId: 1,
  consultationType: "free-consultation",
  lawyer: "principal",
  startsAt,
  endsAt: startsAt + 15 * 60_000,
  method: "video",
  status: "confirmed",
  sequence: 0,
  firstName: "Keisha",
  lastName: "Baptiste",
  email: "keisha.baptiste@example.com",
  phone: null,
  serviceType: "real-estate",
  note: null,
  otherParties: null,
  visitorTimeZone: "America/Port_of_Spain",
  consentTextVersion: "v1",
  consentAt: now,
  createdAt: now,
  createdBy: null,
  statusChangedAt: now,
  statusChangedBy: null,
  ...over,
});

const email = (kind: BookingEmail["kind"], sequence = 0): BookingEmail =>
  ({
    id: 1,
    bookingId: 7,
    kind,
    sequence,
    leadMinutes: kind === "reminder" ? 1440 : 0,
    status: "pending",
    attempts: 0,
    nextAttemptAt: now,
  }) as BookingEmail;

function compose(kind: BookingEmail["kind"], b: Booking) {
  const composed = composeBookingEmail(email(kind, b.sequence), b, {
    settings,
    now,
    issueLinkToken: () => "t".repeat(43),
    invited: true,
  });
  if (!("mail" in composed)) throw new Error(`${kind} dropped: ${composed.drop}`);
  const ics = composed.mail.icalEvent as { content?: string } | undefined;
  return {
    subject: String(composed.mail.subject),
    text: String(composed.mail.text),
    // The invitation's text unfolded and unescaped (RFC 5545, 3.1 and 3.3.11).
    ics: (ics?.content ?? "").replace(/\r\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1"),
  };
}

const clientFirst = "Tuesday, December 8, 2026, 10:30 AM Port of Spain time (9:30 AM Toronto time)";

describe("the time in the client's e-mails", () => {
  it.for([
    ["confirmation", 0],
    ["reminder", 0],
    ["rescheduled", 1],
  ] as const)(
    "puts the client's clock first in the %s's subject, body and invitation",
    ([kind, sequence]) => {
      const mail = compose(kind, booking({ sequence }));
      expect(mail.subject).toContain(clientFirst);
      expect(mail.text).toContain(clientFirst);
      expect(mail.text).not.toContain("Toronto time (");
      if (kind !== "reminder")
        expect(mail.ics).toContain(`DESCRIPTION:Free consultation: ${clientFirst}.`);
    },
  );

  it("puts the client's clock first in a cancellation", () => {
    const mail = compose("cancelled", booking({ status: "cancelled", sequence: 1 }));
    expect(mail.subject).toContain(clientFirst);
    expect(mail.text).toContain(`on ${clientFirst} is cancelled`);
    expect(mail.ics).toContain(clientFirst);
    // The withdrawn event says it is cancelled, and how to join, move or cancel it no more.
    expect(mail.ics).toContain(
      `DESCRIPTION:Cancelled: the free consultation on ${clientFirst} will not take place.`,
    );
    expect(mail.ics).not.toMatch(/Join here|use the links|will call you/);
  });

  it("warns against documents by e-mail, not against the secure link the same e-mail may hold", () => {
    const mail = compose("confirmation", booking());
    expect(mail.text).toContain("Please do not send confidential documents by e-mail");
    expect(mail.text).not.toContain("do not send confidential documents until");
  });

  it.for(["confirmation", "reminder", "rescheduled"] as const)(
    "says the firm's number once in the %s, without a raw tel: address beside it",
    (kind) => {
      const text = compose(kind, booking({ sequence: kind === "rescheduled" ? 1 : 0 })).text;
      expect(text).toContain("reply to this e-mail or call (416) 555-0142.");
      expect(text).not.toContain("tel:");
    },
  );

  it("writes Toronto's time alone when the client's clock is Toronto's", () => {
    const mail = compose("confirmation", booking({ visitorTimeZone: "America/Toronto" }));
    expect(mail.text).toContain("is booked for Tuesday, December 8, 2026, 9:30 AM Toronto time.");
    expect(mail.text).not.toMatch(/time \(/);
  });

  it("keeps Toronto's clock first in what the firm reads: its notice and the lawyer's feed", () => {
    const notice = compose("firm-notice", booking());
    expect(notice.text).toContain(
      "When:    Tuesday, December 8, 2026, 9:30 AM Toronto time (10:30 AM Port of Spain time)",
    );
    const torontoClient = compose("firm-notice", booking({ visitorTimeZone: "America/Toronto" }));
    expect(torontoClient.text).toContain(
      "When:    Tuesday, December 8, 2026, 9:30 AM Toronto time\n",
    );
    const feed = lawyerFeed([booking()], settings, "Danielle Mercer")
      .replace(/\r\n[ \t]/g, "")
      .replace(/\\([,;\\])/g, "$1");
    expect(feed).toContain(
      "Tuesday, December 8, 2026, 9:30 AM Toronto time (10:30 AM Port of Spain time)",
    );
  });
});
