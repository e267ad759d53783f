import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { fact, formatFactValue, formatIsoDate } from "~/content/facts";
import { bioPath, firm, principal, shownStatistics } from "~/content/firm";
import { DESKTOP, it, PHONE } from "../support/browser";

/**
 * Truth and compliance, as a visitor sees it: figures and their "as of" dates come from one
 * register, so pages agree; dated statements read correctly today; the accessibility statement
 * is one click away from every page (docs/FACTS.md).
 */

/** The value text and "checked" date a page shows for one fact in its sources box. */
async function quotedFact(page: Page, id: string) {
  const item = page.locator(`[data-fact="${id}"]`);
  const time = item.locator("time[data-as-of]");
  return {
    text: (await item.textContent()) ?? "",
    dateTime: await time.getAttribute("datetime"),
    shown: (await time.textContent()) ?? "",
  };
}

describe("as-of dates come from the register, so pages agree", () => {
  it.for([
    [
      "first-time-home-buyers-tax-credit",
      "/knowledge/real-estate/purchase-process",
      "/knowledge/real-estate/buyer-checklist",
    ],
    [
      "home-buyers-plan-limit",
      "/knowledge/real-estate/purchase-process",
      "/knowledge/real-estate/buyer-checklist",
    ],
    [
      "capital-gains-inclusion-rate",
      "/knowledge/real-estate/selling-process",
      "/knowledge/real-estate/seller-checklist",
    ],
  ] as const)(
    "%s: the same value and checked date on %s and %s",
    async ([id, first, second], { open }) => {
      const a = await open(first, { javaScript: false });
      const b = await open(second, { javaScript: false });
      const onA = await quotedFact(a.page, id);
      const onB = await quotedFact(b.page, id);
      const f = fact(id as Parameters<typeof fact>[0]);
      expect(onA.dateTime).toBe(f.checked);
      expect(onB.dateTime).toBe(onA.dateTime);
      expect(onA.shown).toBe(formatIsoDate(f.checked));
      expect(onB.shown).toBe(onA.shown);
      expect(onA.text).toContain(formatFactValue(f.value));
      expect(onB.text).toContain(formatFactValue(f.value));
      await a.close();
      await b.close();
    },
  );

  it("states the First-Time Home Buyers' Tax Credit at $1,400 from 2026 ($1,450 for 2025) on both pages", async ({
    open,
  }) => {
    for (const path of [
      "/knowledge/real-estate/purchase-process",
      "/knowledge/real-estate/buyer-checklist",
    ]) {
      const { page, close } = await open(path, { javaScript: false });
      const main = (await page.locator("main").textContent()) ?? "";
      expect(main, path).toContain("up to $1,400 for homes bought from 2026");
      expect(main, path).toContain("up to $1,450 for 2025");
      expect(main, path).not.toMatch(/credit of up to \$1,500|worth up to \$1,500/);
      await close();
    }
  });

  it("shows the same last-reviewed date on the three legal pages, from the register", async ({
    open,
  }) => {
    const dates: (string | null)[] = [];
    for (const path of ["/terms", "/privacy", "/legal-disclaimer"]) {
      const { page, close } = await open(path, { javaScript: false });
      dates.push(await page.locator("time[data-as-of]").first().getAttribute("datetime"));
      await close();
    }
    expect(new Set(dates)).toEqual(new Set([fact("legal-documents-review").checked]));
  });

  it("dates each typical disbursement on /fees/real-estate from the register, with a source", async ({
    open,
  }) => {
    const { page, close } = await open("/fees/real-estate", { javaScript: false });
    const row = page.locator('[data-disbursement="registration-fees"]');
    const f = fact("land-registration-fee");
    await expect(row.locator("time[data-as-of]").getAttribute("datetime")).resolves.toBe(f.checked);
    await expect(row.textContent()).resolves.toContain(formatFactValue(f.value));
    await expect(row.locator("a").getAttribute("href")).resolves.toBe(f.source.url);
    await close();
  });
});

describe("statements that age well", () => {
  it("shows a past 'Joining' date as 'Member since' on the principal's biography", async ({
    open,
  }) => {
    const opened = await open(bioPath(principal), { viewport: DESKTOP });
    const main = (await opened.page.locator("main").textContent()) ?? "";
    expect(main).toContain("Member since September 2025");
    expect(main).toContain("Member since January 2026");
    expect(main).not.toMatch(/Joining (September 2025|January 2026)/);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("shows each statistic on the home page with its basis and period beside it", async ({
    open,
  }) => {
    const { page, close } = await open("/", { javaScript: false, viewport: PHONE });
    // Those the firm shows (a success rate and a star average are off by default, LSO Rule 4.2-1).
    expect(shownStatistics().length).toBeGreaterThan(0);
    for (const s of firm.statistics.filter((s) => !s.show))
      expect(await page.locator(`[data-statistic="${s.id}"]`).count()).toBe(0);
    for (const s of shownStatistics()) {
      const card = page.locator(`[data-statistic="${s.id}"]`);
      await expect(card.textContent()).resolves.toContain(s.value);
      await expect(card.locator("[data-statistic-basis]").textContent()).resolves.toBe(
        `${s.basis}, ${s.period}.`,
      );
    }
    await close();
  });
});

describe("the accessibility statement", () => {
  // Every route's footer links to it: checked on the no-JavaScript load of each route, and of
  // the not-found page, in routes.test.ts.

  it("offers accessible formats and a feedback e-mail with a subject, and reaches it from the footer", async ({
    open,
  }) => {
    const opened = await open("/", { viewport: DESKTOP });
    await opened.page.locator('footer a[href="/accessibility"]').click();
    await opened.page.waitForURL(/\/accessibility$/);
    const main = opened.page.locator("main");
    await expect
      .poll(() => main.getByRole("heading", { level: 1 }).textContent())
      .toBe("Accessibility");
    const text = (await main.textContent()) ?? "";
    expect(text).toContain("WCAG) 2.2");
    expect(text).toContain("Level AA");
    expect(text).toMatch(/no cost to you/);
    expect(text).toContain("O. Reg. 191/11");
    const mailto = main.locator(`a[href^="mailto:${firm.email}?subject="]`).first();
    await expect(mailto.getAttribute("href")).resolves.toMatch(/subject=Accessibility/);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
