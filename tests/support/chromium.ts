/**
 * Debian's Chromium and the flags this machine needs, for the browser tests and for the scripts
 * that drive a browser outside Vitest (bench, screenshots, social images). No Vitest import here:
 * those scripts run without a test runner.
 *
 * Two builds of the same Chromium (docs/decisions/023-tests-on-the-headless-shell.md):
 * - the **headless shell** (Debian's `chromium-headless-shell`, the same Blink without the
 *   browser's user interface) for the browser tests and the visual baselines: it renders pages
 *   with less than half the CPU, and the tests' captures are compared with baselines it made;
 * - the **full browser** (Debian's `chromium`) where figures must be a visitor's: Lighthouse and
 *   the interaction timings of `npm run bench`, and the social images.
 */
import { type Browser, chromium } from "playwright-core";

/** The full browser: `CHROME_PATH`, else Debian's chromium. */
export function chromePath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

/** The headless shell the tests run on: `HEADLESS_SHELL_PATH`, else Debian's. */
export function headlessShellPath(): string {
  return process.env.HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";
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

/** A headless browser: the tests' headless shell, or (for measurements) the full browser. */
export function launchBrowser(executablePath = headlessShellPath()): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromeArgs, headless: true });
}
