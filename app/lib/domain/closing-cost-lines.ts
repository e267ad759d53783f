/**
 * The closing-cost estimate as a person reads it: explained lines grouped as the result card shows
 * them, each government figure with its source; the sentence the live region announces; and the
 * contact-form message that carries the estimate to the firm (docs/PRODUCT-RULES.md#fees).
 * Pure: no React, no DOM, no clock.
 */

import {
  type BracketClass,
  bracketClassOf,
  firstTimeBuyerReliefs,
  landTransferTaxCheckedOn,
  type Provenance,
  type SpeculationTax,
  speculationTaxes,
} from "~/content/facts/land-transfer-tax";
import type { ClosingCostEstimate } from "./closing-cost-estimate";
import { type EstimatorState, estimatorStateToSearch } from "./closing-cost-query";
import { formatIsoDate } from "./dates";
import { bracketParts, formatRate, inForceOn, type TaxPart } from "./land-transfer-tax";
import { type Cents, formatCad, HST_RATE_PERCENT } from "./money";

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
  bracketClass: BracketClass,
): string {
  const parts = bracketParts(priceCents, part.schedule.brackets[bracketClass]);
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
      explanation: `${describeBrackets(part, input.priceCents, bracketClassOf[input.propertyClass])}. ${inForceText(part, input.closingDate)}`,
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
  if (input.firstTimeBuyer && input.propertyClass !== "residential") {
    const program = taxes.toronto ? "refund and rebate" : "refund";
    // Toronto's page names multi-residential land among what its rebate does not apply to.
    const cited = inForceOn(
      firstTimeBuyerReliefs.filter(
        (r) => r.jurisdiction === (taxes.toronto ? "toronto" : "ontario"),
      ),
      input.closingDate,
    );
    lines.push({
      id: "first-time-relief-not-applicable",
      group: "taxes",
      label: `First-time buyer ${program}: not counted`,
      amountCents: 0,
      explanation: `The first-time buyer ${program} ${taxes.toronto ? "are" : "is"} only for a home (one or two single family residences) you will live in, so this estimate counts none on ${input.propertyClass === "threeToSixHomes" ? "three to six homes" : "other land"}. We confirm it with you.`,
      source: cited?.provenance.source,
      asOf: cited?.provenance.checked,
    });
  }
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
      explanation: `${formatRate(tax.rateBasisPoints)} of the whole price, because you said a buyer is not a Canadian citizen or permanent resident. Some buyers are exempt (nominees under the Ontario Immigrant Nominee Program, protected persons, spouses of citizens or permanent residents); we confirm it with you.${agreementDateNote(tax)}`,
      source: tax.provenance.source,
      asOf: tax.provenance.checked,
    });
  }
  const [firstNotReached] = estimate.speculationNotReached;
  if (firstNotReached) {
    const total = estimate.speculationNotReached.reduce((sum, s) => sum + s.amountCents, 0);
    const names = estimate.speculationNotReached
      .map((s) =>
        s.tax.jurisdiction === "ontario"
          ? `Ontario's Non-Resident Speculation Tax (${formatRate(s.tax.rateBasisPoints)})`
          : `Toronto's Municipal Non-Resident Speculation Tax (${formatRate(s.tax.rateBasisPoints)})`,
      )
      .join(" and ");
    lines.push({
      id: "speculation-not-reached",
      group: "taxes",
      label: "Speculation taxes: not counted on other land",
      amountCents: 0,
      explanation: `You said a buyer is not a Canadian citizen or permanent resident. ${names} ${estimate.speculationNotReached.length > 1 ? "apply" : "applies"} only to land with one to six single family residences, so this estimate counts none on vacant, commercial or farm land or seven or more homes. If the land has one to six homes, choose "A home" or "3 to 6 homes": it would add ${formatCad(total, { cents: true })}.`,
      source: firstNotReached.tax.provenance.source,
      asOf: firstNotReached.tax.provenance.checked,
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

/**
 * Ontario's transitional provisions (`nrstTransitional` in app/content/facts/land-transfer-tax.ts):
 * the rate is the one in force when the agreement was signed, so an agreement signed under an
 * earlier rate pays that rate even if it closes later. The estimate prices by the closing date, so
 * an Ontario line whose rate replaced an earlier one says so. Empty for Toronto's tax and for the
 * first rate.
 */
export function agreementDateNote(tax: SpeculationTax): string {
  if (tax.jurisdiction !== "ontario") return "";
  const earlier = speculationTaxes
    .filter((t) => t.jurisdiction === "ontario" && t.effectiveFrom < tax.effectiveFrom)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))
    .map(
      (t) =>
        `${formatRate(t.rateBasisPoints)} if it was signed from ${formatIsoDate(t.effectiveFrom)} to ${formatIsoDate(t.effectiveTo ?? t.effectiveFrom)}${t.area === "all of Ontario" ? "" : ` (for land in ${t.area.replace(/ only.*$/, "")})`}`,
    );
  if (earlier.length === 0) return "";
  return ` This rate is the one in force on your closing date, but Ontario charges the rate in force on the day your agreement of purchase and sale was signed: ${earlier.join(", or ")}, if the land goes only to the buyers the agreement names. We confirm it from your agreement.`;
}

/** The taxes group's title: it says when the speculation taxes are in its total. */
export function taxesGroupTitle(estimate: ClosingCostEstimate): string {
  return estimate.speculation.some((s) => s.amountCents > 0)
    ? "Land transfer and speculation taxes, after refunds"
    : "Land transfer tax, after refunds";
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

const propertyChoiceWords: Record<EstimatorState["property"], string> = {
  home: "a home (one or two single family residences)",
  "3-to-6-homes": "three to six homes (single family residences)",
  other: "other land (vacant, commercial or farm land, or seven or more homes)",
};

function propertyWords(state: EstimatorState): string {
  const what = propertyChoiceWords[state.property];
  return `${what} ${state.location === "toronto" ? "in the City of Toronto" : "in Ontario, outside Toronto"}`;
}

/**
 * The contact-form message for an estimate, so the firm starts from the buyer's numbers. Plain
 * text, well under the form's 5,000-character limit. Its link back to the estimate is absolute
 * (the site's canonical origin), so it can be followed from the firm's e-mail.
 */
export function estimateMessage(
  state: EstimatorState,
  estimate: ClosingCostEstimate,
  siteOrigin: string,
): string {
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
    // A label that already says something after a colon ("…: not counted") takes its amount in
    // brackets, so no line reads with two colons.
    ...lines.map((l) =>
      l.label.includes(": ")
        ? `${l.label} (${money(l.amountCents)})`
        : `${l.label}: ${money(l.amountCents)}`,
    ),
    `Estimated cash to close beyond the down payment: ${money(estimate.totalCents)}`,
    "",
    `Rates as checked on ${formatIsoDate(landTransferTaxCheckedOn)}.`,
    `Estimate link: ${siteOrigin}/fees/real-estate?${estimatorStateToSearch(state).toString()}`,
  ].join("\n");
}
