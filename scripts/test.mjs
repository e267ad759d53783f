#!/usr/bin/env node
// `npm test`: lint, typecheck, then every test, unit and browser, against a fresh production build.
// If Chromium or Java (for the W3C HTML checker, vnu-jar) is missing, installs Debian's package
// when it can (root and apt), else says how.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!existsSync(chrome)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (process.env.CHROME_PATH || !isRoot || !hasApt) {
    console.error(
      `Chromium not found at ${chrome}: install it (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
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

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("npm", ["run", "lint"]);
run("npm", ["run", "typecheck"]);
run("npm", ["run", "build"]);
// Vitest's own summary, plus a plain closing line that CI tools recognise.
const report = "test-results/vitest.json";
const vitest = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env: process.env },
);
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(
    readFileSync(report, "utf8"),
  );
  console.log(
    `Tests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`,
  );
}
process.exit(vitest.status ?? 1);
