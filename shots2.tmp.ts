import { chromium } from "playwright-core";
import Database from "better-sqlite3";
import { DeskStore } from "./app/desk/desk-store.server";
const base = "http://localhost:4720";
const store = new DeskStore(new Database("/tmp/shotdata/contact-inbox.sqlite3"));
const session = store.createSession(1);
const pages = process.argv.slice(2);
(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  for (const [w, h] of [[390, 844], [1280, 800]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await context.setExtraHTTPHeaders({ cookie: `__Host-desk-session=${session}` });
    const page = await context.newPage();
    for (const spec of pages) {
      const [name, path, full] = spec.split(",");
      await page.goto(base + path);
      await page.screenshot({ path: `/tmp/v-${name}-${w}.png`, fullPage: full === "full" });
    }
    await context.close();
  }
  await browser.close();
})();
