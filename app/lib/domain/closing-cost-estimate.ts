/**
 * The closing-cost estimate for a purchase: land transfer taxes after refunds, our legal fee with
 * HST, and the usual disbursements, as explained lines and one total; plus the URL query that
 * makes an estimate shareable and the message that carries it to the contact form.
 * Pure: no React, no DOM, no clock (docs/PRODUCT-RULES.md#fees).
 */

import { fact } from "~/content/facts";
import {
  earliestClosingDate,
  landTransferTaxCheckedOn,
  type Provenance,
} from "~/content/facts/land-transfer-tax";
import {
  type RefinanceOptionId,
  realEstateDisbursements,
  refinanceOptions,
  type TransactionType,
} from "~/content/fees/real-estate";
import { bookingHref, bookingSectionId } from "~/content/firm";
import { formatIsoDate } from "./dates";
import {
  bracketParts,
  formatRate,
  isIsoDate,
  type LandTransferTaxInput,
  type LandTransferTaxResult,
  type Location,
  landTransferTax,
  type TaxPart,
} from "./land-transfer-tax";
import { type Cents, formatCad, HST_RATE_PERCENT } from "./money";
import { parsePriceInput, type Quote, quoteRealEstate } from "./real-estate-quote";

/** The estimator's query parameters: readable in a shared link. */
export const estimatorQuery = {
  /** "sale" or "refinance"; none for a purchase (the estimator's first answer). */
  transaction: "type",
  price: "closing-price",
  date: "closing-date",
  location: "city",
  firstTime: "first-time",
  property: "property",
  /** "yes" when a buyer is not a Canadian citizen or permanent resident (speculation taxes). */
  foreignBuyer: "foreign-buyer",
  /** The kind of refinance, for a refinance. */
  refinance: "refinance",
} as const;

/**
 * The price as the page's fee-only quote wrote it before the estimator took its place: read (a
 * shared or bookmarked `?type=sale&price=900000` still opens that quote), never written.
 */
export const earlierPriceParam = "price";

export const estimatorQueryKeys: readonly string[] = [
  ...Object.values(estimatorQuery),
  earlierPriceParam,
];

/** `/contact?estimate=closing-costs&…` opens the contact form with the estimate in the message. */
export const contactEstimateParam = "estimate";
export const contactEstimateValue = "closing-costs";

export type PropertyChoice = "home" | "other";

/** The estimator's form, exactly as the visitor filled it in. */
export interface EstimatorState {
  /** Buying (the cash to close), selling or refinancing (our fee, with HST). */
  transaction: TransactionType;
  priceText: string;
  /** YYYY-MM-DD as a date input gives it, or "" for "the rates in force now". */
  dateText: string;
  location: Location;
  firstTimeBuyer: boolean;
  property: PropertyChoice;
  /**
   * The visitor says a buyer is not a Canadian citizen or permanent resident (or is a foreign
   * corporation or taxable trustee): only then are the speculation taxes part of the estimate.
   */
  foreignBuyer: boolean;
  refinanceOption: RefinanceOptionId;
}

export const defaultEstimatorState: EstimatorState = {
  transaction: "purchase",
  priceText: "",
  dateText: "",
  location: "toronto",
  firstTimeBuyer: false,
  property: "home",
  foreignBuyer: false,
  refinanceOption: "standard",
};

/** True when a URL carries an estimate (the server then renders the page for it). */
export function hasEstimatorQuery(params: URLSearchParams): boolean {
  return estimatorQueryKeys.some((key) => params.has(key));
}

/**
 * The estimate a URL's query carries, or null when it carries none: what the server renders the
 * estimator from (app/lib/domain/closing-cost-request.server.ts), and so what the estimator's
 * island starts from in the browser (app/islands/real-estate-fees.tsx).
 */
export function estimatorFromSearch(params: URLSearchParams): EstimatorState | null {
  return hasEstimatorQuery(params) ? estimatorStateFromSearch(params) : null;
}

export function estimatorStateFromSearch(params: URLSearchParams): EstimatorState {
  const transaction = params.get(estimatorQuery.transaction);
  const refinance = params.get(estimatorQuery.refinance);
  return {
    transaction: transaction === "sale" || transaction === "refinance" ? transaction : "purchase",
    priceText: (params.get(estimatorQuery.price) ?? params.get(earlierPriceParam) ?? "").slice(
      0,
      40,
    ),
    dateText: (params.get(estimatorQuery.date) ?? "").slice(0, 20),
    location: params.get(estimatorQuery.location) === "ontario" ? "ontario" : "toronto",
    firstTimeBuyer: params.get(estimatorQuery.firstTime) === "yes",
    property: params.get(estimatorQuery.property) === "other" ? "other" : "home",
    foreignBuyer: params.get(estimatorQuery.foreignBuyer) === "yes",
    refinanceOption:
      refinanceOptions.find((o) => o.id === refinance)?.id ?? defaultEstimatorState.refinanceOption,
  };
}

/**
 * The estimate's query, written into `base` (a copy of the page's current query) so that other
 * parameters survive. A valid price is written plainly. Only what the transaction asks for is
 * written: the purchase's questions for a purchase, the price for a sale, the kind for a refinance.
 */
export function estimatorStateToSearch(
  state: EstimatorState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of estimatorQueryKeys) params.delete(key);
  if (state.transaction !== "purchase") params.set(estimatorQuery.transaction, state.transaction);
  if (state.transaction === "refinance") {
    params.set(estimatorQuery.refinance, state.refinanceOption);
    return params;
  }
  const price = parsePriceInput(state.priceText);
  const priceText = price.ok === true ? plainPrice(price.cents) : state.priceText.trim();
  if (priceText !== "") params.set(estimatorQuery.price, priceText);
  if (state.transaction === "sale") return params;
  if (state.dateText.trim() !== "") params.set(estimatorQuery.date, state.dateText.trim());
  params.set(estimatorQuery.location, state.location);
  if (state.firstTimeBuyer) params.set(estimatorQuery.firstTime, "yes");
  params.set(estimatorQuery.property, state.property);
  if (state.foreignBuyer) params.set(estimatorQuery.foreignBuyer, "yes");
  return params;
}

function plainPrice(cents: Cents): string {
  const rest = cents % 100;
  const whole = String(Math.floor(cents / 100));
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, "0")}`;
}

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
        propertyClass: state.property === "home" ? "residential" : "other",
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

/** The parts of the estimate a visitor opens one by one: taxes, our fee, disbursements. */
export type EstimateGroup = "taxes" | "legal" | "disbursements";

export interface EstimateLine {
  id: string;
  group: EstimateGroup;
  label: string;
  /** Negative for a refund or rebate. */
  amountCents: Cents;
  explanation: string;
  /** Further detail, one item each (the disbursements that make up a total). */
  details?: string[];
  source?: Provenance["source"];
  /** When the figure was checked against `source`. */
  asOf?: string;
}

/** "0.5% on the first $55,000, 1% on the next $195,000 and 2% on the remaining $450,000". */
export function describeBrackets(
  part: TaxPart,
  priceCents: Cents,
  propertyClass: "residential" | "other",
): string {
  const parts = bracketParts(priceCents, part.schedule.brackets[propertyClass]);
  const phrases = parts.map((p, i) => {
    const rate = formatRate(p.rateBasisPoints, part.schedule.rateDecimals);
    const amount = formatCad(p.toCents - p.fromCents);
    if (i === 0) return `${rate} on the first ${amount}`;
    return i === parts.length - 1
      ? `${rate} on the remaining ${amount}`
      : `${rate} on the next ${amount}`;
  });
  return phrases.length > 1
    ? `${phrases.slice(0, -1).join(", ")} and ${phrases.at(-1)}`
    : (phrases[0] ?? "");
}

function inForceText(part: TaxPart, closingDate: string | null): string {
  const from = formatIsoDate(part.schedule.effectiveFrom);
  return closingDate === null
    ? `Rates in force since ${from}; enter your closing date to use the rates for that day.`
    : `Rates for a closing on ${formatIsoDate(closingDate)}, in force since ${from}.`;
}

/** The estimate as lines a person can check, each with its reason and, for a government figure, its source. */
export function estimateLines(estimate: ClosingCostEstimate): EstimateLine[] {
  const { taxes } = estimate;
  const { input } = taxes;
  const lines: EstimateLine[] = [];
  const taxLines = (part: TaxPart, name: "Ontario" | "Toronto") => {
    lines.push({
      id: `${name.toLowerCase()}-tax`,
      group: "taxes",
      label:
        name === "Ontario" ? "Ontario land transfer tax" : "Toronto municipal land transfer tax",
      amountCents: part.taxCents,
      explanation: `${describeBrackets(part, input.priceCents, input.propertyClass)}. ${inForceText(part, input.closingDate)}`,
      source: part.schedule.provenance.source,
      asOf: part.schedule.provenance.checked,
    });
    if (part.relief) {
      lines.push({
        id: `${name.toLowerCase()}-relief`,
        group: "taxes",
        label:
          name === "Ontario"
            ? "Ontario first-time buyer refund"
            : "Toronto first-time buyer rebate",
        amountCents: -part.relief.amountCents,
        explanation: `All of the tax up to ${formatCad(part.relief.program.maxCents)}, if every buyer qualifies. We confirm that you do before we claim it.`,
        source: part.relief.program.provenance.source,
        asOf: part.relief.program.provenance.checked,
      });
    }
  };
  taxLines(taxes.ontario, "Ontario");
  if (taxes.toronto) taxLines(taxes.toronto, "Toronto");
  const [firstWithheld] = estimate.withheldRelief;
  if (firstWithheld) {
    const both = estimate.withheldRelief.length > 1;
    lines.push({
      id: "first-time-relief-withheld",
      group: "taxes",
      label: both
        ? "First-time buyer refund and rebate: not counted"
        : "First-time buyer refund: not counted",
      amountCents: 0,
      explanation: `You said a buyer is not a Canadian citizen or permanent resident. ${both ? "Ontario's first-time buyer refund and Toronto's rebate are" : "Ontario's first-time buyer refund is"} only for buyers who are, so this estimate counts no refund and you would pay the full tax at closing. A buyer who becomes a citizen or permanent resident within 18 months of the purchase can claim the refund then; we confirm it with you.`,
      source: firstWithheld.program.provenance.source,
      asOf: firstWithheld.program.provenance.checked,
    });
  }
  for (const { tax, amountCents } of estimate.speculation) {
    lines.push({
      id: `${tax.jurisdiction}-speculation`,
      group: "taxes",
      label:
        tax.jurisdiction === "ontario"
          ? "Ontario Non-Resident Speculation Tax"
          : "Toronto Municipal Non-Resident Speculation Tax",
      amountCents,
      explanation: `${formatRate(tax.rateBasisPoints)} of the whole price, because you said a buyer is not a Canadian citizen or permanent resident. Some buyers are exempt (nominees under the Ontario Immigrant Nominee Program, protected persons, spouses of citizens or permanent residents); we confirm it with you.`,
      source: tax.provenance.source,
      asOf: tax.provenance.checked,
    });
  }
  lines.push({
    id: "legal-fee",
    group: "legal",
    label: `Our legal fee: ${estimate.legal.label.replace(/^Purchase fee/, "purchase")}`,
    amountCents: estimate.legal.feeCents,
    explanation: `${estimate.legal.explanation} All-inclusive under Law Society of Ontario Rule 4.2-2.1; we confirm it in writing when you retain us.`,
  });
  lines.push({
    id: "legal-hst",
    group: "legal",
    label: `HST (${HST_RATE_PERCENT}%) on our fee`,
    amountCents: estimate.legal.hstCents,
    explanation: "Ontario's harmonized sales tax, charged on legal fees.",
  });
  const d = estimate.disbursements;
  lines.push({
    id: "disbursements",
    group: "disbursements",
    label: "Disbursements, paid to others at cost",
    amountCents: d.highCents,
    explanation: `Usually ${formatCad(d.lowCents)} to ${formatCad(d.highCents)}; we count the top of the range.`,
    details: d.items.map(
      (i) =>
        `${i.item} (${i.basis}): ${i.lowCents === i.highCents ? formatCad(i.highCents) : i.lowCents === 0 ? `up to ${formatCad(i.highCents)}` : `${formatCad(i.lowCents)} to ${formatCad(i.highCents)}`}`,
    ),
    asOf: d.items.map((i) => i.asOf).sort()[0],
  });
  return lines;
}

/** One sentence for the live region: the total and what it is made of. */
export function estimateAnnouncement(estimate: ClosingCostEstimate): string {
  const money = (c: Cents) => formatCad(c, { cents: true });
  const speculation = estimate.speculation.reduce((sum, s) => sum + s.amountCents, 0);
  const speculationWords = speculation > 0 ? `, speculation tax ${money(speculation)}` : "";
  return `Estimated cash to close ${money(estimate.totalCents)}: land transfer tax ${money(estimate.taxes.totalCents)} after refunds${speculationWords}, our fee ${money(estimate.legal.totalCents)} with HST, and disbursements up to ${money(estimate.disbursements.highCents)}.`;
}

/** What each group of lines adds up to, as its disclosure's summary shows it. */
export function groupTotal(lines: readonly EstimateLine[], group: EstimateGroup): Cents {
  return lines.filter((l) => l.group === group).reduce((sum, l) => sum + l.amountCents, 0);
}

/** The estimate's own address on this site, as the booking's note and the firm's e-mail carry it. */
export function estimatePath(state: EstimatorState): string {
  return `/fees/real-estate?${estimatorStateToSearch(state).toString()}#closing-costs`;
}

/**
 * The booking opened from an estimate: the plain booking page (it works with and without
 * JavaScript) with the estimate's link in the booking's note, so the firm reads the buyer's
 * numbers before the consultation (docs/BOOKING.md#the-booking-form).
 */
export function bookingHrefForEstimate(state: EstimatorState): string {
  return `/book?${new URLSearchParams([["note", estimateNote(state)]]).toString()}`;
}

/** The booking's note for an estimate: its link, for the firm to open. */
function estimateNote(state: EstimatorState): string {
  return `My closing-cost estimate: ${estimatePath(state)}`;
}

/**
 * The same booking in the booking dialog, where the estimator runs its scripts: the contact page's
 * booking (`#book` opens the dialog on arrival) with the estimate's link in the address, which the
 * dialog puts in the details' note (docs/BOOKING.md#the-booking-form).
 */
export function bookingDialogHrefForEstimate(state: EstimatorState): string {
  return `${bookingHref.replace(/#.*$/, "")}?${new URLSearchParams([["note", estimateNote(state)]]).toString()}#${bookingSectionId}`;
}

/** The link that carries an estimate into the contact form (a full page load, so it works without JavaScript too). */
export function contactHrefForEstimate(state: EstimatorState): string {
  const params = estimatorStateToSearch(state);
  const query = new URLSearchParams([[contactEstimateParam, contactEstimateValue], ...params]);
  return `/contact?${query.toString()}#send-message`;
}

function propertyWords(state: EstimatorState): string {
  const what =
    state.property === "home" ? "a home (one or two single family residences)" : "other land";
  return `${what} ${state.location === "toronto" ? "in the City of Toronto" : "in Ontario, outside Toronto"}`;
}

/**
 * The contact-form message for an estimate, so the firm starts from the buyer's numbers. Plain
 * text, well under the form's 5,000-character limit.
 */
export function estimateMessage(state: EstimatorState, estimate: ClosingCostEstimate): string {
  const money = (c: Cents) =>
    c < 0 ? `-${formatCad(-c, { cents: true })}` : formatCad(c, { cents: true });
  const { input } = estimate.taxes;
  const lines = estimateLines(estimate);
  return [
    "Please confirm my closing costs. Here is the estimate from your website:",
    "",
    `Purchase price: ${formatCad(input.priceCents, { cents: true })}`,
    `Closing date: ${input.closingDate ? formatIsoDate(input.closingDate) : "not set yet"}`,
    `Property: ${propertyWords(state)}`,
    `First-time buyer: ${state.firstTimeBuyer ? "yes" : "no"}`,
    `Every buyer a Canadian citizen or permanent resident: ${state.foreignBuyer ? "no" : "yes"}`,
    "",
    ...lines.map((l) => `${l.label}: ${money(l.amountCents)}`),
    `Estimated cash to close beyond the down payment: ${money(estimate.totalCents)}`,
    "",
    `Rates as checked on ${formatIsoDate(landTransferTaxCheckedOn)}.`,
    `Estimate link: /fees/real-estate?${estimatorStateToSearch(state).toString()}`,
  ].join("\n");
}
