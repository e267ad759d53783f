import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import type { Booking } from "~/db/bookings.server";
import { accessRequestBookings, agendaItem } from "./desk-bookings.server";

// A client's name that reads "htimS exe.png" where the override is honoured, and a note with a
// file name that reads "exe.pdf" (docs/PRODUCT-RULES.md#hostile-text).
const booking: Booking = {
  id: 7,
  uid: "booking-7@example.com",
  messageId: 3,
  consultationType: firm.booking.consultationTypes[0]?.id ?? "free-consultation",
  lawyer: "principal",
  startsAt: Date.UTC(2026, 11, 8, 15),
  endsAt: Date.UTC(2026, 11, 8, 15, 30),
  method: "video",
  status: "confirmed",
  sequence: 0,
  firstName: "\u202egnp.exe",
  lastName: "htimS\u2069",
  email: "client@example.com\u200e",
  phone: null,
  serviceType: null,
  note: "See \u2066\u202efdp.exe\u2069 attached",
  otherParties: "\u2067Jane Roe\u2069",
  visitorTimeZone: null,
  consentTextVersion: "2026-11-01",
  consentAt: Date.UTC(2026, 11, 1),
  createdAt: Date.UTC(2026, 11, 1),
  createdBy: null,
  statusChangedAt: Date.UTC(2026, 11, 1),
  statusChangedBy: null,
};
const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe("bookings shown to staff", () => {
  it("carry no bidirectional character on the agenda or in the access-request export", () => {
    expect(agendaItem(booking).client).toBe("gnp.exe htimS");
    const [exported] = accessRequestBookings([booking], () => []);
    expect(exported?.firstName).toBe("gnp.exe");
    expect(exported?.note).toBe("See fdp.exe attached");
    expect(exported?.otherPeopleInvolved).toBe("Jane Roe");
    expect(bidi.test(JSON.stringify(exported))).toBe(false);
  });
});
