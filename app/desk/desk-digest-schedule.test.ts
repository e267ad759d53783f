import { describe, expect, it } from "vitest";
import {
  dueDigestDay,
  firstReached,
  formatClockTime,
  nextDigestAt,
  parseClockTime,
} from "~/desk/desk-digest-schedule";
import { parseEnv } from "~/platform/env.server";

// When the daily digest goes (docs/DESK.md#the-daily-digest): on Toronto's wall clock, including
// the two days a year Ontario changes its clocks (in 2026-2027: back on Sunday 2026-11-01, forward
// on Sunday 2027-03-14, each at 2 a.m.).

const iso = (ms: number) => new Date(ms).toISOString();
const day = (s: string) => {
  const [year, month, d] = s.split("-").map(Number) as [number, number, number];
  return { year, month, day: d };
};
const at = (hour: number, minute: number) => ({ hour, minute });

describe("the digest's time of day", () => {
  it("is read from DESK_DIGEST_TIME as a 24-hour time, or off; anything else stops the server", () => {
    expect(parseEnv({}).DESK_DIGEST_TIME).toEqual({ hour: 7, minute: 30 });
    expect(parseEnv({ DESK_DIGEST_TIME: "16:05" }).DESK_DIGEST_TIME).toEqual(at(16, 5));
    expect(parseEnv({ DESK_DIGEST_TIME: "OFF" }).DESK_DIGEST_TIME).toBe("off");
    for (const bad of ["7:30", "24:00", "07:60", "7.30", "morning"])
      expect(() => parseEnv({ DESK_DIGEST_TIME: bad }), bad).toThrow(
        /DESK_DIGEST_TIME: must be a 24-hour time on Toronto's clock, like 07:30, or off/,
      );
    expect(parseClockTime("00:00")).toEqual(at(0, 0));
    expect(formatClockTime(at(7, 30))).toBe("7:30 AM");
    expect(formatClockTime(at(0, 5))).toBe("12:05 AM");
    expect(formatClockTime(at(16, 0))).toBe("4:00 PM");
  });
});

describe("when a day's digest goes", () => {
  it("at the time on Toronto's clock, standard and daylight time alike", () => {
    expect(iso(firstReached(day("2026-11-27"), at(7, 30)))).toBe("2026-11-27T12:30:00.000Z");
    expect(iso(firstReached(day("2026-07-15"), at(7, 30)))).toBe("2026-07-15T11:30:00.000Z");
  });

  it("on the day clocks go forward, a skipped time goes at 03:00, and 07:30 is still 07:30", () => {
    expect(iso(firstReached(day("2027-03-14"), at(2, 30)))).toBe("2027-03-14T07:00:00.000Z");
    expect(iso(firstReached(day("2027-03-14"), at(7, 30)))).toBe("2027-03-14T11:30:00.000Z");
    // The day before is a standard-time day: 23 hours of the clock pass between the two digests.
    const saturday = firstReached(day("2027-03-13"), at(7, 30));
    expect(iso(saturday)).toBe("2027-03-13T12:30:00.000Z");
    expect(iso(nextDigestAt(saturday, at(7, 30)))).toBe("2027-03-14T11:30:00.000Z");
    // At 03:05 EDT the skipped 02:30 is due; a minute before the change (01:59 EST) it is not.
    expect(dueDigestDay(Date.parse("2027-03-14T07:05:00Z"), at(2, 30))).toBe("2027-03-14");
    expect(dueDigestDay(Date.parse("2027-03-14T06:59:00Z"), at(2, 30))).toBeUndefined();
  });

  it("on the day clocks go back, a repeated time goes the first time, and the day stays one day", () => {
    // 01:30 happens at 05:30 UTC (daylight time) and again at 06:30 UTC (standard time).
    expect(iso(firstReached(day("2026-11-01"), at(1, 30)))).toBe("2026-11-01T05:30:00.000Z");
    expect(dueDigestDay(Date.parse("2026-11-01T06:30:00Z"), at(1, 30))).toBe("2026-11-01");
    expect(iso(nextDigestAt(Date.parse("2026-11-01T06:30:00Z"), at(1, 30)))).toBe(
      "2026-11-02T06:30:00.000Z",
    );
    // 07:30 that Sunday is standard time; 25 hours of the clock pass since Saturday's.
    expect(iso(nextDigestAt(Date.parse("2026-10-31T11:30:00Z"), at(7, 30)))).toBe(
      "2026-11-01T12:30:00.000Z",
    );
  });

  it("is due from its time until midnight, and the next one is tomorrow's", () => {
    const time = at(7, 30);
    expect(dueDigestDay(Date.parse("2026-11-27T12:29:59Z"), time)).toBeUndefined();
    expect(dueDigestDay(Date.parse("2026-11-27T12:30:00Z"), time)).toBe("2026-11-27");
    // 23:59 in Toronto is already the next day in UTC: still the 27th's.
    expect(dueDigestDay(Date.parse("2026-11-28T04:59:00Z"), time)).toBe("2026-11-27");
    expect(dueDigestDay(Date.parse("2026-11-28T05:00:00Z"), time)).toBeUndefined();
    expect(iso(nextDigestAt(Date.parse("2026-11-27T12:00:00Z"), time))).toBe(
      "2026-11-27T12:30:00.000Z",
    );
    expect(iso(nextDigestAt(Date.parse("2026-11-27T12:30:00Z"), time))).toBe(
      "2026-11-28T12:30:00.000Z",
    );
  });
});
