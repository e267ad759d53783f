import type { NextFunction, Request, Response } from "express";
import { requestRoute } from "../app/platform/request-route.server";

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
 * Every request is answered as the canonical spelling of the route it reaches
 * (docs/OPERATIONS.md#one-route-whatever-the-spelling), before anything else reads its path:
 *
 * - a GET or HEAD for a page or file in another spelling is redirected (301) to the canonical one:
 *   `/about/`, `/about/index.html`, `/About`, `/%61bout` and `//about` all go to `/about`, `/Desk/`
 *   to `/desk`;
 * - a form post or a data request (`.data`) in another spelling is rewritten in place to the
 *   canonical spelling, so React Router, the route's action and every later step see exactly what
 *   the canonical request would show them (a redirect would lose the body);
 * - a path whose percent-encoding is malformed is not a URL (RFC 3986 §2.1): 400.
 *
 * The target is built from the parsed path and the route table only, never from the raw request
 * line or the Host, so a redirect always stays on this site.
 */
export function canonicalRequest(knownPaths: Iterable<string>) {
  const known = new Map<string, string>();
  for (const p of knownPaths) known.set(p.toLowerCase(), p);
  return (req: Request, res: Response, next: NextFunction) => {
    const route = requestRoute(res);
    if (route.malformed) {
      res.status(400).setHeader("Cache-Control", "no-store");
      res.type("text/plain").send("Bad request: the address is not a valid URL.");
      return;
    }
    if (route.manifest) return next();
    const url = new URL(`http://site.invalid${req.url}`);
    const raw = url.pathname;
    const document = !route.data && (req.method === "GET" || req.method === "HEAD");
    if (document) {
      // A prerendered page keeps the spelling of the route table as the site map lists it; a
      // path no route has (the not-found page) only loses doubled and trailing slashes.
      const normalised = canonicalPath(raw, known);
      const target = known.has(normalised.toLowerCase())
        ? normalised
        : (route.canonicalPath ?? normalised);
      if (target === raw) return next();
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "public, max-age=3600");
      res.redirect(301, `${target}${url.search}`);
      return;
    }
    if (route.canonicalPath === undefined) return next();
    const target = (route.data ? route.dataPath : undefined) ?? route.canonicalPath;
    if (target !== raw) {
      req.url = `${target}${url.search}`;
      req.originalUrl = req.url;
    }
    next();
  };
}
