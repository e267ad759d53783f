import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteUrl } from "~/lib/seo/seo";
import {
  axeViolations,
  baseUrl,
  DESKTOP,
  describeViolations,
  inViewUnderHeader,
  it,
  PHONE,
  textOf,
} from "../support/browser";

const SHARED =
  "/fees/real-estate?closing-price=850000&closing-date=2026-12-15&city=toronto&first-time=yes&property=home";

/** The estimate card's lines as [id, amount], and its total. */
async function estimate(page: Page) {
  const card = page.locator("[data-estimate-summary]");
  await card.locator("[data-estimate-total]").waitFor();
  const lines = await card
    .locator("[data-estimate-line]")
    .evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute("data-estimate-line"),
        el.querySelector("[data-amount]")?.textContent?.trim(),
      ]),
    );
  const total = (await card.locator("[data-estimate-total]").innerText()).trim();
  return { lines, total };
}

/**
 * Opens the estimate's breakdown the way a visitor does: a tap on each closed part (taxes, our
 * fee, disbursements, what it leaves out). Its lines can then be read as shown.
 */
async function openBreakdown(page: Page) {
  const closed = page.locator("[data-estimate-summary] details:not([open]) > summary");
  while ((await closed.count()) > 0) await closed.first().click();
}

const firstHomeInToronto = {
  lines: [
    ["ontario-tax", "$13,475.00"],
    ["ontario-relief", "−$4,000.00"],
    ["toronto-tax", "$13,475.00"],
    ["toronto-relief", "−$4,475.00"],
    ["legal-fee", "$1,500.00"],
    ["legal-hst", "$195.00"],
    ["disbursements", "$1,200.00"],
  ],
  total: "$21,370.00",
};

describe("closing-cost estimator", () => {
  it("estimates a first home in Toronto on a phone, instantly, announced, with its state in the URL", async ({
    open,
  }) => {
    const opened = await open("/fees/real-estate", { viewport: PHONE });
    const { page } = opened;
    const serverCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".data") || r.method() !== "GET") serverCalls.push(r.url());
    });
    await expect(page.locator("[data-estimate-empty]").innerText()).resolves.toMatch(
      /Enter the purchase price/,
    );
    // An empty field looks empty: no grey example inside it that reads as a value.
    const priceBox = page.getByRole("textbox", { name: "Purchase price" });
    expect(await priceBox.getAttribute("placeholder")).toBeNull();
    await priceBox.scrollIntoViewIfNeeded();
    await priceBox.pressSequentially("$850,000");
    // Answers first: the total is in view as soon as the price is typed, below the fixed header
    // and above the phone's booking bar.
    const running = page.locator("[data-estimate-running-total]");
    await expect.poll(() => running.isVisible()).toBe(true);
    const inView = await inViewUnderHeader(running);
    expect(inView).toMatchObject({ top: true, bottom: true });
    expect(inView.text).toMatch(/^Cash to close\$[\d,]+\.\d\d$/);
    await page.getByLabel("Closing date", { exact: true }).fill("2026-12-15");
    await page.getByRole("checkbox", { name: /Every buyer is a first-time buyer/ }).check();

    expect(await estimate(page)).toEqual(firstHomeInToronto);
    // A first-time buyer is a citizen or permanent resident: no speculation tax is shown.
    expect(await page.locator('[data-estimate-line$="-speculation"]').count()).toBe(0);
    expect(await page.locator("[data-estimate-summary]").textContent()).not.toMatch(/speculation/i);
    await expect(page.locator("[data-estimate-status]").innerText()).resolves.toBe(
      "Estimated cash to close $21,370.00: land transfer tax $18,475.00 after refunds, our fee $1,695.00 with HST, and disbursements up to $1,200.00.",
    );
    // Each government line says where its rates come from and when they were checked.
    await openBreakdown(page);
    const ontario = page.locator('[data-estimate-line="ontario-tax"]');
    await expect(ontario.innerText()).resolves.toMatch(
      /0\.5% on the first \$55,000[\s\S]*Rates for a closing on December 15, 2026, in force since January 1, 2017[\s\S]*Source: Ontario Ministry of Finance[\s\S]*checked November 23, 2026/,
    );
    await expect(
      page.locator('[data-estimate-line="toronto-tax"] a').getAttribute("href"),
    ).resolves.toMatch(/^https:\/\/www\.toronto\.ca\//);
    const main = await page.locator("main").innerText();
    expect(main).toMatch(/An estimate, not a quote/);
    expect(main).toMatch(/mortgage default insurance premium/);
    expect(main).toMatch(/title insurance premiums/);
    expect(main).toMatch(/Rule 4\.2-2\.1/);

    expect(new URL(page.url()).pathname).toBe("/fees/real-estate");
    // The query follows the answer after the next frame (app/lib/hooks/use-quote-query-state.ts).
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({
        "closing-price": "850000",
        "closing-date": "2026-12-15",
        city: "toronto",
        "first-time": "yes",
        property: "home",
      });
    expect(serverCalls).toEqual([]);
    // The form fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it.for([
    ["390", PHONE],
    ["320", { width: 320, height: 700 }],
  ] as const)(
    "marks each chosen segment with a tick clear of its word at %s px",
    async ([, viewport], { open }) => {
      const opened = await open("/fees/real-estate", { viewport });
      const { page } = opened;
      // Every question answered by segments, with a choice made in each (Buying, Toronto, A home).
      const ticks = await page
        .locator("[data-estimator-form] label:has(input:checked)")
        .evaluateAll((labels) =>
          labels
            .map((label) => {
              const tick = label.querySelector("svg");
              const word = label.querySelector("span span span");
              if (!tick || !word) return null;
              const t = tick.getBoundingClientRect();
              // The word's own glyphs, not its line box.
              const range = document.createRange();
              range.selectNodeContents(word);
              const w = range.getBoundingClientRect();
              const apart =
                t.right <= w.left || t.left >= w.right || t.bottom <= w.top || t.top >= w.bottom;
              return { word: word.textContent, shown: t.width > 0, apart };
            })
            .filter((x) => x !== null),
        );
      expect(ticks.map((t) => t.word)).toEqual(["Buying", "City of Toronto", "A home"]);
      for (const tick of ticks)
        expect(tick, tick.word ?? "").toMatchObject({ shown: true, apart: true });
      expect(opened.problems).toEqual([]);
      await opened.close();
    },
  );

  it("restores a shared estimate and picks the rates in force on each side of April 1, 2026", async ({
    open,
  }) => {
    const opened = await open(
      "/fees/real-estate?closing-price=5000000&closing-date=2026-03-31&city=toronto&property=home",
      { viewport: DESKTOP },
    );
    const { page } = opened;
    const toronto = page.locator('[data-estimate-line="toronto-tax"] [data-amount]');
    await openBreakdown(page);
    await expect(toronto.innerText()).resolves.toBe("$141,475.00");
    // Speculation taxes only once the visitor says a buyer is not a citizen or permanent resident.
    const speculation = page.locator('[data-estimate-line$="-speculation"] [data-amount]');
    expect(await speculation.count()).toBe(0);
    const foreign = page.getByRole("checkbox", { name: /A buyer is not a Canadian citizen/ });
    await foreign.check();
    await expect
      .poll(() => speculation.allTextContents())
      .toEqual(["$1,250,000.00", "$500,000.00"]);
    // The URL follows the answer after the next frame (app/lib/hooks/use-quote-query-state.ts).
    await expect.poll(() => new URL(page.url()).searchParams.get("foreign-buyer")).toBe("yes");
    await foreign.uncheck();
    await expect.poll(() => speculation.count()).toBe(0);
    await expect(page.getByRole("textbox", { name: "Purchase price" }).inputValue()).resolves.toBe(
      "5000000",
    );
    await page.getByLabel("Closing date", { exact: true }).fill("2026-04-01");
    await expect.poll(() => toronto.innerText()).toBe("$159,975.00");
    await expect(page.locator('[data-estimate-line="toronto-tax"]').innerText()).resolves.toMatch(
      /4\.40% on the next \$1,000,000 and 5\.45% on the remaining \$1,000,000/,
    );
    // One day earlier again, and on both sides of January 1, 2024.
    await page.getByLabel("Closing date", { exact: true }).fill("2023-12-31");
    await expect.poll(() => toronto.innerText()).toBe("$111,475.00");
    await page.getByLabel("Closing date", { exact: true }).fill("2024-01-01");
    await expect.poll(() => toronto.innerText()).toBe("$141,475.00");

    // Outside Toronto there is no municipal tax.
    await page.getByRole("radio", { name: /Elsewhere in Ontario/ }).check();
    await expect.poll(() => page.locator('[data-estimate-line="toronto-tax"]').count()).toBe(0);
    await expect(
      page.locator('[data-estimate-line="ontario-tax"] [data-amount]').innerText(),
    ).resolves.toBe("$111,475.00");

    // The address follows the answer: a purchase (no `type`), its date and place.
    await expect.poll(() => new URL(page.url()).searchParams.get("city")).toBe("ontario");
    const shared = new URL(page.url());
    expect(shared.searchParams.has("type")).toBe(false);
    expect(shared.searchParams.get("closing-date")).toBe("2024-01-01");
    expect(shared.searchParams.get("city")).toBe("ontario");
    expect(opened.problems).toEqual([]);
    await opened.close();

    const again = await open(shared.pathname + shared.search, { viewport: PHONE });
    await openBreakdown(again.page);
    await expect(
      again.page.locator('[data-estimate-line="ontario-tax"] [data-amount]').innerText(),
    ).resolves.toBe("$111,475.00");
    await expect(
      again.page.getByRole("radio", { name: /Elsewhere in Ontario/ }).isChecked(),
    ).resolves.toBe(true);
    expect(again.problems).toEqual([]);
    await again.close();
  });

  it("counts no first-time buyer refund once a buyer is not a citizen or permanent resident, and says so", async ({
    open,
  }) => {
    const { page } = await open(SHARED, { viewport: PHONE });
    await openBreakdown(page);
    const relief = page.locator('[data-estimate-line$="-relief"] [data-amount]');
    await expect.poll(() => relief.allTextContents()).toEqual(["−$4,000.00", "−$4,475.00"]);
    const withheld = page.locator('[data-estimate-line="first-time-relief-withheld"]');
    expect(await withheld.count()).toBe(0);

    await page.getByRole("checkbox", { name: /A buyer is not a Canadian citizen/ }).check();
    // One answer, not two: the speculation taxes, and no refund beside them.
    await expect.poll(() => relief.count()).toBe(0);
    await expect
      .poll(() =>
        page.locator('[data-estimate-line$="-speculation"] [data-amount]').allTextContents(),
      )
      .toEqual(["$212,500.00", "$85,000.00"]);
    await expect.poll(() => withheld.isVisible()).toBe(true);
    const said = await textOf(withheld);
    expect(said).toMatch(/^First-time buyer refund and rebate: not counted \$0\.00 /);
    expect(said).toContain(
      "You said a buyer is not a Canadian citizen or permanent resident. Ontario's first-time buyer refund and Toronto's rebate are only for buyers who are, so this estimate counts no refund",
    );
    // The taxes group's total is the full tax, Ontario's and Toronto's.
    await expect
      .poll(() =>
        page
          .locator("[data-estimate-group] > summary")
          .first()
          .innerText()
          .then((t) => t.replace(/\s+/g, " ")),
      )
      .toMatch(/\$324,450\.00$/);
    // ...and its title says the speculation taxes are in it.
    expect(
      (await page.locator("[data-estimate-group] > summary").first().innerText()).replace(
        /\s+/g,
        " ",
      ),
    ).toMatch(/^Land transfer and speculation taxes, after refunds \$324,450\.00$/);
    await expect(page.locator("[data-estimate-status]").innerText()).resolves.toMatch(
      /land transfer tax \$26,950\.00 after refunds, speculation tax \$297,500\.00/,
    );
  });

  it("explains a price or date it cannot use", async ({ open }) => {
    const opened = await open("/fees/real-estate", { viewport: DESKTOP });
    const { page } = opened;
    const price = page.getByRole("textbox", { name: "Purchase price" });
    await price.fill("85o,000");
    await expect(price.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.locator("#closing-price-error").innerText()).resolves.toMatch(
      /Enter the price in dollars/,
    );
    await price.fill("850000");
    await page.getByLabel("Closing date", { exact: true }).fill("2007-06-01");
    await expect(page.locator("#closing-date-error").innerText()).resolves.toBe(
      "Enter a closing date on or after February 1, 2008, when Toronto's tax began.",
    );
    // The total is drawn from the deferred answer, a frame after the field's own error.
    await expect.poll(() => page.locator("[data-estimate-total]").count()).toBe(0);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("says nothing is wrong while a closing date's year is typed digit by digit, and keeps the estimate", async ({
    open,
  }) => {
    const { page } = await open("/fees/real-estate", { viewport: DESKTOP });
    await page.getByRole("textbox", { name: "Purchase price" }).fill("850000");
    const date = page.getByLabel("Closing date", { exact: true });
    await date.fill("2026-04-01");
    await expect.poll(() => page.locator("[data-estimate-total]").count()).toBe(1);
    // Everything the estimator shows or hides from here on, as it happens.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector("#closing-date-error")) seen.push("date error");
        if (!document.querySelector("[data-estimate-total]")) seen.push("no total");
      }).observe(document.body, { subtree: true, childList: true });
    });
    // The browser's date field takes month, day and year as typed digits (en-US order here); each
    // digit of the year reports a date of its own: year 2, 20, 202, then 2026.
    await date.focus();
    await page.keyboard.type("12152026");
    await expect.poll(() => date.inputValue()).toBe("2026-12-15");
    await expect
      .poll(() => new URL(page.url()).searchParams.get("closing-date"))
      .toBe("2026-12-15");
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
    expect(await page.locator("[data-estimate-total]").count()).toBe(1);
  });

  it("without JavaScript: the schedules are tables and the GET form is computed by the server", async ({
    open,
  }) => {
    const opened = await open("/fees/real-estate", {
      viewport: PHONE,
      javaScript: false,
    });
    const { page } = opened;
    // Every schedule the estimator uses is a table in the land transfer tax guide, linked from the
    // fee page; earlier ones are folded away.
    const guide = page.locator("main a[data-tax-guide-link]");
    expect(await guide.getAttribute("href")).toBe("/knowledge/real-estate/land-transfer-tax");
    await page.goto(new URL("/knowledge/real-estate/land-transfer-tax", page.url()).href);
    expect(await page.locator("[data-tax-table]").count()).toBe(12);
    await expect(
      page.locator('[data-tax-table="toronto-2026-residential"]').innerText(),
    ).resolves.toMatch(/\$3,000,000\.01 to \$4,000,000\s+4\.40%[\s\S]*Above \$20,000,000\s+8\.60%/);
    await expect(
      page.locator('[data-tax-table="ontario-2017-residential"]').innerText(),
    ).resolves.toMatch(/Above \$2,000,000\s+2\.5%/);
    expect(await page.locator("details", { hasText: "Earlier rates" }).count()).toBe(1);
    await page.goto(new URL("/fees/real-estate", page.url()).href);

    await page.getByRole("textbox", { name: "Purchase price" }).fill("850,000");
    await page.getByLabel("Closing date", { exact: true }).fill("2026-12-15");
    await page.getByRole("checkbox", { name: /Every buyer is a first-time buyer/ }).check();
    await Promise.all([
      page.waitForURL(/closing-price=/),
      page.getByRole("button", { name: "Estimate my closing costs" }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.get("closing-price")).toBe("850,000");
    expect(url.hash).toBe("#closing-result");
    expect(await estimate(page)).toEqual(firstHomeInToronto);
    // The form shows what was asked, so it can be changed and sent again.
    await expect(page.getByRole("textbox", { name: "Purchase price" }).inputValue()).resolves.toBe(
      "850,000",
    );
    await expect(
      page.getByRole("checkbox", { name: /Every buyer is a first-time buyer/ }).isChecked(),
    ).resolves.toBe(true);
    await opened.close();
  });

  it("is rendered by the server for its own query only, with every inline script in the CSP", async () => {
    const { inlineScriptHashes } = await import("~/page/csp.server");
    const onRequest = await fetch(new URL(SHARED, baseUrl()));
    expect(onRequest.status).toBe(200);
    expect(onRequest.headers.get("etag")).toBeNull();
    const html = await onRequest.text();
    expect(html).toContain("$21,370.00");
    const policy = onRequest.headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);

    // The page itself, and a query of no use to the estimator, get the prerendered file.
    for (const path of ["/fees/real-estate", "/fees/real-estate?utm_source=newsletter"]) {
      const prerendered = await fetch(new URL(path, baseUrl()));
      expect(prerendered.headers.get("etag"), path).toMatch(/^"/);
      expect(await prerendered.text(), path).not.toContain("data-estimate-total");
    }
    // A link of the fee-only quote the estimator replaced is answered by the server too.
    const sale = await fetch(new URL("/fees/real-estate?type=sale&price=900000", baseUrl()));
    expect(sale.headers.get("etag")).toBeNull();
    expect(await sale.text()).toContain("$1,412.50");
  });

  it.for([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("sends the estimate to the contact form %s", async ([, javaScript], { open }) => {
    const opened = await open(SHARED, { viewport: PHONE, javaScript });
    const { page } = opened;
    await Promise.all([
      page.waitForURL(/\/contact\?/),
      page.getByRole("link", { name: "Send me this estimate" }).click(),
    ]);
    if (javaScript) await page.waitForSelector("html[data-hydrated]");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("estimate")).toBe("closing-costs");
    expect(url.hash).toBe("#send-message");
    const message = await page.getByRole("textbox", { name: /Message/ }).inputValue();
    expect(message).toMatch(/^Please confirm my closing costs/);
    for (const text of [
      "Purchase price: $850,000.00",
      "Closing date: December 15, 2026",
      "First-time buyer: yes",
      "Ontario land transfer tax: $13,475.00",
      "Toronto first-time buyer rebate: -$4,475.00",
      "Estimated cash to close beyond the down payment: $21,370.00",
      `Estimate link: ${siteUrl}/fees/real-estate?closing-price=850000`,
    ]) {
      expect(message).toContain(text);
    }
    await expect(page.getByLabel(/Service needed/).inputValue()).resolves.toBe("real-estate");
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("is linked from the buying service page, the purchase guide and the buyer checklist", async ({
    open,
  }) => {
    for (const path of [
      "/services/buying-real-estate",
      "/knowledge/real-estate/purchase-process",
      "/knowledge/real-estate/buyer-checklist",
    ]) {
      const opened = await open(path, { viewport: PHONE, javaScript: false });
      const link = opened.page.locator('main a[href="/fees/real-estate#closing-costs"]');
      expect(await link.count(), path).toBeGreaterThan(0);
      await opened.close();
    }
    const opened = await open("/knowledge/real-estate/buyer-checklist", {
      viewport: DESKTOP,
    });
    await opened.page.getByRole("link", { name: "Estimate closing costs" }).click();
    await opened.page.waitForURL(/\/fees\/real-estate#closing-costs$/);
    const heading = opened.page.getByRole("heading", { name: "How much cash you need to close" });
    await heading.waitFor();
    // The link lands on the estimator itself, not the top of the fee page.
    await expect
      .poll(() => heading.evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(DESKTOP.height);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it.for([
    [SHARED, "390", PHONE],
    [SHARED, "1280", DESKTOP],
    [`/contact?estimate=closing-costs&${SHARED.split("?")[1]}`, "390", PHONE],
    [`/contact?estimate=closing-costs&${SHARED.split("?")[1]}`, "1280", DESKTOP],
  ] as const)("%s has no axe violations at %s px", async ([path, , viewport], { open }) => {
    const opened = await open(path, { viewport });
    // Every disclosure open (the estimate's parts, what it leaves out), so axe sees all of it.
    await opened.page.locator("main details").evaluateAll((ds) => {
      for (const d of ds) (d as HTMLDetailsElement).open = true;
    });
    const violations = await axeViolations(opened.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
