/**
 * The booking dialog in the form system (app/components/forms/README.md,
 * docs/BOOKING.md#the-booking-form): with JavaScript the action's schema checks the details in the
 * browser, shows each error under its field and moves focus to the first, sends nothing until the
 * answers pass, and clears an error as it is corrected. (Without JavaScript: booking-forms.test.ts
 * in tests/server.)
 */
import { afterAll, beforeAll, expect } from "vitest";
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

const descriptions = (el: Element) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim());

it("checks the dialog's details with the action's schema before booking", async ({ open }) => {
  const posts: string[] = [];
  const { page } = await open("/contact#book", {
    baseUrl: server.base,
    viewport: DESKTOP,
    beforeOpen: async (p) => {
      p.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/book")) posts.push(r.url());
      });
    },
  });
  const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
  await dialog
    .getByRole("list", { name: "Days with free times" })
    .getByRole("button")
    .nth(2)
    .click();
  await dialog.getByRole("radio").first().check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  // The first way to meet (firm.ts) is chosen before anything is posted.
  await expect.poll(() => dialog.getByRole("radio", { name: /Phone call/ }).isChecked()).toBe(true);
  await dialog.getByRole("radio", { name: /Video call/ }).check();
  await dialog.getByLabel("First name").fill("Amara");
  const email = dialog.getByLabel(/^E-mail/);
  await email.fill("amara@");
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
  await dialog.getByRole("button", { name: "Book this consultation" }).click();

  const lastName = dialog.getByLabel("Last name");
  await expect.poll(() => lastName.getAttribute("aria-invalid")).toBe("true");
  expect(await lastName.evaluate(descriptions)).toEqual(["Please enter your last name."]);
  expect(await email.getAttribute("aria-invalid")).toBe("true");
  expect((await email.evaluate(descriptions))[0]).toMatch(/^Please enter a valid e-mail/);
  expect(await dialog.getByLabel("First name").getAttribute("aria-invalid")).toBeNull();
  expect(await lastName.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(posts).toEqual([]);

  // Corrected, each error goes as it is typed; then the booking is made.
  await lastName.fill("Osei");
  await expect.poll(() => lastName.getAttribute("aria-invalid")).toBeNull();
  await email.fill("amara@example.com");
  await expect.poll(() => email.getAttribute("aria-invalid")).toBeNull();
  await dialog.getByRole("button", { name: "Book this consultation" }).click();
  await dialog.locator("[data-booking-outcome=booked]").waitFor();
  expect(posts).toHaveLength(1);
});

it("/book lists the days without React; a day's page hydrates and checks its form in the browser (390 px)", async ({
  open,
}) => {
  const posts: string[] = [];
  const scripts: string[] = [];
  const { page } = await open("/book", {
    baseUrl: server.base,
    viewport: PHONE,
    beforeOpen: async (p) => {
      p.on("request", (r) => {
        const url = new URL(r.url());
        if (r.resourceType() === "script" && url.pathname.startsWith("/assets/"))
          scripts.push(url.pathname);
        if (r.method() === "POST" && url.pathname.startsWith("/book")) posts.push(r.url());
      });
    },
  });
  // Nothing on the list needs React (docs/PRODUCT-RULES.md#which-pages-hydrate): only the shell's
  // standalone module, and none of React Router's data or scripts.
  expect(await page.locator("html").getAttribute("data-hydrated")).toBe("static");
  expect(scripts[0]).toMatch(/^\/assets\/read-only-page-[\w-]+\.js$/);
  expect(await page.content()).not.toContain("__reactRouterContext");

  // A day's link loads that day's page, which hydrates: its form checks the answers before posting.
  await page.getByRole("list", { name: "Days with free times" }).getByRole("link").nth(1).click();
  await page.waitForURL(/[?&]day=/);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Book this consultation" }).click();
  const firstName = page.getByLabel("First name");
  await expect.poll(() => firstName.getAttribute("aria-invalid")).toBe("true");
  expect(await firstName.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(posts).toEqual([]);
});
