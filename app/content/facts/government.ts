/**
 * Government figures the site quotes: tax credits and rebates, mortgage rules, immigration levels,
 * court fees and estate rules. Each one was checked against its official source on the date in
 * `checked`; where the figure the site first quoted has since changed, `earlier` keeps it with
 * the date of the change (docs/PRODUCT-RULES.md#content-and-compliance).
 */

import { reliefInForce } from "./tax-schedule-facts.ts";
import type { Fact } from "./types.ts";
import { CHECKED, count, money, percent, text } from "./values.ts";

const SIX_MONTHS = "2027-05-23";

const LEVELS_PLAN = {
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/corporate-initiatives/levels/supplementary-immigration-levels-2026-2028.html",
  title: "Supplementary Information for the 2026-2028 Immigration Levels Plan (IRCC)",
};
const FAMILY_COURT_FEES = {
  url: "https://www.ontario.ca/laws/regulation/950417",
  title: "O. Reg. 417/95: Superior Court of Justice, Family Court, Fees (e-Laws)",
};
const LEVELS_NOTE =
  "A new levels plan is tabled each autumn (the 2026-2028 plan on November 4, 2025). Check whether the 2027-2029 plan has been tabled and, if so, quote its targets.";
const COURT_FEES_NOTE =
  "Court fees are set by O. Reg. 417/95 plus the federal $10 divorce registry fee (SOR/86-547). The stored copies show the January 1, 2023 amounts; confirm against the current e-Laws version.";

export const governmentFacts = [
  {
    id: "home-buyers-plan-limit",
    label: "Home Buyers' Plan withdrawal limit, per person",
    value: money(60_000),
    earlier: [{ value: money(35_000), changed: "2024-04-16" }],
    source: {
      url: "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/rrsps-related-plans/what-home-buyers-plan.html",
      title: "What is the Home Buyers' Plan (CRA)",
    },
    effective: "2024-04-16",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "first-time-home-buyers-tax-credit",
    label: "First-Time Home Buyers' Tax Credit",
    value: money(1_400, { prefix: "up to " }),
    appliesTo: "homes bought from 2026",
    earlier: [
      {
        value: money(1_450, { prefix: "up to " }),
        changed: "2026-01-01",
        appliesTo: "2025 purchases",
      },
      {
        value: money(1_500, { prefix: "up to " }),
        changed: "2025-01-01",
        appliesTo: "2022 to 2024 purchases",
      },
      { value: money(750, { prefix: "up to " }), changed: "2022-01-01" },
    ],
    note: "The credit is the lowest federal tax rate times the $10,000 home buyers' amount (line 31270). That rate fell from 15% to 14% on July 1, 2025, so it is 14.5% for 2025 and 14% from 2026 (Department of Finance, Delivering a middle-class tax cut, May 2025).",
    source: {
      url: "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/line-31270-home-buyers-amount.html",
      title: "Line 31270: Home buyers' amount (CRA)",
    },
    effective: "2026-01-01",
    checked: CHECKED,
    reviewBy: "2027-01-31",
  },
  {
    id: "ontario-land-transfer-tax-refund",
    label: "Ontario land transfer tax refund for first-time buyers",
    value: { kind: "money", cents: reliefInForce("ontario").maxCents, prefix: "up to " },
    source: {
      url: "https://www.ontario.ca/document/land-transfer-tax/land-transfer-tax-refunds-first-time-homebuyers",
      title: "Land transfer tax refunds for first-time homebuyers (Ontario)",
    },
    effective: reliefInForce("ontario").effectiveFrom,
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "toronto-land-transfer-tax-rebate",
    label: "Toronto municipal land transfer tax rebate for first-time buyers",
    value: { kind: "money", cents: reliefInForce("toronto").maxCents, prefix: "up to " },
    note: "The rebate covers the municipal tax on the first $400,000 of the price. The amount and its date come from the tax schedules (land-transfer-tax.ts).",
    source: {
      url: "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/",
      title: "Municipal Land Transfer Tax (City of Toronto)",
    },
    effective: reliefInForce("toronto").effectiveFrom,
    checked: CHECKED,
    reviewBy: "2027-03-31",
    confirmWithFirm: true,
  },
  {
    id: "insured-mortgage-price-cap",
    label: "Highest price for an insured mortgage (less than 20% down)",
    value: money(1_500_000),
    earlier: [{ value: money(1_000_000), changed: "2024-12-15" }],
    source: {
      url: "https://www.canada.ca/en/financial-consumer-agency/services/mortgages/down-payment.html",
      title: "Down payments and mortgage loan insurance (FCAC)",
    },
    effective: "2024-12-15",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "thirty-year-amortization",
    label: "30-year amortization for first-time buyers with an insured mortgage",
    value: text("available to first-time buyers and buyers of newly built homes"),
    source: {
      url: "https://www.canada.ca/en/financial-consumer-agency/services/mortgages/down-payment.html",
      title: "Down payments and mortgage loan insurance (FCAC)",
    },
    effective: "2024-12-15",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "mortgage-stress-test-floor",
    label: "Mortgage stress test: minimum qualifying rate",
    value: text("the higher of 5.25% or your contract rate plus 2%"),
    source: {
      url: "https://www.osfi-bsif.gc.ca/en/supervision/financial-institutions/banks/minimum-qualifying-rate-uninsured-mortgages",
      title: "Minimum qualifying rate for uninsured mortgages (OSFI)",
    },
    effective: "2021-06-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "fhsa-limits",
    label: "First Home Savings Account contribution limits",
    value: text("$8,000 a year, $40,000 lifetime"),
    source: {
      url: "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/first-home-savings-account.html",
      title: "First Home Savings Account (CRA)",
    },
    effective: "2023-04-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "first-time-home-buyers-gst-rebate",
    label: "Federal First-Time Home Buyers' GST rebate on a new home",
    value: money(50_000, { prefix: "up to " }),
    appliesTo: "new homes bought under an agreement signed on or after May 27, 2025",
    note: "Full rebate of the 5% GST on homes up to $1 million, reduced gradually up to $1.5 million. Royal Assent March 12, 2026.",
    source: {
      url: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/gst-hst-rebates/first-time-home-buyers-gst-hst-rebate.html",
      title: "First-Time Home Buyers' GST/HST rebate (CRA)",
    },
    effective: "2025-05-27",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "ontario-first-time-buyer-hst-rebate",
    label: "Ontario first-time home buyers' HST rebate on a new home",
    value: money(80_000, { prefix: "up to " }),
    appliesTo: "new homes bought under an agreement signed on or after May 27, 2025",
    note: "Announced by Ontario on October 28, 2025: the full 8% provincial portion of the HST on new homes up to $1 million (including the existing Ontario new housing rebate of up to $24,000), reduced gradually up to $1.5 million. The CRA administers it with the federal rebate.",
    source: {
      url: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/gst-hst-rebates/first-time-home-buyers-gst-hst-rebate.html",
      title: "First-Time Home Buyers' GST/HST rebate (CRA)",
    },
    effective: "2025-05-27",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "capital-gains-inclusion-rate",
    label: "Capital gains inclusion rate",
    value: percent(50),
    note: "The proposed increase to two-thirds was cancelled on March 21, 2025.",
    source: {
      url: "https://www.pm.gc.ca/en/news/news-releases/2025/03/21/prime-minister-mark-carney-cancels-proposed-capital-gains-tax-increase",
      title: "Prime Minister Carney cancels proposed capital gains tax increase (March 21, 2025)",
    },
    effective: "2000-10-18",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "study-permit-proof-of-funds",
    label: "Study permit proof of funds, single applicant outside Quebec",
    value: money(22_895),
    earlier: [{ value: money(20_635, { prefix: "about " }), changed: "2025-09-01" }],
    note: "IRCC updates the amount each September. The stored copies show no change on September 1, 2026; confirm the current amount on IRCC's page.",
    source: {
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
      title: "Study permit: proof of financial support (IRCC)",
    },
    effective: "2025-09-01",
    checked: CHECKED,
    reviewBy: "2026-12-07",
    confirmWithFirm: true,
  },
  {
    id: "permanent-resident-target",
    label: "Permanent resident admissions target",
    value: count(380_000, { suffix: " in 2026" }),
    earlier: [{ value: count(395_000, { suffix: " in 2025" }), changed: "2025-11-04" }],
    note: LEVELS_NOTE,
    source: LEVELS_PLAN,
    effective: "2025-11-04",
    checked: CHECKED,
    reviewBy: "2026-12-07",
  },
  {
    id: "study-permit-target",
    label: "New international students target",
    value: count(155_000, { suffix: " in 2026" }),
    earlier: [{ value: count(305_900, { suffix: " in 2025" }), changed: "2025-11-04" }],
    note: LEVELS_NOTE,
    source: LEVELS_PLAN,
    effective: "2025-11-04",
    checked: CHECKED,
    reviewBy: "2026-12-07",
  },
  {
    id: "provincial-nominee-target",
    label: "Provincial Nominee Program target",
    value: count(91_500, { suffix: " in 2026" }),
    earlier: [{ value: count(55_000, { suffix: " in 2025" }), changed: "2025-11-04" }],
    note: LEVELS_NOTE,
    source: LEVELS_PLAN,
    effective: "2025-11-04",
    checked: CHECKED,
    reviewBy: "2026-12-07",
  },
  {
    id: "divorce-court-fees-total",
    label: "Uncontested divorce court fees, total",
    value: money(669),
    earlier: [{ value: money(632), changed: "2023-01-01" }],
    note: COURT_FEES_NOTE,
    source: FAMILY_COURT_FEES,
    effective: "2023-01-01",
    checked: CHECKED,
    reviewBy: "2026-12-31",
    confirmWithFirm: true,
  },
  {
    id: "divorce-filing-fee",
    label: "Fee on filing a divorce application",
    value: money(224),
    earlier: [{ value: money(212), changed: "2023-01-01" }],
    note: `$214 provincial fee plus the federal $10 registry fee. ${COURT_FEES_NOTE}`,
    source: FAMILY_COURT_FEES,
    effective: "2023-01-01",
    checked: CHECKED,
    reviewBy: "2026-12-31",
    confirmWithFirm: true,
  },
  {
    id: "divorce-listing-fee",
    label: "Fee to place a divorce application before a judge",
    value: money(445),
    earlier: [{ value: money(420), changed: "2023-01-01" }],
    note: COURT_FEES_NOTE,
    source: FAMILY_COURT_FEES,
    effective: "2023-01-01",
    checked: CHECKED,
    reviewBy: "2026-12-31",
    confirmWithFirm: true,
  },
  {
    id: "estate-administration-tax-exemption",
    label: "Estate administration tax: value taxed at nothing",
    value: money(50_000, { prefix: "the first " }),
    source: {
      url: "https://www.ontario.ca/page/estate-administration-tax",
      title: "Estate administration tax (Ontario)",
    },
    effective: "2020-01-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "estate-administration-tax-rate",
    label: "Estate administration tax rate",
    value: text("$15 per $1,000"),
    source: {
      url: "https://www.ontario.ca/page/estate-administration-tax",
      title: "Estate administration tax (Ontario)",
    },
    effective: "2020-01-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "intestacy-preferential-share",
    label: "Spouse's preferential share without a will",
    value: money(350_000),
    appliesTo: "deaths on or after March 1, 2021",
    earlier: [{ value: money(200_000), changed: "2021-03-01" }],
    note: "Set by O. Reg. 54/95 under the Succession Law Reform Act, Part II.",
    source: {
      url: "https://www.ontario.ca/laws/regulation/950054",
      title: "O. Reg. 54/95: General, under the Succession Law Reform Act (e-Laws)",
    },
    effective: "2021-03-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "condominium-status-certificate-fee",
    label: "Condominium status certificate, legal maximum",
    value: money(100, { prefix: "up to ", suffix: ", including HST" }),
    source: {
      url: "https://www.ontario.ca/laws/regulation/010048",
      title: "O. Reg. 48/01: General, under the Condominium Act, 1998 (e-Laws)",
    },
    effective: "2017-11-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "ontario-land-transfer-tax-example",
    label: "Ontario land transfer tax on a $1,000,000 home",
    value: money(16_475, { suffix: " on a $1,000,000 home, before any refund" }),
    note: "0.5% to $55,000, 1% to $250,000, 1.5% to $400,000 and 2% to $2,000,000 (2.5% above, and on homes of one or two single-family residences over $2,000,000).",
    source: {
      url: "https://www.ontario.ca/document/land-transfer-tax/calculating-land-transfer-tax",
      title: "Calculating land transfer tax (Ontario)",
    },
    effective: "2017-01-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "toronto-land-transfer-tax",
    label: "Toronto municipal land transfer tax",
    value: text(
      "Similar to the Ontario tax for most homes, less any rebate; higher rates above $3,000,000",
    ),
    note: "Toronto added higher rates for homes over $3,000,000 from January 1, 2024 and raised them from April 1, 2026 (the full schedules are in land-transfer-tax.ts). The City reviews the tax with its budget each spring.",
    source: {
      url: "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/municipal-land-transfer-tax-mltt-rates-and-fees/",
      title: "MLTT rates and fees (City of Toronto)",
    },
    effective: "2026-04-01",
    checked: CHECKED,
    reviewBy: "2027-03-31",
  },
  {
    id: "ontario-hst-rate",
    label: "Ontario HST rate",
    value: percent(13),
    source: {
      url: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html",
      title: "GST/HST rates by province (CRA)",
    },
    effective: "2010-07-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
] as const satisfies readonly Fact[];
