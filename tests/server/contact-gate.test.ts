import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { type RunningServer, startServer } from "../support/server";
import { storedRows, validMessage } from "./contact-support";
import { rawRequest } from "./raw-http";

// Every spelling of a request that React Router hands to the contact action (its route matching
// ignores case, decodes percent-escapes, serves `.data` for fetchers and tolerates extra slashes).
const spellings = [
  "/contact",
  "/contact.data",
  "/CONTACT",
  "/Contact.data",
  "/contact//",
  "/contact/",
  "/%63ontact",
];

const LIMIT = 2;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CONTACT_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

// Each post is a new message: the same message sent again is answered as sent and not counted
// (docs/CONTACT-INBOX.md#the-same-message-sent-twice), which tests/server/contact-twice.test.ts covers.
let posted = 0;
const body = () =>
  new URLSearchParams({
    ...validMessage,
    message: `${validMessage.message} (${++posted})`,
  }).toString();

/** A form post from `client` (the address a trusted loopback proxy reports in X-Forwarded-For). */
function post(
  path: string,
  client: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  return fetch(new URL(path, server.url), {
    method: "POST",
    body: init.body ?? body(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": client,
      ...init.headers,
    },
    redirect: "manual",
  });
}

describe("the contact gate, whatever the request's spelling", () => {
  it.each(spellings.map((path, i) => [path, i] as const))(
    "rate-limits POST %s like POST /contact",
    async (path, i) => {
      const client = `198.51.100.${10 + i}`;
      const before = storedRows(server.dataDir).length;
      for (let n = 0; n < LIMIT; n++) {
        const res = await post(path, client);
        expect(res.status, `post ${n + 1} to ${path}`).toBe(200);
        await res.arrayBuffer();
      }
      const limited = await post(path, client);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(limited.headers.get("cache-control")).toBe("no-store");
      await limited.arrayBuffer();
      // Every other spelling is limited too: they are one action, so one count.
      for (const other of spellings) {
        const res = await post(other, client);
        expect(res.status, other).toBe(429);
        await res.arrayBuffer();
      }
      expect(storedRows(server.dataDir)).toHaveLength(before + LIMIT);
    },
  );

  it.each(spellings)("refuses a body over 64 KB on POST %s with 413, unread", async (path) => {
    const before = storedRows(server.dataDir).length;
    const res = await post(path, `203.0.113.${spellings.indexOf(path) + 1}`, {
      body: new URLSearchParams({ ...validMessage, message: "x".repeat(70_000) }).toString(),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    if (!path.includes(".data")) expect(await res.text()).toContain("too long to send");
    else await res.arrayBuffer();
    expect(storedRows(server.dataDir)).toHaveLength(before);
  });

  it("answers PUT, PATCH, DELETE, OPTIONS and TRACE with 405 and Allow, on any spelling", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]) {
      for (const path of spellings) {
        const res = await rawRequest(
          server.port,
          `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBe("GET, HEAD, POST");
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
  });

  it("answers a 100 MB PUT with 405 before any of its body is sent, and stores nothing", async () => {
    const before = storedRows(server.dataDir).length;
    // Only the head is sent: the answer must not wait for (or buffer) the announced body.
    const res = await rawRequest(
      server.port,
      `PUT /Contact.data HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
    );
    expect(res.status).toBe(405);
    expect(res.headers.connection).toBe("close");
    expect(storedRows(server.dataDir)).toHaveLength(before);
  });

  it("groups IPv6 clients by /64: rotating addresses inside one network does not reset the count", async () => {
    for (let n = 0; n < LIMIT; n++) {
      const res = await post("/contact", `2001:db8:1:2::${n + 1}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const rotated = await post("/contact", "2001:db8:1:2:ffff:ffff:ffff:fffe");
    expect(rotated.status).toBe(429);
    await rotated.arrayBuffer();
    const otherNetwork = await post("/contact", "2001:db8:1:3::1");
    expect(otherNetwork.status).toBe(200);
    await otherNetwork.arrayBuffer();
  });

  it("accepts the form behind a TLS proxy that sends no X-Forwarded-Proto, and still refuses other sites", async () => {
    const site = new URL(firm.siteUrl);
    const ok = await post("/contact", "192.0.2.50", {
      headers: { Origin: site.origin, Host: site.host },
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Your message was received");
    const foreign = await post("/contact", "192.0.2.51", {
      headers: { Origin: "https://attacker.example", Host: site.host },
    });
    expect(foreign.status).toBe(400);
    await foreign.arrayBuffer();
  });
});

describe("TRUST_PROXY", () => {
  it("=false ignores X-Forwarded-For: every post from this connection counts as one client", {
    timeout: 120_000,
  }, async () => {
    const direct = await startServer({ CONTACT_RATE_LIMIT: "2", TRUST_PROXY: "false" });
    try {
      const statuses: number[] = [];
      for (const client of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
        const res = await fetch(`${direct.url}/contact`, {
          method: "POST",
          body: body(),
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Forwarded-For": client,
          },
        });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await direct.stop({ removeData: true });
    }
  });
});
