import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "~/site-pages.server";
import { launchBrowser, openPage, PHONE } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("every route of the route table", () => {
  it.each(sitePages.map((p) => [p.path, p] as const))(
    "%s answers 200 with one h1, its title and no console errors",
    async (path, sitePage) => {
      const opened = await openPage(browser, path);
      const { page } = opened;
      expect(opened.response?.status()).toBe(200);
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
      expect(opened.problems).toEqual([]);
      await opened.close();
    },
  );
});

describe("not-found page", () => {
  it("answers 404, says the page was not found, shows the path and links home", async () => {
    const opened = await openPage(browser, "/no-such-page/here");
    const { page } = opened;
    expect(opened.response?.status()).toBe(404);
    await expect(page.locator("h1").innerText()).resolves.toMatch(/404/);
    await expect(page.locator("main").innerText()).resolves.toMatch(/not found/i);
    await expect(page.locator("[data-attempted-path]").innerText()).resolves.toBe(
      "/no-such-page/here",
    );
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    // Styled like every other page (its stylesheet is allowed by its CSP).
    expect(
      await page.locator("[data-site-header]").evaluate((el) => getComputedStyle(el).position),
    ).toBe("fixed");
    await page.waitForSelector("html[data-hydrated]");
    expect(opened.problems.filter((p) => !p.includes("status of 404"))).toEqual([]);
    await opened.close();
  });

  it("renders for a client-side navigation to an unknown link too", async () => {
    const opened = await openPage(browser, "/", { viewport: PHONE });
    const { page } = opened;
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/definitely-missing";
      a.id = "test-missing-link";
      a.textContent = "missing";
      document.querySelector("main")?.append(a);
    });
    await page.click("#test-missing-link");
    await page.waitForSelector("[data-attempted-path]");
    await expect(page.locator("h1").innerText()).resolves.toMatch(/404/);
    await opened.close();
  });
});
