/**
 * The session check every desk loader and action starts with (docs/DESK.md#security): the desk is
 * denied by default. Server-only in practice (loaders and actions), but free of server imports.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import type { DeskServices } from "./desk.server";
import type { DeskSession } from "./desk-types";

export interface SignedIn {
  desk: DeskServices;
  session: DeskSession;
}

interface Args {
  request: Request;
  context: AppLoadContext;
  /** The page's URL as React Router matched it (a loader's or action's `url`: never `.data`). */
  url: URL;
}

export function deskOf(context: AppLoadContext): DeskServices {
  if (!context.desk) throw data("The desk is not available on this server.", { status: 503 });
  return context.desk;
}

/** Where to come back to after signing in: a desk path, never another site. */
export function returnPath(url: URL): string {
  const path = url.pathname;
  return path.startsWith("/desk") && !path.startsWith("/desk/sign-in")
    ? path + url.search
    : "/desk";
}

/**
 * The signed-in staff member, or a redirect to the sign-in page (HTTP 302; React Router turns it
 * into a client redirect for `.data` requests) that also clears a stale cookie.
 */
export function requireStaff({ request, context, url }: Args): SignedIn {
  const desk = deskOf(context);
  const session = desk.session(request);
  if (!session) {
    const headers = new Headers();
    if (desk.hasSessionCookie(request)) headers.set("Set-Cookie", desk.clearedCookie());
    const next = returnPath(url);
    throw redirect(
      next === "/desk" ? "/desk/sign-in" : `/desk/sign-in?next=${encodeURIComponent(next)}`,
      { headers },
    );
  }
  return { desk, session };
}

/** For actions: the same-origin check (CSRF), then the session check. */
export function requireStaffAction(args: Args): SignedIn {
  const desk = deskOf(args.context);
  if (!desk.sameOrigin(args.request))
    throw data("This request did not come from the desk.", { status: 403 });
  return requireStaff(args);
}
