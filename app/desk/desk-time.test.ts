import { describe, expect, it } from "vitest";
import {
  easterSunday,
  formatDuration,
  lastWeeks,
  median,
  oneBusinessDayAfter,
  ontarioPublicHolidays,
  torontoInstant,
  torontoParts,
  weekOf,
} from "./desk-time";

const toronto = (y: number, m: number, d: number, h = 0, min = 0) =>
  torontoInstant({ year: y, month: m, day: d }, h, min);

describe("Toronto time", () => {
  it("converts wall-clock times both ways, across daylight saving", () => {
    expect(new Date(toronto(2026, 1, 15, 9, 30)).toISOString()).toBe("2026-01-15T14:30:00.000Z");
    expect(new Date(toronto(2026, 7, 15, 9, 30)).toISOString()).toBe("2026-07-15T13:30:00.000Z");
    expect(torontoParts(Date.UTC(2026, 10, 23, 3, 0))).toMatchObject({
      year: 2026,
      month: 11,
      day: 22,
      hour: 22,
    });
  });
});

describe("Ontario public holidays", () => {
  it("computes Easter", () => {
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
  });

  it("lists the nine holidays of 2026, moving a weekend holiday to the next weekday", () => {
    expect([...ontarioPublicHolidays(2026)].sort()).toEqual([
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
    // 2027: Christmas on Saturday, Boxing Day on Sunday.
    const y2027 = ontarioPublicHolidays(2027);
    expect(y2027.has("2027-12-27")).toBe(true);
    expect(y2027.has("2027-12-28")).toBe(true);
    expect(y2027.has("2027-05-24")).toBe(true); // Victoria Day: Monday before May 25
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

  it("skips public holidays (Thanksgiving Monday)", () => {
    expect(oneBusinessDayAfter(toronto(2026, 10, 9, 11, 0))).toBe(toronto(2026, 10, 13, 11, 0));
  });
});

describe("weeks and figures", () => {
  it("keys a week by its Monday in Toronto", () => {
    expect(weekOf(toronto(2026, 11, 22, 23, 30))).toBe("2026-11-16");
    expect(weekOf(toronto(2026, 11, 23, 0, 5))).toBe("2026-11-23");
    expect(lastWeeks(toronto(2026, 11, 25, 12), 3)).toEqual([
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
  });

  it("takes the median of odd and even lists", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("says durations the way people do", () => {
    expect(formatDuration(20_000)).toBe("under a minute");
    expect(formatDuration(45 * 60_000)).toBe("45 min");
    expect(formatDuration(200 * 60_000)).toBe("3 h 20 min");
    expect(formatDuration((2 * 24 + 4) * 3_600_000)).toBe("2 days 4 h");
  });
});
