/**
 * The booking's details step (docs/BOOKING.md#the-booking-form), in the dialog and on the plain
 * /book page, with JavaScript and without:
 *
 * - the chosen day and time are said again above "Book this consultation", on the visitor's clock
 *   with Toronto's beside it where the two differ, as the list of times said them, with a way back
 *   to change the time (the dialog's time step is hidden by then, and /book's list is far above
 *   the button on a phone);
 * - the first press of "Book this consultation" names every missing answer at once (WCAG 3.3.1),
 *   the number to call for a phone call (the way to meet chosen first) among them: in the browser
 *   and in the server's answer without JavaScript, not in a second round.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import type { TimeView } from "~/booking/slot-view";
import { bookingOffer } from "../support/booking";
import { DESKTOP, it, PHONE } from "../support/browser";
import { startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
beforeAll(async () => {
  server = await startDeskServer({ BOOKING_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/** A clock that differs from Toronto's all year, so the chosen time names both. */
const zone = "America/Port_of_Spain";

/** The second day offered in Port of Spain, and two of its times. */
async function aDay() {
  const offer = await bookingOffer(server, zone);
  const day = offer.days[1];
  const [first, second] = [day?.times[1], day?.times[2]];
  if (!day || !first || !second) throw new Error("fewer times offered than the test needs");
  return { day, first, second };
}

/** How the details step says a time of `dayLabel`: Port of Spain's clock, then Toronto's. */
const said = (dayLabel: string, time: TimeView) =>
  `${dayLabel}, ${time.time} Port of Spain time (${time.firmTime} Toronto time)`;

const required = [/^First name/, /^Last name/, /^E-mail/, /^Phone/] as const;

/** Every answer the visitor left out, each marked invalid at once, the phone's with its reason. */
async function expectEveryMissingAnswerFlagged(scope: Locator) {
  for (const label of required)
    await expect
      .poll(() => scope.getByRole("textbox", { name: label }).getAttribute("aria-invalid"), {
        timeout: 5_000,
      })
      .toBe("true");
  expect(await scope.getByRole("checkbox", { name: /I agree/ }).getAttribute("aria-invalid")).toBe(
    "true",
  );
  expect(await scope.getByText("Please enter the number we should call.").count()).toBe(1);
}

/** Opens the dialog from /contact and goes to the details with `time` of `day` chosen. */
async function dialogAtDetails(page: Page, dayIndex: number, time: TimeView) {
  const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
  await dialog
    .getByRole("list", { name: "Days with free times" })
    .getByRole("button")
    .nth(dayIndex)
    .click();
  await dialog.locator(`input[name=start][value="${time.value}"]`).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("heading", { name: /3\. Your details/ }).waitFor();
  return dialog;
}

for (const [width, viewport] of [
  ["390", PHONE],
  ["1280", DESKTOP],
] as const) {
  it(`the dialog's details say the chosen day and time, Toronto's beside it, and the time can be changed (${width} px)`, async ({
    open,
  }) => {
    const { day, first, second } = await aDay();
    const { page } = await open("/contact#book", {
      baseUrl: server.base,
      viewport,
      context: { timezoneId: zone },
    });
    const dialog = await dialogAtDetails(page, 1, first);
    // The heading, focused as the step opens, says the time: a screen reader announces it.
    const heading = dialog.getByRole("heading", { name: /3\. Your details/ });
    expect((await heading.innerText()).replace(/\s+/g, " ")).toBe(
      `3. Your details ${said(day.label, first)}`,
    );
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    // In view as the step opens, above the booking's button.
    const chosen = dialog.locator("[data-booking-chosen]");
    const box = await chosen.boundingBox();
    const button = await dialog
      .getByRole("button", { name: "Book this consultation" })
      .boundingBox();
    expect(box && button && box.y > 0 && box.y + box.height < button.y).toBe(true);

    // Back to the times: the chosen one still chosen; another chosen is said instead.
    await dialog.getByRole("button", { name: "Back to the times" }).click();
    await dialog.getByRole("heading", { name: "2. Choose a time" }).waitFor();
    expect(await dialog.locator(`input[name=start][value="${first.value}"]`).isChecked()).toBe(
      true,
    );
    await dialog.locator(`input[name=start][value="${second.value}"]`).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect
      .poll(async () => (await chosen.innerText()).replace(/\s+/g, " "))
      .toBe(said(day.label, second));
  });
}

it("the dialog's first press of Book names every missing answer, the phone for a phone call with them (390 px)", async ({
  open,
}) => {
  const { first } = await aDay();
  const posts: string[] = [];
  const { page } = await open("/contact#book", {
    baseUrl: server.base,
    viewport: PHONE,
    context: { timezoneId: zone },
    beforeOpen: async (p) => {
      p.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/book")) posts.push(r.url());
      });
    },
  });
  const dialog = await dialogAtDetails(page, 1, first);
  expect(await dialog.getByRole("radio", { name: /Phone call/ }).isChecked()).toBe(true);
  await dialog.getByRole("button", { name: "Book this consultation" }).click();
  await expectEveryMissingAnswerFlagged(dialog);
  expect(posts).toEqual([]);
});

it("/book without JavaScript answers every missing answer in one round and says the time posted, with a way back to the times (390 px)", async ({
  open,
}) => {
  const { day, first } = await aDay();
  const { page } = await open(`/book?day=${day.date}&tz=${zone}`, {
    baseUrl: server.base,
    viewport: PHONE,
    javaScript: false,
    allowProblems: /status of 400/,
  });
  const main = page.locator("main");
  // Nothing is said before a time is chosen: without JavaScript the page cannot follow the choice.
  expect(await main.locator("[data-booking-chosen]").count()).toBe(0);
  await main.locator(`input[name=start][value="${first.value}"]`).check();
  expect(await main.getByRole("radio", { name: /Phone call/ }).isChecked()).toBe(true);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    main.getByRole("button", { name: "Book this consultation" }).click(),
  ]);
  await page.waitForLoadState("load");
  expect(answer.status()).toBe(400);
  await expectEveryMissingAnswerFlagged(main);
  expect(await page.locator("#booking-answer").innerText()).toBe(
    "Please check the answers marked below.",
  );
  const chosen = main.locator("[data-booking-chosen]");
  expect((await chosen.innerText()).replace(/\s+/g, " ")).toBe(
    `Your time: ${said(day.label, first)}. Change the time`,
  );
  await chosen.getByRole("link", { name: "Change the time" }).click();
  expect(new URL(page.url()).hash).toBe("#booking-times");
  expect(await main.locator(`input[name=start][value="${first.value}"]`).isChecked()).toBe(true);
});

it("/book with JavaScript says each time as it is chosen and checks every answer at the first press (390 px)", async ({
  open,
}) => {
  const { day, first, second } = await aDay();
  const posts: string[] = [];
  const { page } = await open(`/book?day=${day.date}&tz=${zone}`, {
    baseUrl: server.base,
    viewport: PHONE,
    beforeOpen: async (p) => {
      p.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/book")) posts.push(r.url());
      });
    },
  });
  await page.waitForSelector('html[data-hydrated="true"]');
  const main = page.locator("main");
  const chosen = main.locator("[data-booking-chosen]");
  await main.locator(`input[name=start][value="${first.value}"]`).check();
  await expect
    .poll(async () => (await chosen.innerText()).replace(/\s+/g, " "))
    .toBe(`Your time: ${said(day.label, first)}. Change the time`);
  await main.locator(`input[name=start][value="${second.value}"]`).check();
  await expect
    .poll(async () => (await chosen.innerText()).replace(/\s+/g, " "))
    .toBe(`Your time: ${said(day.label, second)}. Change the time`);
  await main.getByRole("button", { name: "Book this consultation" }).click();
  await expectEveryMissingAnswerFlagged(main);
  expect(posts).toEqual([]);
});
