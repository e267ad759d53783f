/**
 * Every browser test file uses the harness (tests/support/browser.ts, docs/decisions/003): its
 * `open` fixture is what fails a test on a console error, a page error or a CSP violation, so a
 * file that launches its own browser or context would run without those checks.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const e2e = path.resolve(import.meta.dirname, "../e2e");
const files = readdirSync(e2e).filter((f) => f.endsWith(".test.ts"));
const source = (file: string) => readFileSync(path.join(e2e, file), "utf8");

/** What only code that manages its own browser or pages would write. */
const ownBrowser = [
  /\blaunchBrowser\b/,
  /\bchromium\b/,
  /\bnewContext\s*\(/,
  /\bbrowser\.newPage\s*\(/,
  /from\s+"\.\.\/support\/chromium"/,
  /^import\s+(?!type\b)[^;]*from\s+"playwright-core"/m,
];

/** `it` or `test` taken from the harness. */
const harnessImport = /import\s*\{[^}]*\b(it|test)\b[^}]*\}\s*from\s*"\.\.\/support\/browser"/;

/** Fixed sleeps: waits for time instead of for a condition (docs/decisions/003). */
const sleeps = [/\bwaitForTimeout\s*\(/, /setTimeout\s*\(\s*\w+\s*,\s*\d/];

describe("the browser test files", () => {
  it("are found", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)("%s opens pages only through the harness's fixture", (file) => {
    const text = source(file);
    for (const pattern of ownBrowser) expect(text, String(pattern)).not.toMatch(pattern);
    // A file that drives a page takes `it` (or `test`) from the harness, not from Vitest, itself
    // or through a suite module beside it (every-route.ts).
    const suites = [...text.matchAll(/from\s+"\.\/([\w-]+)"/g)].map((m) => source(`${m[1]}.ts`));
    if (/\bpage\b|\bopen\(/.test(text))
      expect(
        [text, ...suites].some((t) => harnessImport.test(t)),
        file,
      ).toBe(true);
  });

  it.each(files)("%s waits for conditions, never for a fixed time", (file) => {
    for (const pattern of sleeps) expect(source(file), String(pattern)).not.toMatch(pattern);
  });
});
