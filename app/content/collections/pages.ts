/**
 * The route-table rows of content pages: each article, guide, legal page and FAQ page becomes a
 * page of the site from its frontmatter, with the route module that renders its collection.
 */
import { blogListingPages } from "../../blog/listing-pages";
import type { SitePage, SiteSection } from "../../site-map";
import type { CollectionKind } from "./schema";

/** What a route-table row needs from an entry (the loader's entries and the disk listing both have it). */
export interface PageSource {
  kind: CollectionKind;
  slug: string;
  path?: string;
  title: string;
  heading: string;
  description: string;
  order: number;
  /** Sorts articles newest first. */
  dateModified?: string;
  area?: string;
}

/** The one route module of each collection (docs/decisions/012-content-collections.md). */
export const collectionRouteFiles: Record<CollectionKind, string> = {
  blog: "routes/blog-article.tsx",
  guides: "routes/knowledge-guide.tsx",
  legal: "routes/legal-page.tsx",
  faqs: "routes/knowledge-faq.tsx",
};

const sections: Record<CollectionKind, SiteSection> = {
  blog: "Blog",
  guides: "Knowledge Centre",
  legal: "Legal",
  faqs: "Knowledge Centre",
};

function pageId(kind: CollectionKind, slug: string): string {
  switch (kind) {
    case "blog":
      return `blog-${slug}`;
    case "guides":
      return `guide-${slug}`;
    case "legal":
      return slug;
    case "faqs":
      return `knowledge-${slug}`;
  }
}

function parentOf(e: PageSource): string | undefined {
  switch (e.kind) {
    case "blog":
      return "/blog";
    case "guides":
      return `/knowledge/${e.area ?? "real-estate"}`;
    case "faqs":
      return "/knowledge";
    case "legal":
      return undefined;
  }
}

/** Articles newest first; everything else by `order`, then by file name. */
export function sortEntries<T extends PageSource>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    if (a.kind === "blog" && b.kind === "blog")
      return (
        (b.dateModified ?? "").localeCompare(a.dateModified ?? "") || a.slug.localeCompare(b.slug)
      );
    return a.order - b.order || a.slug.localeCompare(b.slug);
  });
}

export function collectionSitePages(entries: readonly PageSource[]): SitePage[] {
  // The blog index's further pages and practice-area pages come first, after /blog itself.
  const listing = blogListingPages(entries.filter((e) => e.kind === "blog"));
  return [...listing, ...entryRows(entries)];
}

function entryRows(entries: readonly PageSource[]): SitePage[] {
  return sortEntries(entries)
    .filter((e): e is PageSource & { path: string } => Boolean(e.path))
    .map((e) => {
      const parent = parentOf(e);
      return {
        path: e.path,
        file: collectionRouteFiles[e.kind],
        id: pageId(e.kind, e.slug),
        title: e.title,
        heading: e.heading,
        description: e.description,
        section: sections[e.kind],
        ...(parent ? { parent } : {}),
      };
    });
}
