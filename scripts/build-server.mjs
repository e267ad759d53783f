#!/usr/bin/env node
// Compiles the production server and the operations commands to plain JavaScript in build/bin/, so
// production runs `node` with no TypeScript loader (docs/decisions/006-compiled-server.md). Runs as
// the second half of `npm run build`, after `react-router build`. Packages stay external: they are
// loaded from node_modules at run time, as installed by `npm ci --omit=dev`.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/bin");
const siteUrl = (process.env.SITE_URL || "").replace(/\/+$/, "");

/** Each entry point and the file it becomes in build/bin/. Add new operations commands here. */
export const entryPoints = [
  { in: "server/main.ts", out: "server" },
  { in: "scripts/inbox.ts", out: "inbox" },
  { in: "scripts/backup.ts", out: "backup" },
  { in: "scripts/healthcheck.ts", out: "healthcheck" },
  { in: "scripts/staff.ts", out: "staff" },
  { in: "scripts/documents.ts", out: "documents" },
  { in: "server/precompress.ts", out: "precompress" },
  // Not a command: the worker thread that opens clients' files, found beside server.js
  // (app/documents/file-decode-queue.server.ts).
  { in: "app/documents/file-decode-worker.ts", out: "file-decode-worker" },
];

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // The same compile-time constant Vite gives the pages (vite.config.ts); unset falls back to firm.ts.
  define: siteUrl ? { __SITE_URL__: JSON.stringify(siteUrl) } : {},
  legalComments: "none",
  logLevel: "warning",
});
console.log(`Compiled ${entryPoints.length} entry points to ${path.relative(root, outdir)}/`);

// Compress the prerendered pages and the assets once, here, rather than at every server start or
// request. `PRECOMPRESS=0` leaves it to the server, which then compresses each page the first time
// it is asked for and each asset as it is sent: for a build no visitor sees (the tests' copy of the
// project with 300 more articles).
if (process.env.PRECOMPRESS === "0") {
  rmSync(path.join(root, "build/precompressed"), { recursive: true, force: true });
  console.log(
    "PRECOMPRESS=0: pages and assets not precompressed; the server compresses them on request",
  );
} else {
  const precompress = spawnSync(process.execPath, [path.join(outdir, "precompress.js")], {
    cwd: root,
    stdio: "inherit",
  });
  if (precompress.status !== 0) process.exit(precompress.status ?? 1);
}
