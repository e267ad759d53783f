import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import reactRouterConfig from "../react-router.config";
import { bioPath, caribbeanLead, principal } from "./content/firm";
import routes from "./routes";
import {
  breadcrumbTrail,
  footerLinks,
  pageByPath,
  primaryNav,
  sitePages,
  sitePaths,
} from "./site-map";

/** Every route of docs/PRODUCT-RULES.md#site-structure-and-seo (the bio routes come from the identity module). */
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
    for (const key of ["path", "id", "title", "description", "file"] as const) {
      const values = sitePages.map((p) => p[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("contains every route of the product rules, both biographies and /team, /faq, /sitemap, /accessibility", () => {
    for (const path of [
      ...specRoutes,
      bioPath(principal),
      bioPath(caribbeanLead),
      "/team",
      "/faq",
      "/sitemap",
      "/accessibility",
    ]) {
      expect(sitePaths, path).toContain(path);
    }
    expect(sitePaths.length).toBe(specRoutes.length + 6);
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

  it("feeds the prerender list exactly (plus the two SEO files)", async () => {
    const prerender = reactRouterConfig.prerender as () => Promise<string[]>;
    const list = await prerender();
    expect(list.filter((p) => !p.includes("."))).toEqual([...sitePaths]);
    expect(list).toContain("/sitemap.xml");
    expect(list).toContain("/robots.txt");
  });

  it("feeds routes.ts: one route per page, then the catch-all not-found route", () => {
    const paths = routes.map((r) => r.path);
    for (const p of sitePages) expect(paths).toContain(p.path === "/" ? "/" : p.path);
    expect(paths.at(-1)).toBe("*");
  });

  it("has parents that exist, so breadcrumbs always reach home", () => {
    for (const p of sitePages) {
      if (p.parent) expect(pageByPath(p.parent), p.path).toBeDefined();
      expect(breadcrumbTrail(p.path)[0]?.path).toBe("/");
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
