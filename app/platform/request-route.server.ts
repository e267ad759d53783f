import type { NextFunction, Request, Response } from "express";
import { generatePath, matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The route of the route table a request reaches, found the way React Router finds it, so that
 * every limit, guard and header is keyed to what a request reaches, never to how its URL is spelled
 * (docs/OPERATIONS.md#one-route-whatever-the-spelling). `/Desk/`, `/%64esk`, `/desk.data` and
 * `/desk?index` all reach the route `desk-inbox`.
 */
export interface RequestRoute {
  /** Ids of the matched routes, root first (layouts, then the page); empty when nothing matches. */
  readonly ids: readonly string[];
  /** The route that answers: the deepest match. */
  readonly leaf: string | undefined;
  /** The path parameters, decoded as React Router decodes them. */
  readonly params: Readonly<Record<string, string | undefined>>;
  /**
   * The route table's own spelling of this path (without `.data`): static segments as the table
   * writes them, parameters percent-encoded once. Undefined for the not-found page (a splat), which
   * has no spelling of its own.
   */
  readonly canonicalPath: string | undefined;
  /** A React Router data request (`/path.data`, `/_root.data`). */
  readonly data: boolean;
  /** The spelling React Router's client uses for this route's data request (`/desk.data`). */
  readonly dataPath: string | undefined;
  /** React Router's route discovery request (`/__manifest`), which answers no route. */
  readonly manifest: boolean;
  /** The path's percent-encoding is malformed (`/%E0`): not a URL at all (RFC 3986 §2.1). */
  readonly malformed: boolean;
  /** The answering route's pattern (`/desk/inquiries/:id`), for logs: never what was typed. */
  readonly pattern: string | undefined;
  /**
   * What the route answers: `page` (a document with a component), `resource` (a loader only: a
   * feed, robots.txt, a file), `not-found` (the splat: any path outside the route table, static
   * files included) or `none` (a malformed path, the manifest).
   */
  readonly kind: "page" | "resource" | "not-found" | "none";
  /**
   * The methods the route table allows here (RFC 9110 §9): GET and HEAD for a route with a loader
   * or a page, and POST when it has an action. Parts of the site add their own (app/platform/route-policy.server.ts).
   */
  readonly methods: readonly string[];
}

/**
 * The server build's routes as the tree React Router matches against, grouped by parent in the
 * build's own order as React Router's server runtime groups them; and each route's full pattern
 * (its ancestors' paths joined).
 */
function routeTree(build: Pick<ServerBuild, "routes">): {
  tree: RouteObject[];
  patterns: Map<string, string>;
  modules: Map<string, { action: boolean; component: boolean }>;
} {
  type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const parent = route.parentId ?? "";
    byParent.set(parent, [...(byParent.get(parent) ?? []), route]);
  }
  const patterns = new Map<string, string>();
  const modules = new Map<string, { action: boolean; component: boolean }>();
  const nodes = (parentId: string, parentPattern: string): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route): RouteObject => {
      const pattern = route.path
        ? `${parentPattern.replace(/\/+$/, "")}/${route.path.replace(/^\/+/, "")}`
        : parentPattern;
      patterns.set(route.id, pattern || "/");
      const module = route.module as { action?: unknown; default?: unknown } | undefined;
      modules.set(route.id, {
        action: typeof module?.action === "function",
        component: module?.default !== undefined,
      });
      if (route.index) return { id: route.id, index: true, caseSensitive: route.caseSensitive };
      const children = nodes(route.id, pattern);
      return {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        ...(children.length ? { children } : {}),
      };
    });
  return { tree: nodes("", ""), patterns, modules };
}

/**
 * How React Router's single-fetch protocol spells a data request, for the build's configuration
 * (its server runtime's URL normalisation, which it does not export): `/path.data` for `/path`,
 * `/_root.data` for the root, a trailing slash ignored. `request-route.test.ts` runs React
 * Router's own request handler over the same paths and checks that both reach the same routes, and
 * a build with a basename or trailing-slash-aware data requests is refused at start-up rather than
 * resolved by rules nobody checked.
 */
function singleFetchSpelling(build: Pick<ServerBuild, "basename" | "future">): {
  normalize(pathname: string): { path: string; data: boolean };
  dataPath(canonicalPath: string): string;
} {
  if (build.basename && build.basename !== "/")
    throw new Error(`request-route: a basename (${build.basename}) is not supported`);
  if (build.future?.v8_trailingSlashAwareDataRequests)
    throw new Error("request-route: future.v8_trailingSlashAwareDataRequests is not supported");
  return {
    normalize(pathname) {
      let path = pathname;
      const data = path.endsWith(".data");
      if (path === rootDataPath) path = "/";
      else if (data) path = path.slice(0, -".data".length);
      if (path !== "/" && path.endsWith("/")) path = path.slice(0, -1);
      return { path, data };
    },
    dataPath: (canonicalPath) => (canonicalPath === "/" ? rootDataPath : `${canonicalPath}.data`),
  };
}

const rootDataPath = "/_root.data";

export type RouteResolver = (pathname: string) => RequestRoute;

/**
 * Builds the resolver for one server build. `pathname` is the request's path as the WHATWG URL
 * parser leaves it (what React Router's adapter hands the router): still percent-encoded, dot
 * segments resolved, backslashes turned to slashes.
 */
export function createRouteResolver(
  build: Pick<ServerBuild, "routes" | "routeDiscovery" | "basename" | "future">,
): RouteResolver {
  const { tree, patterns, modules } = routeTree(build);
  const spelling = singleFetchSpelling(build);
  // React Router answers its route manifest only in lazy discovery, at the build's manifestPath
  // (its default when the build names none).
  const manifestPath =
    build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath || "/__manifest" : "";
  // React Router's public matcher ranks the whole table on every call (its server keeps the ranked
  // table privately): remember recent answers, so a page's repeat visits cost a map lookup. Bounded,
  // oldest first out, since the paths are the visitors' to choose.
  const recent = new Map<string, RequestRoute>();
  return (pathname) => {
    const known = recent.get(pathname);
    if (known) {
      recent.delete(pathname);
      recent.set(pathname, known);
      return known;
    }
    const route = resolveUncached(pathname);
    if (recent.size >= cacheSize) recent.delete(recent.keys().next().value as string);
    recent.set(pathname, route);
    return route;
  };

  function resolveUncached(pathname: string): RequestRoute {
    if (manifestPath && pathname === manifestPath) return { ...nothing, manifest: true };
    if (!decodable(pathname)) return { ...nothing, malformed: true };
    const { path, data } = spelling.normalize(pathname);
    // The same function React Router's server runtime matches with: case-insensitive static
    // segments, each segment percent-decoded, trailing slashes ignored.
    const matches = matchRoutes(tree, path) ?? [];
    const ids = matches.map((m) => m.route.id ?? "");
    const leaf = ids.at(-1);
    const pattern = leaf === undefined ? undefined : patterns.get(leaf);
    const params = Object.freeze({ ...matches.at(-1)?.params });
    // generatePath percent-encodes each parameter, so a decoded "/" stays inside its segment. A
    // splat (the not-found page) has no spelling of its own.
    const canonicalPath =
      pattern && !pattern.includes("*") ? generatePath(pattern, params) : undefined;
    const module = leaf === undefined ? undefined : modules.get(leaf);
    const kind =
      leaf === undefined
        ? "none"
        : pattern?.includes("*")
          ? "not-found"
          : module?.component
            ? "page"
            : "resource";
    return {
      ids,
      leaf,
      params,
      canonicalPath,
      data,
      manifest: false,
      malformed: false,
      dataPath: canonicalPath === undefined ? undefined : spelling.dataPath(canonicalPath),
      pattern,
      kind,
      // The not-found route's action only answers 404 (app/routes/not-found.tsx): it is no method.
      methods: module?.action && kind !== "not-found" ? readAndPost : readOnly,
    };
  }
}

const readOnly = Object.freeze(["GET", "HEAD"]);
const readAndPost = Object.freeze(["GET", "HEAD", "POST"]);

/** How many resolved paths are remembered: every page of the site, with room to spare. */
const cacheSize = 1_000;

const nothing: RequestRoute = {
  ids: [],
  leaf: undefined,
  params: {},
  canonicalPath: undefined,
  data: false,
  dataPath: undefined,
  manifest: false,
  malformed: false,
  pattern: undefined,
  kind: "none",
  methods: readOnly,
};

/** Whether every segment's percent-encoding decodes (React Router would match it undecoded). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The route this request reaches, as resolved once at its start (server/app.ts). */
export function requestRoute(res: Response): RequestRoute {
  const route = res.locals.route as RequestRoute | undefined;
  if (!route) throw new Error("the request's route was not resolved");
  return route;
}

/**
 * Resolves the request's route once, first thing (after the request target is in origin form):
 * every later step reads it with `requestRoute(res)`.
 */
export function resolveRoutes(resolve: RouteResolver) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.route = resolve(new URL(`http://site.invalid${req.url}`).pathname);
    next();
  };
}
