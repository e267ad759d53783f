/**
 * What the site's e-mails and calendars say, read by software nobody here wrote
 * (docs/STANDARDS.md): every message the loopback SMTP server receives is read by `mailparser`
 * and by Python's `email` package, every invitation and the lawyer's feed by ical.js and by
 * Python's `icalendar`. Then no secret the site issued is found anywhere in the data directory,
 * nor in a backup of it (docs/SECURITY-FINDINGS.md#finding-8).
 *
 * One inquiry from the contact form (acknowledgement, a reply from the desk, a documents request,
 * its link renewed), one booking by someone with a hostile name (confirmed, moved by staff,
 * cancelled by staff), and one inquiry sent a questionnaire and an engagement letter (link, code,
 * signed and countersigned copies), each a conversation in the client's mailbox; the firm's
 * notices, automatic and in no client's thread, those of a client in London on both clocks.
 */
import { spawnSync } from "node:child_process";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import { parameterText } from "~/booking/invitation.server";
import { principal } from "~/content/firm";
import { staffEmail } from "~/intake/intake-emails";
import { IntakeStore } from "~/intake/intake-store.server";
import { linkIn, offeredTimes, postBooking } from "../support/booking";
import { openDatabase, postAsStaff, staffCli, startDeskServer } from "../support/desk";
import { filesUnder, testMasterKey } from "../support/documents";
import { projectRoot, type RunningServer } from "../support/server";
import {
  type PythonMail,
  readMailWithPython,
  readWithIcalJs,
  readWithPython,
} from "../support/standards-parsers";
import { type LoopbackSmtp, postContact, startSmtp, validMessage } from "./contact-support";

const domain = "mercerlaw.example";
const routes = {
  MAIL_TO_REAL_ESTATE: "closings@firm.example",
  MAIL_TO_IMMIGRATION: "immigration@firm.example",
};
const inquirer = { ...validMessage, email: "priya.thread@example.com", serviceType: "real-estate" };
const client = {
  firstName: 'Jo "JJ"',
  lastName: "Smith\\Ng, Jr.; Esq: 😀",
  email: "jo.hostile@example.com",
};

let server: RunningServer & { base: string };
let smtp: LoopbackSmtp;
let session: string;
/** Every secret the site handed out during this file, to look for afterwards. */
const secrets = new Map<string, string>();

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: `website@${domain}`,
    MAIL_TO: "intake@firm.example",
    ...routes,
    ACK_EMAILS: "on",
    OUTBOX_RETRY_BASE_MS: "200",
    // An e-mail this test writes into the database itself is sent within a second.
    OUTBOX_POLL_SECONDS: "1",
    BOOKING_RATE_LIMIT: "100",
    DOCUMENTS_MASTER_KEY: testMasterKey,
  });
  const repos = openDatabase(server.dataDir);
  try {
    // The responsible lawyer's own account: only it may countersign an engagement letter
    // (docs/ENGAGEMENT.md#countersigning).
    const staff = repos.staff.addStaff(principal.email, principal.name);
    session = repos.staff.createSession(staff.id);
    secrets.set("desk session", session);
  } finally {
    repos.db.close();
  }
});
afterAll(async () => {
  await server?.stop({ removeData: true });
  await smtp?.close();
});

interface Received {
  raw: string;
  parsed: ParsedMail;
  python: PythonMail;
}

/** Everything the SMTP server received so far, read by both parsers, in order of arrival. */
async function received(): Promise<Received[]> {
  const raws = [...smtp.received];
  const python = readMailWithPython(raws);
  return Promise.all(
    raws.map(async (raw, i) => ({
      raw,
      parsed: await simpleParser(raw),
      python: python[i] as PythonMail,
    })),
  );
}

const toOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).map((a) => a?.text ?? "");

/** Waits for the e-mail to `to` whose subject matches, and returns it. */
async function mailFor(to: string, subject: RegExp): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        found = (await received()).find(
          (m) => toOf(m.parsed).some((t) => t.includes(to)) && subject.test(m.parsed.subject ?? ""),
        );
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as Received;
}

/** The headers that thread and mark an e-mail, as each parser reads them; both must agree. */
function headers(mail: Received) {
  const references = mail.parsed.references;
  const byMailparser = {
    messageId: mail.parsed.messageId ?? null,
    inReplyTo: mail.parsed.inReplyTo ?? null,
    references:
      references === undefined ? [] : Array.isArray(references) ? references : [references],
    replyTo: mail.parsed.replyTo?.value.map((a) => a.address).join(", ") ?? null,
    autoSubmitted: (mail.parsed.headers.get("auto-submitted") as string | undefined) ?? null,
  };
  const p = mail.python;
  expect(p.defects).toEqual([]);
  expect({
    messageId: p.messageId,
    inReplyTo: p.inReplyTo,
    references: p.references,
    replyTo: p.replyTo,
    autoSubmitted: p.autoSubmitted,
  }).toEqual(byMailparser);
  return byMailparser;
}

/**
 * Remembers the secrets in an e-mail's links (reschedule and cancel, address proof, documents,
 * questionnaires).
 */
function collectSecrets(mail: Received): void {
  for (const [, kind, token] of (mail.parsed.text ?? "").matchAll(
    /\/(booking\/confirm-email|booking|documents|questionnaire|engagement)\/([A-Za-z0-9_-]{43})\b/g,
  ))
    secrets.set(`${kind} link ${secrets.size} in "${mail.parsed.subject}"`, token as string);
}

/** The calendar part of an e-mail, read by both parsers, which must agree. */
function calendarOf(mail: Received) {
  expect(mail.python.calendars).toHaveLength(1);
  const [byPython] = readWithPython(mail.python.calendars);
  const part = mail.parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(part).toBeDefined();
  const byIcalJs = readWithIcalJs(part?.content.toString("utf8") ?? "");
  expect(byPython).toEqual(byIcalJs);
  return byIcalJs;
}

/** A UUID v4 (RFC 9562, 5.4: version nibble 4, variant bits 10) on MAIL_FROM's domain. */
const randomMessageId = new RegExp(
  `^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@${domain}>$`,
);

describe("e-mail that threads (RFC 5322, RFC 3834)", () => {
  it("a desk reply and the documents' e-mails follow the acknowledgement in one conversation, with the area's inbox as Reply-To", async () => {
    expect((await postContact(server.base, inquirer)).status).toBe(200);
    const ack = await mailFor(inquirer.email, /^We received your message/);
    const ackHeaders = headers(ack);
    expect(ackHeaders).toMatchObject({
      inReplyTo: null,
      references: [],
      replyTo: routes.MAIL_TO_REAL_ESTATE,
      autoSubmitted: "auto-generated",
    });
    expect(ackHeaders.messageId).toMatch(randomMessageId);
    const inquiryId = (() => {
      const repos = openDatabase(server.dataDir);
      try {
        return repos.messages.latestByEmail(inquirer.email) as number;
      } finally {
        repos.db.close();
      }
    })();

    const replied = await postAsStaff(server, session, `/desk/inquiries/${inquiryId}`, {
      intent: "reply",
      subject: `Your inquiry #${inquiryId}`,
      body: "Thank you for writing. We can act for you on the purchase.",
    });
    expect(replied.status).toBeLessThan(400);
    const reply = await mailFor(inquirer.email, /^Your inquiry #/);
    const replyHeaders = headers(reply);
    // A person wrote it: no Auto-Submitted (RFC 3834, 5: absent means "no").
    expect(replyHeaders).toMatchObject({
      inReplyTo: ackHeaders.messageId,
      references: [ackHeaders.messageId],
      replyTo: routes.MAIL_TO_REAL_ESTATE,
      autoSubmitted: null,
    });
    expect(replyHeaders.messageId).toMatch(randomMessageId);

    const requested = await postAsStaff(server, session, `/desk/inquiries/${inquiryId}`, {
      intent: "send-request",
      template: "purchase",
    });
    expect(requested.status).toBeLessThan(400);
    const request = await mailFor(inquirer.email, /^Documents we need/);
    collectSecrets(request);
    expect(headers(request)).toMatchObject({
      inReplyTo: replyHeaders.messageId,
      references: [ackHeaders.messageId, replyHeaders.messageId],
      replyTo: routes.MAIL_TO_REAL_ESTATE,
      autoSubmitted: "auto-generated",
    });
    // The link it carries works.
    const link = request.parsed.text?.match(/https?:\/\/\S+\/documents\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    expect((await fetch(link as string)).status).toBe(200);

    // A new link, e-mailed again: a second request e-mail, in the same conversation.
    const requestId = (() => {
      const repos = openDatabase(server.dataDir);
      try {
        return (
          repos.db.sqlite
            .prepare("SELECT id FROM document_requests WHERE message_id = ?")
            .get(inquiryId) as { id: number }
        ).id;
      } finally {
        repos.db.close();
      }
    })();
    const before = smtp.received.length;
    const renewed = await postAsStaff(server, session, `/desk/inquiries/${inquiryId}`, {
      intent: "new-link",
      confirmed: "yes",
      request: String(requestId),
    });
    expect(renewed.status).toBeLessThan(400);
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBeGreaterThan(before);
    const again = (await received())
      .slice(before)
      .find((m) => /^Documents we need/.test(m.parsed.subject ?? ""));
    expect(again).toBeDefined();
    collectSecrets(again as Received);
    expect(headers(again as Received).inReplyTo).toBe(headers(request).messageId);

    // Each Message-ID is the one stored for its e-mail.
    const repos = openDatabase(server.dataDir);
    try {
      const stored = repos.db.sqlite
        .prepare(
          `SELECT mail_message_id AS id FROM contact_acknowledgements WHERE message_id = @id
           UNION ALL SELECT mail_message_id FROM desk_replies WHERE message_id = @id`,
        )
        .all({ id: inquiryId }) as { id: string }[];
      expect(stored.map((r) => r.id)).toEqual([ackHeaders.messageId, replyHeaders.messageId]);
    } finally {
      repos.db.close();
    }
  });

  it("a booking's e-mails and invitations: one conversation, random Message-IDs, invitations read alike by two parsers, no secret link in any invitation", async () => {
    const times = await offeredTimes(server);
    const [first, second] = [times[3], times[9]];
    const answer = (await (
      await postBooking(server, {
        start: first as string,
        method: "video",
        ...client,
        serviceType: "immigration",
        tz: "America/Toronto",
      })
    ).json()) as BookingAnswer;
    expect(answer.status).toBe("booked");
    // The booking's page carries no documents link (docs/DOCUMENTS.md#from-a-booking): the e-mail's
    // are collected below.
    expect(JSON.stringify(answer)).not.toContain("/documents/");

    const booked = await mailFor(client.email, /^Booked:/);
    collectSecrets(booked);
    const bookingId = (() => {
      const repos = openDatabase(server.dataDir);
      try {
        return repos.bookings.byEmail(client.email)[0]?.id as number;
      } finally {
        repos.db.close();
      }
    })();
    expect(
      (
        await postAsStaff(server, session, `/desk/bookings/${bookingId}`, {
          intent: "reschedule",
          start: second as string,
        })
      ).status,
    ).toBe(200);
    const moved = await mailFor(client.email, /^Moved:/);
    collectSecrets(moved);
    expect(
      (
        await postAsStaff(server, session, `/desk/bookings/${bookingId}`, {
          intent: "cancel",
          confirmed: "yes",
        })
      ).status,
    ).toBe(200);
    const cancelled = await mailFor(client.email, /^Cancelled:/);

    const [b, m, c] = [booked, moved, cancelled].map(headers);
    for (const h of [b, m, c])
      expect(h).toMatchObject({
        messageId: expect.stringMatching(randomMessageId),
        replyTo: routes.MAIL_TO_IMMIGRATION,
        autoSubmitted: "auto-generated",
      });
    expect(b).toMatchObject({ inReplyTo: null, references: [] });
    expect(m).toMatchObject({ inReplyTo: b?.messageId, references: [b?.messageId] });
    expect(c).toMatchObject({ inReplyTo: m?.messageId, references: [b?.messageId, m?.messageId] });

    // The firm's notice of the booking: automatic, its own Message-ID, in no client's thread.
    const notice = (await received()).find((r) =>
      /^Booking #\d+: booked/.test(r.parsed.subject ?? ""),
    );
    expect(notice).toBeDefined();
    expect(headers(notice as Received)).toMatchObject({
      messageId: expect.stringMatching(randomMessageId),
      inReplyTo: null,
      autoSubmitted: "auto-generated",
    });

    // The invitations (request, move, cancel), as two parsers read them.
    const cn = parameterText(`${client.firstName} ${client.lastName}`);
    expect(cn).toBe("Jo 'JJ' SmithNg, Jr.; Esq: 😀");
    const calendars = [booked, moved, cancelled].map(calendarOf);
    expect(calendars.map((cal) => cal.method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    // The client accepted the times they chose; staff's cancellation claims no answer of theirs
    // (RFC 5546, 3.2.5), so no calendar shows it as declined by the client.
    expect(calendars.map((cal) => cal.events[0]?.attendeeStatuses)).toEqual([
      ["ACCEPTED"],
      ["ACCEPTED"],
      [null],
    ]);
    for (const cal of calendars) {
      expect(cal.timeZone).toBe("America/Toronto");
      expect(cal.events).toHaveLength(1);
      expect(cal.events[0]?.attendees).toEqual([{ cn, value: `mailto:${client.email}` }]);
      // No key to the booking in a calendar (calendars share their events' descriptions).
      expect(cal.events[0]?.description).not.toMatch(/\/booking\/|\/documents\/|[A-Za-z0-9_-]{43}/);
    }
    const [request, move, cancel] = calendars.map((cal) => cal.events[0]?.description ?? "");
    for (const description of [request, move])
      expect(description).toContain("use the links in the e-mail");
    // The cancelled event says so, and how to join, move or cancel it no more: the cancellation
    // e-mail it comes with has no links to move or cancel.
    expect(cancel).toMatch(/^Cancelled: the .+ on .+ will not take place\.$/);
    expect(cancel).not.toMatch(/Join here|use the links|will call you/);

    // Every Message-ID the site sent is different.
    const ids = (await received()).map((r) => r.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a questionnaire's and an engagement letter's e-mails join the client's conversation; every automatic e-mail says so", async () => {
    const person = { ...inquirer, email: "lee.letters@example.com" };
    expect((await postContact(server.base, person)).status).toBe(200);
    const ack = headers(await mailFor(person.email, /^We received your message/));
    const inquiryId = (() => {
      const repos = openDatabase(server.dataDir);
      try {
        return repos.messages.latestByEmail(person.email) as number;
      } finally {
        repos.db.close();
      }
    })();
    const thread = [ack.messageId as string];
    /** The next client e-mail: in reply to the latest, referencing the whole conversation. */
    const follows = async (subject: RegExp) => {
      const mail = await mailFor(person.email, subject);
      collectSecrets(mail);
      const h = headers(mail);
      expect(h, String(subject)).toMatchObject({
        messageId: expect.stringMatching(randomMessageId),
        inReplyTo: thread.at(-1),
        references: [...thread],
        autoSubmitted: "auto-generated",
      });
      thread.push(h.messageId as string);
      return mail;
    };
    /** The firm's own notice: automatic, in no client's conversation. */
    const firmNotice = async (subject: RegExp) =>
      expect(headers(await mailFor("intake@firm.example", subject))).toMatchObject({
        messageId: expect.stringMatching(randomMessageId),
        inReplyTo: null,
        references: [],
        autoSubmitted: "auto-generated",
      });

    const sent = await postAsStaff(server, session, `/desk/inquiries/${inquiryId}`, {
      intent: "send-questionnaire",
      questionnaire: "real-estate-purchase",
    });
    expect(sent.status).toBeLessThan(400);
    await follows(/a few questions before we meet$/);

    // The firm's notice of a completed questionnaire, queued as the questionnaire's service queues
    // it (answering every section over HTTP is the intake tests' subject).
    {
      const repos = openDatabase(server.dataDir);
      try {
        const store = new IntakeStore(repos.db);
        const [row] = store.forInquiry(inquiryId);
        expect(row).toBeDefined();
        store.queueEmail({
          questionnaireId: row?.id as number,
          kind: "completed-staff",
          recipient: "intake@firm.example",
          ...staffEmail({
            kind: "completed",
            title: row?.title as string,
            inquiryId,
            siteUrl: server.base,
          }),
          now: Date.now(),
        });
      } finally {
        repos.db.close();
      }
    }
    await firmNotice(new RegExp(`^Questionnaire completed: inquiry #${inquiryId}$`));

    // The engagement letter: its link, a one-time code, the signed and countersigned copies.
    const prepared = await postAsStaff(server, session, `/desk/inquiries/${inquiryId}`, {
      intent: "prepare-engagement-letter",
      template: "real-estate-purchase",
      propertyPrice: "850000",
    });
    const letterPage = prepared.headers.get("location") ?? "";
    expect(letterPage).toMatch(/^\/desk\/engagement-letters\/\d+$/);
    expect(
      (await postAsStaff(server, session, letterPage, { intent: "send-letter" })).status,
    ).toBeLessThan(400);
    const linkMail = await follows(/please read and sign$/);
    const link = linkMail.parsed.text?.match(/https?:\/\/\S+\/engagement\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    let cookie = "";
    const asClient = async (form: Record<string, string>) => {
      const res = await fetch(link as string, {
        method: "POST",
        headers: {
          origin: server.base,
          "content-type": "application/x-www-form-urlencoded",
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(form),
        redirect: "manual",
      });
      expect(res.status, JSON.stringify(form)).toBe(303);
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0] as string;
    };
    await asClient({ intent: "send-code" });
    const codeMail = await follows(/^Your code/);
    const code = /code is (\d{6})/.exec(codeMail.parsed.text ?? "")?.[1];
    expect(code).toBeDefined();
    await asClient({ intent: "verify-code", code: code as string });
    expect(cookie).toMatch(/^engagement_session=/);
    await asClient({ intent: "consent", consent: "yes" });
    await asClient({ intent: "sign", name: `${person.firstName} ${person.lastName}` });
    await follows(/your signed copy$/);
    await firmNotice(/^Engagement letter #\d+ signed$/);
    expect(
      (await postAsStaff(server, session, letterPage, { intent: "countersign-letter" })).status,
    ).toBeLessThan(400);
    await follows(/countersigned by your lawyer/);
    await firmNotice(/^Engagement letter #\d+ countersigned$/);

    // Each Message-ID is the one stored for its e-mail, the questionnaire's included.
    const repos = openDatabase(server.dataDir);
    try {
      const stored = repos.db.sqlite
        .prepare(
          `SELECT i.mail_message_id AS id FROM intake_emails i
             JOIN intake_questionnaires q ON q.id = i.questionnaire_id
            WHERE q.message_id = ? AND i.kind = 'link'`,
        )
        .all(inquiryId) as { id: string }[];
      expect(stored.map((r) => r.id)).toEqual([thread[1]]);
    } finally {
      repos.db.close();
    }
  });

  it("the firm's notices of a client in London read Toronto's time first, London's beside it; a cancelled booking's page offers no move or cancel", async () => {
    const london = {
      firstName: "Oliver",
      lastName: "Hughes",
      email: "oliver.london@example.co.uk",
    };
    const times = await offeredTimes(server, "Europe/London");
    const [first, second] = [times[33], times[39]] as [string, string];
    const booked = await postBooking(server, {
      start: first,
      method: "phone",
      phone: "+44 20 7946 0958",
      ...london,
      tz: "Europe/London",
    });
    expect(((await booked.json()) as BookingAnswer).status).toBe("booked");
    const bookedMail = await mailFor(london.email, /^Booked:/);
    collectSecrets(bookedMail);
    const manage = linkIn(bookedMail.parsed, /another time/);
    const page = async (url: string) => (await fetch(url)).text();
    // While it can change, the page says how.
    expect(await page(manage)).toContain("Move it to another free time, or cancel it.");

    const asClient = (form: Record<string, string>) =>
      fetch(manage, {
        method: "POST",
        headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ tz: "Europe/London", ...form }),
      });
    const clock = (zone: string, iso: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" })
        .format(new Date(iso))
        .replace(/\u202f/g, " ");
    /** The firm's notice that the booking was `what`, whose When reads both clocks at `at`. */
    const noticeReads = async (what: string, at: string) => {
      let notice: Received | undefined;
      await expect
        .poll(
          async () => {
            notice = (await received()).find(
              (r) =>
                (r.parsed.subject ?? "").includes(`: ${what},`) &&
                (r.parsed.text ?? "").includes(london.email),
            );
            return Boolean(notice);
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      expect(headers(notice as Received).autoSubmitted).toBe("auto-generated");
      const line = (notice?.parsed.text ?? "").split("\n").find((l) => l.startsWith("When:"));
      const day = line?.match(/^When: {4}(\w+day, \w+ \d{1,2}, \d{4}), /)?.[1];
      expect(line, what).toBe(
        `When:    ${day}, ${clock("America/Toronto", at)} Toronto time (${clock("Europe/London", at)} London time)`,
      );
    };
    await noticeReads("booked", first);
    // Each change's notice is sent before the next change (a later one drops a notice still waiting).
    expect((await asClient({ intent: "move", start: second })).status).toBe(200);
    await noticeReads("moved by the client", second);
    const cancelAnswer = await asClient({ intent: "cancel" });
    expect(cancelAnswer.status).toBe(200);
    // The page that answers the cancel says it is done, and offers no move or cancel.
    const answered = await cancelAnswer.text();
    expect(answered).toContain("is cancelled");
    expect(answered).not.toContain("Move it to another free time");
    await noticeReads("cancelled by the client", second);

    // Cancelled: its link's page and a link that opens nothing say what happened, and offer no
    // move or cancel.
    const cancelled = await page(manage);
    expect(cancelled).toContain("cancelled");
    expect(cancelled).not.toContain("Move it to another free time");
    const unknown = await fetch(`${server.base}/booking/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    const unknownPage = await unknown.text();
    expect(unknownPage).toContain("no longer works");
    expect(unknownPage).not.toContain("Move it to another free time");
  });
});

describe("a lawyer's calendar feed (RFC 5545)", () => {
  it("stamps each event with its booking's own last change, not the time it is read, and reads alike in both parsers", async () => {
    const times = await offeredTimes(server);
    for (const [i, start] of [times[15], times[21]].entries()) {
      const res = await postBooking(server, {
        start: start as string,
        method: "phone",
        phone: "416 555 0199",
        firstName: `Feed "${i}"`,
        lastName: "Client\\, ; :",
        email: `feed.${i}@example.com`,
        tz: "America/Toronto",
      });
      expect(((await res.json()) as BookingAnswer).status).toBe("booked");
    }
    const made = await postAsStaff(server, session, "/desk/agenda", {
      intent: "create-feed",
      lawyer: principal.key,
    });
    const path = (await made.text()).match(/\/calendar\/([A-Za-z0-9_-]{43})\.ics/);
    expect(path).not.toBeNull();
    secrets.set("calendar feed", path?.[1] as string);
    const read = async () => {
      const ics = await (await fetch(`${server.base}${path?.[0]}`)).text();
      const [byPython] = readWithPython([ics]);
      const byIcalJs = readWithIcalJs(ics);
      expect(byPython).toEqual(byIcalJs);
      return { ics, calendar: byIcalJs };
    };
    const changedAt = (email: string) => {
      const repos = openDatabase(server.dataDir);
      try {
        const [booking] = repos.bookings.byEmail(email);
        return {
          uid: `booking-${booking?.uid}@localhost`,
          changedAt: booking?.changedAt as number,
        };
      } finally {
        repos.db.close();
      }
    };
    const second = (ms: number) => Math.floor(ms / 1000) * 1000;
    // Read in a later second than the bookings were made (DTSTAMP counts whole seconds), so a
    // stamp of the reading time could not pass for the booking's own.
    const lastChange = Math.max(
      changedAt("feed.0@example.com").changedAt,
      changedAt("feed.1@example.com").changedAt,
    );
    await expect
      .poll(() => second(Date.now()), { interval: 50 })
      .toBeGreaterThan(second(lastChange));

    const before = await read();
    expect(before.ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const fetchedAt = Date.now();
    for (const email of ["feed.0@example.com", "feed.1@example.com"]) {
      const { uid, changedAt: at } = changedAt(email);
      const event = before.calendar.events.find((e) => e.uid === uid);
      expect(event?.dtstamp).toBe(second(at));
      expect(event?.lastModified).toBe(second(at));
      expect(event?.summary).toContain('"');
    }

    // One booking moves; only its event's stamp moves with it.
    const moved = changedAt("feed.1@example.com");
    const repos = openDatabase(server.dataDir);
    const id = repos.bookings.byEmail("feed.1@example.com")[0]?.id;
    repos.db.close();
    const res = await postAsStaff(server, session, `/desk/bookings/${id}`, {
      intent: "reschedule",
      start: times[27] as string,
    });
    expect(res.status).toBe(200);
    const after = await read();
    const stampOf = (cal: typeof after.calendar, uid: string) =>
      cal.events.find((e) => e.uid === uid)?.dtstamp;
    const still = changedAt("feed.0@example.com");
    expect(stampOf(after.calendar, still.uid)).toBe(stampOf(before.calendar, still.uid));
    const now = changedAt("feed.1@example.com");
    expect(now.changedAt).toBeGreaterThan(moved.changedAt);
    expect(stampOf(after.calendar, now.uid)).toBe(second(now.changedAt));
    expect(second(now.changedAt)).toBeGreaterThanOrEqual(second(fetchedAt));
  });
});

describe("no secret at rest (docs/SECURITY-FINDINGS.md#finding-8)", () => {
  it("after the outbox has sent everything, no secret the site issued is in the data directory, its WAL, or a backup", {
    timeout: 120_000,
  }, async () => {
    // A documents request of its own, so this test stands without the ones above.
    const owner = { ...inquirer, email: "at.rest@example.com" };
    expect((await postContact(server.base, owner)).status).toBe(200);
    const ownerInquiry = await (async () => {
      let id: number | undefined;
      await expect
        .poll(() => {
          const repos = openDatabase(server.dataDir);
          try {
            id = repos.messages.latestByEmail(owner.email);
          } finally {
            repos.db.close();
          }
          return id;
        })
        .toBeDefined();
      return id as number;
    })();
    const sentRequest = await postAsStaff(server, session, `/desk/inquiries/${ownerInquiry}`, {
      intent: "send-request",
      template: "purchase",
    });
    expect(sentRequest.status).toBeLessThan(400);
    collectSecrets(await mailFor(owner.email, /^Documents we need/));
    expect([...secrets.keys()].some((k) => k.includes("Documents we need"))).toBe(true);

    // A questionnaire too: its link is made as its e-mail is sent, never stored.
    const sentQuestionnaire = await postAsStaff(
      server,
      session,
      `/desk/inquiries/${ownerInquiry}`,
      { intent: "send-questionnaire", questionnaire: "real-estate-purchase" },
    );
    expect(sentQuestionnaire.status).toBeLessThan(400);
    const questionnaireMail = await mailFor(owner.email, /a few questions before we meet$/);
    collectSecrets(questionnaireMail);
    const questionnaireLink = [...secrets].find(([k]) => k.startsWith("questionnaire link"));
    expect(questionnaireLink).toBeDefined();
    // The link e-mailed works: it opens the client's questionnaire (at its first section).
    const opened = await fetch(`${server.base}/questionnaire/${questionnaireLink?.[1]}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Home purchase intake");

    // An engagement letter too: prepared and sent from the desk, its link made as its e-mail is sent.
    const prepared = await postAsStaff(server, session, `/desk/inquiries/${ownerInquiry}`, {
      intent: "prepare-engagement-letter",
      template: "real-estate-purchase",
      propertyPrice: "850000",
    });
    const letterPage = prepared.headers.get("location") ?? "";
    expect(letterPage).toMatch(/^\/desk\/engagement-letters\/\d+$/);
    const sentLetter = await postAsStaff(server, session, letterPage, { intent: "send-letter" });
    expect(sentLetter.status).toBeLessThan(400);
    collectSecrets(await mailFor(owner.email, /please read and sign$/));
    const letterLink = [...secrets].find(([k]) => k.startsWith("engagement link"));
    expect(letterLink).toBeDefined();
    // The link e-mailed works: it opens the letter's first step (the one-time code).
    const letterOpened = await fetch(`${server.base}/engagement/${letterLink?.[1]}`);
    expect(letterOpened.status).toBe(200);

    // A desk enrollment link too (npm run staff -- add prints it once).
    const added = staffCli(server, ["add", "new.person@firm.example", "--name", "New Person"]);
    const enrollment = added.match(/\/desk\/enroll\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(enrollment).toBeDefined();
    secrets.set("desk enrollment link", enrollment as string);
    expect([...secrets.keys()].filter((k) => k.startsWith("booking link")).length).toBeGreaterThan(
      0,
    );
    expect(
      [...secrets.keys()].filter((k) => k.startsWith("documents link")).length,
    ).toBeGreaterThan(1);

    // Everything due is sent (reminders of bookings still ahead wait for their time).
    await expect
      .poll(
        () => {
          const repos = openDatabase(server.dataDir);
          try {
            return (
              repos.db.sqlite
                .prepare(
                  `SELECT count(*) AS n FROM (
                     SELECT status, next_attempt_at AS at FROM booking_emails
                     UNION ALL SELECT status, next_attempt_at FROM document_emails
                     UNION ALL SELECT status, next_attempt_at FROM desk_replies
                     UNION ALL SELECT status, next_attempt_at FROM contact_outbox
                     UNION ALL SELECT status, next_attempt_at FROM contact_acknowledgements
                     UNION ALL SELECT status, next_attempt_at FROM intake_emails
                     UNION ALL SELECT status, next_attempt_at FROM engagement_emails)
                   WHERE status = 'sending' OR (status = 'pending' AND at <= ?)`,
                )
                .get(Date.now()) as { n: number }
            ).n;
          } finally {
            repos.db.close();
          }
        },
        { timeout: 30_000 },
      )
      .toBe(0);

    const backup = spawnSync(process.execPath, ["build/bin/backup.js"], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: server.dataDir, DOCUMENTS_MASTER_KEY: testMasterKey },
      encoding: "utf8",
    });
    expect(backup.status, backup.stderr).toBe(0);

    const look = () => {
      const files = filesUnder(server.dataDir);
      expect(files.some((f) => f.file.endsWith("-wal"))).toBe(true);
      expect(files.some((f) => f.file.includes("backups"))).toBe(true);
      const found: string[] = [];
      for (const [what, token] of secrets)
        for (const form of new Set([token, encodeURIComponent(token)]))
          for (const { file, bytes } of files)
            if (bytes.includes(Buffer.from(form, "utf8"))) found.push(`${what} in ${file}`);
      return found;
    };
    expect(look()).toEqual([]);
    // Nor in what the server logged.
    expect([...secrets.values()].filter((t) => server.output().includes(t))).toEqual([]);
  });
});
