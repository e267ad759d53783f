import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { chosenTimeLabel, clocksSentence } from "./booking-page";
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

describe("the chosen time on the details step", () => {
  const places = { tzPlace: "Port of Spain", firmPlace: "Toronto" };

  it("says the day and the visitor's time, with Toronto's beside it only where it differs", () => {
    const shown = day("9:00 AM", null);
    expect(chosenTimeLabel(places, "2026-12-01T10:00:00.000Z", shown)).toBe(
      "Tuesday, December 1, 9:00 AM Port of Spain time (9:00 AM Toronto time)",
    );
    expect(chosenTimeLabel(places, "2026-12-01T11:00:00.000Z", shown)).toBe(
      "Tuesday, December 1, 10:00 AM Port of Spain time",
    );
  });

  it("takes a nearest time's own day, and says nothing while no time of the list is chosen", () => {
    const nearest = {
      times: [
        {
          value: "2026-12-02T15:00:00.000Z",
          time: "Wednesday, December 2, 2026, 11:00 AM",
          firmTime: "10:00 AM",
        },
      ],
    };
    expect(chosenTimeLabel(places, "2026-12-02T15:00:00.000Z", nearest)).toBe(
      "Wednesday, December 2, 2026, 11:00 AM Port of Spain time (10:00 AM Toronto time)",
    );
    expect(chosenTimeLabel(places, undefined, nearest)).toBeNull();
    expect(chosenTimeLabel(places, "2026-12-01T10:00:00.000Z", nearest)).toBeNull();
    expect(chosenTimeLabel(places, "2026-12-01T10:00:00.000Z", null)).toBeNull();
  });
});
