import { describe, expect, it } from "vitest";
import {
  BOOT_SCHEDULE,
  DRAW_BANDS,
  optimizeDocument,
  PRELOADS_PER_TASK,
  withBootstrapAfterFirstPaint,
  withoutModulePreloads,
  withStandaloneAfterFirstPaint,
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
    expect(script).toContain(BOOT_SCHEDULE);
  });

  /** Runs the rewritten script with stand-ins for the browser APIs it uses. */
  function run(paintTiming: boolean) {
    const loaded: string[] = [];
    const win: Record<string, unknown> = {};
    const timers: { cb: () => void; ms: number }[] = [];
    let frame: (() => void) | undefined;
    let paintObserver:
      | ((list: { getEntriesByName: (n: string) => unknown[] }, o: unknown) => void)
      | undefined;
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
      constructor(cb: typeof paintObserver) {
        paintObserver = cb;
      }
      observe() {}
      disconnect() {}
    }
    new Function(
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      "__import",
      script.replaceAll("import(", "__import("),
    )(
      win,
      (cb: () => void) => {
        frame = cb;
      },
      (cb: () => void, ms: number) => {
        timers.push({ cb, ms });
      },
      FakeObserver,
      async (url: string) => {
        loaded.push(url);
        return { url };
      },
    );
    const runTimers = (ms: number) => {
      for (const t of timers.splice(0).filter((t) => t.ms <= ms)) t.cb();
    };
    const paint = (name: string) =>
      paintObserver?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} });
    return { loaded, win, runTimers, paint, frame: () => frame?.() };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it("waits for the first contentful paint, then registers the route modules and imports the entry", async () => {
    const page = run(true);
    page.paint("first-paint");
    page.runTimers(0);
    await flush();
    expect(page.loaded).toEqual([]); // nothing before the first contentful paint
    page.paint("first-contentful-paint");
    page.runTimers(0);
    await flush();
    expect(page.loaded).toEqual([
      "/assets/root-A.js",
      "/assets/home-B.js",
      "/assets/entry.client-C.js",
    ]);
    expect(page.win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-A.js" },
      home: { url: "/assets/home-B.js" },
    });
    expect(page.win.__reactRouterManifest).toMatchObject({ version: "v1" });
  });

  it("starts anyway after 3 s when no paint is reported, and only once", async () => {
    const page = run(true);
    page.runTimers(3000);
    page.paint("first-contentful-paint");
    page.runTimers(3000);
    await flush();
    expect(page.loaded.filter((u) => u.includes("entry.client"))).toHaveLength(1);
  });

  it("without paint timing, starts after the first frame", async () => {
    const page = run(false);
    expect(page.loaded).toEqual([]);
    page.frame();
    page.runTimers(0);
    await flush();
    expect(page.loaded).toContain("/assets/entry.client-C.js");
  });

  it("preloads every module a few per task, then evaluates the shared chunks one per task before the route modules", async () => {
    // More shared chunks than one task's batch of preloads.
    const extra = Array.from({ length: PRELOADS_PER_TASK }, (_, i) => `/assets/part-${i}.js`);
    const manifest = {
      entry: { module: "/assets/entry.client-C.js", imports: ["/assets/react-R.js"] },
      routes: {
        root: {
          module: "/assets/root-A.js",
          imports: ["/assets/react-R.js", "/assets/shell-S.js"],
        },
        home: {
          module: "/assets/home-B.js",
          imports: ["/assets/shell-S.js", "/assets/card-D.js", ...extra],
        },
        about: { module: "/assets/about-E.js", imports: ["/assets/other-O.js"] },
      },
      version: "v2",
    };
    const withImports = doc.replace(
      /window\.__reactRouterManifest = \{.*?\};/,
      `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`,
    );
    const script =
      /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
        withBootstrapAfterFirstPaint(withImports),
      )?.[1] ?? "";
    const preloaded: string[] = [];
    const loaded: string[] = [];
    const timers: (() => void)[] = [];
    const fakeDocument = {
      createElement: () => {
        const link: { href?: string; rel?: string; setAttribute: (n: "rel", v: string) => void } = {
          setAttribute: (name, value) => {
            link[name] = value;
          },
        };
        return link;
      },
      head: { append: (l: { href: string; rel: string }) => preloaded.push(`${l.rel} ${l.href}`) },
    };
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private cb: (list: unknown, o: unknown) => void) {}
      observe() {
        this.cb({ getEntriesByName: () => [{}] }, { disconnect() {} });
      }
      disconnect() {}
    }
    const win: Record<string, unknown> = {};
    new Function(
      "window",
      "document",
      "setTimeout",
      "PerformanceObserver",
      "__import",
      script.replaceAll("import(", "__import("),
    )(
      win,
      fakeDocument,
      (cb: () => void) => timers.push(cb),
      FakeObserver,
      async (url: string) => {
        loaded.push(url);
        return { url };
      },
    );
    // One task at a time: each timer run lets exactly one more chunk be evaluated.
    const tick = async () => {
      for (const t of timers.splice(0)) t();
      await new Promise((r) => setTimeout(r, 0));
    };
    // Shared chunks in manifest order, then the route modules, then the client entry; not the
    // modules of routes this page does not show (about-E, other-O).
    const shared = ["/assets/react-R.js", "/assets/shell-S.js", "/assets/card-D.js", ...extra];
    const inOrder = [
      ...shared,
      "/assets/root-A.js",
      "/assets/home-B.js",
      "/assets/entry.client-C.js",
    ];
    // From the first contentful paint's setTimeout(go) on: never more than one batch of preloads
    // in a task, and nothing evaluated before all of them are made.
    const batches: number[] = [];
    while (preloaded.length < inOrder.length && batches.length <= inOrder.length) {
      const before = preloaded.length;
      await tick();
      batches.push(preloaded.length - before);
    }
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((n) => n > 0 && n <= PRELOADS_PER_TASK)).toBe(true);
    expect(preloaded).toEqual(inOrder.map((u) => `modulepreload ${u}`));
    expect(loaded).toEqual([]);
    await tick();
    expect(loaded).toEqual(["/assets/react-R.js"]);
    await tick();
    expect(loaded).toEqual(["/assets/react-R.js", "/assets/shell-S.js"]);
    for (let i = 0; i < inOrder.length; i++) await tick();
    expect(loaded).toEqual(inOrder);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-A.js" },
      home: { url: "/assets/home-B.js" },
    });
  });

  it("leaves a document without the expected bootstrap as it is", () => {
    const other = '<html><body><script type="module">console.log(1)</script></body></html>';
    expect(withBootstrapAfterFirstPaint(other)).toBe(other);
  });

  it("leaves the development bootstrap (with a side-effect import) as it is, so it still runs", () => {
    const dev =
      '<html><body><script type="module" async="">import "/@id/__x00__virtual:react-router/inject-hmr-runtime";import * as route0 from "/app/root.tsx";\nimport("/app/entry.client.tsx");</script></body></html>';
    expect(withBootstrapAfterFirstPaint(dev)).toBe(dev);
  });
});

describe("optimizeDocument", () => {
  it("applies both", () => {
    const out = optimizeDocument(doc);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain(BOOT_SCHEDULE);
    expect(out).toContain("<h1>Hi</h1>");
  });
});

describe("withBandsDrawnAfterFirstPaint", () => {
  it("ends every document with the script that draws the bands", () => {
    const out = optimizeDocument(doc);
    expect(out.match(/<script type="module">([\s\S]*?)<\/script><\/body><\/html>$/)?.[1]).toBe(
      DRAW_BANDS,
    );
    expect(out.split(DRAW_BANDS)).toHaveLength(2);
  });

  /** Runs DRAW_BANDS against a stand-in document of `count` bands; tasks run one at a time. */
  function drawInTasks(count: number) {
    const log: string[] = [];
    const bands = Array.from({ length: count }, (_, i) => {
      const attrs = new Set<string>();
      return {
        attrs,
        setAttribute: (name: string) => {
          attrs.add(name);
          log.push(`draw ${i}`);
        },
        getBoundingClientRect: () => log.push(`layout ${i}`),
      };
    });
    const html = { attrs: new Set<string>(), setAttribute: (n: string) => html.attrs.add(n) };
    const document = {
      documentElement: html,
      querySelector: (selector: string) => {
        expect(selector).toBe(".render-near:not([data-drawn])");
        return bands.find((b) => !b.attrs.has("data-drawn")) ?? null;
      },
      dispatchEvent: (event: Event) => log.push(`event ${event.type}`),
    };
    const tasks: (() => void)[] = [];
    const setTimeout = (fn: () => void, ms: number) => {
      if (ms === 0) tasks.push(fn);
    };
    let report: ((list: unknown, observer: unknown) => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    new Function(
      "document",
      "setTimeout",
      "PerformanceObserver",
      "requestAnimationFrame",
      DRAW_BANDS,
    )(document, setTimeout, PerformanceObserver, () => {});
    return {
      log,
      html,
      paint: () =>
        report?.(
          { getEntriesByName: (n: string) => (n === "first-contentful-paint" ? [{}] : []) },
          {
            disconnect() {},
          },
        ),
      runTask: () => {
        log.push("task");
        tasks.shift()?.();
      },
      pending: () => tasks.length,
    };
  }

  it("draws nothing before the first paint, then one band per task, each laid out in its task", () => {
    const page = drawInTasks(3);
    expect(page.pending()).toBe(0);
    page.paint();
    expect(page.log).toEqual([]);
    while (page.pending()) page.runTask();
    expect(page.log).toEqual([
      "task",
      "draw 0",
      "layout 0",
      "task",
      "draw 1",
      "layout 1",
      "task",
      "draw 2",
      "layout 2",
      "task",
      "event bands-drawn",
    ]);
    expect(page.html.attrs.has("data-drawn")).toBe(true);
  });

  it("marks a page without bands drawn at once after the first paint", () => {
    const page = drawInTasks(0);
    page.paint();
    page.runTask();
    expect(page.log).toEqual(["task", "event bands-drawn"]);
    expect(page.html.attrs.has("data-drawn")).toBe(true);
  });
});

describe("withStandaloneAfterFirstPaint", () => {
  const page =
    '<html><body><h1>Terms</h1><script type="module" src="/assets/read-only-page-X1.js"></script></body></html>';

  it("starts a read-only page's one module after the first paint, like the bootstrap", () => {
    const out = optimizeDocument(page);
    expect(out).not.toContain("src=");
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).toBe(`const boot=()=>import("/assets/read-only-page-X1.js");${BOOT_SCHEDULE}`);
  });

  it("leaves a hydrating document's bootstrap alone", () => {
    expect(withStandaloneAfterFirstPaint(doc)).toBe(doc);
  });
});
