import { describe, expect } from "vitest";
import { blogPosts } from "~/content/collections.server";
import { siteUrl } from "~/lib/seo/seo";
import { baseUrl, it, type OpenSitePage } from "../support/browser";

/**
 * /blog/feed.xml: an Atom feed (RFC 4287) of every article with its full text, found from the
 * blog and from every page's head. Checked with the browser's own XML parser.
 */

interface ParsedFeed {
  error: string | null;
  root: string | null;
  namespace: string | null;
  feed: Record<string, string | null>;
  selfLink: string | null;
  entries: {
    id: string | null;
    title: string | null;
    updated: string | null;
    published: string | null;
    link: string | null;
    author: string | null;
    contentType: string | null;
    content: string;
  }[];
}

async function parsedFeed(
  open: OpenSitePage,
): Promise<{ status: number; type: string | null; parsed: ParsedFeed }> {
  const response = await fetch(new URL("/blog/feed.xml", baseUrl()));
  const xml = await response.text();
  const opened = await open("/", { javaScript: true });
  const parsed = await opened.page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror")?.textContent ?? null;
    const root = doc.documentElement;
    const child = (el: Element, name: string) =>
      [...el.children].find((c) => c.localName === name) ?? null;
    return {
      error,
      root: root.localName,
      namespace: root.namespaceURI,
      feed: {
        id: child(root, "id")?.textContent ?? null,
        title: child(root, "title")?.textContent ?? null,
        updated: child(root, "updated")?.textContent ?? null,
        author: child(root, "author")?.textContent ?? null,
      },
      selfLink:
        [...root.children]
          .find((c) => c.localName === "link" && c.getAttribute("rel") === "self")
          ?.getAttribute("href") ?? null,
      entries: [...root.children]
        .filter((c) => c.localName === "entry")
        .map((e) => ({
          id: child(e, "id")?.textContent ?? null,
          title: child(e, "title")?.textContent ?? null,
          updated: child(e, "updated")?.textContent ?? null,
          published: child(e, "published")?.textContent ?? null,
          link: child(e, "link")?.getAttribute("href") ?? null,
          author: child(e, "author")?.textContent ?? null,
          contentType: child(e, "content")?.getAttribute("type") ?? null,
          content: child(e, "content")?.textContent ?? "",
        })),
    };
  }, xml);
  await opened.close();
  return { status: response.status, type: response.headers.get("content-type"), parsed };
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe("/blog/feed.xml", () => {
  it("is well-formed Atom with the elements RFC 4287 requires, absolute URLs from SITE_URL", async ({
    open,
  }) => {
    const { status, type, parsed } = await parsedFeed(open);
    expect(status).toBe(200);
    expect(type).toMatch(/xml/);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("feed");
    expect(parsed.namespace).toBe("http://www.w3.org/2005/Atom");
    expect(parsed.feed.id).toBe(`${siteUrl}/blog`);
    expect(parsed.feed.title?.trim()).toBeTruthy();
    expect(parsed.feed.updated).toMatch(rfc3339);
    expect(parsed.feed.author?.trim()).toBeTruthy();
    expect(parsed.selfLink).toBe(`${siteUrl}/blog/feed.xml`);
  });

  it("has every article, newest first, with its full text and its links made absolute", async ({
    open,
  }) => {
    const { parsed } = await parsedFeed(open);
    expect(parsed.entries.map((e) => e.link)).toEqual(blogPosts.map((p) => `${siteUrl}${p.path}`));
    for (const [i, entry] of parsed.entries.entries()) {
      const post = blogPosts[i]!;
      expect(entry.id).toBe(`${siteUrl}${post.path}`);
      expect(entry.title).toBe(post.heading);
      expect(entry.updated).toMatch(rfc3339);
      expect(entry.published).toMatch(rfc3339);
      expect(entry.author?.trim()).toBeTruthy();
      expect(entry.contentType).toBe("html");
      // The whole article: every section of its table of contents is in it.
      for (const section of post.toc) expect(entry.content).toContain(`id="${section.id}"`);
      expect(entry.content).not.toMatch(/\shref="\/(?!\/)/);
      expect(entry.content).not.toContain("<svg");
    }
    const outOfStatus = parsed.entries.find((e) => e.link?.endsWith("/out-of-status-in-canada"));
    expect(outOfStatus?.content).toContain("Restoration of status");
    expect(outOfStatus?.content).toContain(`href="${siteUrl}/contact#book"`);
  });

  it("is linked from the blog, and from the head of every page", async ({ open }) => {
    for (const path of ["/blog", "/", "/knowledge/family-law"]) {
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      expect(html, path).toMatch(
        /<link rel="alternate" type="application\/atom\+xml" href="\/blog\/feed\.xml"/,
      );
    }
    const opened = await open("/blog", { javaScript: false });
    const link = opened.page.locator("main a[data-feed-link]");
    expect(await link.getAttribute("href")).toBe("/blog/feed.xml");
    await opened.close();
  });
});
