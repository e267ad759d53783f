import { chromium } from "playwright-core";
import { chromeArgs, chromePath } from "../tests/support/chrome";
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
await page.goto("file://" + process.cwd() + "/.scratch/specimen.html");
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: "/tmp/specimen.png", fullPage: true });
await browser.close();
