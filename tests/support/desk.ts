import { execFileSync } from "node:child_process";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import { freePort, projectRoot, type RunningServer, startServer } from "./server";

/**
 * A production server for desk tests, reached as http://localhost:<port>: WebAuthn needs a secure
 * context, which http://localhost is and http://127.0.0.1 is not, and the relying party and the
 * Origin check come from SITE_URL.
 */
export async function startDeskServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { base: string }> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer({ PORT: String(port), SITE_URL: base, ...env });
  return { ...server, base };
}

/**
 * Runs `npm run staff -- …` against a server's data directory; returns its output. The compiled
 * script the build made (build/bin/staff.js), as `npm run staff` runs it: no TypeScript loader
 * to start (about 0.5 s of CPU less per call).
 */
export function staffCli(server: { dataDir: string; base: string }, args: string[]): string {
  return execFileSync(process.execPath, [path.join("build", "bin", "staff.js"), ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: server.dataDir, SITE_URL: server.base },
    encoding: "utf8",
  });
}

/** Opens the server's database from the test process (WAL allows it next to the server). */
export function openDatabase(dataDir: string): Repositories {
  return repositories(SiteDatabase.open(dataDir));
}

/**
 * Posts a desk form as the signed-in staff member, the way the desk's own pages post it (same
 * origin, the session cookie); redirects are returned, not followed.
 */
export function postAsStaff(
  server: { base: string },
  session: string,
  path: string,
  form: Record<string, string>,
): Promise<Response> {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: {
      origin: server.base,
      cookie: `__Host-desk-session=${session}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
}

/**
 * Signs a browser in to the desk: the session's cookie in the browser's own jar, as the server sets
 * it (host-only, Secure, HttpOnly, SameSite=Lax), so it goes with every request, a form post's
 * redirect included. Chromium sends a Secure cookie to http://localhost (a secure context) but
 * takes one from the protocol only for an https address, hence the `url`.
 */
export function signInBrowser(
  context: BrowserContext,
  server: { base: string },
  session: string,
): Promise<void> {
  return context.addCookies([
    {
      name: "__Host-desk-session",
      value: session,
      url: server.base.replace(/^http:/, "https:"),
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}
