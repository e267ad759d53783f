import { describe, expect, it } from "vitest";
import { estateAddOns, estatePackages } from "~/content/fees/estate-planning";
import {
  defaultEstateQuoteInput,
  estateQuoteFromSearch,
  estateQuoteToSearch,
  quoteEstatePlan,
} from "./estate-quote";
import { dollars } from "./money";

describe("quoteEstatePlan", () => {
  it.each([
    ["individual-standard", 1_000, 130, 1_130],
    ["individual-dual", 1_700, 221, 1_921],
    ["couples-standard", 1_550, 201.5, 1_751.5],
    ["couples-dual", 2_800, 364, 3_164],
  ] as const)("prices the %s package alone: $%i + HST", (packageId, fee, hst, total) => {
    const q = quoteEstatePlan({ packageId, addOns: [] });
    expect(q.subtotalCents).toBe(dollars(fee));
    expect(q.hstCents).toBe(dollars(hst));
    expect(q.totalCents).toBe(dollars(total));
  });

  it("prices a couple's dual-will package with two add-ons (the issue's example)", () => {
    const q = quoteEstatePlan({ packageId: "couples-dual", addOns: ["guardian", "henson-trust"] });
    expect(q.lines.map((l) => [l.id, l.amountCents])).toEqual([
      ["couples-dual", dollars(2_800)],
      ["guardian", dollars(200)],
      ["henson-trust", dollars(395)],
    ]);
    expect(q.subtotalCents).toBe(dollars(3_395));
    expect(q.hstCents).toBe(dollars(441.35));
    expect(q.totalCents).toBe(dollars(3_836.35));
  });

  it("prices every add-on on every package", () => {
    for (const pkg of estatePackages) {
      for (const addOn of estateAddOns) {
        const q = quoteEstatePlan({ packageId: pkg.id, addOns: [addOn.id] });
        expect(q.subtotalCents).toBe(pkg.feeCents + addOn.feeCents);
        expect(q.totalCents - q.subtotalCents).toBe(
          Math.floor(((pkg.feeCents + addOn.feeCents) * 13 + 50) / 100),
        );
      }
    }
  });

  it("adds all nine add-ons once each, in schedule order, ignoring repeats and unknown ids", () => {
    const all = estateAddOns.map((a) => a.id);
    const q = quoteEstatePlan({
      packageId: "individual-standard",
      addOns: [...all].reverse().concat(["guardian", "bogus"]),
    });
    expect(q.lines.map((l) => l.id)).toEqual(["individual-standard", ...all]);
    // 1,000 + 3×200 + 250 + 300 + 2×395 + 450 + 795 = 4,185; HST 544.05
    expect(q.subtotalCents).toBe(dollars(4_185));
    expect(q.hstCents).toBe(dollars(544.05));
    expect(q.totalCents).toBe(dollars(4_729.05));
  });

  it("rounds HST to the cent (half up)", () => {
    // 1,550 + 395 = 1,945 → 252.85; 1,700 + 795 = 2,495 → 324.35
    expect(
      quoteEstatePlan({ packageId: "couples-standard", addOns: ["specialized-trust"] }).hstCents,
    ).toBe(25_285);
    expect(
      quoteEstatePlan({ packageId: "individual-dual", addOns: ["unequal-distribution"] }).hstCents,
    ).toBe(32_435);
  });

  it("refuses an unknown package", () => {
    // @ts-expect-error: not a package id
    expect(() => quoteEstatePlan({ packageId: "gold", addOns: [] })).toThrow();
  });
});

describe("estate quote URL query", () => {
  it("round-trips a package and add-ons", () => {
    const input = { packageId: "couples-dual" as const, addOns: ["guardian", "henson-trust"] };
    const params = estateQuoteToSearch(input);
    expect(params.toString()).toBe("package=couples-dual&addon=guardian&addon=henson-trust");
    expect(estateQuoteFromSearch(params)).toEqual(input);
  });
  it("falls back to the default package and drops unknown add-ons", () => {
    expect(
      estateQuoteFromSearch(new URLSearchParams("package=gold&addon=pony&addon=urgent")),
    ).toEqual({
      ...defaultEstateQuoteInput,
      addOns: ["urgent"],
    });
  });
});
