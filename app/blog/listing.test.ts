import { describe, expect, it } from "vitest";
import { ARTICLES_PER_PAGE, listingPath, pageCount, pageOf, pageParam } from "./listing";
import { blogListingPages } from "./listing-pages";

describe("the blog index in pages", () => {
  it("gives each page one address: /blog, /blog/page/2, /blog/area/x, /blog/area/x/page/2", () => {
    expect(listingPath(undefined)).toBe("/blog");
    expect(listingPath(undefined, 2)).toBe("/blog/page/2");
    expect(listingPath("immigration")).toBe("/blog/area/immigration");
    expect(listingPath("immigration", 3)).toBe("/blog/area/immigration/page/3");
    // Page 1 is the listing itself: /page/1 (or 01, 0, x) is no address.
    expect(["1", "01", "0", "x", "2.5"].map(pageParam)).toEqual([null, null, null, null, null]);
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam("12")).toBe(12);
  });

  it("cuts a list into pages of seven, and has no page past the last", () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(ARTICLES_PER_PAGE).toBe(7);
    expect(pageCount(20)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 3)).toEqual([14, 15, 16, 17, 18, 19]);
    expect(pageOf(items, 4)).toBeNull();
  });

  it("makes a route-table row for every further page and every area with articles", () => {
    const articles = [
      ...Array.from({ length: 9 }, () => ({ area: "real-estate" })),
      { area: "notary" },
    ];
    const rows = blogListingPages(articles);
    expect(rows.map((r) => r.path)).toEqual([
      "/blog/page/2",
      "/blog/area/real-estate",
      "/blog/area/real-estate/page/2",
      "/blog/area/notary",
    ]);
    expect(rows.map((r) => r.title)).toEqual([
      "Blog, page 2",
      "Real estate articles",
      "Real estate articles, page 2",
      "Notary services articles",
    ]);
    for (const r of rows) {
      expect(r.parent).toBe("/blog");
      expect(r.description.length, r.path).toBeGreaterThanOrEqual(70);
      expect(r.description.length, r.path).toBeLessThanOrEqual(160);
    }
  });
});
