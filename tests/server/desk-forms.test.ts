import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { signedInPasskeySteps, signInPasskeySteps } from "~/desk/desk-routes";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

// Every desk post parses its body with a schema (app/desk/desk-forms.ts): a post without a form
// body gets 400 and a sentence, never 500; a form that breaks a rule gets 400, the rule's message
// and the field marked; errors reach the log as single JSON lines (docs/DESK.md#security).

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let messageId: number;

beforeAll(async () => {
  server = await startDeskServer();
  db = openDatabase(server.dataDir);
  messageId = db.messages.save({
    firstName: "Rowan",
    lastName: "Field",
    email: "rowan.field@example.com",
    message: "About a closing in March.",
    consent: "2026-11-23",
  } as never);
  const staff = db.staff.addStaff("dana@example.com", "Dana Reyes");
  session = db.staff.createSession(staff.id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

function post(path: string, body?: string, type?: string) {
  const headers: Record<string, string> = {
    origin: server.base,
    cookie: `__Host-desk-session=${session}`,
  };
  if (type) headers["content-type"] = type;
  return fetch(server.base + path, { method: "POST", headers, body, redirect: "manual" });
}

const form = "application/x-www-form-urlencoded";
const formPosts = () => [
  `/desk/inquiries/${messageId}`,
  "/desk/inquiries.csv",
  "/desk/privacy",
  "/desk/privacy/export",
  "/desk/account",
  "/desk/sign-out",
];

describe("desk posts without a form", () => {
  it("answer 400 with a sentence, for no body, a JSON body and a text body, on every form route", async () => {
    for (const path of formPosts())
      for (const [body, type] of [
        [undefined, undefined],
        ['{"note":"hello"}', "application/json"],
        ["hello", "text/plain"],
      ] as const) {
        const res = await post(path, body, type);
        const text = await res.text();
        expect(res.status, `${path} ${type ?? "no body"}`).toBe(400);
        expect(text, path).toContain("This request did not carry the form");
      }
  });

  it("answer 400 naming what is missing, for an empty form", async () => {
    const expected: Record<string, string> = {
      [`/desk/inquiries/${messageId}`]: "Unknown request.",
      "/desk/inquiries.csv": "Choose which inquiries to export.",
      "/desk/privacy": "Enter the e-mail address first.",
      "/desk/privacy/export": "Enter the e-mail address first.",
      "/desk/account": "Unknown request.",
      "/desk/sign-out": "Choose where to sign out.",
    };
    for (const path of formPosts()) {
      const res = await post(path, "", form);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain(expected[path]);
    }
    // Still signed in: a refused sign-out changed nothing.
    expect((await post("/desk/sign-out", "scope=this-device", form)).status).toBe(302);
    session = db.staff.createSession(db.staff.staffByEmail("dana@example.com")!.id);
  });

  it("answer 400 on the passkey steps when the post carries no JSON object", async () => {
    for (const step of [...signInPasskeySteps, ...signedInPasskeySteps])
      for (const [body, type] of [
        [undefined, undefined],
        ["not json", "application/json"],
        ["[1,2]", "application/json"],
        ["response=x", form],
      ] as const) {
        const res = await post(`/desk/passkey/${step}`, body, type);
        expect(res.status, `${step} ${body}`).toBe(400);
        expect((await res.json()).message).toMatch(/did not carry the passkey's answer/);
      }
  });

  it("logged nothing but single JSON lines, and never answered 500", () => {
    const lines = server.output().split("\n").filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.some((line) => JSON.parse(line).status === 500)).toBe(false);
  });
});

describe("desk forms that break a rule", () => {
  it("answer 400 with the rule's message under the field, without JavaScript", async () => {
    const res = await post(`/desk/inquiries/${messageId}`, "intent=note&note=+++", form);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Write the note first.");
    expect(html).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*name="note"|<textarea[^>]*name="note"[^>]*aria-invalid="true"/,
    );
    expect(db.inquiries.notes(messageId)).toEqual([]);

    const unticked = await post(`/desk/inquiries/${messageId}`, "intent=delete", form);
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick the box to confirm the deletion.");
    expect(db.messages.get(messageId)).toBeDefined();

    const status = await post(`/desk/inquiries/${messageId}`, "intent=status&status=closed", form);
    expect(status.status).toBe(400);
    expect(await status.text()).toContain("Choose a status.");

    const ok = await post(`/desk/inquiries/${messageId}`, "intent=note&note=Called+back", form);
    expect(ok.status).toBe(200);
    expect(db.inquiries.notes(messageId).map((n) => n.body)).toEqual(["Called back"]);
  });
});
