/**
 * Every kind of answer the server gives carries the security headers
 * (docs/OPERATIONS.md#security-headers): pages and errors, redirects, refusals, data, exports,
 * files. An HTML document has its own Content-Security-Policy; anything else gets
 * `default-src 'none'`; never two policies at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";
import { validMessage } from "./contact-support";

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let messageId: number;

beforeAll(async () => {
  server = await startDeskServer({ CONTACT_RATE_LIMIT: "1", DESK_SIGNIN_RATE_LIMIT: "2" });
  db = openDatabase(server.dataDir);
  messageId = db.messages.save({
    firstName: "Header",
    lastName: "Check",
    email: "header.check@example.com",
    message: "Checking every answer's headers.",
  } as never);
  session = db.staff.createSession(db.staff.addStaff("headers@example.com", "Head Ers").id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

const expectedHeaders: Record<string, RegExp> = {
  "strict-transport-security": /^max-age=63072000; includeSubDomains; preload$/,
  "x-content-type-options": /^nosniff$/,
  "x-frame-options": /^DENY$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\).*microphone=\(\)/,
  "cross-origin-opener-policy": /^same-origin$/,
};

type Kind = "document" | "non-document";

function request(
  path: string,
  init: { method?: string; body?: string; type?: string; origin?: string; signedIn?: boolean } = {},
) {
  const headers: Record<string, string> = {};
  if (init.signedIn) headers.cookie = `__Host-desk-session=${session}`;
  if (init.origin !== undefined) headers.origin = init.origin;
  if (init.body !== undefined)
    headers["content-type"] = init.type ?? "application/x-www-form-urlencoded";
  return fetch(server.base + path, {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    redirect: "manual",
  });
}

/** Checks one answer; returns what is wrong with it, if anything. */
async function problemsOf(what: string, res: Response, kind: Kind, status: number) {
  await res.arrayBuffer();
  const problems: string[] = [];
  if (res.status !== status) problems.push(`${what}: status ${res.status}, expected ${status}`);
  for (const [name, value] of Object.entries(expectedHeaders)) {
    const got = res.headers.get(name);
    if (!got || !value.test(got)) problems.push(`${what}: ${name} is ${got}`);
  }
  const csp = res.headers.get("content-security-policy") ?? "";
  // Two policies would arrive joined by a comma: the browser would enforce both.
  if (!csp || csp.includes(",")) problems.push(`${what}: Content-Security-Policy is "${csp}"`);
  else if (kind === "non-document" && !csp.startsWith("default-src 'none'"))
    problems.push(`${what}: not the non-document policy: ${csp}`);
  else if (kind === "document" && !/script-src 'self'.*frame-ancestors 'none'/.test(csp))
    problems.push(`${what}: not a document's policy: ${csp}`);
  return problems;
}

describe("every kind of answer carries the security headers", () => {
  it("pages, redirects, refusals, data, exports, files and errors", {
    timeout: 120_000,
  }, async () => {
    const page = await request("/about");
    const etag = page.headers.get("etag") ?? "";
    const contact = new URLSearchParams(validMessage).toString();
    const another = new URLSearchParams({
      ...validMessage,
      message: `${validMessage.message} And one more question.`,
    }).toString();
    const signInStep = () =>
      request("/desk/passkey/sign-in-options", {
        method: "POST",
        origin: server.base,
        body: "{}",
        type: "application/json",
      });
    const asset = /\/assets\/[^"]+\.css/.exec(await (await request("/")).text())?.[0] ?? "";
    const checks: [string, () => Promise<Response>, Kind, number][] = [
      ["a prerendered page", async () => page, "document", 200],
      [
        "a page revalidated (304)",
        () => fetch(`${server.base}/about`, { headers: { "if-none-match": etag } }),
        "document",
        304,
      ],
      ["the not-found page (404)", () => request("/no-such-page"), "document", 404],
      ["a missing asset (404)", () => request("/assets/missing-abc123.js"), "non-document", 404],
      ["a canonical redirect (301)", () => request("/About/"), "non-document", 301],
      ["a desk spelling's redirect (301)", () => request("/Desk/"), "non-document", 301],
      ["the desk's sign-in redirect (302)", () => request("/desk"), "non-document", 302],
      ["a data request's redirect (202)", () => request("/desk.data"), "non-document", 202],
      [
        "a method refused (405)",
        () => request("/about", { method: "DELETE" }),
        "non-document",
        405,
      ],
      [
        "a desk method refused (405)",
        () => request("/desk", { method: "PUT" }),
        "non-document",
        405,
      ],
      ["a path that is not a URL (400)", () => request("/%E0%A4%A"), "non-document", 400],
      ["a prerendered page's data", () => request("/about.data"), "non-document", 200],
      ["a desk page's data", () => request("/desk.data", { signedIn: true }), "non-document", 200],
      ["robots.txt", () => request("/robots.txt"), "non-document", 200],
      ["sitemap.xml", () => request("/sitemap.xml"), "non-document", 200],
      ["the blog's feed", () => request("/blog/feed.xml"), "non-document", 200],
      ["a fingerprinted asset", () => request(asset), "non-document", 200],
      ["an image file", () => request("/favicon.svg"), "non-document", 200],
      [
        "the route manifest",
        () => request("/__manifest?paths=%2Fabout&version=0"),
        "non-document",
        204,
      ],
      ["the health check", () => request("/healthz"), "non-document", 200],
      ["a signed-in desk page", () => request("/desk", { signedIn: true }), "document", 200],
      [
        "the desk's CSV export",
        () =>
          request("/desk/inquiries.csv", {
            method: "POST",
            signedIn: true,
            origin: server.base,
            body: "status=all",
          }),
        "non-document",
        200,
      ],
      [
        "the desk's JSON export",
        () =>
          request("/desk/privacy/export", {
            method: "POST",
            signedIn: true,
            origin: server.base,
            body: new URLSearchParams({
              email: "header.check@example.com",
              format: "json",
            }).toString(),
          }),
        "non-document",
        200,
      ],
      [
        "the desk's cross-site refusal (403)",
        () =>
          request(`/desk/inquiries/${messageId}`, {
            method: "POST",
            signedIn: true,
            origin: "https://evil.example",
            body: "intent=note&note=x",
          }),
        "non-document",
        403,
      ],
      [
        "React Router's cross-site refusal (400)",
        () =>
          request("/contact.data", {
            method: "POST",
            origin: "https://evil.example",
            body: contact,
          }),
        "non-document",
        400,
      ],
      [
        "a contact post (200)",
        () => request("/contact", { method: "POST", origin: server.base, body: contact }),
        "document",
        200,
      ],
      [
        "the contact form's rate limit (429)",
        // Another message: the same one sent again is answered as sent, uncounted
        // (docs/CONTACT-INBOX.md#the-same-message-sent-twice).
        () => request("/contact", { method: "POST", origin: server.base, body: another }),
        "document",
        429,
      ],
      ["a sign-in step", signInStep, "non-document", 200],
      ["another sign-in step", signInStep, "non-document", 200],
      ["the desk's sign-in rate limit (429)", signInStep, "non-document", 429],
    ];
    const problems: string[] = [];
    for (const [what, send, kind, status] of checks)
      problems.push(...(await problemsOf(what, await send(), kind, status)));
    const worker = await request("/pagefind/pagefind-worker.js");
    problems.push(...(await problemsOf("the search worker", worker, "non-document", 200)));
    expect(worker.headers.get("content-security-policy")).toContain("'wasm-unsafe-eval'");
    expect(problems).toEqual([]);
  });

  it("a server error (500), as a page and as data", { timeout: 60_000 }, async () => {
    // The inquiry page cannot read its notes: a fault the server cannot recover from.
    db.db.sqlite.exec("ALTER TABLE desk_notes RENAME TO desk_notes_away");
    try {
      const problems = [
        ...(await problemsOf(
          "a page that failed (500)",
          await request(`/desk/inquiries/${messageId}`, { signedIn: true }),
          "document",
          500,
        )),
        ...(await problemsOf(
          "data that failed (500)",
          await request(`/desk/inquiries/${messageId}.data`, { signedIn: true }),
          "non-document",
          500,
        )),
      ];
      expect(problems).toEqual([]);
    } finally {
      db.db.sqlite.exec("ALTER TABLE desk_notes_away RENAME TO desk_notes");
    }
    // The failure reaches the log as one JSON line, without the visitor's data.
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.trim());
    expect(lines.filter((l) => !l.startsWith("{"))).toEqual([]);
    expect(server.output()).toContain('"event":"request_failed"');
    expect(server.output()).not.toContain("header.check@example.com");
  });
});
