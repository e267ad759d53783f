import { absoluteUrl } from "~/lib/seo";

/** /robots.txt: everything may be crawled; points at the sitemap. */
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
