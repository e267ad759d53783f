/**
 * An e-mail address is not an identity, and the conflict check is not an oracle
 * (docs/BOOKING.md#an-address-proves-itself, docs/BOOKING.md#conflict-check), against the real
 * server, its database and a loopback SMTP server:
 *
 * - naming someone the firm knows as the other party (exactly, misspelt, or by an initial) gives
 *   the visitor byte for byte what naming a stranger gives: the JSON answer, the plain page and the
 *   e-mail, apart from the booking's own details;
 * - booking with the address of an earlier inquiry shows and changes nothing of it, until staff
 *   merge them; the proof link e-mailed to the address works once; the desk says "same address as
 *   inquiry #N, not yet confirmed", and merging needs a session.
 */
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import { newSecretToken } from "~/booking/booking-token.server";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import { mailFor, mailsTo, offeredTimes } from "../support/booking";
import { openDatabase, postAsStaff, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import type { RunningServer } from "../support/server";
import { type LoopbackSmtp, startSmtp } from "./contact-support";

const HOUR = 60 * 60 * 1000;
let server: RunningServer & { base: string };
let smtp: LoopbackSmtp;
let session: string;
/** The lawyer's session: only a lawyer keeps a consultation after the conflict check. */
let lawyerSession: string;
let victoriaInquiry: number;
const victoria = "victoria.c@example.com";

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    BOOKING_RATE_LIMIT: "200",
    DOCUMENTS_MASTER_KEY: testMasterKey,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@mercerlaw.example",
    MAIL_TO: "intake@mercerlaw.example",
    OUTBOX_RETRY_BASE_MS: "200",
    ACK_EMAILS: "off",
  });
  const repos = openDatabase(server.dataDir);
  try {
    session = repos.staff.createSession(
      repos.staff.addStaff("reception@mercerlaw.example", "Robin Reception").id,
    );
    lawyerSession = repos.staff.createSession(
      repos.staff.addStaff("danielle@mercerlaw.example", "Danielle Mercer").id,
    );
    // Someone who wrote to the firm about a separation.
    victoriaInquiry = repos.messages.save({
      firstName: "Victoria",
      lastName: "Confidential",
      email: victoria,
      serviceType: "family-law",
      message: "My husband and I are separating. Two children.",
      consent: currentConsentVersion,
      referralOther: undefined,
    });
  } finally {
    repos.db.close();
  }
});
afterAll(async () => {
  await server?.stop({ removeData: true });
  await smtp?.close();
});

function bookingForm(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({
    type: firm.booking.defaultConsultationType,
    method: "video",
    serviceType: "immigration",
    consent: currentConsentVersion,
    tz: "America/Port_of_Spain",
    ...fields,
  });
}

function post(path: "/book" | "/book.json", fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body: bookingForm(fields),
  });
}

function bookingRow(email: string) {
  const repos = openDatabase(server.dataDir);
  try {
    return repos.db.sqlite
      .prepare(
        "SELECT id, message_id AS messageId, created_at AS createdAt FROM bookings WHERE email = ? ORDER BY id DESC LIMIT 1",
      )
      .get(email) as { id: number; messageId: number; createdAt: number };
  } finally {
    repos.db.close();
  }
}

/** What was queued for a booking: each e-mail's kind and how long after the booking it is due. */
function queued(bookingId: number, createdAt: number) {
  const repos = openDatabase(server.dataDir);
  try {
    return (
      repos.db.sqlite
        .prepare(
          "SELECT kind, lead_minutes AS lead, next_attempt_at AS at FROM booking_emails WHERE booking_id = ? AND kind != 'firm-notice' ORDER BY id",
        )
        .all(bookingId) as { kind: string; lead: number; at: number }[]
    ).map((e) => ({
      kind: e.kind,
      lead: e.lead,
      dueAfterBooking: e.kind === "reminder" ? "at its time" : e.at - createdAt,
    }));
  } finally {
    repos.db.close();
  }
}

/** Everything that is the booking's own (its address, name, secrets, numbers) made the same. */
function normalize(
  text: string,
  own: { email: string; first: string; last: string; otherParty: string },
): string {
  return text
    .replace(/\r?\n[ \t]/g, "")
    .replaceAll(own.otherParty, "<OTHER>")
    .replaceAll(own.email, "<EMAIL>")
    .replaceAll(encodeURIComponent(own.email), "<EMAIL>")
    .replaceAll(own.first, "<FIRST>")
    .replaceAll(own.last, "<LAST>")
    .replace(/booking-[0-9a-f-]{36}@/g, "booking-<UID>@")
    .replace(/[A-Za-z0-9_-]{43}/g, "<SECRET>")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/DTSTAMP:\d{8}T\d{6}Z/g, "DTSTAMP:<NOW>");
}

/** The visitor's e-mail as they read it: subject, text and calendar part. */
function readable(mail: ParsedMail): string {
  const ics = mail.attachments
    .filter((a) => a.contentType.startsWith("text/calendar"))
    .map((a) => a.content.toString("utf8"));
  return [mail.subject ?? "", mail.text ?? "", ...ics].join("\n----\n");
}

/** Staff cancel a booking (its time is free again), so the next booking finds the same state. */
async function cancelAsStaff(bookingId: number): Promise<void> {
  const res = await postAsStaff(server, session, `/desk/bookings/${bookingId}`, {
    intent: "cancel",
    confirmed: "yes",
  });
  expect(res.status).toBe(200);
}

interface Seen {
  answer: string;
  mail: string;
  queued: ReturnType<typeof queued>;
  possibleConflicts: number;
}

let visitorNumber = 0;
const firstNames = ["Zephyrine", "Quennell", "Ysolde", "Xanthe"];
const strangers = [
  "Gwendolyn Applethwaite",
  "Bartholomew Quince",
  "Philippa Oyelaran",
  "Thaddeus Wrenfield",
  "Ottoline Marchbanks",
  "Cornelius Abernethy",
];
const surnames = [
  "Ahlberg",
  "Brennan",
  "Castillo",
  "Dimitrov",
  "Eriksen",
  "Fairweather",
  "Galloway",
  "Holmqvist",
  "Ibarra",
  "Jansen",
  "Kowalczyk",
  "Lindqvist",
];

/**
 * One visitor books `start` naming `otherParty`, as the dialog (JSON) or the plain page (HTML)
 * does; what they see is recorded once their confirmation e-mail has come, then staff cancel it.
 */
async function bookAndSee(
  start: string,
  otherParty: string,
  path: "/book" | "/book.json",
): Promise<Seen> {
  const n = visitorNumber++;
  const own = {
    first: firstNames[n % 4] ?? "Zephyrine",
    last: surnames[n] ?? "Visitor",
    email: `visitor${String(n).padStart(2, "0")}@example.com`,
    otherParty,
  };
  const res = await post(path, {
    start,
    firstName: own.first,
    lastName: own.last,
    email: own.email,
    otherParties: otherParty,
  });
  expect(res.status).toBe(200);
  const answer = normalize(await res.text(), own);
  const mail = await mailFor(smtp, own.email, /^Booked:/);
  // Nothing else was sent to the visitor.
  expect((await mailsTo(smtp, own.email)).map((m) => m.subject)).toEqual([mail.subject]);
  const row = bookingRow(own.email);
  const repos = openDatabase(server.dataDir);
  const possibleConflicts = repos.bookings.conflictCheck.conflicts(row.id).length;
  repos.db.close();
  const seen = {
    answer,
    mail: normalize(readable(mail), own),
    queued: queued(row.id, row.createdAt),
    possibleConflicts,
  };
  await cancelAsStaff(row.id);
  return seen;
}

describe("the conflict check, as the visitor sees it", () => {
  for (const known of ["Victoria Confidential", "Victoria Confidentail", "V. Confidential"]) {
    it(`naming "${known}" gives the same answer, page and e-mail, at the same moment, as naming a stranger`, async () => {
      const times = await offeredTimes(server);
      // A day far enough ahead that the documents can be due 48 hours before it.
      const start = times.find((t) => Date.parse(t) > Date.now() + 60 * HOUR);
      if (!start) throw new Error("no time offered three days ahead");
      for (const path of ["/book.json", "/book"] as const) {
        const matched = await bookAndSee(start, known, path);
        const stranger = await bookAndSee(start, strangers.shift() ?? "Unknown Person", path);
        // The check did find the one and not the other: only the visitor cannot tell.
        expect(matched.possibleConflicts).toBeGreaterThan(0);
        expect(stranger.possibleConflicts).toBe(0);
        expect(matched.answer, `${path}: the answer`).toBe(stranger.answer);
        expect(matched.mail, "the e-mail").toBe(stranger.mail);
        expect(matched.queued, "what is queued, and when").toEqual(stranger.queued);
        if (path === "/book.json") {
          const answer = JSON.parse(matched.answer) as BookingAnswer;
          expect(answer.status).toBe("booked");
          expect(matched.answer).toContain('"documents"');
        } else {
          expect(matched.answer).toContain("Your consultation is booked");
        }
        expect(matched.mail).toContain("Please confirm that this e-mail address is yours");
      }
    });
  }

  it("the desk shows the match for staff to keep or decline", async () => {
    const times = await offeredTimes(server);
    const res = await post("/book.json", {
      start: times[times.length - 1] ?? "",
      firstName: "Oliver",
      lastName: "Matchmaker",
      email: "oliver.m@example.com",
      otherParties: "V. Confidential",
    });
    expect(res.status).toBe(200);
    const { id } = bookingRow("oliver.m@example.com");
    const page = await fetch(`${server.base}/desk/bookings/${id}`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    });
    const html = await page.text();
    expect(html).toContain("Possible conflict");
    // The receptionist sees the match and who may keep it, not the lawyer's button
    // (docs/DESK.md#the-conflict-check).
    expect(html).not.toContain("No conflict: keep it");
    expect(html).toContain("Only a lawyer of the firm");
    const asLawyer = await fetch(`${server.base}/desk/bookings/${id}`, {
      headers: { cookie: `__Host-desk-session=${lawyerSession}` },
    });
    expect(await asLawyer.text()).toContain("No conflict: keep it");
    const agenda = await (
      await fetch(`${server.base}/desk/agenda`, {
        headers: { cookie: `__Host-desk-session=${session}` },
      })
    ).text();
    expect(agenda).toMatch(/Conflict check to settle \((<!-- -->)?\d+/);
    expect(agenda).toContain(`/desk/bookings/${id}`);
    // A receptionist's post is refused, and says who can keep it; nothing changes.
    const refusedKeep = await postAsStaff(server, session, `/desk/bookings/${id}`, {
      intent: "confirm",
    });
    expect(refusedKeep.status).toBe(403);
    expect(await refusedKeep.text()).toContain("Only a lawyer of the firm");
    const kept = await postAsStaff(server, lawyerSession, `/desk/bookings/${id}`, {
      intent: "confirm",
    });
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain("Conflict check settled");
    const after = await (
      await fetch(`${server.base}/desk/agenda`, {
        headers: { cookie: `__Host-desk-session=${session}` },
      })
    ).text();
    expect(after).not.toContain(`/desk/bookings/${id}"`);
  });
});

describe("booking with the address of an earlier inquiry", () => {
  let bookingId: number;
  let documentsLink: string;

  function inquiryState() {
    const repos = openDatabase(server.dataDir);
    try {
      const status = repos.db.sqlite
        .prepare("SELECT status FROM desk_inquiries WHERE message_id = ?")
        .get(victoriaInquiry) as { status: string } | undefined;
      const requests = repos.db.sqlite
        .prepare("SELECT message_id AS messageId FROM document_requests WHERE booking_id = ?")
        .all(bookingId) as { messageId: number }[];
      return { status: status?.status ?? "new", requests, booking: repos.bookings.get(bookingId) };
    } finally {
      repos.db.close();
    }
  }

  it("shows none of that inquiry and changes nothing of it: the booking stands on its own", async () => {
    const times = await offeredTimes(server);
    const start = times.find((t) => Date.parse(t) > Date.now() + 60 * HOUR);
    if (!start) throw new Error("no time offered three days ahead");
    const res = await post("/book.json", {
      start,
      firstName: "Mallory",
      lastName: "Stranger",
      email: victoria,
      otherParties: "",
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as BookingAnswer;
    if (answer.status !== "booked" || !answer.documents) throw new Error("not booked");
    // Whoever booked is not given the documents link: only the mailbox is
    // (docs/DOCUMENTS.md#from-a-booking).
    expect(JSON.stringify(answer)).not.toContain("/documents/");
    bookingId = bookingRow(victoria).id;

    // The e-mail greets with what this visitor typed, never the name the firm holds.
    const mail = await mailFor(smtp, victoria, /^Booked:/);
    expect(mail.text).not.toContain("Victoria");
    documentsLink = /(http:\/\/\S+\/documents\/[A-Za-z0-9_-]{43})/.exec(mail.text ?? "")?.[1] ?? "";
    // The documents page, from its link, too.
    const page = await (await fetch(documentsLink)).text();
    expect(page).toContain("Mallory, ");
    expect(page).not.toContain("Victoria");

    const state = inquiryState();
    expect(state.status).toBe("new");
    expect(state.booking?.messageId).not.toBe(victoriaInquiry);
    // Its documents go to its own request, in its own inquiry.
    expect(state.requests).toEqual([{ messageId: state.booking?.messageId }]);
    const earlierPage = await (
      await fetch(`${server.base}/desk/inquiries/${victoriaInquiry}`, {
        headers: { cookie: `__Host-desk-session=${session}` },
      })
    ).text();
    // Its consultations do not list the booking (staff see other inquiries of the address).
    expect(earlierPage).not.toContain(`/desk/bookings/${bookingId}"`);
  });

  it("the desk says: same address as inquiry #N, not yet confirmed", async () => {
    const page = await (
      await fetch(`${server.base}/desk/bookings/${bookingId}`, {
        headers: { cookie: `__Host-desk-session=${session}` },
      })
    ).text();
    expect(page).toContain(`Same address as inquiry #${victoriaInquiry}, not yet confirmed`);
    expect(page).toContain('value="merge-address"');
    const own = inquiryState().booking?.messageId;
    const ownPage = await (
      await fetch(`${server.base}/desk/inquiries/${own}`, {
        headers: { cookie: `__Host-desk-session=${session}` },
      })
    ).text();
    expect(ownPage).toContain(`Same address as inquiry #${victoriaInquiry}, not yet confirmed`);
    // Started by the booking, whose own notice told the firm: not "kept as suspected spam".
    expect(ownPage).toContain(
      "No notification of its own: the firm was e-mailed about the booking that started it",
    );
    expect(ownPage).not.toContain("suspected spam");
  });

  it("refuses a merge without a session, and changes nothing", async () => {
    const forged = await fetch(`${server.base}/desk/bookings/${bookingId}`, {
      method: "POST",
      headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "merge-address" }),
      redirect: "manual",
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toMatch(/^\/desk\/sign-in/);
    const forgedData = await fetch(`${server.base}/desk/bookings/${bookingId}.data`, {
      method: "POST",
      headers: {
        origin: server.base,
        cookie: "__Host-desk-session=forged",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "merge-address" }),
      redirect: "manual",
    });
    expect(forgedData.status).not.toBe(200);
    expect(await forgedData.text()).not.toContain("Merged");
    const state = inquiryState();
    expect(state.booking?.messageId).not.toBe(victoriaInquiry);
    expect(state.status).toBe("new");
  });

  it("the proof link e-mailed to the address works once; the desk then shows it confirmed", async () => {
    const mail = await mailFor(smtp, victoria, /^Booked:/);
    const link = /(http:\/\/\S+\/booking\/confirm-email\/[A-Za-z0-9_-]{43})/.exec(
      mail.text ?? "",
    )?.[1];
    if (!link) throw new Error("no proof link");
    // Only its hash is stored.
    const repos = openDatabase(server.dataDir);
    try {
      const token = link.split("/").pop() ?? "";
      const rows = repos.db.sqlite
        .prepare("SELECT token_hash AS h FROM booking_address_proofs")
        .all() as { h: string }[];
      expect(rows.some((r) => r.h === token)).toBe(false);
    } finally {
      repos.db.close();
    }
    // Opening it changes nothing (mail scanners open links): the button does.
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(await opened.text()).toContain("Confirm my e-mail address");
    const confirm = () =>
      fetch(link, {
        method: "POST",
        headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
    const first = await confirm();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("your e-mail address is confirmed");
    // Pressed again (a reload of the answer without JavaScript re-sends the post): the same
    // thanks, and nothing more is confirmed or offered (docs/BOOKING.md#an-address-proves-itself).
    const again = await confirm();
    expect(again.status).toBe(200);
    const replayed = await again.text();
    expect(replayed).toContain("your e-mail address is confirmed");
    expect(replayed).not.toContain("Confirm my e-mail address");
    const later = await fetch(link);
    expect(later.status).toBe(200);
    expect(await later.text()).not.toContain("Confirm my e-mail address");

    const page = await (
      await fetch(`${server.base}/desk/bookings/${bookingId}`, {
        headers: { cookie: `__Host-desk-session=${session}` },
      })
    ).text();
    expect(page).toContain(`Same address as inquiry #${victoriaInquiry}, confirmed by the visitor`);
    // Confirming joins nothing by itself: staff merge (docs/BOOKING.md#an-address-proves-itself).
    expect(inquiryState().booking?.messageId).not.toBe(victoriaInquiry);
    expect(inquiryState().status).toBe("new");
  });

  it("staff merge them, once: the booking and its documents join the earlier inquiry", async () => {
    const merged = await postAsStaff(server, session, `/desk/bookings/${bookingId}`, {
      intent: "merge-address",
    });
    expect(merged.status).toBe(200);
    expect(await merged.text()).toContain(`now in inquiry #${victoriaInquiry}`);
    const state = inquiryState();
    expect(state.booking?.messageId).toBe(victoriaInquiry);
    expect(state.requests).toEqual([{ messageId: victoriaInquiry }]);
    expect(state.status).toBe("consultation-booked");
    const earlierPage = await (
      await fetch(`${server.base}/desk/inquiries/${victoriaInquiry}`, {
        headers: { cookie: `__Host-desk-session=${session}` },
      })
    ).text();
    expect(earlierPage).toContain(`/desk/bookings/${bookingId}"`);

    // Posted again (a double click, the back button): nothing more happens, nothing more is logged.
    const audits = () => {
      const repos = openDatabase(server.dataDir);
      try {
        return (
          repos.db.sqlite
            .prepare("SELECT COUNT(*) AS n FROM desk_audit_log WHERE action = 'merged-address'")
            .get() as { n: number }
        ).n;
      } finally {
        repos.db.close();
      }
    };
    expect(audits()).toBe(1);
    const again = await postAsStaff(server, session, `/desk/bookings/${bookingId}`, {
      intent: "merge-address",
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Already merged");
    expect(audits()).toBe(1);
    // The page still greets the visitor with the name they typed.
    expect(await (await fetch(documentsLink)).text()).toContain("Mallory, ");
  });

  it("once merged, the booking's page says where it went, with a link, and no longer asks to merge", async () => {
    const page = await (
      await fetch(`${server.base}/desk/bookings/${bookingId}`, {
        headers: { cookie: `__Host-desk-session=${session}` },
      })
    ).text();
    const section =
      /<section[^>]*data-same-address[^>]*>([\s\S]*?)<\/section>/.exec(page)?.[1] ?? "";
    expect(section).not.toBe("");
    const text = section.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    expect(text).toMatch(
      new RegExp(
        `Merged .+: this booking and its document request are now in inquiry #${victoriaInquiry},`,
      ),
    );
    expect(section).toContain(`href="/desk/inquiries/${victoriaInquiry}"`);
    // Not the words of a booking still waiting for the decision, nor its button.
    expect(text).not.toContain("started an inquiry of its own");
    expect(text).not.toContain("Merge only when");
    expect(section).not.toContain('value="merge-address"');
  });

  it("once the booking is cancelled, its proof link answers as a link that no longer works, used or not", async () => {
    const mail = await mailFor(smtp, victoria, /^Booked:/);
    const link = /(http:\/\/\S+\/booking\/confirm-email\/[A-Za-z0-9_-]{43})/.exec(
      mail.text ?? "",
    )?.[1];
    if (!link) throw new Error("no proof link");
    // An unused one too: a new link for the same booking, as its confirmation would carry.
    const unused = (() => {
      const repos = openDatabase(server.dataDir);
      try {
        const { hash, token } = newSecretToken();
        repos.bookings.addresses.addAddressProof(
          bookingId,
          hash,
          Date.now(),
          Date.now() + 86_400_000,
        );
        return `${server.base}/booking/confirm-email/${token}`;
      } finally {
        repos.db.close();
      }
    })();
    expect((await fetch(unused)).status).toBe(200);
    const cancelled = await postAsStaff(server, session, `/desk/bookings/${bookingId}`, {
      intent: "cancel",
      confirmed: "yes",
    });
    expect(cancelled.status).toBe(200);
    for (const address of [link, unused]) {
      const opened = await fetch(address);
      expect(opened.status).toBe(404);
      const text = await opened.text();
      expect(text).not.toContain("your e-mail address is confirmed");
      expect(text).not.toContain("Confirm my e-mail address");
      const pressed = await fetch(address, {
        method: "POST",
        headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(pressed.status).toBe(404);
      expect(await pressed.text()).not.toContain("your e-mail address is confirmed");
    }
  });
});
