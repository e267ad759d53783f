import type { Request, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { ContactGate } from "~/contact/contact-services";
import type { Logger } from "~/platform/logger.server";
import { BoundedMemoryStore } from "~/platform/rate-limit-store.server";
import type { RoutePolicy } from "~/platform/route-policy.server";

/** The largest contact post accepted, in bytes: the form's own limits fit well inside it. */
export const contactBodyLimit = 64 * 1024;

/**
 * The routes whose action calls this gate before it reads its body, so that a body over the limit
 * is answered with the form's own page ("Your message was too long to send") rather than by the
 * server's general limit (server/body-limit.ts), which leaves them to it.
 */
export function contactGateRoutePolicy(routeIds: ReadonlySet<string>): RoutePolicy {
  return {
    covers: (route) => route.leaf !== undefined && routeIds.has(route.leaf),
    bodyLimit: () => "action-gate",
  };
}

export interface ContactGateOptions {
  /** Posts allowed per client per window. */
  limit: number;
  windowMs: number;
  logger: Logger;
  store?: BoundedMemoryStore;
}

/**
 * Decides, for one request that reached the contact action, whether its body may be read. With
 * `counted` false only the size is checked: the request is neither counted nor refused by the rate
 * limit (a post the action decides not to count, docs/BOOKING.md#reschedule-and-cancel).
 */
export type ContactGateCheck = (
  req: Request,
  res: Response,
  counted?: boolean,
) => Promise<ContactGate>;

/**
 * The contact action's gate (docs/OPERATIONS.md#contact-form-limits). The action calls it before it
 * reads the body, so every request that can reach the action is limited, whatever its path spelling
 * (case, percent-encoding, `.data`, doubled slashes): the gate sits at the action, not at a path.
 *
 * - Rate limit: `express-rate-limit`, keyed by the client address as Express's `trust proxy`
 *   setting resolves it (TRUST_PROXY), IPv6 addresses grouped by /64 (one subscriber's network), in
 *   a bounded in-memory store.
 * - Size limit: a Content-Length of at most 64 KB. A body without one (chunked) is refused: browsers
 *   always send the length of a form post.
 */
export function createContactGate(options: ContactGateOptions): ContactGateCheck {
  const store = options.store ?? new BoundedMemoryStore();
  const limiter = rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    store,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? "unknown", 64),
    handler: (_req, res, next) => {
      res.locals.contactGate = "rate-limited" satisfies ContactGate;
      next();
    },
    // Its warnings name a code and a setting; their text may quote an address, so only the code
    // reaches the log (app/platform/logger.server.ts keeps personal data out).
    logger: {
      warn: (error) => options.logger.warn("rate_limit_warning", { code: errorCode(error) }),
      error: (error) => options.logger.error("rate_limit_error", { code: errorCode(error) }),
    },
  });

  return (req, res, counted = true) =>
    new Promise<ContactGate>((resolve, reject) => {
      const decide = (error?: unknown) => {
        if (error) return reject(error);
        let gate: ContactGate =
          counted && res.locals.contactGate === "rate-limited" ? "rate-limited" : "open";
        if (gate === "open") {
          const length = Number(req.headers["content-length"]);
          if (!Number.isFinite(length) || length > contactBodyLimit) gate = "too-large";
        }
        // A refused body is never read: close the connection instead of draining it.
        if (gate !== "open") res.setHeader("Connection", "close");
        resolve(gate);
      };
      if (counted) limiter(req, res, decide);
      else decide();
    });
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" ? code : "unknown";
}
