import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteResolver, dataPath } from "./request-route";

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
    expect(dataPath("/")).toBe("/_root.data");
    expect(dataPath("/desk")).toBe("/desk.data");
  });
});
