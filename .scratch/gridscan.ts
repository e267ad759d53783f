import { chromium } from "playwright-core";
import { chromeArgs, chromePath } from "../tests/support/chrome";
import { startServer } from "../tests/support/server";
import { sitePages } from "../app/site-map";
const widths = (process.argv[2] ?? "1280,768").split(",").map(Number);
const server = await startServer();
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
try {
  for (const w of widths) {
    const ctx = await browser.newContext({ viewport: { width: w, height: 900 } });
    const page = await ctx.newPage();
    for (const p of sitePages) {
      await page.goto(server.url + p.path, { waitUntil: "load" });
      const found = await page.evaluate(() => {
        const out: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>("main *")) {
          const cs = getComputedStyle(el);
          if (cs.display !== "grid") continue;
          const cols = cs.gridTemplateColumns.split(" ").filter(Boolean);
          if (cols.length < 2) continue;
          const kids = [...el.children].filter((k) => getComputedStyle(k).display !== "none" && (k as HTMLElement).offsetHeight > 0) as HTMLElement[];
          if (kids.length < 2) continue;
          // group by top offset
          const rows = new Map<number, HTMLElement[]>();
          for (const k of kids) { const t = Math.round(k.getBoundingClientRect().top); rows.set(t, [...(rows.get(t) ?? []), k]); }
          const rowArr = [...rows.values()];
          const last = rowArr.at(-1)!;
          const width = el.getBoundingClientRect().width;
          const used = last.reduce((s, k) => s + k.getBoundingClientRect().width, 0);
          const colsUniform = new Set(cols.map((c) => Math.round(parseFloat(c)))).size === 1;
          if (colsUniform && rowArr.length > 1 && used < width * 0.8) {
            const id = el.closest("section[id]")?.id ?? el.closest("[id]")?.id ?? "";
            out.push(`#${id} ${cols.length} cols, ${kids.length} items, last row ${last.length} (${Math.round(used)}/${Math.round(width)})`);
          }
        }
        return out;
      });
      for (const f of found) console.log(`${w} ${p.path} ${f}`);
    }
    await ctx.close();
  }
} finally { await browser.close(); await server.stop({ removeData: true }); }
