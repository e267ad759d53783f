/**
 * Real estate legal fees (docs/PRODUCT-RULES.md#fees). Every firm fee is written here once, in integer cents, and read by
 * /fees/real-estate, the quote calculator (app/lib/domain/real-estate-quote.ts) and the tests.
 *
 * Naming rule the integrity test relies on: a firm fee lives in a key ending in `FeeCents`;
 * prices and thresholds that are not fees use other names (`maxPriceCents`, `stepPriceCents`).
 */
import { type FactId, factCents, factText } from "~/content/facts";
import { type Cents, dollars, formatCad } from "~/lib/domain/money";

export type TransactionType = "purchase" | "sale" | "refinance";

/** One band of the purchase and sale schedule: every price up to `maxPriceCents` inclusive. */
export interface PropertyPriceBand {
  id: string;
  /** Upper edge of the band, inclusive. The band starts one cent above the previous edge. */
  maxPriceCents: Cents;
  purchaseFeeCents: Cents;
  saleFeeCents: Cents;
}

/** "Up to 1,000,000" is the first band; each later band runs to its edge inclusive. */
export const propertyPriceBands: readonly PropertyPriceBand[] = [
  {
    id: "up-to-1m",
    maxPriceCents: dollars(1_000_000),
    purchaseFeeCents: dollars(1_500),
    saleFeeCents: dollars(1_250),
  },
  {
    id: "to-1-5m",
    maxPriceCents: dollars(1_500_000),
    purchaseFeeCents: dollars(1_750),
    saleFeeCents: dollars(1_500),
  },
  {
    id: "to-2m",
    maxPriceCents: dollars(2_000_000),
    purchaseFeeCents: dollars(2_000),
    saleFeeCents: dollars(1_750),
  },
  {
    id: "to-2-5m",
    maxPriceCents: dollars(2_500_000),
    purchaseFeeCents: dollars(2_250),
    saleFeeCents: dollars(2_000),
  },
  {
    id: "to-3m",
    maxPriceCents: dollars(3_000_000),
    purchaseFeeCents: dollars(2_500),
    saleFeeCents: dollars(2_250),
  },
];

/**
 * The top band ("Above 3,000,000: add 250 per extra 500,000", for purchases and sales
 * alike): the fee of the last band plus $250 for each further $500,000 or part of it. So
 * $3,000,000.01 to $3,500,000 adds $250, and $3,500,000.01 adds $500.
 */
export const aboveTopBand = {
  id: "above-3m",
  stepFeeCents: dollars(250),
  stepPriceCents: dollars(500_000),
} as const;

/**
 * "Extra mortgage/line registration or discharge: 300 each". A purchase fee includes
 * acting on one new mortgage, and a sale or refinance fee includes discharging one mortgage
 * (LSO Rule 4.2-2.1 (d)); each further mortgage or line of credit is extra.
 */
export const extraMortgage = {
  id: "extra-mortgage",
  label: "Each extra mortgage or line of credit registered or discharged",
  feeCents: dollars(300),
  /** The calculator's upper limit: more than this is a conversation, not a quote. */
  calculatorMax: 5,
} as const;

export type RefinanceOptionId =
  | "standard"
  | "private-borrower"
  | "private-lender"
  | "private-under-75k-both-sides";

export interface RefinanceOption {
  id: RefinanceOptionId;
  label: string;
  description: string;
  feeCents: Cents;
}

/** Refinance: one of these four is the base fee of a refinance. */
export const refinanceOptions: readonly RefinanceOption[] = [
  {
    id: "standard",
    label: "Standard refinance",
    description:
      "Replacing or adding a mortgage from a bank, credit union or other institutional lender, including paying out and discharging your existing mortgage.",
    feeCents: dollars(1_000),
  },
  {
    id: "private-borrower",
    label: "Private mortgage, borrower's side",
    description:
      "We act for you as the borrower on a mortgage from a private lender: reviewing the commitment and terms, and registering the mortgage.",
    feeCents: dollars(1_375),
  },
  {
    id: "private-lender",
    label: "Private mortgage, lender's side",
    description:
      "We act for you as a private lender: title and execution searches, drafting the mortgage and its terms, registration and advancing the funds safely.",
    feeCents: dollars(2_375),
  },
  {
    id: "private-under-75k-both-sides",
    label: "Private mortgage under $75,000, both sides",
    description:
      "The Law Society's rules let one lawyer act for both borrower and lender only in limited cases, such as a loan of $75,000 or less, and only with both sides' informed consent.",
    feeCents: dollars(3_300),
  },
];

/** Refinance: "rush (closing under 7 business days) 350". */
export const refinanceRush = {
  id: "refinance-rush",
  label: "Rush refinance: closing in under 7 business days",
  feeCents: dollars(350),
} as const;

export interface AdditionalRealEstateFee {
  id: string;
  service: string;
  /** One plain sentence on when the fee applies. */
  note: string;
  feeCents: Cents;
  /** Shown with a plus sign: the fee starts at this amount and is confirmed after review. */
  minimum?: true;
  /**
   * Transaction types where the calculator offers this item as a checkbox. Items that depend on
   * what happens later (a missed appointment) or that start at a minimum are not offered.
   */
  calculator?: readonly ("purchase" | "sale")[];
}

/**
 * Additional real estate fees range from 50 to 1,100; the six published examples are exact,
 * and the firm's other items complete the list. Those marked `minimum` are the published "plus" fees.
 */
export const additionalRealEstateFees: readonly AdditionalRealEstateFee[] = [
  {
    id: "rush-under-14-days",
    service: "Rush closing, under 14 days",
    note: "When your deal closes less than 14 days after we receive the agreement.",
    feeCents: dollars(300),
    calculator: ["purchase", "sale"],
  },
  {
    id: "missed-appointment",
    service: "Missed signing appointment",
    note: "When a signing appointment is missed without 24 hours' notice and has to be rebooked.",
    feeCents: dollars(150),
  },
  {
    id: "matrimonial-home-designation",
    service: "Matrimonial home designation",
    note: "Preparing and registering a designation of matrimonial home under Ontario's Family Law Act.",
    feeCents: dollars(800),
  },
  {
    id: "bridge-loan",
    service: "Bridge loan",
    note: "Acting on short-term bridge financing when your purchase closes before your sale.",
    feeCents: dollars(400),
    calculator: ["purchase"],
  },
  {
    id: "private-mortgage-on-purchase",
    service: "Private mortgage on a purchase",
    note: "When part of your purchase is financed by a private lender rather than a bank.",
    feeCents: dollars(550),
    calculator: ["purchase"],
  },
  {
    id: "guarantor",
    service: "Guarantor",
    note: "Advising and signing up a guarantor (often a parent) who backs your mortgage.",
    feeCents: dollars(295),
    calculator: ["purchase"],
  },
  {
    id: "extra-declaration",
    service: "Additional statutory declaration or affidavit, each",
    note: "When the lender, title insurer or other side asks for a sworn document beyond the usual closing set.",
    feeCents: dollars(50),
  },
  {
    id: "tenanted-property",
    service: "Tenanted property",
    note: "Reviewing leases, rent and deposit adjustments, and notices to tenants when the home is rented.",
    feeCents: dollars(250),
    calculator: ["purchase", "sale"],
  },
  {
    id: "corporate-party",
    service: "Corporation or trust buying or selling",
    note: "Confirming signing authority, corporate records and resolutions when a corporation or trust is a party.",
    feeCents: dollars(350),
    calculator: ["purchase", "sale"],
  },
  {
    id: "new-build-purchase",
    service: "New home from a builder",
    note: "Reviewing the builder's agreement, Tarion warranty coverage and the builder's closing adjustments.",
    feeCents: dollars(500),
    minimum: true,
  },
  {
    id: "assignment",
    service: "Assignment of a purchase agreement",
    note: "Buying or selling the rights under an agreement before closing, usually a pre-construction condo.",
    feeCents: dollars(750),
    minimum: true,
  },
  {
    id: "non-resident-seller",
    service: "Non-resident seller",
    note: "Handling the Canada Revenue Agency section 116 clearance certificate and holdback when the seller lives outside Canada.",
    feeCents: dollars(1_100),
    minimum: true,
  },
];

/**
 * What every real estate fee on this page includes, so nothing is added later
 * (LSO Rule 4.2-2.1 (a): an advertised price includes all fees and disbursements except HST
 * and the permitted disbursements).
 */
export const realEstateFeeIncludes: readonly string[] = [
  "Our legal work from review of your agreement to the final report on closing",
  "On a purchase, acting for your lender on one mortgage; on a sale or refinance, discharging one mortgage",
  "Preparing and reviewing every closing document, and virtual or in-person signing",
  "Identity verification, trust account and wire transfer charges",
  "Courier, copies, postage and any third-party conveyancer or agent we use",
];

/** One permitted disbursement: paid on your behalf to a third party and shown on your statement. */
export interface Disbursement {
  id: string;
  item: string;
  /** Who charges it and when it applies. */
  description: string;
  /** What it usually costs: a fact in the register, with its source and the date it was checked. */
  typical: FactId;
  appliesTo: readonly TransactionType[];
  /**
   * What the closing-cost estimator counts for a purchase, read from `typical` (a unit test keeps
   * the two in step): the usual range in cents, and how it is made up.
   */
  purchaseEstimate?: {
    /** Absent when the item may not apply at all (nothing to pay). */
    lowCents?: Cents;
    highCents: Cents;
    basis: string;
  };
}

/**
 * The permitted disbursements of LSO Rule 4.2-2.1 (a), with typical Ontario amounts from the facts
 * register (docs/FACTS.md). None of these is part of our fee; each is paid to the government, Teranet, the
 * condominium corporation, a creditor's lawyer or the title insurer, at cost.
 */
export const realEstateDisbursements: readonly Disbursement[] = [
  {
    id: "land-transfer-tax",
    item: "Ontario land transfer tax",
    description: `Paid to the province on a purchase, on a sliding scale of the price. First-time buyers can get a refund of ${factText("ontario-land-transfer-tax-refund")}.`,
    typical: "ontario-land-transfer-tax-example",
    appliesTo: ["purchase"],
  },
  {
    id: "toronto-mltt",
    item: "Toronto municipal land transfer tax",
    description: `Paid to the City of Toronto on a purchase in Toronto, in addition to the provincial tax, at similar rates, with its own first-time buyer rebate of ${factText("toronto-land-transfer-tax-rebate")}.`,
    typical: "toronto-land-transfer-tax",
    appliesTo: ["purchase"],
  },
  {
    id: "registration-fees",
    item: "Government registration fees",
    description:
      "Paid to the province for each document registered on title: the transfer (deed), each mortgage, and each discharge.",
    typical: "land-registration-fee",
    appliesTo: ["purchase", "sale", "refinance"],
    purchaseEstimate: {
      lowCents: factCents("land-registration-fee"),
      highCents: 2 * factCents("land-registration-fee"),
      basis: `the transfer, and one mortgage if you borrow, at ${formatCad(factCents("land-registration-fee"), { cents: true })} each`,
    },
  },
  {
    id: "teranet-fees",
    item: "Teranet search and e-registration fees",
    description:
      "Charged by Teranet, which runs Ontario's electronic land registry (Teraview), for title, execution and related searches and, in Toronto, for processing the municipal land transfer tax.",
    typical: "teranet-fees",
    appliesTo: ["purchase", "sale", "refinance"],
    purchaseEstimate: {
      lowCents: dollars(100),
      highCents: dollars(250),
      basis: "searches and electronic registration",
    },
  },
  {
    id: "title-insurance",
    item: "Title insurance premium",
    description:
      "A one-time premium to the title insurer, usually required by your lender, protecting against title defects and fraud.",
    typical: "title-insurance-premium",
    appliesTo: ["purchase", "refinance"],
    purchaseEstimate: {
      lowCents: dollars(250),
      highCents: dollars(600),
      basis: "a one-time premium, usually required by your lender",
    },
  },
  {
    id: "status-certificate",
    item: "Condominium status certificate",
    description:
      "Charged by the condominium corporation for its certificate on the unit's finances, fees and any legal issues.",
    typical: "condominium-status-certificate-fee",
    appliesTo: ["purchase"],
    purchaseEstimate: {
      highCents: dollars(100),
      basis: "a condominium unit only",
    },
  },
  {
    id: "similar-name-letters",
    item: "Letters about similar-name executions",
    description:
      "If a search finds a court judgment against someone with a similar name, the creditor's lawyer may charge for a letter confirming it is not against you.",
    typical: "similar-name-execution-letters",
    appliesTo: ["purchase", "refinance"],
  },
  {
    id: "government-fees",
    item: "Other fees charged by government",
    description:
      "For example a municipal tax certificate confirming property taxes are paid, or a building or work-order search.",
    typical: "municipal-tax-certificate-fee",
    appliesTo: ["purchase", "sale"],
    purchaseEstimate: {
      lowCents: dollars(55),
      highCents: dollars(80),
      basis: "a municipal tax certificate, online or expedited",
    },
  },
];

/**
 * LSO Rule 4.2-2.1 (b): an advertised price must say that HST and the permitted disbursements
 * are not included. Shown next to every schedule and every quote.
 */
export const allInclusiveNote =
  "Our real estate fees are all-inclusive, as the Law Society of Ontario requires of any advertised price (Rule 4.2-2.1): they include our legal fees and every other disbursement and charge, except 13% HST and the permitted disbursements listed below, which we pay on your behalf to third parties and pass on at cost: land transfer tax, government document registration fees, other fees charged by government, Teranet fees, the cost of a condominium status certificate, payments for letters from creditors' lawyers about similar-name executions, and any title insurance premium.";

/** Money that is not a legal fee or disbursement at all, named so no one mistakes it for ours. */
export const notLegalCosts =
  "Amounts you pay under your agreement itself (the balance due on closing, property tax and utility adjustments) and any penalty your lender charges to pay out a mortgage early are not legal fees or disbursements, and are not included.";
