import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Response,
} from "playwright-core";
import { inject } from "vitest";

const require = createRequire(import.meta.url);

export function chromePath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

/** Flags this machine needs: no sandbox as root, and no background calls to a closed network. */
export const chromeArgs = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: chromeArgs, headless: true });
}

export function baseUrl(): string {
  return inject("baseURL");
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface OpenOptions {
  viewport?: { width: number; height: number };
  javaScript?: boolean;
  reducedMotion?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  response: Response | null;
  /** Console errors and warnings, CSP violations and uncaught page errors, seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/**
 * Opens `path` of the site under test in a fresh context. With JavaScript on, waits until React
 * has hydrated (html[data-hydrated]).
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const javaScript = options.javaScript ?? true;
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: javaScript,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
  });
  // A blocked script, style or frame is a bug even when the page copes: report it as a problem.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning")
      problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: "load" });
  if (javaScript && response && response.status() < 400) {
    await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
  }
  return { page, context, response, problems, close: () => context.close() };
}

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules; returns the violations found. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // page.evaluate runs outside the page's CSP, so axe can be injected into a hardened page.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n: any) => `${n.target.join(" ")} :: ${n.failureSummary ?? ""}`),
    }));
  });
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`)
    .join("\n");
}
