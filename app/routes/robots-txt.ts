import { absoluteUrl } from "~/lib/seo/seo";

/**
 * /robots.txt: everything may be crawled except the staff desk and the booking's private pages (a
 * client's own booking, a lawyer's calendar feed); points at the sitemap.
 */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /desk\nDisallow: /book\nDisallow: /booking/\nDisallow: /calendar/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
