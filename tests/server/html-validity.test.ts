/**
 * Every page is valid HTML: the W3C Nu Html Checker (`vnu-jar`, the checker validator.w3.org runs)
 * reports no error on any route as served: every public page, the not-found page, and the desk's
 * pages, signed out and signed in. One Java process checks them all, so this costs seconds.
 * Java comes from the system (Debian's `default-jre-headless`, installed by `npm test` and CI when
 * missing); vnu-jar's own install script, which would download a Java runtime, is not allowed to
 * run (package.json `allowScripts`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { deskRoutes } from "~/desk/desk-routes";
import { sitePaths } from "~/site-pages.server";
import { baseUrl } from "../support/browser";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";
import { checkHtml } from "../support/vnu";

let desk: RunningServer & { base: string };
let db: Repositories;
let session: string;
let inquiryId: number;
/** Every page as served, for the checker: its path and its HTML. */
const files: { name: string; html: string }[] = [];

beforeAll(async () => {
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
    files.push({ name, html: await response.text() });
  };
  for (const p of [...sitePaths, "/no-such-page"]) await save(p, baseUrl() + p);
  for (const { path: p, signedIn } of deskPages())
    await save(p, desk.base + p, signedIn ? { cookie: `__Host-desk-session=${session}` } : {});
});
afterAll(async () => {
  db?.db.close();
  await desk?.stop({ removeData: true });
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

describe("every page as served", () => {
  // One Java process checks every page at once: its start-up and JIT warm-up are most of the time,
  // and on a busy 2-core machine they took over a minute, the browser project's default limit.
  it("has no error and no warning in the W3C Nu Html Checker: every route, the not-found page and the desk", {
    timeout: 240_000,
  }, async () => {
    expect(files.length).toBeGreaterThan(sitePaths.length);
    const { errors, warnings } = await checkHtml(
      Object.fromEntries(files.map((f) => [f.name, f.html])),
    );
    expect(errors).toEqual([]);
    // And no warning either (docs/STANDARDS.md#html-and-structured-data).
    expect(warnings).toEqual([]);
  });

  it("names every group of controls: each fieldset starts with its legend (WCAG 1.3.1)", () => {
    const unnamed = files.flatMap(({ name, html }) => {
      const fieldsets = html.match(/<fieldset\b[^>]*>/g)?.length ?? 0;
      const named = html.match(/<fieldset\b[^>]*>\s*<legend\b/g)?.length ?? 0;
      return fieldsets === named ? [] : [`${name}: ${fieldsets - named} without`];
    });
    expect(unnamed).toEqual([]);
    expect(files.some((f) => f.html.includes("<fieldset"))).toBe(true);
  });
});
