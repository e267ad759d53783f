import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../app/contact/contact-store.server";
import { csvCell, deliveryStatus, toCsv, toText } from "./inbox";

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
