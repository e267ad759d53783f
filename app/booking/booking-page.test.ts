import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { clocksSentence } from "./booking-page";
import type { DayView } from "./slot-view";

const day = (...firmTimes: (string | null)[]): DayView => ({
  date: "2026-12-01" as DayView["date"],
  label: "Tuesday, December 1",
  times: firmTimes.map((firmTime, i) => ({
    value: `2026-12-01T1${i}:00:00.000Z`,
    time: `${i + 9}:00 AM`,
    firmTime,
  })),
});

describe("which clock the offered times are on", () => {
  const abroad = { tz: "America/Jamaica", tzPlace: "Jamaica", firmPlace: "Toronto" };

  it("promises the firm's time beside each time only where the list shows it", () => {
    // Jamaica keeps no daylight time: in winter its clock is Toronto's, and no time shows two.
    expect(clocksSentence({ ...abroad, days: [day(null, null)] })).toBe(
      "Times are shown in Jamaica time, the same as Toronto time on these days.",
    );
    expect(clocksSentence({ ...abroad, days: [day("10:00 AM", "11:00 AM")] })).toBe(
      "Times are shown in Jamaica time, with Toronto time beside them.",
    );
    // Across a change of daylight time, some days agree and some do not.
    expect(clocksSentence({ ...abroad, days: [day(null), day("11:00 AM")] })).toBe(
      "Times are shown in Jamaica time, with Toronto time beside them where it differs.",
    );
  });

  it("names one clock for a visitor on the firm's, or when no time is offered", () => {
    expect(
      clocksSentence({
        tz: firm.booking.timeZone,
        tzPlace: "Toronto",
        firmPlace: "Toronto",
        days: [day(null)],
      }),
    ).toBe("Times are shown in Toronto time.");
    expect(clocksSentence({ ...abroad, days: [] })).toBe("Times are shown in Jamaica time.");
  });
});
