/**
 * A status key pressed twice quickly acts once (docs/DESK.md#every-action-once): both presses
 * reach the server (the first post is let through to the server and its answer held until the
 * second is sent, as on a slow connection), the inquiry's status changes once, the audit log has
 * one entry, and the page says "Marked …" rather than "It is already …". In the inbox and on an
 * inquiry's page, at 1280 px.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { DESKTOP, it } from "../support/browser";
import { openDatabase, signInBrowser, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let session: string;
const inquiries: number[] = [];

beforeAll(async () => {
  server = await startDeskServer({ ACK_EMAILS: "off" });
  const repos = openDatabase(server.dataDir);
  try {
    for (const firstName of ["Petra", "Quentin"])
      inquiries.push(
        repos.messages.save({
          firstName,
          lastName: "Twice",
          email: `${firstName.toLowerCase()}.twice@example.com`,
          message: "I would like help with the purchase of a condo.",
        } as never),
      );
    session = repos.staff.createSession(repos.staff.addStaff("twice@firm.example", "Tia Wice").id);
  } finally {
    repos.db.close();
  }
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

function audits(id: number): number {
  const repos = openDatabase(server.dataDir);
  try {
    return (
      repos.db.sqlite
        .prepare(
          "SELECT COUNT(*) AS n FROM desk_audit_log WHERE message_id = ? AND action = 'changed-status'",
        )
        .get(id) as { n: number }
    ).n;
  } finally {
    repos.db.close();
  }
}

/**
 * Lets each of the page's posts reach the server, and holds the answer to the first until the
 * second has reached it too: two presses within one round trip, whatever the machine's speed.
 */
async function holdFirstAnswer(context: BrowserContext) {
  const posts: string[] = [];
  let second: () => void = () => {};
  const secondSent = new Promise<void>((resolve) => {
    second = resolve;
  });
  await context.route(
    (url) => url.pathname.startsWith("/desk"),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request().postData() ?? "");
      const response = await route.fetch();
      if (posts.length >= 2) second();
      else await secondSent;
      // The browser may have given up the first post when the second was made; the server has it.
      await route.fulfill({ response }).catch(() => {});
    },
  );
  return posts;
}

/**
 * The second press comes while the first post is on its way (held above). Pressed in the same
 * instant, the page may drop its first request before the browser sends it (a fetcher's new
 * submission replaces the one not yet sent), and then only one post exists: what is tested here is
 * the second post of a double press, which the server must answer without acting again.
 */
async function pressTwiceWhileFirstIsOnItsWay(page: Page, posts: string[]) {
  await page.keyboard.press("2");
  await expect.poll(() => posts.length).toBe(1);
  await page.keyboard.press("2");
}

describe("a status key pressed twice quickly", () => {
  it("in the inbox: one change, one audit entry, and the page says it was marked", async ({
    open,
  }) => {
    const id = inquiries[0] as number;
    let posts: string[] = [];
    const { page } = await open("/desk", {
      baseUrl: server.base,
      viewport: DESKTOP,
      beforeOpen: async (_page, context) => {
        await signInBrowser(context, server, session);
        posts = await holdFirstAnswer(context);
      },
    });
    await page.locator(`li[data-id="${id}"] [data-row-link]`).focus();
    await pressTwiceWhileFirstIsOnItsWay(page, posts);
    await page.getByRole("status").filter({ hasText: "Marked 1 inquiry Contacted." }).waitFor();
    expect(posts).toHaveLength(2);
    // Both posts carried the rendering's key, and they were the same post.
    expect(posts[0]).toMatch(/submission=[0-9a-f-]{36}/);
    expect(posts[1]).toBe(posts[0]);
    expect(audits(id)).toBe(1);
    await expect(page.getByText(/Not changed|already/).count()).resolves.toBe(0);
  });

  it("on an inquiry's page: one change, one audit entry, and the page says it was marked", async ({
    open,
  }) => {
    const id = inquiries[1] as number;
    let posts: string[] = [];
    const { page } = await open(`/desk/inquiries/${id}`, {
      baseUrl: server.base,
      viewport: DESKTOP,
      beforeOpen: async (_page, context) => {
        await signInBrowser(context, server, session);
        posts = await holdFirstAnswer(context);
      },
    });
    await page.locator("main h1").click();
    await pressTwiceWhileFirstIsOnItsWay(page, posts);
    await page.getByText("Marked Contacted.").waitFor();
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatch(/submission=[0-9a-f-]{36}/);
    expect(posts[1]).toBe(posts[0]);
    expect(audits(id)).toBe(1);
    await expect(page.getByText(/already Contacted/).count()).resolves.toBe(0);
  });
});
