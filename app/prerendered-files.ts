/**
 * The files the build prerenders beside the pages, each with the Content-Type it is served with.
 * A prerendered file is only bytes on disk: the header its route sets is lost, so the server reads
 * it from here (server/app.ts), and the route answers with the same one when it is rendered on
 * request. The prerender list (react-router.config.ts) takes the paths from here too.
 */
export const prerenderedFiles = {
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/robots.txt": "text/plain; charset=utf-8",
  // RFC 4287 section 7: Atom documents are application/atom+xml.
  "/blog/feed.xml": "application/atom+xml; charset=utf-8",
} as const satisfies Record<string, string>;

export type PrerenderedFile = keyof typeof prerenderedFiles;

/** The headers a prerendered file's route answers with. */
export function fileHeaders(path: PrerenderedFile): Record<string, string> {
  return { "Content-Type": prerenderedFiles[path] };
}
