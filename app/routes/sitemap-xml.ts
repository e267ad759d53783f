import { absoluteUrl } from "~/lib/seo/seo";
import { fileHeaders } from "~/prerendered-files";
import { sitePages } from "~/site-pages.server";

/** /sitemap.xml from the route table, content pages included, prerendered at build time. */
export function loader() {
  const urls = sitePages.map((p) => `  <url><loc>${absoluteUrl(p.path)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: fileHeaders("/sitemap.xml") });
}
