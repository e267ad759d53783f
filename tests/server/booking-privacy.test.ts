import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import { currentConsentVersion } from "~/contact/contact-fields";
import { offeredTimes, postBooking } from "../support/booking";
import { openDatabase, postAsStaff, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

// Privacy requests include bookings (docs/BOOKING.md#privacy, docs/DESK.md#privacy-requests): the
// access-request export (JSON and CSV) holds every consultation booked with the address, as typed,
// and a deletion request deletes them with the inquiries, which frees their times. Real server.

let server: RunningServer & { base: string };
let session: string;
const email = "lena.virtanen@example.com";

beforeAll(async () => {
  server = await startDeskServer({ BOOKING_RATE_LIMIT: "100" });
  const repos = openDatabase(server.dataDir);
  try {
    const staff = repos.staff.addStaff("reception@mercerlaw.example", "Robin Reception");
    session = repos.staff.createSession(staff.id);
  } finally {
    repos.db.close();
  }
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const offered = () => offeredTimes(server);

async function book(start: string, note: string): Promise<void> {
  const res = await postBooking(server, {
    start,
    method: "phone",
    firstName: "Lena",
    lastName: "Virtanen",
    email,
    phone: "416 555 0142",
    note,
    otherParties: "Oskari Virtanen",
    tz: "Europe/London",
  });
  expect(((await res.json()) as BookingAnswer).status).toBe("booked");
}

const desk = (path: string, form: Record<string, string>) =>
  postAsStaff(server, session, path, form);

describe("a privacy request about someone who booked", () => {
  it("exports their consultations as JSON and CSV, then deletes them with the inquiry and frees the times", async () => {
    const times = await offered();
    const [first, second] = [times[3], times[12]];
    if (!first || !second) throw new Error("not enough times offered");
    await book(first, "Separation agreement, first questions.");
    // The same address books again: an inquiry of its own, until staff merge them
    // (docs/BOOKING.md#an-address-proves-itself); the request covers both.
    await book(second, "And the house we own together.");
    expect(await offered()).not.toContain(first);

    const json = await desk("/desk/privacy/export", { email, format: "json" });
    expect(json.status).toBe(200);
    const exported = (await json.json()) as {
      inquiries: { reference: number }[];
      consultations: Record<string, unknown>[];
    };
    expect(exported.inquiries).toHaveLength(2);
    expect(exported.consultations).toHaveLength(2);
    expect(exported.consultations[0]).toMatchObject({
      inquiry: exported.inquiries[0]?.reference,
      startsAt: first,
      how: "phone call",
      status: "Confirmed",
      firstName: "Lena",
      lastName: "Virtanen",
      email,
      phone: "416 555 0142",
      note: "Separation agreement, first questions.",
      otherPeopleInvolved: "Oskari Virtanen",
      timeZone: "Europe/London",
      consent: { version: currentConsentVersion },
    });
    expect(exported.consultations[1]).toMatchObject({
      inquiry: exported.inquiries[1]?.reference,
      startsAt: second,
    });

    const csv = await desk("/desk/privacy/export", { email, format: "csv" });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toMatch(/,consultations$/);
    expect(text).toContain("note: Separation agreement, first questions.");
    expect(text).toContain("note: And the house we own together.");
    expect(text).toContain("other people involved: Oskari Virtanen");

    // The page lists the two inquiries, each with its consultation.
    const page = await fetch(`${server.base}/desk/privacy?email=${encodeURIComponent(email)}`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    });
    const found = await page.text();
    expect(found.match(/, 1 consultation(?!s)/g)).toHaveLength(2);
    // The deletion's confirmation names the upcoming consultations it removes, and says plainly
    // that the client is not told (docs/DESK.md#5-answering-a-privacy-request).
    const shown = found
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(shown).toContain("These 2 upcoming consultations are removed too:");
    const booked = (() => {
      const repos = openDatabase(server.dataDir);
      try {
        return repos.bookings.byEmail(email);
      } finally {
        repos.db.close();
      }
    })();
    expect(booked).toHaveLength(2);
    for (const b of booked) {
      expect(found).toContain(`href="/desk/bookings/${b.id}"`);
      expect(shown).toMatch(new RegExp(`, with Danielle Mercer \\(booking #${b.id}\\)`));
    }
    expect(shown).toContain(
      "The client is not told: no cancellation e-mail is sent, and the invitation stays in their calendar.",
    );
    expect(shown).toContain("and the 2 upcoming consultations above, without telling the client,");

    const deleted = await desk("/desk/privacy", { email, confirm: "yes" });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toMatch(
      /Deleted 2 inquiries \(#\d+, #\d+\), their notes and 2 consultations\. The 2 upcoming consultations were removed without telling the client\./,
    );
    const repos = openDatabase(server.dataDir);
    try {
      expect(repos.bookings.byEmail(email)).toEqual([]);
      const left = repos.db.sqlite.prepare("SELECT COUNT(*) AS n FROM booking_emails").get() as {
        n: number;
      };
      expect(left.n).toBe(0);
    } finally {
      repos.db.close();
    }
    expect(await offered()).toEqual(expect.arrayContaining([first, second]));
    const after = await desk("/desk/privacy/export", { email, format: "json" });
    expect(((await after.json()) as { consultations: unknown[] }).consultations).toEqual([]);
  });
});
