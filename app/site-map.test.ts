import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import reactRouterConfig from "../react-router.config";
import { sitePagesFromDisk } from "./content/collections/disk";
import { bioPath, caribbeanLead, principal } from "./content/firm";
import routes from "./routes";
import { breadcrumbTrail, footerLinks, primaryNav, staticPages } from "./site-map";
import { contentPages, sitePageByPath, sitePages, sitePaths } from "./site-pages.server";

/** Every route of docs/PRODUCT-RULES.md#site-structure-and-seo (the bio routes come from the identity module). */
/** The blog index's further and practice-area pages: rows of the table made from the articles. */
const blogListingRows = contentPages.filter((p) => p.file === "routes/blog.tsx");

const specRoutes = [
  "/",
  "/about",
  "/contact",
  "/services",
  "/services/real-estate",
  "/services/buying-real-estate",
  "/services/selling-real-estate",
  "/services/mortgage-refinancing",
  "/services/immigration",
  "/services/wills-estates",
  "/services/family-law",
  "/services/notary",
  "/blog",
  "/blog/real-estate-agreements",
  "/blog/out-of-status-in-canada",
  "/fees",
  "/fees/estate-planning",
  "/fees/real-estate",
  "/fees/immigration",
  "/terms",
  "/privacy",
  "/legal-disclaimer",
  "/knowledge",
  "/knowledge/real-estate",
  "/knowledge/immigration",
  "/knowledge/family-law",
  "/knowledge/wills-estates",
  "/knowledge/notary-services",
  "/knowledge/external-resources",
  "/knowledge/real-estate/purchase-process",
  "/knowledge/real-estate/selling-process",
  "/knowledge/real-estate/buyer-checklist",
  "/knowledge/real-estate/seller-checklist",
];

describe("route table", () => {
  it("has unique paths, ids, titles, headings and descriptions", () => {
    for (const key of ["path", "id", "title", "description"] as const) {
      const values = sitePages.map((p) => p[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    // Content pages share their collection's route module; the others each have their own.
    expect(new Set(staticPages.map((p) => p.file)).size).toBe(staticPages.length);
  });

  it("contains every route of the product rules, both biographies and /team, /faq, /sitemap, /accessibility, /search and the land transfer tax guide", () => {
    for (const path of [
      ...specRoutes,
      bioPath(principal),
      bioPath(caribbeanLead),
      "/team",
      "/faq",
      "/sitemap",
      "/accessibility",
      "/search",
      "/knowledge/real-estate/land-transfer-tax",
    ]) {
      expect(sitePaths, path).toContain(path);
    }
    // Plus the blog index's practice-area pages (one page each while an area has ten or fewer).
    expect(sitePaths.length).toBe(specRoutes.length + 8 + blogListingRows.length);
  });

  it("takes each article, guide, FAQ page and legal page from its content file", () => {
    expect(blogListingRows.map((p) => p.path)).toEqual([
      "/blog/area/real-estate",
      "/blog/area/immigration",
    ]);
    expect(
      contentPages
        .filter((p) => !blogListingRows.includes(p))
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        "/blog/real-estate-agreements",
        "/blog/out-of-status-in-canada",
        "/knowledge/immigration",
        "/knowledge/family-law",
        "/knowledge/wills-estates",
        "/knowledge/notary-services",
        "/knowledge/real-estate/purchase-process",
        "/knowledge/real-estate/selling-process",
        "/knowledge/real-estate/buyer-checklist",
        "/knowledge/real-estate/seller-checklist",
        "/terms",
        "/privacy",
        "/legal-disclaimer",
        "/accessibility",
      ].sort(),
    );
    for (const p of contentPages) expect(staticPages.map((s) => s.path)).not.toContain(p.path);
  });

  it("is the same before the build (routes, prerender list) as after it", () => {
    expect(
      sitePagesFromDisk()
        .map((p) => p.path)
        .sort(),
    ).toEqual([...sitePaths].sort());
  });

  it("derives the biography routes from the lawyers' names", () => {
    expect(bioPath(principal)).toBe("/danielle-mercer-bio");
    expect(bioPath({ name: "Zoë O'Neil-Brathwaite" })).toBe("/zoe-o-neil-brathwaite-bio");
  });

  it("uses paths without trailing slashes, and real route modules", () => {
    for (const p of sitePages) {
      expect(p.path === "/" || !p.path.endsWith("/"), p.path).toBe(true);
      expect(() => readFileSync(new URL(`./${p.file}`, import.meta.url))).not.toThrow();
    }
  });

  it("gives every page a meta description of a useful length", () => {
    for (const p of sitePages) {
      expect(p.description.length, p.path).toBeGreaterThanOrEqual(50);
      expect(p.description.length, p.path).toBeLessThanOrEqual(170);
    }
  });

  it("feeds the prerender list exactly (plus the SEO files and the blog feed)", async () => {
    const prerender = reactRouterConfig.prerender as () => Promise<string[]>;
    const list = await prerender();
    expect(list.filter((p) => !p.includes(".")).sort()).toEqual([...sitePaths].sort());
    expect(list).toContain("/sitemap.xml");
    expect(list).toContain("/robots.txt");
    expect(list).toContain("/blog/feed.xml");
  });

  it("feeds routes.ts: one route per hand-written page, one per kind of content, then not-found", () => {
    const paths = routes.map((r) => r.path);
    for (const p of staticPages) expect(paths).toContain(p.path);
    for (const pattern of [
      "blog/:slug",
      "knowledge/:area/:slug",
      "knowledge/:topic",
      "blog/page/:page",
      "blog/area/:area",
      "blog/area/:area/page/:page",
    ])
      expect(paths).toContain(pattern);
    for (const p of contentPages.filter((c) => c.section === "Legal"))
      expect(paths).toContain(p.path);
    // Files shared: the four legal pages' module, the blog index's for its three patterns, the
    // documents' upload handler for its three addresses (app/documents/document-routes.ts), and
    // the desk's questionnaire export for its JSON and PDF (app/desk/desk-routes.ts).
    expect(new Set(routes.map((r) => r.file)).size).toBe(routes.length - 9);
    expect(paths.at(-1)).toBe("*");
  });

  it("has parents that exist, so breadcrumbs always reach home", () => {
    for (const p of sitePages) {
      if (p.parent) expect(sitePageByPath(p.parent), p.path).toBeDefined();
      expect(breadcrumbTrail(p.path, p)[0]?.path).toBe("/");
    }
  });

  it("links header and footer only to pages that exist", () => {
    const targets = [
      ...primaryNav.flatMap((i) => [
        i.path,
        ...("children" in i ? i.children.map((c) => c.path) : []),
      ]),
      ...footerLinks.map((l) => l.path),
    ];
    for (const t of targets) expect(sitePaths, t).toContain(t);
    expect(primaryNav.map((i) => i.name)).toEqual([
      "Home",
      "About Us",
      "Services",
      "Fees",
      "Knowledge Centre",
      "Blog",
      "Contact",
    ]);
  });
});
