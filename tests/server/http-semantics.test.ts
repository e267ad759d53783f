/**
 * HTTP semantics (RFC 9110) across every kind of answer the site gives (docs/STANDARDS.md#http):
 * one table walks the methods over a prerendered page, a page rendered on request, the not-found
 * page, an asset, robots.txt, the feed, sitemap.xml, a `.data` request, a desk page and a form's
 * route. Against the production server, as any HTTP client sees it (undici's fetch and raw bytes).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";
import { rawRequest } from "./raw-http";

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let asset: string;

beforeAll(async () => {
  server = await startDeskServer();
  db = openDatabase(server.dataDir);
  const staff = db.staff.addStaff("http@example.com", "Pat Example");
  session = db.staff.createSession(staff.id);
  const home = await (await fetch(`${server.base}/`)).text();
  asset = /\/assets\/[^"]+\.css/.exec(home)?.[0] ?? "";
  expect(asset).not.toBe("");
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

interface Kind {
  name: string;
  path: () => string;
  /** What GET answers. */
  status: number;
  /** The methods its Allow names. */
  allow: string;
  /** Whether a refused POST gets the site's own page (HTML) rather than plain text. */
  page?: boolean;
  signedIn?: boolean;
}

const kinds: Kind[] = [
  { name: "a prerendered page", path: () => "/about", status: 200, allow: "GET, HEAD", page: true },
  {
    name: "a page rendered on request",
    path: () => "/book",
    status: 200,
    allow: "GET, HEAD, POST",
  },
  { name: "the not-found page", path: () => "/no-such-page", status: 404, allow: "GET, HEAD" },
  { name: "an asset", path: () => asset, status: 200, allow: "GET, HEAD" },
  { name: "robots.txt", path: () => "/robots.txt", status: 200, allow: "GET, HEAD" },
  { name: "the feed", path: () => "/blog/feed.xml", status: 200, allow: "GET, HEAD" },
  { name: "sitemap.xml", path: () => "/sitemap.xml", status: 200, allow: "GET, HEAD" },
  { name: "a page's data", path: () => "/about.data", status: 200, allow: "GET, HEAD" },
  {
    name: "a desk page",
    path: () => "/desk/agenda",
    status: 200,
    allow: "GET, HEAD, POST",
    signedIn: true,
  },
  { name: "a form's route", path: () => "/contact", status: 200, allow: "GET, HEAD, POST" },
];

/** The server's own port (the desk server's address names it). */
const port = () => Number(new URL(server.base).port);

const request = (kind: Kind, init: RequestInit = {}) =>
  fetch(server.base + kind.path(), {
    redirect: "manual",
    ...init,
    headers: {
      ...(kind.signedIn ? { cookie: `__Host-desk-session=${session}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

/** Header fields that describe the representation or the answer, not the connection or the clock. */
function describing(headers: Headers): Record<string, string> {
  const skip = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
  return Object.fromEntries(
    [...headers]
      .filter(([name]) => !skip.has(name))
      // A page rendered on request hashes its own inline scripts, which hold what that rendering
      // minted (a desk form's key): the same policy, with as many hashes.
      .map(([name, value]) => [
        name,
        name === "content-security-policy" ? value.replace(/'sha256-[^']+'/g, "'sha256-…'") : value,
      ]),
  );
}

describe.each(kinds)("$name", (kind) => {
  it("GET answers; HEAD answers the same status and the same header fields, without a body", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const get = await request(kind, { headers });
    expect(get.status).toBe(kind.status);
    await get.arrayBuffer();
    const head = await request(kind, { method: "HEAD", headers });
    expect(head.status).toBe(kind.status);
    expect(await head.text()).toBe("");
    expect(describing(head.headers)).toEqual(describing(get.headers));
  });

  it("methods it does not take: 405 naming those it does (Allow), never 500", async () => {
    const refused = [
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      ...(kind.allow.includes("POST") ? [] : ["POST"]),
    ];
    for (const method of refused) {
      const res = await request(kind, {
        method,
        body: method === "OPTIONS" ? undefined : "a=1",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      });
      const body = await res.text();
      if (kind.status === 404 && method === "POST") {
        // A post to a path that does not exist: as unknown as a visit.
        expect(res.status, method).toBe(404);
        continue;
      }
      expect(res.status, `${method} ${kind.path()}`).toBe(405);
      expect(res.headers.get("allow"), method).toBe(kind.allow);
      expect(res.headers.get("cache-control"), method).toBe("no-store");
      expect(body, method).not.toContain("Unexpected Server Error");
      if (kind.page && method === "POST") {
        // The site's own page, saying what happened, with its own CSP.
        expect(res.headers.get("content-type")).toMatch(/^text\/html/);
        expect(body).toContain("This page takes no form");
        expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
      }
    }
    const trace = await rawRequest(
      port(),
      `TRACE ${kind.path()} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe(kind.allow);
  });

  it("a method the server does not know: 501, for a method Node parses and one it does not", async () => {
    for (const method of ["PROPFIND", "FOO"]) {
      const res = await rawRequest(
        port(),
        `${method} ${kind.path()} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status, method).toBe(501);
      expect(res.headers["content-type"], method).toMatch(/^text\/plain/);
      expect(res.body, method).toContain("not implemented");
      expect(res.headers["x-content-type-options"], method).toBe("nosniff");
    }
  });

  // Only a page that exists has a representation to match (the not-found page's own test below).
  if (kind.status === 200)
    it("preconditions: If-None-Match * answers 304, a failed If-Match 412, If-Match * proceeds", async () => {
      const none = await request(kind, { headers: { "if-none-match": "*" } });
      expect(none.status).toBe(304);
      expect(await none.text()).toBe("");
      const failed = await request(kind, { headers: { "if-match": '"not-this-one"' } });
      expect(failed.status).toBe(412);
      await failed.arrayBuffer();
      const any = await request(kind, { headers: { "if-match": "*" } });
      expect(any.status).toBe(200);
      await any.arrayBuffer();
    });
});

describe("preconditions on the not-found page", () => {
  it("never hold it back: it has no current representation (RFC 9110 §13.1.2)", async () => {
    const res = await fetch(`${server.base}/no-such-page`, { headers: { "if-none-match": "*" } });
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});

describe("Accept-Encoding weights (RFC 9110 §12.5.3)", () => {
  // Node's fetch decodes what it is sent: the raw client reads the coding chosen.
  const codingOf = async (path: string, accept: string) => {
    const res = await rawRequest(
      port(),
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${accept}\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
    return res.headers["content-encoding"] ?? "identity";
  };
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["identity", "identity"],
    ["*;q=0.1, gzip;q=0.5", "gzip"],
  ])("a prerendered page and one rendered on request, for %s: %s", async (accept, expected) => {
    expect(await codingOf("/about", accept)).toBe(expected);
    expect(await codingOf("/book", accept)).toBe(expected);
  });
});

describe("the log", () => {
  it("writes no error line for what a client got wrong (404, 405, 400, 501)", async () => {
    for (const path of ["/no-such-page", "/about", "/robots.txt", "/wp-login.php", "/%E0%A4%A"]) {
      for (const method of ["GET", "POST", "PUT"]) {
        const res = await fetch(server.base + path, {
          method,
          body: method === "GET" ? undefined : "a=1",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        await res.arrayBuffer();
      }
    }
    await rawRequest(port(), "FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: string; event: string; status?: number });
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
    // Each still shows in the log, at info.
    expect(lines.some((l) => l.event === "request" && l.status === 405)).toBe(true);
  });

  it("names a page's data request by the page it reaches, and an unknown path by no spelling of it", async () => {
    const before = server.output().length;
    for (const path of ["/about.data", "/_root.data", "/services.data", "/no-such-page-7f3a.data"])
      await (await fetch(server.base + path)).arrayBuffer();
    // The log line of the last answer may reach the server's output just after the answer itself.
    const paths = () =>
      server
        .output()
        .slice(before)
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as { event: string; path?: string })
        .filter((l) => l.event === "request")
        .map((l) => l.path);
    await expect.poll(paths).toEqual(["/about", "/", "/services", "(other)"]);
  });
});
