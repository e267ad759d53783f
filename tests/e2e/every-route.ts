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
 * 3. at 1280 px, that booking is the filled, first action of the hero and of every call to
 *    action, and at both widths, that the page shows at most one affiliations strip;
 * 4. axe (WCAG 2.2 A/AA) at that width.
 *
 * The harness fails the test on any console error or warning of that load. A failing capture
 * leaves the capture and a diff image in test-results/visual; if the change is intended,
 * `npm run screenshots -- --update <routes>` rewrites the baselines.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, type ExpectStatic } from "vitest";
import { notaryRequestHref } from "~/lib/domain/contact-estimate";
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

/**
 * The rows of actions of the hero and of every call-to-action block, by where they stand. An
 * action `books` when it opens the booking, or, on the notary page, asks for a notary appointment:
 * the booking takes phone and video consultations only, so a notarization is requested
 * (docs/PRODUCT-RULES.md#service-terms).
 */
async function actionRows(page: Page) {
  const notaryRequest =
    new URL(page.url()).pathname === "/services/notary" ? notaryRequestHref : "";
  return page.evaluate((notaryRequest) => {
    /** sRGB relative luminance (WCAG 2.2), from a computed `rgb()`/`rgba()` colour. */
    const parse = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r, g, b], alpha: a };
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    /** The first opaque background behind an element (its ancestors'). */
    const backdrop = (el: Element): number[] => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const { rgb, alpha } = parse(getComputedStyle(node).backgroundColor);
        if (alpha > 0.9) return rgb;
      }
      return [255, 255, 255];
    };
    /** Filled: an opaque face that stands out from the band behind it by 3:1 (WCAG 1.4.11). */
    const filled = (el: Element) => {
      const { rgb, alpha } = parse(getComputedStyle(el).backgroundColor);
      if (alpha < 0.9) return false;
      const [a, b] = [luminance(rgb), luminance(backdrop(el))].sort((x, y) => y - x) as [
        number,
        number,
      ];
      return (a + 0.05) / (b + 0.05) >= 3;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    return [...document.querySelectorAll("[data-actions]")].filter(visible).map((row) => {
      const actions = [...row.querySelectorAll("a[href], button")].filter(visible);
      return {
        block: row.closest("[data-hero]")
          ? "the hero"
          : `the call to action "${row.closest("[data-call-to-action]")?.querySelector("h2, h3")?.textContent?.trim() ?? "?"}"`,
        actions: actions.map((a) => ({
          name: (a.textContent ?? "").replace(/\s+/g, " ").trim(),
          books:
            a.getAttribute("href") === "/contact#book" ||
            a.hasAttribute("data-booking-trigger") ||
            (notaryRequest !== "" && a.getAttribute("href") === notaryRequest),
          filled: filled(a),
        })),
      };
    });
  }, notaryRequest);
}

/**
 * Booking is the filled, first button of the hero and of every call to action
 * (docs/PRODUCT-RULES.md#service-terms): the first action of each row opens the booking dialog
 * (`/contact#book`, or the dialog's own button on the contact page) and stands out as the one
 * filled button; the others beside it are outlined or light. Returns the blocks checked.
 */
async function expectBookingFirst(page: Page, expect: ExpectStatic): Promise<string[]> {
  // Every call-to-action block has its row of actions.
  expect(
    await page.locator("[data-call-to-action]:not(:has([data-actions]))").count(),
    "call-to-action blocks without a row of actions",
  ).toBe(0);
  const rows = await actionRows(page);
  for (const { block, actions } of rows) {
    const [first, ...others] = actions;
    expect(first, `${block} has an action`).toBeDefined();
    expect(
      { first: first?.name, books: first?.books, filled: first?.filled },
      `${block}: booking is its first, filled action`,
    ).toEqual({ first: first?.name, books: true, filled: true });
    for (const other of others)
      expect({ [other.name]: other.filled }, `${block}: only booking is filled`).toEqual({
        [other.name]: false,
      });
  }
  return rows.map((r) => r.block);
}

/**
 * One strip per page (docs/PRODUCT-RULES.md#motion-wcag-222-pause-stop-hide): the site's
 * affiliations strip or the page's own list of organisations, never both.
 */
async function expectOneAffiliationsStrip(page: Page, expect: ExpectStatic) {
  expect(
    await page.locator("[data-affiliations], #affiliations").count(),
    "affiliations strips on the page",
  ).toBeLessThanOrEqual(1);
  expect(
    await page.locator(".marquee").count(),
    "scrolling strips on the page",
  ).toBeLessThanOrEqual(1);
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
        if (width === 1280 && !notFound) {
          await expectRouteTable(page, route, expect);
          const blocks = await expectBookingFirst(page, expect);
          // The home page opens with booking: its hero has a row of actions to check.
          if (route === "/") expect(blocks).toContain("the hero");
        }
        if (!notFound) await expectOneAffiliationsStrip(page, expect);
        if (width === 390 && !notFound) expect(await page.locator("h1").count()).toBe(1);
        await expectNoAxeViolations(page);
        if (width === 390 && !notFound) await expectReflowAndIds(page, expect);
      },
    );
  });
}
