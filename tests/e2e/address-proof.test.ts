import { describe, expect } from "vitest";
import { bookingDeskForTheFile, offeredTimes, postBooking } from "../support/booking";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";

// The page behind the proof link e-mailed with every booking's confirmation
// (docs/BOOKING.md#an-address-proves-itself): opening it changes nothing; its one button confirms
// the address, with or without JavaScript, at 390 and 1280 px, axe-clean; the link works once.

const bookingDesk = bookingDeskForTheFile({
  firstName: "Victoria",
  lastName: "Confidential",
  email: "victoria.c@example.com",
  message: "My husband and I are separating.",
});

async function proofLink(email: string, more: Record<string, string> = {}): Promise<string> {
  const times = await offeredTimes(bookingDesk.server);
  const res = await postBooking(bookingDesk.server, {
    start: times[times.length - 1] ?? "",
    method: "video",
    firstName: "Mallory",
    lastName: "Stranger",
    email,
    ...more,
  });
  expect(res.status).toBe(200);
  const mail = await bookingDesk.mailFor(email, /^Booked:/);
  const link = /(http:\/\/\S+\/booking\/confirm-email\/[A-Za-z0-9_-]{43})/.exec(
    mail.text ?? "",
  )?.[1];
  if (!link) throw new Error("no proof link in the confirmation");
  return link;
}

describe("confirming an e-mail address", () => {
  for (const [viewport, javaScript] of [
    [PHONE, false],
    [DESKTOP, true],
  ] as const) {
    it(`at ${viewport.width} px ${javaScript ? "with" : "without"} JavaScript: one button, once`, {
      timeout: 120_000,
    }, async ({ open }) => {
      const link = await proofLink(`victoria.c+${viewport.width}@example.com`);
      const { page } = await open(new URL(link).pathname, {
        baseUrl: bookingDesk.server.base,
        viewport,
        javaScript,
      });
      await page.getByRole("heading", { name: "Is this your e-mail address?" }).waitFor();
      // The client's own page: no Book bar over it on a phone.
      expect(await page.locator("[data-booking-bar]").isVisible()).toBe(false);
      // Nothing about anyone: not the name the firm holds for this address.
      expect(await page.innerText("main")).not.toContain("Victoria");
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `/tmp/address-proof-${viewport.width}-open.png`,
        fullPage: true,
      });
      await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
      const done = page.locator("[data-address-proof=confirmed]");
      await done.waitFor();
      expect(await done.innerText()).toContain("your e-mail address is confirmed");
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `/tmp/address-proof-${viewport.width}-done.png`,
        fullPage: true,
      });
      // Used: the page offers no button any more.
      await page.goto(link.replace(/^http:\/\/[^/]+/, bookingDesk.server.base));
      await done.waitFor();
      expect(await page.getByRole("button", { name: "Confirm my e-mail address" }).count()).toBe(0);
    });
  }
});

describe("the questionnaire offered once the address is confirmed (docs/INTAKE.md#from-a-booking)", () => {
  for (const [viewport, javaScript] of [
    [DESKTOP, true],
    [PHONE, false],
  ] as const) {
    it(`at ${viewport.width} px ${javaScript ? "with" : "without"} JavaScript: Start the questionnaire opens it, axe-clean`, {
      timeout: 120_000,
    }, async ({ open }) => {
      const link = await proofLink(`buyer+${viewport.width}@example.com`, {
        serviceType: "real-estate",
      });
      const { page } = await open(new URL(link).pathname, {
        baseUrl: bookingDesk.server.base,
        viewport,
        javaScript,
      });
      // Before the address is confirmed, nothing is offered.
      expect(await page.getByText("Start the questionnaire").count()).toBe(0);
      await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
      const offer = page.locator("[data-booking-questionnaire]");
      await offer.waitFor();
      expect(await offer.innerText()).toContain("Before we meet: Home purchase intake");
      await expectNoAxeViolations(page);
      await offer.getByRole("link", { name: "Start the questionnaire" }).click();
      await page.waitForURL(/\/questionnaire\/[A-Za-z0-9_-]{43}/);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.innerText("main")).toContain("Home purchase intake");
      // The client's own page: no Book bar over the questionnaire on a phone.
      expect(await page.locator("[data-booking-bar]").isVisible()).toBe(false);
      // The confirming page opened again (a reload, the e-mail's link followed twice): it still
      // names the questionnaire and says where its link is, instead of "nothing more to do".
      await page.goto(link.replace(/^http:\/\/[^/]+/, bookingDesk.server.base));
      await offer.waitFor();
      expect(await offer.innerText()).toContain("Before we meet: Home purchase intake");
      expect(await offer.innerText()).toContain("please use the link in our e-mail about it");
      expect(await page.innerText("main")).not.toContain("nothing more to do");
    });
  }
});
