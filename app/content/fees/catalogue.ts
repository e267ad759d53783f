/**
 * The firm's fixed fees by id, as a sentence-sized amount ("$999", "from $1,500", "$1,200 to
 * $2,000"), so an article or guide can quote a fee with <Fee id="…"/> and the amount stays
 * written once, in the fee modules beside this file (docs/EDITING.md#facts-and-fees). HST is
 * extra on every fee (docs/PRODUCT-RULES.md#fees): say so wherever a fee is quoted.
 */
import { formatCad, formatCadRange } from "~/lib/domain/money";
import { estateAddOns, estatePackages } from "./estate-planning";
import { familyLawFees } from "./family-law";
import { immigrationStages } from "./immigration";
import { notaryPricingCards } from "./notary";

export interface CataloguedFee {
  /** What the fee is for. */
  service: string;
  /** The amount as prose quotes it. */
  text: string;
}

function entries(): [string, CataloguedFee][] {
  const list: [string, CataloguedFee][] = [];
  for (const f of familyLawFees) {
    const text =
      f.kind === "fixed"
        ? formatCad(f.amount)
        : f.kind === "range"
          ? formatCadRange(f.from, f.to)
          : f.label.toLowerCase();
    list.push([f.id, { service: f.service, text }]);
  }
  for (const p of estatePackages)
    list.push([p.id, { service: p.title, text: formatCad(p.feeCents) }]);
  for (const a of estateAddOns)
    list.push([a.id, { service: a.title, text: formatCad(a.feeCents) }]);
  for (const s of immigrationStages)
    list.push([s.id, { service: s.title, text: `from ${formatCad(s.fromFeeCents)}` }]);
  for (const c of notaryPricingCards)
    if (c.base !== null) list.push([c.id, { service: c.service, text: formatCad(c.base) }]);
  return list;
}

export const feeCatalogue: Readonly<Record<string, CataloguedFee>> = Object.fromEntries(entries());

/** Ids that appear twice would make <Fee id> ambiguous; the unit test keeps them unique. */
export const feeCatalogueIds: readonly string[] = entries().map(([id]) => id);
