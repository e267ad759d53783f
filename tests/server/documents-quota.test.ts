/**
 * Storage bounded per person (docs/DOCUMENTS.md#storage-per-person), against the real server: an
 * anonymous visitor books, sends four files, cancels, and starts again. The quota per e-mail
 * address stops the third round with HTTP 413 and a sentence stating the limit; another address
 * from the same connection is stopped by the quota per client address. The sizes are the
 * defaults scaled down 25 times (1 MB files, 8 MB a request, 10 MB an address, 15 MB a connection),
 * so the attack is the same and the test quick.
 */
import { Upload } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingAnswer, BookingOffer } from "~/booking/booking-page";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import { openDatabase, startDeskServer } from "../support/desk";
import { pdf } from "../support/document-files";
import { testMasterKey, testServices } from "../support/documents";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let times: string[] = [];

beforeAll(async () => {
  server = await startDeskServer({
    BOOKING_RATE_LIMIT: "100",
    DOCUMENTS_MASTER_KEY: testMasterKey,
    DOCUMENTS_MAX_FILE_MB: "1",
    DOCUMENTS_MAX_REQUEST_MB: "8",
    DOCUMENTS_QUOTA_PER_EMAIL_MB: "10",
    DOCUMENTS_QUOTA_PER_ADDRESS_MB: "15",
  });
  const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
  times = offer.days.flatMap((d) => d.times.map((t) => t.value));
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/**
 * Books an immigration consultation, and takes the link its confirmation e-mail carries (made by
 * the same call the e-mail's outbox makes): the booking's answer gives none
 * (docs/DOCUMENTS.md#from-a-booking).
 */
async function book(email: string): Promise<{ token: string; itemIds: number[] }> {
  const start = times.shift();
  if (!start) throw new Error("no time left to book");
  const answer = await fetch(`${server.base}/book.json`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      type: firm.booking.defaultConsultationType,
      start,
      method: "video",
      firstName: "Visitor",
      lastName: email.split("@")[0] ?? "Visitor",
      email,
      serviceType: "immigration",
      consent: currentConsentVersion,
      tz: "America/Toronto",
    }),
  });
  expect(answer.status).toBe(200);
  const booked = (await answer.json()) as BookingAnswer;
  if (booked.status !== "booked" || !booked.documents) throw new Error("no documents request");
  const { services, repos, close } = testServices(server.dataDir);
  try {
    const booking = repos.db.sqlite
      .prepare(
        "SELECT id, message_id AS messageId, starts_at AS startsAt FROM bookings WHERE email = ? ORDER BY id DESC LIMIT 1",
      )
      .get(email) as { id: number; messageId: number; startsAt: number };
    const token = services.linkForBooking(booking)?.link.split("/documents/")[1] ?? "";
    const request = repos.requests.requestByToken(token, Date.now());
    return { token, itemIds: repos.files.items(request!.id).map((i) => i.id) };
  } finally {
    close();
  }
}

/** Cancels every live booking of an address (what its e-mailed cancel link does). */
function cancelBookings(email: string) {
  const repos = openDatabase(server.dataDir);
  try {
    repos.db.sqlite
      .prepare(
        "UPDATE bookings SET status = 'cancelled', status_changed_at = ? WHERE email = ? AND status = 'confirmed'",
      )
      .run(Date.now(), email);
  } finally {
    repos.db.sqlite.close();
  }
}

/** Sends one file with the stock tus client; resolves with the status that ended it. */
function send(
  token: string,
  itemId: number,
  file: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const upload = new Upload(file, {
      endpoint: `${server.base}/documents/uploads`,
      headers: { "Document-Token": token },
      metadata: { itemId: String(itemId), filename: "scan.pdf" },
      retryDelays: [],
      onSuccess: () => resolve({ status: 204, body: "" }),
      onError: (error) => {
        const response = "originalResponse" in error ? error.originalResponse : null;
        resolve({ status: response?.getStatus() ?? 0, body: response?.getBody() ?? "" });
      },
    });
    upload.start();
  });
}

/** A PDF of 960 kB: 24 MB scaled down 25 times. */
const scan = (n: number) => {
  const head = pdf(`Scan ${n}`);
  return Buffer.concat([head, Buffer.alloc(960_000 - head.length, 0x20)]);
};

describe("book, send 4 files, cancel, repeat", () => {
  it("is refused in the third round by the quota per e-mail address, with the limit stated", {
    timeout: 120_000,
  }, async () => {
    const outcomes: number[] = [];
    let refusal = "";
    for (let round = 0; round < 3; round++) {
      const { token, itemIds } = await book("attacker@example.com");
      for (let i = 0; i < 4; i++) {
        const answer = await send(token, itemIds[i % itemIds.length]!, scan(round * 4 + i));
        outcomes.push(answer.status);
        if (answer.status !== 204) refusal ||= answer.body;
      }
      cancelBookings("attacker@example.com");
    }
    // 2 rounds (7.68 MB) and two files pass; the third of the third round would pass 10 MB.
    expect(outcomes).toEqual([204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 413, 413]);
    expect(refusal).toContain("10 MB");
    expect(refusal).toContain("one e-mail address");
    // What the address holds stays under its quota.
    const { repos, close } = testServices(server.dataDir);
    try {
      expect(repos.files.heldBytesForEmail("attacker@example.com")).toBeLessThanOrEqual(10_000_000);
    } finally {
      close();
    }

    // Another address from the same connection: stopped by the quota per client address (15 MB).
    const second: number[] = [];
    let connectionRefusal = "";
    for (let round = 0; round < 2; round++) {
      const { token, itemIds } = await book(`attacker${round}@example.net`);
      for (let i = 0; i < 4; i++) {
        const answer = await send(token, itemIds[i % itemIds.length]!, scan(100 + round * 4 + i));
        second.push(answer.status);
        if (answer.status !== 204) connectionRefusal ||= answer.body;
      }
    }
    // 9.6 MB from this connection already: five more files (14.4 MB) pass, the sixth would not.
    expect(second).toEqual([204, 204, 204, 204, 204, 413, 413, 413]);
    expect(connectionRefusal).toContain("15 MB");
    expect(connectionRefusal).toContain("one internet connection");
  });
});

describe("a booking in someone else's name", () => {
  it("gives the booker no link, so nothing to hold that person's quota with: their own small PDF is received", {
    timeout: 60_000,
  }, async () => {
    // Priya's own booking: the link in her confirmation e-mail.
    const priya = await book("Priya.N@example.com");
    // Someone else books twice with her address, in other capitals, as a page and as JSON.
    for (const [path, email] of [
      ["/book.json", "priya.n@EXAMPLE.com"],
      ["/book", "PRIYA.N@example.com"],
    ] as const) {
      const start = times.shift() ?? "";
      const answer = await fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          type: firm.booking.defaultConsultationType,
          start,
          method: "video",
          firstName: "Mallory",
          lastName: "Stranger",
          email,
          serviceType: "immigration",
          consent: currentConsentVersion,
          tz: "America/Toronto",
        }),
      });
      expect(answer.status).toBe(200);
      const body = await answer.text();
      // It says what is asked (the page: and that the link is in the e-mail).
      expect(body).toContain("Immigration consultation");
      if (path === "/book") expect(body).toContain("link is in the confirmation e-mail");
      // Nothing to open her page or declare uploads with (docs/DOCUMENTS.md#from-a-booking).
      expect(body).not.toMatch(/\/documents\/[A-Za-z0-9_-]{43}/);
    }
    // Her 218-byte PDF is received.
    const small = pdf("Priya's passport");
    expect(small.length).toBeLessThan(1_000);
    expect((await send(priya.token, priya.itemIds[0]!, small)).status).toBe(204);
  });
});
