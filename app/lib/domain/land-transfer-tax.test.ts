import { describe, expect, it } from "vitest";
import {
  earliestClosingDate,
  firstTimeBuyerReliefs,
  type LandTransferTaxSchedule,
  ontarioSchedules,
  speculationTaxes,
  torontoSchedules,
} from "~/content/facts/land-transfer-tax";
import { formatIsoDate } from "./dates";
import {
  ClosingDateOutOfRangeError,
  formatRate,
  inForceOn,
  isIsoDate,
  type LandTransferTaxInput,
  landTransferTax,
  taxOnBrackets,
} from "./land-transfer-tax";
import { dollars } from "./money";

const home = (
  price: number,
  closingDate: string | null,
  more: Partial<LandTransferTaxInput> = {},
): LandTransferTaxInput => ({
  priceCents: dollars(price),
  propertyClass: "residential",
  location: "ontario",
  firstTimeBuyer: false,
  closingDate,
  ...more,
});
const ontarioTax = (price: number, date: string | null, more: Partial<LandTransferTaxInput> = {}) =>
  landTransferTax(home(price, date, more)).ontario.taxCents;
const torontoTax = (price: number, date: string | null, more: Partial<LandTransferTaxInput> = {}) =>
  landTransferTax(home(price, date, { location: "toronto", ...more })).toronto?.taxCents;

describe("the schedules as data", () => {
  const groups: [string, readonly { effectiveFrom: string; effectiveTo: string | null }[]][] = [
    ["Ontario", ontarioSchedules],
    ["Toronto", torontoSchedules],
    ["Ontario refund", firstTimeBuyerReliefs.filter((r) => r.jurisdiction === "ontario")],
    ["Toronto rebate", firstTimeBuyerReliefs.filter((r) => r.jurisdiction === "toronto")],
    ["NRST", speculationTaxes.filter((t) => t.jurisdiction === "ontario")],
  ];
  it.each(groups)("%s: consecutive periods, no gap, no overlap, one still in force", (_, items) => {
    const dayAfter = (iso: string) => {
      const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
      return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    };
    for (let i = 1; i < items.length; i++) {
      expect(items[i]!.effectiveFrom).toBe(dayAfter(items[i - 1]!.effectiveTo!));
    }
    expect(items.filter((s) => s.effectiveTo === null)).toHaveLength(1);
    expect(items.at(-1)!.effectiveTo).toBeNull();
  });

  it("every schedule's brackets rise and end open, and every figure has a dated official source", () => {
    const all: LandTransferTaxSchedule[] = [...ontarioSchedules, ...torontoSchedules];
    for (const schedule of all) {
      for (const brackets of Object.values(schedule.brackets)) {
        const edges = brackets.map((b) => b.upToCents);
        expect(edges.at(-1)).toBeNull();
        const closed = edges.slice(0, -1) as number[];
        expect([...closed].sort((a, b) => a - b)).toEqual(closed);
        expect(new Set(closed).size).toBe(closed.length);
      }
    }
    for (const item of [...all, ...firstTimeBuyerReliefs, ...speculationTaxes]) {
      const p = item.provenance;
      expect(p.source.url).toMatch(
        /^https:\/\/(www\.ontario\.ca|www\.toronto\.ca|secure\.toronto\.ca)\//,
      );
      expect(p.source.title).not.toBe("");
      expect(p.effective).toBe(item.effectiveFrom);
      expect(p.checked).toBe("2026-11-23");
      expect(isIsoDate(p.reviewBy) && p.reviewBy > p.checked).toBe(true);
    }
  });

  it("Toronto's tax began on February 1, 2008, the first date the estimator prices", () => {
    expect(torontoSchedules[0]!.effectiveFrom).toBe(earliestClosingDate);
    expect(inForceOn(ontarioSchedules, earliestClosingDate)?.id).toBe("ontario-1989");
  });
});

describe("marginal arithmetic", () => {
  it("adds the brackets exactly and rounds once, half up", () => {
    const brackets = [
      { upToCents: dollars(55_000), rateBasisPoints: 50 },
      { upToCents: null, rateBasisPoints: 100 },
    ];
    expect(taxOnBrackets(0, brackets)).toBe(0);
    expect(taxOnBrackets(1, brackets)).toBe(0); // 0.005 cents
    expect(taxOnBrackets(100, brackets)).toBe(1); // 0.5 cents rounds up
    expect(taxOnBrackets(dollars(55_000) + 50, brackets)).toBe(dollars(275) + 1); // 0.5 cents up
    expect(taxOnBrackets(dollars(55_000) + 49, brackets)).toBe(dollars(275)); // 0.49 cents down
  });
});

describe("Ontario land transfer tax on a home, 2017 rates (Land Transfer Tax Act, s. 2)", () => {
  const d = "2026-12-15";
  it.each([
    // Every bracket edge, and $100 past it so the next rate shows in whole cents.
    [55_000, 275],
    [55_100, 276],
    [250_000, 2_225],
    [250_100, 2_226.5],
    [400_000, 4_475],
    [400_100, 4_477],
    [2_000_000, 36_475],
    [2_000_100, 36_477.5],
    [3_000_000, 61_475],
  ])("$%d → $%d", (price, tax) => {
    expect(ontarioTax(price, d)).toBe(dollars(tax));
  });

  it("matches the Ministry's published figures: $16,475 on $1,000,000 and $675 on $95,000", () => {
    expect(ontarioTax(1_000_000, d)).toBe(dollars(16_475));
    expect(ontarioTax(95_000, d)).toBe(dollars(675));
    expect(ontarioTax(500_000, d)).toBe(dollars(6_475));
  });

  it("charges 2% above $400,000 and never 2.5% on other land", () => {
    const other = { propertyClass: "other" as const };
    expect(ontarioTax(400_100, d, other)).toBe(dollars(4_477));
    expect(ontarioTax(2_000_100, d, other)).toBe(dollars(36_477));
    expect(ontarioTax(3_000_000, d, other)).toBe(dollars(56_475));
  });

  it("on both sides of January 1, 2017: 2.5% above $2,000,000 for a home; 2% above $400,000 for other land", () => {
    expect(ontarioTax(3_000_000, "2016-12-31")).toBe(dollars(56_475));
    expect(ontarioTax(3_000_000, "2017-01-01")).toBe(dollars(61_475));
    const other = { propertyClass: "other" as const };
    expect(ontarioTax(1_000_000, "2016-12-31", other)).toBe(dollars(13_475));
    expect(ontarioTax(1_000_000, "2017-01-01", other)).toBe(dollars(16_475));
    // Below $2,000,000 a home paid the same before and after.
    expect(ontarioTax(1_000_000, "2016-12-31")).toBe(ontarioTax(1_000_000, "2017-01-01"));
  });

  it("uses the rates in force now when no closing date is given", () => {
    expect(landTransferTax(home(1_000_000, null)).ontario.schedule.id).toBe("ontario-2017");
  });
});

describe("Toronto municipal land transfer tax on a home (Toronto Municipal Code Ch. 760)", () => {
  it.each([
    // 2026 rates, every edge and $100 past it.
    [55_000, 275],
    [55_100, 276],
    [250_000, 2_225],
    [250_100, 2_226.5],
    [400_000, 4_475],
    [400_100, 4_477],
    [2_000_000, 36_475],
    [2_000_100, 36_477.5],
    [3_000_000, 61_475],
    [3_000_100, 61_479.4],
    [4_000_000, 105_475],
    [4_000_100, 105_480.45],
    [5_000_000, 159_975],
    [5_000_100, 159_981.5],
    [10_000_000, 484_975],
    [10_000_100, 484_982.55],
    [20_000_000, 1_239_975],
    [20_000_100, 1_239_983.6],
    [25_000_000, 1_669_975],
  ])("from April 1, 2026: $%d → $%d", (price, tax) => {
    expect(torontoTax(price, "2026-04-01")).toBe(dollars(tax));
  });

  it.each([
    [3_000_100, 61_478.5],
    [4_000_000, 96_475],
    [4_000_100, 96_479.5],
    [5_000_000, 141_475],
    [5_000_100, 141_480.5],
    [10_000_000, 416_475],
    [10_000_100, 416_481.5],
    [20_000_000, 1_066_475],
    [20_000_100, 1_066_482.5],
    [25_000_000, 1_441_475],
  ])("January 1, 2024 to March 31, 2026: $%d → $%d", (price, tax) => {
    expect(torontoTax(price, "2024-01-01")).toBe(dollars(tax));
    expect(torontoTax(price, "2026-03-31")).toBe(dollars(tax));
  });

  it("on both sides of April 1, 2026: a $5,000,000 home", () => {
    expect(torontoTax(5_000_000, "2026-03-31")).toBe(dollars(141_475));
    expect(torontoTax(5_000_000, "2026-04-01")).toBe(dollars(159_975));
    // Up to $3,000,000 nothing changed.
    expect(torontoTax(3_000_000, "2026-03-31")).toBe(torontoTax(3_000_000, "2026-04-01"));
  });

  it("on both sides of January 1, 2024: a $5,000,000 home", () => {
    expect(torontoTax(5_000_000, "2023-12-31")).toBe(dollars(111_475));
    expect(torontoTax(5_000_000, "2024-01-01")).toBe(dollars(141_475));
    expect(torontoTax(3_000_000, "2023-12-31")).toBe(torontoTax(3_000_000, "2024-01-01"));
  });

  it("on both sides of March 1, 2017: the brackets that matched Ontario's", () => {
    expect(torontoTax(1_000_000, "2017-02-28")).toBe(dollars(15_725));
    expect(torontoTax(1_000_000, "2017-03-01")).toBe(dollars(16_475));
    expect(torontoTax(400_000, "2017-02-28")).toBe(dollars(3_725));
    expect(torontoTax(400_000, "2017-03-01")).toBe(dollars(4_475));
    expect(torontoTax(3_000_000, "2017-02-28")).toBe(dollars(55_725));
    expect(torontoTax(3_000_000, "2017-03-01")).toBe(dollars(61_475));
  });

  it("other land: 1.5% to $40,000,000 then 1% before March 1, 2017; 2% above $400,000 after; no luxury rates", () => {
    const other = { propertyClass: "other" as const };
    expect(torontoTax(41_000_000, "2017-02-28", other)).toBe(dollars(607_725));
    expect(torontoTax(41_000_000, "2017-03-01", other)).toBe(dollars(816_475));
    expect(torontoTax(5_000_000, "2026-04-01", other)).toBe(dollars(96_475));
  });

  it("is not charged outside Toronto", () => {
    expect(landTransferTax(home(1_000_000, "2026-12-15")).toronto).toBeNull();
  });
});

describe("first-time buyers", () => {
  it("Ontario refunds all the tax up to $4,000 (no tax on about the first $368,000)", () => {
    const r = (price: number) =>
      landTransferTax(home(price, "2026-12-15", { firstTimeBuyer: true })).ontario;
    expect(r(300_000)).toMatchObject({ taxCents: dollars(2_975), netCents: 0 });
    expect(r(368_000)).toMatchObject({ taxCents: dollars(3_995), netCents: 0 });
    expect(r(368_400)).toMatchObject({ taxCents: dollars(4_001), netCents: dollars(1) });
    expect(r(1_000_000).relief?.amountCents).toBe(dollars(4_000));
  });

  it("Toronto rebates all its tax up to $4,475 (no tax on the first $400,000)", () => {
    const r = (price: number, date = "2026-12-15") =>
      landTransferTax(home(price, date, { firstTimeBuyer: true, location: "toronto" })).toronto!;
    expect(r(400_000)).toMatchObject({ taxCents: dollars(4_475), netCents: 0 });
    expect(r(400_100).netCents).toBe(dollars(2));
    expect(r(5_000_000).relief?.amountCents).toBe(dollars(4_475));
  });

  it("a $500,000 first home in Toronto: $6,475 + $6,475 less $4,000 and $4,475", () => {
    const result = landTransferTax(
      home(500_000, "2026-12-15", { firstTimeBuyer: true, location: "toronto" }),
    );
    expect(result.ontario.netCents).toBe(dollars(2_475));
    expect(result.toronto?.netCents).toBe(dollars(2_000));
    expect(result.totalCents).toBe(dollars(4_475));
  });

  it("on both sides of January 1, 2017 (Ontario $2,000 → $4,000) and March 1, 2017 (Toronto $3,725 → $4,475)", () => {
    const at = (date: string) =>
      landTransferTax(home(1_000_000, date, { firstTimeBuyer: true, location: "toronto" }));
    expect(at("2016-12-31").ontario.relief?.amountCents).toBe(dollars(2_000));
    expect(at("2017-01-01").ontario.relief?.amountCents).toBe(dollars(4_000));
    expect(at("2017-02-28").toronto?.relief?.amountCents).toBe(dollars(3_725));
    expect(at("2017-03-01").toronto?.relief?.amountCents).toBe(dollars(4_475));
  });

  it("gets no relief on land other than a home, and says why", () => {
    const result = landTransferTax(
      home(1_000_000, "2026-12-15", { firstTimeBuyer: true, propertyClass: "other" }),
    );
    expect(result.ontario.relief).toBeNull();
    expect(result.ontario.reliefNote).toMatch(/only for a home/);
    expect(result.ontario.netCents).toBe(result.ontario.taxCents);
  });
});

describe("speculation taxes are stated, never added", () => {
  it("25% province-wide since October 25, 2022 and Toronto's 10% since January 1, 2025", () => {
    const result = landTransferTax(home(1_000_000, "2026-12-15", { location: "toronto" }));
    expect(result.speculation.map((s) => [s.tax.id, s.amountCents])).toEqual([
      ["nrst-2022-10", dollars(250_000)],
      ["mnrst-2025", dollars(100_000)],
    ]);
    expect(result.totalCents).toBe(dollars(32_950));
  });

  it("on both sides of each change", () => {
    const ids = (date: string, location: "toronto" | "ontario") =>
      landTransferTax(home(1_000_000, date, { location })).speculation.map((s) => s.tax.id);
    expect(ids("2017-04-20", "toronto")).toEqual([]);
    expect(ids("2017-04-21", "toronto")).toEqual(["nrst-2017"]);
    // Outside Toronto the 15% tax reached only the Greater Golden Horseshoe: not stated.
    expect(ids("2022-03-29", "ontario")).toEqual([]);
    expect(ids("2022-03-30", "ontario")).toEqual(["nrst-2022-03"]);
    expect(ids("2022-10-24", "ontario")).toEqual(["nrst-2022-03"]);
    expect(ids("2022-10-25", "ontario")).toEqual(["nrst-2022-10"]);
    expect(ids("2024-12-31", "toronto")).toEqual(["nrst-2022-10"]);
    expect(ids("2025-01-01", "toronto")).toEqual(["nrst-2022-10", "mnrst-2025"]);
  });

  it("reaches three to six homes, taxed at the other-land rates", () => {
    const result = landTransferTax(
      home(1_000_000, "2026-12-15", { location: "toronto", propertyClass: "threeToSixHomes" }),
    );
    expect(result.speculation.map((s) => [s.tax.id, s.amountCents])).toEqual([
      ["nrst-2022-10", dollars(250_000)],
      ["mnrst-2025", dollars(100_000)],
    ]);
    // $3,500,000 in 2025: 4,475 + 2% × 3,100,000 = $66,475 on other land; a home pays 4,475 +
    // 2% × 1,600,000 + 2.5% × 1,000,000 + 3.5% × 500,000 = $78,975 (Toronto's higher rates).
    const dear = (propertyClass: LandTransferTaxInput["propertyClass"]) =>
      landTransferTax(home(3_500_000, "2025-06-30", { location: "toronto", propertyClass }));
    expect(dear("threeToSixHomes").toronto?.taxCents).toBe(dollars(66_475));
    expect(dear("other").toronto?.taxCents).toBe(dollars(66_475));
    expect(dear("residential").toronto?.taxCents).toBe(dollars(78_975));
  });

  it("does not apply to land other than homes", () => {
    expect(
      landTransferTax(home(1_000_000, "2026-12-15", { propertyClass: "other" })).speculation,
    ).toEqual([]);
  });
});

describe("inputs", () => {
  it("refuses closings before February 1, 2008 and impossible dates", () => {
    expect(() => landTransferTax(home(500_000, "2008-01-31"))).toThrow(ClosingDateOutOfRangeError);
    expect(() => landTransferTax(home(500_000, "2008-02-01"))).not.toThrow();
    expect(() => landTransferTax(home(500_000, "2026-02-30"))).toThrow();
    expect(() => landTransferTax(home(0, null))).toThrow();
  });

  it("formats rates and dates as the official pages write them", () => {
    expect([50, 100, 150, 250, 350, 750].map((r) => formatRate(r))).toEqual([
      "0.5%",
      "1%",
      "1.5%",
      "2.5%",
      "3.5%",
      "7.5%",
    ]);
    expect([440, 545, 650, 755, 860].map((r) => formatRate(r, 2))).toEqual([
      "4.40%",
      "5.45%",
      "6.50%",
      "7.55%",
      "8.60%",
    ]);
    expect(formatIsoDate("2026-04-01")).toBe("April 1, 2026");
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
  });
});
