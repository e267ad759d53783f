import { describe, expect } from "vitest";
import { sitePaths } from "~/site-pages.server";
import {
  axeViolations,
  baseUrl,
  DESKTOP,
  describeViolations,
  it,
  PHONE,
  stubThirdParty,
} from "../support/browser";

/**
 * Site search: opened from the header on every page, built by Pagefind from the prerendered
 * pages, loading nothing until it is opened, and usable by keyboard and screen reader.
 */

describe("the header's search", () => {
  it("is on every page: a link to /search, and the script that opens the dialog", async () => {
    for (const path of sitePaths) {
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      expect(html, path).toMatch(
        /<a href="\/search" data-search-open="[^"]*" [^>]*aria-label="Search this website"/,
      );
      expect(html, path).toContain('closest("[data-search-open]")');
    }
  });

  it("loads nothing until it is opened; then finds an FAQ answer by a word in it", async ({
    open,
  }) => {
    const opened = await open("/about", { viewport: DESKTOP });
    const { page } = opened;
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    expect(requests.filter((p) => /pagefind|site-search/.test(p))).toEqual([]);

    await page.locator("[data-search-open]").click();
    const dialog = page.getByRole("dialog", { name: "Search this website" });
    await dialog.waitFor();
    expect(requests).toContain("/site-search.js");
    const field = dialog.getByRole("searchbox", {
      name: "Search articles, guides, answers to common questions and services",
    });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);

    // "Apostille" appears in the notary FAQ's answer about documents for use abroad.
    await field.fill("apostille");
    const status = dialog.getByRole("status");
    // With its synonyms (app/search/pagefind.ts), "apostille" finds more than the dialog lists.
    await expect
      .poll(() => status.textContent())
      .toMatch(/^(The 8 best results|\d+ results?) for “apostille”\.$/);
    const hrefs = await dialog
      .locator("[data-search-results] a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("/knowledge/notary-services");
    expect(hrefs.some((h) => h?.startsWith("/knowledge/notary-services#"))).toBe(true);
    expect(requests.some((p) => p.startsWith("/pagefind/"))).toBe(true);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("a question found by search opens when its result is followed", async ({ open }) => {
    const opened = await open("/", { viewport: PHONE });
    const { page } = opened;
    await page.locator("[data-search-open]").click();
    const dialog = page.getByRole("dialog", { name: "Search this website" });
    await dialog.getByRole("searchbox").fill("apostille");
    const part = dialog
      .locator('[data-search-results] a[href^="/knowledge/notary-services#"]')
      .first();
    await part.waitFor();
    const href = (await part.getAttribute("href")) ?? "";
    await part.click();
    await page.waitForURL((url) => url.pathname === "/knowledge/notary-services");
    await page.waitForSelector("html[data-hydrated]");
    const target = href.split("#")[1] ?? "";
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const el = document.getElementById(id);
          const details = el instanceof HTMLDetailsElement ? el : el?.closest("details");
          return details?.open ?? false;
        }, target),
      )
      .toBe(true);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("works from the keyboard: opens with Enter, Escape closes it and focus returns to the link", async ({
    open,
  }) => {
    const opened = await open("/blog/real-estate-agreements", { viewport: DESKTOP });
    const { page } = opened;
    await page.locator("[data-search-open]").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Search this website" });
    await dialog.waitFor();
    await page.keyboard.type("deposit");
    await expect
      .poll(() => dialog.getByRole("status").textContent())
      .toMatch(/results? for “deposit”/);
    // The results are a list of links, reached with Tab from the field.
    expect(await dialog.locator("[data-search-results] > li > a").count()).toBeGreaterThan(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(
      await page.locator("[data-search-open]").evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("opens the same way on a page that hydrates (/contact), and leads to /search without JavaScript there", async ({
    open,
  }) => {
    const opened = await open("/contact", { viewport: DESKTOP, beforeOpen: stubThirdParty });
    const { page } = opened;
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
    await page.locator("[data-search-open]").click();
    const dialog = page.getByRole("dialog", { name: "Search this website" });
    await dialog.getByRole("searchbox").waitFor();
    expect(page.url()).toMatch(/\/contact$/);
    expect(opened.problems).toEqual([]);
    await opened.close();

    const noScript = await open("/contact", { javaScript: false, viewport: DESKTOP });
    await noScript.page.locator("[data-search-open]").click();
    await noScript.page.waitForURL(/\/search$/);
    expect(await noScript.page.locator("h1").innerText()).toBe("Search this website");
    await noScript.close();
  });

  it("without JavaScript leads to /search, which lists what search covers", async ({ open }) => {
    const opened = await open("/", { javaScript: false, viewport: PHONE });
    const { page } = opened;
    await page.locator("[data-search-open]").click();
    await page.waitForURL(/\/search$/);
    expect(await page.locator("h1").innerText()).toBe("Search this website");
    const hrefs = await page
      .locator("main a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const path of [
      "/blog/out-of-status-in-canada",
      "/knowledge/real-estate/buyer-checklist",
      "/knowledge/immigration",
      "/services/notary",
    ])
      expect(hrefs).toContain(path);
    expect(
      await page.locator('form[role="search"][action="/search"] input[name="q"]').count(),
    ).toBe(1);
    await opened.close();
  });

  it("/search?q= shows every result for the words", async ({ open }) => {
    const opened = await open("/search?q=probate", { viewport: DESKTOP });
    const { page } = opened;
    await page.locator("[data-search-results]").waitFor();
    const hrefs = await page
      .locator("[data-search-results] a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("/knowledge/wills-estates");
    await expect(page.locator("[data-search-page-input]").inputValue()).resolves.toBe("probate");
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("finds the land transfer tax guide by its subject, and each lawyer's page by name", async ({
    open,
  }) => {
    for (const [q, path] of [
      ["land transfer tax", "/knowledge/real-estate/land-transfer-tax"],
      ["Baptiste", "/marcus-baptiste-bio"],
      ["Mercer", "/danielle-mercer-bio"],
    ] as const) {
      const opened = await open(`/search?q=${encodeURIComponent(q)}`, { viewport: DESKTOP });
      const { page } = opened;
      await page.locator("[data-search-results]").waitFor();
      const hrefs = await page
        .locator("[data-search-results] a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")?.split("#")[0]));
      expect(hrefs, q).toContain(path);
      await opened.close();
    }
  });
});

describe("the Content-Security-Policy for search", () => {
  it("allows WebAssembly only in Pagefind's worker, never in a page", async () => {
    const worker = await fetch(new URL("/pagefind/pagefind-worker.js", baseUrl()));
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-security-policy")).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; base-uri 'none'",
    );
    for (const path of ["/", "/search", "/knowledge/family-law"]) {
      const page = await fetch(new URL(path, baseUrl()));
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("wasm-unsafe-eval");
      expect(csp, path).not.toContain("unsafe-eval");
    }
    const index = await fetch(new URL("/pagefind/pagefind.js", baseUrl()));
    expect(index.headers.get("content-security-policy")).not.toContain("wasm");
  });
});
