import { launchBrowser } from "./tests/support/chromium";
import { startServer } from "./tests/support/server";
const server = await startServer();
const browser = await launchBrowser();
for (const js of [true, false]) for (const r of ["/", "/fees/real-estate", "/services/immigration", "/contact"]) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Performance.enable");
  const t = performance.now();
  await page.goto(server.url + r, { waitUntil: "load" });
  if (js) await page.waitForSelector("html[data-hydrated]");
  const wall = performance.now() - t;
  const { metrics } = await cdp.send("Performance.getMetrics");
  const m = Object.fromEntries(metrics.map((x: any) => [x.name, x.value]));
  console.log(js ? "js  " : "nojs", r.padEnd(24), "wall", wall | 0, "task", (m.TaskDuration * 1000) | 0, "script", (m.ScriptDuration * 1000) | 0, "layout", (m.LayoutDuration * 1000) | 0, "style", (m.RecalcStyleDuration * 1000) | 0);
  await ctx.close();
}
await browser.close(); await server.stop({ removeData: true });
