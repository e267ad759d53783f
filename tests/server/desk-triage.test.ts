/**
 * The triage inbox's actions over HTTP (docs/DESK.md#the-inbox): each refuses a post from another
 * origin and invalid input (400 with the errors by field, never 500), and does what it says.
 * Refusal without a session is proven for every desk route by desk-access.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let staffId: number;
const ids: number[] = [];

beforeAll(async () => {
  server = await startDeskServer();
  db = openDatabase(server.dataDir);
  for (const first of ["Ana", "Bo", "Cy"])
    ids.push(
      db.messages.save({
        firstName: first,
        lastName: "Triage",
        email: `${first.toLowerCase()}@example.com`,
        message: "About a closing.",
      } as never),
    );
  const person = db.staff.addStaff("dana@example.com", "Dana Reyes");
  staffId = person.id;
  session = db.staff.createSession(person.id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

function post(
  path: string,
  body: string | URLSearchParams,
  init: { origin?: string; type?: string } = {},
) {
  return fetch(server.base + path, {
    method: "POST",
    headers: {
      cookie: `__Host-desk-session=${session}`,
      origin: init.origin ?? server.base,
      "content-type": init.type ?? "application/x-www-form-urlencoded",
    },
    body: body.toString(),
    redirect: "manual",
  });
}

describe("the inbox's actions on several inquiries", () => {
  it("refuses a post from another origin", async () => {
    const res = await post(
      "/desk",
      new URLSearchParams([
        ["intent", "spam"],
        ["ids", String(ids[0])],
      ]),
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(db.inquiries.get(ids[0] as number)?.status).toBe("new");
  });

  it("answers 400 with the errors by field for invalid input, an empty body or JSON", async () => {
    const cases: [URLSearchParams | string, string, RegExp][] = [
      [
        new URLSearchParams({ intent: "assign", assignee: "" }),
        "ids",
        /Select at least one inquiry/,
      ],
      [
        new URLSearchParams([
          ["intent", "status"],
          ["ids", String(ids[0])],
          ["status", "closed"],
        ]),
        "status",
        /Choose a status/,
      ],
      [
        new URLSearchParams([
          ["intent", "assign"],
          ["ids", "x1"],
          ["assignee", ""],
        ]),
        "ids",
        /Select inquiries from the list/,
      ],
      [
        new URLSearchParams([
          ["intent", "shred"],
          ["ids", String(ids[0])],
        ]),
        "",
        /Choose what to do/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post("/desk.data", body);
      expect(res.status, String(body)).toBe(400);
      const text = await res.text();
      expect(text, String(body)).toMatch(message);
      if (field) expect(text, String(body)).toContain(`"${field}"`);
      // The page without JavaScript shows the same error.
      const page = await post("/desk", body);
      expect(page.status).toBe(400);
      expect(await page.text()).toMatch(message);
    }
    for (const [body, type] of [
      ["", "application/x-www-form-urlencoded"],
      [JSON.stringify({ intent: "spam", ids: [ids[0]] }), "application/json"],
    ] as const) {
      const res = await post("/desk.data", body, { type });
      expect(res.status, type).toBe(400);
      await res.arrayBuffer();
    }
    expect(db.inquiries.get(ids[0] as number)?.status).toBe("new");
  });

  it("assigns, changes the status of, and marks as spam several inquiries in one post", async () => {
    const assign = await post(
      "/desk.data",
      new URLSearchParams([
        ["intent", "assign"],
        ["ids", String(ids[0])],
        ["ids", String(ids[1])],
        ["assignee", String(staffId)],
      ]),
    );
    expect(assign.status).toBe(200);
    expect(await assign.text()).toContain("Assigned 2 inquiries to Dana Reyes.");
    expect(db.inquiries.get(ids[0] as number)?.assignedTo?.name).toBe("Dana Reyes");
    expect(db.inquiries.get(ids[1] as number)?.assignedTo?.name).toBe("Dana Reyes");
    expect(db.inquiries.get(ids[2] as number)?.assignedTo).toBeNull();

    const status = await post(
      "/desk.data",
      new URLSearchParams([
        ["intent", "status"],
        ["ids", String(ids[0])],
        ["status", "contacted"],
      ]),
    );
    expect(status.status).toBe(200);
    expect(db.inquiries.get(ids[0] as number)?.status).toBe("contacted");

    const spam = await post(
      "/desk.data",
      new URLSearchParams([
        ["intent", "spam"],
        ["ids", String(ids[0])],
        ["ids", String(ids[2])],
      ]),
    );
    // Contacted cannot become spam: one is marked, the other is named with the reason.
    expect(spam.status).toBe(200);
    expect(await spam.text()).toMatch(
      /Marked 1 inquiry as spam\. Not changed: #\d+: Contacted cannot move to Spam/,
    );
    expect(db.inquiries.get(ids[2] as number)?.status).toBe("spam");
  });
});

describe("the inquiry page's actions", () => {
  it("refuses another origin, and answers 400 with the errors by field for invalid input", async () => {
    const id = ids[1] as number;
    const foreign = await post(
      `/desk/inquiries/${id}`,
      new URLSearchParams({ intent: "follow-up", followUpOn: "2099-01-01" }),
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    const cases: [Record<string, string>, string, RegExp][] = [
      [
        { intent: "follow-up", followUpOn: "2026-02-30" },
        "followUpOn",
        /Choose the date to follow up/,
      ],
      [
        { intent: "follow-up", followUpOn: "2001-01-01" },
        "followUpOn",
        /Choose today or a later date/,
      ],
      [{ intent: "note", note: "" }, "note", /Write the note first\./],
      [{ intent: "reply", subject: "", body: "Hello" }, "subject", /Write a subject/],
      [
        { intent: "reply", subject: "Hi\r\nBcc: x@example.com", body: "Hello" },
        "subject",
        /one line/,
      ],
      [{ intent: "reply", subject: "Hello", body: " " }, "body", /Write the reply first/],
      [{ intent: "assign", assignee: "abc" }, "assignee", /Choose a person/],
      [{ intent: "status", status: "archived" }, "status", /Choose a status/],
      [{ intent: "delete" }, "confirm", /Tick the box/],
      [{ intent: "nonsense" }, "", /Unknown request/],
    ];
    for (const [fields, field, message] of cases) {
      const body = new URLSearchParams(fields);
      const res = await post(`/desk/inquiries/${id}.data`, body);
      expect(res.status, String(body)).toBe(400);
      const text = await res.text();
      expect(text, String(body)).toMatch(message);
      if (field) expect(text, String(body)).toContain(`"${field}"`);
    }
    for (const [body, type] of [
      ["", "application/x-www-form-urlencoded"],
      [JSON.stringify({ intent: "reply", subject: "x", body: "y" }), "application/json"],
    ] as const) {
      const res = await post(`/desk/inquiries/${id}.data`, body, { type });
      expect(res.status, type).toBe(400);
      await res.arrayBuffer();
    }
    expect(db.replies.forInquiry(id)).toEqual([]);
    expect(db.followUps.next(id)).toBeNull();
  });

  it("sets and finishes a follow-up in one action each, and says plainly that e-mail is not set up", async () => {
    const id = ids[1] as number;
    const inAMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
      Date.now() + 30 * 86_400_000,
    );
    const far = await post(
      `/desk/inquiries/${id}.data`,
      new URLSearchParams({ intent: "follow-up", followUpOn: "2099-01-01" }),
    );
    expect(far.status).toBe(400);
    expect(await far.text()).toContain("Choose a date within two years.");
    const set = await post(
      `/desk/inquiries/${id}.data`,
      new URLSearchParams({ intent: "follow-up", followUpOn: inAMonth }),
    );
    expect(set.status).toBe(200);
    expect(db.followUps.next(id)?.on).toBe(inAMonth);
    const done = await post(
      `/desk/inquiries/${id}.data`,
      new URLSearchParams({ intent: "follow-up-done" }),
    );
    expect(done.status).toBe(200);
    expect(db.followUps.next(id)).toBeNull();
    // This server has no SMTP server: a reply is refused, in words for staff.
    const reply = await post(
      `/desk/inquiries/${id}.data`,
      new URLSearchParams({ intent: "reply", subject: "Hello", body: "Thanks for writing." }),
    );
    expect(reply.status).toBe(409);
    expect(await reply.text()).toContain("Sending e-mail from the desk is not set up");
    expect(db.replies.forInquiry(id)).toEqual([]);
  });
});

describe("words for staff", () => {
  it("no desk page shows an environment variable, a file name or a command", async () => {
    for (const path of [
      "/desk",
      `/desk/inquiries/${ids[0]}`,
      "/desk/overview",
      "/desk/privacy",
      "/desk/audit",
      "/desk/account",
      "/desk/agenda",
      "/desk/documents",
      "/desk/enroll/not-a-valid-link-token-at-all-000000000000000",
    ]) {
      const res = await fetch(server.base + path, {
        headers: { cookie: `__Host-desk-session=${session}` },
      });
      const text = (await res.text())
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<style[\s\S]*?<\/style>/g, "")
        .replace(/<[^>]+>/g, " ");
      expect(text, path).not.toMatch(/\b[A-Z]{2,}_[A-Z_]{2,}\b/);
      expect(text, path).not.toMatch(/\b[\w/-]+\.(md|ts|tsx|json|sql)\b/);
      expect(text, path).not.toMatch(/npm run/);
    }
  });
});
