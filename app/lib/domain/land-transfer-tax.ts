/**
 * Land transfer tax to the cent: Ontario's tax (Land Transfer Tax Act, s. 2), Toronto's municipal
 * tax (Toronto Municipal Code Chapter 760), and the first-time buyer refund and rebate, each from
 * the schedule in force on the closing date. Pure: no React, no DOM, no clock.
 */
import {
  bracketClassOf,
  earliestClosingDate,
  type FirstTimeBuyerRelief,
  firstTimeBuyerReliefs,
  type LandTransferTaxSchedule,
  ontarioSchedules,
  type PropertyClass,
  type SpeculationTax,
  speculationTaxes,
  speculationTaxReaches,
  type TaxBracket,
  torontoSchedules,
} from "~/content/facts/land-transfer-tax";
import type { Cents } from "./money";

export type Location = "toronto" | "ontario";

export interface LandTransferTaxInput {
  /** The value of the consideration, usually the price, in cents. */
  priceCents: Cents;
  propertyClass: PropertyClass;
  location: Location;
  firstTimeBuyer: boolean;
  /** ISO date the transfer is registered; null for "the schedules in force now". */
  closingDate: string | null;
}

interface DatedItem {
  effectiveFrom: string;
  effectiveTo: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The item in force on `date` (both ends inclusive), or, with no date, the one still in force.
 * ISO dates compare correctly as strings.
 */
export function inForceOn<T extends DatedItem>(
  items: readonly T[],
  date: string | null,
): T | undefined {
  if (date === null) return items.find((i) => i.effectiveTo === null);
  return items.find(
    (i) => i.effectiveFrom <= date && (i.effectiveTo === null || date <= i.effectiveTo),
  );
}

export interface BracketPart {
  /** The part of the price taxed at this rate: above `fromCents`, up to and including `toCents`. */
  fromCents: Cents;
  toCents: Cents;
  rateBasisPoints: number;
}

/** How a price falls into marginal brackets: only the brackets it reaches, in order. */
export function bracketParts(priceCents: Cents, brackets: readonly TaxBracket[]): BracketPart[] {
  const parts: BracketPart[] = [];
  let floor = 0;
  for (const bracket of brackets) {
    if (priceCents <= floor) break;
    const ceiling =
      bracket.upToCents === null ? priceCents : Math.min(priceCents, bracket.upToCents);
    parts.push({ fromCents: floor, toCents: ceiling, rateBasisPoints: bracket.rateBasisPoints });
    if (bracket.upToCents === null) break;
    floor = bracket.upToCents;
  }
  return parts;
}

/**
 * Marginal tax on a price: each bracket's rate on the part of the price inside it. The parts are
 * added exactly (cents times basis points, all whole numbers) and rounded once, half up, to the
 * cent, so the result never drifts by a cent from a hand calculation.
 */
export function taxOnBrackets(priceCents: Cents, brackets: readonly TaxBracket[]): Cents {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new Error("taxOnBrackets: price must be a whole, non-negative number of cents");
  }
  const scaled = bracketParts(priceCents, brackets).reduce(
    (sum, p) => sum + (p.toCents - p.fromCents) * p.rateBasisPoints,
    0,
  );
  return Math.floor((scaled + 5_000) / 10_000);
}

/** A flat rate on the whole price, rounded half up to the cent. */
export function flatTax(priceCents: Cents, rateBasisPoints: number): Cents {
  return Math.floor((priceCents * rateBasisPoints + 5_000) / 10_000);
}

export interface TaxPart {
  schedule: LandTransferTaxSchedule;
  taxCents: Cents;
  /** The first-time buyer refund or rebate claimed, if any. */
  relief: { program: FirstTimeBuyerRelief; amountCents: Cents } | null;
  /** Why no relief was applied to a first-time buyer, in plain words. */
  reliefNote: string | null;
  netCents: Cents;
}

export interface LandTransferTaxResult {
  input: LandTransferTaxInput;
  ontario: TaxPart;
  /** Toronto's tax, for land in the City of Toronto only. */
  toronto: TaxPart | null;
  /** Provincial and municipal tax after any refund and rebate. */
  totalCents: Cents;
  /**
   * The speculation taxes in force on the closing date where the land is, when the land is within
   * their reach (one to six single family residences). Stated, never added: whether they apply
   * depends on each buyer (docs/PRODUCT-RULES.md#fees).
   */
  speculation: { tax: SpeculationTax; amountCents: Cents }[];
}

export class ClosingDateOutOfRangeError extends Error {}

function part(
  schedules: readonly LandTransferTaxSchedule[],
  jurisdiction: "ontario" | "toronto",
  input: LandTransferTaxInput,
): TaxPart {
  const schedule = inForceOn(schedules, input.closingDate);
  if (!schedule) {
    throw new ClosingDateOutOfRangeError(
      `No ${jurisdiction} schedule for a closing on ${input.closingDate}`,
    );
  }
  const taxCents = taxOnBrackets(
    input.priceCents,
    schedule.brackets[bracketClassOf[input.propertyClass]],
  );
  let relief: TaxPart["relief"] = null;
  let reliefNote: string | null = null;
  if (input.firstTimeBuyer) {
    const program = inForceOn(
      firstTimeBuyerReliefs.filter((r) => r.jurisdiction === jurisdiction),
      input.closingDate,
    );
    // Both programs are for a home the buyer will live in: Toronto's rebate names
    // multi-residential land among what it does not apply to (docs/FACTS.md#land-by-kind).
    if (input.propertyClass !== "residential") {
      reliefNote =
        "First-time buyer relief is only for a home (one or two single family residences) the buyer will live in.";
    } else if (!program) {
      reliefNote = "No first-time buyer relief applied on that closing date.";
    } else {
      relief = { program, amountCents: Math.min(taxCents, program.maxCents) };
    }
  }
  return {
    schedule,
    taxCents,
    relief,
    reliefNote,
    netCents: taxCents - (relief?.amountCents ?? 0),
  };
}

/**
 * Ontario land transfer tax and, in Toronto, the municipal land transfer tax, each from the
 * schedule in force on the closing date, less the first-time buyer refund (Land Transfer Tax Act,
 * s. 9.2) and rebate (Toronto Municipal Code Ch. 760) when the buyer says they qualify.
 * Throws ClosingDateOutOfRangeError for a closing before Toronto's tax began (February 1, 2008).
 */
export function landTransferTax(input: LandTransferTaxInput): LandTransferTaxResult {
  if (!Number.isSafeInteger(input.priceCents) || input.priceCents <= 0) {
    throw new Error("landTransferTax: price must be a positive whole number of cents");
  }
  if (input.closingDate !== null) {
    if (!isIsoDate(input.closingDate))
      throw new Error("landTransferTax: closing date is not YYYY-MM-DD");
    if (input.closingDate < earliestClosingDate) {
      throw new ClosingDateOutOfRangeError(`Closings before ${earliestClosingDate} are not priced`);
    }
  }
  const ontario = part(ontarioSchedules, "ontario", input);
  const toronto = input.location === "toronto" ? part(torontoSchedules, "toronto", input) : null;

  const speculation = speculationTaxReaches(input.propertyClass)
    ? speculationTaxesOn(input.priceCents, input.location, input.closingDate)
    : [];

  return {
    input,
    ontario,
    toronto,
    totalCents: ontario.netCents + (toronto?.netCents ?? 0),
    speculation,
  };
}

/**
 * The speculation taxes in force on the closing date where the land is, on land they reach (one to
 * six single family residences), whoever the buyer: each a flat rate on the whole price.
 */
export function speculationTaxesOn(
  priceCents: Cents,
  location: Location,
  closingDate: string | null,
): LandTransferTaxResult["speculation"] {
  const speculation: LandTransferTaxResult["speculation"] = [];
  const provincial = inForceOn(
    speculationTaxes.filter((t) => t.jurisdiction === "ontario"),
    closingDate,
  );
  // Before March 30, 2022 the provincial tax applied in the Greater Golden Horseshoe only; the
  // estimator cannot tell where outside Toronto the land is, so it states the tax for Toronto
  // (inside that region) and for elsewhere only once it applied everywhere.
  if (provincial && (location === "toronto" || provincial.effectiveFrom >= "2022-03-30")) {
    speculation.push({
      tax: provincial,
      amountCents: flatTax(priceCents, provincial.rateBasisPoints),
    });
  }
  if (location === "toronto") {
    const municipal = inForceOn(
      speculationTaxes.filter((t) => t.jurisdiction === "toronto"),
      closingDate,
    );
    if (municipal) {
      speculation.push({
        tax: municipal,
        amountCents: flatTax(priceCents, municipal.rateBasisPoints),
      });
    }
  }
  return speculation;
}

/**
 * "0.5%", "1%", or with `decimals` 2 "4.40%": a rate as the official schedule writes it (Toronto
 * writes its 2026 rates to two decimals).
 */
export function formatRate(rateBasisPoints: number, decimals?: 2): string {
  const text = (rateBasisPoints / 100).toFixed(2);
  return `${decimals === 2 ? text : text.replace(/\.?0+$/, "")}%`;
}
