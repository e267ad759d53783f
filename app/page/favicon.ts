import faviconSvg from "../../public/favicon.svg?raw";

/**
 * The favicon, written into every page as a `data:` URI rather than fetched. Chrome requests a
 * linked icon before the first paint, so on a first visit it competed with the stylesheet and the
 * heading font for the connection's first round trips and held the largest paint back by one
 * (docs/PERFORMANCE.md, "The first round trip"). Inline it costs about 150 bytes of each page and
 * no request. `public/favicon.svg` stays the one source, served at `/favicon.svg` for the feed's
 * icon and the articles' publisher logo.
 *
 * Percent-encoded, not base64: an SVG's text stays readable and compresses with the page. `<`,
 * `>`, `#`, `%` and spaces are encoded because a URL may not hold them as they are (RFC 3986, and
 * the W3C checker says so), and quotes so that React has nothing to escape in the attribute.
 */
export const faviconHref = `data:image/svg+xml,${faviconSvg
  .trim()
  .replace(/\s+/g, " ")
  .replace(/[<>#%"' ]/g, encodeURIComponent)}`;
