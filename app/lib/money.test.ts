import { describe, expect, it } from "vitest";
import { dollars, formatCad, formatCadRange, hstOn, withHst } from "./money";

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
});
