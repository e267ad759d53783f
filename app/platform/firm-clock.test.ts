import { describe, expect, it } from "vitest";
import {
  dateIn,
  firmInstant,
  firmLocalDateTime,
  firmTimeZone,
  firmToday,
  firmWallClock,
  latestToday,
  zonedInstant,
} from "./firm-clock";

// The firm's clock against the zone's own rules: Toronto is UTC-5 in winter, UTC-4 from the second
// Sunday of March to the first Sunday of November (2026: March 8 and November 1).

describe("the firm's clock", () => {
  it("reads the firm's zone from the identity module", () => {
    expect(firmTimeZone).toBe("America/Toronto");
  });

  it("turns the firm's wall-clock times into instants with each day's own offset", () => {
    expect(new Date(firmInstant("2026-12-01", 9 * 60)).toISOString()).toBe(
      "2026-12-01T14:00:00.000Z",
    );
    expect(new Date(firmInstant("2026-07-01", 9 * 60)).toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    // Either side of the changes: the Saturday before and the Monday after.
    expect(new Date(firmInstant("2026-03-07", 9 * 60)).toISOString()).toBe(
      "2026-03-07T14:00:00.000Z",
    );
    expect(new Date(firmInstant("2026-03-09", 9 * 60)).toISOString()).toBe(
      "2026-03-09T13:00:00.000Z",
    );
    expect(new Date(firmInstant("2026-10-31", 9 * 60)).toISOString()).toBe(
      "2026-10-31T13:00:00.000Z",
    );
    expect(new Date(firmInstant("2026-11-02", 9 * 60)).toISOString()).toBe(
      "2026-11-02T14:00:00.000Z",
    );
  });

  it("says what day it is in Toronto, not in UTC", () => {
    // 2026-12-02 03:30 UTC is still the evening of December 1 in Toronto.
    expect(firmToday(Date.UTC(2026, 11, 2, 3, 30))).toBe("2026-12-01");
    expect(firmToday(Date.UTC(2026, 11, 2, 5, 30))).toBe("2026-12-02");
    expect(firmWallClock(Date.UTC(2026, 6, 1, 13, 5, 7))).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 9,
      minute: 5,
      second: 7,
    });
  });

  it("knows the latest date on Earth: a client's own today, wherever they are, is never after it", () => {
    // 10:00 PM in Toronto on November 29 is already the 30th in London and India (and Kiritimati).
    expect(latestToday(Date.UTC(2026, 10, 30, 3, 0))).toBe("2026-11-30");
    // Midnight in the Line Islands (UTC+14) starts December 1 there first.
    expect(latestToday(Date.UTC(2026, 10, 30, 9, 59))).toBe("2026-11-30");
    expect(latestToday(Date.UTC(2026, 10, 30, 10, 0))).toBe("2026-12-01");
  });

  it("converts in any zone, including half-hour offsets", () => {
    const ms = zonedInstant("Asia/Kolkata", "2026-12-01", 9 * 60);
    expect(new Date(ms).toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(dateIn("Asia/Kolkata", ms)).toBe("2026-12-01");
    expect(dateIn(firmTimeZone, ms)).toBe("2026-11-30");
  });

  it("reads a datetime-local value on the firm's clock and refuses dates that do not exist", () => {
    expect(firmLocalDateTime("2026-12-04T17:00")).toBe(Date.UTC(2026, 11, 4, 22, 0));
    expect(firmLocalDateTime("2026-07-04T17:00")).toBe(Date.UTC(2026, 6, 4, 21, 0));
    for (const bad of ["2026-02-30T10:00", "2026-12-04T24:00", "2026-12-04 17:00", "", "tomorrow"])
      expect(firmLocalDateTime(bad)).toBeUndefined();
  });
});
