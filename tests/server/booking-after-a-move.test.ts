import { describe, expect, it } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import { describeStartForClient } from "~/booking/slot-view";
import { firm } from "~/content/firm";
import {
  bookingDeskForTheFile,
  invitation,
  linkIn,
  offeredTimes,
  postBooking,
} from "../support/booking";

// What a client reads after changing their booking from its own page, over HTTP against the real
// server and a real SMTP server on loopback (docs/BOOKING.md#time-zones,
// docs/BOOKING.md#reschedule-and-cancel). The invitations are read by ical.js.

const bookingDesk = bookingDeskForTheFile({
  firstName: "Gerald",
  lastName: "Okonkwo",
  email: "gerald.okonkwo@example.com",
  message: "About my late mother's estate.",
});

const firmZone = firm.booking.timeZone;

/** A page's visible text, roughly as a person reads it: tags out, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Posts the booking page's form as the client does, from the site's own origin. */
const postTo = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    headers: {
      origin: bookingDesk.server.base,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  });

describe("a time zone chosen on the booking's own page", () => {
  it("is kept with the move: the Moved e-mail, its subject and invitation, and the page reopened read that clock first", async () => {
    const email = "lucie.tremblay@example.com";
    const times = await offeredTimes(bookingDesk.server, firmZone);
    const [first, second] = [times[3], times[15]] as [string, string];
    const booked = await postBooking(bookingDesk.server, {
      start: first,
      method: "video",
      firstName: "Lucie",
      lastName: "Tremblay",
      email,
      tz: firmZone,
    });
    expect(((await booked.json()) as BookingAnswer).status).toBe("booked");
    const manage = linkIn(await bookingDesk.mailFor(email, /^Booked:/), /another time/);

    // "Show times for: India (Kolkata)", then a time, then "Move my consultation".
    const kolkata = describeStartForClient(Date.parse(second), firmZone, "Asia/Kolkata");
    expect(kolkata).toMatch(/Kolkata time \(.*Toronto time\)$/);
    const answer = await postTo(manage, { tz: "Asia/Kolkata", intent: "move", start: second });
    expect(answer.status).toBe(200);
    expect(textOf(await answer.text())).toContain(kolkata);

    const moved = await bookingDesk.mailFor(email, /^Moved:/);
    expect(moved.subject).toContain(kolkata);
    expect(moved.text).toContain(kolkata);
    expect(invitation(moved).description).toContain(kolkata);

    // Reopened later from the link, with no zone in its address: the same clock.
    const reopened = textOf(await (await fetch(manage)).text());
    expect(reopened).toContain(kolkata);
  });
});
