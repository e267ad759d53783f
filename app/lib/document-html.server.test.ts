import { describe, expect, it } from "vitest";
import {
  optimizeDocument,
  withBootstrapAfterFirstPaint,
  withoutModulePreloads,
} from "./document-html.server";

// The shape React Router 7.18 renders (abridged).
const bootstrap = `<script type="module" async="">;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"},"version":"v1"};
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-C.js");</script>`;
const doc = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root-A.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Hi</h1>${bootstrap}</body></html>`;

describe("withoutModulePreloads", () => {
  it("removes every module preload and keeps the stylesheet", () => {
    const out = withoutModulePreloads(doc);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });
});

describe("withBootstrapAfterFirstPaint", () => {
  const out = withBootstrapAfterFirstPaint(doc);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";

  it("has no static import left, so nothing is fetched while the page is parsed", () => {
    expect(script).not.toMatch(/import \*/);
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(boot,0))");
  });

  it("registers the same route modules and then imports the client entry", async () => {
    const loaded: string[] = [];
    const win: Record<string, unknown> = {};
    let frame: (() => void) | undefined;
    const run = new Function(
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "__import",
      `${script.replaceAll("import(", "__import(")}`,
    );
    run(
      win,
      (cb: () => void) => {
        frame = cb;
      },
      (cb: () => void) => cb(),
      async (url: string) => {
        loaded.push(url);
        return { url };
      },
    );
    expect(loaded).toEqual([]); // nothing before the first frame
    frame?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toEqual(["/assets/root-A.js", "/assets/home-B.js", "/assets/entry.client-C.js"]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-A.js" },
      home: { url: "/assets/home-B.js" },
    });
    expect(win.__reactRouterManifest).toMatchObject({ version: "v1" });
  });

  it("leaves a document without the expected bootstrap as it is", () => {
    const other = '<html><body><script type="module">console.log(1)</script></body></html>';
    expect(withBootstrapAfterFirstPaint(other)).toBe(other);
  });
});

describe("optimizeDocument", () => {
  it("applies both", () => {
    const out = optimizeDocument(doc);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain("setTimeout(boot,0)");
    expect(out).toContain("<h1>Hi</h1>");
  });
});
