/**
 * Visual regression captures of every public route at 390 and 1280 px (tests/support/visual.ts).
 *   npm run screenshots                 capture into test-results/visual and compare with the baselines
 *   npm run screenshots -- --update     capture and rewrite tests/visual/baselines (commit them)
 *   npm run screenshots -- /about /fees capture only these routes
 * Builds first if there is no build. Starts its own server on a free port.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/support/chromium";
import { projectRoot, startServer } from "../tests/support/server";
import {
  ACTUAL_DIR,
  BASELINE_DIR,
  captureRoute,
  compare,
  MAX_DIFF_RATIO,
  VISUAL_WIDTHS,
  visualRoutes,
} from "../tests/support/visual";

const args = process.argv.slice(2);
const update = args.includes("--update");
const only = args.filter((a) => a.startsWith("/"));
const routes = only.length ? only : visualRoutes();

if (!existsSync(path.join(projectRoot, "build/server/index.js")))
  execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });

const outDir = update ? BASELINE_DIR : ACTUAL_DIR;
mkdirSync(outDir, { recursive: true });
if (update && !only.length) {
  // A full update replaces the set, so a route that no longer exists leaves no stale baseline.
  for (const f of readdirSync(BASELINE_DIR))
    if (f.endsWith(".png")) rmSync(path.join(BASELINE_DIR, f));
}

const server = await startServer();
// The headless shell the tests compare with (tests/support/chromium.ts).
const browser = await launchBrowser();
const started = Date.now();
let failures = 0;
let bytes = 0;
try {
  for (const route of routes) {
    for (const width of VISUAL_WIDTHS) {
      for (const capture of await captureRoute(browser, server.url, route, width)) {
        writeFileSync(path.join(outDir, capture.name), capture.png);
        bytes += capture.png.length;
        if (update) {
          console.log(`updated ${capture.name} (${(capture.png.length / 1024).toFixed(0)} KiB)`);
          continue;
        }
        const baselineFile = path.join(BASELINE_DIR, capture.name);
        if (!existsSync(baselineFile)) {
          failures++;
          console.log(`NO BASELINE ${capture.name}`);
          continue;
        }
        const result = await compare(capture.png, readFileSync(baselineFile), { withDiff: true });
        const ok = result.sameSize && result.ratio <= MAX_DIFF_RATIO;
        if (!ok) failures++;
        if (result.diff)
          writeFileSync(
            path.join(outDir, capture.name.replace(/\.png$/, ".diff.png")),
            result.diff,
          );
        console.log(
          `${ok ? "same" : "DIFFERS"} ${capture.name}${result.sameSize ? (result.differing ? ` (${result.differing} px, ${(result.ratio * 100).toFixed(3)} %)` : "") : " (size changed)"}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await server.stop({ removeData: true });
}
console.log(
  `${routes.length} routes x ${VISUAL_WIDTHS.length} widths in ${((Date.now() - started) / 1000).toFixed(0)} s, ${(bytes / 1024 / 1024).toFixed(2)} MiB of PNG${update ? ` written to ${path.relative(projectRoot, BASELINE_DIR)}` : `; captures and diffs in ${path.relative(projectRoot, ACTUAL_DIR)}`}`,
);
if (!update && failures) {
  console.log(
    `${failures} capture(s) differ from the baselines. If the change is intended: npm run screenshots -- --update`,
  );
  process.exit(1);
}
