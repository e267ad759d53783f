/**
 * The route table and the not-found page (docs/PRODUCT-RULES.md#site-structure-and-seo). Every
 * route is opened once at 1280 px for its heading, title, description, canonical URL, landmarks
 * and axe scan (WCAG 2.2 A/AA), and once without JavaScript. The 390 px scan is in
 * accessibility.test.ts.
 */
import { describe, expect } from "vitest";
import { sitePages, sitePaths } from "~/site-pages.server";
import { DESKTOP, expectNoAxeViolations, it, PHONE, textOf } from "../support/browser";

describe("every route of the route table, at 1280 px", () => {
  it.for(sitePages.map((p) => [p.path, p] as const))(
    "%s answers 200 with one h1, its title, no console errors and no axe violations",
    async ([path, sitePage], { open }) => {
      // The harness fails the test on any console error or warning.
      const { page, response } = await open(path, { viewport: DESKTOP });
      expect(response?.status()).toBe(200);
      expect(await page.locator("h1").count()).toBe(1);
      expect((await page.locator("h1").innerText()).trim()).toBe(sitePage.heading);
      expect(await page.title()).toContain(sitePage.title);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
        sitePage.description,
      );
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(new RegExp(`${path === "/" ? "/" : path}$`));
      expect(await page.locator("main").count()).toBe(1);
      expect(
        await page.locator("header nav, header [aria-label='Open menu']").count(),
      ).toBeGreaterThan(0);
      expect(await page.locator("footer").count()).toBe(1);
      await expectNoAxeViolations(page);
    },
  );
});

describe("without JavaScript", () => {
  it.for(sitePaths)("%s reads fully: heading, main content and footer", async (path, { open }) => {
    const { page } = await open(path, { viewport: PHONE, javaScript: false });
    expect(await page.locator("h1").count()).toBe(1);
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
    expect(await page.locator("footer").innerText()).toContain("not legal advice");
  });
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

  it.for([
    ["390 px", PHONE],
    ["1280 px", DESKTOP],
  ] as const)("has no axe violations at %s", async ([, viewport], { open }) => {
    const { page, response } = await open("/no-such-page", {
      viewport,
      allowProblems: /status of 404/,
    });
    expect(response?.status()).toBe(404);
    await expectNoAxeViolations(page);
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
