/**
 * What `npm run facts` prints (docs/FACTS.md#reviewing): what is overdue, what is due within 30
 * and 60 days, and what the firm must confirm. Pure, so it is tested with any date as "today".
 */
import { daysUntil, formatFactValue, formatIsoDate, register, reviewStatus } from "./index.ts";
import type { Fact } from "./types.ts";

export interface ReviewReport {
  today: string;
  overdue: Fact[];
  due30: Fact[];
  due60: Fact[];
  confirmWithFirm: Fact[];
  text: string;
}

function line(f: Fact, today: Date): string {
  const days = daysUntil(f.reviewBy, today);
  const when =
    days < 0
      ? `${-days} day${days === -1 ? "" : "s"} overdue (review by ${formatIsoDate(f.reviewBy)})`
      : `review by ${formatIsoDate(f.reviewBy)} (in ${days} day${days === 1 ? "" : "s"})`;
  const confirm = f.confirmWithFirm ? " [firm to confirm]" : "";
  return [
    `  - ${f.id}: ${f.label}: ${formatFactValue(f.value)}${confirm}`,
    `      ${when}; last checked ${formatIsoDate(f.checked)}`,
    `      source: ${f.source.url}`,
    ...(f.note ? [`      note: ${f.note}`] : []),
  ].join("\n");
}

export function reviewReport(today: Date, facts: readonly Fact[] = register): ReviewReport {
  const byDate = (a: Fact, b: Fact) =>
    a.reviewBy.localeCompare(b.reviewBy) || a.id.localeCompare(b.id);
  const pick = (status: ReturnType<typeof reviewStatus>) =>
    facts.filter((f) => reviewStatus(f, today) === status).sort(byDate);
  const overdue = pick("overdue");
  const due30 = pick("due-30");
  const due60 = pick("due-60");
  const confirmWithFirm = facts.filter((f) => f.confirmWithFirm).sort(byDate);
  const iso = today.toISOString().slice(0, 10);
  const section = (title: string, list: Fact[]) =>
    list.length === 0
      ? `${title}: none`
      : `${title} (${list.length}):\n${list.map((f) => line(f, today)).join("\n")}`;
  const text = [
    `Facts register: ${facts.length} entries, as of ${formatIsoDate(iso)}.`,
    "",
    overdue.length > 0
      ? section(
          `!!! OVERDUE: ${overdue.length} fact${overdue.length === 1 ? "" : "s"} past the review date; recheck before the next release`,
          overdue,
        )
      : "Overdue: none",
    "",
    section("Due for review within 30 days", due30),
    "",
    section("Due for review within 31 to 60 days", due60),
    "",
    section(
      "Marked for the firm to confirm (the source could not be verified, or may have changed)",
      confirmWithFirm,
    ),
    "",
    "After rechecking a fact against its source, update its value, `checked` and `reviewBy` in app/content/facts/ (docs/FACTS.md).",
  ].join("\n");
  return { today: iso, overdue, due30, due60, confirmWithFirm, text };
}
