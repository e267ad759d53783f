/**
 * The blog index in pages (docs/PRODUCT-RULES.md#the-blog): every article newest first, seven to a
 * page (the featured one, then three rows of two), at /blog, /blog/page/2, …; each practice area's articles at /blog/area/<area>,
 * /blog/area/<area>/page/2, …. Every one of these is a prerendered page of the route table, so
 * the pages and the practice-area filter are plain links that work without JavaScript, and no
 * page grows with the number of articles. Pure and safe for the browser.
 */

/** Articles on one page of the index. */
export const ARTICLES_PER_PAGE = 7;

/** The address of a page of the index: all articles, or one practice area's. */
export function listingPath(area: string | undefined, page = 1): string {
  const base = area ? `/blog/area/${area}` : "/blog";
  return page > 1 ? `${base}/page/${page}` : base;
}

/** How many pages `count` articles take (an empty list still has its first page). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));
}

/** The articles of page `page` (1-based), or null when there is no such page. */
export function pageOf<T>(items: readonly T[], page: number): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length)) return null;
  return items.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
}

/** A page number from the address ("2"), or null for anything else ("02", "1", "x"). */
export function pageParam(value: string | undefined): number | null {
  if (value === undefined) return 1;
  // Page 1 has no /page/1 address: it is the listing itself, so one page has one URL.
  return /^[1-9]\d*$/.test(value) && value !== "1" ? Number(value) : null;
}

/** Entries in the Atom feed: the most recently updated articles, in full. */
export const FEED_ENTRIES = 20;
