import { describe, expect, it } from "vitest";
import { inquiryConflictView, maySettleConflict, onlyALawyerSettles } from "./conflict-check";

describe("who settles a possible conflict (LSO Rules of Professional Conduct, s. 3.4)", () => {
  it("is a lawyer of the firm, by the desk account's e-mail address in any case", () => {
    expect(maySettleConflict("danielle@mercerlaw.example")).toBe(true);
    expect(maySettleConflict("Marcus@MercerLaw.example")).toBe(true);
    expect(maySettleConflict("reception@mercerlaw.example")).toBe(false);
    expect(maySettleConflict(undefined)).toBe(false);
    expect(onlyALawyerSettles).toContain("Danielle Mercer or Marcus Baptiste");
  });
});

describe("an inquiry's conflict check as the desk reads it", () => {
  const base = { checkedAt: null, found: 0, conflicts: [], unsettled: 0, bookingsToSettle: [] };

  it("says when the check ran and what it found, or that it has not run", () => {
    expect(inquiryConflictView(base, false).checked).toMatch(/^Not yet run/);
    const ran = inquiryConflictView({ ...base, checkedAt: Date.UTC(2026, 10, 30, 2, 32) }, false);
    expect(ran.checked).toBe(
      "Run Nov 29, 2026, 9:32 PM: no possible match. Each later inquiry or booking is checked against it too.",
    );
    expect(ran.clear).toBe(true);
    expect(ran.unsettled).toBe(false);
  });

  it("names each match with the record it may be, and what was decided", () => {
    const view = inquiryConflictView(
      {
        ...base,
        checkedAt: 1,
        conflicts: [
          {
            id: 7,
            given: "Sharon Clarke",
            givenRole: "other-party",
            known: { source: "booking", id: 3, role: "client", name: "Sharon Clarke" },
            foundAt: Date.UTC(2026, 10, 30, 2, 32),
            settledAt: null,
            settledAs: null,
          },
        ],
        unsettled: 1,
        bookingsToSettle: [4],
      },
      true,
    );
    expect(view.matches[0]).toMatchObject({
      text: "“Sharon Clarke” (an other party named here) may be “Sharon Clarke”, the person who wrote or booked in",
      source: "booking #3",
      href: "/desk/bookings/3",
      settled: null,
    });
    expect(view.bookingsToSettle).toEqual([{ id: 4, href: "/desk/bookings/4" }]);
    expect(view.unsettled).toBe(true);
    expect(view.clear).toBe(false);
  });
});
