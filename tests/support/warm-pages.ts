/**
 * Warm pages: the browser-test harness keeps, per Vitest worker, one Chromium page for each kind of
 * page its tests open (JavaScript on or off, the same context options, with or without a fake
 * clock), lends it to one test at a time and wipes it in between. A test then pays for a page load,
 * not for a new context, tab and renderer process: the renderer's compiled scripts (the site's,
 * Playwright's and axe-core's) are reused, which takes about a third of the CPU off a page opened
 * and scanned (docs/PERFORMANCE.md#test-suite).
 *
 * What a test could leave behind is taken away before the next test gets the page:
 * - when the test ends: every other page of the context (second pages, pop-ups) is closed, the
 *   listeners it put on the page or the context are removed and its request routes taken away,
 *   the pointer leaves the page (no hover carried over) and the page goes to about:blank (none of
 *   the test's timers, requests or storage writes outlive it);
 * - when the next test opens it: cookies, permissions, the HTTP cache (so each test is a first
 *   visit, as in a new context), and the storage of every origin the page reached (local and
 *   session storage, IndexedDB, caches, service workers) are cleared, the viewport, reduced-motion
 *   setting, media type and clock are set as the test asks, and after the load the navigation
 *   history is cut to the page opened.
 *
 * A page whose test closed it or its context, or that crashed, is dropped, never lent again. Tests
 * that need what cannot be wiped (a virtual authenticator, init scripts or routes installed before
 * the first request with `beforeOpen`) get a fresh context, as before.
 * tests/e2e/harness-isolation.test.ts proves that a lent page comes back clean.
 */
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from "playwright-core";

/** Where the harness's watchers write what a page reports, swapped for each test. */
export interface ProblemSink {
  problems: string[];
}

export interface WarmPage {
  readonly key: string;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  /** Origins the page's requests reached since it was last wiped. */
  readonly origins: Set<string>;
  readonly sink: ProblemSink;
  /** Whether the page runs on Playwright's fake clock, and whether it is installed yet. */
  readonly clock: boolean;
  clockInstalled: boolean;
  busy: boolean;
  lastUsed: number;
}

/**
 * The events a test may listen to on a page and on a context (Playwright's documented ones), all
 * but "close" and "crash": Playwright listens to those itself, so their listeners stay.
 */
const PAGE_EVENTS = [
  "console",
  "dialog",
  "domcontentloaded",
  "download",
  "filechooser",
  "frameattached",
  "framedetached",
  "framenavigated",
  "load",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
  "worker",
] as const;
const CONTEXT_EVENTS = [
  "backgroundpage",
  "console",
  "dialog",
  "page",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "serviceworker",
  "weberror",
] as const;

export interface WarmPageRequest {
  javaScript: boolean;
  context: BrowserContextOptions;
  clock: boolean;
}

/** At most this many idle pages per worker; the least recently used beyond it are closed. */
const MAX_IDLE = 4;

export class WarmPages {
  private readonly pages: WarmPage[] = [];

  constructor(
    private readonly browser: Browser,
    /** Installs the harness's watchers on a page (console problems, uncaught errors). */
    private readonly watch: (page: Page, sink: ProblemSink) => void,
    /** The harness's init scripts, for a new context (the CSP-violation report). */
    private readonly prepare: (context: BrowserContext) => Promise<void>,
  ) {}

  static keyOf(request: WarmPageRequest): string {
    // Viewport and reduced motion are set per test on the page; everything else is the context's.
    const { viewport: _v, reducedMotion: _r, ...context } = request.context;
    return JSON.stringify({ javaScript: request.javaScript, clock: request.clock, context });
  }

  /** A page of that kind, wiped, marked busy. */
  async borrow(request: WarmPageRequest): Promise<WarmPage> {
    const key = WarmPages.keyOf(request);
    const idle = this.pages.find((p) => p.key === key && !p.busy);
    const warm = idle ?? (await this.create(key, request));
    warm.busy = true;
    warm.sink.problems = [];
    if (idle) await this.wipe(warm);
    return warm;
  }

  /** Ends a test's use of the page: closes its other pages, removes its listeners and routes. */
  async giveBack(warm: WarmPage): Promise<void> {
    if (!this.pages.includes(warm)) return;
    try {
      if (warm.page.isClosed()) throw new Error("closed by its test");
      await Promise.all(
        warm.context
          .pages()
          .filter((p) => p !== warm.page)
          .map((p) => p.close()),
      );
      // The test's listeners go, and with them the harness's own, which are put back.
      for (const event of PAGE_EVENTS) warm.page.removeAllListeners(event);
      for (const event of CONTEXT_EVENTS) warm.context.removeAllListeners(event);
      this.listen(warm);
      await warm.context.unrouteAll({ behavior: "ignoreErrors" });
      await warm.page.unrouteAll({ behavior: "ignoreErrors" });
      // Off the page, while the test's document is still there to see it leave: where the
      // pointer rested would otherwise hover the next test's page.
      await warm.page.mouse.move(-1, -1);
      // The test's document ends here: none of its timers, requests or storage writes outlive it,
      // and the next test's first load is a new document even at the same address.
      await warm.page.goto("about:blank");
      warm.busy = false;
      warm.lastUsed = Date.now();
    } catch {
      await this.drop(warm);
      return;
    }
    const idle = this.pages.filter((p) => !p.busy).sort((a, b) => a.lastUsed - b.lastUsed);
    for (const old of idle.slice(0, Math.max(0, idle.length - MAX_IDLE))) await this.drop(old);
  }

  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.pages].map((p) => this.drop(p)));
  }

  private async create(key: string, request: WarmPageRequest): Promise<WarmPage> {
    const context = await this.browser.newContext({
      ...request.context,
      javaScriptEnabled: request.javaScript,
    });
    try {
      await this.prepare(context);
      const page = await context.newPage();
      const warm: WarmPage = {
        key,
        context,
        page,
        cdp: await context.newCDPSession(page),
        origins: new Set(),
        sink: { problems: [] },
        clock: request.clock,
        clockInstalled: false,
        busy: false,
        lastUsed: Date.now(),
      };
      // A context the test closes, or a page that crashed, is never lent again.
      context.once("close", () => this.forget(warm));
      page.once("crash", () => void this.drop(warm));
      this.listen(warm);
      this.pages.push(warm);
      return warm;
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  private listen(warm: WarmPage) {
    this.watch(warm.page, warm.sink);
    warm.context.on("page", (p) => this.watch(p, warm.sink));
    warm.context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol === "http:" || url.protocol === "https:") warm.origins.add(url.origin);
    });
  }

  /** Clears what a previous test left in the context and the page's renderer. */
  private async wipe(warm: WarmPage) {
    const { context, cdp } = warm;
    await context.clearCookies();
    await context.clearPermissions();
    await cdp.send("Network.clearBrowserCache");
    for (const origin of warm.origins) {
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
      // Session storage belongs to the tab, not the origin's stores: cleared through the page.
      await cdp
        .send("DOMStorage.clear", { storageId: { securityOrigin: origin, isLocalStorage: false } })
        .catch(() => {});
    }
    warm.origins.clear();
  }

  private forget(warm: WarmPage) {
    const i = this.pages.indexOf(warm);
    if (i !== -1) this.pages.splice(i, 1);
  }

  private async drop(warm: WarmPage) {
    this.forget(warm);
    await warm.context.close().catch(() => {});
  }
}
