import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { ARTICLES_PER_PAGE, FEED_ENTRIES } from "~/blog/listing";
import { areaId } from "~/components/blog/types";
import { practiceAreas } from "~/content/collections/schema";
import { blogPosts } from "~/content/collections.server";
import { siteUrl } from "~/lib/seo/seo";
import { baseUrl, DESKTOP, it, type OpenSitePage } from "../support/browser";
import { decodeEntities, titleAndHeadings } from "../support/html";
import { buildProjectCopy, type ProjectCopy } from "../support/project-copy";
import { projectRoot } from "../support/server";

/**
 * Content is files: adding an article is adding one file, and the blog holds up at the size a firm
 * writing weekly reaches in six years. One copy of the project is built and served with more files
 * in app/content/blog: the fixture article (tests/fixtures/content/blog) and 300 generated articles
 * spread over the five practice areas. (One copy for both: a build is the costliest step of the
 * browser tests, and the two additions do not touch each other, see docs/PERFORMANCE.md.)
 *
 * - The fixture article is at its address with its table of contents, on the blog index, in
 *   sitemap.xml, in the feed and in search; the project's own build, without the file, has it
 *   nowhere.
 * - Every page of the index stays under 60 KB of HTML, the pages lead from one to the next, each
 *   practice area's pages list exactly its articles without JavaScript, and the feed carries the
 *   latest 20.
 */

const SLUG = "keys-and-meter-readings";
const PATH = `/blog/${SLUG}`;
const HEADING = "Getting your keys on closing day: what happens and when";
const WORD = "lockbox";
const FIXTURE_AREA = "real-estate";

const GENERATED = 300;
const MAX_PAGE_BYTES = 60 * 1024;
const areas = Object.keys(practiceAreas) as (keyof typeof practiceAreas)[];

/** A unique, number-free name for article i ("bac"): figures in prose are checked by the build. */
const code = (i: number) =>
  [...Array(3)].map((_, k) => String.fromCharCode(97 + (Math.floor(i / 26 ** k) % 26))).join("");

/** Article i: published weekly from 2019-01-07, in area i mod 5 (real estate the most often). */
function generated(i: number): { slug: string; published: string; area: string; mdx: string } {
  const date = new Date(Date.UTC(2019, 0, 7 + 7 * i)).toISOString().slice(0, 10);
  const area = i % 7 < 3 ? "real-estate" : (areas[i % 5] ?? "immigration");
  const slug = `practice-note-${code(i)}`;
  const mdx = `---
title: "Practice note ${code(i)}"
description: A short practice note from our lawyers, generated for the test of the blog at scale.
summary: A short practice note from our lawyers on a question clients ask, written in plain language for readers in Ontario and across Canada.
published: ${date}
reviewed: ${date}
author: principal
area: ${area}
---

Clients often ask us about this. Here is what we tell them, in plain language.

## What to do first {#first}

Read your documents carefully and write down your questions before you call us.
`;
  return { slug, published: date, area, mdx };
}

const articles = Array.from({ length: GENERATED }, (_, i) => generated(i));
let site: ProjectCopy;

beforeAll(async () => {
  site = await buildProjectCopy(
    {
      [`app/content/blog/${SLUG}.mdx`]: readFileSync(
        path.join(projectRoot, "tests/fixtures/content/blog", `${SLUG}.mdx`),
        "utf8",
      ),
      ...Object.fromEntries(articles.map((a) => [`app/content/blog/${a.slug}.mdx`, a.mdx])),
    },
    { prefix: "firm-site-content-" },
  );
}, 900_000);

afterAll(async () => {
  await site?.remove();
});

const text = async (base: string, p: string) => {
  const response = await fetch(new URL(p, base));
  return { status: response.status, body: await response.text() };
};

/** The pages the site search finds for a word, from the header's dialog. */
async function searchResults(open: OpenSitePage, base: string, word: string): Promise<string[]> {
  const { page, close } = await open("/", { baseUrl: base, viewport: DESKTOP });
  await page.locator("[data-search-open]").click();
  await page.getByRole("searchbox").fill(word);
  const status = page.getByRole("dialog").getByRole("status");
  await expect
    .poll(() => status.textContent(), { timeout: 15_000 })
    .toMatch(/results? for|No results/);
  const hrefs = await page
    .locator("[data-search-results] a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  await close();
  return hrefs;
}

describe("a fixture article added as one file", () => {
  it("is at its address, with its table of contents, and hydrates", async ({ open }) => {
    const { status, body } = await text(site.url, PATH);
    expect(status).toBe(200);
    expect(titleAndHeadings(body).h1).toEqual([HEADING]);
    for (const id of ["why-keys-come-last", "final-meter-readings", "talk-to-us"])
      expect(body).toContain(`href="#${id}"`);
    const { page, problems, close } = await open(PATH, {
      baseUrl: site.url,
      viewport: DESKTOP,
    });
    expect(await page.locator("[data-toc] a").count()).toBe(3);
    expect(problems).toEqual([]);
    await close();
  });

  it("is on the blog index, in sitemap.xml, the sitemap page and the feed", async () => {
    expect((await text(site.url, "/blog")).body).toContain(`href="${PATH}"`);
    expect((await text(site.url, "/sitemap")).body).toContain(`href="${PATH}"`);
    expect((await text(site.url, "/sitemap.xml")).body).toContain(`<loc>${siteUrl}${PATH}</loc>`);
    const feed = (await text(site.url, "/blog/feed.xml")).body;
    expect(feed).toContain(`<id>${siteUrl}${PATH}</id>`);
    expect(feed).toContain("final-meter-readings");
  });

  it("is found by the site search", async ({ open }) => {
    expect(await searchResults(open, site.url, WORD)).toContain(PATH);
  });
});

describe("the same site without the file", () => {
  it("has the article nowhere: not found, and in no list, map, feed or search", async ({
    open,
  }) => {
    expect((await text(baseUrl(), PATH)).status).toBe(404);
    for (const p of ["/blog", "/sitemap", "/sitemap.xml", "/blog/feed.xml"])
      expect((await text(baseUrl(), p)).body, p).not.toContain(SLUG);
    expect(await searchResults(open, baseUrl(), WORD)).not.toContain(PATH);
  });
});

const get = async (p: string) => {
  const response = await fetch(new URL(p, site.url));
  const body = await response.text();
  return { status: response.status, body, bytes: Buffer.byteLength(body) };
};

const hrefsOf = (html: string, attr: string) =>
  [...html.matchAll(new RegExp(`<a [^>]*${attr}[^>]*>`, "g"))].map((m) =>
    decodeEntities(/href="([^"]*)"/.exec(m[0])?.[1] ?? ""),
  );
const nextOf = (html: string) => /<a href="([^"]*)" rel="next"/.exec(html)?.[1];

/** Walks a listing from its first page by its Next links: every page's size and articles. */
async function walk(first: string) {
  const pages: { path: string; bytes: number; articles: string[]; areas: string[] }[] = [];
  for (let p: string | undefined = first; p; ) {
    const { status, body, bytes } = await get(p);
    expect(status, p).toBe(200);
    const cards = body.slice(body.indexOf("data-articles"), body.indexOf("data-feed-link"));
    pages.push({
      path: p,
      bytes,
      articles: hrefsOf(cards, "data-read-more"),
      areas: [...cards.matchAll(/data-area="([^"]+)"/g)].map((m) => m[1] ?? ""),
    });
    p = nextOf(body);
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

/**
 * The copy's articles beyond the generated ones: the project's own and the fixture article
 * (real estate, 2026), all newer than the generated ones (2019 to 2024).
 */
const newer = [...blogPosts.map((p) => ({ area: p.area as string })), { area: FIXTURE_AREA }];
const total = GENERATED + newer.length;

describe(`the blog index with ${GENERATED} more articles`, () => {
  it("is in pages of seven, each under 60 KB, leading from the newest to the oldest", async () => {
    const pages = await walk("/blog");
    expect(pages.length).toBe(Math.ceil(total / ARTICLES_PER_PAGE));
    expect(pages.map((p) => p.path).slice(0, 3)).toEqual(["/blog", "/blog/page/2", "/blog/page/3"]);
    for (const p of pages) expect(p.bytes, p.path).toBeLessThan(MAX_PAGE_BYTES);
    const listed = pages.flatMap((p) => p.articles);
    expect(new Set(listed).size).toBe(total);
    expect(listed.length).toBe(total);
    // Newest first: the oldest generated article closes the last page.
    expect(listed.at(-1)).toBe(`/blog/${articles[0]?.slug}`);
    expect(listed).toContain(`/blog/${articles.at(-1)?.slug}`);
    // Every page names its number and links back; an address past the end is not found.
    const last = await get(pages.at(-1)?.path ?? "");
    expect(last.body).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(last.body).toMatch(/rel="prev"/);
    expect((await get(`/blog/page/${pages.length + 1}`)).status).toBe(404);
    expect((await get("/blog/page/1")).status).toBe(404);
  });

  it("filters by practice area with plain links: each area's pages hold exactly its articles", async () => {
    const index = (await get("/blog")).body;
    const links = hrefsOf(index, 'data-area-link="(?!all)');
    expect(links.length).toBe(areas.length);
    for (const href of links) {
      const area = href.replace("/blog/area/", "");
      const label = new RegExp(
        `data-area-link="${area}"[^>]*>(?:[^<]|<!-- -->)*<span[^>]*>\\((\\d+)\\)`,
      );
      const count = Number(label.exec(index)?.[1]);
      const expected =
        articles.filter((a) => a.area === area).length +
        newer.filter((p) => p.area === area).length;
      expect(count, area).toBe(expected);
      const pages = await walk(href);
      expect(pages.length, area).toBe(Math.ceil(count / ARTICLES_PER_PAGE));
      for (const p of pages) expect(p.bytes, p.path).toBeLessThan(MAX_PAGE_BYTES);
      const listed = pages.flatMap((p) => p.articles);
      expect(new Set(listed).size, area).toBe(count);
      // A card names its area as the index's anchors do ("Notary services" -> notary-services).
      expect(new Set(pages.flatMap((p) => p.areas)), area).toEqual(
        new Set([areaId(practiceAreas[area as keyof typeof practiceAreas])]),
      );
    }
  });

  it("works without JavaScript: an area link and Next lead to the next prerendered page", async ({
    open,
  }) => {
    const { page } = await open("/blog", {
      baseUrl: site.url,
      viewport: DESKTOP,
      javaScript: false,
    });
    await page.locator('[data-area-link="family-law"]').click();
    await page.waitForURL((url) => url.pathname === "/blog/area/family-law");
    expect(
      await page.locator("[data-area-link][aria-current=page]").getAttribute("data-area-link"),
    ).toBe("family-law");
    await page.locator("[data-pagination] a[rel=next]").click();
    await page.waitForURL((url) => url.pathname === "/blog/area/family-law/page/2");
    expect(await page.locator("h1").innerText()).toBe("Family law articles, page 2");
    expect(
      await page
        .locator("[data-articles] [data-area]")
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute("data-area")))]),
    ).toEqual(["family-law"]);
  });

  it("the feed carries the latest 20 articles, newest first, in full", async () => {
    const feed = await get("/blog/feed.xml");
    expect(feed.status).toBe(200);
    const ids = [...feed.body.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids.length).toBe(FEED_ENTRIES);
    // The project's own articles and the fixture are the newest; then the generated ones.
    const own = newer.length;
    expect(ids.slice(own, own + 2).map((id) => id?.replace(/^.*\/blog\//, ""))).toEqual([
      articles.at(-1)?.slug,
      articles.at(-2)?.slug,
    ]);
    expect(feed.body).toContain("What to do first");
    expect(feed.bytes).toBeLessThan(400 * 1024);
  });

  it("sitemap.xml lists every page of the index", async () => {
    const xml = (await get("/sitemap.xml")).body;
    expect(xml).toContain(`/blog/page/${Math.ceil(total / ARTICLES_PER_PAGE)}</loc>`);
    expect(xml).toContain("/blog/area/real-estate/page/2</loc>");
  });
});
