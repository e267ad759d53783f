import { absoluteUrl } from "~/lib/seo/seo";
import { fileHeaders } from "~/prerendered-files";

/**
 * /robots.txt: everything may be crawled except the staff desk and the booking's private pages (a
 * client's own booking, a lawyer's calendar feed, a client's document request) and the dialog's
 * data (/book.json, and the contact page's /contact-forms.json); the booking page itself (/book) may be found in search; points at the sitemap.
 */
export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /desk
Disallow: /book.json
Disallow: /contact-forms.json
Disallow: /booking/
Disallow: /calendar/
Disallow: /documents/

Sitemap: ${absoluteUrl("/sitemap.xml")}
`;
  return new Response(body, { headers: fileHeaders("/robots.txt") });
}
