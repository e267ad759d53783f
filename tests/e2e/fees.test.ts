/**
 * The fee pages and their quote calculators (docs/PRODUCT-RULES.md#fees). Every figure is read
 * again until it is right (`expect.poll`): the calculators update after each keystroke.
 * Their axe scans, one per width, are in routes.test.ts (1280 px) and
 * accessibility.test.ts (390 px), with the calculators showing a quote.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  DESKTOP,
  inViewUnderHeader,
  it,
  PHONE,
  waitForHydration,
  waitForScrollToSettle,
} from "../support/browser";

/** The quote card as the visitor reads it, or null while there is no total to show. */
async function totals(page: Page, form: "real-estate" | "estate-planning") {
  if ((await page.locator(`[data-quote-form="${form}"]`).count()) !== 1) return null;
  const card = page
    .locator("[data-quote-summary]")
    .filter({ has: page.locator("[data-quote-total]") });
  if ((await card.count()) === 0) return null;
  const text = async (locator: ReturnType<Page["locator"]>) => (await locator.innerText()).trim();
  return {
    subtotal: await text(card.locator("[data-quote-subtotal]")),
    hst: await text(card.locator("[data-quote-hst]")),
    total: await text(card.locator("[data-quote-total]")),
    status: await text(page.locator("[data-quote-status]")),
  };
}

/** Polls the quote card until it shows what is expected. */
const quote = (page: Page, form: "real-estate" | "estate-planning") =>
  expect.poll(() => totals(page, form));

const price = (page: Page) => page.getByRole("textbox", { name: "Property price", exact: true });

describe("real estate quote calculator", () => {
  it("prices a $1,250,000 purchase with one extra mortgage, typed on a phone, and keeps it in the URL", async ({
    open,
  }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE });
    // The calculator works without a server: no data requests while the visitor types.
    const serverCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".data") || r.method() !== "GET") serverCalls.push(r.url());
    });
    await page.getByRole("radio", { name: "Buying" }).check();
    await price(page).pressSequentially("$1,250,000");
    await page.getByLabel("Extra mortgages or lines of credit").selectOption("1");

    await quote(page, "real-estate").toEqual({
      subtotal: "$2,050.00",
      hst: "$266.50",
      total: "$2,316.50",
      status: "Estimated total $2,316.50, including $266.50 HST on $2,050.00 in fees.",
    });
    expect(await page.locator('[data-quote-line="purchase-fee"]').innerText()).toMatch(
      /Purchase fee for a \$1,250,000 property[\s\S]*\$1,750\.00[\s\S]*Prices from \$1,000,000\.01 to \$1,500,000/,
    );
    expect(await page.locator('[data-quote-line="extra-mortgage"]').innerText()).toMatch(
      /\$300\.00/,
    );
    expect(await price(page).inputValue()).toBe("$1,250,000");

    await expect
      .poll(() => new URL(page.url()).searchParams.toString())
      .toBe("type=purchase&price=1250000&mortgages=1");
    expect(new URL(page.url()).pathname).toBe("/fees/real-estate");
    expect(serverCalls).toEqual([]);
  });

  it("shows its total in view at 390 px as soon as a price is typed", async ({ open }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE });
    await page.getByRole("radio", { name: "Buying" }).check();
    const box = price(page);
    await box.scrollIntoViewIfNeeded();
    await box.pressSequentially("$850,000");
    // Answers first: the running total is below the fixed header and above the phone's booking
    // bar (which steps aside while the price field has focus), without scrolling.
    const running = page.locator("[data-quote-total-bar]");
    await expect.poll(() => running.isVisible()).toBe(true);
    const inView = await inViewUnderHeader(running);
    expect(inView).toMatchObject({ top: true, bottom: true });
    await quote(page, "real-estate").toMatchObject({ total: "$1,695.00" });
    expect(inView.text).toBe("Estimated total with HST$1,695.00");
    // It stays in view, pinned under the header, while the visitor goes on through the form.
    await page.getByLabel("Extra mortgages or lines of credit").focus();
    await page.getByLabel("Extra mortgages or lines of credit").selectOption("1");
    await expect
      .poll(() =>
        running.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight ? el.textContent : null;
        }),
      )
      .toMatch(/^Estimated total with HST\$[\d,]+\.\d\d$/);
  });

  it("restores a shared quote from the URL and keeps updating it", async ({ open }) => {
    const { page } = await open("/fees/real-estate?type=purchase&price=1250000&mortgages=1", {
      viewport: DESKTOP,
    });
    await expect.poll(() => page.getByRole("radio", { name: "Buying" }).isChecked()).toBe(true);
    await expect.poll(() => price(page).inputValue()).toBe("1250000");
    await expect
      .poll(() => page.getByLabel("Extra mortgages or lines of credit").inputValue())
      .toBe("1");
    await quote(page, "real-estate").toMatchObject({ total: "$2,316.50" });

    await page.getByRole("checkbox", { name: /Bridge loan/ }).check();
    await quote(page, "real-estate").toMatchObject({
      subtotal: "$2,450.00",
      hst: "$318.50",
      total: "$2,768.50",
    });
    await expect
      .poll(() => new URL(page.url()).searchParams.getAll("option"))
      .toEqual(["bridge-loan"]);

    // Reloading the shared address gives the same quote.
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("checkbox", { name: /Bridge loan/ }).isChecked())
      .toBe(true);
    await quote(page, "real-estate").toMatchObject({ total: "$2,768.50" });
  });

  it("prices the sale band edges as typed", async ({ open }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE });
    await page.getByRole("radio", { name: "Selling" }).check();
    const cases: [string, string][] = [
      ["1000000", "$1,250.00"],
      ["1000000.01", "$1,500.00"],
      ["3,500,000", "$2,500.00"],
      ["3,500,001", "$2,750.00"],
      ["10000000", "$5,750.00"],
    ];
    for (const [typed, subtotal] of cases) {
      await price(page).fill(typed);
      await expect
        .poll(async () => (await totals(page, "real-estate"))?.subtotal, { message: typed })
        .toBe(subtotal);
    }
    await price(page).fill("12 dollars");
    await expect
      .poll(() => page.getByText("Enter the price in dollars, for example 1,250,000.").isVisible())
      .toBe(true);
    expect(await price(page).getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("[data-quote-total]").count()).toBe(0);
  });

  it("prices a refinance without a price, from a shared URL", async ({ open }) => {
    const { page } = await open(
      "/fees/real-estate?type=refinance&refinance=private-lender&option=refinance-rush",
      { viewport: PHONE },
    );
    await expect
      .poll(() => page.getByRole("radio", { name: /Private mortgage, lender's side/ }).isChecked())
      .toBe(true);
    expect(await price(page).count()).toBe(0);
    await quote(page, "real-estate").toMatchObject({
      subtotal: "$2,725.00",
      hst: "$354.25",
      total: "$3,079.25",
    });
    await page.getByRole("radio", { name: /Standard refinance/ }).check();
    await quote(page, "real-estate").toMatchObject({ subtotal: "$1,350.00" });
    await expect.poll(() => new URL(page.url()).searchParams.get("refinance")).toBe("standard");
  });

  it("follows the URL again when a link opens the page without a quote", async ({ open }) => {
    const { page } = await open("/fees/real-estate?type=sale&price=900000", {
      viewport: DESKTOP,
    });
    await page.getByRole("checkbox", { name: /Tenanted property/ }).check();
    await quote(page, "real-estate").toMatchObject({ subtotal: "$1,500.00" });
    // A client-side link to the same page (the Fees menu), with no query.
    await page.locator('header a[href="/fees/real-estate"]').first().dispatchEvent("click");
    await page.waitForFunction(() => location.search === "");
    await expect.poll(() => page.getByRole("radio", { name: "Buying" }).isChecked()).toBe(true);
    await expect.poll(() => price(page).inputValue()).toBe("");
    await expect.poll(() => page.locator("[data-quote-total]").count()).toBe(0);
  });

  it("starts again from a link to the page after a quote typed there, and restores it on Back", async ({
    open,
  }) => {
    const { page } = await open("/fees/real-estate", { viewport: DESKTOP });
    await page.getByRole("radio", { name: "Selling" }).check();
    await price(page).fill("900000");
    await expect.poll(() => page.locator("[data-quote-total]").count()).toBe(1);
    const total = (await page.locator("[data-quote-total]").innerText()).trim();
    await page.waitForFunction(() => new URL(location.href).searchParams.get("price") === "900000");

    // A client-side link to the same page with no query: the calculator starts again, as the URL does.
    await page.locator('header a[href="/fees/real-estate"]').first().dispatchEvent("click");
    await page.waitForFunction(() => location.search === "");
    await expect.poll(() => page.getByRole("radio", { name: "Buying" }).isChecked()).toBe(true);
    await expect.poll(() => price(page).inputValue()).toBe("");

    // Typed again, away to another page and Back: the quote is the one the URL kept.
    await page.getByRole("radio", { name: "Selling" }).check();
    await price(page).fill("900000");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("price") === "900000");
    await page.locator('a[href="/contact"]').first().dispatchEvent("click");
    await page.waitForURL(/\/contact$/);
    await page.goBack();
    await expect.poll(() => page.getByRole("radio", { name: "Selling" }).isChecked()).toBe(true);
    await expect.poll(() => price(page).inputValue()).toBe("900000");
    await quote(page, "real-estate").toMatchObject({ total });
  });

  it("does not jump to the top of the page when a choice changes", async ({ open }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE });
    const box = page.getByRole("checkbox", { name: /Tenanted property/ });
    await box.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await box.check();
    await page.waitForFunction(() => new URL(location.href).searchParams.has("option"));
    await waitForScrollToSettle(page);
    const after = await page.evaluate(() => window.scrollY);
    expect(Math.abs(after - before)).toBeLessThan(50);
  });

  it("with JavaScript off shows every schedule and no computed numbers", async ({ open }) => {
    const { page } = await open("/fees/real-estate?type=purchase&price=1250000&mortgages=1", {
      viewport: PHONE,
      javaScript: false,
    });
    const main = await page.locator("main").innerText();
    expect(main).toMatch(/The instant quote needs JavaScript/);
    expect(main).toMatch(/With JavaScript turned off the instant quote cannot calculate/);
    expect(await price(page).isDisabled()).toBe(true);
    expect(main).not.toContain("$2,316.50");
    expect(await page.locator("[data-quote-total]").count()).toBe(0);
    expect(await page.locator('[data-band="to-1-5m"]').innerText()).toMatch(
      /\$1,750[\s\S]*\$1,500/,
    );
    for (const schedule of ["purchase-sale", "disbursements"]) {
      expect(await page.locator(`[data-fee-schedule="${schedule}"]`).count()).toBe(1);
    }
    expect(main).toMatch(/Rule 4\.2-2\.1/);
    expect(main).toMatch(/\$1,100\+/);
  });
});

describe("estate planning quote calculator", () => {
  it("prices a couple's dual-will package with two add-ons and restores it from the URL", async ({
    open,
  }) => {
    const { page } = await open("/fees/estate-planning", { viewport: PHONE });
    await page.getByRole("radio", { name: /Couples dual will/ }).check();
    await page.getByRole("checkbox", { name: /Guardian for minor children/ }).check();
    await page.getByRole("checkbox", { name: /Henson trust/ }).check();
    await quote(page, "estate-planning").toEqual({
      subtotal: "$3,395.00",
      hst: "$441.35",
      total: "$3,836.35",
      status: "Estimated total $3,836.35, including $441.35 HST on $3,395.00 in fees.",
    });
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe("?package=couples-dual&addon=guardian&addon=henson-trust");
    const shared = new URL(page.url());

    const again = (await open(shared.pathname + shared.search, { viewport: DESKTOP })).page;
    await expect
      .poll(() => again.getByRole("radio", { name: /Couples dual will/ }).isChecked())
      .toBe(true);
    await expect
      .poll(() => again.getByRole("checkbox", { name: /Henson trust/ }).isChecked())
      .toBe(true);
    expect(
      await again.getByRole("checkbox", { name: /Trust for minor beneficiaries/ }).isChecked(),
    ).toBe(false);
    await quote(again, "estate-planning").toMatchObject({ total: "$3,836.35" });
    // Unchecking an add-on updates the total and the address.
    await again.getByRole("checkbox", { name: /Guardian for minor children/ }).uncheck();
    await quote(again, "estate-planning").toMatchObject({ total: "$3,610.35" });
    await expect
      .poll(() => new URL(again.url()).search)
      .toBe("?package=couples-dual&addon=henson-trust");
  });

  it("shows four packages with Get Started links and nine add-ons", async ({ open }) => {
    const { page } = await open("/fees/estate-planning", {
      viewport: DESKTOP,
      javaScript: false,
    });
    expect(await page.locator("[data-package]").count()).toBe(4);
    const getStarted = page.locator("[data-package] a", { hasText: "Get Started" });
    expect(await getStarted.count()).toBe(4);
    for (const href of await getStarted.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toBe("/contact");
    expect(await page.locator("#add-ons [data-fee-row]").count()).toBe(9);
    const main = await page.locator("main").innerText();
    for (const amount of [
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
      expect(main).toContain(amount);
    }
  });
});

describe("fees overview and immigration fees", () => {
  it("links each fee card to its page, plus immigration fees and a personalised quote", async ({
    open,
  }) => {
    const { page } = await open("/fees", { viewport: PHONE });
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
  });

  it("states the immigration stages, inclusions, exclusions and terms", async ({ open }) => {
    const { page } = await open("/fees/immigration", { viewport: PHONE, javaScript: false });
    const main = await page.locator("main").innerText();
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
    expect(await page.locator("[data-stage]").count()).toBe(4);
    expect(await page.locator('[data-list="inclusions"] li').count()).toBeGreaterThan(3);
    expect(await page.locator('[data-list="exclusions"] li').count()).toBeGreaterThan(3);
  });
});
