/**
 * The same booking sent twice books once (docs/BOOKING.md#the-same-booking-sent-twice): a retry
 * after a dropped connection, a double click without JavaScript, a reload of the answer. The
 * second post of one form is answered "booked" again, with the same booking: one booking, one
 * confirmation, one notice to the firm. Without the form's key (someone who only knows the
 * visitor's address and time) the time stays taken. Real server, database and SMTP server.
 */
import { randomUUID } from "node:crypto";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import { bookingDeskForTheFile, bookingOffer, mailsTo, postBooking } from "../support/booking";
import { openDatabase } from "../support/desk";

const desk = bookingDeskForTheFile({
  firstName: "Earlier",
  lastName: "Inquirer",
  email: "earlier@example.com",
  message: "An earlier question.",
});

const visitor = (email: string, start: string, extra: Record<string, string> = {}) => ({
  start,
  method: "video",
  firstName: "Twice",
  lastName: "Sent",
  email,
  tz: "America/Toronto",
  ...extra,
});

/** The bookings of `email` and their e-mails, once the outbox has sent every one. */
async function settled(email: string) {
  const read = () => {
    const repos = openDatabase(desk.server.dataDir);
    try {
      const sql = repos.db.sqlite;
      const bookings = sql
        .prepare("SELECT id FROM bookings WHERE email = ? AND status = 'confirmed'")
        .all(email) as { id: number }[];
      const emails = sql
        .prepare(
          `SELECT e.kind, e.status FROM booking_emails e JOIN bookings b ON b.id = e.booking_id
            WHERE b.email = ? AND e.kind IN ('confirmation', 'firm-notice')`,
        )
        .all(email) as { kind: string; status: string }[];
      return { bookings: bookings.length, emails };
    } finally {
      repos.db.close();
    }
  };
  await expect
    .poll(() => read().emails.every((e) => e.status === "sent") && read().emails.length > 0, {
      timeout: 20_000,
    })
    .toBe(true);
  return read();
}

async function times(index: number): Promise<{ date: string; start: string }> {
  const offer = await bookingOffer(desk.server);
  const day = offer.days[index];
  const start = day?.times[0]?.value;
  if (!day || !start) throw new Error("no time offered");
  return { date: day.date, start };
}

describe("the plain booking page (no JavaScript)", () => {
  it("answers the same form posted twice with the same booking, booked and e-mailed once", async () => {
    const { date, start } = await times(1);
    const page = await fetch(`${desk.server.base}/book?day=${date}`);
    const window = new Window({ url: desk.server.base });
    window.document.write(await page.text());
    const key = window.document
      .querySelector('form[aria-label="Book this consultation"] input[name="submission"]')
      ?.getAttribute("value");
    expect(key, "the form carries its key").toMatch(/^[0-9a-f-]{36}$/);

    const email = "twice.page@example.com";
    const form = visitor(email, start, { submission: key ?? "" });
    const path = `/book?day=${date}`;
    const first = await postBooking(desk.server, form, path);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    // The reload of the answer, or the second click: the same post again.
    const second = await postBooking(desk.server, form, path);
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(html).toContain("Your consultation is booked");
    expect(html).toContain(email);
    expect(html).not.toContain("That time was just taken by someone else");
    // The same time said the same way.
    const when = (h: string) => h.match(/<p class="mt-2 font-semibold[^"]*">([^<]+)</)?.[1];
    expect(when(html)).toBe(when(firstHtml));

    const after = await settled(email);
    expect(after.bookings).toBe(1);
    expect(after.emails.map((e) => e.kind).sort()).toEqual(["confirmation", "firm-notice"]);
    expect(await mailsTo(desk.smtp, email)).toHaveLength(1);
  });

  it("without the form's key, the same address and time stay taken: no booking is handed over", async () => {
    const { date, start } = await times(2);
    const email = "owner@example.com";
    const key = randomUUID();
    const first = await postBooking(desk.server, visitor(email, start, { submission: key }));
    expect(first.status).toBe(200);
    // Someone who knows the address and the time, but not the form's key.
    const path = `/book?day=${date}`;
    const other = await postBooking(desk.server, visitor(email, start), path);
    expect(other.status).toBe(409);
    expect(await other.text()).toContain("That time was just taken by someone else");
    const guess = await postBooking(
      desk.server,
      visitor(email, start, { submission: randomUUID() }),
    );
    expect(guess.status).toBe(409);
    expect(((await guess.json()) as BookingAnswer).status).toBe("taken");
    expect((await settled(email)).bookings).toBe(1);
  });
});

describe("the booking dialog (JSON, a key made in the browser)", () => {
  it("books once when the same post is sent again, even at the same moment", async () => {
    const { start } = await times(3);
    const email = "twice.dialog@example.com";
    const form = visitor(email, start, { submission: randomUUID() });
    const answers = await Promise.all(
      [0, 1].map(async () => {
        const res = await postBooking(desk.server, form);
        return { status: res.status, body: (await res.json()) as BookingAnswer };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.status)).toEqual(["booked", "booked"]);
    // A retry after no answer arrived: once more.
    const retry = await postBooking(desk.server, form);
    expect(((await retry.json()) as BookingAnswer).status).toBe("booked");
    const after = await settled(email);
    expect(after.bookings).toBe(1);
    expect(after.emails).toHaveLength(2);
  });

  it("books a different time chosen in the same dialog", async () => {
    const first = await times(4);
    const offer = await bookingOffer(desk.server);
    const other = offer.days[4]?.times[1]?.value;
    if (!other) throw new Error("no second time offered");
    const email = "two.times@example.com";
    const submission = randomUUID();
    for (const start of [first.start, other]) {
      const res = await postBooking(desk.server, visitor(email, start, { submission }));
      expect(res.status).toBe(200);
    }
    expect((await settled(email)).bookings).toBe(2);
  });
});
