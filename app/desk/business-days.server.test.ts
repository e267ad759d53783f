import { describe, expect, it } from "vitest";
import { ontarioHolidayClosures } from "~/booking/ontario-holidays.server";
import { businessDaysAfter, businessMsBetween, oneBusinessDayAfter } from "./business-days.server";
import { torontoInstant } from "./desk-time";

const toronto = (y: number, m: number, d: number, h = 0, min = 0) =>
  torontoInstant({ year: y, month: m, day: d }, h, min);

describe("the office's holiday closures (the one holiday calendar)", () => {
  it("are the nine public holidays, a weekend one observed on the next free weekday", () => {
    expect(ontarioHolidayClosures(2026).map((h) => h.date)).toEqual([
      "2026-01-01", // New Year's Day (Thursday)
      "2026-02-16", // Family Day
      "2026-04-03", // Good Friday
      "2026-05-18", // Victoria Day
      "2026-07-01", // Canada Day (Wednesday)
      "2026-09-07", // Labour Day
      "2026-10-12", // Thanksgiving
      "2026-12-25", // Christmas (Friday)
      "2026-12-28", // Boxing Day falls on Saturday: observed Monday
    ]);
    // 2027: Christmas on Saturday, Boxing Day on Sunday: Monday and Tuesday.
    expect(ontarioHolidayClosures(2027).slice(-2)).toEqual([
      { date: "2027-12-27", name: "Christmas Day (observed)" },
      { date: "2027-12-28", name: "Boxing Day (observed)" },
    ]);
    expect(ontarioHolidayClosures(2027).map((h) => h.date)).toContain("2027-05-24");
  });
});

describe("one business day", () => {
  it("is the same time on the next weekday", () => {
    expect(oneBusinessDayAfter(toronto(2026, 11, 17, 14, 5))).toBe(toronto(2026, 11, 18, 14, 5));
  });

  it("skips the weekend: Friday afternoon waits until Monday afternoon", () => {
    expect(oneBusinessDayAfter(toronto(2026, 11, 20, 16, 0))).toBe(toronto(2026, 11, 23, 16, 0));
  });

  it("starts the clock on the next business day for a weekend message", () => {
    expect(oneBusinessDayAfter(toronto(2026, 11, 21, 10, 0))).toBe(toronto(2026, 11, 24, 0, 0));
  });

  it("skips public holidays (Thanksgiving Monday) and observed ones (Boxing Day 2026)", () => {
    expect(oneBusinessDayAfter(toronto(2026, 10, 9, 11, 0))).toBe(toronto(2026, 10, 13, 11, 0));
    // Thursday Dec 24 → Friday Christmas, weekend, Monday the 28th observed: Tuesday the 29th.
    expect(oneBusinessDayAfter(toronto(2026, 12, 24, 10, 0))).toBe(toronto(2026, 12, 29, 10, 0));
  });
});

describe("n business days (the reminders' clock)", () => {
  it("counts 3 and 7 business days over a weekend and Christmas closures", () => {
    // Wednesday Nov 18, 2026, 10:00 AM: 3 business days is Monday the 23rd, 7 is Friday the 27th.
    expect(businessDaysAfter(toronto(2026, 11, 18, 10), 3)).toBe(toronto(2026, 11, 23, 10));
    expect(businessDaysAfter(toronto(2026, 11, 18, 10), 7)).toBe(toronto(2026, 11, 27, 10));
    // Tuesday Dec 22: Wed 23, Thu 24, then Dec 25, the weekend and the observed Boxing Day (Monday 28) are skipped.
    expect(businessDaysAfter(toronto(2026, 12, 22, 9), 3)).toBe(toronto(2026, 12, 29, 9));
    expect(businessDaysAfter(toronto(2026, 12, 22, 9), 0)).toBe(toronto(2026, 12, 22, 9));
  });
});

describe("business hours waited (the office's hours on business days)", () => {
  const hours = (ms: number) => ms / 3_600_000;
  it("counts only the office's hours, Monday to Friday 9:30 AM to 6:30 PM", () => {
    // Monday Nov 23, 2026, 10:00 AM to Tuesday 11:00 AM: 8.5 h Monday + 1.5 h Tuesday.
    expect(hours(businessMsBetween(toronto(2026, 11, 23, 10), toronto(2026, 11, 24, 11)))).toBe(10);
    // Friday 8:00 PM to Monday 9:30 AM: nothing yet.
    expect(businessMsBetween(toronto(2026, 11, 27, 20), toronto(2026, 11, 30, 9, 30))).toBe(0);
    // Friday 5:30 PM to Monday 11:30 AM: one hour Friday, two Monday.
    expect(
      hours(businessMsBetween(toronto(2026, 11, 27, 17, 30), toronto(2026, 11, 30, 11, 30))),
    ).toBe(3);
  });
  it("skips Ontario's holiday closures", () => {
    // Thursday Dec 24 noon to Monday Dec 28 (observed Boxing Day) and Tuesday Dec 29 10:30 AM:
    // 6.5 h on the 24th, none on the 25th (Christmas) or the 28th, one on the 29th.
    expect(hours(businessMsBetween(toronto(2026, 12, 24, 12), toronto(2026, 12, 29, 10, 30)))).toBe(
      7.5,
    );
  });
  it("is zero for an empty or backwards span", () => {
    expect(businessMsBetween(toronto(2026, 11, 24, 12), toronto(2026, 11, 24, 12))).toBe(0);
    expect(businessMsBetween(toronto(2026, 11, 24, 12), toronto(2026, 11, 23, 12))).toBe(0);
  });
});
