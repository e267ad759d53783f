/**
 * Land transfer tax as dated data: Ontario's land transfer tax (Land Transfer Tax Act, R.S.O. 1990,
 * c. L.6, s. 2), its first-time homebuyer refund (s. 9.2), the Non-Resident Speculation Tax
 * (s. 2 (2.1)), and the City of Toronto's municipal land transfer tax, its first-time purchaser
 * rebate and its Municipal Non-Resident Speculation Tax (Toronto Municipal Code Chapter 760).
 *
 * Every schedule is in force from `effectiveFrom` to `effectiveTo` (both inclusive, ISO dates;
 * `null` while in force). Both taxes are charged when the transfer is registered, so the closing
 * date picks the schedule (app/lib/domain/land-transfer-tax.ts). Rates are in basis points (hundredths of
 * a per cent: 0.5 % is 50, 4.40 % is 440) so that every calculation stays in whole numbers; money
 * is in integer cents (app/lib/domain/money.ts).
 *
 * Each figure was checked against its official source on `checked` and must be checked again by
 * `reviewBy` (docs/PRODUCT-RULES.md#fees). Closed schedules never change; their review is only a
 * link check, so their `reviewBy` is further away.
 */
import { type Cents, dollars } from "../../lib/domain/money.ts";
import type { Provenance } from "./types.ts";

export type { Provenance };

const CHECKED = "2026-11-23";
/** In-force figures: Toronto sets its budget early in the year and Ontario in the spring. */
const REVIEW_CURRENT = "2027-02-01";
/** Closed schedules: only the link can go stale. */
const REVIEW_CLOSED = "2027-11-23";

export const sources = {
  ontarioCalculating: {
    url: "https://www.ontario.ca/document/land-transfer-tax/calculating-land-transfer-tax",
    title: "Ontario Ministry of Finance: Calculating land transfer tax",
  },
  ontarioAct: {
    url: "https://www.ontario.ca/laws/statute/90l06",
    title: "Land Transfer Tax Act, R.S.O. 1990, c. L.6",
  },
  ontarioRefund: {
    url: "https://www.ontario.ca/document/land-transfer-tax/land-transfer-tax-refunds-first-time-homebuyers",
    title: "Ontario Ministry of Finance: Land transfer tax refunds for first-time homebuyers",
  },
  torontoRates: {
    url: "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/municipal-land-transfer-tax-mltt-rates-and-fees/",
    title: "City of Toronto: Municipal Land Transfer Tax rates and fees",
  },
  torontoRebate: {
    url: "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/municipal-land-transfer-tax-mltt-rebate-opportunities/",
    title: "City of Toronto: Municipal Land Transfer Tax rebate opportunities",
  },
  ontarioNrstTransitional: {
    url: "https://www.ontario.ca/document/non-resident-speculation-tax/non-resident-speculation-tax-transitional-provisions",
    title: "Ontario Ministry of Finance: Non-Resident Speculation Tax transitional provisions",
  },
  torontoMnrst: {
    url: "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/municipal-land-transfer-tax-mltt-information/",
    title:
      "City of Toronto: Municipal Land Transfer Tax and Municipal Non-Resident Speculation Tax information",
  },
} as const satisfies Record<string, Provenance["source"]>;

/**
 * The two kinds of land the rate schedules set brackets for, in the words of both: land that
 * contains at least one and not more than two single family residences (a house, semi, townhouse,
 * condominium unit, cottage or duplex), or any other land (vacant land, three or more homes,
 * commercial, industrial or farm land without a home). Ontario's 2.5% above $2,000,000 and
 * Toronto's rates above $2,000,000 reach only the first.
 */
export type BracketClass = "residential" | "other";

/**
 * What the land is, as the estimator asks it: the schedules' two kinds, with land of three to six
 * single family residences (a triplex to a sixplex) set apart from other land. It is taxed at the
 * other-land rates, and gets no first-time buyer refund or rebate, but it is within the reach of
 * both speculation taxes, which apply to land with at least one and not more than six single
 * family residences (Land Transfer Tax Act, s. 2 (2.1); Municipal Code Ch. 760: see
 * docs/FACTS.md#land-by-kind for the sources).
 */
export type PropertyClass = "residential" | "threeToSixHomes" | "other";

/** The schedules' brackets for each kind of land. */
export const bracketClassOf: Readonly<Record<PropertyClass, BracketClass>> = {
  residential: "residential",
  threeToSixHomes: "other",
  other: "other",
};

/** The kinds of land both speculation taxes reach: one to six single family residences. */
export const speculationTaxReaches = (propertyClass: PropertyClass): boolean =>
  propertyClass !== "other";

/**
 * One marginal bracket: `rateBasisPoints` applies to the part of the value of the consideration
 * above the previous bracket's `upToCents` (or $0), up to and including this one's. The last
 * bracket has no ceiling (`null`).
 */
export interface TaxBracket {
  upToCents: Cents | null;
  rateBasisPoints: number;
}

export interface Dated {
  /** First closing (registration) date it applies to, inclusive. */
  effectiveFrom: string;
  /** Last closing date it applies to, inclusive; null while in force. */
  effectiveTo: string | null;
  provenance: Provenance;
}

export interface LandTransferTaxSchedule extends Dated {
  id: string;
  jurisdiction: "ontario" | "toronto";
  brackets: Record<BracketClass, readonly TaxBracket[]>;
  /** What changed on `effectiveFrom`, and any transitional rule, in one or two sentences. */
  note: string;
  /** The official schedule writes its rates to two decimals ("4.40%"). */
  rateDecimals?: 2;
}

const b = (upToDollars: number | null, rateBasisPoints: number): TaxBracket => ({
  upToCents: upToDollars === null ? null : dollars(upToDollars),
  rateBasisPoints,
});

/** Ontario land transfer tax (Land Transfer Tax Act, s. 2 (1)). */
export const ontarioSchedules: readonly LandTransferTaxSchedule[] = [
  {
    id: "ontario-1989",
    jurisdiction: "ontario",
    effectiveFrom: "1989-06-01",
    effectiveTo: "2016-12-31",
    brackets: {
      residential: [b(55_000, 50), b(250_000, 100), b(400_000, 150), b(null, 200)],
      other: [b(55_000, 50), b(250_000, 100), b(null, 150)],
    },
    note: "The rates in force from June 1, 1989. They still apply to a transfer registered in 2017 or later under an agreement of purchase and sale signed on or before November 14, 2016.",
    provenance: {
      source: sources.ontarioCalculating,
      effective: "1989-06-01",
      checked: CHECKED,
      reviewBy: REVIEW_CLOSED,
    },
  },
  {
    id: "ontario-2017",
    jurisdiction: "ontario",
    effectiveFrom: "2017-01-01",
    effectiveTo: null,
    brackets: {
      residential: [
        b(55_000, 50),
        b(250_000, 100),
        b(400_000, 150),
        b(2_000_000, 200),
        b(null, 250),
      ],
      other: [b(55_000, 50), b(250_000, 100), b(400_000, 150), b(null, 200)],
    },
    note: "Since January 1, 2017 for agreements of purchase and sale signed after November 14, 2016: 1.5% up to $400,000 and 2% above it for all land, and 2.5% above $2,000,000 for land with one or two single family residences.",
    provenance: {
      source: sources.ontarioCalculating,
      effective: "2017-01-01",
      checked: CHECKED,
      reviewBy: REVIEW_CURRENT,
    },
  },
];

const torontoOther2017 = [b(55_000, 50), b(250_000, 100), b(400_000, 150), b(null, 200)];
const torontoResidentialTo3m = [
  b(55_000, 50),
  b(250_000, 100),
  b(400_000, 150),
  b(2_000_000, 200),
  b(3_000_000, 250),
];

/** City of Toronto municipal land transfer tax (Toronto Municipal Code Chapter 760). */
export const torontoSchedules: readonly LandTransferTaxSchedule[] = [
  {
    id: "toronto-2008",
    jurisdiction: "toronto",
    effectiveFrom: "2008-02-01",
    effectiveTo: "2017-02-28",
    brackets: {
      residential: [b(55_000, 50), b(400_000, 100), b(null, 200)],
      other: [b(55_000, 50), b(400_000, 100), b(40_000_000, 150), b(null, 100)],
    },
    note: "The City's tax on every transfer of land in Toronto registered on or after February 1, 2008, in addition to Ontario's.",
    provenance: {
      source: sources.torontoRates,
      effective: "2008-02-01",
      checked: CHECKED,
      reviewBy: REVIEW_CLOSED,
    },
  },
  {
    id: "toronto-2017",
    jurisdiction: "toronto",
    effectiveFrom: "2017-03-01",
    effectiveTo: "2023-12-31",
    brackets: {
      residential: [
        b(55_000, 50),
        b(250_000, 100),
        b(400_000, 150),
        b(2_000_000, 200),
        b(null, 250),
      ],
      other: torontoOther2017,
    },
    note: "From March 1, 2017 (City Council item EX22.2) the City's brackets match Ontario's, for every transfer registered from that date whenever the agreement was signed.",
    provenance: {
      source: sources.torontoRates,
      effective: "2017-03-01",
      checked: CHECKED,
      reviewBy: REVIEW_CLOSED,
    },
  },
  {
    id: "toronto-2024",
    jurisdiction: "toronto",
    effectiveFrom: "2024-01-01",
    effectiveTo: "2026-03-31",
    brackets: {
      residential: [
        ...torontoResidentialTo3m,
        b(4_000_000, 350),
        b(5_000_000, 450),
        b(10_000_000, 550),
        b(20_000_000, 650),
        b(null, 750),
      ],
      other: torontoOther2017,
    },
    note: "From January 1, 2024 (City Council item EX7.1, September 6, 2023) higher rates apply to homes above $3,000,000, for every transfer registered from that date.",
    provenance: {
      source: sources.torontoRates,
      effective: "2024-01-01",
      checked: CHECKED,
      reviewBy: REVIEW_CLOSED,
    },
  },
  {
    id: "toronto-2026",
    jurisdiction: "toronto",
    rateDecimals: 2,
    effectiveFrom: "2026-04-01",
    effectiveTo: null,
    brackets: {
      residential: [
        ...torontoResidentialTo3m,
        b(4_000_000, 440),
        b(5_000_000, 545),
        b(10_000_000, 650),
        b(20_000_000, 755),
        b(null, 860),
      ],
      other: torontoOther2017,
    },
    note: "From April 1, 2026 (passed by City Council on December 17, 2025) the rates above $3,000,000 rose again: 3.5%, 4.5%, 5.5%, 6.5% and 7.5% became 4.40%, 5.45%, 6.50%, 7.55% and 8.60%.",
    provenance: {
      source: sources.torontoRates,
      effective: "2026-04-01",
      checked: CHECKED,
      reviewBy: REVIEW_CURRENT,
    },
  },
];

/**
 * A first-time buyer's refund (Ontario) or rebate (Toronto): all of the tax up to `maxCents`, on
 * an eligible home (one or two single family residences), for a buyer who meets the program's
 * conditions. Those conditions are the firm's to confirm, so `confirmWithFirm` is set.
 */
export interface FirstTimeBuyerRelief extends Dated {
  id: string;
  jurisdiction: "ontario" | "toronto";
  maxCents: Cents;
  note: string;
}

export const firstTimeBuyerReliefs: readonly FirstTimeBuyerRelief[] = [
  {
    id: "ontario-refund-2007",
    jurisdiction: "ontario",
    effectiveFrom: "2007-12-14",
    effectiveTo: "2016-12-31",
    maxCents: dollars(2_000),
    note: "Up to $2,000, for new and resale homes bought under agreements signed after December 13, 2007.",
    provenance: {
      source: sources.ontarioRefund,
      effective: "2007-12-14",
      checked: CHECKED,
      reviewBy: REVIEW_CLOSED,
      confirmWithFirm: true,
    },
  },
  {
    id: "ontario-refund-2017",
    jurisdiction: "ontario",
    effectiveFrom: "2017-01-01",
    effectiveTo: null,
    maxCents: dollars(4_000),
    note: "Up to $4,000 for transfers registered on or after January 1, 2017, whenever the agreement was signed: no Ontario tax on about the first $368,000. Buyers must be Canadian citizens or permanent residents (or become one within 18 months), never have owned a home anywhere, and live in it within nine months.",
    provenance: {
      source: sources.ontarioRefund,
      effective: "2017-01-01",
      checked: CHECKED,
      reviewBy: REVIEW_CURRENT,
      confirmWithFirm: true,
    },
  },
  {
    id: "toronto-rebate-2008",
    jurisdiction: "toronto",
    effectiveFrom: "2008-02-01",
    effectiveTo: "2017-02-28",
    maxCents: dollars(3_725),
    note: "Up to $3,725 for transfers registered before March 1, 2017.",
    provenance: {
      source: sources.torontoRebate,
      effective: "2008-02-01",
      checked: CHECKED,
      reviewBy: REVIEW_CLOSED,
      confirmWithFirm: true,
    },
  },
  {
    id: "toronto-rebate-2017",
    jurisdiction: "toronto",
    effectiveFrom: "2017-03-01",
    effectiveTo: null,
    maxCents: dollars(4_475),
    note: "Up to $4,475 for transfers registered on or after March 1, 2017: no Toronto tax on the first $400,000. The same conditions as Ontario's refund, including Canadian citizenship or permanent residence.",
    provenance: {
      source: sources.torontoRebate,
      effective: "2017-03-01",
      checked: CHECKED,
      reviewBy: REVIEW_CURRENT,
      confirmWithFirm: true,
    },
  },
];

/**
 * The speculation taxes on foreign buyers. Whether one applies turns on each buyer's citizenship,
 * residence and exemptions, which the firm establishes; the estimator states them and never
 * decides them (docs/PRODUCT-RULES.md#fees).
 */
export interface SpeculationTax extends Dated {
  id: string;
  jurisdiction: "ontario" | "toronto";
  /** A flat rate on the whole value of the consideration. */
  rateBasisPoints: number;
  /** Where in Ontario it applied. */
  area: string;
}

/** Who both speculation taxes apply to (Land Transfer Tax Act, s. 2 (2.1); Municipal Code Ch. 760). */
export const speculationTaxAppliesTo =
  "Buyers who are foreign nationals (not Canadian citizens or permanent residents of Canada), foreign corporations or taxable trustees, on land with one to six single family residences (a house or condominium unit up to a sixplex; not vacant, commercial or farm land, or seven or more homes). Some buyers are exempt (nominees under the Ontario Immigrant Nominee Program, protected persons, and spouses of Canadian citizens or permanent residents) and some can claim a rebate later.";

export const speculationTaxes: readonly SpeculationTax[] = [
  {
    id: "nrst-2017",
    jurisdiction: "ontario",
    effectiveFrom: "2017-04-21",
    effectiveTo: "2022-03-29",
    rateBasisPoints: 1_500,
    area: "the Greater Golden Horseshoe only (including Toronto)",
    provenance: {
      source: sources.ontarioAct,
      effective: "2017-04-21",
      checked: CHECKED,
      reviewBy: REVIEW_CLOSED,
      confirmWithFirm: true,
    },
  },
  {
    id: "nrst-2022-03",
    jurisdiction: "ontario",
    effectiveFrom: "2022-03-30",
    effectiveTo: "2022-10-24",
    rateBasisPoints: 2_000,
    area: "all of Ontario",
    provenance: {
      source: sources.ontarioAct,
      effective: "2022-03-30",
      checked: CHECKED,
      reviewBy: REVIEW_CLOSED,
      confirmWithFirm: true,
    },
  },
  {
    id: "nrst-2022-10",
    jurisdiction: "ontario",
    effectiveFrom: "2022-10-25",
    effectiveTo: null,
    rateBasisPoints: 2_500,
    area: "all of Ontario",
    provenance: {
      source: sources.ontarioCalculating,
      effective: "2022-10-25",
      checked: CHECKED,
      reviewBy: REVIEW_CURRENT,
      confirmWithFirm: true,
    },
  },
  {
    id: "mnrst-2025",
    jurisdiction: "toronto",
    effectiveFrom: "2025-01-01",
    effectiveTo: null,
    rateBasisPoints: 1_000,
    area: "the City of Toronto, in addition to Ontario's",
    provenance: {
      source: sources.torontoMnrst,
      effective: "2025-01-01",
      checked: CHECKED,
      reviewBy: REVIEW_CURRENT,
      confirmWithFirm: true,
    },
  },
];

/**
 * Ontario's transitional provisions: the Non-Resident Speculation Tax rate is the one in force when
 * the agreement of purchase and sale (or its assignment) was entered into, not at closing, provided
 * the land goes only to the buyers or assignees it names (and their spouses). So an agreement made
 * under an earlier schedule above pays that schedule's rate (15% in the Greater Golden Horseshoe for
 * agreements from April 21, 2017 to March 29, 2022; 20% for agreements from March 30 to October 24,
 * 2022). The estimator prices by the closing date and says so (docs/FACTS.md#land-by-kind).
 */
export const nrstTransitional = {
  source: sources.ontarioNrstTransitional,
  checked: "2026-11-30",
} as const;

/** The first closing date the estimator prices: the day Toronto's tax began. */
export const earliestClosingDate = "2008-02-01";

/** When every figure in this file was last checked. */
export const landTransferTaxCheckedOn = CHECKED;
