/**
 * The closing-cost estimate for a purchase: land transfer taxes after refunds, our legal fee with
 * HST, and the usual disbursements, and one total; for a sale or a refinance, our fee with HST;
 * and what is wrong with the price or the date as typed. The form's state and its URL are in
 * ./closing-cost-query.ts, the estimate as explained lines in ./closing-cost-lines.ts.
 * Pure: no React, no DOM, no clock (docs/PRODUCT-RULES.md#fees).
 */

import { fact } from "~/content/facts";
import { earliestClosingDate } from "~/content/facts/land-transfer-tax";
import { realEstateDisbursements } from "~/content/fees/real-estate";
import { type EstimatorState, propertyClassOf } from "./closing-cost-query";
import { formatIsoDate } from "./dates";
import {
  isIsoDate,
  type LandTransferTaxInput,
  type LandTransferTaxResult,
  landTransferTax,
  speculationTaxesOn,
  type TaxPart,
} from "./land-transfer-tax";
import type { Cents } from "./money";
import { parsePriceInput, type Quote, quoteRealEstate } from "./real-estate-quote";

export type DateParse = { ok: true; date: string | null } | { ok: false; error: string };

/** A closing date as typed: empty means "the rates in force now". */
export function parseClosingDate(text: string): DateParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, date: null };
  if (!isIsoDate(trimmed))
    return { ok: false, error: "Enter the closing date as a date, for example 2027-03-31." };
  if (trimmed < earliestClosingDate) {
    return {
      ok: false,
      error: `Enter a closing date on or after ${formatIsoDate(earliestClosingDate)}, when Toronto's tax began.`,
    };
  }
  if (trimmed > "2099-12-31") return { ok: false, error: "Enter a closing date before 2100." };
  return { ok: true, date: trimmed };
}

/**
 * Whether a closing date is one whose year is still being typed: a browser's date field typed from
 * the keyboard reports each digit of the year as a date (years 2, 20 and 202 on the way to 2026).
 * The estimator in the browser waits for the fourth digit; the server, which receives only what
 * was sent, checks every date.
 */
export function yearBeingTyped(text: string): boolean {
  return /^0\d{3}-\d{2}-\d{2}$/.test(text.trim());
}

export interface DisbursementEstimate {
  id: string;
  item: string;
  basis: string;
  lowCents: Cents;
  highCents: Cents;
  asOf: string;
  source: string;
}

export interface ClosingCostEstimate {
  taxes: LandTransferTaxResult;
  legal: {
    label: string;
    explanation: string;
    feeCents: Cents;
    hstCents: Cents;
    totalCents: Cents;
  };
  disbursements: { items: DisbursementEstimate[]; lowCents: Cents; highCents: Cents };
  /**
   * The speculation taxes counted in the total: only when the visitor says a buyer is not a
   * Canadian citizen or permanent resident; otherwise none (docs/PRODUCT-RULES.md#fees).
   */
  speculation: LandTransferTaxResult["speculation"];
  /**
   * The speculation taxes a foreign buyer would pay on one to six homes, not counted because the
   * visitor chose other land (vacant, commercial or farm land, or seven or more homes), which they
   * do not reach: said in the breakdown, so that a buyer of a triplex who chose "Other land" (or
   * followed a link from before "3 to 6 homes" was a choice) sees what they would owe. Empty
   * otherwise.
   */
  speculationNotReached: LandTransferTaxResult["speculation"];
  /**
   * The first-time buyer refund and rebate the estimate does not count although the visitor ticked
   * "first-time buyer": both are only for Canadian citizens and permanent residents, or buyers who
   * become one within 18 months (the reliefs' notes in app/content/facts/land-transfer-tax.ts), and
   * the visitor also said a buyer is not one. Empty otherwise.
   */
  withheldRelief: NonNullable<TaxPart["relief"]>[];
  /**
   * Cash needed to close beyond the down payment: taxes after refunds (and any speculation tax the
   * visitor said applies), our fee with HST, and the disbursements at the top of their usual
   * range, so the estimate does not fall short.
   */
  totalCents: Cents;
}

const purchaseDisbursements: DisbursementEstimate[] = realEstateDisbursements.flatMap((d) =>
  d.purchaseEstimate && d.appliesTo.includes("purchase")
    ? [
        {
          id: d.id,
          item: d.item,
          basis: d.purchaseEstimate.basis,
          lowCents: d.purchaseEstimate.lowCents ?? 0,
          highCents: d.purchaseEstimate.highCents,
          asOf: fact(d.typical).checked,
          source: fact(d.typical).source.url,
        },
      ]
    : [],
);

export function estimateClosingCosts(
  input: LandTransferTaxInput,
  { foreignBuyer = false }: { foreignBuyer?: boolean } = {},
): ClosingCostEstimate {
  // A buyer who is not a citizen or permanent resident gets no first-time buyer refund at
  // closing: one answer says so, not both (docs/PRODUCT-RULES.md#fees).
  const withholdRelief = input.firstTimeBuyer && foreignBuyer;
  const taxes = landTransferTax(withholdRelief ? { ...input, firstTimeBuyer: false } : input);
  const asked = withholdRelief ? landTransferTax(input) : null;
  const withheldRelief = asked
    ? [asked.ontario.relief, asked.toronto?.relief ?? null].filter((r) => r !== null)
    : [];
  const quote = quoteRealEstate({
    type: "purchase",
    priceCents: input.priceCents,
    extraMortgages: 0,
    refinanceOption: "standard",
    options: [],
  });
  const line = quote?.lines[0];
  if (!quote || !line) throw new Error("estimateClosingCosts: no purchase fee for this price");
  const lowCents = purchaseDisbursements.reduce((sum, d) => sum + d.lowCents, 0);
  const highCents = purchaseDisbursements.reduce((sum, d) => sum + d.highCents, 0);
  const speculation = foreignBuyer ? taxes.speculation : [];
  const speculationNotReached =
    foreignBuyer && input.propertyClass === "other"
      ? speculationTaxesOn(input.priceCents, input.location, input.closingDate)
      : [];
  const speculationCents = speculation.reduce((sum, s) => sum + s.amountCents, 0);
  return {
    taxes,
    legal: {
      label: line.label,
      explanation: line.explanation,
      feeCents: quote.subtotalCents,
      hstCents: quote.hstCents,
      totalCents: quote.totalCents,
    },
    disbursements: { items: purchaseDisbursements, lowCents, highCents },
    speculation,
    speculationNotReached,
    withheldRelief,
    totalCents: taxes.totalCents + speculationCents + quote.totalCents + highCents,
  };
}

export interface EstimatorEvaluation {
  estimate: ClosingCostEstimate | null;
  priceError: string | null;
  dateError: string | null;
}

/** The price and the date as typed, read once, with what is wrong with each. */
function readEstimatorFields(state: EstimatorState) {
  const price = parsePriceInput(state.priceText);
  const date = parseClosingDate(state.dateText);
  return {
    price,
    date,
    priceError: price.ok === false ? price.error : null,
    dateError: date.ok === false ? date.error : null,
  };
}

/**
 * What is wrong with the price and the date as typed, if anything: the cheap part of
 * `evaluateEstimator`, for the field being typed in to answer at once.
 */
export function estimatorErrors(
  state: EstimatorState,
): Pick<EstimatorEvaluation, "priceError" | "dateError"> {
  const { priceError, dateError } = readEstimatorFields(state);
  // Only what the transaction asks for can be wrong.
  return {
    priceError: state.transaction === "refinance" ? null : priceError,
    dateError: state.transaction === "purchase" ? dateError : null,
  };
}

/**
 * Our fee, with HST, for a sale or a refinance (the estimator's answer when the visitor is not
 * buying); null for a purchase, whose answer is the whole estimate, or a sale without a usable price.
 */
export function feeQuoteFor(state: EstimatorState): Quote | null {
  if (state.transaction === "purchase") return null;
  const price = parsePriceInput(state.priceText);
  return quoteRealEstate({
    type: state.transaction,
    priceCents: state.transaction === "sale" && price.ok === true ? price.cents : null,
    extraMortgages: 0,
    refinanceOption: state.refinanceOption,
    options: [],
  });
}

/** The estimate the form describes, or why there is none yet. */
export function evaluateEstimator(state: EstimatorState): EstimatorEvaluation {
  const { price, date, priceError, dateError } = readEstimatorFields(state);
  if (state.transaction !== "purchase")
    return {
      estimate: null,
      priceError: state.transaction === "sale" ? priceError : null,
      dateError: null,
    };
  if (price.ok !== true || date.ok !== true) return { estimate: null, priceError, dateError };
  return {
    estimate: estimateClosingCosts(
      {
        priceCents: price.cents,
        propertyClass: propertyClassOf[state.property],
        location: state.location,
        firstTimeBuyer: state.firstTimeBuyer,
        closingDate: date.date,
      },
      { foreignBuyer: state.foreignBuyer },
    ),
    priceError,
    dateError,
  };
}
