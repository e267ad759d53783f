import { describe, expect, it } from "vitest";
import { firmHoursAtNight, noteFromQuery, zoneOptions } from "./booking-offer.server";
import { placeOf } from "./slot-view";
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

  it("names each island by its own country, not by the zone that keeps its clock", () => {
    // The IANA database now keeps one clock for these islands (America/St_Barthelemy is a link to
    // America/Puerto_Rico), but zone.tab still says whose each is.
    expect(zoneName("America/St_Barthelemy")).toBe("Saint-Barthélemy");
    expect(placeOf("America/St_Barthelemy")).toBe("St. Barthélemy");
    expect(zoneName("America/Curacao")).toBe("Curaçao");
    expect(zoneName("America/Marigot")).toBe("Saint Martin (Marigot)");
    expect(zoneName("America/Lower_Princes")).toBe("Sint Maarten (Lower Prince's Quarter)");
    expect(zoneName("America/Kralendijk")).toBe("Caribbean Netherlands (Kralendijk)");
    expect(zoneName("America/St_Thomas")).toBe("US Virgin Islands (St. Thomas)");
    expect(zoneName("Europe/Bratislava")).toBe("Slovakia (Bratislava)");
    expect(zoneName("Africa/Asmera")).toBe("Eritrea (Asmara)");
  });

  it("names a zone whose city is its country by the country alone", () => {
    expect(zoneName("America/Jamaica")).toBe("Jamaica");
    expect(zoneName("America/Barbados")).toBe("Barbados");
    expect(zoneName("America/Guyana")).toBe("Guyana");
    expect(zoneName("Asia/Singapore")).toBe("Singapore");
    // A country named after the island or place the zone is named by: the country's name.
    expect(zoneName("America/Cayman")).toBe("Cayman Islands");
    expect(zoneName("America/St_Lucia")).toBe("Saint Lucia");
    expect(zoneName("America/Antigua")).toBe("Antigua and Barbuda");
    // A city that only begins like its country, or ends its name, is still a city.
    expect(zoneName("America/Mexico_City")).toBe("Mexico (Mexico City)");
    expect(zoneName("Africa/Bissau")).toBe("Guinea-Bissau (Bissau)");
    expect(zoneName("America/Nassau")).toBe("Bahamas (Nassau)");
  });

  it("spells a city as its people do, with the full stop and apostrophe the database leaves out", () => {
    expect(zoneName("America/St_Johns")).toBe("Canada (St. John's)");
    expect(placeOf("America/St_Johns")).toBe("St. John's");
    expect(placeOf("America/St_Kitts")).toBe("St. Kitts");
    expect(placeOf("America/St_Thomas")).toBe("St. Thomas");
    expect(zoneName("America/St_Thomas")).toBe("US Virgin Islands (St. Thomas)");
    expect(placeOf("America/Port_of_Spain")).toBe("Port of Spain");
  });

  it("names every zone of the booking's list once, none with the country repeated as its city", () => {
    const labels = zoneOptions("America/Toronto").map((z) => z.label);
    expect(labels).toEqual([
      "Canada (Toronto)",
      "Canada (Halifax)",
      "Canada (St. John's)",
      "Canada (Winnipeg)",
      "Canada (Edmonton)",
      "Canada (Vancouver)",
      "Trinidad and Tobago (Port of Spain)",
      "Jamaica",
      "Barbados",
      "Guyana",
      "Bahamas (Nassau)",
      "United Kingdom (London)",
      "India (Kolkata)",
    ]);
    for (const label of labels) expect(label).not.toMatch(/^(.+) \(\1\)$/);
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
