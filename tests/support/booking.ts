/**
 * The firm's own booking under test (docs/BOOKING.md): a desk server whose e-mails go to a real
 * SMTP server on loopback, one signed-in staff member, and one earlier inquiry (someone a later
 * booking can name as the other party: the conflict check's match). Also reads what the SMTP
 * server received: the e-mails to an address, their links, their calendar part (parsed by ical.js,
 * a real iCalendar parser).
 */
import ICAL from "ical.js";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, expect } from "vitest";
import type { BookingOffer } from "~/booking/booking-page";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import { type LoopbackSmtp, startSmtp } from "../server/contact-support";
import { openDatabase, startDeskServer } from "./desk";
import type { RunningServer } from "./server";

export interface BookingDesk {
  server: RunningServer & { base: string };
  smtp: LoopbackSmtp;
  /** The staff member's session cookie value (`__Host-desk-session`). */
  session: string;
  stop: () => Promise<void>;
}

export interface EarlierInquiry {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

/** Starts the server and the SMTP server, and signs in `staffName`; stop it in `afterAll`. */
export async function startBookingDesk(
  earlier: EarlierInquiry,
  staffName = "Robin Reception",
): Promise<BookingDesk> {
  const smtp = await startSmtp();
  const server = await startDeskServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@mercerlaw.example",
    MAIL_TO: "intake@mercerlaw.example",
    OUTBOX_RETRY_BASE_MS: "200",
    ACK_EMAILS: "off",
    BOOKING_RATE_LIMIT: "100",
  });
  const repos = openDatabase(server.dataDir);
  let session: string;
  try {
    const staff = repos.staff.addStaff("reception@mercerlaw.example", staffName);
    session = repos.staff.createSession(staff.id);
    repos.messages.save({
      ...earlier,
      consent: currentConsentVersion,
      referralOther: undefined,
    });
  } finally {
    repos.db.close();
  }
  return {
    server,
    smtp,
    session,
    stop: async () => {
      await server.stop({ removeData: true });
      await smtp.close();
    },
  };
}

/** What /book.json offers now (in the zone `tz`, if given), as the booking dialog reads it. */
export async function bookingOffer(server: { base: string }, tz?: string): Promise<BookingOffer> {
  const res = await fetch(`${server.base}/book.json${tz ? `?tz=${tz}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as BookingOffer;
}

/** The times /book.json offers now, as the form posts them. */
export async function offeredTimes(server: { base: string }, tz?: string): Promise<string[]> {
  return (await bookingOffer(server, tz)).days.flatMap((d) => d.times.map((t) => t.value));
}

/**
 * Books as the booking dialog does (or, given `path`, as the plain /book page does): the form's
 * fields posted from the site's own origin, the default consultation type and the current consent
 * wording unless given. Redirects are returned, not followed.
 */
export function postBooking(
  server: { base: string },
  fields: Record<string, string>,
  path = "/book.json",
): Promise<Response> {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
    body: new URLSearchParams({
      type: firm.booking.defaultConsultationType,
      consent: currentConsentVersion,
      ...fields,
    }),
  });
}

/**
 * A booking desk for one test file: started before the file's tests and stopped after them. Its
 * fields are read inside the tests, once the file's `beforeAll` has started it.
 */
export function bookingDeskForTheFile(earlier: EarlierInquiry, staffName?: string) {
  let desk: BookingDesk | undefined;
  beforeAll(async () => {
    desk = await startBookingDesk(earlier, staffName);
  });
  afterAll(() => desk?.stop());
  const started = (): BookingDesk => {
    if (!desk) throw new Error("The booking desk is read before its beforeAll has run");
    return desk;
  };
  return {
    get server() {
      return started().server;
    },
    get smtp() {
      return started().smtp;
    },
    get session() {
      return started().session;
    },
    /** The e-mail to `to` whose subject matches, once it has arrived (`mailFor`). */
    mailFor: (to: string, subject: RegExp) => mailFor(started().smtp, to, subject),
  };
}

/**
 * Each received e-mail parsed once: `mailFor` polls every 50 ms while it waits, and each poll
 * parsed every e-mail the file's SMTP server had received so far (MIME, base64, the calendar
 * part) again. A parse is kept by the message's place in the list and its text.
 */
const parsedMails = new WeakMap<string[], Promise<ParsedMail>[]>();
/** The raw text each cached parse was made from (a list that changed is parsed again). */
const rawOf = new WeakMap<Promise<ParsedMail>, string>();

function parseReceived(smtp: LoopbackSmtp): Promise<ParsedMail[]> {
  let parsed = parsedMails.get(smtp.received);
  if (!parsed) {
    parsed = [];
    parsedMails.set(smtp.received, parsed);
  }
  const cache = parsed;
  return Promise.all(
    smtp.received.map((raw, i) => {
      const known = cache[i];
      if (known && rawOf.get(known) === raw) return known;
      const fresh = simpleParser(raw);
      rawOf.set(fresh, raw);
      cache[i] = fresh;
      return fresh;
    }),
  );
}

/** The e-mails the SMTP server has received so far for `to`, parsed. */
export async function mailsTo(smtp: LoopbackSmtp, to: string): Promise<ParsedMail[]> {
  const parsed = await parseReceived(smtp);
  return parsed.filter((m) =>
    (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)),
  );
}

/** Waits for the e-mail to `to` whose subject matches, and returns it. */
export async function mailFor(
  smtp: LoopbackSmtp,
  to: string,
  subject: RegExp,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(smtp, to)).find((m) => subject.test(m.subject ?? ""));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The calendar part of an e-mail as a calendar program reads it (RFC 5545, RFC 5546). */
export function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!part) throw new Error(`no calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error(`no event in "${mail.subject}"`);
  const event = new ICAL.Event(vevent);
  const organizer = vevent.getFirstProperty("organizer");
  return {
    method: calendar.getFirstPropertyValue("method"),
    zone: calendar.getFirstPropertyValue("x-wr-timezone"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue("status"),
    organizer: String(organizer?.getFirstValue() ?? ""),
    organizerName: String(organizer?.getParameter("cn") ?? ""),
    location: event.location,
    description: event.description,
    url: String(vevent.getFirstPropertyValue("url") ?? ""),
  };
}

/** The address on the e-mail's line that matches `label` (its reschedule or cancel link). */
export function linkIn(mail: ParsedMail, label: RegExp): string {
  const line = (mail.text ?? "").split("\n").find((l) => label.test(l));
  const url = line?.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link for ${label} in "${mail.subject}"`);
  return url;
}
