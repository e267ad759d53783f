/**
 * Without JavaScript, the booking's answer is the answer to its post: reloading it posts the
 * booking again. The visitor is told again that they are booked, not that someone else took the
 * time, and the firm holds one booking with one confirmation
 * (docs/BOOKING.md#the-same-booking-sent-twice).
 */
import { describe, expect } from "vitest";
import { bookingDeskForTheFile, mailsTo } from "../support/booking";
import { it, PHONE } from "../support/browser";
import { openDatabase } from "../support/desk";

const bookingDesk = bookingDeskForTheFile({
  firstName: "Earlier",
  lastName: "Inquirer",
  email: "earlier.inquirer@example.com",
  message: "An earlier question.",
});

const email = "reload.booker@example.com";

function bookingsOf(address: string): number {
  const repos = openDatabase(bookingDesk.server.dataDir);
  try {
    const row = repos.db.sqlite
      .prepare("SELECT COUNT(*) AS n FROM bookings WHERE email = ? AND status = 'confirmed'")
      .get(address) as { n: number };
    return row.n;
  } finally {
    repos.db.close();
  }
}

describe("the booking's answer without JavaScript", () => {
  it("reloaded (the booking posted again), says booked again and books and e-mails once", async ({
    open,
  }) => {
    const { page } = await open("/book", {
      baseUrl: bookingDesk.server.base,
      viewport: PHONE,
      javaScript: false,
    });
    await page.getByRole("list", { name: "Days with free times" }).getByRole("link").nth(1).click();
    await page.getByRole("heading", { name: "2. Choose a time" }).waitFor();
    await page.getByRole("radio").nth(1).check();
    const main = page.locator("main");
    await main.getByRole("radio", { name: /Video call/ }).check();
    await main.getByLabel("First name").fill("Rene");
    await main.getByLabel("Last name").fill("Load");
    await main.getByLabel(/^E-mail/).fill(email);
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Book this consultation" }).click();
    const booked = page.locator("[data-booking-outcome=booked]");
    await booked.waitFor();
    const when = await booked.locator("p").first().innerText();

    const again = await page.reload();
    expect(again?.request().method(), "the reload posts the booking again").toBe("POST");
    expect(again?.status()).toBe(200);
    const text = await page.locator("[data-booking-outcome=booked]").innerText();
    expect(text).toContain("Your consultation is booked");
    expect(text).toContain(when);
    expect(await page.locator("main").innerText()).not.toContain("taken by someone else");

    expect(bookingsOf(email)).toBe(1);
    await bookingDesk.mailFor(email, /^Booked:/);
    expect(await mailsTo(bookingDesk.smtp, email)).toHaveLength(1);
  });
});
