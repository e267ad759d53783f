import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  DESKTOP,
  describeViolations,
  launchBrowser,
  openPage,
  PHONE,
} from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const feePages = [
  "/fees",
  "/fees/real-estate",
  "/fees/estate-planning",
  "/fees/immigration",
] as const;

async function totals(page: Page, form: "real-estate" | "estate-planning") {
  const card = page
    .locator("[data-quote-summary]")
    .filter({ has: page.locator("[data-quote-total]") });
  await card.waitFor();
  expect(await page.locator(`[data-quote-form="${form}"]`).count()).toBe(1);
  return {
    subtotal: (await card.locator("[data-quote-subtotal]").innerText()).trim(),
    hst: (await card.locator("[data-quote-hst]").innerText()).trim(),
    total: (await card.locator("[data-quote-total]").innerText()).trim(),
    status: (await page.locator("[data-quote-status]").innerText()).trim(),
  };
}

describe("real estate quote calculator", () => {
  it("prices a $1,250,000 purchase with one extra mortgage, typed on a phone, and keeps it in the URL", async () => {
    const opened = await openPage(browser, "/fees/real-estate", { viewport: PHONE });
    const { page } = opened;
    // The calculator works without a server: no data requests while the visitor types.
    const serverCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".data") || r.method() !== "GET") serverCalls.push(r.url());
    });
    await page.getByRole("radio", { name: "Buying" }).check();
    await page
      .getByRole("textbox", { name: "Property price", exact: true })
      .pressSequentially("$1,250,000");
    await page.getByLabel("Extra mortgages or lines of credit").selectOption("1");

    const t = await totals(page, "real-estate");
    expect(t).toEqual({
      subtotal: "$2,050.00",
      hst: "$266.50",
      total: "$2,316.50",
      status: "Estimated total $2,316.50, including $266.50 HST on $2,050.00 in fees.",
    });
    await expect(page.locator('[data-quote-line="purchase-fee"]').innerText()).resolves.toMatch(
      /Purchase fee for a \$1,250,000 property[\s\S]*\$1,750\.00[\s\S]*Prices from \$1,000,000\.01 to \$1,500,000/,
    );
    await expect(page.locator('[data-quote-line="extra-mortgage"]').innerText()).resolves.toMatch(
      /\$300\.00/,
    );
    await expect(
      page.getByRole("textbox", { name: "Property price", exact: true }).inputValue(),
    ).resolves.toBe("$1,250,000");

    const url = new URL(page.url());
    expect(url.pathname).toBe("/fees/real-estate");
    expect(url.searchParams.get("type")).toBe("purchase");
    expect(url.searchParams.get("price")).toBe("1250000");
    expect(url.searchParams.get("mortgages")).toBe("1");
    expect(serverCalls).toEqual([]);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("restores a shared quote from the URL and keeps updating it", async () => {
    const opened = await openPage(
      browser,
      "/fees/real-estate?type=purchase&price=1250000&mortgages=1",
      { viewport: DESKTOP },
    );
    const { page } = opened;
    await expect(page.getByRole("radio", { name: "Buying" }).isChecked()).resolves.toBe(true);
    await expect(
      page.getByRole("textbox", { name: "Property price", exact: true }).inputValue(),
    ).resolves.toBe("1250000");
    await expect(page.getByLabel("Extra mortgages or lines of credit").inputValue()).resolves.toBe(
      "1",
    );
    expect((await totals(page, "real-estate")).total).toBe("$2,316.50");

    await page.getByRole("checkbox", { name: /Bridge loan/ }).check();
    expect(await totals(page, "real-estate")).toMatchObject({
      subtotal: "$2,450.00",
      hst: "$318.50",
      total: "$2,768.50",
    });
    expect(new URL(page.url()).searchParams.getAll("option")).toEqual(["bridge-loan"]);

    // Reloading the shared address gives the same quote.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.getByRole("checkbox", { name: /Bridge loan/ }).isChecked()).resolves.toBe(
      true,
    );
    expect((await totals(page, "real-estate")).total).toBe("$2,768.50");
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("prices the sale band edges as typed", async () => {
    const opened = await openPage(browser, "/fees/real-estate", { viewport: PHONE });
    const { page } = opened;
    await page.getByRole("radio", { name: "Selling" }).check();
    const price = page.getByRole("textbox", { name: "Property price", exact: true });
    const cases: [string, string][] = [
      ["1000000", "$1,250.00"],
      ["1000000.01", "$1,500.00"],
      ["3,500,000", "$2,500.00"],
      ["3,500,001", "$2,750.00"],
      ["10000000", "$5,750.00"],
    ];
    for (const [typed, subtotal] of cases) {
      await price.fill(typed);
      expect((await totals(page, "real-estate")).subtotal, typed).toBe(subtotal);
    }
    await price.fill("12 dollars");
    await expect(
      page.getByText("Enter the price in dollars, for example 1,250,000.").isVisible(),
    ).resolves.toBe(true);
    await expect(price.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await page.locator("[data-quote-total]").count()).toBe(0);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("prices a refinance without a price, from a shared URL", async () => {
    const opened = await openPage(
      browser,
      "/fees/real-estate?type=refinance&refinance=private-lender&option=refinance-rush",
      {
        viewport: PHONE,
      },
    );
    const { page } = opened;
    await expect(
      page.getByRole("radio", { name: /Private mortgage, lender's side/ }).isChecked(),
    ).resolves.toBe(true);
    expect(await page.getByRole("textbox", { name: "Property price", exact: true }).count()).toBe(
      0,
    );
    expect(await totals(page, "real-estate")).toMatchObject({
      subtotal: "$2,725.00",
      hst: "$354.25",
      total: "$3,079.25",
    });
    await page.getByRole("radio", { name: /Standard refinance/ }).check();
    expect((await totals(page, "real-estate")).subtotal).toBe("$1,350.00");
    expect(new URL(page.url()).searchParams.get("refinance")).toBe("standard");
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("follows the URL again when a link opens the page without a quote", async () => {
    const opened = await openPage(browser, "/fees/real-estate?type=sale&price=900000", {
      viewport: DESKTOP,
    });
    const { page } = opened;
    await page.getByRole("checkbox", { name: /Tenanted property/ }).check();
    expect((await totals(page, "real-estate")).subtotal).toBe("$1,500.00");
    // A client-side link to the same page (the Fees menu), with no query.
    await page.locator('header a[href="/fees/real-estate"]').first().dispatchEvent("click");
    await page.waitForFunction(() => location.search === "");
    await expect(page.getByRole("radio", { name: "Buying" }).isChecked()).resolves.toBe(true);
    await expect(
      page.getByRole("textbox", { name: "Property price", exact: true }).inputValue(),
    ).resolves.toBe("");
    expect(await page.locator("[data-quote-total]").count()).toBe(0);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("does not jump to the top of the page when a choice changes", async () => {
    const opened = await openPage(browser, "/fees/real-estate", { viewport: PHONE });
    const { page } = opened;
    const box = page.getByRole("checkbox", { name: /Tenanted property/ });
    await box.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await box.check();
    await page.waitForFunction(() => new URL(location.href).searchParams.has("option"));
    const after = await page.evaluate(() => window.scrollY);
    expect(Math.abs(after - before)).toBeLessThan(50);
    await opened.close();
  });

  it("with JavaScript off shows every schedule and no computed numbers", async () => {
    const opened = await openPage(
      browser,
      "/fees/real-estate?type=purchase&price=1250000&mortgages=1",
      {
        viewport: PHONE,
        javaScript: false,
      },
    );
    const { page } = opened;
    const main = await page.locator("main").innerText();
    expect(main).toMatch(/The instant quote needs JavaScript/);
    expect(main).toMatch(/With JavaScript turned off the instant quote cannot calculate/);
    await expect(
      page.getByRole("textbox", { name: "Property price", exact: true }).isDisabled(),
    ).resolves.toBe(true);
    expect(main).not.toContain("$2,316.50");
    expect(await page.locator("[data-quote-total]").count()).toBe(0);
    await expect(page.locator('[data-band="to-1-5m"]').innerText()).resolves.toMatch(
      /\$1,750[\s\S]*\$1,500/,
    );
    for (const schedule of ["purchase-sale", "disbursements"]) {
      expect(await page.locator(`[data-fee-schedule="${schedule}"]`).count()).toBe(1);
    }
    expect(main).toMatch(/Rule 4\.2-2\.1/);
    expect(main).toMatch(/\$1,100\+/);
    await opened.close();
  });
});

describe("estate planning quote calculator", () => {
  it("prices a couple's dual-will package with two add-ons and restores it from the URL", async () => {
    const opened = await openPage(browser, "/fees/estate-planning", { viewport: PHONE });
    const { page } = opened;
    await page.getByRole("radio", { name: /Couples dual will/ }).check();
    await page.getByRole("checkbox", { name: /Guardian for minor children/ }).check();
    await page.getByRole("checkbox", { name: /Henson trust/ }).check();
    const t = await totals(page, "estate-planning");
    expect(t).toEqual({
      subtotal: "$3,395.00",
      hst: "$441.35",
      total: "$3,836.35",
      status: "Estimated total $3,836.35, including $441.35 HST on $3,395.00 in fees.",
    });
    const shared = page.url();
    expect(new URL(shared).search).toBe("?package=couples-dual&addon=guardian&addon=henson-trust");
    expect(opened.problems).toEqual([]);
    await opened.close();

    const again = await openPage(browser, new URL(shared).pathname + new URL(shared).search, {
      viewport: DESKTOP,
    });
    await expect(
      again.page.getByRole("radio", { name: /Couples dual will/ }).isChecked(),
    ).resolves.toBe(true);
    await expect(
      again.page.getByRole("checkbox", { name: /Henson trust/ }).isChecked(),
    ).resolves.toBe(true);
    await expect(
      again.page.getByRole("checkbox", { name: /Trust for minor beneficiaries/ }).isChecked(),
    ).resolves.toBe(false);
    expect((await totals(again.page, "estate-planning")).total).toBe("$3,836.35");
    // Unchecking an add-on updates the total and the address.
    await again.page.getByRole("checkbox", { name: /Guardian for minor children/ }).uncheck();
    expect((await totals(again.page, "estate-planning")).total).toBe("$3,610.35");
    expect(new URL(again.page.url()).search).toBe("?package=couples-dual&addon=henson-trust");
    expect(again.problems).toEqual([]);
    await again.close();
  });

  it("shows four packages with Get Started links and nine add-ons", async () => {
    const opened = await openPage(browser, "/fees/estate-planning", {
      viewport: DESKTOP,
      javaScript: false,
    });
    const { page } = opened;
    expect(await page.locator("[data-package]").count()).toBe(4);
    const getStarted = page.locator("[data-package] a", { hasText: "Get Started" });
    expect(await getStarted.count()).toBe(4);
    for (const href of await getStarted.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toBe("/contact");
    expect(await page.locator("#add-ons [data-fee-row]").count()).toBe(9);
    const main = await page.locator("main").innerText();
    for (const price of [
      "$1,000",
      "$1,700",
      "$1,550",
      "$2,800",
      "$200",
      "$250",
      "$300",
      "$395",
      "$450",
      "$795",
    ]) {
      expect(main).toContain(price);
    }
    await opened.close();
  });
});

describe("fees overview and immigration fees", () => {
  it("links each fee card to its page, plus immigration fees and a personalised quote", async () => {
    const opened = await openPage(browser, "/fees", { viewport: PHONE });
    const { page } = opened;
    const learnMore = await page
      .locator("[data-fee-card] a", { hasText: "Learn More" })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(learnMore).toEqual([
      "/fees/real-estate",
      "/fees/estate-planning",
      "/services/immigration",
      "/services/family-law",
      "/services/notary",
    ]);
    expect(await page.locator('main a[href="/fees/immigration"]').count()).toBeGreaterThan(0);
    expect(
      await page.getByRole("link", { name: "Request a personalised quote" }).getAttribute("href"),
    ).toBe("/contact");
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("states the immigration stages, inclusions, exclusions and terms", async () => {
    const opened = await openPage(browser, "/fees/immigration", {
      viewport: PHONE,
      javaScript: false,
    });
    const main = await opened.page.locator("main").innerText();
    for (const text of [
      "$250",
      "$1,500",
      "$2,500",
      "$3,500",
      "at least 48 hours before your consultation",
      "non-refundable unless you cancel within 3 days of retaining us",
      "exclude 13% HST and government fees",
    ]) {
      expect(main).toContain(text);
    }
    expect(await opened.page.locator("[data-stage]").count()).toBe(4);
    expect(await opened.page.locator('[data-list="inclusions"] li').count()).toBeGreaterThan(3);
    expect(await opened.page.locator('[data-list="exclusions"] li').count()).toBeGreaterThan(3);
    await opened.close();
  });
});

describe("accessibility of the fee pages", () => {
  const cases = [
    ...feePages,
    "/fees/real-estate?type=purchase&price=3500001&mortgages=2&option=rush-under-14-days",
    "/fees/estate-planning?package=couples-dual&addon=guardian&addon=henson-trust",
  ].flatMap((path) => [[path, "390", PHONE] as const, [path, "1280", DESKTOP] as const]);
  it.each(cases)("%s has no axe violations at %s px", async (path, _w, viewport) => {
    const opened = await openPage(browser, path, { viewport });
    const violations = await axeViolations(opened.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await opened.page.locator("h1").count()).toBe(1);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
