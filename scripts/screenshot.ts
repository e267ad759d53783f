/**
 * Screenshots of pages of the production build, for looking at them as a visitor would.
 *   npx tsx scripts/screenshot.ts /about /fees [--widths 390,1280] [--out /tmp/shots] [--no-js] [--viewport-only]
 * Builds first if there is no build. Starts its own server on a free port.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromeArgs, chromePath } from "../tests/support/chromium";
import { projectRoot, startServer } from "../tests/support/server";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const flags = new Set(args.filter((a) => a.startsWith("--")));
const paths = args.filter(
  (a, i) => a.startsWith("/") && !["--out", "--widths"].includes(args[i - 1] ?? ""),
);
const widths = (option("--widths") ?? "390,1280").split(",").map(Number);
const out = option("--out") ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

if (!existsSync(path.join(projectRoot, "build/server/index.js")))
  execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
const server = await startServer();
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
try {
  for (const p of paths.length ? paths : ["/"]) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 800 },
        javaScriptEnabled: !flags.has("--no-js"),
      });
      const page = await context.newPage();
      await page.goto(server.url + p, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      const file = path.join(
        out,
        `${p.replace(/^\//, "").replace(/\//g, "_") || "home"}-${width}${flags.has("--no-js") ? "-nojs" : ""}.png`,
      );
      await page.screenshot({ path: file, fullPage: !flags.has("--viewport-only") });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop({ removeData: true });
}
