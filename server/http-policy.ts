import type { NextFunction, Request, RequestHandler, Response } from "express";
import { type RequestRoute, requestRoute } from "../app/platform/request-route.server";
import type { RoutePolicy } from "../app/platform/route-policy.server";

/**
 * The methods this server recognizes (RFC 9110 §9.3 and PATCH, RFC 5789). A route allows only some
 * of them (`RequestRoute.methods`, plus what a part of the site adds); a recognized method a route
 * does not allow is answered 405 with `Allow` (RFC 9110 §15.5.6); any other method 501 (§15.6.2).
 */
export const recognizedMethods: ReadonlySet<string> = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "CONNECT",
  "OPTIONS",
  "TRACE",
  "PATCH",
]);

/** The methods a request's route allows: the route table's, and those of the policies covering it. */
export function allowedMethods(
  route: RequestRoute,
  req: Request,
  policies: readonly RoutePolicy[],
): string[] {
  const methods = new Set(route.methods);
  for (const policy of policies)
    if (policy.methods && policy.covers(route, req))
      for (const m of policy.methods(route) ?? []) methods.add(m);
  return [...methods];
}

function refuse(res: Response, status: 405 | 501, text: string) {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Connection", "close");
  res.status(status).type("text/plain").send(text);
}

/**
 * The method policy, before anything reads a request's body (docs/STANDARDS.md#http):
 * - a method the server does not recognize: 501 Not Implemented;
 * - a method the route does not allow: 405 with `Allow` naming those it does. A form post to a page
 *   that takes none is answered by React Router with the site's own page (app/root.tsx); every
 *   other refusal here, as plain text. The connection is closed rather than drained either way, so
 *   a large body costs nothing (docs/OPERATIONS.md#contact-form-limits).
 */
export function methodPolicy(
  policies: readonly RoutePolicy[],
  /** Whether a path outside the route table is a file the server sends (an asset, robots.txt). */
  isFile: (path: string) => boolean = () => false,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!recognizedMethods.has(req.method)) return refuse(res, 501, "Method not implemented");
    const route = requestRoute(res);
    const allowed = allowedMethods(route, req, policies);
    if (allowed.includes(req.method)) return next();
    // A post to an unknown path is React Router's to answer: the not-found page, 404. A file
    // exists, so it is refused like any other method.
    if (req.method === "POST" && route.kind === "not-found" && !isFile(req.path)) return next();
    res.setHeader("Allow", allowed.join(", "));
    if (req.method === "POST" && route.kind === "page") {
      res.setHeader("Connection", "close");
      return next();
    }
    refuse(res, 405, "Method not allowed");
  };
}

/**
 * Responses rendered on request (form replies, 404 pages, errors) are never stored by a browser or
 * a shared cache: they can carry what a visitor typed. A response that chose its own policy (React
 * Router's versioned route manifest) keeps it.
 */
export function noStoreByDefault(_req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", "no-store");
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
}

/**
 * HEAD is GET without the body (RFC 9110 §9.3.2): the server sends the same header fields. So from
 * here on a HEAD is answered as a GET (a page rendered on request gets its CSP, the content coding
 * compression chooses, `Vary`); Node sends no body for a HEAD request whatever is written. Resource
 * routes that take posts (uploads, whose HEAD is its own question: an upload's offset) keep HEAD.
 */
export function headAsGet(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "HEAD") return next();
  const route = requestRoute(res);
  if (!(route.kind === "resource" && route.methods.includes("POST"))) req.method = "GET";
  next();
}

/**
 * `If-None-Match: *` on a file the server sends (an asset, robots.txt, a `.data` file): it exists,
 * so GET and HEAD answer 304 (RFC 9110 §13.1.2). Other preconditions on files are the static
 * handler's (`send`: entity tags, If-Match).
 */
export function fileExistsPrecondition(isFile: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const header = req.headers["if-none-match"];
    if (
      header === undefined ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      !tags(header).includes("*") ||
      !isFile(req.path)
    )
      return next();
    res.status(304).end();
  };
}

/**
 * Below this size a compressed answer saves less than its headers cost: nothing smaller is
 * compressed, on the fly or by the build.
 */
export const MIN_COMPRESSED_BYTES = 512;

/** The content codings the server sends, most preferred first. */
export type Encoding = "br" | "gzip" | "identity";

/**
 * The content coding to send (RFC 9110 §12.5.3): each coding's weight (`q`) from Accept-Encoding,
 * `*` for those not named, `identity` acceptable unless refused; a weight of 0 means not
 * acceptable; the highest weight wins, and on equal weights brotli, then gzip (smaller), then none.
 * Without the field any coding is acceptable, but a client that sends none is sent none.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (header === undefined) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (m) q = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    weights.set(coding, Math.max(weights.get(coding) ?? 0, q));
  }
  const weight = (coding: Encoding) =>
    weights.get(coding) ?? weights.get("*") ?? (coding === "identity" ? 1 : 0);
  const order: Encoding[] = ["br", "gzip", "identity"];
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const coding of order) {
    const w = weight(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  // Nothing acceptable (identity;q=0 and no coding): the representation goes without one
  // (RFC 9110 §12.5.3 allows this rather than 406).
  return best;
}

/** The outcome of a request's preconditions (RFC 9110 §13.2.2). */
export type Precondition = "proceed" | "not-modified" | "failed";

const tags = (value: string) => value.split(",").map((t) => t.trim());

/**
 * Evaluates If-Match and If-None-Match (RFC 9110 §13.1.1, §13.1.2, in the order of §13.2.2) for a
 * resource that exists, with its current entity tag (undefined when it has none, as a page rendered
 * on request): If-Match fails unless it is `*` or names the tag (strong comparison); If-None-Match
 * `*` or the tag (weak comparison) answers 304 to GET and HEAD, and fails any other method.
 */
export function evaluatePreconditions(req: Request, etag: string | undefined): Precondition {
  const ifMatch = req.headers["if-match"];
  if (ifMatch !== undefined) {
    const list = tags(ifMatch);
    const matches =
      list.includes("*") || (etag !== undefined && !etag.startsWith("W/") && list.includes(etag));
    if (!matches) return "failed";
  }
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const list = tags(ifNoneMatch);
    const bare = (t: string) => t.replace(/^W\//, "");
    const matches =
      list.includes("*") || (etag !== undefined && list.some((t) => bare(t) === bare(etag)));
    if (matches) return req.method === "GET" || req.method === "HEAD" ? "not-modified" : "failed";
  }
  return "proceed";
}

/**
 * Preconditions on a page rendered on request (it has no entity tag): a page of the route table
 * that exists is answered 412 or 304 as a prerendered page or an asset would be; the not-found page
 * has no current representation, so its preconditions never hold it back.
 */
export function pagePreconditions(req: Request, res: Response, next: NextFunction) {
  const route = requestRoute(res);
  if (route.kind !== "page" && route.kind !== "resource") return next();
  const outcome = evaluatePreconditions(req, undefined);
  if (outcome === "proceed") return next();
  res.setHeader("Cache-Control", "no-store");
  if (outcome === "not-modified") return void res.status(304).end();
  res.status(412).type("text/plain").send("Precondition failed");
}
