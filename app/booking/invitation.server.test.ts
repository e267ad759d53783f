import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feedIcs, invitationIcs } from "./invitation.server";
import { sampleInvitation } from "./invitation-sample";

// docs/BOOKING.md#e-mails-and-invitations; parsed with a real iCalendar parser (ical.js).

const event = sampleInvitation;
const options = { calendarName: "Mercer Law", timeZone: "America/Toronto" };

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, ev: new ICAL.Event(vevent) };
}

describe("the invitation", () => {
  it("is a METHOD:REQUEST with a stable UID, the time in UTC and the firm's zone named", () => {
    const ics = invitationIcs(event, { ...options, method: "REQUEST" });
    expect(ics).toContain("\r\n");
    const { calendar, vevent, ev } = parse(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Toronto");
    expect(ev.uid).toBe(event.uid);
    expect(ev.sequence).toBe(0);
    expect(ev.startDate.toJSDate().toISOString()).toBe("2026-12-07T14:00:00.000Z");
    expect(ev.endDate.toJSDate().toISOString()).toBe("2026-12-07T14:15:00.000Z");
    expect(ev.startDate.zone?.tzid).toBe("UTC");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(ev.location).toBe(event.location);
    expect(ev.description).toBe(event.description);
    expect(ev.organizer).toBe("mailto:info@mercerlaw.example");
    const attendee = vevent.getFirstProperty("attendee");
    expect(attendee?.getFirstValue()).toBe("MAILTO:amara@example.com");
    expect(attendee?.getParameter("partstat")).toBe("ACCEPTED");
  });

  it("keeps its UID and raises SEQUENCE when moved, and cancels with METHOD:CANCEL", () => {
    const moved = parse(
      invitationIcs(
        { ...event, sequence: 1, start: event.start + 86_400_000, end: event.end + 86_400_000 },
        { ...options, method: "REQUEST" },
      ),
    );
    expect(moved.ev.uid).toBe(event.uid);
    expect(moved.ev.sequence).toBe(1);
    expect(moved.ev.startDate.toJSDate().toISOString()).toBe("2026-12-08T14:00:00.000Z");

    const cancelled = parse(
      invitationIcs({ ...event, sequence: 2 }, { ...options, method: "CANCEL" }),
    );
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.ev.uid).toBe(event.uid);
    expect(cancelled.ev.sequence).toBe(2);
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});

describe("a lawyer's calendar feed", () => {
  it("is a published calendar of every event, without a METHOD", () => {
    const ics = feedIcs(
      [
        { ...event, attendee: undefined },
        { ...event, uid: "booking-other@mercerlaw.example", status: "tentative" },
      ],
      options,
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.map((e) => e.getFirstPropertyValue("uid"))).toEqual([
      event.uid,
      "booking-other@mercerlaw.example",
    ]);
    expect(events[1]?.getFirstPropertyValue("status")).toBe("TENTATIVE");
  });
});
