import { describe, expect, it } from "vitest";
import { firmHoursAtNight, noteFromQuery, zoneOptions } from "./booking-offer.server";
import { zoneName } from "./zone-names.server";

describe("time zones named as a visitor knows them (docs/BOOKING.md#time-zones)", () => {
  it("by country and city, the city under its current name", () => {
    expect(zoneName("Asia/Calcutta")).toBe("India (Kolkata)");
    expect(zoneName("Asia/Kolkata")).toBe("India (Kolkata)");
    expect(zoneName("America/Toronto")).toBe("Canada (Toronto)");
    expect(zoneName("America/Port_of_Spain")).toBe("Trinidad and Tobago (Port of Spain)");
    expect(zoneName("Europe/London")).toBe("United Kingdom (London)");
    expect(zoneName("Europe/Kiev")).toBe("Ukraine (Kyiv)");
    expect(zoneName("UTC")).toBe("UTC");
  });

  it("lists the visitor's own zone once, under the name the browser gave", () => {
    const calcutta = zoneOptions("Asia/Calcutta");
    expect(calcutta.filter((z) => z.label === "India (Kolkata)")).toEqual([
      { value: "Asia/Calcutta", label: "India (Kolkata)" },
    ]);
    const tokyo = zoneOptions("Asia/Tokyo");
    expect(tokyo.at(-1)).toEqual({ value: "Asia/Tokyo", label: "Japan (Tokyo)" });
    expect(tokyo[0]).toEqual({ value: "America/Toronto", label: "Canada (Toronto)" });
  });

  it("says when the firm's hours fall at night for the visitor", () => {
    const now = Date.parse("2026-12-07T15:00:00Z");
    expect(firmHoursAtNight("Asia/Kolkata", now)).toBe(true);
    expect(firmHoursAtNight("Asia/Tokyo", now)).toBe(true);
    expect(firmHoursAtNight("Europe/London", now)).toBe(false);
    expect(firmHoursAtNight("America/Vancouver", now)).toBe(false);
    expect(firmHoursAtNight("America/Toronto", now)).toBe(false);
  });

  it("carries a page's note into the booking, as printable text within the note's limit", () => {
    expect(noteFromQuery("My closing-cost estimate: /fees/real-estate?closing-price=850000")).toBe(
      "My closing-cost estimate: /fees/real-estate?closing-price=850000",
    );
    expect(noteFromQuery("a\u0000b\nc")).toBe("a b c");
    expect(noteFromQuery("   ")).toBeNull();
    expect(noteFromQuery(null)).toBeNull();
    expect(noteFromQuery("x".repeat(5000))?.length).toBe(1000);
  });
});
