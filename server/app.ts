import { statSync } from "node:fs";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { describeError, type Logger } from "../app/platform/logger.server";
import {
  createRouteResolver,
  type RequestRoute,
  resolveRoutes,
} from "../app/platform/request-route.server";
import { type RoutePolicy, routeGuards, routeHeaders } from "../app/platform/route-policy.server";
import { prerenderedFiles } from "../app/prerendered-files";
import { rendersOnRequest } from "../app/site-map";
import { actionOrigin } from "./action-origin";
import { bodyLimit } from "./body-limit";
import { canonicalRequest, originForm } from "./canonical-url";
import { type HealthReport, healthzHandler } from "./healthz";
import {
  chooseEncoding,
  evaluatePreconditions,
  fileExistsPrecondition,
  headAsGet,
  MIN_COMPRESSED_BYTES,
  methodPolicy,
  noStoreByDefault,
  pagePreconditions,
} from "./http-policy";
import { precompressedAssets } from "./precompressed-assets";
import { loadPrerenderedPages } from "./prerendered-pages";
import { applySecurityHeaders, searchWorkerCsp } from "./security-headers";

export interface AppOptions {
  clientDir: string;
  serverBuild: ServerBuild;
  logger: Logger;
  /** Services handed to route actions (the contact inbox), per request. */
  loadContext?: (req: Request, res: Response) => AppLoadContext;
  /**
   * Headers and checks of parts of the site (the desk's), applied by the route a request reaches
   * (app/platform/route-policy.server.ts).
   */
  routePolicies?: readonly RoutePolicy[];
  /**
   * Endpoints that must read their body as a stream, mounted after static files and before React
   * Router (the documents' uploads). Every answer still carries the security headers.
   */
  beforeRouter?: (app: express.Express) => void;
  /**
   * Express's `trust proxy`: which hops may name the client's address and scheme (TRUST_PROXY,
   * docs/OPERATIONS.md#behind-a-proxy). Default: loopback only.
   */
  trustProxy?: string | number | boolean;
  /**
   * The canonical origin (SITE_URL). Form posts whose Origin is this site's host are accepted even
   * when a TLS proxy does not say the request came over https (no X-Forwarded-Proto).
   */
  siteUrl?: string;
  /** Served at /healthz (docs/OPERATIONS.md#health-check). */
  health?: () => HealthReport;
}

/**
 * The path for logs: a prerendered page, the pattern of the route that answered
 * (`/desk/inquiries/:id`), or a placeholder, never what a visitor typed.
 */
function loggablePath(req: Request, res: Response, knownPaths: ReadonlySet<string>): string {
  // Resolved first thing (app/platform/request-route.server.ts); an error before that has no route.
  const route = res.locals.route as RequestRoute | undefined;
  if (route?.canonicalPath && knownPaths.has(route.canonicalPath)) return route.canonicalPath;
  if (req.path.startsWith("/assets/")) return "/assets/*";
  const pattern = route?.pattern;
  return pattern && !pattern.includes("*") ? pattern : "(other)";
}

/**
 * React Router refuses an action whose Origin header differs from the request's own origin (a
 * cross-site form post). Behind a TLS proxy that does not send X-Forwarded-Proto, the request looks
 * like http:// while the browser says https://, and every post would get a bare 400. The site's own
 * host (SITE_URL) is therefore always an allowed origin; other sites still are not.
 */
function withSiteOrigin(build: ServerBuild, siteUrl: string | undefined): ServerBuild {
  if (!siteUrl) return build;
  const host = new URL(siteUrl).host;
  const allowed = Array.isArray(build.allowedActionOrigins) ? build.allowedActionOrigins : [];
  return { ...build, allowedActionOrigins: [...allowed, host] };
}

/** The Content-Type of a prerendered file, by its path (app/prerendered-files.ts). */
function typeOf(urlPath: string): string | undefined {
  return Object.hasOwn(prerenderedFiles, urlPath)
    ? prerenderedFiles[urlPath as keyof typeof prerenderedFiles]
    : undefined;
}

/** Whether a request path names a file of the client build (an asset, a favicon, a feed). */
function isClientFile(clientDir: string, urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const file = path.join(clientDir, path.posix.normalize(decoded));
  if (!file.startsWith(clientDir + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function createApp(options: AppOptions): express.Express {
  const { clientDir, serverBuild, logger } = options;
  // build/precompressed: the pages' and the assets' compressed bodies, made once by `npm run build`.
  const precompressed = path.join(path.dirname(clientDir), "precompressed");
  const pages = loadPrerenderedPages(clientDir, precompressed);
  // Every page of the route table is prerendered, so these are exactly its paths.
  const knownPaths: ReadonlySet<string> = new Set(pages.keys());
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? "loopback");

  const policies = options.routePolicies ?? [];

  // Before anything answers: the request's route (resolved once, as React Router resolves it), the
  // security headers and the headers of the parts of the site it reaches, so that a 405, a
  // redirect, a 429 or an error carries them as the page would.
  app.use(originForm);
  app.use(resolveRoutes(createRouteResolver(serverBuild)));
  app.use(applySecurityHeaders);
  app.use(routeHeaders(policies));
  app.use((req, res, next) => {
    // Health checks run every few seconds: logging each would bury the requests that matter.
    if (req.path === "/healthz") return next();
    const start = process.hrtime.bigint();
    // As received: a HEAD is answered as a GET further on (server/http-policy.ts).
    const method = req.method;
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info("request", {
        method,
        path: loggablePath(req, res, knownPaths),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  });
  app.use(methodPolicy(policies, (urlPath) => isClientFile(clientDir, urlPath)));
  if (options.health) app.get("/healthz", healthzHandler(options.health));
  // One spelling per route: "/about/", "/about/index.html" and "/About" answer 301 to "/about";
  // a post to "/Desk/Account" is answered as one to "/desk/account".
  app.use(canonicalRequest(knownPaths));
  // Origin checks and rate limits of the parts of the site, by the route a request reaches.
  app.use(routeGuards(policies));
  // From here a HEAD is answered as its GET, so both carry the same header fields.
  app.use(headAsGet);
  // On-the-fly compression for what is not precompressed (pages rendered on request, data, files
  // outside /assets, a build made with PRECOMPRESS=0): brotli at a moderate level, because level 11
  // per request costs more than it saves.
  app.use(
    compression({
      threshold: MIN_COMPRESSED_BYTES,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    }),
  );

  // Prerendered documents: revalidated on every visit (ETag), each with its own CSP.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    // A page's own query (its GET form, a shared estimate) is rendered on request by React Router.
    if (rendersOnRequest(req.path, new URL(req.originalUrl, "http://x").searchParams))
      return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    // The weights of Accept-Encoding decide; on equal weights brotli, since Chrome lists gzip
    // first with equal weight and gzip is about a fifth larger (server/http-policy.ts).
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const etag = page.etag[encoding];
    res.setHeader("ETag", etag);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding");
    // If-Match and If-None-Match as on assets (RFC 9110 §13.2.2).
    const precondition = evaluatePreconditions(req, etag);
    if (precondition === "not-modified") {
      res.status(304).end();
      return;
    }
    if (precondition === "failed") {
      res.status(412).end();
      return;
    }
    const body = page.body[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  });

  app.use(fileExistsPrecondition((urlPath) => isClientFile(clientDir, urlPath)));
  // Fingerprinted assets never change: cache for a year; sent as the build compressed them when
  // the client takes brotli or gzip.
  app.use(
    "/assets",
    precompressedAssets(path.join(clientDir, "assets"), path.join(precompressed, "assets")),
  );
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
        // A prerendered feed or sitemap keeps the type its route declares (the file alone would
        // be served as application/xml, with no charset).
        const type = typeOf(`/${path.relative(clientDir, file).split(path.sep).join("/")}`);
        if (type) res.setHeader("Content-Type", type);
        if (file.endsWith(path.join("pagefind", "pagefind-worker.js")))
          res.setHeader("Content-Security-Policy", searchWorkerCsp);
      },
    }),
  );

  options.beforeRouter?.(app);

  const routerBuild = withSiteOrigin(serverBuild, options.siteUrl);
  // Everything else (unknown paths, form posts, data requests) is rendered by React Router on
  // demand. Its documents carry their own CSP (app/entry.server.tsx); its other answers get the
  // non-document policy (server/security-headers.ts). A post reaches it only from this site
  // (server/action-origin.ts) and with a body no larger than its route takes (server/body-limit.ts).
  app.all(
    "/{*splat}",
    noStoreByDefault,
    pagePreconditions,
    actionOrigin(
      Array.isArray(routerBuild.allowedActionOrigins) ? routerBuild.allowedActionOrigins : [],
      logger,
    ),
    bodyLimit(policies, logger),
    createRequestHandler({
      build: routerBuild,
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
        path: loggablePath(req, res, knownPaths),
        error: describeError(error),
      });
    if (res.headersSent) return;
    res
      .status(status)
      .setHeader("Cache-Control", "no-store")
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
