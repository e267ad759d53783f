/**
 * Every page is valid HTML: the W3C Nu Html Checker (`vnu-jar`, the checker validator.w3.org runs)
 * reports no error on any route as served: every public page, the not-found page, and the desk's
 * pages, signed out and signed in. One Java process checks them all, so this costs seconds.
 * Java comes from the system (Debian's `default-jre-headless`, installed by `npm test` and CI when
 * missing); vnu-jar's own install script, which would download a Java runtime, is not allowed to
 * run (package.json `allowScripts`).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { deskRoutes } from "~/desk/desk-routes";
import { sitePaths } from "~/site-pages.server";
import { baseUrl } from "../support/browser";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

let desk: RunningServer & { base: string };
let db: Repositories;
let session: string;
let inquiryId: number;
let dir: string;
/** Every page as served, saved for the checker: its file and its HTML. */
const files: { file: string; html: string }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "firm-site-vnu-"));
  desk = await startDeskServer();
  db = openDatabase(desk.dataDir);
  inquiryId = db.messages.save({
    firstName: "Ada",
    lastName: "Example",
    email: "ada@example.com",
    message: "I am buying a condo in Etobicoke and would like a quote.",
  } as never);
  const staff = db.staff.addStaff("staff@example.com", "Staff Person");
  session = db.staff.createSession(staff.id, Date.now());

  const save = async (name: string, url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers, redirect: "manual" });
    expect(response.headers.get("content-type"), url).toMatch(/^text\/html/);
    expect([200, 404], url).toContain(response.status);
    const html = await response.text();
    const file = path.join(dir, `${files.length}-${name.replace(/[^a-z0-9]+/gi, "_")}.html`);
    writeFileSync(file, html);
    files.push({ file, html });
  };
  for (const p of [...sitePaths, "/no-such-page"]) await save(p, baseUrl() + p);
  for (const { path: p, signedIn } of deskPages())
    await save(p, desk.base + p, signedIn ? { cookie: `__Host-desk-session=${session}` } : {});
});
afterAll(async () => {
  db?.db.close();
  await desk?.stop({ removeData: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The desk's pages a person opens (documents, not files), with a real inquiry's id. */
function deskPages(): { path: string; signedIn: boolean }[] {
  return deskRoutes
    .filter((r) => r.kind === "page" && !r.path.includes(":token") && !r.path.includes(":step"))
    .map((r) => ({
      path: r.path.replace(":id", String(inquiryId)),
      // Signed in, the sign-in page sends the person on to the desk.
      signedIn: r.path !== "/desk/sign-in",
    }));
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe("every page as served", () => {
  // One Java process checks every page at once: its start-up and JIT warm-up are most of the time,
  // and on a busy 2-core machine they took over a minute, the browser project's default limit.
  it("has no error and no warning in the W3C Nu Html Checker: every route, the not-found page and the desk", {
    timeout: 240_000,
  }, async () => {
    expect(files.length).toBeGreaterThan(sitePaths.length);
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files.map((f) => f.file)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT")
        throw new Error(
          "Java is not installed: the HTML checker needs it (sudo apt-get install -y default-jre-headless).",
        );
      throw error;
    });
    const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => {
        const file = path.basename(decodeURIComponent(m.url ?? ""));
        return `${file}:${m.lastLine ?? "?"}: ${m.message} [${(m.extract ?? "").trim()}]`;
      });
    expect(errors).toEqual([]);
    // And no warning either (docs/STANDARDS.md#html-and-structured-data).
    const warnings = report.messages
      .filter((m) => m.type === "info" && m.subType === "warning")
      .map((m) => {
        const file = path.basename(decodeURIComponent(m.url ?? ""));
        return `${file}:${m.lastLine ?? "?"}: ${m.message} [${(m.extract ?? "").trim()}]`;
      });
    expect(warnings).toEqual([]);
  });

  it("names every group of controls: each fieldset starts with its legend (WCAG 1.3.1)", () => {
    const unnamed = files.flatMap(({ file, html }) => {
      const fieldsets = html.match(/<fieldset\b[^>]*>/g)?.length ?? 0;
      const named = html.match(/<fieldset\b[^>]*>\s*<legend\b/g)?.length ?? 0;
      return fieldsets === named ? [] : [`${path.basename(file)}: ${fieldsets - named} without`];
    });
    expect(unnamed).toEqual([]);
    expect(files.some((f) => f.html.includes("<fieldset"))).toBe(true);
  });
});
