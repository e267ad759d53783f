import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { firm } from "./app/content/firm";
import { contentCollections } from "./scripts/vite-plugin-content";
import { documentScripts } from "./scripts/vite-plugin-document";
import { searchDialogChunk } from "./scripts/vite-plugin-search";

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
          sequence: { groupOrder: 0 },
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
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
