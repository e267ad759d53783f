/**
 * The fee pages and their calculators (docs/PRODUCT-RULES.md#fees): the real estate page's one tool
 * (buying, selling or refinancing, the price asked once) and the estate planning quote. Every
 * figure is read again until it is right (`expect.poll`): they update after each keystroke.
 * Their axe scans, one per width, are in routes.test.ts (1280 px) and
 * accessibility.test.ts (390 px), with the calculators showing a quote.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteUrl } from "~/lib/seo/seo";
import { DESKTOP, inViewUnderHeader, it, PHONE, waitForScrollToSettle } from "../support/browser";

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

/** The real estate tool's one price field, as the transaction names it. */
const price = (page: Page, name: "Purchase price" | "Sale price" = "Sale price") =>
  page.getByRole("textbox", { name, exact: true });

/** The real estate tool's answer: its total, or null while there is none. */
async function answer(page: Page): Promise<string | null> {
  const total = page.locator("[data-estimate-total]");
  return (await total.count()) === 1 ? (await total.innerText()).trim() : null;
}

const lineAmount = (page: Page, id: string) =>
  page.locator(`[data-estimate-line="${id}"] [data-amount]`).innerText();

describe("real estate: one tool that asks the price once", () => {
  it("has one price field, and answers a sale with our fee and HST as it is typed, keeping it in the URL (390 px)", async ({
    open,
  }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE });
    // The calculator works without a server: no data requests while the visitor types.
    const serverCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".data") || r.method() !== "GET") serverCalls.push(r.url());
    });
    // One tool, one price field, whatever the transaction.
    expect(await page.getByRole("textbox", { name: /price/i }).count()).toBe(1);
    expect(await page.locator("#quote").count()).toBe(0);
    await page.getByRole("radio", { name: "Selling" }).check();
    expect(await page.getByRole("textbox", { name: /price/i }).count()).toBe(1);
    // A sale asks nothing of a purchase.
    await expect(page.getByLabel("Closing date", { exact: true }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("heading", { name: "Your sale" }).isVisible()).resolves.toBe(true);
    const cases: [string, string, string][] = [
      ["1000000", "$1,250.00", "$1,412.50"],
      ["1000000.01", "$1,500.00", "$1,695.00"],
      ["3,500,000", "$2,500.00", "$2,825.00"],
      ["3,500,001", "$2,750.00", "$3,107.50"],
    ];
    for (const [typed, fee, total] of cases) {
      await price(page).fill(typed);
      await expect.poll(() => answer(page), { message: typed }).toBe(total);
      await expect(lineAmount(page, "sale-fee")).resolves.toBe(fee);
    }
    await expect
      .poll(() => page.locator("[data-estimate-status]").innerText())
      .toBe(
        "Our fee $3,107.50 with HST: $2,750.00 plus $357.50 HST. Disbursements are paid at cost.",
      );
    // The total in view under the header as soon as there is one.
    const running = page.locator("[data-estimate-running-total]");
    await price(page).focus();
    const inView = await inViewUnderHeader(running);
    expect(inView).toMatchObject({ top: true, bottom: true });
    expect(inView.text).toBe("Our fee with HST$3,107.50");
    await expect
      .poll(() => new URL(page.url()).searchParams.toString())
      .toBe("type=sale&closing-price=3500001");
    await price(page).fill("12 dollars");
    await expect
      .poll(() => page.getByText("Enter the price in dollars, for example 1,250,000.").isVisible())
      .toBe(true);
    expect(await price(page).getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => answer(page)).toBeNull();
    expect(serverCalls).toEqual([]);
  });

  it("answers a refinance without a price, from a shared URL, and keeps the choice in it", async ({
    open,
  }) => {
    const { page } = await open("/fees/real-estate?type=refinance&refinance=private-lender", {
      viewport: PHONE,
    });
    await expect
      .poll(() => page.getByRole("radio", { name: /Private mortgage, lender's side/ }).isChecked())
      .toBe(true);
    expect(await page.getByRole("textbox", { name: /price/i }).isVisible()).toBe(false);
    await expect.poll(() => answer(page)).toBe("$2,683.75");
    await page.getByRole("radio", { name: /Standard refinance/ }).check();
    await expect.poll(() => answer(page)).toBe("$1,130.00");
    await expect.poll(() => new URL(page.url()).searchParams.get("refinance")).toBe("standard");
  });

  it("opens a fee-only quote's link (?price=) in the one tool, with and without JavaScript", async ({
    open,
  }) => {
    for (const javaScript of [true, false]) {
      const { page, close } = await open("/fees/real-estate?type=sale&price=900000", {
        viewport: DESKTOP,
        javaScript,
      });
      await expect
        .poll(() => page.getByRole("radio", { name: "Selling" }).isChecked(), {
          message: String(javaScript),
        })
        .toBe(true);
      await expect.poll(() => price(page).inputValue()).toBe("900000");
      await expect.poll(() => answer(page)).toBe("$1,412.50");
      await close();
    }
    // A buyer's `?price=` is the purchase price of the estimate.
    const { page } = await open("/fees/real-estate?price=850000", { viewport: DESKTOP });
    await expect.poll(() => price(page, "Purchase price").inputValue()).toBe("850000");
    await expect.poll(() => answer(page)).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it("starts again from a link to the page after an answer typed there, and restores it on Back", async ({
    open,
  }) => {
    const { page } = await open("/fees/real-estate", { viewport: DESKTOP });
    await page.getByRole("radio", { name: "Selling" }).check();
    await price(page).fill("900000");
    await expect.poll(() => answer(page)).toBe("$1,412.50");
    await page.waitForFunction(
      () => new URL(location.href).searchParams.get("closing-price") === "900000",
    );

    // A client-side link to the same page with no query: the tool starts again, as the URL does.
    await page.locator('header a[href="/fees/real-estate"]').first().dispatchEvent("click");
    await page.waitForFunction(() => location.search === "");
    await expect.poll(() => page.getByRole("radio", { name: "Buying" }).isChecked()).toBe(true);
    await expect.poll(() => price(page, "Purchase price").inputValue()).toBe("");

    // Typed again, away to another page and Back: the answer is the one the URL kept.
    await page.getByRole("radio", { name: "Selling" }).check();
    await price(page).fill("900000");
    await page.waitForFunction(
      () => new URL(location.href).searchParams.get("closing-price") === "900000",
    );
    await page.locator('a[href="/contact"]').first().dispatchEvent("click");
    await page.waitForURL(/\/contact$/);
    await page.goBack();
    await expect.poll(() => page.getByRole("radio", { name: "Selling" }).isChecked()).toBe(true);
    await expect.poll(() => price(page).inputValue()).toBe("900000");
    await expect.poll(() => answer(page)).toBe("$1,412.50");
  });

  it("does not jump to the top of the page when the transaction changes", async ({ open }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE });
    const selling = page.getByRole("radio", { name: "Selling" });
    await page.getByRole("heading", { name: "Your purchase" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 150));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await selling.check();
    await page.waitForFunction(() => new URL(location.href).searchParams.get("type") === "sale");
    await waitForScrollToSettle(page);
    const after = await page.evaluate(() => window.scrollY);
    expect(Math.abs(after - before)).toBeLessThan(50);
  });

  it("with JavaScript off asks every question, answers from the server, and shows every schedule", async ({
    open,
  }) => {
    const { page } = await open("/fees/real-estate", { viewport: PHONE, javaScript: false });
    // Every question of every transaction shows; the server reads those of the one sent.
    for (const label of ["Purchase price", "Closing date"])
      expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
    expect(await page.getByRole("radio", { name: /Standard refinance/ }).isVisible()).toBe(true);
    await page.getByRole("radio", { name: "Selling" }).check();
    await page.getByLabel("Purchase price", { exact: true }).fill("900000");
    await page.getByRole("button", { name: "Estimate my closing costs" }).click();
    await page.waitForURL(/type=sale/);
    await expect.poll(() => answer(page)).toBe("$1,412.50");
    const main = await page.locator("main").innerText();
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
    // Each carries its package to the contact form (plain links: no JavaScript here).
    expect(await getStarted.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      ["individual-standard", "individual-dual", "couples-standard", "couples-dual"].map(
        (id) => `/contact?estimate=estate-plan&package=${id}#send-message`,
      ),
    );
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

describe("estate planning: Get Started takes the quote to the contact form", () => {
  /** The contact form as it opened: its service and its message. */
  async function contactForm(page: Page) {
    const url = new URL(page.url());
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("estimate")).toBe("estate-plan");
    expect(url.hash).toBe("#send-message");
    return {
      service: await page.getByLabel(/Service needed/).inputValue(),
      message: page.getByRole("textbox", { name: /Message/ }),
    };
  }

  it("the result card's Get Started fills the service and the message with the quote", async ({
    open,
  }) => {
    const opened = await open("/fees/estate-planning", { viewport: PHONE });
    const { page } = opened;
    await page.getByRole("radio", { name: /Couples dual will/ }).check();
    await page.getByRole("checkbox", { name: /Henson trust/ }).check();
    await quote(page, "estate-planning").toMatchObject({ total: "$3,610.35" });
    await Promise.all([
      page.waitForURL(/\/contact\?/),
      page.locator("#quote").getByRole("link", { name: "Get Started" }).click(),
    ]);
    await page.waitForSelector('html[data-hydrated="true"]');
    const { service, message } = await contactForm(page);
    expect(service).toBe("wills-estates");
    const text = await message.inputValue();
    expect(text).toMatch(/^I would like to get started on my estate plan/);
    for (const line of [
      "Package: Couples dual will ($2,800.00)",
      "Add-on: Henson trust ($395.00)",
      "HST (13%): $415.35",
      "Estimated total with HST: $3,610.35",
      `Quote link: ${siteUrl}/fees/estate-planning?package=couples-dual&addon=henson-trust#quote`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain("Guardian");
    // The visitor can edit it before sending.
    await message.fill(`${text}\nWe have two children.`);
    expect(await message.inputValue()).toMatch(/\$3,610\.35[\s\S]*We have two children\.$/);
    expect(opened.problems).toEqual([]);
  });

  it("a package card's Get Started carries its package without JavaScript", async ({ open }) => {
    const { page } = await open("/fees/estate-planning", { viewport: DESKTOP, javaScript: false });
    await Promise.all([
      page.waitForURL(/\/contact\?/),
      page.getByRole("link", { name: "Get Started with the Individual dual will package" }).click(),
    ]);
    const { service, message } = await contactForm(page);
    expect(service).toBe("wills-estates");
    const text = await message.inputValue();
    expect(text).toContain("Package: Individual dual will ($1,700.00)");
    expect(text).toContain("Add-ons: none");
    expect(text).toContain("Estimated total with HST: $1,921.00");
  });
});

describe("fees overview and immigration fees", () => {
  it("links each fee card to its fees, once, and a personalised quote", async ({ open }) => {
    const { page } = await open("/fees", { viewport: PHONE });
    const learnMore = await page
      .locator("[data-fee-card] a", { hasText: "Learn More" })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(learnMore).toEqual([
      "/fees/real-estate",
      "/fees/estate-planning",
      "/fees/immigration",
      "/services/family-law#fees",
      "/services/notary#pricing",
    ]);
    // One link per card: "Learn More about … fees" leads to the fees.
    for (const card of await page.locator("[data-fee-card]").all())
      expect(await card.locator("a").count()).toBe(1);
    expect(
      await page.getByRole("link", { name: "Request a personalised quote" }).getAttribute("href"),
    ).toBe("/contact");
  });

  it("the family law card does not call ranges fixed, and the immigration card tells the free call from the paid assessment", async ({
    open,
  }) => {
    // Advertised fees must be accurate (LSO Rules of Professional Conduct, r. 4.2-1).
    const { page } = await open("/fees", { viewport: PHONE, javaScript: false });
    const family = (await page.locator("[data-fee-card]").nth(3).innerText()).replace(/\s+/g, " ");
    expect(family).not.toMatch(/Fixed fees for/);
    expect(family).toContain(
      "A fixed fee for an uncontested divorce, and stated fee ranges for separation agreements",
    );
    const immigration = (await page.locator("[data-fee-card]").nth(2).innerText()).replace(
      /\s+/g,
      " ",
    );
    expect(immigration).not.toMatch(/\bConsultations from/);
    expect(immigration).toContain("First 15-minute call free; full case assessments from $250");
  });

  it("states the immigration stages, inclusions, exclusions and terms", async ({ open }) => {
    const { page } = await open("/fees/immigration", { viewport: PHONE, javaScript: false });
    const main = await page.locator("main").innerText();
    for (const text of [
      "$250",
      "$1,500",
      "$2,500",
      "$3,500",
      "Full case assessment",
      "at least 48 hours before your full case assessment",
      "If you cancel within 3 days of retaining us, the fee is refunded; after those 3 days it is not refundable.",
      "Your first 15-minute call is free",
      "exclude 13% HST and government fees",
    ]) {
      expect(main).toContain(text);
    }
    expect(await page.locator("[data-stage]").count()).toBe(4);
    expect(await page.locator('[data-list="inclusions"] li').count()).toBeGreaterThan(3);
    expect(await page.locator('[data-list="exclusions"] li').count()).toBeGreaterThan(3);
  });
});
