/**
 * Fee data integrity: every published fee of the schedules in this folder appears exactly once, as
 * integer cents, with nothing else posing as a fee; plus counts, ids and wording checks.
 *
 * Covers real-estate.ts, estate-planning.ts and immigration.ts, and notary.ts and family-law.ts
 * (written by the service pages' branch) whenever they are present: see the end of the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dollars } from "~/lib/domain/money";
import { fact } from "../facts";
import * as estatePlanning from "./estate-planning";
import * as immigration from "./immigration";
import { feeCards } from "./overview";
import * as realEstate from "./real-estate";

/** Every value under a key ending in "FeeCents", keyed by a readable path (ids where present). */
function collectFees(value: unknown, at = ""): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (v: unknown, p: string) => {
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        const id = item && typeof item === "object" && "id" in item ? String(item.id) : String(i);
        walk(item, `${p}[${id}]`);
      });
    } else if (v && typeof v === "object") {
      for (const [k, child] of Object.entries(v)) {
        const childPath = p ? `${p}.${k}` : k;
        if (/FeeCents$/i.test(k)) {
          if (found.has(childPath)) throw new Error(`duplicate path ${childPath}`);
          found.set(childPath, child as number);
        } else walk(child, childPath);
      }
    }
  };
  walk(value, at);
  return found;
}

const $ = dollars;

describe("published real estate fees: each exactly once", () => {
  const fees = collectFees({
    propertyPriceBands: realEstate.propertyPriceBands,
    aboveTopBand: realEstate.aboveTopBand,
    extraMortgage: realEstate.extraMortgage,
    refinanceOptions: realEstate.refinanceOptions,
    refinanceRush: realEstate.refinanceRush,
    additionalRealEstateFees: realEstate.additionalRealEstateFees,
  });

  it("has exactly the published schedule and the firm's additional items, nothing more", () => {
    expect(Object.fromEntries(fees)).toEqual({
      // Property price band | Purchase fee | Sale fee
      "propertyPriceBands[up-to-1m].purchaseFeeCents": $(1_500),
      "propertyPriceBands[up-to-1m].saleFeeCents": $(1_250),
      "propertyPriceBands[to-1-5m].purchaseFeeCents": $(1_750),
      "propertyPriceBands[to-1-5m].saleFeeCents": $(1_500),
      "propertyPriceBands[to-2m].purchaseFeeCents": $(2_000),
      "propertyPriceBands[to-2m].saleFeeCents": $(1_750),
      "propertyPriceBands[to-2-5m].purchaseFeeCents": $(2_250),
      "propertyPriceBands[to-2-5m].saleFeeCents": $(2_000),
      "propertyPriceBands[to-3m].purchaseFeeCents": $(2_500),
      "propertyPriceBands[to-3m].saleFeeCents": $(2_250),
      // Above 3,000,000: add 250 per extra 500,000 (one rule for both columns)
      "aboveTopBand.stepFeeCents": $(250),
      // Extra mortgage/line registration or discharge: 300 each
      "extraMortgage.feeCents": $(300),
      // Refinance
      "refinanceOptions[standard].feeCents": $(1_000),
      "refinanceOptions[private-borrower].feeCents": $(1_375),
      "refinanceOptions[private-lender].feeCents": $(2_375),
      "refinanceOptions[private-under-75k-both-sides].feeCents": $(3_300),
      "refinanceRush.feeCents": $(350),
      // Additional fees: the published six examples…
      "additionalRealEstateFees[rush-under-14-days].feeCents": $(300),
      "additionalRealEstateFees[missed-appointment].feeCents": $(150),
      "additionalRealEstateFees[matrimonial-home-designation].feeCents": $(800),
      "additionalRealEstateFees[bridge-loan].feeCents": $(400),
      "additionalRealEstateFees[private-mortgage-on-purchase].feeCents": $(550),
      "additionalRealEstateFees[guarantor].feeCents": $(295),
      // …and the rest of the firm's list, within the published 50 to 1,100 range
      "additionalRealEstateFees[extra-declaration].feeCents": $(50),
      "additionalRealEstateFees[tenanted-property].feeCents": $(250),
      "additionalRealEstateFees[corporate-party].feeCents": $(350),
      "additionalRealEstateFees[new-build-purchase].feeCents": $(500),
      "additionalRealEstateFees[assignment].feeCents": $(750),
      "additionalRealEstateFees[non-resident-seller].feeCents": $(1_100),
    });
  });

  it("keeps the band edges the product rules give, in order, the first up to $1,000,000 inclusive", () => {
    expect(realEstate.propertyPriceBands.map((b) => b.maxPriceCents)).toEqual(
      [1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000].map($),
    );
    expect(realEstate.aboveTopBand.stepPriceCents).toBe($(500_000));
  });

  it("spans exactly 50 to 1,100 in additional fees, with some minimums, never in the calculator", () => {
    const amounts = realEstate.additionalRealEstateFees.map((f) => f.feeCents);
    expect(Math.min(...amounts)).toBe($(50));
    expect(Math.max(...amounts)).toBe($(1_100));
    const minimums = realEstate.additionalRealEstateFees.filter((f) => f.minimum);
    expect(minimums.length).toBeGreaterThan(0);
    for (const f of minimums) expect(f.calculator).toBeUndefined();
  });

  it("lists every LSO Rule 4.2-2.1 permitted disbursement in the note", () => {
    for (const words of [
      "13% HST",
      "land transfer tax",
      "government document registration fees",
      "fees charged by government",
      "Teranet fees",
      "condominium status certificate",
      "similar-name executions",
      "title insurance premium",
      "Rule 4.2-2.1",
    ]) {
      expect(realEstate.allInclusiveNote).toContain(words);
    }
  });

  it("dates and sources every typical disbursement figure", () => {
    for (const d of realEstate.realEstateDisbursements) {
      const typical = fact(d.typical);
      expect(typical.checked).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(typical.source.url).toMatch(/^https:\/\//);
      expect(d.appliesTo.length).toBeGreaterThan(0);
    }
  });
});

describe("published estate planning fees: each exactly once", () => {
  it("has the four packages and nine add-ons at the published prices, nothing more", () => {
    const fees = collectFees({
      estatePackages: estatePlanning.estatePackages,
      estateAddOns: estatePlanning.estateAddOns,
    });
    expect(Object.fromEntries(fees)).toEqual({
      "estatePackages[individual-standard].feeCents": $(1_000),
      "estatePackages[individual-dual].feeCents": $(1_700),
      "estatePackages[couples-standard].feeCents": $(1_550),
      "estatePackages[couples-dual].feeCents": $(2_800),
      // 200: minors trust, guardian, RESP
      "estateAddOns[minors-trust].feeCents": $(200),
      "estateAddOns[guardian].feeCents": $(200),
      "estateAddOns[resp].feeCents": $(200),
      // 250: trust company executor
      "estateAddOns[trust-company-executor].feeCents": $(250),
      // 300: life insurance, RRSP, TFSA trust
      "estateAddOns[insurance-rrsp-tfsa-trust].feeCents": $(300),
      // 395: Henson, spousal, house, other specialized trusts
      "estateAddOns[henson-trust].feeCents": $(395),
      "estateAddOns[specialized-trust].feeCents": $(395),
      // 450: urgent, under 7 days
      "estateAddOns[urgent].feeCents": $(450),
      // 795: unequal distribution or will-challenge risk
      "estateAddOns[unequal-distribution].feeCents": $(795),
    });
    expect(estatePlanning.estatePackages).toHaveLength(4);
    expect(estatePlanning.estateAddOns).toHaveLength(9);
  });
});

describe("published immigration fees: each exactly once", () => {
  it("has the four stages from the published amounts, nothing more", () => {
    const fees = collectFees({ immigrationStages: immigration.immigrationStages });
    expect(Object.fromEntries(fees)).toEqual({
      "immigrationStages[consultation].fromFeeCents": $(250),
      "immigrationStages[temporary-residence].fromFeeCents": $(1_500),
      "immigrationStages[permanent-residence].fromFeeCents": $(2_500),
      "immigrationStages[hearings-appeals].fromFeeCents": $(3_500),
    });
  });

  it("states the 48-hour and 3-day terms and what is excluded", () => {
    const text = immigration.immigrationImportantInfo.map((i) => i.text).join(" ");
    // The paid stage is a "full case assessment", named apart from the free 15-minute call; the
    // refund rule (docs/PRODUCT-RULES.md) is said plainly: refunded within 3 days, not after.
    expect(text).toContain("at least 48 hours before your full case assessment");
    expect(text).toContain(
      "You pay the full case assessment fee in advance. If you cancel within 3 days of retaining us, the fee is refunded; after those 3 days it is not refundable.",
    );
    expect(immigration.immigrationStages[0]?.title).toBe("Full case assessment");
    expect(immigration.immigrationFeeNote).toBe(
      "All fees are in CAD and exclude 13% HST and government fees.",
    );
    expect(immigration.immigrationExclusions.join(" ")).toMatch(/Government fees/);
  });
});

describe("fee content hygiene", () => {
  const lists: [string, readonly { id: string }[]][] = [
    ["propertyPriceBands", realEstate.propertyPriceBands],
    ["refinanceOptions", realEstate.refinanceOptions],
    ["additionalRealEstateFees", realEstate.additionalRealEstateFees],
    ["realEstateDisbursements", realEstate.realEstateDisbursements],
    ["estatePackages", estatePlanning.estatePackages],
    ["estateAddOns", estatePlanning.estateAddOns],
    ["immigrationStages", immigration.immigrationStages],
    ["immigrationImportantInfo", immigration.immigrationImportantInfo],
    ["feeCards", feeCards],
  ];
  it.each(lists)("%s has unique kebab-case ids", (_name, items) => {
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has no empty strings anywhere and only whole, positive cents", () => {
    const walk = (v: unknown, p: string) => {
      if (typeof v === "string") expect(v.trim(), p).not.toBe("");
      else if (typeof v === "number") {
        expect(Number.isInteger(v), p).toBe(true);
        expect(v, p).toBeGreaterThan(0);
      } else if (Array.isArray(v)) {
        for (const [i, x] of v.entries()) walk(x, `${p}[${i}]`);
      } else if (v && typeof v === "object")
        for (const [k, x] of Object.entries(v)) walk(x, `${p}.${k}`);
    };
    walk({ realEstate, estatePlanning, immigration, feeCards }, "fees");
  });

  it("links the /fees cards where the product rules say", () => {
    expect(feeCards.map((c) => c.path)).toEqual([
      "/fees/real-estate",
      "/fees/estate-planning",
      "/fees/immigration",
      "/services/family-law#fees",
      "/services/notary#pricing",
    ]);
  });

  it("never claims to be a specialist or expert", () => {
    const text = JSON.stringify({ realEstate, estatePlanning, immigration, feeCards });
    expect(text).not.toMatch(/\b(specialist|expert)/i);
  });

  it("writes no dollar amount in fee pages or calculators: they read the data", () => {
    const root = path.resolve(__dirname, "../..");
    const files = [
      ...readdirSync(path.join(root, "routes"))
        .filter((f) => /^fees(\.|$)/.test(f))
        .map((f) => path.join(root, "routes", f)),
      ...readdirSync(path.join(root, "components/fees")).map((f) =>
        path.join(root, "components/fees", f),
      ),
    ];
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      expect(source, file).not.toMatch(/\$\d/);
      expect(source, file).not.toMatch(/dollars\(/);
    }
  });
});

/**
 * notary.ts and family-law.ts are written by the service pages' branch. When they are present
 * (after the merge), their published fees are checked here too, with the same "exactly once,
 * nothing else" rule. Amounts there live under `amount`, `from`, `to` and `base`.
 */
const serviceFeeModules = import.meta.glob<Record<string, unknown>>("./{notary,family-law}.ts", {
  eager: true,
});

describe.runIf(Object.keys(serviceFeeModules).length === 2)(
  "published notary and family law fees: each exactly once",
  () => {
    it("has exactly the published figures", () => {
      const found: Record<string, unknown> = {};
      const walk = (v: unknown, p: string) => {
        if (Array.isArray(v)) {
          for (const [i, x] of v.entries()) {
            const key =
              x && typeof x === "object"
                ? ("id" in x && x.id) || ("label" in x && x.label) || i
                : i;
            walk(x, `${p}[${String(key)}]`);
          }
        } else if (v && typeof v === "object") {
          for (const [k, x] of Object.entries(v)) {
            if (["amount", "from", "to", "base"].includes(k)) found[`${p}.${k}`] = x;
            else walk(x, `${p}.${k}`);
          }
        }
      };
      for (const [file, mod] of Object.entries(serviceFeeModules))
        walk(mod, file.replace(/^\.\/|\.ts$/g, ""));
      const card = "notary.notaryPricingCards";
      expect(found).toEqual({
        // Family law: uncontested divorce 999.00; separation agreement 1,200 to 2,000;
        // foreign divorce opinion letter 800 to 1,200 (the free consultation has no amount).
        "family-law.familyLawFees[uncontested-divorce].amount": $(999),
        "family-law.familyLawFees[separation-agreement].from": $(1_200),
        "family-law.familyLawFees[separation-agreement].to": $(2_000),
        "family-law.familyLawFees[foreign-divorce-opinion].from": $(800),
        "family-law.familyLawFees[foreign-divorce-opinion].to": $(1_200),
        // Notary fees table
        [`${card}[signature-witness].base`]: $(50),
        [`${card}[signature-witness].extras[Extra stamps].amount`]: $(10),
        [`${card}[letter-of-invitation].base`]: $(50),
        [`${card}[letter-of-invitation].extras[Additional documents].amount`]: $(10),
        [`${card}[certified-true-copy].base`]: $(50),
        [`${card}[certified-true-copy].extras[Extra stamps].amount`]: $(10),
        [`${card}[certified-true-copy].extras[Photocopying, black and white].amount`]: $(0.3),
        [`${card}[affidavit].base`]: $(50),
        [`${card}[affidavit].extras[Extra stamps].amount`]: $(15),
        [`${card}[real-estate-closing].base`]: null,
        [`${card}[foreign-power-of-attorney].base`]: $(50),
        [`${card}[foreign-power-of-attorney].extras[Execution assistance].amount`]: $(50),
        [`${card}[foreign-power-of-attorney].extras[Each extra page beyond the signature page].amount`]:
          $(10),
        [`${card}[will-poa-execution].base`]: null,
        // Other costs: printing 0.30 per page; scanning 2.00; additional witness 20 plus HST; drafting varies
        "notary.notaryOtherCosts[printing].amount": $(0.3),
        "notary.notaryOtherCosts[scanning].amount": $(2),
        "notary.notaryOtherCosts[additional-witness].amount": $(20),
        "notary.notaryOtherCosts[drafting].amount": 0,
      });
    });
  },
);
