/**
 * Cancelling or declining a consultation from its desk page e-mails the client at once and cannot
 * be taken back, so each asks to be confirmed (docs/DESK.md#bookings): the first press only opens a
 * disclosure saying what will happen; its own button acts. With JavaScript on a desktop (cancel, the
 * disclosure worked from the keyboard) and without it on a phone (decline), axe-clean, the page's
 * submission key on the confirming form.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { bookingDeskForTheFile, offeredTimes, postBooking } from "../support/booking";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";
import { openDatabase, signInBrowser } from "../support/desk";

const bookingDesk = bookingDeskForTheFile({
  firstName: "Earlier",
  lastName: "Inquirer",
  email: "earlier@example.com",
  message: "An earlier question.",
});

async function book(email: string, index: number): Promise<number> {
  const times = await offeredTimes(bookingDesk.server);
  const res = await postBooking(bookingDesk.server, {
    start: times[index] ?? "",
    method: "phone",
    phone: "416-555-0142",
    firstName: "Nadia",
    lastName: "Okafor",
    email,
  });
  expect(res.status).toBe(200);
  return bookingOf(email).id;
}

function bookingOf(email: string): { id: number; status: string } {
  const repos = openDatabase(bookingDesk.server.dataDir);
  try {
    return repos.db.sqlite
      .prepare("SELECT id, status FROM bookings WHERE email = ? ORDER BY id DESC LIMIT 1")
      .get(email) as { id: number; status: string };
  } finally {
    repos.db.close();
  }
}

/** The confirming button's description (aria-describedby), read from the page. */
async function descriptionOf(page: Page, button: Locator): Promise<string> {
  const id = (await button.getAttribute("aria-describedby")) ?? "";
  return (await page.locator(`[id="${id}"]`).textContent()) ?? "";
}

describe("cancelling or declining a consultation asks to be confirmed", () => {
  for (const { viewport, javaScript, action } of [
    { viewport: PHONE, javaScript: true, action: "cancel" },
    { viewport: DESKTOP, javaScript: false, action: "decline" },
  ] as const) {
    it(`${action}, at ${viewport.width} px ${javaScript ? "with" : "without"} JavaScript: one press does nothing, confirming acts`, {
      timeout: 120_000,
    }, async ({ open }) => {
      const email = `nadia.${action}@example.com`;
      const id = await book(email, action === "cancel" ? 3 : 6);
      const { page } = await open(`/desk/bookings/${id}`, {
        baseUrl: bookingDesk.server.base,
        viewport,
        javaScript,
        beforeOpen: (_p, context) =>
          signInBrowser(context, bookingDesk.server, bookingDesk.session),
      });
      await page.getByRole("heading", { name: `Booking #${id}: Confirmed` }).waitFor();
      const label = action === "cancel" ? "Cancel the consultation" : "Decline: we cannot take it";
      const confirmLabel =
        action === "cancel"
          ? "Yes, cancel it and e-mail the client"
          : "Yes, decline it and e-mail the client";
      const disclosure = page.locator(`details[data-confirm-intent=${action}]`);
      const summary = disclosure.locator("summary");
      const confirm = page.getByRole("button", { name: confirmLabel });
      expect(await summary.textContent()).toContain(label);
      expect(await confirm.isVisible()).toBe(false);

      // One press: the disclosure opens, nothing is posted.
      if (javaScript) {
        // From the keyboard: the summary takes the focus, Enter opens and closes it.
        await summary.focus();
        await page.keyboard.press("Enter");
        await expect
          .poll(() => disclosure.evaluate((d) => (d as HTMLDetailsElement).open))
          .toBe(true);
        await page.keyboard.press("Enter");
        await expect
          .poll(() => disclosure.evaluate((d) => (d as HTMLDetailsElement).open))
          .toBe(false);
        await page.keyboard.press("Enter");
      } else await summary.click();
      await expect.poll(() => confirm.isVisible()).toBe(true);
      expect(bookingOf(email).status).toBe("confirmed");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Confirmed");
      expect(await descriptionOf(page, confirm)).toContain("The client is e-mailed at once");
      expect(await disclosure.locator('input[type=hidden][name="submission"]').count()).toBe(1);
      await expectNoAxeViolations(page);

      // Confirming acts, once.
      if (javaScript) {
        await page.keyboard.press("Tab");
        expect(await confirm.evaluate((b) => b === document.activeElement)).toBe(true);
        await page.keyboard.press("Enter");
      } else await confirm.click();
      const done = action === "cancel" ? "Cancelled" : "Declined";
      await page.getByRole("heading", { name: `Booking #${id}: ${done}` }).waitFor();
      const answer = page.getByRole("status").first();
      expect(await answer.textContent()).toContain(`${done}.`);
      if (javaScript) {
        // The pressed button is gone with the section it was in: the answer takes the focus, and
        // with it the window, so the result is seen and the keyboard goes on from it.
        await expect.poll(() => answer.evaluate((el) => el === document.activeElement)).toBe(true);
        const box = await answer.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      }
      expect(bookingOf(email).status).toBe(action === "cancel" ? "cancelled" : "declined");
      await bookingDesk.mailFor(
        email,
        action === "cancel" ? /^Cancelled:/ : /^About your consultation request$/,
      );
      await expectNoAxeViolations(page);
    });
  }
});
