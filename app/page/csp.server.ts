import { createHash } from "node:crypto";
import { firm } from "~/content/firm";
import { pagesWithEmbeds } from "./embed-pages";

/** Hosts of an embed URL, for CSP source lists. */
function originOf(url: string): string {
  return new URL(url).origin;
}

const framedOrigins = [
  originOf(firm.embeds.schedulingPage),
  originOf(firm.embeds.consultationForm),
  originOf(firm.embeds.consultationAgreement),
];

/**
 * Third-party origins, allowed only on the page that embeds them (docs/PRODUCT-RULES.md#contact-and-privacy).
 * `connect` lets the page check, with one credential-free HEAD request made only when the visitor
 * opens an embed, whether its host can be reached at all, so a blocked embed is replaced by the
 * alternatives at once instead of the browser's error page (app/components/contact/use-embed-status.ts).
 */
const embedOrigins = {
  "/contact": {
    script: [originOf(firm.embeds.schedulingWidgetScript)],
    style: [originOf(firm.embeds.schedulingWidgetStyles)],
    frame: framedOrigins,
    connect: framedOrigins,
  },
} as const satisfies Record<
  string,
  { script: string[]; style: string[]; frame: string[]; connect: string[] }
>;

const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every executable inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy for one HTML document: scripts only from this origin or by the
 * hash of the document's own inline scripts (no 'unsafe-inline', no 'unsafe-eval'). `path` is the
 * page's path as React Router matched it (its location: no trailing slash, `/` for the root).
 */
export function contentSecurityPolicy(html: string, path: string): string {
  // Only the pages in pagesWithEmbeds are entered by a full load (embed-pages.ts), so only they
  // may carry the embeds' origins.
  const extra = pagesWithEmbeds.includes(path)
    ? embedOrigins[path as keyof typeof embedOrigins]
    : undefined;
  const scriptSrc = ["'self'", ...inlineScriptHashes(html), ...(extra?.script ?? [])];
  const styleSrc = ["'self'", "'unsafe-inline'", ...(extra?.style ?? [])];
  const frameSrc = extra?.frame.length ? extra.frame : ["'none'"];
  // Fonts and connections fall back to default-src 'self' (CSP Level 3, "default-src"); only a page
  // with embeds names connect-src. Every byte of this header is sent with each page, uncompressed
  // (docs/PERFORMANCE.md, "The first round trip").
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    `style-src ${styleSrc.join(" ")}`,
    "img-src 'self' data:",
    ...(extra?.connect.length ? [`connect-src 'self' ${extra.connect.join(" ")}`] : []),
    `frame-src ${frameSrc.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
