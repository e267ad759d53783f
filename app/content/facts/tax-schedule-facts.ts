/**
 * The land transfer tax schedules (./land-transfer-tax.ts) as register entries, so `npm run facts`
 * lists them for review with everything else and the register's completeness tests cover them
 * (docs/FACTS.md). Generated, never written by hand: the schedules stay the one place their rates
 * are written.
 */
import { formatCad } from "../../lib/domain/money.ts";
import {
  firstTimeBuyerReliefs,
  type LandTransferTaxSchedule,
  ontarioSchedules,
  speculationTaxes,
  type TaxBracket,
  torontoSchedules,
} from "./land-transfer-tax.ts";
import type { Fact } from "./types.ts";

const name = { ontario: "Ontario", toronto: "Toronto" } as const;
const period = (from: string, to: string | null) => (to ? `${from} to ${to}` : `from ${from}`);
const rate = (basisPoints: number) => `${basisPoints / 100}%`;

function brackets(list: readonly TaxBracket[]): string {
  return list
    .map(
      (b) =>
        `${rate(b.rateBasisPoints)} ${b.upToCents === null ? "above" : `to ${formatCad(b.upToCents)}`}`,
    )
    .join(", ");
}

const schedule = (s: LandTransferTaxSchedule): Fact => ({
  id: `schedule-${s.id}`,
  label: `${name[s.jurisdiction]} land transfer tax rates, ${period(s.effectiveFrom, s.effectiveTo)}`,
  value: {
    kind: "text",
    text: `Homes: ${brackets(s.brackets.residential)}. Other land: ${brackets(s.brackets.other)}.`,
  },
  note: s.note,
  ...s.provenance,
});

export const taxScheduleFacts: readonly Fact[] = [
  ...ontarioSchedules.map(schedule),
  ...torontoSchedules.map(schedule),
  ...firstTimeBuyerReliefs.map(
    (r): Fact => ({
      id: `schedule-${r.id}`,
      label: `${name[r.jurisdiction]} first-time buyer ${r.jurisdiction === "ontario" ? "refund" : "rebate"}, ${period(r.effectiveFrom, r.effectiveTo)}`,
      value: { kind: "money", cents: r.maxCents, prefix: "up to " },
      note: r.note,
      ...r.provenance,
    }),
  ),
  ...speculationTaxes.map(
    (t): Fact => ({
      id: `schedule-${t.id}`,
      label: `${t.jurisdiction === "ontario" ? "Ontario Non-Resident" : "Toronto Municipal Non-Resident"} Speculation Tax, ${period(t.effectiveFrom, t.effectiveTo)}`,
      value: { kind: "text", text: `${rate(t.rateBasisPoints)} in ${t.area}` },
      ...t.provenance,
    }),
  ),
];

/** The first-time buyer refund or rebate in force now, which the pages quote. */
export function reliefInForce(jurisdiction: "ontario" | "toronto") {
  const relief = firstTimeBuyerReliefs.find(
    (r) => r.jurisdiction === jurisdiction && r.effectiveTo === null,
  );
  if (!relief) throw new Error(`No ${jurisdiction} first-time buyer relief in force`);
  return relief;
}
