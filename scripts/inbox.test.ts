import { describe, expect, it } from "vitest";
import { currentConsentVersion } from "../app/contact/contact-schema";
import type { StoredMessage } from "../app/db/contact-messages.server";
import {
  acknowledgementStatus,
  consentStatus,
  csvCell,
  deliveryStatus,
  oneLine,
  terminalSafe,
  toCsv,
  toText,
} from "./inbox";

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
    expect(toCsv([spam]).split("\r\n")[1]).toMatch(/,not-queued,0,honeypot,/);
  });
});

describe("conflict-check answers, consent and the acknowledgement in the inbox", () => {
  const intake: StoredMessage = {
    ...base,
    otherParties: "Jordan Lee\n\u001b[31mAcme Realty",
    keyDate: "Closing March 14",
    consentTextVersion: currentConsentVersion,
    consentAt: base.receivedAt,
    acknowledgement: "sent",
    acknowledgementSentAt: base.receivedAt + 60_000,
    acknowledgementError: null,
  };

  it("lists them under each message, terminal-safe, and says when nothing was recorded", () => {
    const text = toText([intake]);
    expect(text).toContain("  Other people involved: Jordan Lee Acme Realty\n");
    expect(text).toContain("  Key date: Closing March 14\n");
    expect(text).toContain(`  Consent:  ticked March 1, 2026`);
    expect(text).toContain(`(wording of ${currentConsentVersion})`);
    expect(text).toMatch(/ {2}Acknowledgement: e-mailed March 1, 2026/);
    const old = toText([base]);
    expect(old).not.toContain("Other people involved");
    expect(old).toContain("Consent:  not recorded");
    expect(consentStatus({ ...intake, consentTextVersion: "1999-01-01" })).toContain(
      "unknown to this version of the site",
    );
  });

  it("names each acknowledgement state in words", () => {
    expect(acknowledgementStatus({ ...intake, acknowledgement: "pending" })).toBe(
      "waiting to be e-mailed",
    );
    expect(
      acknowledgementStatus({
        ...intake,
        acknowledgement: "pending",
        acknowledgementError: "SMTP 421",
      }),
    ).toBe("not yet e-mailed (SMTP 421)");
    expect(
      acknowledgementStatus({
        ...intake,
        acknowledgement: "dropped",
        acknowledgementError: "not sent in time",
      }),
    ).toBe("not sent: not sent in time");
    expect(acknowledgementStatus({ ...intake, acknowledgement: "interrupted" })).toMatch(
      /^not confirmed/,
    );
    expect(acknowledgementStatus({ ...intake, acknowledgement: null })).toMatch(/^none/);
    expect(acknowledgementStatus({ ...intake, suspectedSpam: "honeypot" })).toBe(
      "not sent: suspected spam",
    );
  });

  it("exports them as the last five CSV columns", () => {
    const [header] = toCsv([intake]).split("\r\n");
    expect(header?.split(",").slice(-5)).toEqual([
      "other_parties",
      "key_date",
      "consent_text_version",
      "consent_at",
      "acknowledgement_status",
    ]);
    expect(toCsv([intake])).toContain(
      `"Jordan Lee\nAcme Realty",Closing March 14,${currentConsentVersion},2026-03-01T14:30:00.000Z,sent\r\n`,
    );
    expect(toCsv([base]).split("\r\n")[1]).toMatch(/,,,,,not-queued$/);
  });
});
