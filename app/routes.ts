import { type RouteConfig, route } from "@react-router/dev/routes";
import { sitePages } from "./site-map";

export default [
  ...sitePages.map((p) => route(p.path, p.file, { id: p.id })),
  // Machine-readable SEO files, prerendered from the same table.
  route("sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap-xml" }),
  route("robots.txt", "routes/robots-txt.ts", { id: "robots-txt" }),
  // Anything else renders the not-found page with HTTP 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
