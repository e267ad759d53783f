import { describe, expect, it } from "vitest";
import { dollars } from "./money";
import {
  bandForPrice,
  defaultRealEstateQuoteInput,
  feeForPropertyPrice,
  optionsFor,
  parsePriceInput,
  priceToInputText,
  quoteRealEstate,
  type RealEstateQuoteInput,
  realEstateQuoteFromSearch,
  realEstateQuoteToSearch,
  stepsAboveTopBand,
} from "./real-estate-quote";

const quote = (partial: Partial<RealEstateQuoteInput>) =>
  quoteRealEstate({ ...defaultRealEstateQuoteInput, ...partial });

describe("feeForPropertyPrice: the price bands and their edges", () => {
  // [price in cents, purchase fee, sale fee]
  const edges: [string, number, number, number][] = [
    ["$1 (smallest price)", 100, 1_500, 1_250],
    ["$1,000,000 exactly", dollars(1_000_000), 1_500, 1_250],
    ["$1,000,000.01", dollars(1_000_000) + 1, 1_750, 1_500],
    ["$1,250,000", dollars(1_250_000), 1_750, 1_500],
    ["$1,500,000", dollars(1_500_000), 1_750, 1_500],
    ["$1,500,000.01", dollars(1_500_000) + 1, 2_000, 1_750],
    ["$2,000,000", dollars(2_000_000), 2_000, 1_750],
    ["$2,000,000.01", dollars(2_000_000) + 1, 2_250, 2_000],
    ["$2,500,000", dollars(2_500_000), 2_250, 2_000],
    ["$2,500,000.01", dollars(2_500_000) + 1, 2_500, 2_250],
    ["$3,000,000", dollars(3_000_000), 2_500, 2_250],
    ["$3,000,000.01", dollars(3_000_000) + 1, 2_750, 2_500],
    ["$3,000,001", dollars(3_000_001), 2_750, 2_500],
    ["$3,500,000", dollars(3_500_000), 2_750, 2_500],
    ["$3,500,000.01", dollars(3_500_000) + 1, 3_000, 2_750],
    ["$3,500,001", dollars(3_500_001), 3_000, 2_750],
    ["$4,000,000", dollars(4_000_000), 3_000, 2_750],
    ["$4,000,001", dollars(4_000_001), 3_250, 3_000],
    ["$10,000,000", dollars(10_000_000), 6_000, 5_750],
    ["$10,000,000.01", dollars(10_000_000) + 1, 6_250, 6_000],
  ];
  it.each(edges)("purchase and sale fee at %s", (_label, price, purchase, sale) => {
    expect(feeForPropertyPrice("purchase", price)).toBe(dollars(purchase));
    expect(feeForPropertyPrice("sale", price)).toBe(dollars(sale));
  });

  it("counts each further $500,000 or part of it above $3,000,000", () => {
    expect(stepsAboveTopBand(dollars(3_000_000))).toBe(0);
    expect(stepsAboveTopBand(dollars(3_000_000) + 1)).toBe(1);
    expect(stepsAboveTopBand(dollars(3_500_000))).toBe(1);
    expect(stepsAboveTopBand(dollars(3_500_001))).toBe(2);
    expect(stepsAboveTopBand(dollars(10_000_000))).toBe(14);
  });

  it("names the band a price falls in, and none above $3,000,000", () => {
    expect(bandForPrice(dollars(1_000_000))?.id).toBe("up-to-1m");
    expect(bandForPrice(dollars(1_000_000) + 1)?.id).toBe("to-1-5m");
    expect(bandForPrice(dollars(3_000_000))?.id).toBe("to-3m");
    expect(bandForPrice(dollars(3_000_000) + 1)).toBeUndefined();
  });

  it("refuses a zero, negative or fractional-cent price", () => {
    expect(() => feeForPropertyPrice("purchase", 0)).toThrow();
    expect(() => feeForPropertyPrice("sale", -100)).toThrow();
    expect(() => feeForPropertyPrice("sale", 1.5)).toThrow();
  });
});

describe("quoteRealEstate", () => {
  it("prices the issue's example: $1,250,000 purchase with one extra mortgage", () => {
    const q = quote({ type: "purchase", priceCents: dollars(1_250_000), extraMortgages: 1 });
    expect(q?.lines.map((l) => [l.id, l.amountCents])).toEqual([
      ["purchase-fee", dollars(1_750)],
      ["extra-mortgage", dollars(300)],
    ]);
    expect(q?.subtotalCents).toBe(dollars(2_050));
    expect(q?.hstCents).toBe(dollars(266.5));
    expect(q?.totalCents).toBe(dollars(2_316.5));
  });

  it("explains every line", () => {
    const q = quote({
      type: "sale",
      priceCents: dollars(3_200_000),
      extraMortgages: 2,
      options: ["tenanted-property"],
    });
    expect(q?.lines).toHaveLength(3);
    for (const line of q?.lines ?? []) {
      expect(line.label.length).toBeGreaterThan(3);
      expect(line.explanation.length).toBeGreaterThan(10);
    }
    expect(q?.lines[0]?.explanation).toMatch(/Above \$3,000,000.*\(1 × \$250\)/);
    expect(q?.lines[1]?.label).toBe("2 extra mortgages or lines of credit × $300");
    expect(q?.subtotalCents).toBe(dollars(2_500 + 600 + 250));
  });

  it("cannot price a purchase or sale without a price", () => {
    expect(quote({ type: "purchase", priceCents: null })).toBeNull();
    expect(quote({ type: "sale", priceCents: 0 })).toBeNull();
  });

  it.each([
    ["standard", 1_000],
    ["private-borrower", 1_375],
    ["private-lender", 2_375],
    ["private-under-75k-both-sides", 3_300],
  ] as const)("prices a %s refinance at $%i, without needing a price", (refinanceOption, fee) => {
    const q = quote({ type: "refinance", refinanceOption, priceCents: null });
    expect(q?.subtotalCents).toBe(dollars(fee));
  });

  it("adds the $350 refinance rush and extra mortgages to a refinance", () => {
    const q = quote({
      type: "refinance",
      refinanceOption: "private-borrower",
      extraMortgages: 1,
      options: ["refinance-rush"],
    });
    expect(q?.lines.map((l) => l.amountCents)).toEqual([
      dollars(1_375),
      dollars(300),
      dollars(350),
    ]);
    expect(q?.subtotalCents).toBe(dollars(2_025));
    expect(q?.hstCents).toBe(dollars(263.25));
    expect(q?.totalCents).toBe(dollars(2_288.25));
  });

  it("ignores options that do not apply to the transaction type", () => {
    const q = quote({
      type: "sale",
      priceCents: dollars(900_000),
      options: ["bridge-loan", "refinance-rush", "rush-under-14-days"],
    });
    expect(q?.lines.map((l) => l.id)).toEqual(["sale-fee", "rush-under-14-days"]);
    expect(q?.subtotalCents).toBe(dollars(1_550));
  });

  it("offers only fixed-price extras in the calculator, never a minimum", () => {
    expect(optionsFor("purchase").map((o) => o.id)).toEqual([
      "rush-under-14-days",
      "bridge-loan",
      "private-mortgage-on-purchase",
      "guarantor",
      "tenanted-property",
      "corporate-party",
    ]);
    expect(optionsFor("sale").map((o) => o.id)).toEqual([
      "rush-under-14-days",
      "tenanted-property",
      "corporate-party",
    ]);
    expect(optionsFor("refinance").map((o) => o.id)).toEqual(["refinance-rush"]);
  });

  it("caps extra mortgages at 5 and ignores nonsense", () => {
    expect(quote({ type: "refinance", extraMortgages: 9 })?.subtotalCents).toBe(
      dollars(1_000 + 5 * 300),
    );
    expect(quote({ type: "refinance", extraMortgages: -2 })?.subtotalCents).toBe(dollars(1_000));
    expect(quote({ type: "refinance", extraMortgages: Number.NaN })?.subtotalCents).toBe(
      dollars(1_000),
    );
  });

  it("computes HST to the cent on odd totals", () => {
    // $1,500 + $295 = $1,795; 13% = $233.35. Half-cent rounding itself is covered in money.test.ts:
    // whole-dollar fees always give an exact-cent HST.
    const q = quote({ type: "purchase", priceCents: dollars(500_000), options: ["guarantor"] });
    expect(q?.hstCents).toBe(dollars(233.35));
    expect(q?.totalCents).toBe(dollars(2_028.35));
  });
});

describe("parsePriceInput", () => {
  it.each([
    ["1250000", 125_000_000],
    ["$1,250,000", 125_000_000],
    ["1 250 000", 125_000_000],
    ["1000000.01", 100_000_001],
    ["1000000.1", 100_000_010],
    ["$3,000,001.00", 300_000_100],
  ])("reads %s", (text, cents) => {
    expect(parsePriceInput(text)).toEqual({ ok: true, cents });
  });
  it("treats blank as empty and explains bad input", () => {
    expect(parsePriceInput("  ")).toEqual({ ok: "empty" });
    expect(parsePriceInput("abc")).toMatchObject({ ok: false });
    expect(parsePriceInput("1.234")).toMatchObject({ ok: false });
    expect(parsePriceInput("0")).toMatchObject({ ok: false });
    expect(parsePriceInput("200000000")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/call us/),
    });
  });
  it("writes cents back as plain text", () => {
    expect(priceToInputText(125_000_000)).toBe("1250000");
    expect(priceToInputText(100_000_001)).toBe("1000000.01");
  });
});

describe("URL query round trip", () => {
  it("restores a purchase quote", () => {
    const input: RealEstateQuoteInput = {
      type: "purchase",
      priceCents: dollars(1_250_000),
      extraMortgages: 1,
      refinanceOption: "standard",
      options: ["bridge-loan", "guarantor"],
    };
    const params = realEstateQuoteToSearch(input);
    expect(params.toString()).toBe(
      "type=purchase&price=1250000&mortgages=1&option=bridge-loan&option=guarantor",
    );
    expect(realEstateQuoteFromSearch(new URLSearchParams(params.toString())).input).toEqual(input);
  });
  it("restores a refinance quote", () => {
    const input: RealEstateQuoteInput = {
      type: "refinance",
      priceCents: null,
      extraMortgages: 0,
      refinanceOption: "private-lender",
      options: ["refinance-rush"],
    };
    const params = realEstateQuoteToSearch(input);
    expect(params.toString()).toBe("type=refinance&refinance=private-lender&option=refinance-rush");
    expect(realEstateQuoteFromSearch(params).input).toEqual(input);
  });
  it("keeps an invalid typed price so its error can be shown again", () => {
    const params = realEstateQuoteToSearch(
      { ...defaultRealEstateQuoteInput, priceCents: null },
      "12abc",
    );
    expect(params.get("price")).toBe("12abc");
    expect(realEstateQuoteFromSearch(params).priceText).toBe("12abc");
  });
  it("falls back to defaults for unknown values", () => {
    const { input } = realEstateQuoteFromSearch(
      new URLSearchParams(
        "type=lease&price=-5&mortgages=lots&refinance=cheap&option=free&option=bridge-loan",
      ),
    );
    expect(input).toEqual({ ...defaultRealEstateQuoteInput, options: ["bridge-loan"] });
  });
});
