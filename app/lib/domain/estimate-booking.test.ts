import { describe, expect, it } from "vitest";
import { noteFromQuery } from "~/booking/booking-offer.server";
import { bookingChoiceUrl, noteInAddress } from "~/booking/booking-page";
import {
  bookingDialogHrefForEstimate,
  bookingHrefForEstimate,
  defaultEstimatorState,
} from "./closing-cost-query";

// The booking opened from a closing-cost estimate carries the estimate's link into the booking's
// note, on the plain page and in the dialog alike (docs/BOOKING.md#the-booking-form).
describe("the booking opened from an estimate", () => {
  const state = { ...defaultEstimatorState, priceText: "$850,000", dateText: "2026-12-15" };
  const note =
    "My closing-cost estimate: /fees/real-estate?closing-price=850000&closing-date=2026-12-15&city=toronto&property=home#closing-costs";

  it("links the plain page and the dialog with the same note", () => {
    const page = new URL(bookingHrefForEstimate(state), "https://firm.example");
    const dialog = new URL(bookingDialogHrefForEstimate(state), "https://firm.example");
    expect(page.pathname).toBe("/book");
    expect(dialog.pathname).toBe("/contact");
    // `#book` opens the booking dialog on arrival.
    expect(dialog.hash).toBe("#book");
    expect(page.searchParams.get("note")).toBe(note);
    expect(noteInAddress(dialog.search)).toBe(note);
  });

  it("the dialog asks the server for the times with the note, which comes back as the plain page reads it", () => {
    const url = new URL(
      bookingChoiceUrl("America/Toronto", undefined, note),
      "https://firm.example",
    );
    expect(url.pathname).toBe("/book.json");
    expect(noteFromQuery(url.searchParams.get("note"))).toBe(note);
    expect(bookingChoiceUrl("America/Toronto")).toBe("/book.json?tz=America%2FToronto");
    expect(noteInAddress("?tz=UTC")).toBeNull();
  });
});
