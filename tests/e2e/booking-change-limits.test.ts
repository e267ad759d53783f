/**
 * The booking limit and a client's own booking page (docs/BOOKING.md#reschedule-and-cancel): once a
 * connection has used BOOKING_RATE_LIMIT, a move from the e-mailed link is refused (429) in the
 * words of a move, never those of a booking; a cancel by a link that works is never refused by the
 * limit; a post to a link that opens nothing (a guess) is still counted and refused. On a 390 px
 * phone, the move without JavaScript and the cancel with it.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { BookingOffer } from "~/booking/booking-page";
import { hashSecretToken, newSecretToken } from "~/booking/booking-token.server";
import { firm } from "~/content/firm";
import { postBooking } from "../support/booking";
import { it, PHONE, textOf } from "../support/browser";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

const LIMIT = 4;
let server: RunningServer & { base: string };
beforeAll(async () => {
  server = await startDeskServer({ BOOKING_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/** Books a time through /book.json (one counted post), and returns a working link's secret. */
async function bookWithLink(email: string, start: string): Promise<string> {
  const res = await postBooking(server, {
    start,
    method: "video",
    firstName: "Amara",
    lastName: "Osei",
    email,
  });
  expect(res.status).toBe(200);
  const { token, hash } = newSecretToken();
  const repos = openDatabase(server.dataDir);
  try {
    const { id } = repos.db.sqlite
      .prepare("SELECT id FROM bookings WHERE email = ?")
      .get(email) as {
      id: number;
    };
    repos.bookings.addToken(id, hash, Date.now());
  } finally {
    repos.db.close();
  }
  expect(hashSecretToken(token)).toBe(hash);
  return token;
}

function statusOf(email: string): string {
  const repos = openDatabase(server.dataDir);
  try {
    return (
      repos.db.sqlite.prepare("SELECT status FROM bookings WHERE email = ?").get(email) as {
        status: string;
      }
    ).status;
  } finally {
    repos.db.close();
  }
}

it("refuses a move past the limit in a move's words, and still lets the client cancel", {
  timeout: 120_000,
}, async ({ open }) => {
  const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
  const times = offer.days[1]?.times ?? [];
  const [first, second] = [times[0]?.value, times[3]?.value];
  if (!first || !second) throw new Error("not enough times offered");
  // Two bookings and two refused posts use the connection's limit; the next booking is refused.
  const moving = await bookWithLink("amara.move@example.com", first);
  const cancelling = await bookWithLink("amara.cancel@example.com", second);
  for (let i = 2; i < LIMIT; i++) expect((await postBooking(server, {})).status).toBe(400);
  expect((await postBooking(server, {})).status).toBe(429);

  // A move from the e-mailed link, without JavaScript: refused, in the words of a move.
  const move = await open(`/booking/${moving}`, {
    baseUrl: server.base,
    viewport: PHONE,
    javaScript: false,
    // The refused move's answer is a 429 on purpose; the browser logs it.
    allowProblems: /status of 429/,
  });
  await move.page.getByLabel("Day").selectOption({ index: 2 });
  await Promise.all([
    move.page.waitForURL(/[?&]day=/),
    move.page.getByRole("button", { name: "Show times" }).click(),
  ]);
  await move.page.getByRole("radio").first().check();
  const [moveAnswer] = await Promise.all([
    move.page.waitForResponse((r) => r.request().method() === "POST"),
    move.page.getByRole("button", { name: "Move my consultation" }).click(),
  ]);
  expect(moveAnswer.status()).toBe(429);
  const refused = move.page.locator("[data-booking-problem=rate-limited]");
  await refused.waitFor();
  const said = await textOf(refused);
  expect(said).toContain("Your consultation was not moved.");
  expect(said).toContain("we will move it with you");
  expect(said).toContain(firm.phone.display);
  expect(said).not.toMatch(/booking|book it|not made/i);
  expect(statusOf("amara.move@example.com")).toBe("confirmed");

  // A cancel by a link that works, with JavaScript: done, whatever the connection posted before.
  const cancel = await open(`/booking/${cancelling}?step=cancel`, {
    baseUrl: server.base,
    viewport: PHONE,
  });
  await cancel.page.getByRole("button", { name: "Cancel the consultation" }).click();
  const done = cancel.page.locator("[data-booking-change=cancelled]");
  await done.waitFor();
  expect(await textOf(done)).toContain("Your consultation is cancelled");
  expect(statusOf("amara.cancel@example.com")).toBe("cancelled");

  // A guessed link is still counted: refused past the limit, naming no booking.
  const guess = await fetch(`${server.base}/booking/${newSecretToken().token}`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "cancel" }),
    redirect: "manual",
  });
  expect(guess.status).toBe(429);
  const page = await guess.text();
  expect(page).toContain("Nothing was changed.");
  expect(page).not.toContain("This one was not made");
});
