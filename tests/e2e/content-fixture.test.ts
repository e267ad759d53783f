import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { siteUrl } from "~/lib/seo/seo";
import { baseUrl, DESKTOP, it, type OpenSitePage } from "../support/browser";
import { titleAndHeadings } from "../support/html";
import { buildProjectCopy, type ProjectCopy } from "../support/project-copy";
import { projectRoot } from "../support/server";

/**
 * Adding an article is adding one file; deleting it removes it everywhere. A copy of the project
 * with one more file in app/content/blog (tests/fixtures/content/blog) is built and served: the
 * article is at its address with its table of contents, on the blog index, in sitemap.xml, in the
 * feed and in search. The project's own build, without the file, has it nowhere.
 */

const SLUG = "keys-and-meter-readings";
const PATH = `/blog/${SLUG}`;
const HEADING = "Getting your keys on closing day: what happens and when";
const WORD = "lockbox";

let withArticle: ProjectCopy;

beforeAll(async () => {
  withArticle = await buildProjectCopy(
    {
      [`app/content/blog/${SLUG}.mdx`]: readFileSync(
        path.join(projectRoot, "tests/fixtures/content/blog", `${SLUG}.mdx`),
        "utf8",
      ),
    },
    { prefix: "firm-site-fixture-" },
  );
}, 900_000);

afterAll(async () => {
  await withArticle?.remove();
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
    const { status, body } = await text(withArticle.url, PATH);
    expect(status).toBe(200);
    expect(titleAndHeadings(body).h1).toEqual([HEADING]);
    for (const id of ["why-keys-come-last", "final-meter-readings", "talk-to-us"])
      expect(body).toContain(`href="#${id}"`);
    const { page, problems, close } = await open(PATH, {
      baseUrl: withArticle.url,
      viewport: DESKTOP,
    });
    expect(await page.locator("[data-toc] a").count()).toBe(3);
    expect(problems).toEqual([]);
    await close();
  });

  it("is on the blog index, in sitemap.xml, the sitemap page and the feed", async () => {
    expect((await text(withArticle.url, "/blog")).body).toContain(`href="${PATH}"`);
    expect((await text(withArticle.url, "/sitemap")).body).toContain(`href="${PATH}"`);
    expect((await text(withArticle.url, "/sitemap.xml")).body).toContain(
      `<loc>${siteUrl}${PATH}</loc>`,
    );
    const feed = (await text(withArticle.url, "/blog/feed.xml")).body;
    expect(feed).toContain(`<id>${siteUrl}${PATH}</id>`);
    expect(feed).toContain("final-meter-readings");
  });

  it("is found by the site search", async ({ open }) => {
    expect(await searchResults(open, withArticle.url, WORD)).toContain(PATH);
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
