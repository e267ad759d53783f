/**
 * The fees an engagement letter may quote, read from the published fee schedules in
 * app/content/fees/ (never retyped: docs/ENGAGEMENT.md#the-fee). A template names the sources it
 * offers; staff choose one when they prepare the letter.
 */
import { estatePackages } from "~/content/fees/estate-planning";
import { familyLawFees } from "~/content/fees/family-law";
import { immigrationStages } from "~/content/fees/immigration";
import type { Cents } from "~/lib/domain/money";
import { feeForPropertyPrice, MAX_PRICE_CENTS } from "~/lib/domain/real-estate-quote";

/**
 * How a source sets the amount: `fixed` (the published fee), `by-price` (the real estate schedule:
 * the fee for the property's price), `from` (a published "from" amount: the letter's fee may be
 * higher, never lower), `range` (within the published range).
 */
export type FeeSource =
  | { id: string; label: string; kind: "fixed"; amountCents: Cents }
  | { id: string; label: string; kind: "by-price"; feeFor: (priceCents: Cents) => Cents }
  | { id: string; label: string; kind: "from"; minCents: Cents }
  | { id: string; label: string; kind: "range"; minCents: Cents; maxCents: Cents };

function sources(): FeeSource[] {
  const list: FeeSource[] = [
    {
      id: "real-estate-purchase",
      label: "Home purchase",
      kind: "by-price",
      feeFor: (price) => feeForPropertyPrice("purchase", price),
    },
    {
      id: "real-estate-sale",
      label: "Home sale",
      kind: "by-price",
      feeFor: (price) => feeForPropertyPrice("sale", price),
    },
  ];
  for (const s of immigrationStages)
    list.push({
      id: `immigration-${s.id}`,
      label: s.title,
      kind: "from",
      minCents: s.fromFeeCents,
    });
  for (const p of estatePackages)
    list.push({
      id: `estate-${p.id}`,
      label: `${p.title} package`,
      kind: "fixed",
      amountCents: p.feeCents,
    });
  for (const f of familyLawFees) {
    if (f.kind === "fixed")
      list.push({ id: `family-${f.id}`, label: f.service, kind: "fixed", amountCents: f.amount });
    else if (f.kind === "range")
      list.push({
        id: `family-${f.id}`,
        label: f.service,
        kind: "range",
        minCents: f.from,
        maxCents: f.to,
      });
  }
  return list;
}

export const feeSources: readonly FeeSource[] = sources();

export function feeSource(id: string): FeeSource | undefined {
  return feeSources.find((s) => s.id === id);
}

/** The highest property price a letter may quote (the calculator's own limit). */
export const maxPropertyPriceCents: Cents = MAX_PRICE_CENTS;

/**
 * The fee a source gives for staff's choices, or why not: `priceCents` for a `by-price` source,
 * `amountCents` for `from` and `range` (the published minimum when not given).
 */
export function feeFromSource(
  source: FeeSource,
  input: { priceCents?: Cents | null; amountCents?: Cents | null },
): { ok: true; amountCents: Cents } | { ok: false; field: "price" | "amount"; message: string } {
  switch (source.kind) {
    case "fixed":
      return { ok: true, amountCents: source.amountCents };
    case "by-price": {
      const price = input.priceCents;
      if (!price || price <= 0 || price > maxPropertyPriceCents)
        return { ok: false, field: "price", message: "Enter the property's price, in dollars." };
      return { ok: true, amountCents: source.feeFor(price) };
    }
    case "from": {
      const amount = input.amountCents ?? source.minCents;
      if (amount < source.minCents)
        return {
          ok: false,
          field: "amount",
          message: "The fee cannot be lower than the published amount.",
        };
      return { ok: true, amountCents: amount };
    }
    case "range": {
      const amount = input.amountCents ?? source.minCents;
      if (amount < source.minCents || amount > source.maxCents)
        return {
          ok: false,
          field: "amount",
          message: "The fee must be within the published range.",
        };
      return { ok: true, amountCents: amount };
    }
  }
}
