import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteResolver } from "~/platform/request-route.server";

// A route table shaped like the site's: a root, pages, a pathless layout with children, a
// parameter, a resource route with a dot, and the not-found splat.
const route = (id: string, parentId: string | undefined, path?: string) => ({
  id,
  parentId,
  path,
  module: {},
});
const build = {
  routes: Object.fromEntries(
    [
      route("root", undefined, ""),
      route("home", "root", "/"),
      route("about", "root", "/about"),
      route("desk-layout", "root"),
      route("desk-inbox", "desk-layout", "desk"),
      route("desk-inquiry", "desk-layout", "desk/inquiries/:id"),
      route("desk-csv", "root", "desk/inquiries.csv"),
      route("desk-passkey", "root", "desk/passkey/:step"),
      route("not-found", "root", "*"),
    ].map((r) => [r.id, r]),
  ),
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const resolve = createRouteResolver(build);
const parsed = (raw: string) => new URL(`http://site.invalid${raw}`).pathname;

describe("the route a request reaches", () => {
  it.each([
    ["/desk", "desk-inbox", "/desk", false],
    ["/Desk", "desk-inbox", "/desk", false],
    ["/DESK/", "desk-inbox", "/desk", false],
    ["/desk//", "desk-inbox", "/desk", false],
    ["/%64esk", "desk-inbox", "/desk", false],
    ["/desk.data", "desk-inbox", "/desk", true],
    ["/Desk/.data", "desk-inbox", "/desk", true],
    ["/Desk/Inquiries/%35", "desk-inquiry", "/desk/inquiries/5", false],
    ["/desk/inquiries/7.data", "desk-inquiry", "/desk/inquiries/7", true],
    ["/Desk/Inquiries.CSV", "desk-csv", "/desk/inquiries.csv", false],
    ["/desk/passkey/sign%2Din-options", "desk-passkey", "/desk/passkey/sign-in-options", false],
    ["/", "home", "/", false],
    ["/_root.data", "home", "/", true],
    ["/About", "about", "/about", false],
  ])("%s reaches %s, spelled %s", (raw, leaf, canonical, data) => {
    const r = resolve(parsed(raw));
    expect(r.leaf).toBe(leaf);
    expect(r.canonicalPath).toBe(canonical);
    expect(r.data).toBe(data);
  });

  it("lists the layouts a page sits in, root first", () => {
    expect(resolve("/desk/inquiries/5").ids).toEqual(["root", "desk-layout", "desk-inquiry"]);
    expect(resolve("/desk/inquiries/5").pattern).toBe("/desk/inquiries/:id");
  });

  it("keeps a parameter's decoded slash inside its segment", () => {
    const r = resolve("/desk/inquiries/a%2Fb");
    expect(r.params.id).toBe("a/b");
    expect(r.canonicalPath).toBe("/desk/inquiries/a%2Fb");
  });

  it("gives the not-found page no spelling of its own", () => {
    for (const raw of ["/desk/nothing", "//desk", "/about/index.html"]) {
      const r = resolve(parsed(raw));
      expect(r.leaf, raw).toBe("not-found");
      expect(r.canonicalPath, raw).toBeUndefined();
    }
  });

  it("knows React Router's route manifest and malformed paths", () => {
    expect(resolve("/__manifest").manifest).toBe(true);
    expect(resolve("/__Manifest").leaf).toBe("not-found");
    expect(resolve("/%E0%A4%A").malformed).toBe(true);
    expect(resolve("/desk/inquiries/%E0").malformed).toBe(true);
  });

  it("spells a data request as React Router's client does", () => {
    expect(resolve("/").dataPath).toBe("/_root.data");
    expect(resolve("/Desk/").dataPath).toBe("/desk.data");
    expect(resolve("/desk/nothing").dataPath).toBeUndefined();
  });

  it("refuses a build whose data requests it was not checked against", () => {
    expect(() => createRouteResolver({ ...build, basename: "/site/" })).toThrow(/basename/);
    expect(() =>
      createRouteResolver({
        ...build,
        future: { ...build.future, v8_trailingSlashAwareDataRequests: true },
      }),
    ).toThrow(/trailing/);
  });
});

/**
 * React Router's own request handler over the same route table: each route's loader notes its id,
 * parameters and pattern, so the test reads which routes the router itself reached for a request.
 */
function routerProbe() {
  type Reached = { ids: string[]; params: Record<string, string | undefined>; pattern?: string };
  const routes = Object.fromEntries(
    Object.values(build.routes).map((r) => {
      if (!r) throw new Error("no route");
      const module = {
        default: () => null,
        loader: ({
          context,
          params,
          pattern,
        }: {
          context: Reached;
          params: Record<string, string | undefined>;
          pattern: string;
        }) => {
          context.ids.push(r.id);
          context.params = params;
          context.pattern = pattern;
          return null;
        },
      };
      return [r.id, { ...r, module }];
    }),
  );
  const probe = {
    ...build,
    routes,
    entry: { module: { default: () => new Response("document") } },
    assets: {
      entry: { imports: [], module: "/entry.js" },
      routes: Object.fromEntries(
        Object.values(routes).map((r) => [
          r.id,
          { id: r.id, parentId: r.parentId, path: r.path, module: `/${r.id}.js`, hasLoader: true },
        ]),
      ),
      url: "/manifest.js",
      version: "1",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: false, v8_passThroughRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
  } as unknown as ServerBuild;
  const handle = createRequestHandler(probe, "production");
  return async (raw: string) => {
    const reached: Reached = { ids: [], params: {} };
    const res = await handle(new Request(`http://site.invalid${raw}`), reached as never);
    return { ...reached, status: res.status };
  };
}

describe("the same route React Router's own request handler reaches", () => {
  const router = routerProbe();
  it.each([
    ["/desk"],
    ["/desk.data"],
    ["/desk/"],
    ["/Desk/.data"],
    ["/desk//"],
    ["/%64esk"],
    ["/%64esk.data"],
    ["/"],
    ["/_root.data"],
    ["/About/"],
    ["/about.data"],
    ["/Desk/Inquiries/%35"],
    ["/desk/inquiries/7.data"],
    ["/desk/inquiries/a%2Fb.data"],
    ["/Desk/Inquiries.CSV"],
    ["/desk/passkey/sign%2Din-options.data"],
    ["/desk/nothing"],
    ["/desk/nothing.data"],
  ])("%s", async (raw) => {
    const path = parsed(raw);
    const ours = resolve(path);
    const theirs = await router(path);
    expect(ours.ids).toEqual(theirs.ids);
    expect(ours.params).toEqual(theirs.params);
    // React Router joins the pattern without its leading slash.
    expect(ours.pattern).toBe(theirs.pattern && `/${theirs.pattern.replace(/^\/+/, "")}`);
  });

  it("a data request reaches the same route as its page", async () => {
    for (const [page, data] of [
      ["/desk", "/desk.data"],
      ["/", "/_root.data"],
      ["/desk/inquiries/5", "/desk/inquiries/5.data"],
      ["/about/", "/about.data"],
    ] as const) {
      expect(resolve(data).ids, data).toEqual(resolve(page).ids);
      expect(resolve(data).data, data).toBe(true);
      expect((await router(data)).ids, data).toEqual((await router(page)).ids);
    }
  });

  it("the route manifest reaches no route, in React Router as here", async () => {
    const theirs = await router("/__manifest?paths=/desk&version=1");
    expect(theirs.ids).toEqual([]);
    expect(resolve("/__manifest").ids).toEqual([]);
    expect(resolve("/__manifest").manifest).toBe(true);
  });
});
