/**
 * The desk's overview figures, computed from the inquiries of the chosen period (pure, unit tested
 * in desk-overview.test.ts): inquiries per week by referral source and by practice area, the
 * median time to the first reply, and the inquiries still waiting after one business day.
 */
import { referralSources, serviceTypes } from "~/contact/contact-schema";
import { oneBusinessDayAfter } from "./business-days.server";
import { lastWeeks, median, weekOf } from "./desk-time";
import type { InquiryStatus } from "./inquiry-status";

export interface OverviewInquiry {
  id: number;
  receivedAt: number;
  serviceType: string | null;
  referralSource: string | null;
  status: InquiryStatus;
  firstReplyAt: number | null;
  suspectedSpam: boolean;
}

export interface Category {
  key: string;
  label: string;
}

export interface WeeklySeries {
  categories: Category[];
  /** One entry per week, oldest first: the count of each category that week. */
  weeks: { week: string; counts: Record<string, number>; total: number }[];
}

export interface OverviewFigures {
  weeks: string[];
  byReferral: WeeklySeries;
  byArea: WeeklySeries;
  /** Inquiries counted in the period (spam excluded). */
  total: number;
  replied: number;
  medianFirstReplyMs: number | null;
  /** New inquiries past one business day without a reply, longest waiting first. */
  overdue: { id: number; receivedAt: number; waitedMs: number }[];
}

export const notGiven: Category = { key: "none", label: "Not given" };

export const referralCategories: Category[] = [
  ...referralSources.map((s) => ({ key: s.value, label: s.label })),
  notGiven,
];
export const areaCategories: Category[] = [
  ...serviceTypes.map((s) => ({ key: s.value, label: s.label })),
  notGiven,
];

/** Spam, and suspected spam nobody has looked at yet, is not an inquiry. */
export function countsAsInquiry(i: Pick<OverviewInquiry, "status" | "suspectedSpam">): boolean {
  return i.status !== "spam" && !(i.suspectedSpam && i.status === "new");
}

function series(
  rows: OverviewInquiry[],
  weeks: string[],
  categories: Category[],
  keyOf: (i: OverviewInquiry) => string | null,
): WeeklySeries {
  const known = new Set(categories.map((c) => c.key));
  const byWeek = new Map(weeks.map((w) => [w, {} as Record<string, number>]));
  for (const row of rows) {
    const counts = byWeek.get(weekOf(row.receivedAt));
    if (!counts) continue;
    const raw = keyOf(row);
    const key = raw && known.has(raw) ? raw : notGiven.key;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  const used = categories.filter((c) => weeks.some((w) => (byWeek.get(w)?.[c.key] ?? 0) > 0));
  return {
    categories: used,
    weeks: weeks.map((week) => {
      const counts = byWeek.get(week) ?? {};
      return { week, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    }),
  };
}

export function overviewFigures(
  inquiries: readonly OverviewInquiry[],
  now: number,
  weekCount = 12,
): OverviewFigures {
  const weeks = lastWeeks(now, weekCount);
  const first = weeks[0] ?? weekOf(now);
  const rows = inquiries.filter((i) => countsAsInquiry(i) && weekOf(i.receivedAt) >= first);
  const replyTimes = rows
    .filter((i) => i.firstReplyAt !== null)
    .map((i) => Math.max(0, (i.firstReplyAt as number) - i.receivedAt));
  const overdue = inquiries
    .filter(
      (i) => i.status === "new" && !i.suspectedSpam && now >= oneBusinessDayAfter(i.receivedAt),
    )
    .map((i) => ({ id: i.id, receivedAt: i.receivedAt, waitedMs: now - i.receivedAt }))
    .sort((a, b) => b.waitedMs - a.waitedMs);
  return {
    weeks,
    byReferral: series(rows, weeks, referralCategories, (i) => i.referralSource),
    byArea: series(rows, weeks, areaCategories, (i) => i.serviceType),
    total: rows.length,
    replied: replyTimes.length,
    medianFirstReplyMs: median(replyTimes),
    overdue,
  };
}
