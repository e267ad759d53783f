import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { contentPagesFromDisk } from "./content/collections/disk";
import { collectionRouteFiles } from "./content/collections/pages";
import { deskLayout, deskOtherRoutes, deskStaffPages, routePath } from "./desk/desk-routes";
import { documentRoutes } from "./documents/document-routes";
import { engagementRoutes } from "./engagement/engagement-routes";
import { intakeRoutes } from "./intake/intake-routes";
import { staticPages } from "./site-map";

/**
 * The route table as routes: one module per hand-written page, and one module per kind of content
 * (docs/decisions/012-content-collections.md). Articles, guides and FAQ pages are found by their
 * file name at request time; legal pages sit at the top level (/terms), so each gets its route
 * here, from its file.
 */
export default [
  ...staticPages.map((p) => route(p.path, p.file, { id: p.id })),
  route("blog/feed.xml", "routes/blog-feed.ts", { id: "blog-feed" }),
  // The blog index's further pages and practice-area pages (app/blog/listing.ts).
  route("blog/page/:page", "routes/blog.tsx", { id: "blog-page" }),
  route("blog/area/:area", "routes/blog.tsx", { id: "blog-area" }),
  route("blog/area/:area/page/:page", "routes/blog.tsx", { id: "blog-area-page" }),
  route("blog/:slug", collectionRouteFiles.blog, { id: "blog-article" }),
  route("knowledge/:area/:slug", collectionRouteFiles.guides, { id: "knowledge-guide" }),
  route("knowledge/:topic", collectionRouteFiles.faqs, { id: "knowledge-faq" }),
  ...contentPagesFromDisk()
    .filter((p) => p.file === collectionRouteFiles.legal)
    .map((p) => route(p.path, p.file, { id: `legal-${p.id}` })),
  // The firm's own booking (docs/BOOKING.md): rendered on request, never prerendered or listed.
  route("book", "routes/book.tsx", { id: "book" }),
  route("book.json", "routes/book-json.ts", { id: "book-json" }),
  // Which forms the contact page's tabs offer (docs/INTAKE.md#the-contact-page).
  route("contact-forms.json", "routes/contact-forms-json.ts", { id: "contact-forms-json" }),
  route("booking/confirm-email/:token", "routes/address-proof.tsx", { id: "address-proof" }),
  route("booking/:token", "routes/booking-manage.tsx", { id: "booking-manage" }),
  route("calendar/:file", "routes/calendar-feed.ts", { id: "calendar-feed" }),
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
  // A client's document request, from the link in its e-mail (docs/DOCUMENTS.md): rendered on
  // request, noindex; an unknown, revoked or expired link is a 404 like any unknown path. Its
  // upload addresses are received by the server before React Router (app/documents/document-upload-endpoints.server.ts).
  ...Object.values(documentRoutes).map((r) => route(r.path, r.file, { id: r.id })),
  // A client's intake questionnaire, from the link in its e-mail (docs/INTAKE.md): the same rules.
  ...Object.values(intakeRoutes).map((r) => route(r.path, r.file, { id: r.id })),
  // A client's engagement letter, from the link in its e-mail (docs/ENGAGEMENT.md): the same rules.
  ...Object.values(engagementRoutes).map((r) => route(r.path, r.file, { id: r.id })),
  // Anything else renders the not-found page with HTTP 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
