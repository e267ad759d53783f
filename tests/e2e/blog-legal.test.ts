/**
 * The blog, the articles and the legal pages: tables of contents, reading progress, calls to
 * action and structured data (docs/PRODUCT-RULES.md#content-and-compliance). Their axe scans, one
 * per width, are in routes.test.ts (1280 px) and accessibility.test.ts (390 px).
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { blogPosts as articles, entryBySlug } from "~/content/collections.server";
import { bookingHref, firm, telHref } from "~/content/firm";
import { sitePages } from "~/site-pages.server";
import {
  DESKTOP,
  it,
  PHONE,
  stubThirdParty,
  textOf,
  waitForScrollToSettle,
} from "../support/browser";

/** The articles and legal pages, read from their content files (app/content). */
const blogPosts = articles.map((p) => ({
  path: p.path,
  title: p.heading,
  datePublished: p.published,
  dateModified: p.dateModified,
  readingMinutes: p.readingMinutes,
}));
const realEstateToc = entryBySlug("blog", "real-estate-agreements")!.toc;
const outOfStatusToc = entryBySlug("blog", "out-of-status-in-canada")!.toc;
const privacyPolicy = { sections: entryBySlug("legal", "privacy")!.toc };
const termsAndConditions = { sections: entryBySlug("legal", "terms")!.toc };

/** A button "acts" when it dials the firm, writes to the firm with a subject, or goes to a page of the site. */
function expectActingHref(href: string | null) {
  expect(href, "button without href").toBeTruthy();
  const h = href ?? "";
  if (h.startsWith("tel:")) expect(h).toBe(telHref(firm.phone));
  else if (h.startsWith("mailto:"))
    expect(h).toMatch(new RegExp(`^mailto:${firm.email.replace(".", "\\.")}\\?subject=.+`));
  // A page of the site, or a section of one (the booking link is /contact#book).
  else expect(sitePages.map((p) => p.path)).toContain(h.split("#")[0]);
}

/** Where the section's top edge sits after following a table-of-contents link. */
async function followTocLink(page: Page, id: string) {
  await page.locator(`[data-toc] a[href="#${id}"]`).click();
  await page.waitForFunction((hash) => location.hash === hash, `#${id}`);
  await waitForScrollToSettle(page);
  return page.evaluate((target) => {
    const el = document.getElementById(target);
    if (!el) return null;
    const rect = el.getBoundingClientRect();
    const header =
      document.querySelector("[data-site-header]")?.getBoundingClientRect().bottom ?? 0;
    const atBottom =
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2;
    return { top: rect.top, header, atBottom, viewport: window.innerHeight };
  }, id);
}

describe("table of contents", () => {
  const cases = [
    ["/blog/real-estate-agreements", realEstateToc],
    ["/blog/out-of-status-in-canada", outOfStatusToc],
    ["/privacy", privacyPolicy.sections.map((s) => ({ id: s.id }))],
    ["/terms", termsAndConditions.sections.map((s) => ({ id: s.id }))],
  ] as const;

  for (const [path, toc] of cases) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`${path} at ${viewport.width}px: every link lands on its section, below the fixed header`, async ({
        open,
      }) => {
        const opened = await open(path, { viewport, reducedMotion: true });
        const { page } = opened;
        expect(await page.locator("[data-toc] a").count()).toBe(toc.length);
        for (const { id } of toc) {
          const landed = await followTocLink(page, id);
          expect(landed, `#${id} missing`).not.toBeNull();
          if (!landed) continue;
          // The section starts just under the header, or (for the last ones) the page is scrolled to the end.
          expect(landed.top, `#${id} hidden under the header`).toBeGreaterThanOrEqual(
            landed.header - 1,
          );
          if (!landed.atBottom)
            expect(landed.top, `#${id} not at the top`).toBeLessThan(landed.header + 60);
          else expect(landed.top, `#${id} not visible`).toBeLessThan(landed.viewport);
        }
      });
    }
  }

  it("works with JavaScript off (plain anchors)", async ({ open }) => {
    const opened = await open("/blog/out-of-status-in-canada", {
      javaScript: false,
      reducedMotion: true,
    });
    const landed = await followTocLink(opened.page, "solutions");
    expect(landed?.top).toBeGreaterThanOrEqual(0);
    expect(landed?.top).toBeLessThan(200);
  });

  it("marks the section being read with aria-current", async ({ open }) => {
    const opened = await open("/blog/out-of-status-in-canada", {
      reducedMotion: true,
    });
    await followTocLink(opened.page, "risk-factors");
    await opened.page.waitForSelector('[data-toc] a[href="#risk-factors"][aria-current="true"]');
    await expect
      .poll(() => opened.page.locator('[data-toc] a[aria-current="true"]').count())
      .toBe(1);
  });
});

describe("reading progress", () => {
  it("is hidden from assistive technology and fills as the article is read", async ({ open }) => {
    const opened = await open("/blog/real-estate-agreements", {
      viewport: PHONE,
      reducedMotion: true,
    });
    const { page } = opened;
    const bar = page.locator("[data-reading-progress]");
    expect(await page.locator('[aria-hidden="true"]:has([data-reading-progress])').count()).toBe(1);
    expect(
      await page.locator('[role="progressbar"], [aria-live]:has([data-reading-progress])').count(),
    ).toBe(0);
    expect(Number(await bar.getAttribute("data-progress"))).toBeLessThan(5);
    await page.evaluate(() => {
      const body = document.getElementById("article-body")!;
      window.scrollTo(0, body.offsetTop + body.offsetHeight / 2 - window.innerHeight / 2);
    });
    await page.waitForFunction(() => {
      const p = Number(
        document.querySelector("[data-reading-progress]")?.getAttribute("data-progress"),
      );
      return p > 30 && p < 70;
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () =>
        document.querySelector("[data-reading-progress]")?.getAttribute("data-progress") === "100",
    );
    // The bar is visibly full width (no CSS left holding it at zero).
    await expect
      .poll(async () => (await bar.boundingBox())?.width)
      .toBeGreaterThan(PHONE.width - 2);
  });
});

describe("calls to action", () => {
  it("the blog index has a Read More link to each post", async ({ open }) => {
    const opened = await open("/blog");
    const hrefs = await opened.page
      .locator("[data-read-more]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect([...hrefs].sort()).toEqual(blogPosts.map((p) => p.path).sort());
    await opened.page.locator("[data-read-more]").first().click();
    await opened.page.waitForURL(/\/blog\/.+/);
    // The address changes before the post renders: wait for its heading, then count.
    const post = sitePages.find((p) => p.path === hrefs[0])!;
    await expect.poll(() => textOf(opened.page.locator("h1"))).toBe(post.heading);
    expect(await opened.page.locator("h1").count()).toBe(1);
  });

  it("the real estate article: Call Now dials the firm and the consultation button opens the booking dialog", async ({
    open,
  }) => {
    const opened = await open("/blog/real-estate-agreements", { beforeOpen: stubThirdParty });
    const { page } = opened;
    const call = page.locator("[data-article-cta] a", { hasText: "Call Now" });
    expect(await call.getAttribute("href")).toBe(telHref(firm.phone));
    const consult = page.locator("[data-article-cta] a", { hasText: "Consultation" });
    expect(await consult.getAttribute("href")).toBe(bookingHref);
    for (const a of await page.locator("[data-article-cta] a").all())
      expectActingHref(await a.getAttribute("href"));
    await consult.click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole("dialog", { name: "Book a free consultation" }).waitFor();
  });

  it("the out-of-status guide: Emergency Consultation, Email Assessment and Free Consultation all act", async ({
    open,
  }) => {
    const opened = await open("/blog/out-of-status-in-canada");
    const { page } = opened;
    const href = (name: string) =>
      page.locator("[data-article-cta] a", { hasText: name }).getAttribute("href");
    expect(await href("Emergency Consultation")).toBe(telHref(firm.phone));
    expect(await href("Email Assessment")).toMatch(
      new RegExp(`^mailto:${firm.email.replace(".", "\\.")}\\?subject=Out-of-status`),
    );
    expect(await href("Free Consultation")).toBe(bookingHref);
    expect(await page.locator("[data-urgent-banner] a").getAttribute("href")).toBe(
      telHref(firm.phone),
    );
    for (const a of await page.locator("main a.rounded-pill, [data-article-cta] a").all())
      expectActingHref(await a.getAttribute("href"));
  });

  it("every link on the legal pages has a real target", async ({ open }) => {
    for (const path of ["/terms", "/privacy", "/legal-disclaimer"]) {
      const opened = await open(path, { javaScript: false });
      const hrefs = await opened.page
        .locator("[data-article-body] a")
        .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const h of hrefs) {
        if (h?.startsWith("https://")) continue;
        expectActingHref(h);
      }
      if (path === "/terms") expect(hrefs).toContain("/privacy");
      if (path === "/legal-disclaimer") expect(hrefs).toContain("/contact");
    }
  });
});

describe("article content and structured data", () => {
  it("reads fully with JavaScript off", async ({ open }) => {
    const opened = await open("/blog/out-of-status-in-canada", { javaScript: false });
    const { page } = opened;
    expect(await page.locator("[data-solution]").count()).toBe(7);
    expect(await page.locator("[data-risk]").count()).toBe(6);
    await expect(page.locator("[data-reading-label]").innerText()).resolves.toBe(
      "20 min read / Reviewed November 2026",
    );
    const badges = await page
      .locator("[data-badge]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-value")));
    expect(new Set(badges)).toEqual(new Set(["High", "Medium", "Immediate", "Variable"]));
    const re = await open("/blog/real-estate-agreements", { javaScript: false });
    expect(await re.page.locator("[data-step]").count()).toBe(5);
    expect(await re.page.locator("[data-action-items] li").count()).toBe(15);
    await expect(re.page.locator("[data-reading-label]").innerText()).resolves.toBe(
      "15 minute read",
    );
  });

  it.for(blogPosts.map((p) => [p.path, p] as const))(
    "%s carries Article JSON-LD with reading time and dates",
    async ([path, post], { open }) => {
      const opened = await open(path);
      const blocks = await opened.page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null")));
      const article = blocks.find((b) => b?.["@type"] === "Article");
      expect(article).toMatchObject({
        headline: post.title,
        datePublished: post.datePublished,
        dateModified: post.dateModified,
        timeRequired: `PT${post.readingMinutes}M`,
        author: { "@type": "Person" },
        publisher: { name: firm.name },
      });
    },
  );
});

describe("/sitemap", () => {
  it("lists every route of the route table", async ({ open }) => {
    const opened = await open("/sitemap", { javaScript: false });
    const hrefs = await opened.page
      .locator("main a")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const p of sitePages) expect(hrefs, `${p.path} missing from /sitemap`).toContain(p.path);
    const main = await opened.page.locator("main").innerText();
    for (const p of sitePages) expect(main).toContain(p.heading);
  });
});
