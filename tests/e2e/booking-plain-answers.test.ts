/**
 * The plain booking page's answers without JavaScript (docs/BOOKING.md#the-booking-form): on a
 * 390 px phone the details are far below the list of days, so the form's action names where its
 * answer shows (`#booking-answer`) and the browser scrolls there: the answers to check (400) and a
 * time just taken (409) are in view below the header and above the phone's Book bar, and a booked
 * answer still shows at the page's top.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import type { BookingOffer } from "~/booking/booking-page";
import { postBooking } from "../support/booking";
import { inViewUnderHeader, it, PHONE, waitForScrollToSettle } from "../support/browser";
import { startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
beforeAll(async () => {
  server = await startDeskServer({ BOOKING_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/** Presses "Book this consultation" and returns the HTTP status of the page that answers. */
async function submit(page: Page): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Book this consultation" }).click(),
  ]);
  await page.waitForLoadState("load");
  await waitForScrollToSettle(page);
  return answer.status();
}

it("scrolls to the answers to check and to a taken time's nearest times, and books", {
  timeout: 120_000,
}, async ({ open }) => {
  const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
  const day = offer.days[1];
  if (!day?.times[0]) throw new Error("no time offered");
  const { page } = await open(`/book?day=${day.date}`, {
    baseUrl: server.base,
    viewport: PHONE,
    javaScript: false,
    // The 400 and the 409 are the answers under test; the browser logs them.
    allowProblems: /status of (400|409)/,
  });
  const main = page.locator("main");
  const time = main.locator("input[name=start]").first();
  const chosen = await time.getAttribute("value");
  await time.check();
  // A phone call without a phone number.
  await main.getByRole("radio", { name: /Phone call/ }).check();
  await main.getByLabel("First name").fill("Devon");
  await main.getByLabel("Last name").fill("Clarke");
  await main.getByLabel(/^E-mail/).fill("devon.plain@example.com");
  await main.getByRole("checkbox", { name: /I agree/ }).check();

  expect(await submit(page)).toBe(400);
  expect(new URL(page.url()).hash).toBe("#booking-answer");
  const check = page.locator("#booking-answer");
  expect(await inViewUnderHeader(check)).toEqual({
    top: true,
    bottom: true,
    text: "Please check the answer marked below.",
  });
  // The phone's field says why, and everything typed is kept.
  expect(await main.getByRole("textbox", { name: /^Phone/ }).getAttribute("aria-invalid")).toBe(
    "true",
  );
  expect(await main.getByLabel("First name").inputValue()).toBe("Devon");

  // Someone else takes the time before this visitor books it: the nearest free times, in view.
  expect(
    (
      await postBooking(server, {
        start: chosen ?? "",
        method: "video",
        firstName: "Amara",
        lastName: "Osei",
        email: "amara.first@example.com",
      })
    ).status,
  ).toBe(200);
  await main.getByRole("textbox", { name: /^Phone/ }).fill("416 555 0100");
  expect(await submit(page)).toBe(409);
  const taken = page.locator("#booking-answer");
  const seen = await inViewUnderHeader(taken);
  expect(seen).toMatchObject({ top: true, bottom: true });
  expect(seen.text).toContain("That time was just taken by someone else.");

  // Booked: the answer opens the page, under its heading.
  await main.locator("input[name=start]").first().check();
  expect(await submit(page)).toBe(200);
  const booked = page.locator("[data-booking-outcome=booked]");
  const outcome = await inViewUnderHeader(booked.getByRole("heading"));
  expect(outcome).toEqual({ top: true, bottom: true, text: "Your consultation is booked" });
});
