import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitePaths } from "~/site-pages.server";
import { projectRoot } from "../support/server";

const clientDir = path.join(projectRoot, "build/client");

/** The scripts a prerendered page loads: the modules it preloads or loads by address, and their static imports. */
function scriptsOf(route: string): Set<string> {
  const html = readFileSync(path.join(clientDir, route === "/" ? "" : route, "index.html"), "utf8");
  const queue = [
    ...html.matchAll(
      /<(?:link[^>]*rel="modulepreload"|script)[^>]*\b(?:href|src)="(\/assets\/[\w.-]+\.js)"/g,
    ),
  ].map((m) => m[1] as string);
  const found = new Set<string>();
  while (queue.length) {
    const asset = queue.pop() as string;
    if (found.has(asset)) continue;
    found.add(asset);
    const code = readFileSync(path.join(clientDir, asset), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
      queue.push(`/assets/${m[1]}`);
  }
  return found;
}

describe("the desk's JavaScript stays out of the public pages", () => {
  it("no public page loads desk code or the passkey library", () => {
    const markers = [
      "/desk/passkey",
      "startRegistration",
      "Sign in with a passkey",
      "Staff desk",
      "Privacy requests",
    ];
    for (const route of sitePaths) {
      const scripts = scriptsOf(route);
      expect(scripts.size, route).toBeGreaterThan(0);
      for (const asset of scripts) {
        const code = readFileSync(path.join(clientDir, asset), "utf8");
        for (const marker of markers)
          expect(code.includes(marker), `${route}: ${asset} has "${marker}"`).toBe(false);
      }
    }
  });

  it("no desk page is prerendered", () => {
    const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
    expect(html).not.toContain('"routes/desk');
    expect(() => readFileSync(path.join(clientDir, "desk/index.html"))).toThrow();
  });
});
