import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { describeError, type Logger } from "./logger";
import { type Encoding, loadPrerenderedPages } from "./prerendered-pages";
import { applySecurityHeaders, searchWorkerCsp } from "./security-headers";

export interface AppOptions {
  clientDir: string;
  serverBuild: ServerBuild;
  logger: Logger;
  /** Services handed to route actions (the contact inbox), per request. */
  loadContext?: (req: Request, res: Response) => AppLoadContext;
  /** Extra middleware mounted before the React Router handler (e.g. rate limits). */
  beforeRouter?: (app: express.Express) => void;
}

/** The path for logs: a prerendered page, or a placeholder, never what a visitor typed. */
function loggablePath(pathname: string, knownPaths: ReadonlySet<string>): string {
  const clean = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (knownPaths.has(clean)) return clean;
  if (pathname.startsWith("/assets/")) return "/assets/*";
  return "(other)";
}

export function createApp(options: AppOptions): express.Express {
  const { clientDir, serverBuild, logger } = options;
  const pages = loadPrerenderedPages(clientDir);
  // Every page of the route table is prerendered, so these are exactly its paths.
  const knownPaths: ReadonlySet<string> = new Set(pages.keys());
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info("request", {
        method: req.method,
        path: loggablePath(req.path, knownPaths),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  });
  app.use(applySecurityHeaders);
  // On-the-fly compression for what is not precompressed (assets, dynamic pages): brotli at a
  // moderate level, because level 11 per request costs more than it saves.
  app.use(
    compression({
      threshold: 512,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    }),
  );

  // One trailing-slash policy: canonical paths have none. "/about/" answers 301 to "/about".
  app.use((req, res, next) => {
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      req.path.length > 1 &&
      req.path.endsWith("/")
    ) {
      const query = req.originalUrl.slice(req.path.length);
      const target = req.path.replace(/\/+$/, "") || "/";
      res.redirect(301, `${target.startsWith("//") ? "/" : target}${query}`);
      return;
    }
    next();
  });

  // Prerendered documents: revalidated on every visit (ETag), each with its own CSP.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    // Brotli whenever it is accepted at all: Chrome lists gzip first with equal weight, and the
    // negotiator would then pick gzip, about a fifth larger.
    const encoding: Encoding = req.acceptsEncodings("br")
      ? "br"
      : req.acceptsEncodings("gzip")
        ? "gzip"
        : "identity";
    const etag = page.etag[encoding];
    res.setHeader("ETag", etag);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding");
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      res.status(304).end();
      return;
    }
    const body = page.body[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  });

  // Fingerprinted assets never change: cache for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );
  // Other public files (favicon, robots.txt, sitemap.xml, .data for client navigation).
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res, file) {
        res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
        if (file.endsWith(path.join("pagefind", "pagefind-worker.js")))
          res.setHeader("Content-Security-Policy", searchWorkerCsp);
      },
    }),
  );

  options.beforeRouter?.(app);

  // Everything else (unknown paths, form posts) is rendered by React Router on demand. Its
  // documents carry their own CSP (app/entry.server.tsx); the adapter appends headers, so the
  // non-document default must go first or the browser would enforce both.
  app.all(
    "/{*splat}",
    (_req, res, next) => {
      res.removeHeader("Content-Security-Policy");
      next();
    },
    createRequestHandler({
      build: serverBuild,
      mode: "production",
      getLoadContext: (req, res) => options.loadContext?.(req, res) ?? {},
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof (error as { status?: unknown })?.status === "number"
        ? (error as { status: number }).status
        : 500;
    if (status >= 500)
      logger.error("request_failed", {
        path: loggablePath(req.path, knownPaths),
        error: describeError(error),
      });
    if (res.headersSent) return;
    res
      .status(status)
      .type("text/plain")
      .send(
        status === 404
          ? "Not found"
          : status === 413
            ? "Request too large"
            : "Something went wrong",
      );
  });

  return app;
}
