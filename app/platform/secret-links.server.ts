import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { firm } from "~/content/firm";
import type { Logger } from "~/platform/logger.server";
import { BoundedMemoryStore } from "~/platform/rate-limit-store.server";
import type { RoutePolicy } from "~/platform/route-policy.server";
import type { ServerEnv } from "./env.server";

/**
 * Routes whose address carries a secret (docs/OPERATIONS.md#one-route-whatever-the-spelling): a
 * client's booking page, a lawyer's calendar feed, a client's documents page. Whatever the
 * spelling, and whoever answers (the page, a 301 to the canonical spelling, a 404, a 405), the
 * answer is never cached, never indexed, and never sends its address (only its origin) to another
 * site as a referrer (RFC 9111 §5.2.2.5; W3C Referrer Policy). Not `no-referrer`: with it a browser
 * sends `Origin: null` with the page's own form posts, which the Origin check then refuses.
 */
export const secretLinkRouteIds: ReadonlySet<string> = new Set([
  "booking-manage",
  "address-proof",
  "calendar-feed",
]);

export const secretLinkRoutePolicy: RoutePolicy = {
  covers: (route) => route.ids.some((id) => secretLinkRouteIds.has(id)),
  headers: {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "strict-origin",
  },
};

/**
 * A client's page behind a private link that is also rate limited per client address (IPv6 by
 * /64), so a link cannot be found by guessing: an intake questionnaire (docs/INTAKE.md), an
 * engagement letter (docs/ENGAGEMENT.md). The same headers as every secret link; too many requests
 * answer 429 with a plain sentence, and the log says which kind of page, never the address.
 */
export function rateLimitedSecretPagePolicy(options: {
  routeIds: ReadonlySet<string>;
  logger: Logger;
  limit: number;
  logEvent: string;
  /** The largest body its forms send, when more than a public form's (form-body-limits.ts). */
  bodyLimit?: number;
}): RoutePolicy {
  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: options.limit,
    store: new BoundedMemoryStore(),
    standardHeaders: "draft-7",
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? "unknown", 64),
    handler(_req, res) {
      options.logger.warn(options.logEvent);
      res
        .status(429)
        .type("text/plain")
        .send("Too many requests from your connection. Wait 15 minutes and try again, or call us.");
    },
  });
  return {
    covers: (route) => route.ids.some((id) => options.routeIds.has(id)),
    headers: secretLinkRoutePolicy.headers,
    guard: limiter,
    bodyLimit: () => options.bodyLimit,
  };
}

/**
 * What a client's private-link page tells in its e-mails and links, from the environment: the
 * questionnaires' and the engagement letters' (their links last DOCUMENTS_LINK_DAYS, like a
 * documents request's).
 */
export function privateLinkSettings(env: ServerEnv) {
  return {
    siteUrl: env.SITE_URL,
    firmName: firm.name,
    staffEmail: env.MAIL_TO,
    linkDays: env.DOCUMENTS_LINK_DAYS,
  };
}
