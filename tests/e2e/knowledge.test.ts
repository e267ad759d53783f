/**
 * The Knowledge Centre: FAQ pages and their deep links, hubs, checklists and the external
 * resources directory (docs/PRODUCT-RULES.md). Their axe scans, one per width, are in
 * routes.test.ts (1280 px) and accessibility.test.ts (390 px).
 */
import { describe, expect } from "vitest";
import { type ChecklistEntry, entryBySlug, faqSets } from "~/content/collections.server";
import { resourceCategories } from "~/content/resources";
import { DESKTOP, it, PHONE, waitForHydration, waitForScrollToSettle } from "../support/browser";

/** The FAQ sets and the buyer checklist, read from their content files (app/content). */
const allFaqGroups = faqSets.map((s) => ({
  path: s.embedded ? s.page : s.path,
  items: s.questions,
}));
const familyLawFaq = allFaqGroups.find((g) => g.path === "/knowledge/family-law")!;
const buyerChecklist = entryBySlug("guides", "buyer-checklist") as ChecklistEntry;

describe("FAQ pages", () => {
  it("a deep link opens its question and scrolls it into view", async ({ open }) => {
    const opened = await open("/knowledge/family-law#divorce-costs", {
      viewport: PHONE,
    });
    const { page } = opened;
    const question = page.locator("details#divorce-costs");
    await expect.poll(() => question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => question.isVisible()).toBe(true);
    await waitForScrollToSettle(page);
    const box = await question.boundingBox();
    expect(box && box.y >= 0 && box.y < PHONE.height).toBe(true);
    // The other questions stay closed.
    expect(await page.locator("details[open]").count()).toBe(1);
  });

  it("choosing a question in the side list opens it", async ({ open }) => {
    const opened = await open("/knowledge/immigration", { viewport: DESKTOP });
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
    await expect.poll(() => page.url()).toMatch(/#citizenship$/);
  });

  it("carries FAQPage structured data with every question", async ({ open }) => {
    const opened = await open("/knowledge/family-law", { javaScript: false });
    const blocks = await opened.page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(familyLawFaq.items.length);
    expect(blocks.map((b) => JSON.parse(b)["@type"])).toContain("BreadcrumbList");
  });

  it("the family law FAQ links back to the Knowledge Centre, to Contact Us Today and to Family Law Services", async ({
    open,
  }) => {
    const opened = await open("/knowledge/family-law");
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
  });

  it("a question chosen on the /faq hub opens on its page", async ({ open }) => {
    const opened = await open("/faq", { viewport: PHONE });
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
  });

  it("the /faq hub links every question on the site to its anchor", async ({ open }) => {
    const opened = await open("/faq", { javaScript: false });
    const hrefs = await opened.page
      .locator("main a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const group of allFaqGroups) {
      for (const item of group.items) expect(hrefs).toContain(`${group.path}#${item.id}`);
    }
  });
});

describe("hubs", () => {
  it("reached by a link inside the site, the hub cards show what each topic holds", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: DESKTOP });
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
  });
});

describe("checklists", () => {
  const first = buyerChecklist.phases[0]!;
  const key = (phase: string, item: string) => `[data-checklist-item="${phase}/${item}"]`;
  const total = buyerChecklist.phases.reduce((n, p) => n + p.items.length, 0);

  it("ticks persist across a reload, and reset clears them", async ({ open }) => {
    const opened = await open("/knowledge/real-estate/buyer-checklist", {
      viewport: PHONE,
    });
    const { page } = opened;
    const progress = page.locator("[data-checklist-progress]");
    await expect.poll(() => progress.innerText()).toBe(`0 of ${total} done`);

    await page.locator(key(first.id, first.items[0]!.id)).check();
    await page.locator(key("closing", "final-walkthrough")).check();
    await expect.poll(() => progress.innerText()).toBe(`2 of ${total} done`);

    await page.reload();
    await waitForHydration(page);
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
    await waitForHydration(page);
    await expect.poll(() => progress.innerText()).toBe(`0 of ${total} done`);
    expect(await page.locator("[data-checklist-item]:checked").count()).toBe(0);
  });

  it("the buyer and seller checklists keep separate ticks", async ({ open }) => {
    const opened = await open("/knowledge/real-estate/buyer-checklist");
    const { page } = opened;
    await page.locator(key(first.id, first.items[0]!.id)).check();
    await expect
      .poll(() => page.locator("[data-checklist-progress]").innerText())
      .toMatch(/^1 of \d+ done$/);
    await page.goto(new URL("/knowledge/real-estate/seller-checklist", page.url()).href);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator("[data-checklist-progress]").innerText())
      .toMatch(/^0 of \d+ done$/);
  });

  it("without JavaScript the checklist is a complete list of real checkboxes", async ({ open }) => {
    const opened = await open("/knowledge/real-estate/buyer-checklist", {
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
  });
});

describe("external resources", () => {
  it("every website link opens in a new tab with rel=noopener and says so", async ({ open }) => {
    const opened = await open("/knowledge/external-resources");
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
  });
});
