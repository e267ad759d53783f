import type { NextFunction, Request, Response } from "express";

/**
 * Request targets in absolute form (`GET http://host/path HTTP/1.1`, RFC 9112 §3.2.2) are reduced
 * to their path and query before anything reads them: this server answers for one site, and every
 * later step (redirects, static files, React Router) then sees an ordinary `/path?query`.
 */
export function originForm(req: Request, _res: Response, next: NextFunction) {
  if (!req.url.startsWith("/")) {
    let target = "/";
    try {
      const url = new URL(req.url);
      target = `${url.pathname || "/"}${url.search}`;
    } catch {
      // "*" (OPTIONS) or garbage: answered as the site root, which refuses what it cannot serve.
    }
    req.url = target;
    req.originalUrl = target;
  }
  next();
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The one canonical spelling of a path (docs/PRODUCT-RULES.md#site-structure-and-seo): no doubled
 * slashes, no trailing slash, no `/index.html`, and a known page in the case and encoding of the
 * route table. `pathname` must already be parsed by the WHATWG URL parser (backslashes turned to
 * slashes, dot segments resolved), so the result always starts with exactly one "/" and can never
 * point off-site.
 */
export function canonicalPath(pathname: string, knownByLowerCase: Map<string, string>): string {
  let path = pathname;
  for (let i = 0; i < 4; i++) {
    const before = path;
    path = path.replace(/\/{2,}/g, "/").replace(/\/index\.html$/i, "/");
    if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
    if (path === before) break;
  }
  return knownByLowerCase.get(safeDecode(path).toLowerCase()) ?? path;
}

/**
 * Redirects (301) a GET or HEAD for a non-canonical spelling of a path to the canonical one:
 * `/about/`, `/about/index.html`, `/About`, `/%61bout` and `//about` all go to `/about`. The target
 * is built from the parsed path and query only, never from the raw request line or the Host.
 */
export function canonicalRedirect(knownPaths: Iterable<string>) {
  const known = new Map<string, string>();
  for (const p of knownPaths) known.set(p.toLowerCase(), p);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const raw = req.url.split("?")[0] ?? "/";
    let url: URL;
    try {
      // Appended, not resolved against a base: "//evil.example/x" stays a path, not a host.
      url = new URL(`http://site.invalid${req.url.startsWith("/") ? "" : "/"}${req.url}`);
    } catch {
      return next();
    }
    const target = canonicalPath(url.pathname, known);
    if (target === raw) return next();
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(301, `${target}${url.search}`);
  };
}
