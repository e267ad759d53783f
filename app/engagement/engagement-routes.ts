/**
 * The engagement letters' public route (docs/ENGAGEMENT.md#the-clients-steps): the client's page
 * behind its link. Rendered on request, never prerendered, listed or indexed; an unknown, turned-off
 * or expired link is a 404 like any unknown path (app/engagement/open-engagement.server.ts sets its headers and rate
 * limit, keyed to the route).
 */
export const engagementRoutes = {
  page: {
    id: "engagement-letter",
    path: "engagement/:token",
    file: "routes/engagement.tsx",
  },
} as const;

export const engagementRouteIds: ReadonlySet<string> = new Set(
  Object.values(engagementRoutes).map((r) => r.id),
);
