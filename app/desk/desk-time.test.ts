import { describe, expect, it } from "vitest";
import {
  formatDuration,
  lastWeeks,
  median,
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
