/**
 * The first frame lays out only what is seen: the bands below the first screen are skipped
 * (`content-visibility: auto`) until the first paint, then drawn one per task
 * (app/page/bands.ts, docs/PERFORMANCE.md). A visitor never meets a band left
 * undrawn: the page is marked ready only once all are drawn, a page without scripting skips
 * nothing, and a page reached by client-side navigation is drawn whole.
 */
import { describe, expect } from "vitest";
import { DESKTOP, it, PHONE } from "../support/browser";

const LONG_PAGES = ["/fees/real-estate", "/blog/out-of-status-in-canada"];

interface Band {
  id: string;
  skipped: boolean;
}

/**
 * Each band and whether the browser is skipping its content: `checkVisibility` with
 * `contentVisibilityAuto` is false inside a band that `content-visibility: auto` skips.
 */
function bandsNow(): Band[] {
  return [...document.querySelectorAll<HTMLElement>(".render-near")].map((band) => ({
    id: band.id,
    skipped: !band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
  }));
}

describe("the first frame", () => {
  it.for(LONG_PAGES)(
    "%s: first paint skips the bands far below, and all are drawn before the page is ready",
    async (route, { open }) => {
      const { page } = await open(route, {
        viewport: PHONE,
        beforeOpen: async (p) => {
          // Read the bands when the first contentful paint is reported: the drawing script waits
          // for that same report, then a task more, so this sees what the first frame skipped.
          await p.addInitScript(`(${bandsAtFirstPaint.toString()})(${bandsNow.toString()})`);
        },
      });
      const atFirstPaint = await page.waitForFunction(
        () => (window as unknown as { bandsAtFirstPaint?: Band[] }).bandsAtFirstPaint,
      );
      const first = (await atFirstPaint.jsonValue()) as Band[];
      expect(first.length).toBeGreaterThan(3);
      // The last band is several screens down: skipped by the first frame.
      expect(first.at(-1)?.skipped).toBe(true);
      expect(await page.locator("html").getAttribute("data-drawn")).toBe("");
      const ready = await page.evaluate(bandsNow);
      expect(ready.filter((b) => b.skipped)).toEqual([]);
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll(".render-near")].every(
            (band) => getComputedStyle(band).contentVisibility === "visible",
          ),
        ),
      ).toBe(true);
      // The text of the last band is there for anything that reads the page.
      expect((await page.locator(".render-near").last().innerText()).length).toBeGreaterThan(40);
    },
  );

  it.for(LONG_PAGES)(
    "%s: no band draws more than 250 elements of its own in one task",
    async (route, { open }) => {
      // A band's own elements are those outside the bands nested in it, which are drawn in tasks
      // of their own: the rate tables' parts and the article's solutions are bands inside bands.
      const { page } = await open(route, { viewport: PHONE });
      const own = await page.evaluate(() =>
        [...document.querySelectorAll(".render-near")].map((band) => ({
          band: band.id || band.getAttribute("aria-labelledby") || band.tagName,
          elements: [...band.querySelectorAll("*")].filter(
            (el) =>
              el.parentElement?.closest(".render-near") === band && !el.matches(".render-near"),
          ).length,
        })),
      );
      expect(own.length).toBeGreaterThan(3);
      expect(own.filter((b) => b.elements > 250)).toEqual([]);
    },
  );

  it("without scripting nothing is skipped", async ({ open }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE, javaScript: false });
    expect(await page.evaluate(bandsNow)).not.toContainEqual(
      expect.objectContaining({ skipped: true }),
    );
    expect(await page.locator(".render-near").last().innerText()).toMatch(/\w{4}/);
  });

  it("a page reached by client-side navigation is drawn whole", async ({ open }) => {
    const { page } = await open("/contact", { viewport: DESKTOP });
    await page.getByRole("button", { name: "Fees menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Real Estate Fees" })
      .click();
    await page.waitForURL(/\/fees\/real-estate$/);
    await page.locator("#included").waitFor();
    const bands = await page.evaluate(bandsNow);
    expect(bands.length).toBeGreaterThan(3);
    expect(bands.filter((b) => b.skipped)).toEqual([]);
  });
});

/** Runs before the page's scripts: stores `bandsNow()` when the first contentful paint is reported. */
function bandsAtFirstPaint(read: () => Band[]) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    (window as unknown as { bandsAtFirstPaint: Band[] }).bandsAtFirstPaint = read();
  }).observe({ type: "paint", buffered: true });
}
