/**
 * The lead desk's route table: mounted by app/routes.ts, enumerated by the tests that prove every
 * route refuses a missing, expired, disabled or forged session. Never prerendered and never in the
 * sitemap (the public table is app/site-map.ts).
 */
export interface DeskRoute {
  id: string;
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /**
   * "staff": every loader and action requires a session. "public": the sign-in and enrollment
   * pages and the passkey ceremony, which check what they need themselves.
   */
  access: "staff" | "public";
  /** A page (document and `.data`) or a resource route (files, JSON). */
  kind: "page" | "resource";
  /** Whether it answers GET (a loader). */
  get: boolean;
  /** Whether it answers POST (an action). */
  post: boolean;
}

const r = (route: DeskRoute) => route;

/** Pages inside the signed-in desk layout (routes/desk/layout.tsx). */
export const deskStaffPages: readonly DeskRoute[] = [
  r({
    id: "desk-inbox",
    path: "/desk",
    file: "routes/desk/inbox.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: true,
  }),
  r({
    id: "desk-inquiry",
    path: "/desk/inquiries/:id",
    file: "routes/desk/inquiry.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: true,
  }),
  r({
    id: "desk-agenda",
    path: "/desk/agenda",
    file: "routes/desk/agenda.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: true,
  }),
  r({
    id: "desk-booking",
    path: "/desk/bookings/:id",
    file: "routes/desk/booking.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: true,
  }),
  r({
    id: "desk-documents",
    path: "/desk/documents",
    file: "routes/desk/documents.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: false,
  }),
  r({
    id: "desk-overview",
    path: "/desk/overview",
    file: "routes/desk/overview.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: false,
  }),
  r({
    id: "desk-privacy",
    path: "/desk/privacy",
    file: "routes/desk/privacy.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: true,
  }),
  r({
    id: "desk-audit",
    path: "/desk/audit",
    file: "routes/desk/audit.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: false,
  }),
  r({
    id: "desk-account",
    path: "/desk/account",
    file: "routes/desk/account.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: true,
  }),
  // An intake questionnaire's answers, printable (docs/INTAKE.md#in-the-desk).
  r({
    id: "desk-questionnaire",
    path: "/desk/questionnaires/:id",
    file: "routes/desk/questionnaire.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: false,
  }),
  // Engagement letters (docs/ENGAGEMENT.md#in-the-desk): one letter (adjust, preview, send,
  // countersign), and the page that checks a copy against the sealed letters.
  r({
    id: "desk-engagement-verify",
    path: "/desk/engagement-letters/verify",
    file: "routes/desk/engagement-verify.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: true,
  }),
  r({
    id: "desk-engagement-letter",
    path: "/desk/engagement-letters/:id",
    file: "routes/desk/engagement-letter.tsx",
    access: "staff",
    kind: "page",
    get: true,
    post: true,
  }),
];

/** The passkey ceremonies' route: its sign-in and enrollment steps are rate limited. */
export const deskPasskeyRouteId = "desk-passkey";

/** Resource routes and the pages outside the signed-in layout. */
export const deskOtherRoutes: readonly DeskRoute[] = [
  // Documents (docs/DOCUMENTS.md#in-the-desk): one file, viewed or downloaded. The panel's forms
  // post to the inquiry's page.
  r({
    id: "desk-document-file",
    path: "/desk/documents/files/:id",
    file: "routes/desk/document-file.ts",
    access: "staff",
    kind: "resource",
    get: true,
    post: false,
  }),
  r({
    id: "desk-inquiries-csv",
    path: "/desk/inquiries.csv",
    file: "routes/desk/inquiries-csv.ts",
    access: "staff",
    kind: "resource",
    get: true,
    post: true,
  }),
  r({
    id: "desk-privacy-export",
    path: "/desk/privacy/export",
    file: "routes/desk/privacy-export.ts",
    access: "staff",
    kind: "resource",
    get: true,
    post: true,
  }),
  r({
    id: "desk-sign-out",
    path: "/desk/sign-out",
    file: "routes/desk/sign-out.ts",
    access: "staff",
    kind: "resource",
    get: true,
    post: true,
  }),
  // An intake questionnaire's answers as JSON or PDF (docs/INTAKE.md#in-the-desk).
  r({
    id: "desk-questionnaire-json",
    path: "/desk/questionnaires/:id/answers.json",
    file: "routes/desk/questionnaire-export.ts",
    access: "staff",
    kind: "resource",
    get: true,
    post: false,
  }),
  r({
    id: "desk-questionnaire-pdf",
    path: "/desk/questionnaires/:id/answers.pdf",
    file: "routes/desk/questionnaire-export.ts",
    access: "staff",
    kind: "resource",
    get: true,
    post: false,
  }),
  // An engagement letter's signed or countersigned PDF (docs/ENGAGEMENT.md#in-the-desk).
  r({
    id: "desk-engagement-pdf",
    path: "/desk/engagement-letters/:id/:file",
    file: "routes/desk/engagement-pdf.ts",
    access: "staff",
    kind: "resource",
    get: true,
    post: false,
  }),
  r({
    id: "desk-sign-in",
    path: "/desk/sign-in",
    file: "routes/desk/sign-in.tsx",
    access: "public",
    kind: "page",
    get: true,
    post: false,
  }),
  r({
    id: "desk-enroll",
    path: "/desk/enroll/:token",
    file: "routes/desk/enroll.tsx",
    access: "public",
    kind: "page",
    get: true,
    post: false,
  }),
  r({
    id: deskPasskeyRouteId,
    path: "/desk/passkey/:step",
    file: "routes/desk/passkey.ts",
    access: "public",
    kind: "resource",
    get: false,
    post: true,
  }),
];

export const deskRoutes: readonly DeskRoute[] = [...deskStaffPages, ...deskOtherRoutes];

/** The signed-in layout route: its loader checks the session too. */
export const deskLayout = { id: "desk-layout", file: "routes/desk/layout.tsx" } as const;

/**
 * Steps of the passkey route that need a session (on the Account page: confirming with an existing
 * passkey, then adding one).
 */
export const signedInPasskeySteps = ["confirm-options", "confirm", "add-options", "add"] as const;
/** Steps that sign someone in or enroll them: rate limited per client address (with any unknown step). */
export const signInPasskeySteps = [
  "sign-in-options",
  "sign-in",
  "enroll-options",
  "enroll",
] as const;

/**
 * Every route of the desk, the signed-in layout included. The server applies the desk's headers,
 * Origin check and sign-in rate limit to any request that reaches one of them, whatever its URL's
 * spelling (app/desk/open-desk.server.ts); a desk route added to the tables above is covered with no other change.
 */
export const deskRouteIds: ReadonlySet<string> = new Set([
  deskLayout.id,
  ...deskRoutes.map((r) => r.id),
]);

/** Route path without the leading slash, as app/routes.ts wants it. */
export function routePath(route: DeskRoute): string {
  return route.path.slice(1);
}
