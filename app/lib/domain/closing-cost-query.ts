/**
 * The closing-cost estimator's form as the visitor filled it in, and the addresses that carry it:
 * its URL query (a shareable estimate), the estimate's own link, and the links that take it to the
 * booking and the contact form. Pure: no React, no DOM, no clock (docs/PRODUCT-RULES.md#fees).
 */

import type { PropertyClass } from "~/content/facts/land-transfer-tax";
import {
  type RefinanceOptionId,
  refinanceOptions,
  type TransactionType,
} from "~/content/fees/real-estate";
import { bookingHref, bookingSectionId } from "~/content/firm";
import { contactEstimateHref, contactEstimateKinds } from "./contact-estimate";
import type { Location } from "./land-transfer-tax";
import type { Cents } from "./money";
import { parsePriceInput } from "./real-estate-quote";

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
export { contactEstimateParam } from "./contact-estimate";
export const contactEstimateValue = contactEstimateKinds.closingCosts;

/**
 * What the visitor is buying, as the link writes it: a home (one or two single family residences),
 * three to six homes on one property, or other land. Before "3 to 6 homes" was a choice, `other`
 * also meant three or more homes; a link from then still opens "Other land", whose taxes are the
 * same as for three to six homes, and a foreign buyer's estimate says in its breakdown which
 * speculation taxes one to six homes would add (./closing-cost-lines.ts).
 */
export const propertyChoices = ["home", "3-to-6-homes", "other"] as const;
export type PropertyChoice = (typeof propertyChoices)[number];

/** The kind of land each choice is, for the taxes. */
export const propertyClassOf: Readonly<Record<PropertyChoice, PropertyClass>> = {
  home: "residential",
  "3-to-6-homes": "threeToSixHomes",
  other: "other",
};

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
    property: propertyChoices.find((p) => p === params.get(estimatorQuery.property)) ?? "home",
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
  return contactEstimateHref(contactEstimateValue, estimatorStateToSearch(state));
}
