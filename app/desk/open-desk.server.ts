/**
 * Opening the lead desk (docs/DESK.md): the desk services handed to its routes, its e-mails (replies
 * and the daily digest) as queues of the site's outbox, the digest's schedule, and the policy
 * applied to every request that reaches a desk route.
 */
import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { firm } from "~/content/firm";
import type { Repositories } from "~/db/repositories.server";
import type { CapabilityPlatform, OpenedCapability } from "~/platform/capability.server";
import type { ServerEnv } from "~/platform/env.server";
import {
  deskFormBodyLimit,
  deskVerifyBodyLimit,
  publicFormBodyLimit,
} from "~/platform/form-body-limits";
import type { Logger } from "~/platform/logger.server";
import { requestRoute } from "~/platform/request-route.server";
import type { RoutePolicy } from "~/platform/route-policy.server";
import { DeskServices } from "./desk.server";
import { DeskDigestScheduler, deskDigestQueue } from "./desk-digest.server";
import { formatClockTime } from "./desk-digest-schedule";
import { deskReplyQueue } from "./desk-reply-queue.server";
import { deskPasskeyRouteId, deskRouteIds, signedInPasskeySteps } from "./desk-routes";

export function openDesk(options: CapabilityPlatform): OpenedCapability {
  const { repositories: repos, env, logger, wakeOutbox } = options;
  const routePolicies = [deskRoutePolicy({ env, logger })];
  if (!repos) return { routePolicies };
  const desk = deskServices({ repositories: repos, env, logger, wakeOutbox });
  // The daily digest: queued only where e-mail is on (else they would wait for nothing). Its first
  // check runs before the server listens, so a day's digests are queued (once) before any request.
  const digests =
    env.SMTP_URL && env.DESK_DIGEST_TIME !== "off"
      ? new DeskDigestScheduler({ repos, time: env.DESK_DIGEST_TIME, wakeOutbox, logger })
      : undefined;
  return {
    routePolicies,
    mailQueues: [
      // Replies written in the desk (docs/DESK.md#replies).
      deskReplyQueue(repos, {
        from: env.MAIL_FROM,
        to: env.MAIL_TO,
        routes: env.MAIL_ROUTES,
        firmName: firm.name,
      }),
      // Each staff member's daily digest (docs/DESK.md#the-daily-digest).
      deskDigestQueue(repos, { from: env.MAIL_FROM, siteUrl: env.SITE_URL, firmName: firm.name }),
    ],
    loadContext: () => ({ desk }),
    start: () => digests?.start(),
    stop: () => digests?.stop(),
  };
}

function deskServices(options: {
  repositories: Repositories;
  env: ServerEnv;
  logger: Logger;
  wakeOutbox: () => void;
}): DeskServices {
  const { env } = options;
  return new DeskServices({
    repositories: options.repositories,
    logger: options.logger,
    wakeOutbox: options.wakeOutbox,
    settings: {
      siteUrl: env.SITE_URL,
      rpName: `${firm.shortName} desk`,
      retentionDays: env.RETENTION_DAYS,
      notificationsOn: Boolean(env.SMTP_URL),
      replyFrom: env.MAIL_FROM,
      // The daily digest goes only where e-mail is set up (docs/DESK.md#the-daily-digest).
      digestTime:
        env.SMTP_URL && env.DESK_DIGEST_TIME !== "off"
          ? formatClockTime(env.DESK_DIGEST_TIME)
          : undefined,
      session: {
        idleMs: env.DESK_SESSION_IDLE_MINUTES * 60_000,
        maxMs: env.DESK_SESSION_MAX_HOURS * 3_600_000,
      },
    },
  });
}

/**
 * The desk's part of every request that reaches one of its routes (app/desk/desk-routes.ts),
 * however its URL is spelled (app/platform/route-policy.server.ts):
 * - every answer: `Cache-Control: no-store` (nothing of the desk is kept by a browser or proxy
 *   cache) and `X-Robots-Tag: noindex`;
 * - every state-changing request must carry SITE_URL's Origin (OWASP CSRF Prevention Cheat Sheet);
 *   the route actions check it again;
 * - the passkey steps that sign someone in or enroll them (every step but the signed-in ones) are
 *   rate limited per client address (OWASP Authentication Cheat Sheet);
 * - its forms may send up to `deskFormBodyLimit`, "verify a copy" its PDF, and the passkey steps
 *   (open to anyone) only as much as a public form (app/platform/form-body-limits.ts).
 */
export function deskRoutePolicy(options: { env: ServerEnv; logger: Logger }): RoutePolicy {
  const origin = new URL(options.env.SITE_URL).origin;
  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: options.env.DESK_SIGNIN_RATE_LIMIT,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler(_req, res) {
      options.logger.warn("desk_sign_in_rate_limited");
      res
        .status(429)
        .json({ message: "Too many sign-in attempts. Wait 15 minutes and try again." });
    },
  });
  const signedInSteps = new Set<string>(signedInPasskeySteps);
  return {
    covers: (route) => route.ids.some((id) => deskRouteIds.has(id)),
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
    bodyLimit: (route) =>
      route.leaf === deskPasskeyRouteId
        ? publicFormBodyLimit
        : route.leaf === "desk-engagement-verify"
          ? deskVerifyBodyLimit
          : deskFormBodyLimit,
    guard(req: Request, res: Response, next: NextFunction) {
      if (req.method === "GET" || req.method === "HEAD") return next();
      if (req.headers.origin !== origin) {
        options.logger.warn("desk_cross_origin_refused", { method: req.method });
        res.status(403).type("text/plain").send("This request did not come from the desk.");
        return;
      }
      const route = requestRoute(res);
      if (route.leaf === deskPasskeyRouteId && !signedInSteps.has(route.params.step ?? ""))
        return limiter(req, res, next);
      next();
    },
  };
}
