import type { Request, RequestHandler, Response } from "express";
import { publicFormBodyLimit } from "../app/platform/form-body-limits";
import type { Logger } from "../app/platform/logger.server";
import { requestRoute } from "../app/platform/request-route.server";
import type { RoutePolicy } from "../app/platform/route-policy.server";

/** The body limit of the route a request reaches: its policy's, else the public forms'. */
function limitOf(policies: readonly RoutePolicy[], req: Request, res: Response) {
  const route = requestRoute(res);
  for (const policy of policies) {
    if (!policy.bodyLimit || !policy.covers(route, req)) continue;
    const limit = policy.bodyLimit(route);
    if (limit !== undefined) return limit;
  }
  return publicFormBodyLimit;
}

function refuse(res: Response, status: 411 | 413, text: string) {
  // The body is never read: the connection is closed rather than drained.
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("text/plain").send(text);
}

/**
 * Every request body React Router's actions read (form posts, the passkey steps' JSON) is bounded
 * here, before anything reads it (app/platform/form-body-limits.ts): a Content-Length over the
 * route's limit is answered 413 unread; a body without one (`Transfer-Encoding: chunked`) 411
 * Length Required (RFC 9110 §15.5.12), as browsers always send the length of a form post. Node's
 * HTTP parser never hands on more than the Content-Length announced, so what an action then reads is
 * at most the limit. The documents' uploads stream their own bodies with their own limits
 * (mounted before this, app/documents/document-upload-endpoints.server.ts).
 */
export function bodyLimit(policies: readonly RoutePolicy[], logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = limitOf(policies, req, res);
    // The contact and booking gate admits its body itself and answers with the form's own page.
    if (limit === "action-gate") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined) return next();
      logger.info("request_body_refused", { reason: "no-length" });
      return refuse(res, 411, "A form post must say its length (Content-Length).");
    }
    if (Number(declared) > limit) {
      logger.info("request_body_refused", { reason: "too-large", limit });
      return refuse(res, 413, "This request is larger than any form of this site sends.");
    }
    next();
  };
}
