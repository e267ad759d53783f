import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../app/contact/contact-store.server";
import { csvCell, deliveryStatus, oneLine, terminalSafe, toCsv, toText } from "./inbox";

const base: StoredMessage = {
  id: 3,
  receivedAt: Date.UTC(2026, 2, 1, 14, 30),
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  phone: null,
  serviceType: "immigration",
  message: 'She said "hi",\nthen left',
  referralSource: "other",
  referralOther: "Radio",
  suspectedSpam: null,
  status: "pending",
  attempts: 0,
  nextAttemptAt: 0,
  sentAt: null,
  lastError: null,
};

describe("inbox CLI formatting", () => {
  it("quotes CSV cells and defuses spreadsheet formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1 416")).toBe("'+1 416");
    expect(csvCell(null)).toBe("");
  });

  it("exports one CSV row per message after the header", () => {
    const csv = toCsv([base]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toContain("delivery_status");
    expect(csv).toContain('"She said ""hi"",\nthen left"');
    expect(csv).toContain("Other: Radio");
    expect(csv).toContain("Immigration");
  });

  it("names the delivery status in words", () => {
    expect(deliveryStatus(base)).toBe("waiting to be e-mailed");
    expect(deliveryStatus({ ...base, attempts: 2, lastError: "ECONNREFUSED" })).toMatch(
      /^not yet e-mailed \(2 failed attempts, ECONNREFUSED; next try /,
    );
    expect(deliveryStatus({ ...base, status: "sent", sentAt: base.receivedAt })).toMatch(
      /^e-mailed March 1, 2026/,
    );
    expect(deliveryStatus({ ...base, status: "interrupted" })).toMatch(/^not confirmed/);
    expect(toText([])).toBe("No messages in the inbox.\n");
    expect(toText([base])).toMatch(/^1 message, newest first\./);
  });
});

describe("terminal-safe text", () => {
  it("removes CSI, OSC, C1 and other control characters, keeping the words", () => {
    expect(terminalSafe("a\u001b[31mred\u001b[0m b")).toBe("ared b");
    expect(terminalSafe("x\u001b]52;c;ZXZpbA==\u0007y")).toBe("xy");
    expect(terminalSafe("x\u001b]0;title\u001b\\y")).toBe("xy");
    expect(terminalSafe("x\u009b2Jy\u009d0;t\u009cz")).toBe("xyz");
    expect(terminalSafe("bell\u0007 nul\u0000 del\u007f")).toBe("bell nul del");
    expect(terminalSafe("\u202eevil\u202c")).toBe("evil");
  });

  it("turns CR and CRLF into line feeds, so no line can be drawn over another", () => {
    expect(terminalSafe("one\r\ntwo\rthree")).toBe("one\ntwo\nthree");
    expect(oneLine("first\r\nsecond\tthird")).toBe("first second third");
  });

  it("keeps the text after an unterminated escape visible", () => {
    expect(terminalSafe("start\u001b]0;the rest stays")).toBe("start0;the rest stays");
  });

  it("marks suspected spam in the listing and the CSV", () => {
    const spam = { ...base, suspectedSpam: "honeypot" as const, status: null };
    expect(deliveryStatus(spam)).toBe("not e-mailed: suspected spam");
    expect(toText([spam])).toContain("[SUSPECTED SPAM]");
    expect(toCsv([spam]).split("\r\n")[1]).toMatch(/,not-queued,0,honeypot$/);
  });
});
