import { describe, expect, it } from "vitest";
import { type OverviewInquiry, overviewFigures } from "./desk-overview";
import { torontoInstant } from "./desk-time";

const at = (m: number, d: number, h = 10) => torontoInstant({ year: 2026, month: m, day: d }, h);
const HOUR = 3_600_000;
const now = at(11, 25, 12); // Wednesday

let next = 1;
const inquiry = (o: Partial<OverviewInquiry> & { receivedAt: number }): OverviewInquiry => ({
  id: next++,
  serviceType: "real-estate",
  referralSource: "internet-search",
  status: "contacted",
  firstReplyAt: null,
  suspectedSpam: false,
  ...o,
});

describe("overview figures", () => {
  const rows = [
    inquiry({ receivedAt: at(11, 23), firstReplyAt: at(11, 23) + 2 * HOUR }),
    inquiry({
      receivedAt: at(11, 24),
      firstReplyAt: at(11, 24) + 4 * HOUR,
      referralSource: "referral",
    }),
    inquiry({
      receivedAt: at(11, 17),
      firstReplyAt: at(11, 17) + 9 * HOUR,
      serviceType: "immigration",
    }),
    // Waiting: Monday 10:00 is overdue by Wednesday noon; Tuesday 13:00 is not yet.
    inquiry({ id: 90, receivedAt: at(11, 23), status: "new", referralSource: null }),
    inquiry({ id: 91, receivedAt: at(11, 24, 13), status: "new" }),
    // Not inquiries: spam, and suspected spam nobody has looked at.
    inquiry({ receivedAt: at(11, 24), status: "spam" }),
    inquiry({ receivedAt: at(11, 24), status: "new", suspectedSpam: true }),
    // Too old for the chart.
    inquiry({ receivedAt: at(6, 1), firstReplyAt: at(6, 1) + 100 * HOUR }),
  ];
  const figures = overviewFigures(rows, now, 4);

  it("counts inquiries per week by referral source and by practice area", () => {
    expect(figures.weeks).toEqual(["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    const thisWeek = figures.byReferral.weeks[3];
    expect(thisWeek).toEqual({
      week: "2026-11-23",
      counts: { "internet-search": 2, referral: 1, none: 1 },
      total: 4,
    });
    expect(figures.byReferral.weeks[2]?.total).toBe(1);
    expect(figures.byArea.weeks[2]?.counts).toEqual({ immigration: 1 });
    expect(figures.byReferral.categories.map((c) => c.key)).toEqual([
      "referral",
      "internet-search",
      "none",
    ]);
    expect(figures.total).toBe(5);
  });

  it("takes the median time to first reply over replied inquiries in the period", () => {
    expect(figures.replied).toBe(3);
    expect(figures.medianFirstReplyMs).toBe(4 * HOUR);
  });

  it("lists new inquiries waiting more than one business day, longest first", () => {
    expect(figures.overdue.map((o) => o.id)).toEqual([90]);
    expect(figures.overdue[0]?.waitedMs).toBe(now - at(11, 23));
  });

  it("has no median before anyone replied", () => {
    expect(
      overviewFigures([inquiry({ receivedAt: at(11, 24), status: "new" })], now).medianFirstReplyMs,
    ).toBeNull();
  });
});
