/**
 * Government and market figures quoted in the Knowledge Centre (PRODUCT.md §Content): each one
 * with the date it was last checked against its official source. Where SPEC §9 quotes an older
 * figure, `previous` keeps it with the date it changed, and the pages say so.
 * Written once here; the FAQ answers, guides and checklists read them.
 */
import type { DatedFigure } from "./types";

const checked = "2026-11-21";

export const figures = {
  /** RRSP Home Buyers' Plan withdrawal limit per person. */
  homeBuyersPlan: {
    value: "$60,000",
    asOf: checked,
    source:
      "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/rrsps-related-plans/what-home-buyers-plan.html",
    previous: { value: "$35,000", changed: "April 16, 2024" },
  },
  /** First-Time Home Buyers' Tax Credit: 15% of the $10,000 home buyers' amount (line 31270). */
  firstTimeBuyerTaxCredit: {
    value: "$1,500",
    asOf: checked,
    source:
      "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/line-31270-home-buyers-amount.html",
    previous: { value: "$750", changed: "January 1, 2022" },
  },
  /** Ontario land transfer tax refund for first-time buyers (unchanged since January 1, 2017). */
  ontarioLandTransferTaxRefund: {
    value: "$4,000",
    asOf: checked,
    source: "https://www.ontario.ca/document/land-transfer-tax/refunds-first-time-homebuyers",
  },
  /** City of Toronto municipal land transfer tax rebate for first-time buyers. */
  torontoLandTransferTaxRebate: {
    value: "$4,475",
    asOf: checked,
    source:
      "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/",
  },
  /** Highest purchase price that can be bought with an insured (less than 20% down) mortgage. */
  insuredMortgagePriceCap: {
    value: "$1.5 million",
    asOf: checked,
    source:
      "https://www.canada.ca/en/financial-consumer-agency/services/mortgages/down-payment.html",
    previous: { value: "$1 million", changed: "December 15, 2024" },
  },
  /** First Home Savings Account: annual and lifetime contribution limits. */
  fhsaLimits: {
    value: "$8,000 a year, $40,000 lifetime",
    asOf: checked,
    source:
      "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/first-home-savings-account.html",
  },
  /** Federal First-Time Home Buyers' GST rebate on a newly built home. */
  firstTimeBuyerGstRebate: {
    value: "up to $50,000",
    asOf: checked,
    source:
      "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/first-time-home-buyers-gst-hst-rebate.html",
  },
  /** Capital gains inclusion rate (the proposed increase to two-thirds was cancelled on March 21, 2025). */
  capitalGainsInclusion: {
    value: "50%",
    asOf: checked,
    source:
      "https://www.canada.ca/en/department-finance/news/2025/03/government-of-canada-to-cancel-the-capital-gains-inclusion-rate-increase.html",
  },
  /** Study permit proof of funds for a single applicant outside Quebec, on top of tuition and travel. */
  studyPermitFunds: {
    value: "$22,895",
    asOf: checked,
    source:
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
    previous: { value: "$20,635", changed: "September 1, 2025" },
  },
  /** New international student arrivals targeted in the Immigration Levels Plan. */
  studentArrivalsTarget: {
    value: "155,000 in 2026",
    asOf: checked,
    source:
      "https://www.canada.ca/en/immigration-refugees-citizenship/news/notices/supplementary-immigration-levels-2026-2028.html",
    previous: { value: "305,900 in 2025", changed: "November 4, 2025" },
  },
  /** Permanent resident admissions targeted in the Immigration Levels Plan. */
  permanentResidentTarget: {
    value: "380,000 in 2026",
    asOf: checked,
    source:
      "https://www.canada.ca/en/immigration-refugees-citizenship/news/notices/supplementary-immigration-levels-2026-2028.html",
    previous: { value: "395,000 in 2025", changed: "November 4, 2025" },
  },
  /** Provincial Nominee Program admissions targeted in the Immigration Levels Plan. */
  provincialNomineeTarget: {
    value: "91,500 in 2026",
    asOf: checked,
    source:
      "https://www.canada.ca/en/immigration-refugees-citizenship/news/notices/supplementary-immigration-levels-2026-2028.html",
    previous: { value: "55,000 in 2025", changed: "November 4, 2025" },
  },
  /** Total court fees for an uncontested divorce in the Superior Court of Justice, including the federal $10 registry fee. */
  divorceCourtFees: {
    value: "$669",
    asOf: checked,
    source: "https://www.ontario.ca/page/court-fees-family-proceedings",
    previous: { value: "$632", changed: "January 1, 2023" },
  },
  /** Paid when the divorce application is filed: $214 provincial fee plus the federal $10 registry fee. */
  divorceFilingFee: {
    value: "$224",
    asOf: checked,
    source: "https://www.ontario.ca/page/court-fees-family-proceedings",
    previous: { value: "$212", changed: "January 1, 2023" },
  },
  /** Paid when the application is placed on the list for a judge to decide. */
  divorceListingFee: {
    value: "$445",
    asOf: checked,
    source: "https://www.ontario.ca/page/court-fees-family-proceedings",
    previous: { value: "$420", changed: "January 1, 2023" },
  },
  /** Estate administration tax: nothing on the first $50,000, then $15 per $1,000 (since January 1, 2020). */
  estateAdministrationTax: {
    value: "$15 per $1,000 above $50,000",
    asOf: checked,
    source: "https://www.ontario.ca/page/estate-administration-tax",
  },
  /** Spouse's preferential share when someone dies without a will (deaths on or after March 1, 2021). */
  intestacyPreferentialShare: {
    value: "$350,000",
    asOf: checked,
    source: "https://www.ontario.ca/laws/regulation/950054",
  },
} as const satisfies Record<string, DatedFigure>;

export type FigureKey = keyof typeof figures;

/** "$60,000 (was $35,000 until April 16, 2024)": the current value, with SPEC's earlier one. */
export function withPrevious(figure: DatedFigure): string {
  return figure.previous
    ? `${figure.value} (was ${figure.previous.value} until ${figure.previous.changed})`
    : figure.value;
}
