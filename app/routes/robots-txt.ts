import { absoluteUrl } from "~/lib/seo/seo";
import { fileHeaders } from "~/prerendered-files";

/** /robots.txt: everything may be crawled except the staff desk; points at the sitemap. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /desk\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: fileHeaders("/robots.txt") });
}
