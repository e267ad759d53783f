/**
 * A confirmed 15-minute consultation's invitation and the options the site gives the calendar, as
 * the invitation's tests use them. Imported only by tests.
 */
import type { InvitationEvent } from "./invitation.server";

export const sampleInvitation: InvitationEvent = {
  uid: "booking-3f6c2a@mercerlaw.example",
  sequence: 0,
  start: Date.parse("2026-12-07T14:00:00Z"),
  end: Date.parse("2026-12-07T14:15:00Z"),
  stamp: Date.parse("2026-11-25T15:00:00Z"),
  summary: "Free consultation with Mercer Law",
  description: "Monday, December 7, 2026, 9:00 AM Toronto time.\nJoin: https://meet.example/d",
  location: "https://meet.mercerlaw.example/danielle-mercer",
  url: "https://meet.mercerlaw.example/danielle-mercer",
  organizer: { name: "Mercer Law", email: "info@mercerlaw.example" },
  attendee: { name: "Amara Osei", email: "amara@example.com" },
  status: "confirmed",
};
