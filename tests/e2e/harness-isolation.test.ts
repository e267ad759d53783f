import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DESKTOP, it, PHONE } from "../support/browser";

// The harness lends each worker's warm pages to one test after another (tests/support/warm-pages.ts).
// These tests run in order in one worker: the first leaves behind everything a test can, and the
// second, given the same page, must find none of it, as if it had a new context.

let lent: Page | undefined;
let calls = 0;

describe("a warm page lent to the next test", () => {
  it("first test: leaves cookies, storage, history, a hover, a route, a listener, print media and a second page", async ({
    open,
  }) => {
    const { page, context, newPage } = await open("/privacy", { viewport: PHONE });
    lent = page;
    await context.addCookies([{ name: "left", value: "behind", url: page.url() }]);
    await page.evaluate(() => {
      localStorage.setItem("left", "behind");
      sessionStorage.setItem("left", "behind");
    });
    await page.route("**/terms", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Left behind</title>" }),
    );
    page.on("load", () => calls++);
    await page.emulateMedia({ media: "print", reducedMotion: "reduce" });
    await page.goto(new URL("/about", page.url()).href);
    await newPage("/faq");
    await page.setViewportSize(DESKTOP);
    // The pointer rests on the header's first link.
    await page.locator("header a").first().hover();
    expect(await page.evaluate(() => document.querySelectorAll(":hover").length)).toBeGreaterThan(
      0,
    );
    expect(context.pages()).toHaveLength(2);
  });

  it("second test: the same page, with none of it", async ({ open }) => {
    const { page, context, response } = await open("/terms", { viewport: PHONE });
    expect(lent, "the first test ran and left its page").toBeDefined();
    expect(page, "the worker lent the same page").toBe(lent);
    const callsBefore = calls;

    // The route is gone: the server's page, not the one the route made.
    expect(response?.status()).toBe(200);
    expect(await page.title()).not.toBe("Left behind");
    // Cookies, storage, history, the second page.
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(() => [localStorage.length, sessionStorage.length, history.length]),
    ).toEqual([0, 0, 1]);
    expect(context.pages()).toEqual([page]);
    // Screen media, the motion and the viewport asked for, and no link under the pointer.
    expect(
      await page.evaluate(() => [
        matchMedia("print").matches,
        matchMedia("(prefers-reduced-motion: reduce)").matches,
        innerWidth,
        document.querySelectorAll("a:hover, button:hover").length,
      ]),
    ).toEqual([false, false, PHONE.width, 0]);
    // A first visit: the style sheet came from the server, not the HTTP cache.
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(".css"))
          .map((e) => (e as PerformanceResourceTiming).transferSize > 0),
      ),
    ).toContain(true);
    // The first test's listener no longer hears the page.
    await page.reload();
    expect(calls).toBe(callsBefore);
  });
});

describe("a warm page on the fake clock", () => {
  const first = new Date("2026-03-02T15:00:00Z");
  const second = new Date("2026-07-06T18:30:00Z");

  it("first test: stops its clock", async ({ open }) => {
    const { page } = await open("/privacy", { fakeClock: first });
    expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(first.getTime());
    await page.clock.pauseAt(first.getTime() + 60_000);
  });

  it("second test: its own moment, and time flows again", async ({ open }) => {
    const { page } = await open("/privacy", { fakeClock: second });
    const now = await page.evaluate(() => Date.now());
    expect(now).toBeGreaterThanOrEqual(second.getTime());
    expect(now).toBeLessThan(second.getTime() + 60_000);
    await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(now);
  });
});
