/**
 * Pages with nothing interactive in their content do not hydrate
 * (docs/PRODUCT-RULES.md#which-pages-hydrate, docs/decisions/015-hydrate-only-what-moves.md):
 * they load no React, only one small standalone module, and everything a visitor uses on them
 * still works. Pages that hydrate keep client-side navigation.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { bookingHref } from "~/content/firm";
import { principalBio } from "~/content/people/principal";
import {
  DESKTOP,
  it,
  markDocument,
  type OpenSitePage,
  PHONE,
  stubThirdParty,
} from "../support/browser";
import { projectRoot } from "../support/server";

const READ_ONLY = [
  "/about",
  "/fees",
  "/team",
  "/danielle-mercer-bio",
  "/knowledge/real-estate/buyer-checklist",
  "/services/notary",
  "/fees/immigration",
  "/privacy",
  "/blog/real-estate-agreements",
  "/knowledge/immigration",
  "/knowledge",
  "/faq",
  "/knowledge/real-estate/purchase-process",
];

/** The site's own scripts the page fetches while it loads, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.pathname.startsWith("/assets/"))
      scripts.push(url.pathname);
  });
  return scripts;
}

const gzipKiB = (asset: string) =>
  gzipSync(readFileSync(path.join(projectRoot, "build/client", asset)), { level: 9 }).length / 1024;

/**
 * Opens a page that does not hydrate at 390 px and checks what every such page shares: marked
 * ready as "static", its first script the standalone module, nothing of React Router's client in
 * the document. Returns the site's scripts it fetched.
 */
async function openWithoutReactRouter(open: OpenSitePage, route: string): Promise<string[]> {
  let scripts: string[] = [];
  const { page } = await open(route, {
    viewport: PHONE,
    beforeOpen: async (p) => {
      scripts = recordScripts(p);
    },
  });
  expect(await page.locator("html").getAttribute("data-hydrated")).toBe("static");
  expect(scripts[0]).toMatch(/^\/assets\/read-only-page-[\w-]+\.js$/);
  const html = await page.content();
  expect(html).not.toContain("__reactRouterContext");
  expect(html).not.toContain("entry.client");
  return scripts;
}

describe("a read-only page", () => {
  it.for(READ_ONLY)(
    "%s loads no React, only its small standalone script",
    async (route, { open }) => {
      const scripts = await openWithoutReactRouter(open, route);
      expect(scripts).toHaveLength(1);
      expect(scripts.reduce((sum, s) => sum + gzipKiB(s), 0)).toBeLessThan(40);
    },
  );

  it("a step-by-step guide and a checklist are read-only; the checklist ticks and counts without React", async ({
    open,
  }) => {
    const guide = await open("/knowledge/real-estate/purchase-process", { viewport: DESKTOP });
    expect(await guide.page.locator("html").getAttribute("data-hydrated")).toBe("static");
    const { page } = await open("/knowledge/real-estate/buyer-checklist", { viewport: DESKTOP });
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("static");
    const progress = page.locator("[data-checklist-progress]");
    await expect.poll(() => progress.innerText()).toMatch(/^0 of \d+ done$/);
    await page.locator("[data-checklist-item]").first().check();
    await expect.poll(() => progress.innerText()).toMatch(/^1 of \d+ done$/);
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
  });

  it("the principal's biography: a gallery image that fails gives way to its placeholder, without React", async ({
    open,
  }) => {
    const failing = principalBio.gallery[1]!;
    const { page } = await open("/danielle-mercer-bio", {
      viewport: DESKTOP,
      beforeOpen: (p) => p.route(`**${failing.src}`, (route) => route.abort()),
      // The browser reports the failed image; that failure is what this test is about.
      allowProblems: /Failed to load resource/,
    });
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("static");
    const gallery = page.locator("[data-gallery]");
    await gallery.scrollIntoViewIfNeeded();
    const placeholder = gallery.getByRole("img", { name: failing.alt });
    await expect
      .poll(() => placeholder.evaluate((el) => el.hasAttribute("data-photo-placeholder")))
      .toBe(true);
    await expect.poll(() => placeholder.isVisible()).toBe(true);
    expect((await placeholder.innerText()).trim()).toBe(failing.caption);
    // The others show their images, and no placeholder.
    expect(await gallery.locator("img:visible").count()).toBe(principalBio.gallery.length - 1);
    expect(await gallery.locator("[data-photo-placeholder]:visible").count()).toBe(1);
  });

  it("keeps the header's behaviour: solid after 50 px, menus from the keyboard, by hover, Escape", async ({
    open,
  }) => {
    const { page } = await open("/privacy", { viewport: DESKTOP });
    const header = page.locator("[data-site-header]");
    expect(await header.getAttribute("data-solid")).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(() => header.getAttribute("data-solid")).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(() => header.getAttribute("data-solid")).toBeNull();

    const fees = page.getByRole("button", { name: "Fees menu" });
    expect(await fees.getAttribute("aria-expanded")).toBe("false");
    await fees.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => fees.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${await fees.getAttribute("aria-controls")}`);
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => fees.getAttribute("aria-expanded")).toBe("false");
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Fees menu",
    );

    const services = page.getByRole("button", { name: "Services menu" });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" })
      .hover();
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    // The pointer leaves the menu for the page below it (the open panel covers a compact hero's
    // heading).
    await page.mouse.move(5, 700);
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the visitor's year in the footer", async ({ open }) => {
    const { page } = await open("/terms", {
      viewport: DESKTOP,
      beforeOpen: (p) => p.clock.install({ time: new Date("2031-03-02T15:00:00Z") }),
    });
    await expect.poll(() => page.locator("footer [data-year]").innerText()).toBe("2031");
  });

  it("an article's reading progress and table of contents follow the scroll", async ({ open }) => {
    const { page } = await open("/blog/real-estate-agreements", { viewport: DESKTOP });
    const bar = page.locator("[data-reading-progress]");
    expect(await bar.getAttribute("data-progress")).toBe("0");
    const links = page.locator("[data-toc] a");
    const last = links.last();
    const id = ((await last.getAttribute("href")) ?? "").slice(1);
    await last.click();
    await expect.poll(() => last.getAttribute("aria-current")).toBe("true");
    await expect
      .poll(async () => Number(await bar.getAttribute("data-progress")))
      .toBeGreaterThan(50);
    expect(await page.locator("[data-toc] a[aria-current]").count()).toBe(1);
    expect(page.url()).toMatch(new RegExp(`#${id}$`));
  });

  it("a question linked by #id is open on arrival", async ({ open }) => {
    const { page } = await open("/knowledge/family-law#divorce-timeline", { viewport: PHONE });
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("static");
    await expect
      .poll(() =>
        page.locator("details#divorce-timeline").evaluate((d) => (d as HTMLDetailsElement).open),
      )
      .toBe(true);
  });

  it("opens site search from the header", async ({ open }) => {
    const { page } = await open("/privacy", { viewport: DESKTOP });
    await page.locator("[data-search-open]").click();
    const dialog = page.getByRole("dialog", { name: "Search this website" });
    await dialog.getByRole("searchbox").waitFor();
    expect(page.url()).toMatch(/\/privacy$/);
  });

  it("a booking link is a document load of /contact#book, which opens the booking dialog", async ({
    open,
  }) => {
    const { page } = await open("/blog/real-estate-agreements", {
      viewport: PHONE,
      beforeOpen: stubThirdParty,
    });
    const cta = page
      .locator("[data-article-cta]")
      .getByRole("link", { name: "Book a free consultation" });
    expect(await cta.getAttribute("href")).toBe(bookingHref);
    await cta.click();
    await page.waitForURL(/\/contact#book$/);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole("dialog").waitFor();
  });
});

describe("a fee page's calculators are islands (docs/decisions/030-islands.md)", () => {
  const islandPages = [
    ["/fees/estate-planning", /^\/assets\/estate-quote-[\w-]+\.js$/],
    ["/fees/real-estate", /^\/assets\/real-estate-fees-[\w-]+\.js$/],
  ] as const;

  it.for(islandPages)(
    "%s loads no React Router, only the standalone script and its one island module",
    async ([route, island], { open }) => {
      const scripts = await openWithoutReactRouter(open, route);
      expect(scripts).toHaveLength(2);
      expect(scripts[1]).toMatch(island);
      // Smaller than React Router's start and the whole page's hydration it replaces.
      expect(gzipKiB(scripts[1] ?? "")).toBeLessThan(120);
    },
  );

  it("the estate quote answers once the page is ready, and its Get Started link is a document load", async ({
    open,
  }) => {
    const { page } = await open("/fees/estate-planning", { viewport: PHONE });
    const sameDocument = await markDocument(page);
    await page.getByRole("radio", { name: /Couples dual will/ }).check();
    await expect.poll(() => page.locator("[data-quote-total]").count()).toBe(1);
    await expect.poll(() => new URL(page.url()).search).toBe("?package=couples-dual");
    // The result card's own link (each package card above has one too).
    await page.locator("#quote").getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL(/\/contact/);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await sameDocument()).toBe(false);
  });

  it("the real estate tool answers on the page and keeps its answer in the address", async ({
    open,
  }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE });
    await page.getByRole("radio", { name: "Selling" }).check();
    await page.locator("#closing-costs").getByLabel(/price/i).first().fill("900000");
    await expect.poll(() => page.locator("#closing-costs [data-estimate-total]").count()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get("closing-price")).toBe("900000");
    expect(new URL(page.url()).searchParams.get("type")).toBe("sale");
  });

  it("reached client-side from a hydrated page, the calculator is part of the React page", async ({
    open,
  }) => {
    const { page } = await open("/contact", { viewport: DESKTOP });
    const sameDocument = await markDocument(page);
    await page.locator('footer a[href="/fees"]').first().click();
    await page.waitForURL(/\/fees$/);
    await page.locator('main a[href="/fees/estate-planning"]').first().click();
    await page.waitForURL(/\/fees\/estate-planning$/);
    await page.getByRole("radio", { name: /Couples dual will/ }).check();
    await expect.poll(() => page.locator("[data-quote-total]").count()).toBe(1);
    expect(await page.locator("[data-island]").count()).toBe(1);
    expect(await sameDocument()).toBe(true);
  });
});

describe("a page that hydrates", () => {
  it("a not-found page under a read-only route hydrates like every error page", async ({
    open,
  }) => {
    const { page, response } = await open("/blog/no-such-article", {
      viewport: DESKTOP,
      allowProblems: /status of 404/,
    });
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toMatch(/404/);
    // The harness does not wait on an error status: wait for React's marker ("static" would time out).
    await page.waitForSelector('html[data-hydrated="true"]');
  });

  it("keeps client-side navigation", async ({ open }) => {
    const { page } = await open("/contact", { viewport: DESKTOP });
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
    const sameDocument = await markDocument(page);
    await page.locator('footer a[href="/fees"]').first().click();
    await page.waitForURL(/\/fees$/);
    await page.locator("main h1").waitFor();
    expect(await sameDocument()).toBe(true);
  });

  it("a read-only page reached client-side from it keeps working as part of the app", async ({
    open,
  }) => {
    const { page } = await open("/contact", { viewport: DESKTOP });
    const sameDocument = await markDocument(page);
    await page.locator('footer a[href="/privacy"]').first().click();
    await page.waitForURL(/\/privacy$/);
    await page.locator("[data-legal-sections] > li").first().waitFor();
    await page.locator('footer a[href="/faq"]').first().click();
    await page.waitForURL(/\/faq$/);
    expect(await sameDocument()).toBe(true);
  });

  it("the home page reached client-side from it: React renders the carousel and the same behaviour runs it", async ({
    open,
  }) => {
    const { page } = await open("/contact", { viewport: DESKTOP });
    const sameDocument = await markDocument(page);
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === "/");
    const carousel = page.locator("[data-testimonials]");
    await expect.poll(() => carousel.getAttribute("data-wired")).toBe("");
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect
      .poll(() => carousel.locator("[data-slide-index]").getAttribute("data-slide-index"))
      .toBe("1");
    await page.getByRole("button", { name: "Play testimonials" }).waitFor();
    expect(await sameDocument()).toBe(true);
  });
});
