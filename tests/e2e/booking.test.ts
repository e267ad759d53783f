import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { bookingDeskForTheFile, invitation, linkIn } from "../support/booking";
import { DESKTOP, expectNoAxeViolations, it, type OpenSitePage, PHONE } from "../support/browser";
import { openDatabase, signInBrowser } from "../support/desk";

// The firm's own booking end to end (docs/BOOKING.md), once for each way a visitor comes: in the
// dialog with JavaScript and on the plain pages without it, on a 390 px phone and a 1280 px
// desktop. Each journey books; the confirmation reaches a real SMTP server on loopback and its
// invitation is read by a real iCalendar parser (method, UID, time); the desk shows it; the
// e-mailed links move it (same UID, SEQUENCE + 1) and cancel it (METHOD:CANCEL), the same way the
// visitor came; the desk shows it cancelled. A possible conflict is booked like any other and
// settled by staff on the desk. Axe on each step, and no request of any page leaves the site's origin (no third
// party is involved).
//
// The times offered depend only on the server's clock (the pages compute no date), so the steps
// choose days and times by their place in the lists, never by date.

// An earlier inquiry from someone who is the other party of a later booking.
const bookingDesk = bookingDeskForTheFile({
  firstName: "Marc",
  lastName: "Tremblay",
  email: "marc.tremblay@example.com",
  message: "I am selling my house in Mimico.",
});

async function fillDetails(scope: Locator, who: Visitor) {
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
const otherOrigins = () =>
  requested.filter((url) => new URL(url).origin !== bookingDesk.server.base);

interface Visitor {
  first: string;
  last: string;
  email: string;
}

interface Journey {
  viewport: typeof PHONE | typeof DESKTOP;
  javaScript: boolean;
  visitor: Visitor;
  /** The visitor's clock: the browser's zone (dialog) or the one chosen on /book (no JavaScript). */
  zone: { timezoneId: string } | { option: string };
  /** How the times name the visitor's place; always a clock that differs from Toronto's. */
  place: string;
}

const journeys: [string, Journey][] = [
  [
    "in the dialog, with JavaScript, on a phone (390 px)",
    {
      viewport: PHONE,
      javaScript: true,
      visitor: { first: "Amara", last: "Osei", email: "amara.osei@example.com" },
      // London's clock differs from Toronto's all year (by five hours, or four for a few weeks).
      zone: { timezoneId: "Europe/London" },
      place: "London",
    },
  ],
  [
    "in the dialog, with JavaScript, on a desktop (1280 px)",
    {
      viewport: DESKTOP,
      javaScript: true,
      visitor: { first: "Keisha", last: "Baptiste", email: "keisha.baptiste@example.com" },
      // Vancouver changes its clocks with Toronto: always three hours behind.
      zone: { timezoneId: "America/Vancouver" },
      place: "Vancouver",
    },
  ],
  [
    "on the plain pages, without JavaScript, on a phone (390 px)",
    {
      viewport: PHONE,
      javaScript: false,
      visitor: { first: "Devon", last: "Clarke", email: "devon.clarke@example.com" },
      zone: { option: "Canada (Halifax)" },
      place: "Halifax",
    },
  ],
  [
    "on the plain pages, without JavaScript, on a desktop (1280 px)",
    {
      viewport: DESKTOP,
      javaScript: false,
      visitor: { first: "Priya", last: "Raman", email: "priya.raman@example.com" },
      zone: { option: "United Kingdom (London)" },
      place: "London",
    },
  ],
];

/** Waits until the heading named `name` has focus (a step announced to a screen reader). */
const expectFocusedHeading = (scope: Page | Locator, name: string | RegExp) =>
  expect
    .poll(() => scope.getByRole("heading", { name }).evaluate((h) => h === document.activeElement))
    .toBe(true);

/**
 * Books in the dialog opened from the contact page: days, times, details, each step's heading
 * focused and the page axe-clean. Returns the time chosen (its ISO instant) and the page.
 */
async function bookInDialog(open: OpenSitePage, journey: Journey): Promise<string> {
  const { page } = await open("/contact#book", {
    baseUrl: bookingDesk.server.base,
    viewport: journey.viewport,
    context: "timezoneId" in journey.zone ? { timezoneId: journey.zone.timezoneId } : {},
    beforeOpen: recordRequests,
  });
  const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
  // Step 1: days. Its heading takes focus (announced), and the times are on the visitor's clock.
  await expectFocusedHeading(dialog, "1. Choose a day");
  expect(await dialog.innerText()).toContain(
    `Times are shown in ${journey.place} time, with Toronto time beside them`,
  );
  await expectNoAxeViolations(page);
  await dialog
    .getByRole("list", { name: "Days with free times" })
    .getByRole("button")
    .nth(1)
    .click();

  // Step 2: times as radio buttons, each with Toronto's time beside it.
  await expectFocusedHeading(dialog, "2. Choose a time");
  const firstTime = dialog.getByRole("radio").first();
  const chosen = await firstTime.getAttribute("value");
  expect(await dialog.locator("[data-booking-times]").first().innerText()).toMatch(/Toronto time/);
  await expectNoAxeViolations(page);
  await firstTime.check();
  await dialog.getByRole("button", { name: "Continue" }).click();

  // Step 3: details, then the booking.
  await expectFocusedHeading(dialog, /3\. Your details/);
  await fillDetails(dialog, journey.visitor);
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Book this consultation" }).click();
  const outcome = dialog.locator("[data-booking-outcome=booked]");
  await outcome.waitFor();
  // The visitor's clock first, Toronto's in brackets, as in the e-mails' subjects.
  expect(await outcome.innerText()).toMatch(
    new RegExp(`${journey.place} time \\(.*Toronto time\\)`),
  );
  await expectNoAxeViolations(page);
  return chosen ?? "";
}

/** Books on the plain pages (/book), the visitor's zone chosen from the list. */
async function bookOnPlainPages(open: OpenSitePage, journey: Journey): Promise<string> {
  const { page } = await open("/book", {
    baseUrl: bookingDesk.server.base,
    viewport: journey.viewport,
    javaScript: false,
    beforeOpen: recordRequests,
  });
  await expectNoAxeViolations(page);
  // Toronto's clock until the visitor names theirs.
  if ("option" in journey.zone) {
    await page.getByLabel("Show times for").selectOption({ label: journey.zone.option });
    await page.getByRole("button", { name: "Show times" }).click();
    await page.waitForURL(/[?&]tz=/);
  }
  expect(await page.locator("main").innerText()).toContain(
    `Times are shown in ${journey.place} time, with Toronto time beside them`,
  );
  await page.getByRole("list", { name: "Days with free times" }).getByRole("link").nth(1).click();
  await page.getByRole("heading", { name: "2. Choose a time" }).waitFor();
  await expectNoAxeViolations(page);
  const time = page.getByRole("radio").nth(2);
  const chosen = await time.getAttribute("value");
  await time.check();
  await fillDetails(page.locator("main"), journey.visitor);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Book this consultation" }).click();
  const outcome = page.locator("[data-booking-outcome=booked]");
  await outcome.waitFor();
  // The visitor's clock first, Toronto's in brackets, as in the e-mails' subjects.
  expect(await outcome.innerText()).toMatch(
    new RegExp(`${journey.place} time \\(.*Toronto time\\)`),
  );
  await expectNoAxeViolations(page);
  return chosen ?? "";
}

/**
 * The booking in the desk: the agenda of its week lists it under the visitor's name, and its page
 * says its status; axe-clean. Returns the booking's page, for what the test reads there.
 */
async function seeInDesk(
  open: OpenSitePage,
  journey: Journey,
  start: string,
  status: string,
): Promise<Page> {
  const week = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(start),
  );
  const desk = await open(`/desk/agenda?week=${week}`, {
    baseUrl: bookingDesk.server.base,
    viewport: journey.viewport,
    javaScript: journey.javaScript,
    beforeOpen: (p, c) =>
      Promise.all([
        signInBrowser(c, bookingDesk.server, bookingDesk.session),
        recordRequests(p, c),
      ]),
  });
  await expectNoAxeViolations(desk.page);
  const name = `${journey.visitor.first} ${journey.visitor.last}`;
  await desk.page.getByRole("link", { name }).first().click();
  await desk.page.getByRole("heading", { name: new RegExp(`Booking #\\d+: ${status}`) }).waitFor();
  expect(await desk.page.innerText("main")).toContain(journey.visitor.email);
  await expectNoAxeViolations(desk.page);
  return desk.page;
}

describe.each(journeys)("booking %s", (_, journey) => {
  it("books a time shown on the visitor's clock, e-mails an invitation calendars accept, shows it in the desk, and moves and cancels it from the e-mailed links", {
    timeout: 240_000,
  }, async ({ open }) => {
    const { visitor } = journey;
    const chosen = journey.javaScript
      ? await bookInDialog(open, journey)
      : await bookOnPlainPages(open, journey);
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(\.000)?Z$/);

    // The confirmation on a real SMTP server, its invitation read by ical.js: the time chosen.
    const confirmation = await bookingDesk.mailFor(visitor.email, /^Booked:/);
    const booked = invitation(confirmation);
    expect(booked).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      start: new Date(chosen).toISOString(),
      zone: "America/Toronto",
    });
    expect(booked.uid).toMatch(/^booking-[0-9a-f-]{36}@localhost$/);
    // The firm is told too.
    await bookingDesk.mailFor("intake@mercerlaw.example", /^Booking #\d+: booked/);
    // The desk has it, confirmed (no other party was named).
    await seeInDesk(open, journey, chosen, "Confirmed");

    // Move it from the e-mailed link, the way the visitor came.
    const move = await open(linkIn(confirmation, /another time/), {
      viewport: journey.viewport,
      javaScript: journey.javaScript,
      beforeOpen: recordRequests,
    });
    await expectNoAxeViolations(move.page);
    await move.page.getByLabel("Day").selectOption({ index: 3 });
    await Promise.all([
      move.page.waitForURL(/[?&]day=/),
      move.page.getByRole("button", { name: "Show times" }).click(),
    ]);
    const newTime = move.page.getByRole("radio").nth(1);
    await newTime.waitFor();
    const movedTo = (await newTime.getAttribute("value")) ?? "";
    await expectNoAxeViolations(move.page);
    await newTime.check();
    await move.page.getByRole("button", { name: "Move my consultation" }).click();
    await move.page.locator("[data-booking-change=moved]").waitFor();
    await expectNoAxeViolations(move.page);
    const moved = await bookingDesk.mailFor(visitor.email, /^Moved:/);
    expect(invitation(moved)).toMatchObject({
      method: "REQUEST",
      uid: booked.uid,
      sequence: 1,
      start: new Date(movedTo).toISOString(),
    });
    expect(movedTo).not.toBe(chosen);

    // Cancel it from the newer e-mail's link: the invitation is withdrawn and the time is free again.
    const cancel = await open(linkIn(moved, /To cancel/), {
      viewport: journey.viewport,
      javaScript: journey.javaScript,
      beforeOpen: recordRequests,
    });
    await expectNoAxeViolations(cancel.page);
    await cancel.page.getByRole("button", { name: "Cancel the consultation" }).click();
    await cancel.page.locator("[data-booking-change=cancelled]").waitFor();
    await expectNoAxeViolations(cancel.page);
    const cancelled = await bookingDesk.mailFor(visitor.email, /^Cancelled:/);
    expect(invitation(cancelled)).toMatchObject({
      method: "CANCEL",
      uid: booked.uid,
      sequence: 2,
      start: new Date(movedTo).toISOString(),
    });
    // Its links no longer move or cancel anything: they say it is cancelled.
    const stale = await open(linkIn(moved, /another time/), {
      viewport: journey.viewport,
      javaScript: journey.javaScript,
      beforeOpen: recordRequests,
    });
    expect(stale.response?.status()).toBe(200);
    expect(await stale.page.locator("[data-booking-change=cancelled]").innerText()).toContain(
      "Your consultation is cancelled",
    );
    expect(await stale.page.locator("main form[method=post]").count()).toBe(0);

    // The desk's agenda (the week it was moved to) and the booking's page show it, cancelled.
    const desk = await seeInDesk(open, journey, movedTo, "Cancelled");
    expect(await desk.innerText("main")).toContain("Cancellation (to the client)");
    expect(requested.length).toBeGreaterThan(10);
    expect(otherOrigins()).toEqual([]);
  });
});

describe("a booking whose other party already came to the firm", () => {
  it("is booked from /book without JavaScript at desktop width like any other, and staff settle the match on the desk", {
    timeout: 180_000,
  }, async ({ open }) => {
    const { page } = await open("/book", {
      baseUrl: bookingDesk.server.base,
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
    // The visitor is told what anyone is told (docs/BOOKING.md#conflict-check): never why or who.
    const booked = page.locator("[data-booking-outcome=booked]");
    await booked.waitFor();
    const text = await booked.innerText();
    expect(text).toContain("Your consultation is booked");
    expect(text).not.toContain("Tremblay");
    await expectNoAxeViolations(page);
    const confirmation = await bookingDesk.mailFor("sofia.lind@example.com", /^Booked:/);
    expect(invitation(confirmation).method).toBe("REQUEST");

    // Staff see the possible match and keep it: nothing more is sent.
    const desk = await open("/desk/agenda", {
      baseUrl: bookingDesk.server.base,
      viewport: DESKTOP,
      javaScript: false,
      beforeOpen: (p, c) =>
        Promise.all([
          signInBrowser(c, bookingDesk.server, bookingDesk.session),
          recordRequests(p, c),
        ]),
    });
    // The day list marks it too, in the inbox's words, where the receptionist reads the day.
    const dayRow = desk.page.locator("[data-agenda-day] li").filter({ hasText: "Sofia Lind" });
    expect(await dayRow.innerText()).toContain("Conflict check to settle");
    expect(await dayRow.innerText()).not.toContain("Confirmed");
    expect(await dayRow.locator("[data-booking-state=held]").innerText()).toMatch(/◌/);
    await desk.page
      .getByRole("region", { name: /Conflict check to settle/ })
      .getByRole("link")
      .first()
      .click();
    const conflict = desk.page.getByRole("region", { name: "Possible conflict" });
    expect(await conflict.innerText()).toMatch(/Marc Tremblay.*inquiry #\d+/s);
    // Keeping it is a lawyer's decision (docs/DESK.md#the-conflict-check): the receptionist sees
    // the match, can decline, and reads who can keep it.
    expect(await conflict.getByRole("button", { name: "No conflict: keep it" }).count()).toBe(0);
    expect(await conflict.innerText()).toContain(
      "Only a lawyer of the firm (Danielle Mercer or Marcus Baptiste) can settle it as no conflict",
    );
    await expectNoAxeViolations(desk.page);
    const bookingUrl = desk.page.url();
    const repos = openDatabase(bookingDesk.server.dataDir);
    const lawyer = repos.staff.createSession(
      repos.staff.addStaff("danielle@mercerlaw.example", "Danielle Mercer").id,
    );
    repos.db.close();
    await desk.page.context().clearCookies();
    await signInBrowser(desk.page.context(), bookingDesk.server, lawyer);
    await desk.page.goto(bookingUrl);
    await conflict.getByRole("button", { name: "No conflict: keep it" }).click();
    await desk.page.getByText(/Conflict check settled/).waitFor();
    await desk.page.getByRole("heading", { name: /Booking #\d+: Confirmed/ }).waitFor();
    expect(await conflict.getByRole("button").count()).toBe(0);
    expect(otherOrigins()).toEqual([]);
  });
});
