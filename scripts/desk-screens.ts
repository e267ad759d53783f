/**
 * Screenshots of the desk's inbox, waiting queue, agenda, an inquiry and a booking's page at 390
 * and 1280 px, on the invented morning of tests/support/desk-morning.ts (docs/DESK-SCREENS.md):
 *
 *   npx tsx scripts/desk-screens.ts --out DIR [--root DIR]
 *
 * `--root` runs another copy's build (`npm run build` there first), to compare before and after.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/support/chromium";
import { signInBrowser } from "../tests/support/desk";
import { seedDeskMorning } from "../tests/support/desk-morning";
import { freePort, startServer } from "../tests/support/server";

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const out = opt("--out");
if (!out) {
  process.stderr.write("Usage: tsx scripts/desk-screens.ts --out DIR [--root DIR]\n");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const port = await freePort();
const base = `http://localhost:${port}`;
const server = await startServer(
  { PORT: String(port), SITE_URL: base, ACK_EMAILS: "off" },
  undefined,
  {
    cwd: opt("--root"),
  },
);
const browser = await launchBrowser();
try {
  const morning = await seedDeskMorning({ dataDir: server.dataDir, base });
  const pages = [
    ["inbox", "/desk"],
    ["waiting", "/desk?view=waiting"],
    ["agenda", "/desk/agenda"],
    ["inquiry", `/desk/inquiries/${morning.ids.Priya}`],
    ["booking", `/desk/bookings/${morning.bookings.confirmed}`],
  ] as const;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    await signInBrowser(context, { base }, morning.session);
    const page = await context.newPage();
    for (const [name, url] of pages) {
      await page.goto(`${base}${url}`);
      await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 }).catch(() => {});
      const file = path.join(out, `desk-${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: name !== "inquiry" || width > 400 });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const documents = await page.evaluate(
        () => document.querySelector("#documents")?.getBoundingClientRect().top ?? null,
      );
      process.stdout.write(
        `${file}: page ${height} px high${documents !== null ? `, documents at ${Math.round(documents)} px` : ""}\n`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop({ removeData: true });
}
