import type { NextFunction, Request, RequestHandler, Response } from "express";
import { type RequestRoute, requestRoute } from "~/platform/request-route.server";

/**
 * Headers and checks for a part of the site, applied to every request that reaches one of its
 * routes, whatever the spelling of the URL (docs/OPERATIONS.md#one-route-whatever-the-spelling).
 * A new route is covered by adding it to its area's route table; nothing here matches a path.
 */
export interface RoutePolicy {
  /** Whether the policy covers a request: decided from the route it reaches, never its URL. */
  covers(route: RequestRoute, req: Request): boolean;
  /**
   * Headers for every answer to a covered request, whoever gives it: the page, a 301 to the
   * canonical spelling, a 405, a 429, an error.
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * Methods the route answers besides the route table's own (GET, HEAD, and POST where it has an
   * action: server/http-policy.ts), for
   * a protocol that needs them (tus on the documents' upload addresses); undefined for none.
   */
  methods?(route: RequestRoute): readonly string[] | undefined;
  /**
   * A check run before static files and React Router (an Origin check, a rate limit): it calls
   * `next()` to let the request through, or answers it.
   */
  guard?: RequestHandler;
  /**
   * The largest request body its routes take, in bytes, when more than the site's public forms'
   * (`publicFormBodyLimit`); or `"action-gate"` for a route whose action admits its body itself
   * before reading it (the contact and booking gate, app/contact/contact-gate.server.ts, which
   * answers with the form's own page). Enforced in front of React Router (server/body-limit.ts).
   */
  bodyLimit?(route: RequestRoute): number | "action-gate" | undefined;
}

/** Sets each covering policy's headers, first thing, so that every answer carries them. */
export function routeHeaders(policies: readonly RoutePolicy[]): RequestHandler {
  return (req, res, next) => {
    const route = requestRoute(res);
    for (const policy of policies)
      if (policy.headers && policy.covers(route, req))
        for (const [name, value] of Object.entries(policy.headers)) res.setHeader(name, value);
    next();
  };
}

/** Runs each covering policy's guard in turn; the request goes on only if every one lets it. */
export function routeGuards(policies: readonly RoutePolicy[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const route = requestRoute(res);
    const guards = policies.flatMap((p) => (p.guard && p.covers(route, req) ? [p.guard] : []));
    const run = (index: number, error?: unknown) => {
      if (error !== undefined) return next(error);
      const guard = guards[index];
      if (!guard) return next();
      try {
        const result: unknown = guard(req, res, (e?: unknown) => run(index + 1, e));
        if (result instanceof Promise) result.catch(next);
      } catch (e) {
        next(e);
      }
    };
    run(0);
  };
}
