import type { Request, RequestHandler } from "express";
import type { Logger } from "../app/platform/logger.server";

/**
 * The request's own origin as React Router's Express adapter spells `request.url`
 * (@react-router/express `createRemixRequest`): the scheme Express resolves (TRUST_PROXY), the host
 * name Express resolves, and the port of X-Forwarded-Host (when a proxy is trusted) or Host.
 */
function requestOrigin(req: Request): string | undefined {
  const forwarded = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":")[1] ?? "")
    : "";
  const own = req.get("host")?.split(":")[1] ?? "";
  const forwardedPort = Number.parseInt(forwarded, 10);
  const hostPort = Number.parseInt(own, 10);
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : "";
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  try {
    return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}/`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The site's own Origin check for a form post (OWASP CSRF Prevention Cheat Sheet, "Verifying
 * Origin"), before React Router: a post whose Origin is another site's, `null` or not a URL, is
 * answered 400 and logged at info (`cross_origin_refused`, with nothing of the request), as anyone
 * can send one. React Router refuses the same posts (its `allowedActionOrigins` check), but writes
 * each refusal as an error, which would let anyone raise the operator's error alerts at will. A post
 * without Origin goes on (browsers send it with every form post; React Router lets it through
 * too). The site's own host (SITE_URL) is always allowed, for a TLS proxy that does not say the
 * request came over https (server/app.ts).
 */
export function actionOrigin(allowedHosts: readonly string[], logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    let given: URL | undefined;
    try {
      given = origin === "null" ? undefined : new URL(origin);
    } catch {
      given = undefined;
    }
    if (given && (given.origin === requestOrigin(req) || allowedHosts.includes(given.host)))
      return next();
    logger.info("cross_origin_refused", { method: req.method });
    res.setHeader("Cache-Control", "no-store");
    res.status(400).type("text/plain").send("This form was sent from another site.");
  };
}
