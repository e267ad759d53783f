import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { contentSecurityPolicy } from "../app/lib/csp.server";

export type Encoding = "br" | "gzip" | "identity";

export interface PrerenderedPage {
  /** The page as it is, and compressed once at start-up at the highest levels, never per request. */
  body: Record<Encoding, Buffer>;
  /** One strong validator per representation: the bytes differ per content coding. */
  etag: Record<Encoding, string>;
  csp: string;
}

/**
 * Loads every prerendered `…/index.html` under the client build once, keyed by its route path
 * without a trailing slash ("/", "/about", "/services/notary"), with its CSP, ETag and
 * precompressed bodies.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "assets") walk(full);
      } else if (entry === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        const routePath = rel ? `/${rel}` : "/";
        const html = readFileSync(full);
        const text = html.toString("utf8");
        const hash = createHash("sha1").update(html).digest("base64url");
        pages.set(routePath, {
          body: {
            identity: html,
            br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip: gzipSync(html, { level: 9 }),
          },
          etag: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
          csp: contentSecurityPolicy(text, routePath),
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}
