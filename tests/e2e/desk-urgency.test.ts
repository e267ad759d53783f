/**
 * The desk ordered by urgency (docs/DESK.md#the-inbox, #bookings, #on-a-phone), at 390 and
 * 1280 px: the waiting queue oldest first with business hours waited and a worded overdue mark;
 * each inquiry's consultation on its row and as a filter; counts on every tab, the agenda's too;
 * the agenda's next seven days; moving a booking by day then time, with and without JavaScript;
 * focus kept after a status key removes a row; one row of navigation and every tab in view on a
 * phone; the inquiry page's contents; and no ISO dates, doubled full stops or codes in the text of
 * any desk page.
 */
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  axeViolations,
  DESKTOP,
  describeViolations,
  it,
  type OpenSitePage,
  PHONE,
} from "../support/browser";
import { signInBrowser, startDeskServer } from "../support/desk";
import { type DeskMorning, seedDeskMorning, torontoDate } from "../support/desk-morning";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let morning: DeskMorning;

beforeAll(async () => {
  server = await startDeskServer({ ACK_EMAILS: "off" });
  morning = await seedDeskMorning(server);
}, 60_000);
afterAll(async () => {
  await server?.stop({ removeData: true });
});

type Viewport = typeof PHONE | typeof DESKTOP;

async function desk(open: OpenSitePage, viewport: Viewport, path: string, javaScript = true) {
  const opened = await open(path, {
    baseUrl: server.base,
    viewport,
    javaScript,
    beforeOpen: (_page, context) => signInBrowser(context, server, morning.session),
  });
  return opened.page;
}

async function expectAxeClean(page: Awaited<ReturnType<typeof desk>>) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const rowTexts = (page: Awaited<ReturnType<typeof desk>>) =>
  page.locator("[data-row-link]").allInnerTexts();

describe.each([
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const)("the desk by urgency at %s", (_, viewport) => {
  it("1. waiting for a first reply: the longest wait first, business hours waited on each row, overdue in words", async ({
    open,
  }) => {
    const page = await desk(open, viewport, "/desk?view=waiting");
    const rows = await rowTexts(page);
    // Kevin wrote five days ago, Sam 55 hours ago (his booking was cancelled); the others after.
    expect(rows.slice(0, 2)).toEqual([
      expect.stringContaining("Kevin Osei"),
      expect.stringContaining("Sam Tan"),
    ]);
    expect(rows.at(-1)).toContain("Omar Haddad");
    for (const row of rows) expect(row).toMatch(/waiting \d+ (h|min)/);
    // Past the promised reply time (one business day): said in words, not only in red.
    const kevin = page.locator("li[data-id]", { hasText: "Kevin Osei" });
    await expect(kevin.locator("[data-overdue]").innerText()).resolves.toMatch(/overdue/);
    const omar = page.locator("li[data-id]", { hasText: "Omar Haddad" });
    await expect(omar.locator("[data-overdue]").count()).resolves.toBe(0);
    await expectAxeClean(page);
  });

  it("2. each row's consultation (to be confirmed, booked, moved, cancelled, attended), the filter by it, and counts on every tab", async ({
    open,
  }) => {
    const page = await desk(open, viewport, "/desk?status=all");
    const row = (name: string) => page.locator("li[data-id]", { hasText: name });
    const state = (name: string) =>
      row(name).locator("[data-booking-state]").getAttribute("data-booking-state");
    await expect(state("Priya Nair")).resolves.toBe("held");
    await expect(row("Priya Nair").innerText()).resolves.toMatch(/Conflict check to settle/);
    await expect(row("Quinn Lee").innerText()).resolves.toMatch(
      /Booked \w{3}, \w{3} \d+, \d+:\d\d (AM|PM)/,
    );
    await expect(state("Quinn Lee")).resolves.toMatch(/^(confirmed|moved)$/);
    await expect(row("Rosa Silva").innerText()).resolves.toMatch(/Moved to /);
    await expect(row("Tara Gill").innerText()).resolves.toMatch(/Attended /);
    // The cancelled consultation: its inquiry is no longer "Consultation booked".
    const sam = await row("Sam Tan").innerText();
    expect(sam).toContain("Booking cancelled");
    expect(sam).not.toContain("Consultation booked");
    // Held and confirmed look different: their own mark and words.
    const marks = await page
      .locator("[data-booking-state=held], [data-booking-state=confirmed]")
      .evaluateAll((els) => els.map((e) => e.textContent?.trim().charAt(0)));
    expect(new Set(marks).size).toBe(2);

    // The filter, as a person uses it (a form: with or without JavaScript).
    const filters = page.locator("details", { hasText: "Filter by area" });
    await filters.locator("summary").click();
    await page
      .getByRole("combobox", { name: /^Consultation/ })
      .selectOption({ label: "Conflict check to settle" });
    await page.getByRole("button", { name: "Show inquiries" }).click();
    await page.waitForURL(/booking=held/);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining("Priya Nair")]);

    // Counts on every tab and view, and on the agenda's link: the bookings to be confirmed.
    for (const name of ["Status", "Views"]) {
      const tabs = await page.getByRole("navigation", { name }).getByRole("link").allInnerTexts();
      for (const tab of tabs) expect(tab).toMatch(/\d\+?$/);
    }
    await page
      .getByRole("navigation", { name: "Desk" })
      .getByRole("link", { name: "Agenda 1 to settle" })
      .waitFor();
    await expectAxeClean(page);
  });

  it("3. the agenda: the next seven days from today; moving a booking: a day, then its free times, with and without JavaScript", async ({
    open,
  }) => {
    const page = await desk(open, viewport, "/desk/agenda");
    const days = await page
      .locator("[data-agenda-day]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-agenda-day")));
    expect(days).toEqual(Array.from({ length: 7 }, (_, i) => torontoDate(i)));
    await expect(page.locator("[data-agenda-day] h3").first().innerText()).resolves.toMatch(
      /^Today, /,
    );
    await expect(
      page.locator(`[data-agenda-day="${torontoDate(3)}"]`).innerText(),
    ).resolves.toContain("Quinn Client");
    await expect(page.locator("main").innerText()).resolves.toContain(
      "Conflict check to settle (1)",
    );
    await expectAxeClean(page);

    for (const javaScript of [false, true]) {
      const booking = await desk(
        open,
        viewport,
        `/desk/bookings/${morning.bookings.moved}`,
        javaScript,
      );
      const dayLinks = booking
        .getByRole("list", { name: "Days with free times" })
        .getByRole("link");
      expect(await dayLinks.count()).toBeGreaterThan(1);
      await expect(booking.getByLabel(/^2\. Choose a time/).count()).resolves.toBe(0);
      await dayLinks.nth(1).click();
      await booking.waitForURL(/\?day=\d{4}-\d{2}-\d{2}#move$/);
      const time = booking.getByLabel(/^2\. Choose a time on .+ \(Toronto time\)$/);
      await time.waitFor();
      // The empty first choice a required list needs, then one day's times, not every free time
      // of the booking horizon.
      expect(await time.locator("option").first().getAttribute("value")).toBe("");
      const options = await time.locator('option:not([value=""])').allInnerTexts();
      expect(options.length).toBeGreaterThan(0);
      expect(options.length).toBeLessThanOrEqual(40);
      for (const o of options) expect(o).toMatch(/^\d{1,2}:\d\d (AM|PM)$/);
      await time.selectOption({ index: options.length });
      await booking.getByRole("button", { name: "Move it" }).click();
      await booking.getByText("Moved. The client is e-mailed the updated invitation.").waitFor();
      await expectAxeClean(booking);
    }
  });

  it("4. focus moves to the next row after a status key removes one; navigation on one row; every tab in view; the inquiry page's contents", async ({
    open,
  }) => {
    const page = await desk(open, viewport, "/desk?view=waiting");
    const before = await rowTexts(page);
    await page.locator("main h1").click();
    for (let i = 0; i < 3; i++) await page.keyboard.press("j");
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    const name = (text: string | undefined) => /^[A-Z][a-z]+ [A-Z][a-z]+/.exec(text ?? "")?.[0];
    await expect(focused()).resolves.toContain(name(before[2]));
    await page.keyboard.press("2");
    await page.getByRole("status").filter({ hasText: "Marked 1 inquiry Contacted." }).waitFor();
    await expect.poll(() => rowTexts(page)).toHaveLength(before.length - 1);
    // The row that took its place has the focus, and j goes on from there.
    await expect.poll(focused).toContain(name(before[3]));
    await page.keyboard.press("j");
    await expect(focused()).resolves.toContain(name(before[4]));

    // The desk's navigation on one row, nothing wider than the window, every status tab in view.
    const nav = page.getByRole("navigation", { name: "Desk" });
    const tops = await nav
      .locator(":scope > ul > li")
      .evaluateAll((items) =>
        items
          .filter((li) => li.getBoundingClientRect().width > 0)
          .map((li) => Math.round(li.getBoundingClientRect().top)),
      );
    expect(new Set(tops).size).toBe(1);
    if (viewport === PHONE) {
      // On a phone the views and the status tabs are two selects on one line, each choice with
      // its count, all in view.
      const status = page.getByRole("combobox", { name: "Status" });
      const options = await status.locator("option").allInnerTexts();
      expect(options).toContainEqual(expect.stringMatching(/^Consultation booked \(\d+\)$/));
      for (const o of options) expect(o).toMatch(/\(\d+\+?\)$/);
      const boxes = await Promise.all(
        ["View", "Status"].map((name) => page.getByRole("combobox", { name }).boundingBox()),
      );
      expect(boxes[0]?.y).toBe(boxes[1]?.y);
      for (const box of boxes) expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // Choosing one is going there.
      await status.selectOption({ label: options.find((o) => o.startsWith("All")) as string });
      await page.waitForURL(/status=all/);
      await page.goBack();
      await page.waitForURL(/view=waiting$/);
    } else {
      const tabs = await page
        .getByRole("navigation", { name: "Status" })
        .getByRole("link")
        .evaluateAll((links) =>
          links.map((a) => {
            const box = a.getBoundingClientRect();
            return { text: a.textContent, left: box.left, right: box.right };
          }),
        );
      expect(tabs.map((t) => t.text)).toContainEqual(
        expect.stringContaining("Consultation booked"),
      );
      for (const t of tabs) {
        expect(t.left, t.text ?? "").toBeGreaterThanOrEqual(0);
        expect(t.right, t.text ?? "").toBeLessThanOrEqual(viewport.width);
      }
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (viewport === PHONE) {
      // The less used sections are behind More.
      await nav.getByText("More").click();
      await nav.getByRole("link", { name: "Audit log" }).waitFor();
    }

    // The inquiry page: its contents on the first screen, each one tap from its section.
    const inquiry = await desk(open, viewport, `/desk/inquiries/${morning.ids.Priya}`);
    const contents = inquiry.getByRole("navigation", { name: "On this page" });
    const box = await contents.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await expect(contents.getByRole("link").allInnerTexts()).resolves.toEqual(
      expect.arrayContaining([
        "Consultations (1)",
        "Conversation",
        "Your reply",
        "Notes",
        "Activity",
      ]),
    );
    for (const [label, heading] of [
      ["Notes", "Notes"],
      ["Consultations (1)", "Consultations"],
    ] as const) {
      await contents.getByRole("link", { name: label }).click();
      const target = inquiry.getByRole("heading", { level: 2, name: heading, exact: true });
      await expect
        .poll(async () => {
          const b = await target.boundingBox();
          return b !== null && b.y >= 0 && b.y < viewport.height;
        })
        .toBe(true);
    }
    await expectAxeClean(inquiry);
  });

  it("9. no ISO date, no doubled full stop after a time, no practice-area code in the text of any desk page", async ({
    open,
  }) => {
    const paths = [
      "/desk",
      ...[
        "new",
        "contacted",
        "consultation-booked",
        "retained",
        "not-proceeding",
        "spam",
        "all",
      ].map((s) => `/desk?status=${s}`),
      ...["mine", "unassigned", "waiting", "due"].map((v) => `/desk?view=${v}`),
      "/desk/agenda",
      ...Object.values(morning.ids).map((id) => `/desk/inquiries/${id}`),
      ...Object.values(morning.bookings).map((id) => `/desk/bookings/${id}`),
      `/desk/bookings/${morning.bookings.confirmed}?day=${torontoDate(6)}`,
      "/desk/documents",
      "/desk/overview",
      "/desk/audit",
      "/desk/privacy",
      "/desk/account",
    ];
    const page = await desk(open, viewport, "/desk");
    for (const path of paths) {
      const response = await page.goto(`${server.base}${path}`);
      expect(response?.status(), path).toBe(200);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text, `${path}: an ISO date`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text, `${path}: a doubled full stop after a time`).not.toMatch(/(a\.m|p\.m)\.\./i);
      expect(text, `${path}: "a.m." beside "AM"`).not.toMatch(/\d (a\.m\.|p\.m\.)/);
      expect(text, `${path}: a practice area's code`).not.toMatch(
        /Practice area:?\s*[a-z]+-[a-z-]+/,
      );
    }
  });
});
