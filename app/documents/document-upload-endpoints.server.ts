/**
 * The documents' two upload endpoints that must stream and so sit in front of React Router
 * (docs/DOCUMENTS.md): the tus endpoint for the page with JavaScript, and a plain multipart form
 * post per checklist item for the page without it; and the route policy of every documents route.
 */
import busboy from "busboy";
import type express from "express";
import type { NextFunction, Request, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { ServerEnv } from "~/platform/env.server";
import { describeError, type Logger } from "~/platform/logger.server";
import { BoundedMemoryStore } from "~/platform/rate-limit-store.server";
import { requestRoute } from "~/platform/request-route.server";
import type { RoutePolicy } from "~/platform/route-policy.server";
import { ArrivalRefused } from "./document-arrival.server";
import { refusalCode } from "./document-messages";
import { isStorageFull, UploadNotAllowed } from "./document-refusals.server";
import { documentRouteIds, documentRoutes, documentUploadRouteIds } from "./document-routes";
import type { DocumentServices } from "./document-service.server";
import { createTusServer, handleTus, tusPath } from "./document-tus.server";

/** Room for a multipart envelope around the file (boundaries, headers of the part). */
const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * How much of a refused form post's body is still read, and dropped, once the refusal is answered:
 * four times the file limit (100 MB at the default 25 MB). A browser reads the answer only once it
 * has sent the whole body, and a connection closed while it is still sending shows its own error
 * page ("This site can't be reached") instead of the refusal; a body larger than this is not worth
 * the bandwidth, so its connection is closed (docs/DOCUMENTS.md#checks-on-arrival). Node's request
 * timeout (`requestTimeout`, 5 minutes by default) bounds how long a slow one may take.
 */
const DRAIN_FACTOR = 4;
const uploadFormPath = /^\/documents\/([A-Za-z0-9_-]{43})\/items\/(\d{1,12})$/;

/**
 * The documents' part of every request that reaches one of their routes
 * (app/documents/document-routes.ts), however its URL is spelled (app/platform/route-policy.server.ts):
 * - every answer: `Cache-Control: no-store`, `X-Robots-Tag: noindex` and no referrer, because the
 *   path carries the link's secret (docs/DOCUMENTS.md#the-link);
 * - the upload addresses (tus and the plain form) are rate limited per client address, IPv6 by /64
 *   (docs/DOCUMENTS.md#limits-and-logs);
 * - the tus addresses answer the methods the tus protocol needs, and no others (`tusMethods`).
 */
export function documentsRoutePolicy(options: { env: ServerEnv; logger: Logger }): RoutePolicy {
  const { logger } = options;
  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: options.env.DOCUMENTS_UPLOAD_RATE_LIMIT,
    store: new BoundedMemoryStore(),
    standardHeaders: "draft-7",
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? "unknown", 64),
    handler(_req, res) {
      logger.warn("document_upload_rate_limited");
      res
        .status(429)
        .setHeader("Connection", "close")
        .type("text/plain")
        .send("Too many uploads from your connection. Wait 15 minutes and try again, or call us.");
    },
  });
  return {
    covers: (route) => route.ids.some((id) => documentRouteIds.has(id)),
    methods: (route) => (route.leaf ? tusMethods[route.leaf] : undefined),
    headers: {
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
    guard(req: Request, res: Response, next: NextFunction) {
      const route = requestRoute(res);
      if (route.leaf && documentUploadRouteIds.has(route.leaf)) return limiter(req, res, next);
      next();
    },
  };
}

/**
 * The methods each tus address answers besides the site's own (GET, HEAD, POST), the only place
 * they are allowed (server/http-policy.ts): OPTIONS for discovery, PATCH to send a piece, DELETE
 * to end an upload (tus 1.0.0 core and its termination extension). POST still carries PATCH and
 * DELETE for clients that must override the method (tus 1.0.0, "Method Override").
 */
export const tusMethods: Readonly<Record<string, readonly string[]>> = {
  [documentRoutes.uploads.id]: ["OPTIONS"],
  [documentRoutes.upload.id]: ["OPTIONS", "PATCH", "DELETE"],
};

/**
 * Mounted before the React Router handler: the tus endpoint and the plain form post. Their headers
 * and rate limit come from `documentsRoutePolicy`, applied before this by the route they reach.
 */
export function mountDocuments(
  app: express.Express,
  options: { documents: DocumentServices; logger: Logger },
) {
  const { documents, logger } = options;
  // Made at the first upload request: the tus libraries need not load at every start.
  let tus: ReturnType<typeof createTusServer> | undefined;

  // app.all keeps req.url whole (app.use would strip the path tus needs to see).
  app.all([tusPath, `${tusPath}/*upload`], (req: Request, res: Response, next: NextFunction) => {
    // PATCH and DELETE are answered as they come, and also as a POST with X-HTTP-Method-Override
    // (tus 1.0.0, "Method Override"), which @tus/server 2 no longer reads itself.
    const override = String(req.headers["x-http-method-override"] ?? "").toUpperCase();
    if (req.method === "POST" && (override === "PATCH" || override === "DELETE")) {
      req.method = override;
      delete req.headers["x-http-method-override"];
    }
    // The client's address for the storage quota, from the connection as TRUST_PROXY says.
    const clientKey = documents.clientKey(ipKeyGenerator(req.ip ?? "unknown", 64));
    tus ??= createTusServer(documents, logger);
    tus.then((server) => handleTus(server, req, res, clientKey)).catch(next);
  });

  app.post(uploadFormPath, (req: Request, res: Response, next: NextFunction) => {
    receiveForm(req, res, documents, logger).catch(next);
  });
}

async function receiveForm(
  req: Request,
  res: Response,
  documents: DocumentServices,
  logger: Logger,
): Promise<void> {
  const [, token = "", itemText = ""] = uploadFormPath.exec(req.path) ?? [];
  const itemId = Number(itemText);
  const page = `/documents/${token}`;
  const back = (query: string) => res.redirect(303, `${page}?${query}#item-${itemId}`);
  const length = Number(req.headers["content-length"]);
  const drainCap = DRAIN_FACTOR * documents.settings.maxFileBytes + MULTIPART_OVERHEAD;
  /** Answers, and reads and drops the rest of the body (up to `drainCap`). */
  const afterBody = (answer: () => void) => answerAndDrain(req, res, drainCap, answer);
  const clientKey = documents.clientKey(ipKeyGenerator(req.ip ?? "unknown", 64));
  try {
    documents.admitUpload(token, itemId, undefined, Date.now(), clientKey);
  } catch (error) {
    if (error instanceof UploadNotAllowed && error.status === 404) {
      afterBody(() => res.status(404).type("text/plain").send("Not found"));
      return;
    }
    afterBody(() => back(`refused=${refusalCode(error as UploadNotAllowed)}&item=${itemId}`));
    return;
  }
  if (Number.isFinite(length) && length > documents.settings.maxFileBytes + MULTIPART_OVERHEAD) {
    logger.info("document_refused", { reason: "too-large", when: "headers" });
    afterBody(() => back(`refused=too-large&item=${itemId}`));
    return;
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // File names are read as UTF-8, as browsers send them (HTML's multipart/form-data encoding
      // algorithm); busboy's default of latin1 would turn "日本語の書類.pdf" into mojibake.
      defParamCharset: "utf8",
      limits: { files: 1, fields: 4, parts: 5, fileSize: documents.settings.maxFileBytes + 1 },
    });
  } catch {
    afterBody(() => back(`refused=no-file&item=${itemId}`));
    return;
  }
  const outcome = new Promise<string>((resolve) => {
    let handled = false;
    parser.on("file", (_field, stream, info) => {
      if (handled) {
        stream.resume();
        return;
      }
      handled = true;
      if (!info.filename) {
        stream.resume();
        resolve(`refused=no-file&item=${itemId}`);
        return;
      }
      documents
        .receive({ token, itemId, fileName: info.filename, body: stream, clientKey })
        .then(() => resolve(`received=${itemId}`))
        .catch((error: unknown) => {
          stream.resume();
          if (error instanceof ArrivalRefused) {
            logger.info("document_refused", { reason: error.reason });
            const what = error.detected ? `&what=${encodeURIComponent(error.detected)}` : "";
            resolve(`refused=${error.reason}&item=${itemId}${what}`);
          } else if (error instanceof UploadNotAllowed) {
            resolve(`refused=${refusalCode(error)}&item=${itemId}`);
          } else if (isStorageFull(error)) {
            logger.warn("document_storage_full");
            resolve(`refused=storage-full&item=${itemId}`);
          } else {
            logger.error("document_receive_failed", { error: describeError(error) });
            resolve(`refused=failed&item=${itemId}`);
          }
        });
    });
    parser.on("close", () => {
      if (!handled) resolve(`refused=no-file&item=${itemId}`);
    });
    parser.on("error", () => resolve(`refused=failed&item=${itemId}`));
  });
  req.pipe(parser);
  const query = await outcome;
  // A file refused part-way (too large without a length, or of a kind we refuse): the rest of the
  // body may still be on its way.
  afterBody(() => back(query));
}

/**
 * Answers a form post whose body may still be arriving, and reads the rest of it, dropping it, so
 * that a browser still sending sees the answer once it has sent everything instead of a reset
 * connection; the connection then stays open for the next request. A body that declares, or turns
 * out to have, more than `cap` bytes left is not read: its connection is closed once the answer is
 * out (or at once, past the cap), and a browser still sending it shows its own error page.
 */
function answerAndDrain(req: Request, res: Response, cap: number, answer: () => void): void {
  const length = Number(req.headers["content-length"]);
  if (!req.complete && Number.isFinite(length) && length > cap) {
    res.setHeader("Connection", "close");
    res.once("finish", () => req.destroy());
  } else if (!req.complete) {
    let read = 0;
    req.on("data", (chunk: Buffer) => {
      read += chunk.length;
      if (read > cap) req.destroy();
    });
    req.once("error", () => req.destroy());
    req.resume();
  }
  answer();
}
