import { describe, expect, it } from "vitest";
import { formatIsoDate, formatIsoMonth } from "./dates";

const longDate = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-CA", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

describe("date formats", () => {
  it("reads every day of 2000-2040 as Intl's en-CA long date and month-year do", () => {
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2041, 0, 1); t += 86_400_000) {
      const date = new Date(t);
      const iso = date.toISOString().slice(0, 10);
      expect(formatIsoDate(iso)).toBe(longDate.format(date));
      expect(formatIsoMonth(iso)).toBe(monthYear.format(date));
    }
  });

  it("writes the dates the site shows", () => {
    expect(formatIsoDate("2026-11-23")).toBe("November 23, 2026");
    expect(formatIsoDate("2026-04-01")).toBe("April 1, 2026");
    expect(formatIsoMonth("2025-09-01")).toBe("September 2025");
  });

  it("refuses what is not an ISO date rather than printing nonsense", () => {
    expect(() => formatIsoDate("23/11/2026")).toThrow(/ISO date/);
    expect(() => formatIsoDate("2026-13-01")).toThrow(/ISO date/);
  });
});
