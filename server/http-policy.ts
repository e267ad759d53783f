import type { NextFunction, Request, RequestHandler, Response } from "express";
import { requestRoute } from "./request-route";
import type { RoutePolicy } from "./route-policy";

/** The methods this site answers everywhere: pages are read, and forms are posted. */
export const allowedMethods = ["GET", "HEAD", "POST"] as const;
const allowed = new Set<string>(allowedMethods);

/**
 * Any other method (PUT, PATCH, DELETE, OPTIONS, TRACE …) gets 405 with an `Allow` header
 * (RFC 9110 §15.5.6) before anything reads its body, and the connection is closed rather than
 * drained, so a large body costs nothing (docs/OPERATIONS.md#contact-form-limits); except the
 * methods a route's policy adds for the protocol it speaks (`RoutePolicy.methods`: tus on the
 * documents' upload addresses), on that route only.
 */
export function methodGate(policies: readonly RoutePolicy[] = []): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (allowed.has(req.method)) return next();
    const route = requestRoute(res);
    const extra = policies.flatMap((p) => (p.covers(route, req) ? (p.methods?.(route) ?? []) : []));
    if (extra.includes(req.method)) return next();
    res.setHeader("Allow", [...allowedMethods, ...extra].join(", "));
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Connection", "close");
    res.status(405).type("text/plain").send("Method not allowed");
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
