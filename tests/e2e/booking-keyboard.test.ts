import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import type { Booking } from "~/db/bookings.server";
import { bookingDeskForTheFile, invitation, offeredTimes, postBooking } from "../support/booking";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";
import { openDatabase, signInBrowser } from "../support/desk";

// The booking dialog on a 390 px phone with JavaScript (docs/BOOKING.md#the-booking-form): booked
// with the keyboard alone (WCAG 2.1.1), the times a list of radio buttons that the arrow keys move
// through, each step's heading focused as it opens (WCAG 2.4.3); the "that time was just taken"
// answer, axe-clean, keeps what was typed and offers the nearest times. A booking with a possible
// conflict at the same width, told what anyone is told, then declined by staff in the desk.

// Someone who wrote earlier, named later as the other party of a booking.
const bookingDesk = bookingDeskForTheFile({
  firstName: "Beatrice",
  lastName: "Lachance",
  email: "beatrice.lachance@example.com",
  message: "My brother and I disagree about our father's will.",
});

function bookingOf(email: string): Booking | undefined {
  const repos = openDatabase(bookingDesk.server.dataDir);
  try {
    return repos.bookings.byEmail(email)[0];
  } finally {
    repos.db.close();
  }
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (as a keyboard user does) until `target` has focus; fails after 40 presses. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Waits until the step's heading has focus (announced to a screen reader). */
const expectFocusedHeading = (scope: Locator, name: string | RegExp) =>
  expect.poll(() => isFocused(scope.getByRole("heading", { name }))).toBe(true);

/** The radio button that is checked now, by its value. */
const checkedTime = (dialog: Locator) =>
  dialog.locator("input[type=radio][name=start]:checked").getAttribute("value");

describe("booking in the dialog on a phone (390 px) with the keyboard alone", () => {
  it("chooses a day, a time with the arrow keys and types the details; a time just taken is answered with the nearest times, axe-clean, and the booking ends on the confirmation", {
    timeout: 180_000,
  }, async ({ open }) => {
    const email = "yusuf.demir@example.com";
    const { page } = await open("/contact#book", {
      baseUrl: bookingDesk.server.base,
      viewport: PHONE,
      context: { timezoneId: "America/Toronto" },
      // The dialog's post is answered 409 on purpose (the time was just taken).
      allowProblems: /status of 409/,
    });
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });

    // Step 1: from the focused heading, Tab to the second day and press Enter.
    await expectFocusedHeading(dialog, "1. Choose a day");
    const secondDay = dialog
      .getByRole("list", { name: "Days with free times" })
      .getByRole("button")
      .nth(1);
    await tabTo(page, secondDay);
    await page.keyboard.press("Enter");

    // Step 2: Tab into the radio list, Space chooses the first time, the arrow key the next.
    await expectFocusedHeading(dialog, "2. Choose a time");
    const radios = dialog.getByRole("radio");
    await tabTo(page, radios.first());
    await page.keyboard.press("Space");
    expect(await checkedTime(dialog)).toBe(await radios.first().getAttribute("value"));
    await page.keyboard.press("ArrowDown");
    const chosen = await radios.nth(1).getAttribute("value");
    expect(await checkedTime(dialog)).toBe(chosen);
    expect(await isFocused(radios.nth(1))).toBe(true);
    await tabTo(page, dialog.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");

    // Step 3: the details, typed; the consent ticked with Space.
    await expectFocusedHeading(dialog, /3\. Your details/);
    // Tab reaches the way to meet that is chosen now; the arrow keys choose another.
    const video = dialog.getByRole("radio", { name: /Video call/ });
    await tabTo(page, dialog.locator("input[name=method]:checked"));
    if (!(await video.isChecked())) await page.keyboard.press("ArrowDown");
    expect(await video.isChecked()).toBe(true);
    expect(await isFocused(video)).toBe(true);
    for (const [label, text] of [
      ["First name", "Yusuf"],
      ["Last name", "Demir"],
      [/^E-mail/, email],
    ] as const) {
      await tabTo(page, dialog.getByLabel(label));
      await page.keyboard.type(text);
    }
    const consent = dialog.getByRole("checkbox", { name: /I agree/ });
    await tabTo(page, consent);
    await page.keyboard.press("Space");
    expect(await consent.isChecked()).toBe(true);

    // Meanwhile someone else books that very time.
    const other = await postBooking(bookingDesk.server, {
      start: chosen ?? "",
      method: "video",
      firstName: "Someone",
      lastName: "Faster",
      email: "someone.faster@example.com",
      tz: "America/Toronto",
    });
    expect(((await other.json()) as BookingAnswer).status).toBe("booked");

    await tabTo(page, dialog.getByRole("button", { name: "Book this consultation" }));
    await page.keyboard.press("Enter");
    const alert = dialog.getByRole("alert");
    await expect
      .poll(() => alert.innerText())
      .toContain("That time was just taken by someone else.");
    await expectFocusedHeading(dialog, "2. Choose a time");
    const nearest = dialog
      .getByRole("group", { name: "The nearest free times" })
      .getByRole("radio");
    expect(await nearest.count()).toBe(3);
    const nearestValues = await nearest.evaluateAll((els) =>
      els.map((el) => (el as HTMLInputElement).value),
    );
    expect(nearestValues).not.toContain(chosen);
    await expectNoAxeViolations(page);

    // The first of the nearest times, with the keyboard; what was typed is still there.
    await tabTo(page, nearest.first());
    await page.keyboard.press("Space");
    await tabTo(page, dialog.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await expectFocusedHeading(dialog, /3\. Your details/);
    expect(await dialog.getByLabel("First name").inputValue()).toBe("Yusuf");
    expect(await dialog.getByLabel(/^E-mail/).inputValue()).toBe(email);
    expect(await consent.isChecked()).toBe(true);
    await tabTo(page, dialog.getByRole("button", { name: "Book this consultation" }));
    await page.keyboard.press("Enter");

    const outcome = dialog.locator("[data-booking-outcome=booked]");
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain("Your consultation is booked");
    // The answer takes focus, so a screen reader reads it.
    await expect.poll(() => isFocused(outcome)).toBe(true);
    await expectNoAxeViolations(page);
    expect(new Date(bookingOf(email)?.startsAt ?? 0).toISOString()).toBe(
      new Date(nearestValues[0] ?? "").toISOString(),
    );
  });
});

describe("a booking with a possible conflict, on a phone (390 px) with JavaScript", () => {
  it("tells the visitor what anyone is told, and staff decline it in the desk: the client is told without the reason, the invitation is withdrawn, and the time is free again", {
    timeout: 180_000,
  }, async ({ open }) => {
    const email = "antoine.lachance@example.com";
    const { page } = await open("/contact#book", {
      baseUrl: bookingDesk.server.base,
      viewport: PHONE,
      context: { timezoneId: "America/Port_of_Spain" },
    });
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await expectFocusedHeading(dialog, "1. Choose a day");
    await dialog
      .getByRole("list", { name: "Days with free times" })
      .getByRole("button")
      .nth(2)
      .click();
    await expectFocusedHeading(dialog, "2. Choose a time");
    const time = dialog.getByRole("radio").nth(3);
    const chosen = (await time.getAttribute("value")) ?? "";
    await time.check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expectFocusedHeading(dialog, /3\. Your details/);
    await dialog.getByRole("radio", { name: /Video call/ }).check();
    await dialog.getByLabel("First name").fill("Antoine");
    await dialog.getByLabel("Last name").fill("Lachance");
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByLabel(/Other people involved/).fill("Béatrice Lachance, my sister");
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await dialog.getByRole("button", { name: "Book this consultation" }).click();
    const booked = dialog.locator("[data-booking-outcome=booked]");
    await booked.waitFor();
    const said = await booked.innerText();
    expect(said).toContain("Your consultation is booked");
    // Never why, nor who (docs/BOOKING.md#conflict-check).
    expect(said).not.toMatch(/Beatrice|conflict/i);
    await expectNoAxeViolations(page);
    await bookingDesk.mailFor(email, /^Booked:/);
    const offered = () => offeredTimes(bookingDesk.server);
    expect(await offered()).not.toContain(chosen);

    // Staff, in the desk with JavaScript: the agenda's "conflict check to settle", the booking, decline.
    const desk = await open("/desk/agenda", {
      baseUrl: bookingDesk.server.base,
      viewport: DESKTOP,
      beforeOpen: (_p, context) => signInBrowser(context, bookingDesk.server, bookingDesk.session),
    });
    await desk.page
      .getByRole("region", { name: /Conflict check to settle/ })
      .getByRole("link", { name: /Antoine Lachance/ })
      .click();
    const conflict = desk.page.getByRole("region", { name: "Possible conflict" });
    await conflict.waitFor();
    expect(await conflict.innerText()).toMatch(/Beatrice Lachance.*inquiry #\d+/s);
    await expectNoAxeViolations(desk.page);
    // Declining asks to be confirmed: the first press only says what will happen.
    await conflict.getByText("Conflict: decline").click();
    expect(bookingOf(email)?.status).not.toBe("declined");
    await conflict.getByRole("button", { name: "Yes, decline it and e-mail the client" }).click();
    await desk.page.getByRole("heading", { name: /Booking #\d+: Declined/ }).waitFor();
    expect(await desk.page.getByRole("status").innerText()).toContain(
      "Declined. The client is told we cannot take the consultation",
    );
    await expectNoAxeViolations(desk.page);

    // The client is told, without the reason; the invitation they were sent is withdrawn.
    const declined = await bookingDesk.mailFor(email, /^About your consultation request$/);
    expect(declined.text).not.toMatch(/Beatrice|conflict/i);
    expect(invitation(declined).method).toBe("CANCEL");
    expect(bookingOf(email)?.status).toBe("declined");
    expect(await offered()).toContain(chosen);
  });
});
