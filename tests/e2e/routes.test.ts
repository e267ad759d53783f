/**
 * The route table without JavaScript, and the not-found page (docs/PRODUCT-RULES.md#site-structure-and-seo).
 * Every route with JavaScript, at 1280 and 390 px (status, heading, title, description, canonical
 * URL, landmarks, axe, reflow, visual baseline), is in every-route-desktop.test.ts and
 * every-route-phone.test.ts: one load per route and width.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { sitePaths } from "~/site-pages.server";
import { it, PHONE, textOf } from "../support/browser";

/** The footer's link to the accessibility statement, on every page (docs/FACTS.md). */
async function expectAccessibilityLink(page: Page) {
  const link = page.locator('footer a[href="/accessibility"]');
  await expect(link.count()).resolves.toBe(1);
  await expect(link.textContent()).resolves.toBe("Accessibility");
}

describe("without JavaScript", () => {
  it.for(sitePaths)(
    "%s reads fully: heading, main content and footer, which links to /accessibility",
    async (path, { open }) => {
      const { page } = await open(path, { viewport: PHONE, javaScript: false });
      expect(await page.locator("h1").count()).toBe(1);
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
      expect(await page.locator("footer").innerText()).toContain("not legal advice");
      await expectAccessibilityLink(page);
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

  it("without JavaScript, links to /accessibility from its footer", async ({ open }) => {
    const { page } = await open("/no-such-page", {
      javaScript: false,
      allowProblems: /status of 404/,
    });
    await expectAccessibilityLink(page);
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
