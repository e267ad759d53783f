/**
 * Renders the default social card (1200x630) and the touch icon (180x180) into public/ with
 * headless Chromium, from the firm identity module. Run after changing the firm's name or tagline:
 *   npx tsx scripts/make-social-images.ts
 */
import path from "node:path";
import { chromium } from "playwright-core";
import { firm } from "../app/content/firm";
import { chromeArgs, chromePath } from "../tests/support/chromium";

const mark = `<svg viewBox="0 0 40 40" xmlns="http://www.w3.org/2000/svg"><rect width="40" height="40" rx="10" fill="#d9a548"/><path d="M10 29V12l10 11 10-11v17" fill="none" stroke="#0a1526" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const card = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
  background:radial-gradient(900px 500px at 90% -10%, rgba(45,85,151,.6), transparent 70%),radial-gradient(700px 400px at -10% 110%, rgba(193,138,44,.3), transparent 70%),#0a1526;
  color:#fff;font-family:Georgia,serif">
  <div style="display:flex;align-items:center;gap:22px"><div style="width:84px;height:84px">${mark}</div>
    <div><div style="font-size:44px;font-weight:600">${firm.shortName}</div><div style="font:600 16px/1 sans-serif;letter-spacing:.2em;color:#c9d4e6;margin-top:8px">PROFESSIONAL CORPORATION</div></div></div>
  <div style="font-size:60px;line-height:1.1;font-weight:600;max-width:980px">${firm.tagline}</div>
  <div style="font:500 26px/1.4 sans-serif;color:#e9c98a">Real estate · Immigration · Wills &amp; estates · Family law · Notary services</div>
</div></body></html>`;

const icon = `<!doctype html><html><body style="margin:0;background:#0a1526"><div style="width:180px;height:180px;display:flex;align-items:center;justify-content:center"><div style="width:150px;height:150px">${mark}</div></div></body></html>`;

const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
const out = path.resolve(import.meta.dirname, "../public");
for (const [html, width, height, file] of [
  [card, 1200, 630, "social-card.png"],
  [icon, 180, 180, "apple-touch-icon.png"],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(out, file) });
  await page.close();
}
await browser.close();
console.log("wrote public/social-card.png and public/apple-touch-icon.png");
