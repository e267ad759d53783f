/**
 * The visual regression harness (docs/decisions/003): every public route at 390 and 1280 px,
 * captured the same way every time, and compared with the committed baselines in
 * tests/visual/baselines. `npm run screenshots` captures (and with `-- --update` rewrites the
 * baselines); tests/e2e/every-route-*.test.ts compare, on the same page load as their other checks.
 *
 * What makes a capture repeatable:
 * - reduced motion (no carousel rotation, no strip scrolling, no transitions) and a fake clock
 *   set to one fixed moment, so dated text, the footer year and timers are the same every run;
 * - the heading font in place: the browser is told it already has it (as on a return visit),
 *   and the capture checks that headings really use it, reloading once if the font missed the
 *   first paint;
 * - no caret, no scrollbars, every lazy image loaded, the page hydrated;
 * - PNGs quantised to a 128-colour palette (baseline and capture alike), clipped to the first
 *   two screens plus a few key sections, so the baselines stay small.
 *
 * Imported by a script outside Vitest too: nothing here imports Vitest.
 */
import path from "node:path";
import pixelmatch from "pixelmatch";
import type { Browser, Page } from "playwright-core";
import { PNG } from "pngjs";
import sharp from "sharp";
import { sitePagesFromDisk } from "../../app/content/collections/disk";
import { projectRoot } from "./server";

export const VISUAL_WIDTHS = [390, 1280] as const;
export const BASELINE_DIR = path.join(projectRoot, "tests/visual/baselines");
export const ACTUAL_DIR = path.join(projectRoot, "test-results/visual");
/** The moment every capture happens at (Toronto time, a weekday afternoon). */
export const VISUAL_NOW = new Date("2026-11-23T20:00:00Z");
/** How much of each page: the first screens, as tall as this many viewports. */
const SCREENS = 2;
/** A pixel differs when its colour distance passes this (pixelmatch, 0-1). */
export const PIXEL_THRESHOLD = 0.1;
/** A capture fails when more than this share of its pixels differ. */
export const MAX_DIFF_RATIO = 0.002;

/** Every public route, and one unknown path for the not-found page. */
export function visualRoutes(): string[] {
  return [...sitePagesFromDisk().map((p) => p.path), "/no-such-page"];
}

/** Sections below the first screens that carry a layout worth guarding, by route. */
export const keySections: Record<string, readonly string[]> = {
  "/": ["#services", "#team", "#testimonials", "footer"],
  "/about": ["#why-choose-us"],
  "/team": ["#members"],
  "/danielle-mercer-bio": ["#gallery"],
  "/marcus-baptiste-bio": ["#caribbean-expansion"],
  "/services/buying-real-estate": ["#process"],
  "/fees/estate-planning": ["#quote"],
  "/blog": ["[data-blog-index]"],
};

export function viewportFor(width: number) {
  return { width, height: width < 768 ? 844 : 800 };
}

export function captureName(route: string, width: number, section?: string): string {
  const base = route === "/" ? "home" : route.replace(/^\//, "").replace(/\//g, "_");
  const part = section ? `--${section.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}` : "";
  return `${base}${part}-${width}.png`;
}

const STEADY_CSS = `
  *, *::before, *::after { caret-color: transparent !important; }
  html { scrollbar-width: none; }
  ::-webkit-scrollbar { display: none; }
`;

/**
 * The browser context every capture is made in: one device pixel per CSS pixel, Canadian English,
 * Toronto time, and reduced motion (no carousel rotation, no strip scrolling, no transitions).
 */
export const visualContextOptions = {
  deviceScaleFactor: 1,
  locale: "en-CA",
  timezoneId: "America/Toronto",
  reducedMotion: "reduce",
} as const;

/** Whether the page's h1 is drawn in the heading font (Chrome's own answer, through CDP). */
async function headingUsesFont(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    if (!nodeId) return true;
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.some((f) => /newsreader/i.test(f.familyName));
  } finally {
    await cdp.detach();
  }
}

/** Loads `url` (or reloads the page) and waits until it is ready, as the harness does. */
async function load(page: Page, url?: string): Promise<void> {
  const response = url
    ? await page.goto(url, { waitUntil: "load" })
    : await page.reload({ waitUntil: "load" });
  if (response && response.status() < 400) {
    await page.waitForSelector("html[data-hydrated]", { timeout: 20_000 });
  }
}

/**
 * Makes the loaded page still for a capture: no caret, no scrollbars, every image loaded and
 * decoded, fonts ready, two frames drawn. Returns the style it added, to take away afterwards.
 */
async function steady(page: Page) {
  const style = await page.addStyleTag({ content: STEADY_CSS });
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll("img")) img.loading = "eager";
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              // An <img> fires load or error (never loadend).
              img.addEventListener("load", r, { once: true });
              img.addEventListener("error", r, { once: true });
            }).then(() => img.decode().catch(() => {})),
      ),
    );
    await document.fonts.ready;
    // Two frames: everything above is on screen.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  return style;
}

/**
 * `page.screenshot`, asked once more if Chromium answers "Unable to capture screenshot": the
 * compositor had no frame to copy at that moment (seen once in a fresh-clone run with two pages
 * capturing at once on two busy cores). The second capture is compared with the baseline like the
 * first would have been; any other error is passed on.
 */
async function screenshot(page: Page, options: Parameters<Page["screenshot"]>[0]): Promise<Buffer> {
  try {
    return await page.screenshot(options);
  } catch (error) {
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    return page.screenshot(options);
  }
}

export interface Capture {
  name: string;
  png: Buffer;
}

/**
 * Captures a page already open and ready in a context made with `visualContextOptions`
 * and its clock installed at `VISUAL_NOW`: the first screens, then each key
 * section of `route`. PNGs are already quantised. The page is left as it was (scrolled, perhaps
 * reloaded once for the font), so the same load can serve other checks afterwards.
 */
export async function capturePage(page: Page, route: string, width: number): Promise<Capture[]> {
  const viewport = viewportFor(width);
  let style = await steady(page);
  // `font-display: optional` uses the font only if it is ready for the first paint; on a busy
  // machine it can miss it. Then it is in the cache, and a reload has it.
  for (let attempt = 0; !(await headingUsesFont(page)); attempt++) {
    if (attempt >= 3) throw new Error(`${route}: headings never used the heading font`);
    await load(page);
    style = await steady(page);
  }
  const captures: Capture[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const shot = await screenshot(page, {
    clip: {
      x: 0,
      y: 0,
      width: viewport.width,
      height: Math.min(height, viewport.height * SCREENS),
    },
    fullPage: true,
    animations: "disabled",
    caret: "hide",
  });
  captures.push({ name: captureName(route, width), png: await quantise(shot) });
  const sections = keySections[route] ?? [];
  if (sections.length) {
    // The fixed header would cover the top of a section scrolled under it.
    const hidden = await page.addStyleTag({
      content: "[data-site-header]{visibility:hidden!important}",
    });
    for (const selector of sections) {
      const section = page.locator(selector).first();
      const box = await section.boundingBox();
      if (!box) throw new Error(`${route}: no ${selector} to capture`);
      // Whole pixels, rounded here: a clip at a fractional offset is widened to enclose it, so a
      // sub-pixel shift of the section would change the capture's size by a row.
      const clipHeight = Math.round(Math.min(box.height, viewport.height * SCREENS));
      const png = await screenshot(page, {
        clip: {
          x: 0,
          y: Math.round(box.y + (await page.evaluate(() => window.scrollY))),
          width: viewport.width,
          height: clipHeight,
        },
        fullPage: true,
        animations: "disabled",
        caret: "hide",
      });
      captures.push({ name: captureName(route, width, selector), png: await quantise(png) });
    }
    await hidden.evaluate((el) => (el as Element).remove());
  }
  await style.evaluate((el) => (el as Element).remove());
  return captures;
}

/**
 * Opens `route` at `width` in a fresh context made for captures and returns its captures (for
 * `npm run screenshots`; the tests capture through the harness's `open`).
 */
export async function captureRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  width: number,
): Promise<Capture[]> {
  const context = await browser.newContext({
    viewport: viewportFor(width),
    ...visualContextOptions,
  });
  try {
    const page = await context.newPage();
    await page.clock.install({ time: VISUAL_NOW });
    await load(page, new URL(route, baseUrl).href);
    return await capturePage(page, route, width);
  } finally {
    await context.close();
  }
}

/** A 128-colour palette PNG, maximum compression: the same input gives the same bytes. */
export function quantise(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .png({ palette: true, colours: 128, dither: 0, compressionLevel: 9, effort: 1 })
    .toBuffer();
}

export interface Comparison {
  /** Pixels that differ beyond PIXEL_THRESHOLD, plus every pixel of a row only one image has. */
  differing: number;
  ratio: number;
  /** The same width, and heights within `HEIGHT_TOLERANCE_ROWS` of each other. */
  sameSize: boolean;
  /** A diff image (red where they differ), when they differ and it was asked for. */
  diff?: Buffer;
}

/**
 * How many rows a capture's height may differ from its baseline's before it counts as a change of
 * size: a section whose height is fractional (709.56 px) rounds to 709 or 710 rows depending on
 * where its edges fall between device pixels, which moves with the platform's text metrics.
 */
export const HEIGHT_TOLERANCE_ROWS = 1;

/** Decoded pixels, RGBA, by libvips (sharp): native code, a few milliseconds per capture. */
async function pixels(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares a capture with its baseline, pixel by pixel. Heights within `HEIGHT_TOLERANCE_ROWS`
 * compare over the rows both have, and every row only one of them has counts as differing.
 * Identical files, then identical pixels, answer at once (most captures match their baseline
 * exactly); pixelmatch only counts the pixels of captures that differ, and draws the diff image
 * when `withDiff` asks for it.
 */
export async function compare(
  actual: Buffer,
  baseline: Buffer,
  { withDiff = false }: { withDiff?: boolean } = {},
): Promise<Comparison> {
  const a = await pixels(actual);
  const b = await pixels(baseline);
  if (a.width !== b.width || Math.abs(a.height - b.height) > HEIGHT_TOLERANCE_ROWS) {
    return { differing: Number.POSITIVE_INFINITY, ratio: 1, sameSize: false };
  }
  const width = a.width;
  const height = Math.min(a.height, b.height);
  const rows = (image: { data: Buffer }) => image.data.subarray(0, width * height * 4);
  const unmatchedRows = Math.max(a.height, b.height) - height;
  const total = width * Math.max(a.height, b.height);
  if (unmatchedRows === 0 && rows(a).equals(rows(b)))
    return { differing: 0, ratio: 0, sameSize: true };
  const diff = withDiff ? new PNG({ width, height }) : undefined;
  const differing =
    pixelmatch(rows(a), rows(b), diff?.data, width, height, { threshold: PIXEL_THRESHOLD }) +
    unmatchedRows * width;
  return {
    differing,
    ratio: differing / total,
    sameSize: true,
    diff: diff && differing ? PNG.sync.write(diff) : undefined,
  };
}

/** A readable verdict for one capture against its baseline, or undefined when it passes. */
export async function verdict(
  name: string,
  actual: Buffer,
  baseline: Buffer | undefined,
): Promise<string | undefined> {
  if (!baseline) return `${name}: no baseline (npm run screenshots -- --update, then commit it)`;
  if (actual.equals(baseline)) return undefined;
  const result = await compare(actual, baseline);
  if (!result.sameSize) return `${name}: the page's size changed`;
  if (result.ratio > MAX_DIFF_RATIO)
    return `${name}: ${result.differing} pixels differ (${(result.ratio * 100).toFixed(2)} %, allowed ${(MAX_DIFF_RATIO * 100).toFixed(2)} %)`;
  return undefined;
}
