/**
 * The questionnaires' public route (docs/INTAKE.md#the-clients-page): the client's page behind its
 * link, one section per address. Rendered on request, never prerendered, listed or indexed; an
 * unknown, revoked or expired link is a 404 like any unknown path (app/intake/open-intake.server.ts sets its headers
 * and rate limit, keyed to the route).
 */
export const intakeRoutes = {
  /** `/questionnaire/<token>` (the first unfinished section) and `/questionnaire/<token>/<n>`. */
  page: {
    id: "intake-questionnaire",
    path: "questionnaire/:token/:section?",
    file: "routes/intake.tsx",
  },
} as const;

export const intakeRouteIds: ReadonlySet<string> = new Set(
  Object.values(intakeRoutes).map((r) => r.id),
);
