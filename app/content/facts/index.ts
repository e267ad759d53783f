/**
 * The facts register: every government figure, third-party fee and dated statement the site
 * quotes, with its source and review dates (docs/FACTS.md). Pages read values and "as of" dates
 * from here, so no two pages can disagree; `npm run facts` lists what is due for review.
 */
import { formatIsoDate } from "../../lib/domain/dates.ts";
import { formatCad, formatNumber } from "../../lib/domain/money.ts";
import { governmentFacts } from "./government.ts";
import { statementFacts } from "./statements.ts";
import { taxScheduleFacts } from "./tax-schedule-facts.ts";
import { thirdPartyFacts } from "./third-party.ts";
import type { EarlierValue, Fact, FactValue } from "./types.ts";

export type { EarlierValue, Fact, FactValue, Provenance } from "./types.ts";

export const register: readonly Fact[] = [
  ...governmentFacts,
  ...thirdPartyFacts,
  ...statementFacts,
  ...taxScheduleFacts,
];

type RegisterEntry =
  | (typeof governmentFacts)[number]
  | (typeof thirdPartyFacts)[number]
  | (typeof statementFacts)[number];

export type FactId = RegisterEntry["id"];

const byId = new Map<string, Fact>(register.map((f) => [f.id, f]));

/** The fact with this id; the id is checked by the type system, so a typo does not compile. */
export function fact(id: FactId): Fact {
  const found = byId.get(id);
  if (!found) throw new Error(`No fact with id ${id}`);
  return found;
}

/** The amount of a money fact, in cents, for arithmetic (the closing-cost estimate). */
export function factCents(id: FactId): number {
  const { value } = fact(id);
  if (value.kind !== "money") throw new Error(`Fact ${id} is not an amount of money`);
  return value.cents;
}

/** "$1.5 million" for round amounts of a million or more, as people say them; else "$85" or "$84.23". */
function formatMoney(cents: number): string {
  const millions = cents / 100_000_000;
  if (millions >= 1 && Number.isInteger(millions * 10)) return `$${millions} million`;
  return formatCad(cents);
}

/** "$1,400", "up to $50,000", "380,000 in 2026", "50%": a value as a page shows it. */
export function formatFactValue(value: FactValue): string {
  switch (value.kind) {
    case "money":
      return `${value.prefix ?? ""}${formatMoney(value.cents)}${value.suffix ?? ""}`;
    case "number":
      return `${value.prefix ?? ""}${formatNumber(value.amount)}${value.suffix ?? ""}`;
    case "percent":
      return `${value.amount}%`;
    case "text":
      return value.text;
  }
}

/** The current value of a fact, as shown. */
export function factText(id: FactId): string {
  return formatFactValue(fact(id).value);
}

/** "November 23, 2026" from "2026-11-23" (app/lib/domain/dates.ts, which pages without the register use). */
export { formatIsoDate };

/** The date a fact took effect, in words: "December 15, 2024". */
export function effectiveOn(id: FactId): string {
  return formatIsoDate(fact(id).effective);
}

/** An earlier value of a fact, as shown (0 = the one it replaced, 1 = the one before that …). */
export function earlierText(id: FactId, index = 0): string {
  const before = fact(id).earlier?.[index];
  if (!before) throw new Error(`Fact ${id} has no earlier value ${index}`);
  return formatFactValue(before.value);
}

/** The date an earlier value stopped applying, in words. */
export function changedOn(id: FactId, index = 0): string {
  const before = fact(id).earlier?.[index];
  if (!before) throw new Error(`Fact ${id} has no earlier value ${index}`);
  return formatIsoDate(before.changed);
}

/** The oldest earlier value: usually the figure the site first quoted. */
export function originalValue(f: Fact): EarlierValue | undefined {
  return f.earlier?.[f.earlier.length - 1];
}

/** The most recent earlier value. */
export function previousValue(f: Fact): EarlierValue | undefined {
  return f.earlier?.[0];
}

/** "$60,000 (was $35,000 until April 16, 2024)": the current value with the one it replaced. */
export function withEarlier(id: FactId): string {
  const f = fact(id);
  const before = previousValue(f);
  const now = formatFactValue(f.value);
  return before
    ? `${now} (was ${formatFactValue(before.value)} until ${formatIsoDate(before.changed)})`
    : now;
}

/** The earliest `checked` date among these facts: what a page can honestly say it checked on. */
export function checkedOn(ids: readonly FactId[]): string {
  const dates = ids.map((id) => fact(id).checked).sort();
  const first = dates[0];
  if (!first) throw new Error("checkedOn: no facts given");
  return first;
}

export type ReviewStatus = "overdue" | "due-30" | "due-60" | "current";

/** Whole days from `today` to an ISO date (negative when the date has passed). */
export function daysUntil(iso: string, today: Date): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const [y, m, d] = iso.split("-").map(Number);
  return Math.round((Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - start) / 86_400_000);
}

/** Where a fact stands on `today`: overdue once its review date has passed. */
export function reviewStatus(f: Pick<Fact, "reviewBy">, today: Date): ReviewStatus {
  const days = daysUntil(f.reviewBy, today);
  if (days < 0) return "overdue";
  if (days <= 30) return "due-30";
  if (days <= 60) return "due-60";
  return "current";
}

/** The facts whose review date has passed on `today`, oldest first. */
export function overdueFacts(today: Date, facts: readonly Fact[] = register): Fact[] {
  return facts
    .filter((f) => reviewStatus(f, today) === "overdue")
    .sort((a, b) => a.reviewBy.localeCompare(b.reviewBy));
}
