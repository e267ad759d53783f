/**
 * The browser-test harness. Every file in tests/e2e imports `test` (or `it`) from here and opens
 * pages with the `open` fixture, so that a console error or warning, an uncaught page error or a
 * Content-Security-Policy violation fails the test that caused it (docs/decisions/003).
 *
 * The API, kept stable for everyone writing browser tests:
 *
 * - `test` / `it`: Vitest's `test` with two fixtures:
 *   - `browser`: one Chromium per Vitest worker (worker-scoped; each test still gets fresh
 *     contexts from `open`).
 *   - `open(path, options?)`: opens `path` in a fresh browser context and, with JavaScript on and
 *     a status below 400, waits until the page is ready (`html[data-hydrated]`). Every context a
 *     test opened is closed when the test ends, pass or fail; then the test fails if any page of
 *     those contexts (second pages and pop-ups included) logged a problem that `allowProblems`
 *     does not name. Returns an `OpenedPage`.
 * - `OpenOptions` (all optional):
 *   - `viewport`: `PHONE` (390 × 844, the default is `DESKTOP`, 1280 × 800) or any size;
 *   - `javaScript: false`: a context without JavaScript (what crawlers and no-JS visitors get);
 *   - `reducedMotion: true`: `prefers-reduced-motion: reduce` (switch later with
 *     `page.emulateMedia`);
 *   - `fakeClock: true`: Playwright's `page.clock` installed before the page's scripts run (time
 *     still flows until the test calls `pauseClock(page)`, `runFor` or `fastForward`); a `Date`
 *     installs it at that moment;
 *   - `authenticator: true`: a Chromium virtual authenticator (WebAuthn, a platform passkey with
 *     user verification) on the page; `opened.authenticator.replace()` swaps it for a new, empty
 *     one (a new phone);
 *   - `baseUrl`: another server's origin (a server the test started with its own environment, a
 *     copy of the site); an absolute `path` is opened as it is;
 *   - `context`: further Playwright context options (`locale`, `timezoneId`, `deviceScaleFactor`…);
 *   - `beforeOpen(page, context)`: runs before the first request: network interception
 *     (`context.route`, or the ready-made `stubThirdParty`), listeners, init scripts;
 *   - `allowProblems`: a regular expression for the console problems the test provokes on purpose
 *     (a 404 document, a request it aborts). Nothing else is tolerated.
 * - `OpenedPage`: `{ page, context, response, problems, close, newPage, authenticator? }`;
 *   `newPage(path?)` opens a second page in the same context (same storage and cookies), watched
 *   like the first; `problems` lists what was seen so far (for asserting mid-test).
 * - Helpers: `PHONE`, `DESKTOP`, `baseUrl()`, `waitForHydration(page)`, `pauseClock(page)`,
 *   `waitForScrollToSettle(page)`, `textOf(locator)`, `stubThirdParty`, `axeViolations(page)`,
 *   `describeViolations`, `expectNoAxeViolations(page)`, `inViewUnderHeader(locator)`.
 *
 * ```ts
 * import { expect } from "vitest";
 * import { it, PHONE } from "../support/browser";
 * it("the drawer closes when a link is chosen", async ({ open }) => {
 *   const { page } = await open("/", { viewport: PHONE });
 * });
 * ```
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  Response,
} from "playwright-core";
import { test as baseTest, expect, inject } from "vitest";
import { launchBrowser } from "./chromium";

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
   * Installs Playwright's fake clock (`page.clock`) before the page's scripts run, at the given
   * moment or now. Time still flows on its own until the test calls `pauseClock(page)`,
   * `page.clock.runFor` or `fastForward`.
   */
  fakeClock?: boolean | Date;
  /** A virtual authenticator (WebAuthn) on the page: see `OpenedPage.authenticator`. */
  authenticator?: boolean;
  /** The origin of the site to open, when it is not the suite's own server. */
  baseUrl?: string;
  /** Further options for the browser context (locale, time zone, device scale factor…). */
  context?: BrowserContextOptions;
  /** Runs after the page is created and before it is opened: request routes, listeners. */
  beforeOpen?: (page: Page, context: BrowserContext) => Promise<unknown>;
}

/**
 * A `beforeOpen` that answers every third-party request (scheduling widget, intake forms) with an
 * empty 200: the machine is offline, and the tests are about the site's own pages.
 */
export async function stubThirdParty(_page: Page, context: BrowserContext): Promise<void> {
  // The sites under test are all served on loopback (the suite's server, or one a test started).
  const own = (url: URL) => url.hostname === "127.0.0.1" || url.hostname === "localhost";
  await context.route(
    (url) => !own(url) && /^https?:$/.test(url.protocol),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: route.request().resourceType() === "script" ? "text/javascript" : "text/html",
        body: "",
      }),
  );
}

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform passkey, verified. */
export interface VirtualAuthenticator {
  /** Swaps the device's authenticator for a new, empty one (a lost phone, a new phone). */
  replace: () => Promise<void>;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  response: Response | null;
  /** Console errors and warnings, CSP violations and uncaught page errors, seen so far. */
  problems: string[];
  close: () => Promise<void>;
  /** Opens another page in the same context (and `path` in it, waiting as `open` does). */
  newPage: (path?: string) => Promise<Page>;
  /** Present when opened with `authenticator: true`. */
  authenticator?: VirtualAuthenticator;
}

const authenticatorOptions = {
  protocol: "ctap2",
  transport: "internal",
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const;

async function addAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const add = async () =>
    (await cdp.send("WebAuthn.addVirtualAuthenticator", { options: authenticatorOptions }))
      .authenticatorId;
  let authenticatorId = await add();
  return {
    replace: async () => {
      await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
      authenticatorId = await add();
    },
  };
}

/** Records what a page reports: console errors and warnings, and uncaught errors. */
function watch(page: Page, problems: string[]) {
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning")
      problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
}

/**
 * Opens `path` of the site under test in a fresh context. With JavaScript on, waits until React
 * has hydrated (html[data-hydrated]). If opening fails, the context is closed before the error is
 * passed on. Tests use the `open` fixture (below), which calls this and checks the problems.
 */
async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const javaScript = options.javaScript ?? true;
  const origin = options.baseUrl ?? baseUrl();
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: javaScript,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    ...options.context,
  });
  try {
    // A blocked script, style or frame is a bug even when the page copes: report it as a problem.
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const problems: string[] = [];
    // Every page of the context is watched: the first, a second one, a pop-up.
    context.on("page", (p) => watch(p, problems));
    const page = await context.newPage();
    if (options.fakeClock)
      await page.clock.install(
        options.fakeClock instanceof Date ? { time: options.fakeClock } : {},
      );
    const authenticator = options.authenticator ? await addAuthenticator(context, page) : undefined;
    await options.beforeOpen?.(page, context);
    const goto = async (p: Page, to: string) => {
      const response = await p.goto(new URL(to, origin).href, { waitUntil: "load" });
      if (javaScript && response && response.status() < 400) await waitForHydration(p);
      return response;
    };
    const response = await goto(page, path);
    return {
      page,
      context,
      response,
      problems,
      close: () => context.close(),
      newPage: async (to) => {
        const another = await context.newPage();
        if (to !== undefined) await goto(another, to);
        return another;
      },
      ...(authenticator ? { authenticator } : {}),
    };
  } catch (error) {
    await context.close().catch(() => {});
    throw error;
  }
}

/**
 * Marks the page's current document, and returns a check that says whether the page still shows
 * that document: true after client-side navigation, false once a document load has replaced it.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as { __markedDocument?: boolean }).__markedDocument = true;
  });
  return async () =>
    (await page.evaluate(() => (window as { __markedDocument?: boolean }).__markedDocument)) ===
    true;
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
 * The browser-test harness: `test` with two fixtures (described at the top of this file).
 *
 * - `browser`: one Chromium per Vitest worker, shared by the files that worker runs one after
 *   another (the browser project does not isolate its files: vitest.config.ts), closed when the
 *   worker ends. Tests never share a context: each `open` makes a fresh one.
 * - `open(path, options)`: opens a page in a fresh context. Every context a test opened is closed
 *   after the test, pass or fail, and the test fails if any of its pages logged a console error or
 *   warning, a CSP violation or an uncaught error (except what `allowProblems` names).
 */
export const test = baseTest
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads fixture dependencies from this pattern
  .extend("browser", { scope: "worker" }, async ({}, { onCleanup }) => {
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
  // A page opened with `javaScript: false` runs no timer callback (Chromium disables its scripts;
  // only what page.evaluate runs and promise reactions still execute), and axe-core settles each
  // rule through setTimeout(…, 0), so axe.run would never finish. There, and only there (the page's
  // own scripts do not run anyway), axe's immediate timers become promise reactions; its longer
  // ones are guards against a stalled load (preloading style sheets), which then never fire.
  await page.evaluate(() => {
    if (!matchMedia("(scripting: none)").matches) return;
    const run = (callback: () => void, delay = 0) => {
      if (delay <= 1) void Promise.resolve().then(callback);
      return 0;
    };
    Object.assign(window, { setTimeout: run });
  });
  // page.evaluate runs outside the page's CSP, so axe can be injected into a hardened page. Once
  // per document: evaluating axe-core costs about 0.3 s of CPU, and a journey scans each of its
  // steps in the same document.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // The same rules twice at most: first without working out a CSS selector for every element a
  // rule looks at (a quarter of axe's time on a long page), which finds the same violations; only
  // when there are some, again with selectors, so the report names the elements.
  const scan = (selectors: boolean) =>
    page.evaluate(async (selectors) => {
      const axe = (window as any).axe;
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        resultTypes: ["violations"],
        selectors,
      });
      return result.violations.map((v: any) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes
          .slice(0, 5)
          .map((n: any) => `${(n.target ?? []).join(" ")} :: ${n.failureSummary ?? ""}`),
      }));
    }, selectors) as Promise<AxeViolation[]>;
  const found = await scan(false);
  return found.length ? scan(true) : found;
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

/**
 * Where an element stands on a phone: whether it is wholly in view below the fixed site header and
 * above the phone's booking bar (or the window's bottom while the bar steps aside), and its text.
 */
export async function inViewUnderHeader(
  locator: Locator,
): Promise<{ top: boolean; bottom: boolean; text: string | null }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const header = document.querySelector("[data-site-header]")!.getBoundingClientRect();
    // While a text field has focus the booking bar steps aside for the keyboard.
    const bar = document.querySelector<HTMLElement>("[data-booking-bar]")!;
    const limit = bar.checkVisibility() ? bar.getBoundingClientRect().top : window.innerHeight;
    return {
      top: r.top >= header.bottom - 1,
      bottom: r.bottom <= limit + 1,
      text: el.textContent,
    };
  });
}
