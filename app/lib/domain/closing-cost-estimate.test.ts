import { describe, expect, it } from "vitest";
import { factText } from "~/content/facts";
import { realEstateDisbursements } from "~/content/fees/real-estate";
import { closingCostEstimatorPath, pageByPath, rendersOnRequest } from "~/site-map";
import {
  estimateClosingCosts,
  estimatorErrors,
  evaluateEstimator,
  feeQuoteFor,
  parseClosingDate,
  yearBeingTyped,
} from "./closing-cost-estimate";
import {
  estimateAnnouncement,
  estimateLines,
  estimateMessage,
  taxesGroupTitle,
} from "./closing-cost-lines";
import {
  contactEstimateParam,
  contactHrefForEstimate,
  defaultEstimatorState,
  type EstimatorState,
  estimatorFromSearch,
  estimatorQueryKeys,
  estimatorStateFromSearch,
  estimatorStateToSearch,
  hasEstimatorQuery,
} from "./closing-cost-query";
import { dollars, formatCad } from "./money";

const state = (more: Partial<EstimatorState>): EstimatorState => ({
  ...defaultEstimatorState,
  ...more,
});

describe("closing-cost estimate", () => {
  it("a $1,000,000 home in Toronto closing December 15, 2026: both taxes, our fee with HST, disbursements", () => {
    const estimate = estimateClosingCosts({
      priceCents: dollars(1_000_000),
      propertyClass: "residential",
      location: "toronto",
      firstTimeBuyer: false,
      closingDate: "2026-12-15",
    });
    expect(estimate.taxes.totalCents).toBe(dollars(32_950));
    expect(estimate.legal).toMatchObject({
      feeCents: dollars(1_500),
      hstCents: dollars(195),
      totalCents: dollars(1_695),
    });
    expect(estimate.disbursements).toMatchObject({
      lowCents: dollars(490),
      highCents: dollars(1_200),
    });
    expect(estimate.totalCents).toBe(dollars(32_950 + 1_695 + 1_200));
    expect(estimateAnnouncement(estimate)).toBe(
      "Estimated cash to close $35,845.00: land transfer tax $32,950.00 after refunds, our fee $1,695.00 with HST, and disbursements up to $1,200.00.",
    );
  });

  it("explains each line, with the government lines' sources and dates", () => {
    const estimate = estimateClosingCosts({
      priceCents: dollars(850_000),
      propertyClass: "residential",
      location: "toronto",
      firstTimeBuyer: true,
      closingDate: "2026-04-01",
    });
    const lines = estimateLines(estimate);
    expect(lines.map((l) => [l.id, l.amountCents])).toEqual([
      ["ontario-tax", dollars(13_475)],
      ["ontario-relief", -dollars(4_000)],
      ["toronto-tax", dollars(13_475)],
      ["toronto-relief", -dollars(4_475)],
      ["legal-fee", dollars(1_500)],
      ["legal-hst", dollars(195)],
      ["disbursements", dollars(1_200)],
    ]);
    const ontario = lines[0]!;
    expect(ontario.explanation).toBe(
      "0.5% on the first $55,000, 1% on the next $195,000, 1.5% on the next $150,000 and 2% on the remaining $450,000. Rates for a closing on April 1, 2026, in force since January 1, 2017.",
    );
    expect(ontario.source?.url).toMatch(/^https:\/\/www\.ontario\.ca\//);
    expect(lines[2]!.explanation).toMatch(/in force since April 1, 2026/);
    expect(lines[2]!.source?.url).toMatch(/^https:\/\/www\.toronto\.ca\//);
    for (const line of lines.slice(0, 4)) expect(line.asOf).toBe("2026-11-23");
    expect(lines[4]!.explanation).toMatch(/Rule 4\.2-2\.1/);
    expect(lines[6]!.details).toEqual([
      "Government registration fees (the transfer, and one mortgage if you borrow, at $85.00 each): $85 to $170",
      "Teranet search and e-registration fees (searches and electronic registration): $100 to $250",
      "Title insurance premium (a one-time premium, usually required by your lender): $250 to $600",
      "Condominium status certificate (a condominium unit only): up to $100",
      "Other fees charged by government (a municipal tax certificate, online or expedited): $55 to $80",
    ]);
    const sum = lines.reduce((s, l) => s + l.amountCents, 0);
    expect(sum).toBe(estimate.totalCents);
  });

  it("writes two-decimal rates for Toronto's 2026 brackets", () => {
    const lines = estimateLines(
      estimateClosingCosts({
        priceCents: dollars(3_500_000),
        propertyClass: "residential",
        location: "toronto",
        firstTimeBuyer: false,
        closingDate: null,
      }),
    );
    expect(lines.find((l) => l.id === "toronto-tax")?.explanation).toMatch(
      /^0\.50% on the first \$55,000, .* 2\.50% on the next \$1,000,000 and 4\.40% on the remaining \$500,000\. Rates in force since April 1, 2026; enter your closing date/,
    );
  });

  it("keeps the disbursement estimate in step with the typical amounts shown in the schedule", () => {
    const estimated = realEstateDisbursements.filter((d) => d.purchaseEstimate);
    expect(estimated.map((d) => d.id)).toEqual([
      "registration-fees",
      "teranet-fees",
      "title-insurance",
      "status-certificate",
      "government-fees",
    ]);
    for (const d of estimated) {
      const { lowCents = 0, highCents, basis } = d.purchaseEstimate!;
      expect(lowCents).toBeLessThanOrEqual(highCents);
      const shown = [formatCad(highCents), formatCad(lowCents)].filter((s) => s !== "$0");
      if (d.id === "registration-fees") {
        // Two documents (transfer and mortgage) at the per-document fee.
        expect(factText(d.typical)).toContain(formatCad(highCents / 2));
        expect(basis).toContain(formatCad(highCents / 2, { cents: true }));
      } else {
        for (const s of shown) expect(factText(d.typical)).toContain(s);
      }
    }
  });
});

describe("speculation taxes only when the visitor says they apply", () => {
  const toronto900k = state({ priceText: "900000", dateText: "2026-12-15" });

  it("shows a first-time buyer, who is a citizen or permanent resident, no speculation tax", () => {
    const estimate = evaluateEstimator({ ...toronto900k, firstTimeBuyer: true }).estimate!;
    expect(estimate.speculation).toEqual([]);
    const lines = estimateLines(estimate);
    expect(lines.filter((l) => l.id.endsWith("-speculation"))).toEqual([]);
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(estimate.totalCents);
    expect(estimateAnnouncement(estimate)).not.toMatch(/speculation/);
  });

  it("counts Ontario's and Toronto's when a buyer is not a citizen or permanent resident", () => {
    const s = { ...toronto900k, foreignBuyer: true };
    const estimate = evaluateEstimator(s).estimate!;
    const without = evaluateEstimator(toronto900k).estimate!;
    const lines = estimateLines(estimate);
    expect(
      lines.filter((l) => l.id.endsWith("-speculation")).map((l) => [l.id, l.amountCents]),
    ).toEqual([
      ["ontario-speculation", dollars(225_000)],
      ["toronto-speculation", dollars(90_000)],
    ]);
    expect(lines.find((l) => l.id === "ontario-speculation")?.explanation).toMatch(
      /^25% of the whole price, because you said a buyer is not a Canadian citizen or permanent resident\. Some buyers are exempt/,
    );
    expect(estimate.totalCents).toBe(without.totalCents + dollars(315_000));
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(estimate.totalCents);
    expect(estimateAnnouncement(estimate)).toMatch(/speculation tax \$315,000\.00/);
    // The answer travels in the shared link and the message to the firm.
    const params = estimatorStateToSearch(s);
    expect(params.get("foreign-buyer")).toBe("yes");
    expect(estimatorStateFromSearch(params).foreignBuyer).toBe(true);
    expect(estimateMessage(s, estimate, "https://firm.test")).toContain(
      "Every buyer a Canadian citizen or permanent resident: no",
    );
  });

  it("gives no first-time buyer refund to a buyer who is not a citizen or permanent resident, and says why", () => {
    const firstHome = { ...toronto900k, firstTimeBuyer: true };
    const both = { ...firstHome, foreignBuyer: true };
    const estimate = evaluateEstimator(both).estimate!;
    const refunded = evaluateEstimator(firstHome).estimate!;
    const lines = estimateLines(estimate);
    // No refund or rebate is counted: the full taxes, as for a buyer who is not a first-time buyer.
    expect(estimate.taxes.ontario.relief).toBeNull();
    expect(estimate.taxes.toronto?.relief).toBeNull();
    expect(lines.filter((l) => l.id.endsWith("-relief"))).toEqual([]);
    expect(lines.filter((l) => l.amountCents < 0)).toEqual([]);
    const foreignOnly = evaluateEstimator({ ...toronto900k, foreignBuyer: true }).estimate!;
    expect(estimate.totalCents).toBe(foreignOnly.totalCents);
    // What was withheld: the refund and the rebate the first-time buyer would otherwise get.
    const withheld =
      refunded.taxes.ontario.relief!.amountCents + refunded.taxes.toronto!.relief!.amountCents;
    expect(withheld).toBe(dollars(4_000) + dollars(4_475));
    expect(estimate.totalCents).toBe(refunded.totalCents + withheld + dollars(315_000));
    // The breakdown says so in plain words, at no amount, so the lines still add up to the total.
    const note = lines.find((l) => l.id === "first-time-relief-withheld")!;
    expect(note).toMatchObject({
      group: "taxes",
      label: "First-time buyer refund and rebate: not counted",
      amountCents: 0,
    });
    expect(note.explanation).toMatch(
      /^You said a buyer is not a Canadian citizen or permanent resident\. Ontario's first-time buyer refund and Toronto's rebate are only for buyers who are, so this estimate counts no refund/,
    );
    expect(note.explanation).toContain("within 18 months of the purchase");
    expect(note.source?.url).toMatch(/^https:\/\/www\.ontario\.ca\//);
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(estimate.totalCents);
    // One colon per line: the amount of a "…: not counted" line is in brackets.
    const message = estimateMessage(both, estimate, "https://firm.test");
    expect(message).toContain("First-time buyer refund and rebate: not counted ($0.00)");
    expect(message.split("\n").filter((l) => (l.match(/: /g) ?? []).length > 1)).toEqual([]);
    // Outside Toronto, only Ontario's refund is named; a citizen first-time buyer is told nothing.
    const ontario = estimateLines(
      evaluateEstimator({ ...both, location: "ontario" }).estimate!,
    ).find((l) => l.id === "first-time-relief-withheld")!;
    expect(ontario.label).toBe("First-time buyer refund: not counted");
    expect(ontario.explanation).toMatch(
      /Ontario's first-time buyer refund is only for buyers who are/,
    );
    expect(estimateLines(refunded).map((l) => l.id)).not.toContain("first-time-relief-withheld");
  });

  it("outside Toronto, only Ontario's", () => {
    const estimate = evaluateEstimator({
      ...toronto900k,
      location: "ontario",
      foreignBuyer: true,
    }).estimate!;
    expect(estimate.speculation.map((s) => s.tax.jurisdiction)).toEqual(["ontario"]);
  });
});

describe("the estimator form", () => {
  it("waits for a year's fourth digit in the browser, while the server checks every date", () => {
    for (const typed of ["0002-12-15", "0020-12-15", "0202-12-15"])
      expect(yearBeingTyped(typed), typed).toBe(true);
    for (const whole of ["2026-12-15", "1999-01-01", "", "12/15/2026"])
      expect(yearBeingTyped(whole), whole).toBe(false);
    // What the browser waits for, the server still refuses when it is sent.
    expect(parseClosingDate("0202-12-15")).toMatchObject({ ok: false });
  });

  it("prices nothing until there is a valid price, and explains a bad date", () => {
    expect(evaluateEstimator(defaultEstimatorState)).toEqual({
      estimate: null,
      priceError: null,
      dateError: null,
    });
    const bad = evaluateEstimator(state({ priceText: "abc", dateText: "2007-12-31" }));
    expect(bad.estimate).toBeNull();
    expect(bad.priceError).toMatch(/Enter the price in dollars/);
    expect(bad.dateError).toBe(
      "Enter a closing date on or after February 1, 2008, when Toronto's tax began.",
    );
    expect(parseClosingDate("2026-02-30")).toMatchObject({ ok: false });
    expect(parseClosingDate(" ")).toEqual({ ok: true, date: null });
    expect(evaluateEstimator(state({ priceText: "$850,000" })).estimate?.taxes.input).toMatchObject(
      {
        priceCents: dollars(850_000),
        closingDate: null,
      },
    );
  });

  it("round-trips through the URL, and reads the price of a fee-only quote's link", () => {
    const s = state({
      priceText: "$1,250,000",
      dateText: "2027-03-31",
      location: "ontario",
      firstTimeBuyer: true,
      property: "home",
    });
    // Other parameters survive; the estimator's own (and the old quote's price) are rewritten.
    const base = new URLSearchParams("utm_source=x&type=sale&price=500000&closing-price=1");
    const params = estimatorStateToSearch(s, base);
    expect(params.toString()).toBe(
      "utm_source=x&closing-price=1250000&closing-date=2027-03-31&city=ontario&first-time=yes&property=home",
    );
    expect(estimatorStateFromSearch(params)).toEqual({ ...s, priceText: "1250000" });
    expect(hasEstimatorQuery(params)).toBe(true);
    expect(hasEstimatorQuery(new URLSearchParams("utm_source=x"))).toBe(false);
    // What the server renders the estimator from, and the island starts from: none without it.
    expect(estimatorFromSearch(params)).toEqual({ ...s, priceText: "1250000" });
    expect(estimatorFromSearch(new URLSearchParams("utm_source=x"))).toBeNull();
    // A link of the fee-only quote the estimator replaced opens the same answer in it.
    expect(estimatorFromSearch(new URLSearchParams("type=sale&price=900000"))).toEqual({
      ...defaultEstimatorState,
      transaction: "sale",
      priceText: "900000",
    });
    expect(estimatorFromSearch(new URLSearchParams("price=850000"))?.priceText).toBe("850000");
    // A sale writes its price only; a refinance its kind only.
    expect(
      estimatorStateToSearch(state({ transaction: "sale", priceText: "$900,000" })).toString(),
    ).toBe("type=sale&closing-price=900000");
    expect(
      estimatorStateToSearch(
        state({ transaction: "refinance", priceText: "1", refinanceOption: "private-lender" }),
      ).toString(),
    ).toBe("type=refinance&refinance=private-lender");
    // An invalid price round-trips as typed, so its error shows again.
    const typo = estimatorStateToSearch(state({ priceText: "85o,000" }));
    expect(estimatorStateFromSearch(typo).priceText).toBe("85o,000");
    // Anything unknown falls back to the defaults.
    expect(
      estimatorStateFromSearch(new URLSearchParams("city=paris&property=castle&first-time=1")),
    ).toEqual(defaultEstimatorState);
  });

  it("carries the estimate into a contact message the firm can check", () => {
    const s = state({ priceText: "500000", dateText: "2026-12-15", firstTimeBuyer: true });
    const estimate = evaluateEstimator(s).estimate!;
    expect(contactHrefForEstimate(s)).toBe(
      "/contact?estimate=closing-costs&closing-price=500000&closing-date=2026-12-15&city=toronto&first-time=yes&property=home#send-message",
    );
    const message = estimateMessage(s, estimate, "https://firm.test");
    expect(message).toContain("Purchase price: $500,000.00");
    expect(message).toContain("Closing date: December 15, 2026");
    expect(message).toContain(
      "Property: a home (one or two single family residences) in the City of Toronto",
    );
    expect(message).toContain("Ontario first-time buyer refund: -$4,000.00");
    expect(message).toContain("Toronto first-time buyer rebate: -$4,475.00");
    expect(message).toContain(
      `Estimated cash to close beyond the down payment: ${formatCad(estimate.totalCents, { cents: true })}`,
    );
    expect(message).toContain(
      "Estimate link: https://firm.test/fees/real-estate?closing-price=500000&",
    );
    expect(message.length).toBeLessThan(2_000);
  });
});

describe("server rendering of an estimate", () => {
  it("the route table renders exactly the estimator's parameters and the contact form's on request", () => {
    expect(pageByPath("/fees/real-estate")?.rendersQuery).toEqual(estimatorQueryKeys);
    // The tools' `estimate`, and `service` from "Request a notary appointment" (contact-estimate.ts).
    expect(pageByPath("/contact")?.rendersQuery).toEqual([contactEstimateParam, "service"]);
    expect(rendersOnRequest("/fees/real-estate", new URLSearchParams("closing-price=1"))).toBe(
      true,
    );
    // A fee-only quote's link (from before the estimator took its place) is rendered too.
    expect(rendersOnRequest("/fees/real-estate", new URLSearchParams("type=sale&price=1"))).toBe(
      true,
    );
    expect(rendersOnRequest("/fees/real-estate", new URLSearchParams("utm_source=x"))).toBe(false);
    expect(rendersOnRequest("/contact", new URLSearchParams("estimate=closing-costs"))).toBe(true);
    expect(rendersOnRequest("/contact", new URLSearchParams("service=notary"))).toBe(true);
    expect(rendersOnRequest("/about", new URLSearchParams("closing-price=1"))).toBe(false);
    expect(closingCostEstimatorPath).toBe("/fees/real-estate#closing-costs");
  });
});

describe("one tool for buying, selling and refinancing", () => {
  it("answers a sale and a refinance with our fee and HST, and no tax", () => {
    const sale = state({ transaction: "sale", priceText: "900000" });
    expect(evaluateEstimator(sale).estimate).toBeNull();
    const quote = feeQuoteFor(sale);
    expect(quote?.lines.map((l) => l.id)).toEqual(["sale-fee"]);
    expect(quote?.totalCents).toBe(quote ? quote.subtotalCents + quote.hstCents : -1);
    expect(feeQuoteFor(state({ transaction: "sale", priceText: "" }))).toBeNull();
    // The price is the only question of a sale; a closing date typed for a purchase is not one.
    expect(
      estimatorErrors(state({ transaction: "sale", priceText: "abc", dateText: "x" })),
    ).toEqual({ priceError: expect.any(String), dateError: null });
    const refinance = feeQuoteFor(state({ transaction: "refinance" }));
    expect(refinance?.lines.map((l) => l.id)).toEqual(["refinance-standard"]);
    expect(estimatorErrors(state({ transaction: "refinance", priceText: "abc" }))).toEqual({
      priceError: null,
      dateError: null,
    });
    // A purchase's answer is the whole estimate, not the fee alone.
    expect(feeQuoteFor(state({ priceText: "850000" }))).toBeNull();
    expect(evaluateEstimator(state({ priceText: "850000" })).estimate).not.toBeNull();
  });
});

describe("the speculation taxes' rate and the agreement date", () => {
  const foreign = (dateText: string) =>
    evaluateEstimator(
      state({ priceText: "1000000", dateText, location: "toronto", foreignBuyer: true }),
    ).estimate!;
  const ontarioLine = (dateText: string) =>
    estimateLines(foreign(dateText)).find((l) => l.id === "ontario-speculation")!;

  it("a closing after October 24, 2022 says an agreement signed earlier pays 20% or 15% (Ontario's transitional provisions)", () => {
    const line = ontarioLine("2022-11-15");
    expect(line.amountCents).toBe(dollars(250_000));
    expect(line.explanation).toContain(
      "Ontario charges the rate in force on the day your agreement of purchase and sale was signed: 20% if it was signed from March 30, 2022 to October 24, 2022, or 15% if it was signed from April 21, 2017 to March 29, 2022 (for land in the Greater Golden Horseshoe)",
    );
  });

  it("the first rate, and Toronto's tax, say nothing of an earlier rate", () => {
    expect(ontarioLine("2018-06-01").explanation).not.toContain("agreement of purchase and sale");
    const toronto = estimateLines(foreign("2026-12-15")).find(
      (l) => l.id === "toronto-speculation",
    )!;
    expect(toronto.explanation).not.toContain("agreement of purchase and sale");
  });

  it("the taxes' total is titled for the speculation taxes only when it includes them", () => {
    expect(taxesGroupTitle(foreign("2026-12-15"))).toBe(
      "Land transfer and speculation taxes, after refunds",
    );
    const local = evaluateEstimator(state({ priceText: "1000000", dateText: "2026-12-15" }))
      .estimate!;
    expect(taxesGroupTitle(local)).toBe("Land transfer tax, after refunds");
  });
});
