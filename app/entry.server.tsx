import { PassThrough } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { ProseRenderContext } from "~/components/content/prose";
import { renderContent } from "~/content/render.server";
import { contentSecurityPolicy } from "~/page/csp.server";
import { withPieceCount } from "~/page/document.server";
import { PieceCount } from "~/page/pieces";
import { describeError, logger } from "~/platform/logger.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before responding (the pages have no deferred data), so that the
 * Content-Security-Policy can list the hash of every inline script: the same policy the server
 * computes for the prerendered files (app/page/csp.server.ts). Prerendering goes through here too,
 * so every prerendered page carries the number of pieces it was rendered in (app/page/pieces.ts).
 * A HEAD request reaches here as a GET (server/http-policy.ts), so it gets the same header fields.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const pieces = new Set<string>();
    const chunks: Buffer[] = [];
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const options: RenderToPipeableStreamOptions = {
      // Every page must read fully without JavaScript. React outlines a finished Suspense boundary
      // past this many bytes (sends it hidden, revealed by an inline script); the document is sent
      // whole anyway (onAllReady), so write every boundary in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          clearTimeout(timeout);
          const html = withPieceCount(Buffer.concat(chunks).toString("utf8"), pieces.size);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set(
            "Content-Security-Policy",
            // The location React Router matched (its own normalisation of the request's path).
            contentSecurityPolicy(html, routerContext.staticHandlerContext.location.pathname),
          );
          resolve(new Response(html, { headers: responseHeaders, status }));
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        logger.error("render_failed", { error: describeError(error) });
      },
    };
    // Content pages render their prose here, on the server only (app/components/content/prose.tsx).
    const { pipe, abort } = renderToPipeableStream(
      <PieceCount.Provider value={pieces}>
        <ProseRenderContext.Provider value={renderContent}>
          <ServerRouter context={routerContext} url={request.url} />
        </ProseRenderContext.Provider>
      </PieceCount.Provider>,
      options,
    );
  });
}

/**
 * A loader, action or render that failed: one line of the JSON log (docs/OPERATIONS.md#logs), with
 * the error's class and message but no stack and nothing of the request. A request the client
 * abandoned is not a failure. A client error (a post to a page without a form: 405; an unknown
 * path: 404; a malformed request: 400, RFC 9110 §15.5) is the visitor's, not the site's: it is logged
 * at info, so nobody outside can raise the operator's error alerts.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info("request_refused", { status: error.status });
    return;
  }
  logger.error("request_failed", { error: describeError(error) });
}
