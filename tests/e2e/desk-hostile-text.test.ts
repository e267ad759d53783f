/**
 * Hostile text on the desk (docs/PRODUCT-RULES.md#hostile-text): what a visitor typed can neither
 * widen a page past its window nor reorder itself where staff read it. Messages are stored as the
 * contact form would have stored them (the form refuses control characters now, but older rows and
 * bidirectional characters, which the form accepts, remain).
 */
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { DESKTOP, it, PHONE } from "../support/browser";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
const ids: Record<"long" | "reordered", number> = { long: 0, reordered: 0 };

const longName = "W".repeat(100);
const longMessage = "m".repeat(5_000);
// Shown as typed, these read "htimS exe.png" and "invoice exe.pdf": the overrides reverse them.
const reorderedFirst = "\u202egnp.exe htimS";
const reorderedLast = "\u2066\u202efdp.exe\u2069 eciovni";
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

beforeAll(async () => {
  server = await startDeskServer();
  db = openDatabase(server.dataDir);
  ids.long = db.messages.save({
    firstName: longName,
    lastName: "Unbroken",
    email: `${"l".repeat(60)}@example.com`,
    message: longMessage,
  } as never);
  ids.reordered = db.messages.save({
    firstName: reorderedFirst,
    lastName: reorderedLast,
    email: "reorder@example.com",
    message: "Please see the attached \u202efdp.exe file.",
    otherParties: "\u2067Jane Roe\u2069",
  } as never);
  session = db.staff.createSession(db.staff.addStaff("reader@example.com", "Careful Reader").id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

/** A signed-in staff member's browser: the session cookie on every request. */
const signedIn = () => ({ extraHTTPHeaders: { cookie: `__Host-desk-session=${session}` } });

describe("hostile text on the desk", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`fits every page in the window and shows no reordering at ${viewport.width} px`, async ({
      open,
    }) => {
      const { page } = await open("/desk", {
        baseUrl: server.base,
        viewport,
        context: signedIn(),
      });
      for (const path of [
        "/desk",
        `/desk/inquiries/${ids.long}`,
        `/desk/inquiries/${ids.reordered}`,
        `/desk/privacy?email=${encodeURIComponent(`${"l".repeat(60)}@example.com`)}`,
        "/desk/privacy?email=reorder%40example.com",
      ]) {
        if (path !== "/desk") await page.goto(server.base + path);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path}: wider than the window by ${overflow} px`).toBeLessThanOrEqual(0);
        const text = await page.evaluate(() => document.body.innerText);
        expect(bidiControls.test(text), `${path} shows a bidirectional control`).toBe(false);
      }
      // The whole message and name are there, wrapped rather than cut.
      await page.goto(`${server.base}/desk/inquiries/${ids.long}`);
      await expect(page.locator("[data-message]").innerText()).resolves.toBe(longMessage);
      await expect(page.locator("h1").innerText()).resolves.toContain(longName);
      // The overridden name reads in the order it was typed.
      await page.goto(`${server.base}/desk/inquiries/${ids.reordered}`);
      await expect(page.locator("h1").innerText()).resolves.toContain("gnp.exe htimS");
    });
  }

  it("exports the same text without bidirectional or control characters", async ({ open }) => {
    const { page } = await open("/desk", {
      baseUrl: server.base,
      context: signedIn(),
    });
    const post = (path: string, form: Record<string, string>) =>
      page.request.post(server.base + path, { form, headers: { origin: server.base } });
    const csv = await (await post("/desk/inquiries.csv", { status: "all" })).text();
    expect(csv).toContain("gnp.exe htimS,fdp.exe eciovni");
    const access = await (
      await post("/desk/privacy/export", { email: "reorder@example.com", format: "json" })
    ).json();
    expect(access.inquiries[0].firstName).toBe("gnp.exe htimS");
    expect(access.inquiries[0].message).toBe("Please see the attached fdp.exe file.");
    expect(access.inquiries[0].intake.conflictNames).toBe("Jane Roe");
    const accessCsv = await (
      await post("/desk/privacy/export", { email: "reorder@example.com", format: "csv" })
    ).text();
    for (const file of [csv, JSON.stringify(access), accessCsv])
      expect(bidiControls.test(file)).toBe(false);
  });
});
