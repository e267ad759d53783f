/**
 * A status key pressed twice acts once (docs/DESK.md#every-action-once, docs/DESK.md#keyboard): the
 * desk's keyboard shortcuts post the fields the page's scripts send (`withSubmissionKey`, the
 * rendering's key with them), and the same post twice, at once, changes the status once, writes
 * one audit entry, and answers both with the first answer instead of "It is already …". Over HTTP
 * against the production server and its SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withSubmissionKey } from "~/components/desk/submission-key";
import { openDatabase, postAsStaff, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let session: string;
const inquiries: number[] = [];

beforeAll(async () => {
  server = await startDeskServer({ ACK_EMAILS: "off" });
  const repos = openDatabase(server.dataDir);
  try {
    for (const firstName of ["Ines", "Jonah"])
      inquiries.push(
        repos.messages.save({
          firstName,
          lastName: "Shortcut",
          email: `${firstName.toLowerCase()}.shortcut@example.com`,
          message: "We are buying a townhouse in Etobicoke.",
        } as never),
      );
    session = repos.staff.createSession(repos.staff.addStaff("keys@firm.example", "Kay Keys").id);
  } finally {
    repos.db.close();
  }
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/** The key of one rendering of a desk page, as its scripts read it. */
async function renderedKey(path: string): Promise<string> {
  const html = await (
    await fetch(`${server.base}${path}`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    })
  ).text();
  const key = /name="submission" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(key, `${path} carries its rendering's key`).toBeDefined();
  return key as string;
}

function statusChanges(id: number): { status: string; audits: number } {
  const repos = openDatabase(server.dataDir);
  try {
    const audits = (
      repos.db.sqlite
        .prepare(
          "SELECT COUNT(*) AS n FROM desk_audit_log WHERE message_id = ? AND action = 'changed-status'",
        )
        .get(id) as { n: number }
    ).n;
    return { status: repos.inquiries.get(id)?.status ?? "missing", audits };
  } finally {
    repos.db.close();
  }
}

/** The same post twice at once (a key pressed twice before the page comes back). */
async function twiceAtOnce(path: string, form: Record<string, string>) {
  return Promise.all(
    [0, 1].map(async () => {
      const res = await postAsStaff(server, session, path, form);
      return { status: res.status, text: await res.text() };
    }),
  );
}

describe("a status key pressed twice", () => {
  it("in the inbox: one change, one audit entry, and both answers say it was marked", async () => {
    const id = inquiries[0] as number;
    const key = await renderedKey("/desk");
    const answers = await twiceAtOnce(
      "/desk",
      withSubmissionKey({ intent: "status", ids: String(id), status: "contacted" }, key),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.text).toContain("Marked 1 inquiry Contacted.");
      expect(a.text).not.toContain("Not changed");
    }
    expect(statusChanges(id)).toEqual({ status: "contacted", audits: 1 });
  });

  it("on an inquiry's page: one change, one audit entry, and both answers say it was marked", async () => {
    const id = inquiries[1] as number;
    const path = `/desk/inquiries/${id}`;
    const key = await renderedKey(path);
    const answers = await twiceAtOnce(
      path,
      withSubmissionKey({ intent: "status", status: "contacted" }, key),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.text).toContain("Marked Contacted.");
      expect(a.text).not.toContain("already");
    }
    expect(statusChanges(id)).toEqual({ status: "contacted", audits: 1 });
  });

  it("without the key (as the shortcut posted before) the second press is refused as already done", async () => {
    const id = inquiries[1] as number;
    const path = `/desk/inquiries/${id}`;
    const answers = await twiceAtOnce(path, { intent: "status", status: "retained" });
    // One acts, the other is told it is already done: what a person saw after a double press.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(statusChanges(id)).toEqual({ status: "retained", audits: 2 });
  });
});
