import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";
import { hasVisibleText, visibleText } from "./visible-text";

// A name that reads "htimS exe.png" where right-to-left overrides are honoured, and a file name
// that reads "exe.pdf" the same way (docs/PRODUCT-RULES.md#hostile-text).
const overriddenName = "\u202egnp.exe htimS";
const isolatedFile = "invoice\u2066\u202efdp.exe\u2069";

describe("visibleText", () => {
  it("removes every bidirectional formatting character, so text reads in the order it was typed", () => {
    expect(visibleText(overriddenName)).toBe("gnp.exe htimS");
    expect(visibleText(isolatedFile)).toBe("invoicefdp.exe");
    const all = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
    expect(visibleText(`a${all}b`)).toBe("ab");
  });

  it("removes control characters but keeps tabs and line breaks", () => {
    expect(visibleText("a\u0000b\u0007c\u001b[31md\u007fe\u009bf")).toBe("abc[31mdef");
    expect(visibleText("line 1\r\nline 2\n\tindented")).toBe("line 1\r\nline 2\n\tindented");
  });

  it("leaves every script alone", () => {
    for (const text of ["Zoë Ødegård", "سارة", "שרה", "李小龍", "😀 ok"])
      expect(visibleText(text)).toBe(text);
  });
});

describe("hasVisibleText", () => {
  it("is false for white space and characters that draw nothing", () => {
    for (const text of [
      "",
      "   ",
      "\u200b\u200b",
      "\u200c\u200d\u2060\ufeff",
      "\u00ad",
      "\u3164\u115f\u1160\uffa0",
      "\u2800",
      "\u202e\u2066",
      "\ufe0f",
      "\u{e0041}",
    ])
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
  });

  it("is true as soon as one character shows", () => {
    for (const text of ["a", "\u200b.", "سارة\u200f", "😀"])
      expect(hasVisibleText(text)).toBe(true);
  });
});

describe("CSV cells", () => {
  it("carry no bidirectional or control character", () => {
    expect(csvCell(overriddenName)).toBe("gnp.exe htimS");
    expect(csvCell("a\u0000b")).toBe("ab");
    // The formula guard still applies to what is left.
    expect(csvCell("\u202e=1+1")).toBe("'=1+1");
  });
});
