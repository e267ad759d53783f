import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import { bookingOffer, postBooking } from "../support/booking";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

// Never double-booked (docs/BOOKING.md#never-double-booked), against the real server and its
// SQLite file: twenty visitors press Book for the same time at once.

let server: RunningServer & { base: string };

beforeAll(async () => {
  server = await startDeskServer({ BOOKING_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const form = (i: number, start: string) => ({
  start,
  method: "video",
  firstName: `Visitor${i}`,
  lastName: "Concurrent",
  email: `visitor${i}@example.com`,
  tz: "America/Toronto",
});

const offer = () => bookingOffer(server);

describe("twenty simultaneous requests for one time", () => {
  it("give one booking and nineteen clear answers with the nearest free times", async () => {
    const before = await offer();
    const start = before.days[1]?.times[2]?.value;
    if (!start) throw new Error("no time offered");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postBooking(server, form(i, start))),
    );
    const answers = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: (await r.json()) as BookingAnswer })),
    );
    const booked = answers.filter((a) => a.status === 200);
    const taken = answers.filter((a) => a.status === 409);
    expect(booked).toHaveLength(1);
    expect(taken).toHaveLength(19);
    expect(booked[0]?.body).toMatchObject({ status: "booked" });
    for (const { body } of taken) {
      if (body.status !== "taken") throw new Error(`expected taken, got ${body.status}`);
      expect(body.nearest.length).toBe(3);
      expect(body.nearest.map((t) => t.value)).not.toContain(start);
      // What they typed is kept for their next try.
      expect(body.values.start).toBe(start);
    }

    // The database holds one live booking at that time, and the time is no longer offered.
    const repos = openDatabase(server.dataDir);
    try {
      const live = repos.db.sqlite
        .prepare("SELECT COUNT(*) AS n FROM bookings WHERE starts_at = ? AND status = 'confirmed'")
        .get(Date.parse(start)) as { n: number };
      expect(live.n).toBe(1);
    } finally {
      repos.db.close();
    }
    const after = await offer();
    expect(after.days.flatMap((d) => d.times.map((t) => t.value))).not.toContain(start);
  });

  it("the plain page answers a taken time with HTTP 409, the nearest free times and what was typed", async () => {
    const { days } = await offer();
    const start = days[2]?.times[0]?.value;
    if (!start) throw new Error("no time offered");
    const post = (i: number) => postBooking(server, form(i, start), `/book?day=${days[2]?.date}`);
    const first = await post(100);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Your consultation is booked");
    const second = await post(101);
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("That time was just taken by someone else.");
    expect(html).toContain("The nearest free times");
    expect(html).toContain('value="Visitor101"');
    // Nothing about the first visitor reaches the second.
    expect(html).not.toContain("Visitor100");
    expect(html).not.toContain("visitor100@example.com");
  });
});
