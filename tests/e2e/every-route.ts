/**
 * Every route at one width, each opened once for everything a route-wide check needs
 * (docs/decisions/003#one-load-per-route-and-width):
 *
 * 1. the visual capture, compared with its committed baseline (tests/support/visual.ts), while the
 *    page is as the capture needs it: reduced motion, the clock at one fixed moment, the heading
 *    font already known;
 * 2. then, with `prefers-reduced-motion` switched back to no preference (so controls that only
 *    exist when things move, like a strip's Pause, are there), the route's own checks: at 1280 px
 *    its status, heading, title, description, canonical URL and landmarks (app/site-map.ts); at
 *    390 px its heading, unique ids, and reflow at 320 px and at 200 % zoom (WCAG 1.4.10);
 * 3. axe (WCAG 2.2 A/AA) at that width.
 *
 * The harness fails the test on any console error or warning of that load. A failing capture
 * leaves the capture and a diff image in test-results/visual; if the change is intended,
 * `npm run screenshots -- --update <routes>` rewrites the baselines.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, type ExpectStatic } from "vitest";
import { sitePageByPath } from "~/site-pages.server";
import { expectNoAxeViolations, it } from "../support/browser";
import {
  ACTUAL_DIR,
  BASELINE_DIR,
  capturePage,
  compare,
  VISUAL_NOW,
  verdict,
  viewportFor,
  visualContextOptions,
  visualRoutes,
} from "../support/visual";

/** The not-found page, captured and scanned at both widths like a route. */
const NOT_FOUND = "/no-such-page";

/** 320 CSS px is WCAG's reflow width; 640 × 400 is a 1280 × 800 window at 200 % zoom. */
const NARROW = { width: 320, height: 640 } as const;
const ZOOM_200 = { width: 640, height: 400 } as const;

/** Captures the page and compares it with its baselines; returns what differs. */
async function compareWithBaselines(page: Page, route: string, width: number): Promise<string[]> {
  const problems: string[] = [];
  for (const capture of await capturePage(page, route, width)) {
    const file = path.join(BASELINE_DIR, capture.name);
    const baseline = existsSync(file) ? readFileSync(file) : undefined;
    const problem = await verdict(capture.name, capture.png, baseline);
    if (!problem) continue;
    problems.push(problem);
    mkdirSync(ACTUAL_DIR, { recursive: true });
    writeFileSync(path.join(ACTUAL_DIR, capture.name), capture.png);
    const diff = baseline
      ? (await compare(capture.png, baseline, { withDiff: true })).diff
      : undefined;
    if (diff)
      writeFileSync(path.join(ACTUAL_DIR, capture.name.replace(/\.png$/, ".diff.png")), diff);
  }
  return problems;
}

/** Status, heading, title, description, canonical URL and landmarks of a route at 1280 px. */
async function expectRouteTable(page: Page, route: string, expect: ExpectStatic) {
  const sitePage = sitePageByPath(route);
  expect(sitePage, `${route} is in the route table`).toBeDefined();
  if (!sitePage) return;
  expect(await page.locator("h1").count()).toBe(1);
  expect((await page.locator("h1").innerText()).trim()).toBe(sitePage.heading);
  expect(await page.title()).toContain(sitePage.title);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
    sitePage.description,
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`${route === "/" ? "/" : route}$`));
  expect(await page.locator("main").count()).toBe(1);
  expect(await page.locator("header nav, header [aria-label='Open menu']").count()).toBeGreaterThan(
    0,
  );
  expect(await page.locator("footer").count()).toBe(1);
}

/** Unique ids, and no sideways scrolling at 320 px or at 200 % zoom (WCAG 1.4.10). */
async function expectReflowAndIds(page: Page, expect: ExpectStatic) {
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(duplicates).toEqual([]);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (const [label, size] of [
    ["at 320 px", NARROW],
    ["at 200 % zoom", ZOOM_200],
  ] as const) {
    await page.setViewportSize(size);
    // The new size applies before the next frame: wait for it, then measure.
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    expect(await overflow(), label).toBeLessThanOrEqual(0);
  }
}

export function everyRouteSuite(width: 390 | 1280): void {
  const checks =
    width === 1280
      ? "status, heading, title, description, canonical URL, landmarks"
      : "heading, unique ids, reflow at 320 px and 200 % zoom (WCAG 1.4.10)";
  // Concurrent: a page spends part of its load waiting (network, hydration, images), so two at
  // once keep both cores busy.
  describe.concurrent(`every route at ${width} px, opened once`, () => {
    it.for(visualRoutes())(
      `%s looks as it did; ${checks}; no axe violations (WCAG 2.2 A/AA); no console errors`,
      // One test does the work of three page loads' tests: twice the browser project's limit.
      { timeout: 120_000 },
      async (route, { open, expect }) => {
        const notFound = route === NOT_FOUND;
        const { page, response } = await open(route, {
          viewport: viewportFor(width),
          fakeClock: VISUAL_NOW,
          context: visualContextOptions,
          // The browser reports the not-found page's own 404 status; nothing else may appear.
          allowProblems: notFound ? /status of 404/ : undefined,
        });
        expect(response?.status()).toBe(notFound ? 404 : 200);

        const differences = await compareWithBaselines(page, route, width);
        // Soft: the other checks still run and report on this load.
        expect.soft(differences, "captures that differ from tests/visual/baselines").toEqual([]);

        await page.emulateMedia({ reducedMotion: "no-preference" });
        if (width === 1280 && !notFound) await expectRouteTable(page, route, expect);
        if (width === 390 && !notFound) expect(await page.locator("h1").count()).toBe(1);
        await expectNoAxeViolations(page);
        if (width === 390 && !notFound) await expectReflowAndIds(page, expect);
      },
    );
  });
}
