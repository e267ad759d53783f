import type { MetaDescriptor } from "react-router";
import type { BreadcrumbList, WithContext } from "schema-dts";
import { firm } from "~/content/firm";
import { breadcrumbName, breadcrumbTrail, pageByPath, type SitePage } from "~/site-map";

export const siteUrl: string = typeof __SITE_URL__ === "string" ? __SITE_URL__ : firm.siteUrl;

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

export const socialImagePath = "/social-card.png";

export function documentTitle(page: Pick<SitePage, "path" | "title">): string {
  return page.path === "/"
    ? `${firm.shortName} | ${page.title}`
    : `${page.title} | ${firm.shortName}`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card for a page of the hand-written
 * route table, plus BreadcrumbList structured data on nested pages.
 */
export function pageMeta(path: string, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const page = pageByPath(path);
  if (!page) throw new Error(`pageMeta: ${path} is not in the route table`);
  return pageMetaFor(page, extra);
}

/** The same for any row of the route table, such as a content page's (from its loader). */
export function pageMetaFor(page: SitePage, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const title = documentTitle(page);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(socialImagePath);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    {
      property: "og:type",
      content: page.section === "Blog" && page.parent ? "article" : "website",
    },
    { property: "og:site_name", content: firm.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${firm.shortName}: ${firm.tagline}` },
    { property: "og:locale", content: "en_CA" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  const trail = breadcrumbTrail(page.path, page);
  if (trail.length > 2) {
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: trail.map((p, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: breadcrumbName(p),
          item: absoluteUrl(p.path),
        })),
      } satisfies WithContext<BreadcrumbList>,
    });
  }
  return [...meta, ...extra];
}
