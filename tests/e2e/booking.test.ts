import ICAL from "ical.js";
import { type ParsedMail, simpleParser } from "mailparser";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { currentConsentVersion } from "~/contact/contact-fields";
import { type LoopbackSmtp, startSmtp } from "../server/contact-support";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

// The firm's own booking end to end (docs/BOOKING.md): a visitor books in the dialog (JavaScript,
// 390 px) or on the plain pages (no JavaScript, 1280 px); the confirmation reaches a real SMTP
// server on loopback and its invitation is read by a real iCalendar parser; the e-mailed links move
// and cancel it without JavaScript; the desk shows it; a possible conflict holds it. Axe on each step,
// and no request of any page leaves the site's origin (no third party is involved).
//
// The times offered depend only on the server's clock (the pages compute no date), so the steps
// choose days and times by their place in the lists, never by date.

let server: RunningServer & { base: string };
let smtp: LoopbackSmtp;
let session: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@mercerlaw.example",
    MAIL_TO: "intake@mercerlaw.example",
    OUTBOX_RETRY_BASE_MS: "200",
    ACK_EMAILS: "off",
    BOOKING_RATE_LIMIT: "100",
  });
  const repos = openDatabase(server.dataDir);
  try {
    const staff = repos.staff.addStaff("reception@mercerlaw.example", "Robin Reception");
    session = repos.staff.createSession(staff.id);
    // An earlier inquiry from someone who is the other party of a later booking.
    repos.messages.save({
      firstName: "Marc",
      lastName: "Tremblay",
      email: "marc.tremblay@example.com",
      message: "I am selling my house in Mimico.",
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

/** The e-mails received so far to `to`, parsed. */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  const parsed = await Promise.all(smtp.received.map((raw) => simpleParser(raw)));
  return parsed.filter((m) =>
    (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)),
  );
}

/** Waits for the e-mail to `to` whose subject matches, and returns it. */
async function mailFor(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((m) => subject.test(m.subject ?? ""));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The calendar part of an e-mail, parsed by ical.js: method, UID, SEQUENCE, start. */
function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!part) throw new Error(`no calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    zone: calendar.getFirstPropertyValue("x-wr-timezone"),
  };
}

function linkIn(mail: ParsedMail, label: RegExp): string {
  const line = (mail.text ?? "").split("\n").find((l) => label.test(l));
  const url = line?.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link for ${label} in "${mail.subject}"`);
  return url;
}

async function fillDetails(scope: Locator, who: { first: string; last: string; email: string }) {
  await scope.getByRole("radio", { name: /Video call/ }).check();
  await scope.getByLabel("First name").fill(who.first);
  await scope.getByLabel("Last name").fill(who.last);
  await scope.getByLabel(/^E-mail/).fill(who.email);
}

/** Every request the pages of a context make, to check that none leaves the site's origin. */
const requested: string[] = [];
const recordRequests = (_page: Page, context: BrowserContext) => {
  context.on("request", (request) => requested.push(request.url()));
  return Promise.resolve();
};
const otherOrigins = () => requested.filter((url) => new URL(url).origin !== server.base);

const deskCookie = (page: Page) =>
  page
    .context()
    // A __Host- cookie has no Domain attribute; Playwright makes one given a bare host name
    // host-only, which Chromium accepts for http://localhost (a secure context) and `url` is not.
    .addCookies([
      {
        name: "__Host-desk-session",
        value: session,
        domain: new URL(server.base).hostname,
        path: "/",
        secure: true,
      },
    ]);

describe("booking in the dialog, with JavaScript, on a phone", () => {
  it("books a time shown on the visitor's clock, e-mails an invitation calendars accept, and moves and cancels it from the e-mailed links", {
    timeout: 180_000,
  }, async ({ open }) => {
    const { page } = await open("/contact#book", {
      baseUrl: server.base,
      viewport: PHONE,
      // London's clock differs from Toronto's all year (by five hours, or four for a few weeks).
      context: { timezoneId: "Europe/London" },
      beforeOpen: recordRequests,
    });
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    // Step 1: days. Its heading takes focus (announced), and the times are on London's clock.
    const heading = dialog.getByRole("heading", { name: "1. Choose a day" });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await dialog.innerText()).toContain(
      "Times are shown in London time, with Toronto time beside them",
    );
    await expectNoAxeViolations(page);
    await dialog
      .getByRole("list", { name: "Days with free times" })
      .getByRole("button")
      .nth(1)
      .click();

    // Step 2: times as radio buttons, each with Toronto's time beside it.
    await expect
      .poll(() =>
        dialog
          .getByRole("heading", { name: "2. Choose a time" })
          .evaluate((h) => h === document.activeElement),
      )
      .toBe(true);
    const times = dialog.locator("[data-booking-times]");
    const firstTime = dialog.getByRole("radio").first();
    const chosen = await firstTime.getAttribute("value");
    expect(await times.first().innerText()).toMatch(/Toronto time/);
    await expectNoAxeViolations(page);
    await firstTime.check();
    await dialog.getByRole("button", { name: "Continue" }).click();

    // Step 3: details, then the booking.
    await expect
      .poll(() =>
        dialog
          .getByRole("heading", { name: /3\. Your details/ })
          .evaluate((h) => h === document.activeElement),
      )
      .toBe(true);
    await fillDetails(dialog, { first: "Amara", last: "Osei", email: "amara.osei@example.com" });
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Book this consultation" }).click();
    const outcome = dialog.locator("[data-booking-outcome=booked]");
    await outcome.waitFor();
    expect(await outcome.innerText()).toMatch(/Toronto time \(.* London time\)/);
    await expectNoAxeViolations(page);

    // The confirmation on a real SMTP server, its invitation read by ical.js.
    const confirmation = await mailFor("amara.osei@example.com", /^Booked:/);
    const booked = invitation(confirmation);
    expect(booked).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      start: chosen,
      zone: "America/Toronto",
    });
    expect(booked.uid).toMatch(/^booking-[0-9a-f-]{36}@localhost$/);
    // The firm is told too.
    await mailFor("intake@mercerlaw.example", /^Booking #\d+: booked/);

    // Move it from the e-mailed link, without JavaScript, at desktop width.
    const move = await open(linkIn(confirmation, /another time/), {
      viewport: DESKTOP,
      javaScript: false,
      beforeOpen: recordRequests,
    });
    await expectNoAxeViolations(move.page);
    await move.page.getByLabel("Day").selectOption({ index: 3 });
    await move.page.getByRole("button", { name: "Show times" }).click();
    const newTime = move.page.getByRole("radio").nth(1);
    const movedTo = await newTime.getAttribute("value");
    await newTime.check();
    await move.page.getByRole("button", { name: "Move my consultation" }).click();
    await move.page.locator("[data-booking-change=moved]").waitFor();
    await expectNoAxeViolations(move.page);
    const moved = await mailFor("amara.osei@example.com", /^Moved:/);
    expect(invitation(moved)).toMatchObject({
      method: "REQUEST",
      uid: booked.uid,
      sequence: 1,
      start: movedTo,
    });

    // Cancel it from the newer e-mail's link: the invitation is withdrawn and the time is free again.
    const cancel = await open(linkIn(moved, /To cancel/), {
      viewport: PHONE,
      javaScript: false,
      beforeOpen: recordRequests,
    });
    await cancel.page.getByRole("button", { name: "Cancel the consultation" }).click();
    await cancel.page.locator("[data-booking-change=cancelled]").waitFor();
    await expectNoAxeViolations(cancel.page);
    const cancelled = await mailFor("amara.osei@example.com", /^Cancelled:/);
    expect(invitation(cancelled)).toMatchObject({ method: "CANCEL", uid: booked.uid, sequence: 2 });
    // Its links no longer move or cancel anything: they say it is cancelled.
    const stale = await open(linkIn(moved, /another time/), {
      viewport: DESKTOP,
      javaScript: false,
      beforeOpen: recordRequests,
    });
    expect(stale.response?.status()).toBe(200);
    expect(await stale.page.locator("[data-booking-change=cancelled]").innerText()).toContain(
      "Your consultation is cancelled",
    );
    expect(await stale.page.locator("main form[method=post]").count()).toBe(0);

    // The desk's agenda (the week of the consultation) and the booking's page show it, cancelled.
    const week = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
      new Date(movedTo ?? ""),
    );
    const desk = await open(`/desk/agenda?week=${week}`, {
      baseUrl: server.base,
      viewport: DESKTOP,
      javaScript: false,
      beforeOpen: (p, c) => Promise.all([deskCookie(p), recordRequests(p, c)]),
    });
    await expectNoAxeViolations(desk.page);
    const row = desk.page.getByRole("link", { name: "Amara Osei" }).first();
    await row.click();
    await desk.page.getByRole("heading", { name: /Booking #\d+: Cancelled/ }).waitFor();
    expect(await desk.page.innerText("main")).toContain("Cancellation (to the client)");
    await expectNoAxeViolations(desk.page);
    expect(requested.length).toBeGreaterThan(10);
    expect(otherOrigins()).toEqual([]);
  });
});

describe("booking on the plain pages, without JavaScript", () => {
  it("books from /book at desktop width, and holds a booking whose other party already came to the firm until staff confirm it", {
    timeout: 180_000,
  }, async ({ open }) => {
    const { page } = await open("/book", {
      baseUrl: server.base,
      viewport: DESKTOP,
      javaScript: false,
      beforeOpen: recordRequests,
    });
    await expectNoAxeViolations(page);
    await page.getByRole("list", { name: "Days with free times" }).getByRole("link").nth(2).click();
    await page.getByRole("heading", { name: "2. Choose a time" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("radio").nth(4).check();
    await fillDetails(page.locator("main"), {
      first: "Sofia",
      last: "Lind",
      email: "sofia.lind@example.com",
    });
    await page.getByLabel(/Other people involved/).fill("Marc Tremblay (the seller)");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Book this consultation" }).click();
    const held = page.locator("[data-booking-outcome=held]");
    await held.waitFor();
    // The visitor is told it is held, never why or who.
    const text = await held.innerText();
    expect(text).toContain("we will confirm it");
    expect(text).toContain("within one business day");
    expect(text).not.toContain("Tremblay");
    await expectNoAxeViolations(page);
    const received = await mailFor("sofia.lind@example.com", /^Request received:/);
    expect(received.attachments.filter((a) => a.contentType.startsWith("text/calendar"))).toEqual(
      [],
    );

    // Staff see the possible match and confirm: the invitation goes out.
    const desk = await open("/desk/agenda", {
      baseUrl: server.base,
      viewport: DESKTOP,
      javaScript: false,
      beforeOpen: (p, c) => Promise.all([deskCookie(p), recordRequests(p, c)]),
    });
    await desk.page
      .getByRole("region", { name: /To be confirmed/ })
      .getByRole("link")
      .first()
      .click();
    const conflict = desk.page.getByRole("region", { name: "Possible conflict" });
    expect(await conflict.innerText()).toMatch(/Marc Tremblay.*inquiry #\d+/s);
    await expectNoAxeViolations(desk.page);
    await conflict.getByRole("button", { name: "No conflict: confirm" }).click();
    await desk.page.getByRole("heading", { name: /Booking #\d+: Confirmed/ }).waitFor();
    const confirmation = await mailFor("sofia.lind@example.com", /^Booked:/);
    expect(invitation(confirmation).method).toBe("REQUEST");
    expect(otherOrigins()).toEqual([]);
  });
});
