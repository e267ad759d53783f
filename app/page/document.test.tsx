// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";
import { drawBands, whenBandsDrawn } from "./bands";
import { AFTER_FIRST_PAINT, PER_TASK, takeDeferredScripts } from "./deferred-scripts";
import { withPieceCount } from "./document.server";
import { Piece } from "./piece";
import { PieceCount } from "./pieces";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("data-drawn");
  // What a test's scripts added to the head too (the preloads), so no test sees another's.
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("takeDeferredScripts", () => {
  /** A template as the server writes it: the page's scripts as the text of a <noscript>. */
  function template(markup: string): HTMLTemplateElement {
    const t = document.createElement("template");
    t.setAttribute(AFTER_FIRST_PAINT, "");
    const noscript = document.createElement("noscript");
    noscript.textContent = markup;
    t.content.append(noscript);
    document.body.append(t);
    return t;
  }

  it("puts the classic scripts in at once, where the template is, and the rest only when started", () => {
    const t = template(
      '<link rel="modulepreload" href="/assets/a.js"><script>window.ctx = 1</script><script type="module" async="">import("/assets/a.js")</script>',
    );
    const start = takeDeferredScripts(t);
    expect(t.nextElementSibling?.outerHTML).toBe("<script>window.ctx = 1</script>");
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(document.querySelector('script[type="module"]')).toBeNull();
    start();
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe(
      "/assets/a.js",
    );
    expect(document.body.lastElementChild?.getAttribute("type")).toBe("module");
  });

  it("starts a module loaded by its address only when started", () => {
    const t = template('<script type="module" src="/assets/read-only-page-X.js"></script>');
    const start = takeDeferredScripts(t);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    start();
    expect(document.querySelector("script")?.getAttribute("src")).toBe(
      "/assets/read-only-page-X.js",
    );
  });

  it("adds a route's many preloads a few per task, in order, the module script last", () => {
    vi.useFakeTimers();
    const preloads = Array.from(
      { length: 35 },
      (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js">`,
    ).join("");
    const start = takeDeferredScripts(
      template(`${preloads}<script type="module">import("/assets/m0.js")</script>`),
    );
    const ours = () => [...document.head.querySelectorAll('link[href^="/assets/m"]')];
    const added = () => ours().length;
    start();
    expect(added()).toBe(PER_TASK);
    expect(document.querySelector('script[type="module"]')).toBeNull();
    vi.runAllTimers();
    expect(ours().map((l) => l.getAttribute("href"))).toEqual(
      Array.from({ length: 35 }, (_, i) => `/assets/m${i}.js`),
    );
    expect(document.body.lastElementChild?.getAttribute("type")).toBe("module");
  });

  it("does nothing without a template", () => {
    expect(() => takeDeferredScripts(null)()).not.toThrow();
  });
});

describe("afterFirstPaint", () => {
  function observer(supported: string[]) {
    let report: ((list: unknown, o: { disconnect(): void }) => void) | undefined;
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static supportedEntryTypes = supported;
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
      },
    );
    return (name: string) =>
      report?.({ getEntriesByName: (n: string) => (n === name ? [{}] : []) }, { disconnect() {} });
  }

  it("starts a task after the first contentful paint is reported, once", () => {
    vi.useFakeTimers();
    const paint = observer(["paint"]);
    const start = vi.fn();
    afterFirstPaint(start);
    paint("first-paint");
    vi.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();
    paint("first-contentful-paint");
    vi.advanceTimersByTime(3000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts after 3 s when no paint is reported", () => {
    vi.useFakeTimers();
    observer(["paint"]);
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(2999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe("bands", () => {
  it("draws one band per task, a nested band after its parent, then marks the document", () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<section class="render-near" id="a"><div class="render-near" id="b"></div></section><section class="render-near" id="c"></section>';
    const drawn = () => [...document.querySelectorAll("[data-drawn]")].map((el) => el.id);
    const ready = vi.fn();
    whenBandsDrawn(ready);
    drawBands();
    expect(drawn()).toEqual(["a"]);
    vi.advanceTimersToNextTimer();
    expect(drawn()).toEqual(["a", "b"]);
    vi.advanceTimersToNextTimer();
    expect(drawn()).toEqual(["a", "b", "c"]);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(document.documentElement.hasAttribute("data-drawn")).toBe(true);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it("is ready at once when there is no band to draw", () => {
    const ready = vi.fn();
    whenBandsDrawn(ready);
    expect(ready).toHaveBeenCalledTimes(1);
  });
});

describe("pieces", () => {
  it("the server counts every piece it renders, nested ones too", () => {
    const pieces = new Set<string>();
    renderToString(
      <PieceCount.Provider value={pieces}>
        <Piece>
          <p>header</p>
        </Piece>
        <Piece>
          <Piece>
            <p>card</p>
          </Piece>
        </Piece>
      </PieceCount.Provider>,
    );
    expect(pieces.size).toBe(3);
  });

  it("the count is written on the template the layout renders", () => {
    const html = `<body><main></main><template ${AFTER_FIRST_PAINT}=""><noscript></noscript></template></body>`;
    expect(withPieceCount(html, 7)).toContain(
      `<template ${AFTER_FIRST_PAINT}="" data-pieces="7"><noscript>`,
    );
  });
});
