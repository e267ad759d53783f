#!/usr/bin/env node
// `npm test`: lint, typecheck, a fresh production build and the unit tests, side by side (each is
// mostly one core's work, and the machine has two); the browser and server tests against the build
// start as soon as the build is done, while the others finish beside them (lint and the type check
// at a lower priority: docs/PERFORMANCE.md#test-suite). Arguments are passed to Vitest (`npm test -- tests/e2e/shell.test.ts`).
// If Chromium, Java (for the W3C HTML checker, vnu-jar) or ClamAV's daemon is missing, installs
// Debian's package when it can (root and apt), else says how.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

// The browser tests run on Chromium's headless shell (docs/decisions/023-tests-on-the-headless-shell.md).
const shell = process.env.HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";
if (!existsSync(shell)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (process.env.HEADLESS_SHELL_PATH || !isRoot || !hasApt) {
    console.error(
      `Chromium's headless shell not found at ${shell}: install it (sudo apt-get install -y chromium-headless-shell) or set HEADLESS_SHELL_PATH to one.`,
    );
    process.exit(1);
  }
  console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell",
    { stdio: "inherit" },
  );
}

// The visual baselines were drawn with Debian's Liberation fonts (fonts-liberation, which
// Chromium's packages recommend): the fallback faces the pages name (Liberation Serif under the
// heading font, Liberation Mono for code). Without them another face is drawn and captures differ.
const hasLiberation =
  spawnSync("sh", ["-c", "fc-list 2>/dev/null | grep -qi 'Liberation Mono'"]).status === 0;
if (!hasLiberation) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      "The Liberation fonts are missing: install them (sudo apt-get install -y fonts-liberation); the visual baselines use them.",
    );
    process.exit(1);
  }
  console.log("The Liberation fonts are missing: installing Debian's fonts-liberation…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-liberation",
    { stdio: "inherit" },
  );
}

// The W3C Nu Html Checker (tests/server/html-validity.test.ts) runs on the system's Java, never
// on one vnu-jar would download (its install script is not allowed: package.json allowScripts).
if (spawnSync("sh", ["-c", "command -v java"]).status !== 0) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      "Java not found: install it (sudo apt-get install -y default-jre-headless); the HTML checker needs it.",
    );
    process.exit(1);
  }
  console.log("Java is missing: installing Debian's default-jre-headless package…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless",
    { stdio: "inherit" },
  );
}

// The document tests need ClamAV's daemon and sigtool (Debian's clamav-daemon and clamav).
const hasClamd =
  spawnSync("sh", ["-c", "command -v clamd || test -x /usr/sbin/clamd"]).status === 0;
if (!hasClamd) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      "ClamAV's daemon not found: install it (sudo apt-get install -y --no-install-recommends clamav-daemon clamav).",
    );
    process.exit(1);
  }
  console.log("ClamAV is missing: installing Debian's clamav-daemon and clamav packages…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clamav-daemon clamav",
    { stdio: "inherit" },
  );
}

// The standards tests read calendars with a second, independent parser: Python's `icalendar`
// (Debian's python3-icalendar, run as /usr/bin/python3: docs/STANDARDS.md#icalendar).
if (spawnSync("/usr/bin/python3", ["-c", "import icalendar"]).status !== 0) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      "Python's icalendar not found: install it (sudo apt-get install -y python3-icalendar).",
    );
    process.exit(1);
  }
  console.log("Python's icalendar is missing: installing Debian's python3-icalendar package…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-icalendar",
    { stdio: "inherit" },
  );
}

const extra = process.argv.slice(2);
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
// Colours survive the pipe when the output is a terminal.
const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) };

/** Where `nice` exists (Linux, macOS), the steps that gate nothing run at a lower priority. */
const hasNice = spawnSync("sh", ["-c", "command -v nice"]).status === 0;

/**
 * Logs of steps that end while the browser and server tests are printing: held until those end,
 * so the two never interleave.
 */
let held = null;

/**
 * Runs a command beside others, keeping its output until it ends, so each step's log reads in one
 * piece. Resolves with its exit status. `background` runs it at a lower priority (nice 5): the
 * build, which the browser and server tests wait for, gets the cores first, and the step still
 * gets about a quarter of a busy core, so it ends before the browser tests do.
 */
function runBeside(name, cmd, args, { background = false } = {}) {
  const since = Date.now();
  const [command, commandArgs] =
    background && hasNice ? ["nice", ["-n", "5", cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (d) => output.push(d));
    child.stderr.on("data", (d) => output.push(d));
    child.on("close", (code) => {
      const log = Buffer.concat([Buffer.from(`\n── ${name} (${seconds(since)}) ──\n`), ...output]);
      if (held) held.push(log);
      else process.stdout.write(log);
      resolve(code ?? 1);
    });
  });
}

/** Runs a command with its output straight to ours, without blocking the steps beside it. */
function runInherited(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const vitest = (project, report) => [
  "vitest",
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
  // Files named on the command line may all belong to the other project.
  ...(extra.length ? ["--passWithNoTests"] : []),
  ...extra,
];

mkdirSync("test-results", { recursive: true });
const reports = {
  unit: "test-results/vitest-unit.json",
  browser: "test-results/vitest-browser.json",
};

// Lint and the unit tests read no route types: they start at once, on the core the route types'
// generation leaves idle.
const lint = runBeside("lint", "npm", ["run", "lint"], { background: true });
// Not lowered: the unit tests have timeouts, and they end before the build on two cores.
const unitTests = runBeside("unit tests", "npx", vitest("unit", reports.unit));
// Route types before the type check and the build: the type check reads them, and the build would
// write them too.
const typegenStatus = await runInherited("npx", ["react-router", "typegen"]);
if (typegenStatus !== 0) {
  await Promise.all([lint, unitTests]);
  process.exit(typegenStatus);
}
const besideBuild = [
  lint,
  // Incremental: the next run re-checks only what changed (49 → 11 s of CPU with nothing changed).
  // The record is kept in test-results/, which is this copy's own (not in node_modules, whose
  // files a hard-linked copy of the project would share).
  runBeside(
    "typecheck",
    "npx",
    ["tsc", "--noEmit", "--incremental", "--tsBuildInfoFile", "test-results/typecheck.tsbuildinfo"],
    { background: true },
  ),
  unitTests,
];
const besideNames = ["lint", "typecheck", "unit tests"];
const buildStatus = await runBeside("build", "npm", ["run", "build"]);
if (buildStatus !== 0) {
  await Promise.all(besideBuild);
  console.error(`\nThe build failed (${seconds(started)}).`);
  process.exit(buildStatus);
}

// The browser and server tests need only the build: they start now, and lint, typecheck and the
// unit tests go on beside them (their logs are printed after the browser tests' own).
console.log(`\n── browser and server tests (after ${seconds(started)}) ──`);
held = [];
const browserStatus = await runInherited("npx", vitest("browser", reports.browser));
const heldLogs = held;
held = null;
for (const log of heldLogs) process.stdout.write(log);
const firstStatuses = await Promise.all(besideBuild);
const firstFailed = firstStatuses.find((s) => s !== 0);
if (firstFailed !== undefined) {
  const failed = besideNames.filter((_, i) => firstStatuses[i] !== 0).join(", ");
  console.error(`\nFailed: ${failed} (${seconds(started)}).`);
}

// One report for both runs, and a plain closing line that CI tools recognise.
const results = Object.values(reports)
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, "utf8")));
const sum = (key) => results.reduce((total, r) => total + (r[key] ?? 0), 0);
const merged = {
  ...results.at(-1),
  numTotalTests: sum("numTotalTests"),
  numPassedTests: sum("numPassedTests"),
  numFailedTests: sum("numFailedTests"),
  numPendingTests: sum("numPendingTests"),
  success: results.every((r) => r.success),
  testResults: results.flatMap((r) => r.testResults ?? []),
};
writeFileSync("test-results/vitest.json", JSON.stringify(merged));
console.log(
  `Tests: ${merged.numPassedTests} passed, ${merged.numFailedTests} failed, ${merged.numPendingTests} skipped (${seconds(started)} in all)`,
);
process.exit(firstFailed ?? browserStatus);
