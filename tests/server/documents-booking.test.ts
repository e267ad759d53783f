/**
 * A booked consultation asks for its documents (docs/DOCUMENTS.md#from-a-booking): the
 * confirmation the visitor sees says what and by when, and that the link is in the e-mail; only the
 * confirmation e-mail, to the address typed, carries the link (an address typed into a form is not
 * an identity). Against the real server, its database and a loopback SMTP server.
 */

import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingAnswer, BookingOffer } from "~/booking/booking-page";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import { documentsDueBefore } from "~/documents/document-due.server";
import { formatDue } from "~/documents/document-emails";
import { openDatabase, postAsStaff, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import type { RunningServer } from "../support/server";
import { type LoopbackSmtp, startSmtp } from "./contact-support";

const HOUR = 60 * 60 * 1000;
let server: RunningServer & { base: string };
let smtp: LoopbackSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    BOOKING_RATE_LIMIT: "100",
    DOCUMENTS_MASTER_KEY: testMasterKey,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@firm.example",
    MAIL_TO: "intake@firm.example",
  });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
  await smtp?.close();
});

async function book(
  start: string,
  email: string,
  serviceType: string,
  page = false,
  extra: Record<string, string> = {},
) {
  const answer = await fetch(`${server.base}${page ? "/book" : "/book.json"}`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      type: firm.booking.defaultConsultationType,
      start,
      method: "video",
      firstName: "Marisol",
      lastName: email.split("@")[0] ?? "Client",
      email,
      serviceType,
      consent: currentConsentVersion,
      tz: "America/Port_of_Spain",
      ...extra,
    }),
  });
  expect(answer.status).toBe(200);
  return page ? await answer.text() : ((await answer.json()) as BookingAnswer);
}

/** The confirmation e-mail sent to an address, parsed. */
async function confirmationTo(email: string) {
  let raw: string | undefined;
  await expect
    .poll(
      () => {
        raw = smtp.received.find((m) => m.includes(`To: ${email}`) && /Subject: Booked:/.test(m));
        return raw !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return simpleParser(raw ?? "");
}

function requestRows(email: string) {
  const repos = openDatabase(server.dataDir);
  try {
    return repos.db.sqlite
      .prepare(
        `SELECT r.id, r.due_at AS dueAt, r.created_by AS createdBy, r.template, b.starts_at AS startsAt,
                (SELECT COUNT(*) FROM document_emails e WHERE e.request_id = r.id) AS emails
           FROM document_requests r JOIN bookings b ON b.id = r.booking_id
          WHERE b.email = ?`,
      )
      .all(email) as {
      id: number;
      dueAt: number | null;
      createdBy: number | null;
      template: string;
      startsAt: number;
      emails: number;
    }[];
  } finally {
    repos.db.close();
  }
}

/**
 * Documents due two business days before the consultation (48 hours counted in business days:
 * app/documents/document-due.server.ts): on a weekday, at least 48 hours before it, at its time.
 */
function expectDueTwoBusinessDaysBefore(dueAt: number | null | undefined, start: string) {
  expect(dueAt).toBe(documentsDueBefore(Date.parse(start), 48, Date.now()));
  const due = dueAt ?? 0;
  expect(Date.parse(start) - due).toBeGreaterThanOrEqual(48 * HOUR);
  const weekday = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    weekday: "long",
  }).format(due);
  expect(["Saturday", "Sunday"]).not.toContain(weekday);
}

describe("the documents of a booked consultation", () => {
  it("an immigration consultation: the link only in the confirmation e-mail, which the confirmation names; due two business days before", async () => {
    const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
    // A day far enough ahead that the documents can be due two business days before it.
    const start = offer.days.find(
      (d) => Date.parse(d.times[0]?.value ?? "") > Date.now() + 7 * 24 * HOUR,
    )?.times[0]?.value;
    if (!start) throw new Error("no time offered a week ahead");
    const answer = await book(start, "marisol@example.com", "immigration");
    if (typeof answer === "string" || answer.status !== "booked") throw new Error("not booked");
    const onPage = answer.documents;
    expect(onPage?.title).toBe("Immigration consultation");
    expect(onPage?.due).toMatch(/day, /);
    // Whoever booked is given no link: the address typed may be someone else's.
    expect(JSON.stringify(answer)).not.toMatch(/\/documents\/|[A-Za-z0-9_-]{43}/);

    const [row] = requestRows("marisol@example.com");
    expect(row).toMatchObject({ template: "immigration-consultation", createdBy: null, emails: 0 });
    expectDueTwoBusinessDaysBefore(row?.dueAt, start);

    // The e-mail carries the link, which opens the checklist.
    const mail = await confirmationTo("marisol@example.com");
    const text = mail.text ?? "";
    expect(text).toContain("Documents for your consultation (Immigration consultation)");
    expect(text).toContain(`by ${onPage?.due}`);
    // On the clock the client booked in, with Toronto's beside it when the two differ.
    expect(onPage?.due).toMatch(/ time \(.*Toronto time\)$|Toronto time$/);
    const emailed = /(http:\/\/\S+\/documents\/[A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(emailed).toBeDefined();
    const page = await fetch(emailed ?? "");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Immigration consultation");
    expect(html).toContain("Passport");
    // Still one request for the booking, and no separate request e-mail.
    expect(requestRows("marisol@example.com")).toHaveLength(1);
    expect(requestRows("marisol@example.com")[0]?.emails).toBe(0);
  });

  it("the plain page names the e-mail and shows no link; a practice area without a booking checklist gets none", async () => {
    const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
    const times = offer.days.flatMap((d) => d.times.map((t) => t.value));
    const html = await book(times[times.length - 1] ?? "", "ravi@example.com", "immigration", true);
    if (typeof html !== "string") throw new Error("expected the page");
    expect(html).toContain("Your consultation is booked");
    expect(html).toContain(
      "Send them from the private page whose link is in the confirmation e-mail",
    );
    expect(html).not.toMatch(/\/documents\/[A-Za-z0-9_-]{43}/);
    expect(html).not.toContain("Send your documents");
    const mail = await confirmationTo("ravi@example.com");
    expect(mail.text).toMatch(/\/documents\/[A-Za-z0-9_-]{43}/);

    const other = await book(times[times.length - 2] ?? "", "lena@example.com", "real-estate");
    if (typeof other === "string" || other.status !== "booked") throw new Error("not booked");
    expect(other.documents).toBeUndefined();
    expect(requestRows("lena@example.com")).toHaveLength(0);
    const lena = await confirmationTo("lena@example.com");
    expect(lena.text).not.toContain("/documents/");
  });

  it("a booking with a possible conflict gets its link like any other; staff keeping it send nothing more", async () => {
    const repos = openDatabase(server.dataDir);
    let session: string;
    try {
      // Someone of that name already came to the firm: a possible conflict, for staff to settle.
      repos.messages.save({
        firstName: "Marc",
        lastName: "Tremblay",
        email: "marc.tremblay@example.com",
        message: "About my sponsorship.",
      } as never);
      session = repos.staff.createSession(
        // A lawyer: only a lawyer keeps it after the conflict check (docs/DESK.md#the-conflict-check).
        repos.staff.addStaff("danielle@mercerlaw.example", "Danielle Mercer").id,
      );
    } finally {
      repos.db.close();
    }
    const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
    const start = offer.days
      .flatMap((d) => d.times.map((t) => t.value))
      .find((v) => Date.parse(v) > Date.now() + 7 * 24 * HOUR);
    if (!start) throw new Error("no time offered a week ahead");
    const answer = await book(start, "nadia@example.com", "immigration", false, {
      otherParties: "Marc Tremblay",
    });
    if (typeof answer === "string" || answer.status !== "booked") throw new Error("not booked");
    // The visitor is answered as anyone is (docs/BOOKING.md#conflict-check).
    expect(answer.documents?.title).toBe("Immigration consultation");
    expect(requestRows("nadia@example.com")).toHaveLength(1);

    const check = openDatabase(server.dataDir);
    const bookingId = (
      check.db.sqlite
        .prepare("SELECT id FROM bookings WHERE email = ?")
        .get("nadia@example.com") as {
        id: number;
      }
    ).id;
    check.db.close();
    const mail = await confirmationTo("nadia@example.com");
    const link = /(http:\/\/\S+\/documents\/[A-Za-z0-9_-]{43})/.exec(mail.text ?? "")?.[1];
    expect((await fetch(link ?? "")).status).toBe(200);
    const kept = await postAsStaff(server, session, `/desk/bookings/${bookingId}`, {
      intent: "confirm",
    });
    expect(kept.status).toBe(200);
    // Still its one request, due as before, and no second confirmation.
    const [row] = requestRows("nadia@example.com");
    expect(requestRows("nadia@example.com")).toHaveLength(1);
    expectDueTwoBusinessDaysBefore(row?.dueAt, start);
    expect(
      smtp.received.filter(
        (m) => m.includes("To: nadia@example.com") && /Subject: Booked:/.test(m),
      ),
    ).toHaveLength(1);
  });

  it("moved by staff to the first time offered: due counted again from the move, and the Moved e-mail says so", async () => {
    const repos = openDatabase(server.dataDir);
    let session: string;
    try {
      session = repos.staff.createSession(repos.staff.addStaff("lee@example.com", "Lee Moreau").id);
    } finally {
      repos.db.close();
    }
    const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
    const times = offer.days.flatMap((d) => d.times.map((t) => t.value));
    const start = times.find((v) => Date.parse(v) > Date.now() + 10 * 24 * HOUR);
    if (!start) throw new Error("no time offered ten days ahead");
    await book(start, "ravi@example.com", "immigration");
    await confirmationTo("ravi@example.com");
    const check = openDatabase(server.dataDir);
    const { id } = check.db.sqlite
      .prepare("SELECT id FROM bookings WHERE email = ?")
      .get("ravi@example.com") as { id: number };
    check.db.close();

    // The soonest time still free: the due date is counted again for it, not moved by the days
    // the consultation moved (which could fall before the move itself, or on a weekend).
    const soonest = (
      (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer
    ).days.flatMap((d) => d.times.map((t) => t.value))[0];
    if (!soonest) throw new Error("no time offered");
    const moved = await postAsStaff(server, session, `/desk/bookings/${id}`, {
      intent: "reschedule",
      start: soonest,
    });
    expect(moved.status).toBe(200);
    const [row] = requestRows("ravi@example.com");
    const due = documentsDueBefore(Date.parse(soonest), 48, Date.now());
    expect(row?.dueAt).toBe(due);

    let raw: string | undefined;
    await expect
      .poll(
        () => {
          raw = smtp.received.find(
            (m) => m.includes("To: ravi@example.com") && /Subject: Moved:/.test(m),
          );
          return raw !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const text = (await simpleParser(raw ?? "")).text ?? "";
    expect(text).toContain(
      due === null
        ? "Documents for your consultation (Immigration consultation): the new time is too soon for a due date, so there is none now."
        : `Documents for your consultation (Immigration consultation): with the new time, they are now due by ${formatDue(due, "America/Port_of_Spain")}.`,
    );
    const link = /(http:\/\/\S+\/documents\/[A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect((await fetch(link ?? "")).status).toBe(200);
  });
});
