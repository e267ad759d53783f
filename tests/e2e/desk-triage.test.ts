/**
 * The desk as a triage inbox (docs/DESK.md#the-inbox), signed in with a virtual passkey: one
 * sign-in per width serves every check, to keep the suite lean.
 */
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { headersOf, type LoopbackSmtp, startSmtp } from "../server/contact-support";
import {
  axeViolations,
  DESKTOP,
  describeViolations,
  it,
  type OpenSitePage,
  PHONE,
  waitForHydration,
} from "../support/browser";
import { openDatabase, staffCli, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let db: Repositories;
let smtp: LoopbackSmtp;

/** Toronto's date today, YYYY-MM-DD. */
const torontoToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(Date.now());
const people = [
  "Avery Brooks",
  "Blair Chen",
  "Casey Dunn",
  "Devon Ellis",
  "Emery Fox",
  "Finley Gray",
  "Harper Hill",
  "Indigo Ives",
  "Jordan Jay",
  "Kai Lane",
];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "desk@mercer.example",
    MAIL_TO_REAL_ESTATE: "realestate@mercer.example",
    ACK_EMAILS: "off",
  });
  db = openDatabase(server.dataDir);
  const start = Date.now() - 3 * 86_400_000;
  people.forEach((name, i) => {
    const [first, last] = name.split(" ") as [string, string];
    db.messages.save(
      {
        firstName: first,
        lastName: last,
        email: `${first.toLowerCase()}@example.com`,
        phone: `416-555-01${String(i).padStart(2, "0")}`,
        serviceType: i % 2 ? "real-estate" : "wills-estates",
        message: `${first} writes about matter number ${i}.\nMore details follow.`,
        keyDate: i === 9 ? "Closing January 15" : undefined,
      } as never,
      start + i * 3_600_000,
    );
  });
  db.messages.save(
    {
      firstName: "Sam",
      lastName: "Ortiz",
      email: "sam.ortiz@example.com",
      serviceType: "real-estate",
      message: "Condo purchase, closing soon.",
    } as never,
    start - 86_400_000,
  );
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
  await smtp?.close();
});

/** A new staff member signed in on a fresh browser at `viewport`. */
async function signedIn(open: OpenSitePage, viewport: typeof PHONE | typeof DESKTOP, name: string) {
  const email = `${name.split(" ")[0]?.toLowerCase()}@firm.example`;
  const added = staffCli(server, ["add", email, "--name", name]);
  const link = /(http:\/\/localhost:\S+)/.exec(added)?.[1] as string;
  const staff = await open(link, { baseUrl: server.base, viewport, authenticator: true });
  await waitForHydration(staff.page);
  await staff.page.getByRole("button", { name: "Create my passkey" }).click();
  await staff.page.waitForURL(`${server.base}/desk`);
  await waitForHydration(staff.page);
  return staff;
}

describe("the triage inbox", () => {
  it("at 1280 px: dense rows with previews, tabs with counts, search as you type, keyboard (j, k, digits, r, u), bulk assignment", async ({
    open,
  }) => {
    const staff = await signedIn(open, DESKTOP, "Dana Reyes");
    const { page } = staff;
    const rows = page.locator("[data-row-link]");

    // Density: at least eight inquiries on the first screen, each with its message's first line.
    const visible = await rows.evaluateAll(
      (links) => links.filter((a) => a.getBoundingClientRect().bottom <= window.innerHeight).length,
    );
    expect(visible).toBeGreaterThanOrEqual(8);
    const kai = page.getByRole("link", { name: /Kai Lane/ });
    await expect(kai.innerText()).resolves.toMatch(
      /Real Estate[\s\S]*New[\s\S]*Kai writes about matter number 9\.[\s\S]*Closing January 15[\s\S]*Unassigned/,
    );
    await expect(kai.innerText()).resolves.not.toContain("More details follow");

    // Tabs and views with counts.
    const statusTabs = page.getByRole("navigation", { name: "Status" });
    await expect(statusTabs.getByRole("link", { name: /^New 11$/ }).count()).resolves.toBe(1);
    await expect(
      page
        .getByRole("navigation", { name: "Views" })
        .getByRole("link", { name: /^Waiting for a first reply 11$/ })
        .count(),
    ).resolves.toBe(1);
    const axe = await axeViolations(page);
    expect(axe, describeViolations(axe)).toEqual([]);

    // Search as you type: the list follows, and the URL keeps it.
    await page.keyboard.press("/");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("inbox-search");
    await page.keyboard.type("ort");
    await page.waitForURL(/\?q=ort$/);
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining("Sam Ortiz")]);
    await page.keyboard.type("iz");
    await page.waitForURL(/\?q=ortiz$/);
    await page.getByLabel(/^Search names/).fill("");
    await page.waitForURL(`${server.base}/desk`);
    await expect.poll(() => rows.count()).toBe(11);

    // Keyboard triage: j and k move, a digit sets the status, Enter opens.
    await page.locator("main h1").click();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    await expect(focused()).resolves.toContain(people[9]);
    await page.keyboard.press("j");
    await expect(focused()).resolves.toContain(people[8]);
    await page.keyboard.press("2");
    await page.getByRole("status").filter({ hasText: "Marked 1 inquiry Contacted." }).waitFor();
    await expect
      .poll(() => statusTabs.getByRole("link", { name: /^Contacted 1$/ }).count())
      .toBe(1);
    await page.keyboard.press("?");
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    await page.keyboard.press("Escape");
    // At 1280 px the button is there too.
    expect(await page.getByRole("button", { name: "Keyboard shortcuts" }).isVisible()).toBe(true);

    // Bulk assignment: tick two, assign them, and they are Mine. The actions appear over the
    // list, saying how many are ticked, and no row moves under the pointer.
    const bulk = page.getByRole("form", { name: "Act on the selected inquiries" });
    expect(await bulk.isVisible()).toBe(false);
    const firstRowTop = () =>
      page
        .locator("li[data-id]")
        .first()
        .evaluate((li) => li.getBoundingClientRect().top + window.scrollY);
    const before = await firstRowTop();
    await page.getByRole("checkbox", { name: `Select ${people[0]}` }).check();
    await page.getByRole("checkbox", { name: `Select ${people[1]}` }).check();
    await bulk.getByText("2 selected").waitFor();
    expect(await firstRowTop()).toBe(before);
    // After the earlier action (the form is reset), each choice is back on its first option.
    const chosen = (label: string) =>
      bulk
        .getByLabel(label)
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
    await expect(chosen("Assign selected to")).resolves.toBe("Nobody (unassign)");
    await expect(chosen("Mark selected as")).resolves.toBe("Choose a status");
    await page.getByLabel("Assign selected to").selectOption({ label: "Dana Reyes" });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Assigned 2 inquiries to Dana Reyes." })
      .waitFor();
    await page
      .getByRole("navigation", { name: "Views" })
      .getByRole("link", { name: /^Mine 2$/ })
      .click();
    await page.waitForURL(/view=mine/);
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringContaining(people[1] as string),
        expect.stringContaining(people[0] as string),
      ]);

    // Split view: the list beside the inquiry, with next and previous.
    await page.goto(`${server.base}/desk`);
    await waitForHydration(page);
    await page.getByRole("link", { name: /Sam Ortiz/ }).click();
    await page.waitForURL(/\/desk\/inquiries\/\d+/);
    const id = Number(/inquiries\/(\d+)/.exec(page.url())?.[1]);
    const list = page.getByRole("navigation", { name: "Inquiries in this list" });
    await list.waitFor();
    await expect(list.locator("[aria-current=page]").innerText()).resolves.toContain("Sam Ortiz");
    await page.getByRole("link", { name: "Previous", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: people[0] }).waitFor();
    await page.keyboard.press("j");
    await page.getByRole("heading", { level: 1, name: "Sam Ortiz" }).waitFor();
    const axeInquiry = await axeViolations(page);
    expect(axeInquiry, describeViolations(axeInquiry)).toEqual([]);

    // Reply from the desk: the real-estate first reply, filled in, goes out through the outbox.
    await expect(page.getByLabel("Subject").inputValue()).resolves.toBe(
      `Your real estate inquiry to Mercer Law (#${id})`,
    );
    await expect(page.getByLabel("Message", { exact: true }).inputValue()).resolves.toMatch(
      /^Hello Sam,[\s\S]*Dana Reyes\nMercer Law Professional Corporation/,
    );
    // A double click sends once (docs/DESK.md#every-action-once): the composer empties and says
    // Sent, and one e-mail goes. (It empties once the answer has arrived: waited for, not assumed.)
    await page.getByRole("button", { name: "Send reply" }).dblclick();
    await page
      .getByText(/^Sent: .*it is the first reply, so the inquiry is now Contacted/)
      .waitFor();
    await expect.poll(() => page.getByLabel("Subject").inputValue()).toBe("");
    await expect.poll(() => page.getByLabel("Message", { exact: true }).inputValue()).toBe("");
    await expect
      .poll(() => smtp.received.filter((m) => m.includes(`(#${id})`)).length, { timeout: 20_000 })
      .toBe(1);
    const mail = headersOf(smtp.received.find((m) => m.includes(`(#${id})`)) as string);
    expect(mail.from).toBe(
      '"Dana Reyes, Mercer Law Professional Corporation" <desk@mercer.example>',
    );
    expect(mail["reply-to"]).toBe("realestate@mercer.example");
    expect(mail.to).toContain("sam.ortiz@example.com");
    expect(mail.subject).toBe(`Your real estate inquiry to Mercer Law (#${id})`);
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(async () => {
        await page.reload();
        return page.locator("[data-reply]").innerText();
      })
      .toMatch(/Dana Reyes replied[\s\S]*Sent/);
    // The last reload's page must be running its scripts before the follow-up date below sends
    // itself on change (before hydration the date field has no handler yet).
    await waitForHydration(page);
    await page.getByText(/^First reply: .*after/).waitFor();
    await expect(page.locator("article header").innerText()).resolves.toContain("Contacted");

    // A follow-up date, set in one action, puts it in Due today.
    await page.getByLabel("Follow up on", { exact: true }).fill(torontoToday());
    await page.getByRole("status").filter({ hasText: "Follow-up set for" }).waitFor();
    await page.goto(`${server.base}/desk?view=due`);
    await expect(page.locator("[data-row-link]").allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/Sam Ortiz[\s\S]*Follow up today/),
    ]);

    // r and u (docs/DESK.md#keyboard): in a list, r opens the chosen inquiry at its reply form; on
    // the inquiry, r puts the cursor in the reply and u goes back to the list it was opened from,
    // its view kept.
    await waitForHydration(page);
    const replySection = page.locator("#reply");
    const inView = async () => {
      const box = await replySection.boundingBox();
      return box !== null && box.y >= 0 && box.y < DESKTOP.height;
    };
    await page.locator("main h1").click();
    await page.keyboard.press("j");
    await expect(focused()).resolves.toContain("Sam Ortiz");
    await page.keyboard.press("r");
    await page.waitForURL(`${server.base}/desk/inquiries/${id}?view=due#reply`);
    await page.getByRole("heading", { level: 1, name: "Sam Ortiz" }).waitFor();
    await expect.poll(inView).toBe(true);
    // Away from the form (scrolled to the top, nothing focused in it), r puts the cursor in the
    // reply's message.
    await page.getByRole("heading", { level: 1, name: "Sam Ortiz" }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(inView()).resolves.toBe(false);
    await page.keyboard.press("r");
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement;
          return el?.closest("#reply") && el instanceof HTMLTextAreaElement
            ? (el.labels?.[0]?.textContent ?? "")
            : null;
        }),
      )
      .toMatch(/^Message/);
    await expect.poll(inView).toBe(true);
    // Typing in the reply is typing: u there is a letter, not a way out.
    await page.getByLabel("Subject").fill("");
    await page.keyboard.type("Thank you");
    await expect(page.getByLabel("Subject").inputValue()).resolves.toBe("Thank you");
    expect(page.url()).toContain(`/desk/inquiries/${id}`);
    await page.getByRole("heading", { level: 1, name: "Sam Ortiz" }).click();
    await page.keyboard.press("u");
    await page.waitForURL(`${server.base}/desk?view=due`);
    await expect
      .poll(() => page.locator("[data-row-link]").allInnerTexts())
      .toEqual([expect.stringMatching(/Sam Ortiz[\s\S]*Follow up today/)]);
    expect(staff.problems).toEqual([]);
    await staff.close();
  }, 150_000);

  it("at 390 px: the first inquiry is on the first screen and nothing is wider than it", async ({
    open,
  }) => {
    const staff = await signedIn(open, PHONE, "Jo Park");
    const { page } = staff;
    const first = page.locator("[data-row-link]").first();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The search button's label on one line (the desk breaks long words anywhere, and the field
    // beside it once squeezed it to "Searc / h"): one line is the 44 px minimum height.
    const search = await page.getByRole("button", { name: "Search", exact: true }).boundingBox();
    expect(search?.height).toBeLessThanOrEqual(46);
    // No "Keyboard shortcuts" button takes a row on a phone, where no shortcut applies; a
    // keyboard's "?" still opens the list (docs/DESK.md#keyboard).
    const shortcuts = page.getByRole("button", { name: "Keyboard shortcuts" });
    expect(await shortcuts.isVisible()).toBe(false);
    await page.keyboard.press("?");
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    await page.keyboard.press("Escape");
    const axe = await axeViolations(page);
    expect(axe, describeViolations(axe)).toEqual([]);

    // An inquiry: its reply and status actions on the first screen.
    await first.click();
    await page.waitForURL(/\/desk\/inquiries\/\d+/);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1 }).waitFor();
    for (const name of ["Reply", "Mark Contacted"]) {
      const action = await page
        .getByRole(name === "Reply" ? "link" : "button", { name, exact: true })
        .boundingBox();
      expect(action && action.y + action.height, name).toBeLessThanOrEqual(PHONE.height);
    }
    const inquiryOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(inquiryOverflow).toBeLessThanOrEqual(0);
    const axeInquiry = await axeViolations(page);
    expect(axeInquiry, describeViolations(axeInquiry)).toEqual([]);

    // A choice made while the inquiry is shown but its scripts have not run yet (a slow phone
    // connection): the field shows it, so it is sent once they do, not lost.
    const url = page.url();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url, { waitUntil: "commit" });
    await page.getByLabel("Assigned to").selectOption({ label: "Jo Park" });
    await page.getByLabel("Follow up on", { exact: true }).fill(torontoToday());
    await page.getByLabel("Start from").selectOption({ label: "A blank e-mail" });
    release();
    await waitForHydration(page);
    const id = Number(/inquiries\/(\d+)/.exec(url)?.[1]);
    await expect.poll(() => db.inquiries.get(id)?.assignedTo?.name).toBe("Jo Park");
    await expect.poll(() => db.followUps.next(id)?.on).toBe(torontoToday());
    await expect.poll(() => page.getByLabel("Subject").inputValue()).toBe("");
    await expect.poll(() => page.getByLabel("Message", { exact: true }).inputValue()).toBe("");
    await page.unroute(/\/assets\/.*\.js$/);
    expect(staff.problems).toEqual([]);
    await staff.close();
  }, 120_000);
});
