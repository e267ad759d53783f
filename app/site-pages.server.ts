/**
 * The whole route table at build and request time: the hand-written pages (site-map.ts) and
 * one page per article, guide, legal page and FAQ page of the content collections. Feeds
 * /sitemap, sitemap.xml, the blog feed, breadcrumbs of content pages and the tests.
 */

import { collectionSitePages } from "./content/collections/pages";
import { contentEntries } from "./content/collections.server";
import { buildSitePages, type SitePage } from "./site-map";

export const contentPages: readonly SitePage[] = collectionSitePages(contentEntries);

export const sitePages: readonly SitePage[] = buildSitePages(contentPages);

export const sitePaths: readonly string[] = sitePages.map((p) => p.path);

export function sitePageByPath(path: string): SitePage | undefined {
  return sitePages.find((p) => p.path === path);
}

/** The route-table row of a content page, for its loader (a 404 when there is none). */
export function contentPage(path: string): SitePage | undefined {
  return contentPages.find((p) => p.path === path);
}
