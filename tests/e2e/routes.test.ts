/**
 * The route table without JavaScript, and the not-found page (docs/PRODUCT-RULES.md#site-structure-and-seo).
 * Every route with JavaScript, at 1280 and 390 px (status, heading, title, description, canonical
 * URL, landmarks, axe, reflow, visual baseline), is in every-route-desktop.test.ts and
 * every-route-phone.test.ts: one load per route and width.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { bookingHref, firm, telHref } from "~/content/firm";
import { sitePaths } from "~/site-pages.server";
import { it, PHONE, textOf } from "../support/browser";

/** The footer's link to the accessibility statement, on every page (docs/FACTS.md). */
async function expectAccessibilityLink(page: Page) {
  const link = page.locator('footer a[href="/accessibility"]');
  await expect(link.count()).resolves.toBe(1);
  await expect(link.textContent()).resolves.toBe("Accessibility");
}

/** The bar's top edge and the bottom of the last thing the footer says, scrolled to the end. */
async function barAndPageEnd(page: Page) {
  return page.evaluate(() => {
    // Layout is read synchronously after the scroll (no animation frames without JavaScript).
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bar = document.querySelector("[data-booking-bar]")!.getBoundingClientRect();
    const last = document.querySelector("[data-copyright]")!.getBoundingClientRect();
    return { barTop: bar.top, barHeight: bar.height, pageEnd: last.bottom };
  });
}

/**
 * Booking is one tap away on every page (docs/PRODUCT-RULES.md#ways-to-reach-the-firm): at 390 px
 * the Call · Book bar is there, with a call and a booking link, and covers nothing at the end of
 * the page. Checked here, on the prerendered HTML every visitor gets first, because this file
 * already opens every route at that width (the bar's other checks: booking-at-hand.test.ts).
 */
async function expectPhoneBookingBar(page: Page, path: string) {
  const bar = page.getByRole("navigation", { name: "Call or book" });
  expect(await bar.isVisible(), path).toBe(true);
  expect(await bar.getByRole("link", { name: /^Call/ }).getAttribute("href"), path).toBe(
    telHref(firm.phone),
  );
  expect(
    await bar.getByRole("link", { name: "Book a consultation" }).getAttribute("href"),
    path,
  ).toBe(bookingHref);
  const { barTop, barHeight, pageEnd } = await barAndPageEnd(page);
  expect(barHeight, `${path}: an unobtrusive bar`).toBeLessThanOrEqual(64);
  expect(pageEnd, `${path}: the footer's last line ends above the bar`).toBeLessThanOrEqual(barTop);
}

describe("without JavaScript", () => {
  it.for(sitePaths)(
    "%s reads fully: heading, main content and footer, which links to /accessibility; at 390 px the Call · Book bar covers nothing at the end",
    async (path, { open }) => {
      const { page } = await open(path, { viewport: PHONE, javaScript: false });
      expect(await page.locator("h1").count()).toBe(1);
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
      expect(await page.locator("footer").innerText()).toContain("not legal advice");
      await expectAccessibilityLink(page);
      await expectPhoneBookingBar(page, path);
    },
  );
});

describe("not-found page", () => {
  it("answers 404, says the page was not found, shows the path and links home", async ({
    open,
  }) => {
    // The browser reports the document's own 404 status; nothing else may appear.
    const { page, response } = await open("/no-such-page/here", {
      allowProblems: /status of 404/,
    });
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toMatch(/404/);
    expect(await page.locator("main").innerText()).toMatch(/not found/i);
    expect(await page.locator("[data-attempted-path]").innerText()).toBe("/no-such-page/here");
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    // Styled like every other page (its stylesheet is allowed by its CSP).
    expect(
      await page.locator("[data-site-header]").evaluate((el) => getComputedStyle(el).position),
    ).toBe("fixed");
    // It hydrates too, without errors (checked by the harness when the test ends).
    await page.waitForSelector("html[data-hydrated]");
  });

  it("without JavaScript, links to /accessibility from its footer; at 390 px the Call · Book bar covers nothing at the end", async ({
    open,
  }) => {
    const { page } = await open("/no-such-page", {
      viewport: PHONE,
      javaScript: false,
      allowProblems: /status of 404/,
    });
    await expectAccessibilityLink(page);
    await expectPhoneBookingBar(page, "/no-such-page");
  });

  it("renders for a client-side navigation to an unknown link too", async ({ open }) => {
    const { page } = await open("/", { viewport: PHONE, allowProblems: /status of 404/ });
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/definitely-missing";
      a.id = "test-missing-link";
      a.textContent = "missing";
      document.querySelector("main")?.append(a);
    });
    await page.click("#test-missing-link");
    await expect
      .poll(() => textOf(page.locator("[data-attempted-path]")))
      .toBe("/definitely-missing");
    await expect.poll(() => textOf(page.locator("h1"))).toMatch(/404/);
  });
});
