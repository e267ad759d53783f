/**
 * `npm run bench`: the performance benchmark (targets in docs/PERFORMANCE.md). Never part of `npm test`.
 *   npm run bench -- [--runs 3] [--routes /,/about] [--load-seconds 10] [--skip-lighthouse]
 *     [--controls menu,drawer] [--skip-interactions] [--skip-load] [--skip-heights] [--write-docs]
 *   npm run bench -- --desk-data DIR [--runs 40]   (the desk at scale: scripts/bench-desk.ts)
 * 1. Lighthouse 12, mobile defaults (simulated throttling: slow 4G, 4x CPU slowdown), median of
 *    --runs per route: scores, LCP, TBT, CLS, and the long tasks of the load (count, longest, sum:
 *    on these pages they are hydration), and the scripts the page really fetched (gzip of each
 *    fetched /assets/ file, so the number does not depend on the server's compression).
 * 2. JavaScript shipped per route (gzip), from the prerendered HTML: shared floor + per-route rest.
 * 3. The production server under load on loopback (autocannon): requests/s, p99 latency, errors.
 * 4. Interaction to Next Paint of every control of the site (scripts/bench-controls.ts) at 4x CPU
 *    slowdown, median of --runs uses each (scripts/bench-interactions.ts); --controls keeps the
 *    controls whose name contains one of the given words.
 * 5. Each route's height on a phone (390 x 844), in screens, against its budget (scripts/page-heights.ts).
 * Writes bench-results/latest.json and a Markdown report; --write-docs puts it in docs/PERFORMANCE.md.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { sitePagesFromDisk } from "../app/content/collections/disk";
import { loadPrerenderedPages } from "../server/prerendered-pages";
import { chromeArgs, chromePath } from "../tests/support/chromium";
import { projectRoot, startServer } from "../tests/support/server";
import { controls } from "./bench-controls";
import { type ControlResult, measureInteractions, REPORTED_FROM_MS } from "./bench-interactions";
import { PHONE_SCREEN, pageHeight, screenBudget } from "./page-heights";

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
if (args.includes("--desk-data")) {
  // The desk's server time on a seeded database (scripts/bench-desk.ts), instead of the site's.
  const { benchDesk } = await import("./bench-desk");
  process.stdout.write(`${await benchDesk(opt("--desk-data", ""), Number(opt("--runs", "40")))}\n`);
  process.exit(0);
}
const sitePaths = sitePagesFromDisk().map((p) => p.path);
const runs = Number(opt("--runs", "3"));
const routes = opt("--routes", sitePaths.join(",")).split(",");
const loadSeconds = Number(opt("--load-seconds", "10"));
const skipLighthouse = args.includes("--skip-lighthouse");
const skipHeights = args.includes("--skip-heights");
const skipInteractions = args.includes("--skip-interactions");
const skipLoad = args.includes("--skip-load");
const controlFilter = opt("--controls", "").toLowerCase().split(",").filter(Boolean);
const writeDocs = args.includes("--write-docs");

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

const clientDir = path.join(projectRoot, "build/client");
if (!existsSync(path.join(projectRoot, "build/server/index.js")))
  execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });

// 2. JavaScript per route: what the document really loads, that is the modules it preloads or
// loads by address (all in its after-first-paint template, app/page/deferred-scripts.ts: React
// Router's module preloads name the route modules, the client entry and what they import) and,
// through their static imports, every chunk they need. The route data in the page also names the
// modules of other routes (for later navigations); those are not loaded up front, so not counted.
const staticImports = new Map<string, string[]>();
function importsOf(asset: string): string[] {
  if (!staticImports.has(asset)) {
    const code = readFileSync(path.join(clientDir, asset), "utf8");
    const found = [...code.matchAll(/(?:from|import)\s*"\.\/([A-Za-z0-9._-]+\.js)"/g)].map(
      (m) => `/assets/${m[1]}`,
    );
    staticImports.set(asset, found);
  }
  return staticImports.get(asset)!;
}
function scriptsOf(route: string): string[] {
  const file = path.join(clientDir, route === "/" ? "" : route, "index.html");
  const html = readFileSync(file, "utf8");
  const queue = [
    ...html.matchAll(
      /<(?:link[^>]*rel="modulepreload"|script)[^>]*\b(?:href|src)="(\/assets\/[\w.-]+\.js)"/g,
    ),
  ].map((m) => m[1]!);
  const found = new Set<string>();
  while (queue.length > 0) {
    const asset = queue.pop()!;
    if (found.has(asset)) continue;
    found.add(asset);
    queue.push(...importsOf(asset));
  }
  return [...found];
}
const gz = new Map<string, number>();
const gzipSize = (asset: string) => {
  if (!gz.has(asset))
    gz.set(asset, gzipSync(readFileSync(path.join(clientDir, asset)), { level: 9 }).length);
  return gz.get(asset)!;
};
const perRouteScripts = new Map(sitePaths.map((r) => [r, scriptsOf(r)]));
// The floor is what every hydrated route loads (React, React Router, the shell).
const hydratedLists = [...perRouteScripts.values()].filter((list) => list.length > 2);
const shared = hydratedLists.reduce((acc, list) => acc.filter((s) => list.includes(s)));
const sharedBytes = shared.reduce((sum, s) => sum + gzipSize(s), 0);
const pages = loadPrerenderedPages(clientDir);
const jsRows = sitePaths.map((r) => {
  const list = perRouteScripts.get(r)!;
  const own = list.filter((s) => !shared.includes(s)).reduce((sum, s) => sum + gzipSize(s), 0);
  const hydrates = shared.every((s) => list.includes(s));
  // What Chrome receives: the bytes the server sends to every browser that accepts brotli.
  const body = pages.get(r)?.body;
  if (!body) throw new Error(`${r}: no prerendered page`);
  return {
    route: r,
    hydrates,
    totalKb: ((hydrates ? sharedBytes : 0) + own) / 1024,
    ownKb: own / 1024,
    htmlKb: body.br.length / 1024,
    htmlRawKb: body.identity.length / 1024,
  };
});

// The booking controls book a consultation for each of their uses, more than a visitor's address
// may in ten minutes (BOOKING_RATE_LIMIT, docs/BOOKING.md): the bench's server lets them all through.
const server = await startServer({ BOOKING_RATE_LIMIT: "1000" });
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.loadavg()[0]?.toFixed(2)} load at start`,
  runs,
  js: { sharedKb: sharedBytes / 1024, routes: jsRows },
};

try {
  // 1. Lighthouse.
  const lh: {
    route: string;
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    fcpMs: number;
    longTasks: number;
    longestTaskMs: number;
    longTasksMs: number;
    jsLoadedKb: number;
    documentBytes: number;
  }[] = [];
  const benchmarkIndexes: number[] = [];
  if (!skipLighthouse) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: ["--headless=new", ...chromeArgs],
    });
    try {
      for (const route of routes) {
        const samples: (typeof lh)[number][] = [];
        for (let i = 0; i < runs; i++) {
          // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): such a run
          // measured nothing, so it is repeated (up to twice) rather than counted as a zero.
          let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"] | undefined;
          for (let attempt = 0; attempt < 3; attempt++) {
            const result = await lighthouse(`${server.url}${route}`, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
            });
            lhr = result?.lhr;
            if (lhr && !lhr.runtimeError) break;
            console.warn(`${route}: ${lhr?.runtimeError?.code ?? "no result"}, running again`);
          }
          if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not measure ${route}`);
          // Lighthouse's own measure of this machine's CPU (higher is faster): figures taken on
          // different days compare only at a similar index.
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const items = (id: string) =>
            ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)
              ?.items ?? []) as Record<string, unknown>[];
          // Long tasks of the load (Lighthouse's long-tasks audit, in simulated 4x-slowdown time).
          const tasks = items("long-tasks").map((t) => Number(t.duration));
          const requests = items("network-requests");
          // The scripts the page fetched from this site, counted as gzip of the built files.
          const fetched = new Set(
            requests
              .filter((r) => r.resourceType === "Script")
              .map((r) => new URL(String(r.url)).pathname)
              .filter((p) => p.startsWith("/assets/")),
          );
          samples.push({
            route,
            performance: score("performance"),
            accessibility: score("accessibility"),
            bestPractices: score("best-practices"),
            seo: score("seo"),
            lcpMs: audit("largest-contentful-paint"),
            tbtMs: audit("total-blocking-time"),
            cls: audit("cumulative-layout-shift"),
            fcpMs: audit("first-contentful-paint"),
            longTasks: tasks.length,
            longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
            longTasksMs: tasks.reduce((a, b) => a + b, 0),
            jsLoadedKb: [...fetched].reduce((sum, p) => sum + gzipSize(p), 0) / 1024,
            // The document as sent (headers and compressed body): past 14,600 bytes Lighthouse's
            // simulation needs a second round trip for it (docs/PERFORMANCE.md, "The first round trip").
            documentBytes: Number(
              requests.find((r) => r.resourceType === "Document")?.transferSize ?? Number.NaN,
            ),
          });
        }
        const m = (k: keyof (typeof samples)[number]) => median(samples.map((s) => s[k] as number));
        const row = {
          route,
          performance: m("performance"),
          accessibility: m("accessibility"),
          bestPractices: m("bestPractices"),
          seo: m("seo"),
          lcpMs: m("lcpMs"),
          tbtMs: m("tbtMs"),
          cls: m("cls"),
          fcpMs: m("fcpMs"),
          longTasks: m("longTasks"),
          longestTaskMs: m("longestTaskMs"),
          longTasksMs: m("longTasksMs"),
          jsLoadedKb: m("jsLoadedKb"),
          documentBytes: m("documentBytes"),
        };
        lh.push(row);
        console.log(
          `${route}  P${row.performance} A${row.accessibility} BP${row.bestPractices} SEO${row.seo}  LCP ${Math.round(row.lcpMs)} ms  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}  long tasks ${row.longTasks} (longest ${Math.round(row.longestTaskMs)} ms)  JS ${row.jsLoadedKb.toFixed(1)} KiB  document ${row.documentBytes} B`,
        );
      }
    } finally {
      await chrome.kill();
    }
  }
  results.lighthouse = lh;
  if (benchmarkIndexes.length) results.benchmarkIndex = Math.round(median(benchmarkIndexes));

  // 3. Load on loopback, bounded in time: page views of a few representative documents.
  const load = [];
  for (const route of skipLoad ? [] : ["/", "/fees/real-estate", "/knowledge/immigration"]) {
    const r = await autocannon({
      url: `${server.url}${route}`,
      connections: 20,
      duration: loadSeconds,
      headers: { "accept-encoding": "br, gzip" },
    });
    load.push({
      route,
      requestsPerSec: r.requests.average,
      p99Ms: r.latency.p99,
      errors: r.errors + r.non2xx,
      timeouts: r.timeouts,
    });
    console.log(
      `load ${route}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
    );
  }
  results.load = load;

  // 4. Interactions.
  if (!skipInteractions) {
    const chosen = controls.filter(
      (c) =>
        controlFilter.length === 0 || controlFilter.some((w) => c.name.toLowerCase().includes(w)),
    );
    results.interactions = await measureInteractions(server.url, chosen, runs, (line) =>
      console.log(line),
    );
  }

  // 5. Page heights on a phone, hydrated, motion allowed.
  const heights: { route: string; px: number; screens: number; budget: number | null }[] = [];
  if (!skipHeights) {
    const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
    try {
      const context = await browser.newContext({ viewport: PHONE_SCREEN });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`${server.url}${route}`, { waitUntil: "load" });
        const { px, screens } = await pageHeight(page);
        heights.push({ route, px, screens, budget: screenBudget(route) ?? null });
        console.log(
          `height ${route}: ${px} px, ${screens.toFixed(1)} screens${screenBudget(route) ? ` (budget ${screenBudget(route)})` : ""}`,
        );
      }
    } finally {
      await browser.close();
    }
  }
  results.heights = heights;
} finally {
  await server.stop({ removeData: true });
}

// Report.
const f0 = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : "–");
const lines: string[] = [];
lines.push(
  `Measured ${results.date} on ${results.machine}${results.benchmarkIndex ? `, Lighthouse CPU benchmark index ${results.benchmarkIndex} (higher is faster)` : ""}. Lighthouse 12 mobile (simulated throttling, 4x CPU slowdown), median of ${runs} run(s) per route.`,
  "",
);
const lhRows = results.lighthouse as {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  longTasks: number;
  longestTaskMs: number;
  longTasksMs: number;
  jsLoadedKb: number;
  documentBytes: number;
}[];
if (lhRows.length) {
  lines.push(
    "| Route | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | Long tasks (longest, sum ms) | JS loaded gzip KiB | JS gzip KiB (route part) | HTML br KiB | Document sent, B |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const row of lhRows) {
    const js = jsRows.find((j) => j.route === row.route);
    lines.push(
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${f0(row.lcpMs)} | ${f0(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.longTasks} (${f0(row.longestTaskMs)}, ${f0(row.longTasksMs)}) | ${row.jsLoadedKb.toFixed(1)} | ${js?.totalKb.toFixed(1)} (${js?.ownKb.toFixed(1)}) | ${js?.htmlKb.toFixed(1)} | ${f0(row.documentBytes)} |`,
    );
  }
}
lines.push(
  "",
  `Shared JavaScript floor (loaded by every route): ${(sharedBytes / 1024).toFixed(1)} KiB gzip.`,
  "",
);
if ((results.load as unknown[]).length) {
  lines.push(
    `| Load test (20 connections, ${loadSeconds} s) | req/s | p99 ms | errors |`,
    "|---|---|---|---|",
  );
  for (const l of results.load as {
    route: string;
    requestsPerSec: number;
    p99Ms: number;
    errors: number;
  }[])
    lines.push(`| ${l.route} | ${f0(l.requestsPerSec)} | ${l.p99Ms} | ${l.errors} |`);
}
const interactions = (results.interactions ?? []) as ControlResult[];
if (interactions.length) {
  lines.push(
    "",
    `| Control (4x CPU slowdown) | Page | Width | INP ms, median of ${runs} | Each use | Main-thread CPU × 4, ms |`,
    "|---|---|---|---|---|---|",
  );
  const ms = (n: number) =>
    n <= REPORTED_FROM_MS ? `≤ ${REPORTED_FROM_MS}` : String(Math.round(n));
  for (const c of interactions)
    lines.push(
      `| ${c.name} | ${c.route} | ${c.viewport} | ${ms(c.inpMs)} | ${c.samples.map(ms).join(", ")} | ${c.cpu4xMs} |`,
    );
}
const heightRows = results.heights as {
  route: string;
  px: number;
  screens: number;
  budget: number | null;
}[];
if (heightRows.length) {
  lines.push(
    "",
    `| Page height at ${PHONE_SCREEN.width} px | px | screens of ${PHONE_SCREEN.height} px | budget |`,
    "|---|---|---|---|",
  );
  for (const h of heightRows)
    lines.push(`| ${h.route} | ${h.px} | ${h.screens.toFixed(1)} | ${h.budget ?? "–"} |`);
}
const report = lines.join("\n");

mkdirSync(path.join(projectRoot, "bench-results"), { recursive: true });
writeFileSync(
  path.join(projectRoot, "bench-results/latest.json"),
  JSON.stringify(results, null, 2),
);
writeFileSync(path.join(projectRoot, "bench-results/latest.md"), `${report}\n`);
console.log(`\n${report}\n\nWrote bench-results/latest.json and bench-results/latest.md`);

if (writeDocs) {
  const doc = path.join(projectRoot, "docs/PERFORMANCE.md");
  const text = readFileSync(doc, "utf8");
  const start = "<!-- bench:latest:start -->";
  const end = "<!-- bench:latest:end -->";
  const next = text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${report}\n${end}`);
  writeFileSync(doc, next);
  console.log("Updated docs/PERFORMANCE.md");
}
