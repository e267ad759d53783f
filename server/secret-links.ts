import type { RoutePolicy } from "./route-policy";

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
