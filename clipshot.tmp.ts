import { chromium } from "playwright-core";
const [url, out, w, js, ...actions] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: Number(w), height: w === "390" ? 844 : 800 }, javaScriptEnabled: js !== "nojs" });
const page = await ctx.newPage();
await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.fulfill({ status: 200, contentType: r.request().resourceType() === "script" ? "text/javascript" : "text/html", body: r.request().resourceType() === "script" ? "" : "<body style='font:20px sans-serif;padding:2em'>third-party stub</body>" }));
await page.goto(url);
if (js !== "nojs") await page.waitForSelector("html[data-hydrated]");
for (const a of actions) { if (a.startsWith("click:")) await page.click(a.slice(6)); if (a.startsWith("wait:")) await page.waitForTimeout(Number(a.slice(5))); if (a.startsWith("fill:")) { const [sel, v] = a.slice(5).split("="); await page.fill(sel!, v!); } }
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const step = 1400;
for (let y = 0, i = 0; y < Math.min(h, 4200); y += step, i++) await page.screenshot({ path: `${out}-${i}.png`, clip: { x: 0, y, width: Number(w), height: Math.min(step, h - y) }, fullPage: true });
await browser.close();
