/**
 * The inbox says on each row when another inquiry came from the same address, whatever its
 * capitalisation, as the inquiry page already does (docs/DESK.md#the-inbox). Real server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let session: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startDeskServer();
  const db = openDatabase(server.dataDir);
  try {
    const save = (key: string, email: string, first: string, at: number) => {
      ids[key] = db.messages.save(
        { firstName: first, lastName: "Natarajan", email, message: "About a closing." } as never,
        at,
      );
    };
    const now = Date.now();
    save("first", "priya.n@example.com", "Priya", now - 3_600_000);
    save("again", "Priya.N@Example.com", "Priya", now - 1_800_000);
    save("other", "sam.ortiz@example.com", "Sam", now - 900_000);
    session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
  } finally {
    db.db.close();
  }
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/** Each row's visible text, by inquiry number. */
async function rows(): Promise<Map<number, string>> {
  const html = await (
    await fetch(`${server.base}/desk?status=all`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    })
  ).text();
  const found = new Map<number, string>();
  for (const m of html.matchAll(/<li[^>]*data-id="(\d+)"[^>]*>([\s\S]*?)<\/li>/g))
    found.set(
      Number(m[1]),
      (m[2] ?? "")
        .replace(/<!--[\s\S]*?-->/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " "),
    );
  return found;
}

describe("an inbox row from an address that wrote before", () => {
  it("says which other inquiries came from the same address, whatever its capitalisation", async () => {
    const text = await rows();
    expect(text.get(ids.first as number)).toContain(`Same address as #${ids.again}`);
    expect(text.get(ids.again as number)).toContain(`Same address as #${ids.first}`);
    expect(text.get(ids.other as number)).toBeDefined();
    expect(text.get(ids.other as number)).not.toContain("Same address");
  });
});
