/**
 * Real estate fee arithmetic, to the cent: the fee for a property price, a full quote with each
 * line explained, and the URL query that makes a quote shareable. Pure: no React, no DOM.
 */
import {
  type AdditionalRealEstateFee,
  aboveTopBand,
  additionalRealEstateFees,
  extraMortgage,
  type PropertyPriceBand,
  propertyPriceBands,
  type RefinanceOptionId,
  refinanceOptions,
  refinanceRush,
  type TransactionType,
} from "~/content/fees/real-estate";
import { type Cents, dollars, formatCad, withHst } from "./money";

export const transactionTypes: readonly TransactionType[] = ["purchase", "sale", "refinance"];

const topBand = propertyPriceBands.at(-1)!;

/** The band a price falls in, or undefined above the last band's edge. */
export function bandForPrice(priceCents: Cents): PropertyPriceBand | undefined {
  return propertyPriceBands.find((b) => priceCents <= b.maxPriceCents);
}

/**
 * The purchase or sale fee for a property price (docs/PRODUCT-RULES.md#fees). Above $3,000,000 the last band's fee grows
 * by $250 for each further $500,000 or part of it.
 */
export function feeForPropertyPrice(type: "purchase" | "sale", priceCents: Cents): Cents {
  if (!Number.isInteger(priceCents) || priceCents <= 0) {
    throw new Error("feeForPropertyPrice: price must be a positive whole number of cents");
  }
  const band = bandForPrice(priceCents);
  const pick = (b: PropertyPriceBand) =>
    type === "purchase" ? b.purchaseFeeCents : b.saleFeeCents;
  if (band) return pick(band);
  return pick(topBand) + aboveTopBand.stepFeeCents * stepsAboveTopBand(priceCents);
}

/** How many $500,000 steps (or parts of one) a price is above $3,000,000. */
export function stepsAboveTopBand(priceCents: Cents): number {
  const over = priceCents - topBand.maxPriceCents;
  return over <= 0 ? 0 : Math.ceil(over / aboveTopBand.stepPriceCents);
}

export interface RealEstateQuoteInput {
  type: TransactionType;
  /** Property price in cents, for purchases and sales; null until entered. */
  priceCents: Cents | null;
  /** Mortgages or lines of credit beyond the one the fee includes. */
  extraMortgages: number;
  refinanceOption: RefinanceOptionId;
  /** Chosen option ids: additional fees offered for the type, or the refinance rush. */
  options: readonly string[];
}

export const defaultRealEstateQuoteInput: RealEstateQuoteInput = {
  type: "purchase",
  priceCents: null,
  extraMortgages: 0,
  refinanceOption: "standard",
  options: [],
};

export interface QuoteLine {
  id: string;
  label: string;
  /** Why this line is here, in plain words. */
  explanation: string;
  amountCents: Cents;
}

export interface Quote {
  lines: QuoteLine[];
  subtotalCents: Cents;
  hstCents: Cents;
  totalCents: Cents;
}

/** The calculator's checkbox options for a transaction type, in schedule order. */
export function optionsFor(
  type: TransactionType,
): { id: string; label: string; feeCents: Cents; note: string }[] {
  if (type === "refinance") {
    return [
      {
        id: refinanceRush.id,
        label: refinanceRush.label,
        feeCents: refinanceRush.feeCents,
        note: "When the new mortgage must fund within 7 business days of your instructions.",
      },
    ];
  }
  return additionalRealEstateFees
    .filter((f: AdditionalRealEstateFee) => f.calculator?.includes(type))
    .map((f) => ({ id: f.id, label: f.service, feeCents: f.feeCents, note: f.note }));
}

function bandDescription(priceCents: Cents): string {
  const band = bandForPrice(priceCents);
  if (band) {
    const index = propertyPriceBands.indexOf(band);
    const from = index === 0 ? null : propertyPriceBands[index - 1]!.maxPriceCents + 1;
    return from === null
      ? `Prices up to ${formatCad(band.maxPriceCents)}`
      : `Prices from ${formatCad(from)} to ${formatCad(band.maxPriceCents)}`;
  }
  const steps = stepsAboveTopBand(priceCents);
  return `Above ${formatCad(topBand.maxPriceCents)}: the ${formatCad(topBand.maxPriceCents)} fee plus ${formatCad(aboveTopBand.stepFeeCents)} for each further ${formatCad(aboveTopBand.stepPriceCents)} or part of it (${steps} × ${formatCad(aboveTopBand.stepFeeCents)})`;
}

/**
 * A quote with each line explained, or null when it cannot be priced yet (a purchase or sale
 * without a price).
 */
export function quoteRealEstate(input: RealEstateQuoteInput): Quote | null {
  const lines: QuoteLine[] = [];
  if (input.type === "refinance") {
    const option =
      refinanceOptions.find((o) => o.id === input.refinanceOption) ?? refinanceOptions[0]!;
    lines.push({
      id: `refinance-${option.id}`,
      label: `Refinance: ${option.label}`,
      explanation: option.description,
      amountCents: option.feeCents,
    });
  } else {
    if (input.priceCents === null || input.priceCents <= 0) return null;
    const label = input.type === "purchase" ? "Purchase fee" : "Sale fee";
    lines.push({
      id: `${input.type}-fee`,
      label: `${label} for a ${formatCad(input.priceCents)} property`,
      explanation: `${bandDescription(input.priceCents)}. Includes ${input.type === "purchase" ? "acting for your lender on one mortgage" : "discharging one mortgage"}.`,
      amountCents: feeForPropertyPrice(input.type, input.priceCents),
    });
  }

  const extra = clampExtraMortgages(input.extraMortgages);
  if (extra > 0) {
    lines.push({
      id: extraMortgage.id,
      label: `${extra} extra mortgage${extra === 1 ? "" : "s"} or line${extra === 1 ? "" : "s"} of credit × ${formatCad(extraMortgage.feeCents)}`,
      explanation: `Each mortgage or line of credit registered or discharged beyond the one your fee includes is ${formatCad(extraMortgage.feeCents)}.`,
      amountCents: extraMortgage.feeCents * extra,
    });
  }

  for (const option of optionsFor(input.type)) {
    if (!input.options.includes(option.id)) continue;
    lines.push({
      id: option.id,
      label: option.label,
      explanation: option.note,
      amountCents: option.feeCents,
    });
  }

  const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const { hst, total } = withHst(subtotal);
  return { lines, subtotalCents: subtotal, hstCents: hst, totalCents: total };
}

export function clampExtraMortgages(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(extraMortgage.calculatorMax, Math.max(0, Math.trunc(n)));
}

/** The largest price the calculator accepts: beyond this we want to talk first. */
export const MAX_PRICE_CENTS: Cents = dollars(100_000_000);

export type PriceParse =
  | { ok: true; cents: Cents }
  | { ok: false; error: string }
  | { ok: "empty" };

/**
 * Reads a price as typed by a visitor: "$1,250,000", "1250000", "1 250 000.50". Integer
 * arithmetic only, so "$1,000,000.01" is exactly 100000001 cents.
 */
export function parsePriceInput(text: string): PriceParse {
  const cleaned = text.replace(/[\s$,\u00a0]/g, "").replace(/^CAD/i, "");
  if (cleaned === "") return { ok: "empty" };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return { ok: false, error: "Enter the price in dollars, for example 1,250,000." };
  const whole = Number(match[1]);
  const cents = whole * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_PRICE_CENTS) {
    return {
      ok: false,
      error: `For a price above ${formatCad(MAX_PRICE_CENTS)}, please call us for a quote.`,
    };
  }
  if (cents === 0) return { ok: false, error: "Enter a price above $0." };
  return { ok: true, cents };
}

/** Cents as a plain price for the URL and the input: "1250000" or "1000000.01". */
export function priceToInputText(cents: Cents): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/** The query parameters the quote owns (the closing-cost estimator on the same page has others). */
export const realEstateQuoteQueryKeys: readonly string[] = [
  "type",
  "price",
  "mortgages",
  "refinance",
  "option",
];

/**
 * URL query of a quote, so it can be shared and restored: `type`, `price` (dollars),
 * `mortgages`, `refinance` and one `option` per chosen option. Defaults are left out.
 */
export function realEstateQuoteToSearch(
  input: RealEstateQuoteInput,
  priceText?: string,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set("type", input.type);
  if (input.type !== "refinance") {
    // A valid price is written plainly; an invalid one round-trips as typed, with its error.
    const text =
      input.priceCents !== null ? priceToInputText(input.priceCents) : (priceText ?? "").trim();
    if (text !== "") params.set("price", text);
  } else {
    params.set("refinance", input.refinanceOption);
  }
  const extra = clampExtraMortgages(input.extraMortgages);
  if (extra > 0) params.set("mortgages", String(extra));
  const offered = new Set(optionsFor(input.type).map((o) => o.id));
  for (const id of input.options) if (offered.has(id)) params.append("option", id);
  return params;
}

/** The quote a URL query describes; anything unknown or malformed falls back to the default. */
export function realEstateQuoteFromSearch(params: URLSearchParams): {
  input: RealEstateQuoteInput;
  priceText: string;
} {
  const typeParam = params.get("type");
  const type = transactionTypes.includes(typeParam as TransactionType)
    ? (typeParam as TransactionType)
    : defaultRealEstateQuoteInput.type;
  const priceText = params.get("price") ?? "";
  const parsed = parsePriceInput(priceText);
  const refinanceParam = params.get("refinance");
  const refinanceOption = refinanceOptions.some((o) => o.id === refinanceParam)
    ? (refinanceParam as RefinanceOptionId)
    : defaultRealEstateQuoteInput.refinanceOption;
  const offered = new Set(optionsFor(type).map((o) => o.id));
  const options = [...new Set(params.getAll("option"))].filter((id) => offered.has(id));
  return {
    input: {
      type,
      priceCents: parsed.ok === true ? parsed.cents : null,
      extraMortgages: clampExtraMortgages(Number(params.get("mortgages") ?? 0)),
      refinanceOption,
      options,
    },
    priceText: type === "refinance" ? "" : priceText,
  };
}
