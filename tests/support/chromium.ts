/**
 * Debian's Chromium and the flags this machine needs, for the browser tests and for the scripts
 * that drive a browser outside Vitest (bench, screenshots, social images). No Vitest import here:
 * those scripts run without a test runner.
 */
import { type Browser, chromium } from "playwright-core";

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
