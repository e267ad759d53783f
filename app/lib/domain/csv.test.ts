import { describe, expect, it } from "vitest";
import { csvCell, toCsvDocument } from "./csv";

describe("CSV export", () => {
  it("defuses spreadsheet formulas and quotes per RFC 4180", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const start of ["+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell(null)).toBe("");
    expect(toCsvDocument(["a", "b"], [[1, "x\ny"]])).toBe('a,b\r\n1,"x\ny"\r\n');
  });
});
