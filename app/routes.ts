import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { deskLayout, deskOtherRoutes, deskStaffPages, routePath } from "./desk/desk-routes";
import { sitePages } from "./site-map";

export default [
  ...sitePages.map((p) => route(p.path, p.file, { id: p.id })),
  // Machine-readable SEO files, prerendered from the same table.
  route("sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap-xml" }),
  route("robots.txt", "routes/robots-txt.ts", { id: "robots-txt" }),
  // The lead desk (docs/DESK.md): rendered on request only, behind the session check.
  layout(
    deskLayout.file,
    { id: deskLayout.id },
    deskStaffPages.map((r) => route(routePath(r), r.file, { id: r.id })),
  ),
  ...deskOtherRoutes.map((r) => route(routePath(r), r.file, { id: r.id })),
  // Anything else renders the not-found page with HTTP 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
