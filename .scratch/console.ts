import { chromium } from "playwright-core";
import { chromeArgs, chromePath } from "../tests/support/chrome";
import { startServer } from "../tests/support/server";
const server = await startServer();
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
try {
  for (const p of process.argv.slice(2)) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on("console", (m) => console.log(p, m.type(), m.text().slice(0, 300)));
    page.on("pageerror", (e) => console.log(p, "pageerror", e.message.slice(0, 300)));
    await page.goto(server.url + p, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]", { timeout: 10000 }).catch(() => console.log(p, "NOT HYDRATED"));
    console.log(p, await page.evaluate(() => ({ btns: document.querySelectorAll("[data-profile-carousel] button").length, frame: JSON.stringify(document.querySelector("[data-portrait]")?.getBoundingClientRect()), scripting: matchMedia("(scripting: none)").matches })));
    await page.close();
  }
} finally { await browser.close(); await server.stop({ removeData: true }); }
