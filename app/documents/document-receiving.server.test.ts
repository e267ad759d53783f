import { describe, expect, it } from "vitest";
import { cleanFileName } from "./document-receiving.server";

describe("file names shown to staff (docs/PRODUCT-RULES.md#hostile-text)", () => {
  it("keep the last path segment, without control, line-break or bidirectional characters", () => {
    // Shown as sent, these read "invoiceexe.pdf" and "photoexe.jpg".
    expect(cleanFileName("C:\\Users\\me\\invoice\u202efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("photo\u2067\u200fgpj.exe\u2069")).toBe("photogpj.exe");
    expect(cleanFileName("a\u0000b\r\nc\t.pdf")).toBe("abc.pdf");
    expect(cleanFileName("\u202e")).toBe("unnamed file");
    expect(cleanFileName("رسالة.pdf")).toBe("رسالة.pdf");
  });
});
