import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Locator, Page, Response } from "playwright-core";
import { test as baseTest, expect, inject } from "vitest";
import { launchBrowser } from "./chromium";

export { chromeArgs, chromePath, launchBrowser } from "./chromium";

const require = createRequire(import.meta.url);

export function baseUrl(): string {
  return inject("baseURL");
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface OpenOptions {
  viewport?: { width: number; height: number };
  javaScript?: boolean;
  reducedMotion?: boolean;
  /**
   * Installs Playwright's fake clock (`page.clock`) before the page's scripts run. Time still
   * flows on its own until the test calls `page.clock.pauseAt`, `runFor` or `fastForward`.
   */
  fakeClock?: boolean;
  /** Runs after the page is created and before it is opened: request routes, listeners. */
  beforeOpen?: (page: Page, context: BrowserContext) => Promise<unknown>;
}

/**
 * A `beforeOpen` that answers every third-party request (scheduling widget, intake forms) with an
 * empty 200: the machine is offline, and the tests are about the site's own pages.
 */
export async function stubThirdParty(_page: Page, context: BrowserContext): Promise<void> {
  const own = new URL(baseUrl()).origin;
  await context.route(
    (url) => url.origin !== own && /^https?:$/.test(url.protocol),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: route.request().resourceType() === "script" ? "text/javascript" : "text/html",
        body: "",
      }),
  );
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  response: Response | null;
  /** Console errors and warnings, CSP violations and uncaught page errors, seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/**
 * Opens `path` of the site under test in a fresh context. With JavaScript on, waits until React
 * has hydrated (html[data-hydrated]). If opening fails, the context is closed before the error is
 * passed on. Prefer the `open` fixture of `test` (below), which also closes the page after the test.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const javaScript = options.javaScript ?? true;
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: javaScript,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
  });
  try {
    // A blocked script, style or frame is a bug even when the page copes: report it as a problem.
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning")
        problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
    if (options.fakeClock) await page.clock.install();
    await options.beforeOpen?.(page, context);
    const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: "load" });
    if (javaScript && response && response.status() < 400) await waitForHydration(page);
    return { page, context, response, problems, close: () => context.close() };
  } catch (error) {
    await context.close().catch(() => {});
    throw error;
  }
}

/** Waits until React has hydrated the current document (after `goto` or `reload`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
}

export interface FixtureOpenOptions extends OpenOptions {
  /**
   * Console problems this test provokes on purpose (a 404, an aborted request). Any other console
   * error or warning, CSP violation or page error fails the test.
   */
  allowProblems?: RegExp;
}

/** Opens a page of the site for one test; see `test`. */
export type OpenSitePage = (path: string, options?: FixtureOpenOptions) => Promise<OpenedPage>;

/**
 * The browser-test harness: `test` with two fixtures.
 *
 * - `browser`: one Chromium per test file, closed when the file ends (pass or fail).
 * - `open(path, options)`: opens a page in a fresh context. Every context a test opened is closed
 *   after the test, pass or fail, and the test fails if any of its pages logged a console error or
 *   warning, a CSP violation or an uncaught error (except what `allowProblems` names).
 *
 * ```ts
 * import { test, PHONE } from "../support/browser";
 * test("the drawer closes", async ({ open }) => {
 *   const { page } = await open("/", { viewport: PHONE });
 * });
 * ```
 */
export const test = baseTest
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads fixture dependencies from this pattern
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("open", async ({ browser }, { onCleanup }): Promise<OpenSitePage> => {
    const opened: { path: string; page: OpenedPage; allow?: RegExp }[] = [];
    onCleanup(async () => {
      await Promise.allSettled(opened.map((o) => o.page.close()));
      const problems = opened.flatMap((o) =>
        o.page.problems.filter((p) => !o.allow?.test(p)).map((p) => `${o.path}: ${p}`),
      );
      expect(problems, "console errors, CSP violations or page errors").toEqual([]);
    });
    return async (path, options = {}) => {
      const { allowProblems, ...openOptions } = options;
      const page = await openPage(browser, path, openOptions);
      opened.push({ path, page, allow: allowProblems });
      return page;
    };
  });

/** `it` reads better in `describe` blocks; the same harness as `test`. */
export const it = test;

/**
 * Stops the page's fake clock (installed with `fakeClock: true`) at its current time: from here on
 * only `page.clock.runFor` or `fastForward` moves it, so a busy machine cannot change what a test
 * sees. `pauseAt` needs a time still ahead of the running clock, hence the retry.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50 * attempt);
      return;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes("to the past")) throw error;
    }
  }
}

/**
 * Waits until the page has stopped scrolling (a smooth scroll, or a jump to an anchor): two
 * readings of the scroll position in a row, one poll interval apart, are the same. Works with
 * JavaScript off too (no animation frames needed).
 */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  let last: number | undefined;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === last;
      last = y;
      return settled;
    })
    .toBe(true);
}

/** The element's text with whitespace collapsed, for polling with `expect.poll`. */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, " ").trim();
}

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules; returns the violations found. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as a person sees them once the page is still: a button that has just
  // been re-enabled is mid-way through its colour transition for 150 ms, and axe would read
  // the blend. Finite transitions and animations are let finish first (endless ones are not).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // page.evaluate runs outside the page's CSP, so axe can be injected into a hardened page.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n: any) => `${n.target.join(" ")} :: ${n.failureSummary ?? ""}`),
    }));
  });
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`)
    .join("\n");
}

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}
