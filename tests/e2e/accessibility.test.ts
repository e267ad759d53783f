import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePaths } from "~/site-map";
import {
  axeViolations,
  DESKTOP,
  describeViolations,
  launchBrowser,
  openPage,
  PHONE,
} from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const)("axe (WCAG 2.2 A/AA) at %s", (_label, viewport) => {
  it.each([...sitePaths, "/no-such-page"])("%s has no violations", async (path) => {
    const { page, close } = await openPage(browser, path, { viewport });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await close();
  });
});

describe("without JavaScript", () => {
  it.each(sitePaths)("%s reads fully: heading, main content and footer", async (path) => {
    const { page, close } = await openPage(browser, path, { viewport: PHONE, javaScript: false });
    expect(await page.locator("h1").count()).toBe(1);
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
    expect(await page.locator("footer").innerText()).toContain("not legal advice");
    await close();
  });
});
