import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { firm } from "./app/content/firm.ts";
import { contentCollections } from "./scripts/vite-plugin-content.ts";
import { documentScripts } from "./scripts/vite-plugin-document.ts";
import { searchDialogChunk } from "./scripts/vite-plugin-search.ts";

/**
 * The files that take longest start first, so the others fill the workers around them instead of
 * leaving one file running alone at the end. Vitest orders by the durations of the last run when
 * it has them, and otherwise (a fresh clone, CI) by file size, which puts these short files last.
 */
const longestFirst = [
  "tests/e2e/every-route-desktop.test.ts",
  "tests/e2e/every-route-phone.test.ts",
  "tests/e2e/content-at-scale.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = longestFirst.findIndex((name) => f.moduleId.endsWith(name));
      return i === -1 ? longestFirst.length : i;
    };
    // Array.prototype.sort is stable: Vitest's own order holds among the rest.
    return (await super.sort(files)).sort(
      (a, b) =>
        (a.project.config.sequence.groupOrder ?? 0) - (b.project.config.sequence.groupOrder ?? 0) ||
        rank(a) - rank(b),
    );
  }
}

export default defineConfig({
  // Tests read the content collections the way the build does (virtual:content), and use the same
  // photo pipeline as the build for modules that import photos (docs/PHOTOS.md).
  plugins: [contentCollections(), documentScripts(), searchDialogChunk(), imagetools()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  define: {
    __SITE_URL__: JSON.stringify((process.env.SITE_URL || firm.siteUrl).replace(/\/+$/, "")),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            // The harness's own checks need no build and no browser.
            "tests/support/**/*.test.ts",
          ],
          environment: "node",
          // Loading every content file takes seconds, and `npm test` runs these beside the build
          // and the type check: 5 s (Vitest's default) is too short on a busy 2-core machine.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
          // A worker runs its files in one module graph: React, Zod, the content collections and
          // the rest are imported once per worker instead of once per file (the suite's CPU fell
          // from 51 to 18 s). Files restore what they change (fake timers, stubbed globals, the
          // DOM of happy-dom files); `--sequence.shuffle` runs show no order dependence.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          // Browser and server tests run against the production build, the way visitors get it
          // (docs/decisions/003-tests-with-vitest-and-playwright-core.md).
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/support/**"],
          globalSetup: ["tests/support/global-setup.ts", "tests/support/clamd-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a person would wait for (a render, an animation's end);
          // a busy 2-core machine can take seconds, so the default 1 s is too short.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          pool: "forks",
          // A worker runs its files one after another in the same process: the harness's modules
          // are loaded once per worker and its Chromium launched once (the `browser` fixture is
          // worker-scoped), instead of once per file. No browser or server test mocks modules or
          // changes the process's environment, so nothing leaks from one file to the next.
          isolate: false,
          // Two files at a time on two cores. Three were tried (a browser test waits on frames,
          // timers and the server part of the time) and were not shown faster: on a slower day the
          // cores were saturated and every file slowed (docs/PERFORMANCE.md#test-suite).
          maxWorkers: 2,
          // Tests of a `describe.concurrent` (every route at one width) run two at a time.
          maxConcurrency: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
