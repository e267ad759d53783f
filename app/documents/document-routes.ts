/**
 * The documents' routes (docs/DOCUMENTS.md): the client's page behind a request's link, and the
 * addresses its files are sent to. The upload addresses are rows of the route table too, so the
 * server resolves a request to them whatever its spelling, and their limits and headers are keyed
 * to the route (docs/OPERATIONS.md#one-route-whatever-the-spelling); their requests are answered
 * by the server's streaming upload handler (app/documents/document-upload-endpoints.server.ts) before React Router.
 */
export const documentRoutes = {
  /** The client's page: `/documents/<token>`. */
  page: { id: "documents", path: "documents/:token", file: "routes/documents.tsx" },
  /** tus: where a resumable upload is created (POST). */
  uploads: {
    id: "documents-uploads",
    path: "documents/uploads",
    file: "routes/documents-upload.ts",
  },
  /** tus: one upload in progress (HEAD for its offset, PATCH sent as POST, DELETE as POST). */
  upload: {
    id: "documents-upload",
    path: "documents/uploads/:upload",
    file: "routes/documents-upload.ts",
  },
  /** The plain multipart form of one checklist item, for a page without JavaScript. */
  itemForm: {
    id: "documents-item-form",
    path: "documents/:token/items/:item",
    file: "routes/documents-upload.ts",
  },
} as const;

/** The routes whose requests carry files: rate limited per client address. */
export const documentUploadRouteIds: ReadonlySet<string> = new Set([
  documentRoutes.uploads.id,
  documentRoutes.upload.id,
  documentRoutes.itemForm.id,
]);

/** Every route of the documents (private: never indexed, cached or sent as a referrer). */
export const documentRouteIds: ReadonlySet<string> = new Set(
  Object.values(documentRoutes).map((r) => r.id),
);
