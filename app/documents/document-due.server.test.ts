import { describe, expect, it } from "vitest";
import { documentsDueBefore } from "./document-due.server";

/** An instant from a Toronto wall-clock time in winter (EST, UTC-5). */
const toronto = (date: string, clock: string) => Date.parse(`${date}T${clock}:00-05:00`);

describe("documents due before a booked consultation, in business days", () => {
  it("counts 48 hours as two business days, skipping the weekend", () => {
    // A Tuesday 10:00 AM consultation: due the Friday before at 10:00 AM, not on Sunday.
    expect(
      documentsDueBefore(toronto("2026-12-08", "10:00"), 48, toronto("2026-12-01", "12:00")),
    ).toBe(toronto("2026-12-04", "10:00"));
  });

  it("skips public holidays and the days the firm is closed", () => {
    // Before Wednesday, December 30, 2026: Tuesday the 29th is one; Boxing Day is observed on
    // Monday the 28th, Christmas is Friday the 25th, the firm closes on Christmas Eve; so the 23rd.
    expect(
      documentsDueBefore(toronto("2026-12-30", "11:00"), 48, toronto("2026-12-14", "12:00")),
    ).toBe(toronto("2026-12-23", "11:00"));
  });

  it("leaves the client a business day: booked on a Saturday night, due Monday at 5:00 PM, not 9:30 AM", () => {
    const saturdayNight = toronto("2026-11-28", "21:30");
    const wednesday = toronto("2026-12-02", "09:30");
    expect(documentsDueBefore(wednesday, 48, saturdayNight)).toBe(toronto("2026-11-30", "17:00"));
  });

  it("has no date when even that is not before the consultation", () => {
    expect(
      documentsDueBefore(toronto("2026-11-30", "10:00"), 48, toronto("2026-11-28", "21:30")),
    ).toBeNull();
  });
});
