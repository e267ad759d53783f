import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
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
let bookingId: number;

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
  // A consultation a week from now, so its desk page exists.
  const startsAt = Date.now() + 7 * 24 * 3_600_000;
  bookingId = db.bookings.insert({
    uid: "desk-forms-test",
    messageId,
    consultationType: firm.booking.consultationTypes[0]?.id ?? "",
    lawyer: firm.lawyers[0]?.key ?? ("" as never),
    startsAt,
    endsAt: startsAt + 15 * 60_000,
    method: "phone",
    status: "confirmed",
    firstName: "Rowan",
    lastName: "Field",
    email: "rowan.field@example.com",
    phone: null,
    serviceType: null,
    note: null,
    otherParties: null,
    visitorTimeZone: null,
    consentTextVersion: "2026-11-23",
    consentAt: Date.now(),
    createdAt: Date.now(),
    createdBy: null,
  });
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
  "/desk/agenda",
  `/desk/bookings/${bookingId}`,
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
      "/desk/agenda": "Unknown request.",
      [`/desk/bookings/${bookingId}`]: "Unknown request.",
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

  it("answer 400 with a sentence, unparsed, for a form of more fields than any of the site's forms has", async () => {
    // 20,000 repeats of one field: parsed, they would hold the server's only thread for seconds
    // (app/components/forms/parse-with-schema.ts).
    const flood = `intent=note&${"x=1&".repeat(20_000)}note=hello`;
    for (const path of formPosts()) {
      const res = await post(path, flood, form);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain("This form carried more fields than it has.");
    }
    expect(db.inquiries.notes(messageId)).toEqual([]);
    // A form as large as the bulk change's largest (200 inquiries) is read as usual: here its
    // rules answer (no status chosen), not the count of its fields.
    const bulk = new URLSearchParams([
      ["intent", "status"],
      ...Array.from({ length: 200 }, () => ["ids", String(messageId)]),
    ]);
    const res = await post("/desk", bulk.toString(), form);
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).toContain("Choose a status.");
    expect(text).not.toContain("This form carried more fields than it has.");
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

  /** The control whose name is `name` (input, select or textarea) is marked invalid. */
  const markedInvalid = (html: string, name: string) =>
    new RegExp(
      `<(?:input|select|textarea)(?=[^>]*name="${name}")(?=[^>]*aria-invalid="true")[^>]*>`,
    ).test(html);

  it("answer 400 with the message under the field on the agenda and a booking's page", async () => {
    const lawyer = firm.lawyers[0]?.key ?? "";
    const backwards = await post(
      "/desk/agenda",
      `intent=block&lawyer=${lawyer}&date=2030-01-07&from=15:00&to=10:00&reason=`,
      form,
    );
    expect(backwards.status).toBe(400);
    const html = await backwards.text();
    expect(html).toContain("The end must be after the start.");
    expect(markedInvalid(html, "to"), "the end time is marked").toBe(true);
    expect(markedInvalid(html, "from"), "the start time is not").toBe(false);

    const undated = await post(
      "/desk/agenda",
      `intent=block&lawyer=${lawyer}&date=&from=10:00&to=11:00`,
      form,
    );
    expect(undated.status).toBe(400);
    const undatedHtml = await undated.text();
    expect(undatedHtml).toContain("Choose a date.");
    expect(markedInvalid(undatedHtml, "date")).toBe(true);

    const move = await post(`/desk/bookings/${bookingId}`, "intent=reschedule&start=soon", form);
    expect(move.status).toBe(400);
    expect(await move.text()).toContain("Choose a new time.");
  });

  it("answer 400 with the inquiry's page, the reason marked, for a document sent back without one (the documents panel, without JavaScript)", async () => {
    const res = await post(
      `/desk/inquiries/${messageId}`,
      "intent=send-back&item=1&reason=+++++",
      form,
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    // The whole desk page, not a bare answer: the inquiry's name and its documents panel.
    expect(html).toContain("Rowan Field");
    expect(html).toMatch(/<h2 id="documents-heading"[^>]*>Documents<\/h2>/);
    expect(html).toContain("Say what is wrong, so the client can fix it.");
    expect(html).not.toContain('{"ok":false');

    const unchosen = await post(
      `/desk/inquiries/${messageId}`,
      "intent=send-request&template=",
      form,
    );
    expect(unchosen.status).toBe(400);
    const unchosenHtml = await unchosen.text();
    expect(unchosenHtml).toContain("Choose a checklist.");
    expect(markedInvalid(unchosenHtml, "template"), "the checklist is marked").toBe(true);
  });

  it("show the privacy search's rule under its field", async () => {
    const res = await fetch(`${server.base}/desk/privacy?email=${"a".repeat(250)}%40example.com`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("An e-mail address is at most 254 characters.");
    expect(markedInvalid(html, "email")).toBe(true);
    expect(html).not.toContain("from this address");
  });
});

describe("an inquiry's page", () => {
  it("names the other inquiries written from the same address, however it was capitalised", async () => {
    const again = db.messages.save({
      firstName: "Rowan",
      lastName: "Field",
      email: "Rowan.Field@Example.COM",
      message: "Also, my will.",
      serviceType: "wills-estates",
      consent: "2026-11-23",
    } as never);
    const other = db.messages.save({
      firstName: "Sam",
      lastName: "Other",
      email: "sam.other@example.com",
      message: "Hello.",
      consent: "2026-11-23",
    } as never);
    const page = async (id: number) =>
      (
        await fetch(`${server.base}/desk/inquiries/${id}`, {
          headers: { cookie: `__Host-desk-session=${session}` },
        })
      ).text();
    const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    expect(text(await page(again))).toContain(
      `Also written from this address: inquiry #${messageId} (Not given,`,
    );
    expect(text(await page(messageId))).toContain(
      `Also written from this address: inquiry #${again} (Wills and Estates,`,
    );
    expect(await page(other)).not.toContain("Also written from this address");
  });
});
