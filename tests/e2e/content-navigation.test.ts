import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect } from "vitest";
import { contentEntries } from "~/content/collections.server";
import { baseUrl, DESKTOP, it, markDocument, stubThirdParty } from "../support/browser";
import { projectRoot } from "../support/server";

/**
 * Content pages carry their prose as HTML only (docs/decisions/012-content-collections.md): no
 * script the page loads contains it. After a client-side navigation the prose is fetched from the
 * prerendered page, and links inside it still navigate without reloading the page.
 */

/**
 * Every script a page loads: the modules it preloads or loads by address (all in its
 * after-first-paint template, app/page/deferred-scripts.ts) and their static imports (as
 * scripts/bench.ts counts).
 */
async function scriptsOf(pagePath: string): Promise<string[]> {
  const html = await (await fetch(new URL(pagePath, baseUrl()))).text();
  const queue = [
    ...html.matchAll(
      /<(?:link[^>]*rel="modulepreload"|script)[^>]*\b(?:href|src)="(\/assets\/[\w.-]+\.js)"/g,
    ),
  ].map((m) => m[1]!);
  const found = new Set<string>();
  while (queue.length) {
    const asset = queue.pop()!;
    if (found.has(asset)) continue;
    found.add(asset);
    const code = readFileSync(path.join(projectRoot, "build/client", asset), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([A-Za-z0-9._-]+\.js)"/g))
      queue.push(`/assets/${m[1]}`);
  }
  return [...found];
}

describe("prose is HTML, never JavaScript", () => {
  it.each([
    ["/blog/out-of-status-in-canada", "a Pre-Removal Risk Assessment has a 15-day deadline"],
    ["/blog/real-estate-agreements", "Pay the deposit by a traceable method such as a bank draft"],
    ["/knowledge/family-law", "Form 8A: Application (Divorce) is the Ontario court form"],
    ["/privacy", "Each message is saved in the firm's own database"],
  ])("%s: the text is in the page and in none of its scripts", async (pagePath, sentence) => {
    const html = await (await fetch(new URL(pagePath, baseUrl()))).text();
    expect(html.replace(/&#x27;|&#39;/g, "'")).toContain(sentence);
    const scripts = await scriptsOf(pagePath);
    // These pages are read-only: one small script (docs/decisions/015-hydrate-only-what-moves.md).
    expect(scripts.length).toBeGreaterThan(0);
    for (const asset of scripts) {
      const code = readFileSync(path.join(projectRoot, "build/client", asset), "utf8");
      expect(code.includes(sentence), `${asset} contains the prose`).toBe(false);
    }
    // Nor does the page's own data for hydration.
    const data = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
    expect(data.includes(sentence)).toBe(false);
  });

  it("every content page was prerendered with its prose", async () => {
    for (const entry of contentEntries) {
      if (!("path" in entry)) continue;
      const html = await (await fetch(new URL(entry.path, baseUrl()))).text();
      expect(html, entry.path).toContain(`data-prose="${entry.key}#body"`);
    }
  });
});

describe("client-side navigation to and from content pages", () => {
  // The blog index is a plain page that does not hydrate (its links are document loads); the
  // search page hydrates and lists the recent articles, so an article is reached in the app there.
  it("an article reached from the search page shows its whole text, and its links stay in the app", async ({
    open,
  }) => {
    const opened = await open("/search", { viewport: DESKTOP, beforeOpen: stubThirdParty });
    const { page } = opened;
    // Marks this document: a full page load would lose it.
    const sameDocument = await markDocument(page);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.locator('main a[href="/blog/real-estate-agreements"]').first().click();
    await page.waitForURL(/\/blog\/real-estate-agreements$/);
    await page.locator("[data-step]").first().waitFor();
    // The text came with the route's data; the page's HTML was not fetched to be read.
    expect(requested).toContain("/blog/real-estate-agreements.data");
    expect(requested).not.toContain("/blog/real-estate-agreements");
    expect(await page.locator("[data-step]").count()).toBe(5);
    expect(await page.locator("[data-action-items] li").count()).toBe(15);
    expect(await page.locator("[data-toc] a").count()).toBe(10);
    expect(await page.title()).toMatch(/^When Real Estate Deals Go Wrong/);
    expect(await sameDocument()).toBe(true);

    // The call to action inside the prose books a consultation. The contact page is always a
    // document load (its embeds need its own Content-Security-Policy: app/page/embed-pages.ts).
    await page.locator('[data-article-cta] a[href="/contact#book"]').click();
    await page.waitForURL(/\/contact(#book)?$/);
    await page.getByRole("dialog", { name: "Book a free consultation" }).waitFor();

    // And back: the article's text is there again.
    await page.goBack();
    await page.waitForURL(/\/blog\/real-estate-agreements$/);
    await page.locator("[data-step]").first().waitFor();
    expect(await page.locator("[data-step]").count()).toBe(5);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("a legal page and an FAQ page reached from the footer show their text", async ({ open }) => {
    const opened = await open("/", { viewport: DESKTOP });
    const { page } = opened;
    await page.locator('footer a[href="/privacy"]').first().click();
    await page.waitForURL(/\/privacy$/);
    await page.locator("[data-legal-sections] > li").first().waitFor();
    expect(await page.locator("[data-legal-sections] > li").count()).toBe(14);
    await page.locator('footer a[href="/faq"]').first().click();
    await page.waitForURL(/\/faq$/);
    await page
      .getByRole("link", { name: "How long does an uncontested divorce take?" })
      .first()
      .click();
    await page.waitForURL(/\/knowledge\/family-law#divorce-timeline$/);
    await expect
      .poll(() =>
        page.locator("details#divorce-timeline").evaluate((d) => (d as HTMLDetailsElement).open),
      )
      .toBe(true);
    expect(await page.locator("[data-faq-item]").count()).toBe(12);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
