/**
 * Where Chromium is and how to start it on this machine. Kept apart from the test harness
 * (browser.ts) so that scripts (screenshots, bench, social images) can import it outside Vitest.
 */
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
