import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import { seedQuestionnaire } from "../support/intake";
import type { RunningServer } from "../support/server";
import { type RawResponse, rawRequest } from "./raw-http";

// Every body an action reads is bounded before anything reads it (server/body-limit.ts,
// app/platform/form-body-limits.ts), on the routes that read their form without the contact and
// booking gate: the questionnaire, the engagement letter, every desk form and the passkey steps.
// And a post from another site is refused before React Router, logged at info, never as an error
// (server/action-origin.ts).

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let token: string;
let messageId: number;

beforeAll(async () => {
  server = await startDeskServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
  db = openDatabase(server.dataDir);
  ({ token, messageId } = seedQuestionnaire(server.dataDir));
  const staff = db.staff.addStaff("dana@example.com", "Dana Reyes");
  session = db.staff.createSession(staff.id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

const MB = 1024 * 1024;
/** The desk server's port (it listens where its base, http://localhost:<port>, says). */
const port = () => Number(new URL(server.base).port);

/**
 * Sends a form post's head announcing `bodyBytes` (or chunked), and the first 64 KB of its body,
 * while asking /healthz one answer after another; resolves with the post's answer, how long it took, and the
 * slowest /healthz answer meanwhile. The rest of the body is never sent: an answer that waited
 * for it (or read it) would never come.
 */
async function flood(
  path: string,
  bodyBytes: number,
  options: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<{ response: RawResponse; ms: number; slowestHealthz: number }> {
  const host = new URL(server.base).host;
  const piece = "q.price=1&".repeat(6_554);
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}`,
    `Origin: ${server.base}`,
    "Content-Type: application/x-www-form-urlencoded",
    options.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${bodyBytes}`,
    ...Object.entries(options.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ].join("\r\n");
  const body = options.chunked ? `${piece.length.toString(16)}\r\n${piece}\r\n` : piece;
  let slowestHealthz = 0;
  let probing = true;
  const probes = (async () => {
    while (probing) {
      const start = performance.now();
      const res = await fetch(`${server.base}/healthz`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      slowestHealthz = Math.max(slowestHealthz, performance.now() - start);
    }
  })();
  const start = performance.now();
  const response = await rawRequest(port(), `${head}\r\n\r\n${body}`, 10_000).finally(() => {
    probing = false;
  });
  const ms = performance.now() - start;
  await probes;
  return { response, ms, slowestHealthz };
}

const deskCookie = () => ({ Cookie: `__Host-desk-session=${session}` });

describe("a post larger than any form of its route", () => {
  const targets = () => [
    { name: "a questionnaire's section", path: `/questionnaire/${token}/1`, headers: {} },
    { name: "an engagement letter's page", path: `/engagement/${"A".repeat(43)}`, headers: {} },
    { name: "a desk form", path: `/desk/inquiries/${messageId}`, headers: deskCookie() },
    { name: "the passkey sign-in", path: "/desk/passkey/sign-in-options", headers: {} },
  ];

  it("is refused 413 by its length, unread, while the site keeps answering", async () => {
    for (const target of targets()) {
      const { response, ms, slowestHealthz } = await flood(target.path, 30 * MB, {
        headers: target.headers,
      });
      expect(response.status, target.name).toBe(413);
      expect(response.headers.connection, target.name).toBe("close");
      // Answered with only 64 KB of its body sent, so never read; the bounds are loose because the
      // machine running the tests is shared (before, the answer never came: the server waited
      // for the rest of the body, to read it whole).
      expect(ms, target.name).toBeLessThan(5_000);
      expect(slowestHealthz, target.name).toBeLessThan(5_000);
    }
  });

  it("is refused 411 when it does not say its length (chunked), unread", async () => {
    for (const target of targets()) {
      const { response, ms, slowestHealthz } = await flood(target.path, 30 * MB, {
        chunked: true,
        headers: target.headers,
      });
      expect(response.status, target.name).toBe(411);
      // Answered with only 64 KB of its body sent, so never read; the bounds are loose because the
      // machine running the tests is shared (before, the answer never came: the server waited
      // for the rest of the body, to read it whole).
      expect(ms, target.name).toBeLessThan(5_000);
      expect(slowestHealthz, target.name).toBeLessThan(5_000);
    }
  });

  it("keeps a questionnaire's largest section, and a desk form of 20,000 characters, within reach", async () => {
    // 39,600 characters (the largest section) of a letter sent as nine bytes: 356 KB.
    const section = new URLSearchParams({ "q.history": "中".repeat(39_600) }).toString();
    const q = await fetch(`${server.base}/questionnaire/${token}/1`, {
      method: "POST",
      headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: section,
      redirect: "manual",
    });
    // Read as any section is, and answered by its rules (required answers missing): the page
    // again, with its errors, not a refusal of its size.
    expect(q.status).toBe(400);
    expect(q.headers.get("content-type")).toContain("text/html");
    await q.arrayBuffer();
    const reply = new URLSearchParams({ intent: "note", note: "中".repeat(20_000) }).toString();
    const d = await fetch(`${server.base}/desk/inquiries/${messageId}`, {
      method: "POST",
      headers: {
        Origin: server.base,
        "Content-Type": "application/x-www-form-urlencoded",
        ...deskCookie(),
      },
      body: reply,
      redirect: "manual",
    });
    // Refused by the note's own rule (5,000 characters), not by its size.
    expect(d.status).toBe(400);
    expect(await d.text()).toContain("Keep a note under 5,000 characters.");
  });
});

describe("a questionnaire post that carries no form", () => {
  it("is answered 400, never 500, for JSON, plain text and no body", async () => {
    for (const [body, type] of [
      ['{"q.price":"1"}', "application/json"],
      ["q.price=1", "text/plain"],
      [undefined, undefined],
    ] as const) {
      const res = await fetch(`${server.base}/questionnaire/${token}/1`, {
        method: "POST",
        headers: { Origin: server.base, ...(type ? { "Content-Type": type } : {}) },
        body,
        redirect: "manual",
      });
      expect(res.status, type ?? "no body").toBe(400);
      expect(await res.text()).toContain("This request did not carry the form");
    }
  });

  it("is answered 400 for more fields than any section has", async () => {
    const res = await fetch(`${server.base}/questionnaire/${token}/1`, {
      method: "POST",
      headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "q.price=1&".repeat(20_000),
      redirect: "manual",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This form carried more fields than it has.");
  });
});

describe("a post from another site", () => {
  const publicActions = () => [
    "/contact",
    "/contact.data",
    "/book",
    "/book.json",
    `/booking/${"A".repeat(43)}`,
    `/booking/confirm-email/${"A".repeat(43)}`,
    `/engagement/${"A".repeat(43)}`,
    `/questionnaire/${token}/1`,
    "/about",
  ];

  it("is answered 400, and logged at info, never as an error anyone could raise", async () => {
    const before = server.output().length;
    for (const path of publicActions())
      for (const origin of ["https://evil.example", "null", "not a url"]) {
        const res = await rawRequest(
          port(),
          `POST ${path} HTTP/1.1\r\nHost: ${new URL(server.base).host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 9\r\nConnection: close\r\n\r\nq.price=1`,
        );
        expect(res.status, `${path} from ${origin}`).toBe(400);
      }
    await expect
      .poll(
        () =>
          server
            .output()
            .slice(before)
            .match(/"event":"cross_origin_refused"/g)?.length,
      )
      .toBe(publicActions().length * 3);
    const lines = server
      .output()
      .slice(before)
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string });
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("still lets the site's own posts through", async () => {
    const res = await fetch(`${server.base}/questionnaire/${token}/1`, {
      method: "POST",
      headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=continue",
      redirect: "manual",
    });
    // The section's own rules answer (required answers missing), on its page.
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    await res.arrayBuffer();
  });
});
