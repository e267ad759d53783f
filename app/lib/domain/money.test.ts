import { describe, expect, it } from "vitest";
import { dollars, formatCad, formatCadRange, formatNumber, hstOn, withHst } from "./money";

describe("money", () => {
  it("converts dollars to integer cents without float drift", () => {
    expect(dollars(0.3)).toBe(30);
    expect(dollars(1999.99)).toBe(199999);
  });
  it("computes 13% HST rounded half up to the cent", () => {
    expect(hstOn(dollars(1000))).toBe(13000);
    expect(hstOn(dollars(999))).toBe(12987);
    expect(hstOn(30)).toBe(4); // 3.9 cents
    expect(hstOn(50)).toBe(7); // 6.5 cents rounds up
    expect(hstOn(1)).toBe(0); // 0.13 cents
  });
  it("totals an amount with HST", () => {
    expect(withHst(dollars(1750))).toEqual({ subtotal: 175000, hst: 22750, total: 197750 });
  });
  it("formats CAD the Canadian English way", () => {
    expect(formatCad(dollars(1500))).toBe("$1,500");
    expect(formatCad(30)).toBe("$0.30");
    expect(formatCad(dollars(999), { cents: true })).toBe("$999.00");
    expect(formatCad(169450)).toBe("$1,694.50");
    expect(formatCadRange(dollars(1200), dollars(2000))).toBe("$1,200 to $2,000");
  });
  it("refuses fractional cents", () => {
    expect(() => formatCad(1.5)).toThrow();
    expect(() => hstOn(1.5)).toThrow();
  });

  it("writes every amount exactly as Intl's en-CA currency and number formats do", () => {
    const cadWithCents = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
    const cadWhole = new Intl.NumberFormat("en-CA", {
      style: "currency",
      currency: "CAD",
      maximumFractionDigits: 0,
    });
    const plain = new Intl.NumberFormat("en-CA");
    const amounts = [
      0, 1, 30, 99, 100, 150_000, 169_450, 123_456_789, 100_000_000_000, -1, -169_450,
    ];
    // A spread of amounts from a cent to ten million dollars, both signs.
    for (let cents = 1; cents < 1_000_000_000; cents = Math.floor(cents * 1.37) + 7)
      amounts.push(cents, -cents);
    for (const cents of amounts) {
      const whole = cents % 100 === 0;
      expect(formatCad(cents)).toBe((whole ? cadWhole : cadWithCents).format(cents / 100));
      expect(formatCad(cents, { cents: true })).toBe(cadWithCents.format(cents / 100));
    }
    for (const n of [0, 7, 50, 999, 1000, 380_000, 1_234_567, -4200, 0.5, 1.25, 12_345.678, 2.1])
      expect(formatNumber(n)).toBe(plain.format(n));
  });
});
