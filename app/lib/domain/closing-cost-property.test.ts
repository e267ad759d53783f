/**
 * What the land is changes the estimate: a home (one or two single family residences), three to
 * six homes, or other land. Three to six homes are taxed at the other-land rates (no 2.5% above
 * $2,000,000, none of Toronto's higher rates), get no first-time buyer refund or rebate, and are
 * reached by both speculation taxes (one to six single family residences). Every figure below is
 * worked by hand from the schedules in app/content/facts/land-transfer-tax.ts.
 */
import { describe, expect, it } from "vitest";
import { evaluateEstimator } from "./closing-cost-estimate";
import { estimateLines, estimateMessage } from "./closing-cost-lines";
import {
  defaultEstimatorState,
  type EstimatorState,
  estimatorStateFromSearch,
  estimatorStateToSearch,
} from "./closing-cost-query";
import { dollars } from "./money";

const state = (more: Partial<EstimatorState>): EstimatorState => ({
  ...defaultEstimatorState,
  dateText: "2026-12-15",
  ...more,
});
const estimate = (more: Partial<EstimatorState>) => evaluateEstimator(state(more)).estimate!;
const amounts = (more: Partial<EstimatorState>) =>
  estimateLines(estimate(more)).map((l) => [l.id, l.amountCents]);

// Our fee with HST and the disbursements at the top of their range, by price band.
const upTo1m = dollars(1_500 + 195 + 1_200);
const upTo2_5m = dollars(2_250) + 29_250 + dollars(1_200);

describe("three to six homes", () => {
  it("$1,000,000 in Toronto, a foreign buyer: both speculation taxes on top of the other-land taxes", () => {
    // The reviewer's case: the same link with "3 to 6 homes" instead of "Other land".
    // Ontario: 0.5% × 55,000 = 275; 1% × 195,000 = 1,950; 1.5% × 150,000 = 2,250;
    // 2% × 600,000 = 12,000: $16,475, and Toronto's the same. NRST 25% = $250,000; MNRST 10% =
    // $100,000.
    const foreign = estimate({
      priceText: "1000000",
      property: "3-to-6-homes",
      foreignBuyer: true,
    });
    expect(amounts({ priceText: "1000000", property: "3-to-6-homes", foreignBuyer: true })).toEqual(
      [
        ["ontario-tax", dollars(16_475)],
        ["toronto-tax", dollars(16_475)],
        ["ontario-speculation", dollars(250_000)],
        ["toronto-speculation", dollars(100_000)],
        ["legal-fee", dollars(1_500)],
        ["legal-hst", dollars(195)],
        ["disbursements", dollars(1_200)],
      ],
    );
    expect(foreign.totalCents).toBe(dollars(385_845));
  });

  it("$1,000,000 in Toronto, a Canadian buyer: $35,845.00, no speculation tax", () => {
    const canadian = estimate({ priceText: "1000000", property: "3-to-6-homes" });
    expect(canadian.speculation).toEqual([]);
    expect(canadian.totalCents).toBe(dollars(32_950) + upTo1m);
    expect(canadian.totalCents).toBe(dollars(35_845));
  });

  it("$2,500,000 in Toronto: 2% above $400,000, not 2.5% above $2,000,000", () => {
    // Each tax: 4,475 on the first $400,000 + 2% × 2,100,000 = 42,000: $46,475.
    // A home would pay 4,475 + 2% × 1,600,000 + 2.5% × 500,000 = $48,975 to each.
    const canadian = estimate({ priceText: "2500000", property: "3-to-6-homes" });
    expect(canadian.taxes.ontario.taxCents).toBe(dollars(46_475));
    expect(canadian.taxes.toronto?.taxCents).toBe(dollars(46_475));
    expect(estimate({ priceText: "2500000", property: "home" }).taxes.totalCents).toBe(
      dollars(97_950),
    );
    expect(canadian.totalCents).toBe(dollars(92_950) + upTo2_5m);
    expect(canadian.totalCents).toBe(dollars(96_692.5));
    // NRST 25% = $625,000; MNRST 10% = $250,000.
    const foreign = estimate({
      priceText: "2500000",
      property: "3-to-6-homes",
      foreignBuyer: true,
    });
    expect(foreign.speculation.map((s) => s.amountCents)).toEqual([
      dollars(625_000),
      dollars(250_000),
    ]);
    expect(foreign.totalCents).toBe(dollars(971_692.5));
  });

  it("outside Toronto at $2,400,000: Ontario's tax and, for a foreign buyer, its 25% only", () => {
    // 4,475 + 2% × 2,000,000 = $44,475 (a home: 4,475 + 32,000 + 2.5% × 400,000 = $46,475).
    const outside = {
      priceText: "2400000",
      property: "3-to-6-homes",
      location: "ontario",
    } as const;
    const canadian = estimate(outside);
    expect(canadian.taxes.toronto).toBeNull();
    expect(canadian.taxes.totalCents).toBe(dollars(44_475));
    expect(estimate({ ...outside, property: "home" }).taxes.totalCents).toBe(dollars(46_475));
    expect(canadian.totalCents).toBe(dollars(48_217.5));
    const foreign = estimate({ ...outside, foreignBuyer: true });
    expect(foreign.speculation.map((s) => [s.tax.id, s.amountCents])).toEqual([
      ["nrst-2022-10", dollars(600_000)],
    ]);
    expect(foreign.totalCents).toBe(dollars(648_217.5));
  });

  it("on both sides of $2,000,000 the same as a home up to it, and 0.5% less above it", () => {
    const ontario = (priceText: string, property: EstimatorState["property"]) =>
      estimate({ priceText, property, location: "ontario" }).taxes.ontario.taxCents;
    expect(ontario("2000000", "3-to-6-homes")).toBe(dollars(36_475));
    expect(ontario("2000000", "home")).toBe(dollars(36_475));
    // $100,000 above it: 2% = $2,000 against a home's 2.5% = $2,500.
    expect(ontario("2100000", "3-to-6-homes")).toBe(dollars(38_475));
    expect(ontario("2100000", "home")).toBe(dollars(38_975));
  });

  it("counts no first-time buyer refund or rebate, and says so", () => {
    const first = estimate({
      priceText: "1000000",
      property: "3-to-6-homes",
      firstTimeBuyer: true,
    });
    expect(first.taxes.ontario.relief).toBeNull();
    expect(first.taxes.toronto?.relief).toBeNull();
    expect(first.totalCents).toBe(dollars(35_845));
    const line = estimateLines(first).find((l) => l.id === "first-time-relief-not-applicable");
    expect(line).toMatchObject({
      amountCents: 0,
      label: "First-time buyer refund and rebate: not counted",
    });
    expect(line?.explanation).toMatch(/only for a home .* you will live in/);
    expect(line?.source?.url).toMatch(/rebate-opportunities/);
  });
});

describe("other land", () => {
  it("a foreign buyer pays no speculation tax, and the breakdown says what one to six homes would add", () => {
    const other = estimate({ priceText: "1000000", property: "other", foreignBuyer: true });
    expect(other.speculation).toEqual([]);
    expect(other.totalCents).toBe(dollars(35_845));
    const line = estimateLines(other).find((l) => l.id === "speculation-not-reached");
    expect(line?.amountCents).toBe(0);
    expect(line?.explanation).toMatch(/one to six single family residences/);
    expect(line?.explanation).toMatch(/it would add \$350,000\.00\.$/);
  });

  it("a Canadian buyer sees no speculation line at all", () => {
    const lines = estimateLines(estimate({ priceText: "1000000", property: "other" }));
    expect(lines.filter((l) => /speculation/.test(l.id))).toEqual([]);
  });
});

describe("the link", () => {
  it("writes and reads 3-to-6-homes; an unknown value opens a home", () => {
    const s = state({ priceText: "1000000", property: "3-to-6-homes", foreignBuyer: true });
    const params = estimatorStateToSearch(s);
    expect(params.get("property")).toBe("3-to-6-homes");
    expect(estimatorStateFromSearch(params)).toEqual(s);
    expect(estimatorStateFromSearch(new URLSearchParams("property=7plex")).property).toBe("home");
  });

  it("a link from before the choice (property=other) still opens other land, at the same taxes", () => {
    const old = estimatorStateFromSearch(
      new URLSearchParams(
        "type=purchase&closing-price=1000000&city=toronto&property=other&foreign-buyer=yes",
      ),
    );
    expect(old.property).toBe("other");
    const { estimate: answer } = evaluateEstimator(old);
    expect(answer?.taxes.totalCents).toBe(dollars(32_950));
    expect(answer?.speculationNotReached.map((s) => s.amountCents)).toEqual([
      dollars(250_000),
      dollars(100_000),
    ]);
  });

  it("names the kind of land in the contact message", () => {
    const s = state({ priceText: "1000000", property: "3-to-6-homes" });
    expect(estimateMessage(s, estimate(s), "https://example.com")).toMatch(
      /Property: three to six homes \(single family residences\) in the City of Toronto/,
    );
  });
});
