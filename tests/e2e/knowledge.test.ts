import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChecklistEntry, entryBySlug, faqSets } from "~/content/collections.server";
import { resourceCategories } from "~/content/resources";
import {
  axeViolations,
  DESKTOP,
  describeViolations,
  launchBrowser,
  openPage,
  PHONE,
} from "../support/browser";

/** Every page this area owns (issue 5). */
const knowledgePaths = [
  "/knowledge",
  "/knowledge/real-estate",
  "/knowledge/immigration",
  "/knowledge/family-law",
  "/knowledge/wills-estates",
  "/knowledge/notary-services",
  "/knowledge/external-resources",
  "/knowledge/real-estate/purchase-process",
  "/knowledge/real-estate/selling-process",
  "/knowledge/real-estate/buyer-checklist",
  "/knowledge/real-estate/seller-checklist",
  "/faq",
];

/** The FAQ sets and the buyer checklist, read from their content files (app/content). */
const allFaqGroups = faqSets.map((s) => ({
  path: s.embedded ? s.page : s.path,
  items: s.questions,
}));
const familyLawFaq = allFaqGroups.find((g) => g.path === "/knowledge/family-law")!;
const buyerChecklist = entryBySlug("guides", "buyer-checklist") as ChecklistEntry;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("FAQ pages", () => {
  it("a deep link opens its question and scrolls it into view", async () => {
    const opened = await openPage(browser, "/knowledge/family-law#divorce-costs", {
      viewport: PHONE,
    });
    const { page } = opened;
    const question = page.locator("details#divorce-costs");
    await expect.poll(() => question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => question.isVisible()).toBe(true);
    const box = await question.boundingBox();
    expect(box && box.y >= 0 && box.y < PHONE.height).toBe(true);
    // The other questions stay closed.
    expect(await page.locator("details[open]").count()).toBe(1);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("choosing a question in the side list opens it", async () => {
    const opened = await openPage(browser, "/knowledge/immigration", { viewport: DESKTOP });
    const { page } = opened;
    await page
      .getByRole("navigation", { name: "11 questions" })
      .getByRole("link", { name: /citizenship/i })
      .click();
    await expect
      .poll(() =>
        page.locator("details#citizenship").evaluate((d) => (d as HTMLDetailsElement).open),
      )
      .toBe(true);
    expect(page.url()).toMatch(/#citizenship$/);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("carries FAQPage structured data with every question", async () => {
    const opened = await openPage(browser, "/knowledge/family-law", { javaScript: false });
    const blocks = await opened.page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(familyLawFaq.items.length);
    expect(blocks.map((b) => JSON.parse(b)["@type"])).toContain("BreadcrumbList");
    await opened.close();
  });

  it("the family law FAQ links back to the Knowledge Centre, to Contact Us Today and to Family Law Services", async () => {
    const opened = await openPage(browser, "/knowledge/family-law");
    const main = opened.page.locator("main");
    expect(
      await main.getByRole("link", { name: "Back to the Knowledge Centre" }).getAttribute("href"),
    ).toBe("/knowledge");
    expect(await main.getByRole("link", { name: "Contact Us Today" }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(await main.getByRole("link", { name: "Family Law Services" }).getAttribute("href")).toBe(
      "/services/family-law",
    );
    await opened.close();
  });

  it("a question chosen on the /faq hub opens on its page", async () => {
    const opened = await openPage(browser, "/faq", { viewport: PHONE });
    const { page } = opened;
    await page
      .getByRole("link", { name: "How long does an uncontested divorce take?" })
      .first()
      .click();
    await page.waitForURL(/\/knowledge\/family-law#divorce-timeline$/);
    await expect
      .poll(() =>
        page.locator("details#divorce-timeline").evaluate((d) => (d as HTMLDetailsElement).open),
      )
      .toBe(true);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("the /faq hub links every question on the site to its anchor", async () => {
    const opened = await openPage(browser, "/faq", { javaScript: false });
    const hrefs = await opened.page
      .locator("main a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const group of allFaqGroups) {
      for (const item of group.items) expect(hrefs).toContain(`${group.path}#${item.id}`);
    }
    await opened.close();
  });
});

describe("hubs", () => {
  it("reached by a link inside the site, the hub cards show what each topic holds", async () => {
    const { page, close, problems } = await openPage(browser, "/", { viewport: DESKTOP });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Knowledge Centre" })
      .click();
    await page.waitForURL(/\/knowledge$/);
    const immigration = page.getByRole("link", { name: /Immigration/ }).filter({
      hasText: `${allFaqGroups.find((g) => g.path === "/knowledge/immigration")!.items.length} questions`,
    });
    await immigration.first().waitFor();
    await page
      .getByRole("link", { name: /Real Estate/ })
      .filter({ hasText: "2 guides" })
      .click();
    await page.waitForURL(/\/knowledge\/real-estate$/);
    const phases = buyerChecklist.phases;
    const tasks = phases.reduce((n, p) => n + p.items.length, 0);
    await page.getByText(`${tasks} tasks in ${phases.length} phases`).first().waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});

describe("checklists", () => {
  const first = buyerChecklist.phases[0]!;
  const key = (phase: string, item: string) => `[data-checklist-item="${phase}/${item}"]`;
  const total = buyerChecklist.phases.reduce((n, p) => n + p.items.length, 0);

  it("ticks persist across a reload, and reset clears them", async () => {
    const opened = await openPage(browser, "/knowledge/real-estate/buyer-checklist", {
      viewport: PHONE,
    });
    const { page } = opened;
    const progress = page.locator("[data-checklist-progress]");
    await expect.poll(() => progress.innerText()).toBe(`0 of ${total} done`);

    await page.locator(key(first.id, first.items[0]!.id)).check();
    await page.locator(key("closing", "final-walkthrough")).check();
    await expect.poll(() => progress.innerText()).toBe(`2 of ${total} done`);

    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => progress.innerText()).toBe(`2 of ${total} done`);
    expect(await page.locator(key(first.id, first.items[0]!.id)).isChecked()).toBe(true);
    expect(await page.locator(key("closing", "final-walkthrough")).isChecked()).toBe(true);
    expect(await page.locator(key(first.id, first.items[1]!.id)).isChecked()).toBe(false);
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2");

    page.once("dialog", (d) => d.accept());
    await page.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => progress.innerText()).toBe(`0 of ${total} done`);
    expect(await page.locator("[data-checklist-item]:checked").count()).toBe(0);

    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => progress.innerText()).toBe(`0 of ${total} done`);
    expect(await page.locator("[data-checklist-item]:checked").count()).toBe(0);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("the buyer and seller checklists keep separate ticks", async () => {
    const opened = await openPage(browser, "/knowledge/real-estate/buyer-checklist");
    const { page } = opened;
    await page.locator(key(first.id, first.items[0]!.id)).check();
    await page.goto(new URL("/knowledge/real-estate/seller-checklist", page.url()).href);
    await page.waitForSelector("html[data-hydrated]");
    await expect
      .poll(() => page.locator("[data-checklist-progress]").innerText())
      .toMatch(/^0 of \d+ done$/);
    await opened.close();
  });

  it("without JavaScript the checklist is a complete list of real checkboxes", async () => {
    const opened = await openPage(browser, "/knowledge/real-estate/buyer-checklist", {
      javaScript: false,
    });
    const { page } = opened;
    expect(await page.locator('main input[type="checkbox"]').count()).toBe(total);
    expect(await page.locator("main h2").allTextContents()).toEqual(
      expect.arrayContaining(buyerChecklist.phases.map((p, i) => `Phase ${i + 1}: ${p.title}`)),
    );
    await expect(page.locator("[data-checklist-progress]").innerText()).resolves.toBe(
      `${total} tasks in 4 phases`,
    );
    // Native form reset still works.
    await page.locator('main input[type="checkbox"]').first().check();
    await page.getByRole("button", { name: "Reset" }).click();
    expect(await page.locator("main input:checked").count()).toBe(0);
    await opened.close();
  });
});

describe("external resources", () => {
  it("every website link opens in a new tab with rel=noopener and says so", async () => {
    const opened = await openPage(browser, "/knowledge/external-resources");
    const { page, context } = opened;
    const links = page.locator("main table a");
    const expected = resourceCategories.reduce((n, c) => n + c.resources.length, 0);
    expect(await links.count()).toBe(expected);
    const attrs = await links.evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute("href"),
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
        text: a.textContent,
      })),
    );
    for (const a of attrs) {
      expect(a.href).toMatch(/^https:\/\/[a-z0-9]/);
      expect(a.target).toBe("_blank");
      expect(a.rel).toContain("noopener");
      expect(a.text).toContain("(opens in a new tab)");
    }
    expect(
      await page
        .locator("main")
        .getByRole("link", { name: /1-800-668-8258/ })
        .getAttribute("href"),
    ).toBe("tel:+18006688258");

    // The sandbox has no internet: answer for the external site so the new tab can load.
    await context.route("https://www.legalaid.on.ca/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<title>Legal Aid Ontario</title>",
      }),
    );
    const [popup] = await Promise.all([context.waitForEvent("page"), links.first().click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe("https://www.legalaid.on.ca/");
    expect(page.url()).toMatch(/\/knowledge\/external-resources$/);
    await opened.close();
  });
});

describe("accessibility", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it.each(knowledgePaths)(`%s has no axe violations at ${viewport.width} px`, async (path) => {
      const opened = await openPage(browser, path, { viewport });
      const violations = await axeViolations(opened.page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(opened.problems).toEqual([]);
      await opened.close();
    });
  }
});
