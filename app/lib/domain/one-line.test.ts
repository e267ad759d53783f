import { describe, expect, it } from "vitest";
import { parseBookingForm } from "~/booking/booking-schema";
import { agendaForms } from "~/booking/desk-booking-forms";
import { currentConsentVersion } from "~/contact/contact-fields";
import { parseContact } from "~/contact/contact-schema";
import { firm } from "~/content/firm";
import { inquiryForms } from "~/desk/desk-forms";
import { isOneLine, lineBreak } from "./one-line";

// The one-line rule (app/lib/domain/one-line.ts, docs/PRODUCT-RULES.md#hostile-text): every
// character that ends a line somewhere (UAX #14's mandatory breaks) is refused in every one-line
// field of every form, not only CR and LF.
const breaks = {
  "line feed": "\n",
  "vertical tab": "\v",
  "form feed": "\f",
  "carriage return": "\r",
  "NEL (U+0085)": "\u0085",
  "LINE SEPARATOR (U+2028)": "\u2028",
  "PARAGRAPH SEPARATOR (U+2029)": "\u2029",
} as const;
const cases = Object.entries(breaks);

describe("the one-line rule", () => {
  it.each(cases)("refuses a %s", (_name, character) => {
    expect(isOneLine(`Ana${character}Bcc: someone@example.com`)).toBe(false);
    expect(lineBreak.test(character)).toBe(true);
  });
  it("accepts names in any script, with tabs, accents and apostrophes", () => {
    for (const name of ["Ana María", "O'Brien", "José\tSilva", "陳大文", "Zoë‐Smith"])
      expect(isOneLine(name)).toBe(true);
  });
});

describe("the contact form's one-line fields", () => {
  const valid = {
    firstName: "Ana",
    lastName: "Silva",
    email: "ana@example.com",
    message: "Hello\u2028there: the message may hold any line break.",
    consent: currentConsentVersion,
  };
  it("accepts a message with line breaks", () => {
    expect(parseContact(valid).success).toBe(true);
  });
  it.each(cases)("refuses a %s in a name, the address, the referral and the key date", (_n, c) => {
    for (const field of ["firstName", "lastName", "email"] as const) {
      const r = parseContact({ ...valid, [field]: `Ana${c}Evil` });
      expect(r.success, field).toBe(false);
      expect(r.success ? undefined : r.errors[field], field).toBeTruthy();
    }
    expect(
      parseContact({ ...valid, referralSource: "other", referralOther: `A friend${c}x` }).success,
    ).toBe(false);
    expect(parseContact({ ...valid, keyDate: `Closing June 1${c}x` } as never).success).toBe(false);
  });
});

describe("the booking form's one-line fields", () => {
  const valid = {
    type: "free-consultation",
    start: "2026-12-08T15:00:00.000Z",
    method: "video",
    firstName: "Amara",
    lastName: "Osei",
    email: "amara@example.com",
    consent: currentConsentVersion,
  };
  it("accepts the valid form", () => {
    expect(parseBookingForm(new URLSearchParams(valid)).status).toBe("success");
  });
  it.each(cases)("refuses a %s in a name or the address", (_n, c) => {
    for (const field of ["firstName", "lastName", "email"] as const) {
      const submission = parseBookingForm(new URLSearchParams({ ...valid, [field]: `Amara${c}X` }));
      expect(submission.status, field).toBe("error");
      expect(submission.reply().error?.[field], field).toBeTruthy();
    }
  });
});

describe("the desk's one-line fields", () => {
  it.each(cases)("refuses a %s in a reply's subject", (_n, c) => {
    const post = { intent: "reply", subject: "Your inquiry", body: "Hello\nthere" };
    expect(inquiryForms.safeParse(post).success).toBe(true);
    const bad = inquiryForms.safeParse({ ...post, subject: `Your inquiry${c}Bcc: x@example.com` });
    expect(bad.success).toBe(false);
  });
  it.each(cases)("refuses a %s in an away block's reason", (_n, c) => {
    const block = {
      intent: "block",
      lawyer: firm.lawyers[0]?.key ?? "",
      date: "2030-01-07",
      from: "09:00",
      to: "10:00",
      reason: "Court",
    };
    expect(agendaForms.safeParse(block).success).toBe(true);
    expect(agendaForms.safeParse({ ...block, reason: `Court${c}x` }).success).toBe(false);
  });
});
