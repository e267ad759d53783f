import type { NextFunction, Request, Response } from "express";
import type { ContactGate } from "../app/contact/contact-services";

/** The largest contact post accepted, in bytes: the form's own limits fit well inside it. */
export const contactBodyLimit = 64 * 1024;

/**
 * A fixed-window count of contact posts per client address, in memory. It is deliberately small:
 * one process, forgotten on restart, addresses kept only for the window and never logged or
 * stored. Behind a proxy, Express's `trust proxy` setting decides what `req.ip` is.
 */
export class ContactRateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one post; false when the address has used up its window. */
  take(address: string, now = Date.now()): boolean {
    if (this.hits.size > 10_000) this.prune(now);
    const entry = this.hits.get(address);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(address, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  private prune(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const contactPostPath = /^\/contact(?:\.data)?\/?$/;

/**
 * Marks each POST to /contact (a form post, or a fetcher's /contact.data) as open, rate-limited
 * or too large; the route action answers 429 or 413 with a readable page. Marks only: the body
 * is never read here.
 */
export function contactGate(limiter: ContactRateLimiter) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || !contactPostPath.test(req.path)) return next();
    let gate: ContactGate = "open";
    const length = Number(req.headers["content-length"]);
    if (!limiter.take(req.ip ?? "unknown")) gate = "rate-limited";
    else if (!Number.isFinite(length) || length > contactBodyLimit) gate = "too-large";
    res.locals.contactGate = gate;
    if (gate !== "open") res.setHeader("Connection", "close");
    next();
  };
}

export function contactGateOf(res: Response): ContactGate {
  const gate = res.locals.contactGate;
  return gate === "rate-limited" || gate === "too-large" ? gate : "open";
}
