import { chromium } from "playwright-core";
import { chromeArgs, chromePath } from "../tests/support/chrome";
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
const page = await browser.newPage();
await page.goto("file://" + process.cwd() + "/.scratch/metrics.html");
await page.evaluate(() => document.fonts.ready);
console.log(await page.evaluate(() => ({ a: document.getElementById("a")!.getBoundingClientRect().width, b: document.getElementById("b")!.getBoundingClientRect().width })));
await browser.close();
