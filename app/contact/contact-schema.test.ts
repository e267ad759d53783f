import { describe, expect, it } from "vitest";
import { firm } from "../content/firm";
import {
  botSignal,
  consentMissing,
  consentText,
  consentWordings,
  contactFields,
  contactValues,
  currentConsentVersion,
  elapsedField,
  formFields,
  honeypotField,
  minimumFillMs,
  parseContact,
  referralSources,
  serviceTypes,
} from "./contact-schema";

const valid = {
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  message: "Hello",
  consent: currentConsentVersion,
};

describe("contact schema (docs/PRODUCT-RULES.md#contact-and-privacy)", () => {
  it("has exactly the fields and options of the firm's form", () => {
    expect(contactFields).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "serviceType",
      "message",
      "referralSource",
      "referralOther",
    ]);
    expect(serviceTypes.map((o) => o.value)).toEqual([
      "real-estate",
      "immigration",
      "wills-estates",
      "family-law",
      "notary",
      "consultation",
      "other",
    ]);
    expect(referralSources.map((o) => o.value)).toEqual([
      "referral",
      "internet-search",
      "word-of-mouth",
      "social-media",
      "events",
      "online-ad",
      "blog-article",
      "other",
    ]);
    for (const o of [...serviceTypes, ...referralSources]) expect(o.label.trim()).not.toBe("");
  });

  it("requires first name, last name, e-mail, message and consent; the rest is optional", () => {
    expect(parseContact(valid).success).toBe(true);
    const result = parseContact({});
    expect(result.success).toBe(false);
    if (!result.success)
      expect(Object.keys(result.errors).sort()).toEqual([
        "consent",
        "email",
        "firstName",
        "lastName",
        "message",
      ]);
  });

  it("trims values and turns empty optional fields into nothing", () => {
    const result = parseContact({
      ...valid,
      firstName: "  Ana ",
      phone: " ",
      serviceType: "",
      referralSource: "",
    });
    expect(result.success && result.data).toMatchObject({
      firstName: "Ana",
      phone: undefined,
      serviceType: undefined,
      referralSource: undefined,
    });
  });

  it("rejects line breaks in single-line fields but allows them in the message", () => {
    for (const field of ["firstName", "lastName", "email", "phone"] as const) {
      const r = parseContact({ ...valid, [field]: "a\r\nb" });
      expect(r.success, field).toBe(false);
    }
    expect(parseContact({ ...valid, referralSource: "other", referralOther: "x\ny" }).success).toBe(
      false,
    );
    expect(parseContact({ ...valid, message: "line 1\r\nline 2" }).success).toBe(true);
  });

  it("refuses answers with nothing to read, and control characters in any field (docs/PRODUCT-RULES.md#hostile-text)", () => {
    const invisible = [
      "\u200b\u200b",
      "\u200c\u200d\u2060",
      "\ufeff",
      "\u3164",
      "\u2800 \u00ad",
      "\u202e\u2066",
    ];
    for (const blank of invisible) {
      const r = parseContact({ ...valid, message: blank, firstName: blank });
      expect(r.success, JSON.stringify(blank)).toBe(false);
      if (!r.success) {
        expect(r.errors.message).toBe("Please enter a message.");
        expect(r.errors.firstName).toBe("Please enter your first name.");
      }
    }
    for (const field of ["firstName", "lastName", "email", "phone", "message"] as const) {
      const r = parseContact({
        ...valid,
        [field]: `${valid[field as keyof typeof valid] ?? "416"}\u0000x`,
      });
      expect(r.success, field).toBe(false);
      if (!r.success)
        expect(r.errors[field], field).toMatch(/control character|phone number|e-mail/);
    }
    const nul = parseContact({ ...valid, message: "\u0000" });
    expect(nul.success ? "" : nul.errors.message).toBe(
      "Your message contains a control character (such as a NUL byte) that cannot be stored. Please type it again.",
    );
    // An optional answer of invisible characters is no answer; visible text in any script is kept.
    const optional = parseContact({ ...valid, phone: "\u200b", otherParties: "\u200b\u200b" });
    expect(optional.success && optional.data.phone).toBe(undefined);
    expect(optional.success && optional.data.otherParties).toBe(undefined);
    const rtl = parseContact({ ...valid, firstName: "\u200fسارة", message: "مرحبا\u200e Hello" });
    expect(rtl.success).toBe(true);
  });

  it("checks e-mail syntax, lengths and allowed option values", () => {
    expect(parseContact({ ...valid, email: "ana@" }).success).toBe(false);
    expect(parseContact({ ...valid, email: "ana@example.com, bob@example.com" }).success).toBe(
      false,
    );
    expect(parseContact({ ...valid, message: "x".repeat(5000) }).success).toBe(true);
    expect(parseContact({ ...valid, message: "x".repeat(5001) }).success).toBe(false);
    expect(parseContact({ ...valid, serviceType: "tax" }).success).toBe(false);
    expect(parseContact({ ...valid, referralSource: "tv" }).success).toBe(false);
    expect(parseContact({ ...valid, phone: "+1 (416) 555-0142 ext. 1000" }).success).toBe(true);
    expect(parseContact({ ...valid, phone: "<script>" }).success).toBe(false);
  });

  it("keeps the referral answer only when the source is Other ", () => {
    const other = parseContact({ ...valid, referralSource: "other", referralOther: "Radio" });
    expect(other.success && other.data.referralOther).toBe("Radio");
    const search = parseContact({
      ...valid,
      referralSource: "internet-search",
      referralOther: "Radio",
    });
    expect(search.success && search.data.referralOther).toBeUndefined();
  });

  it("reads only the eight fields from form data", () => {
    const form = new FormData();
    form.set("firstName", "Ana");
    form.set("isAdmin", "true");
    expect(contactValues(form)).toEqual({ firstName: "Ana" });
  });

  it("spots bots by the honeypot and the fill time the browser measured, never by a clock", () => {
    const form = new FormData();
    expect(botSignal(form)).toBeNull();
    form.set(elapsedField, String(minimumFillMs - 1));
    expect(botSignal(form)).toBe("too-fast");
    form.set(elapsedField, String(minimumFillMs));
    expect(botSignal(form)).toBeNull();
    // Not a duration in milliseconds (a clock stamp from an old page, garbage): ignored.
    for (const odd of ["", "-5", "1.5", "abc", "99999999999"]) {
      form.set(elapsedField, odd);
      expect(botSignal(form), odd).toBeNull();
    }
    // A browser clock far ahead or behind the server's changes nothing: no stamp is compared.
    form.delete(elapsedField);
    form.set("startedAt", String(Date.now() + 3_600_000));
    expect(botSignal(form)).toBeNull();
    form.set(honeypotField, "http://spam.example");
    expect(botSignal(form)).toBe("honeypot");
  });
});

describe("conflict-check fields and consent (docs/PRODUCT-RULES.md#contact-and-privacy)", () => {
  it("posts the eight fields, then the two optional conflict-check answers and the consent", () => {
    expect(formFields).toEqual([...contactFields, "otherParties", "keyDate", "consent"]);
  });

  it("keeps the other people involved and the key date when given, trimmed, and nothing when blank", () => {
    const given = parseContact({
      ...valid,
      otherParties: "  Jordan Lee (seller)\nAcme Realty Inc. ",
      keyDate: " Closing on March 14, 2027 ",
    });
    expect(given.success && given.data).toMatchObject({
      otherParties: "Jordan Lee (seller)\nAcme Realty Inc.",
      keyDate: "Closing on March 14, 2027",
    });
    const blank = parseContact({ ...valid, otherParties: "  ", keyDate: "" });
    expect(blank.success && blank.data).toMatchObject({
      otherParties: undefined,
      keyDate: undefined,
    });
  });

  it("limits their length and keeps the key date on one line, with a message for each", () => {
    expect(parseContact({ ...valid, otherParties: "x".repeat(500) }).success).toBe(true);
    const long = parseContact({ ...valid, otherParties: "x".repeat(501) });
    expect(!long.success && long.errors.otherParties).toBe(
      "Please keep the names of the other people under 500 characters.",
    );
    expect(parseContact({ ...valid, keyDate: "x".repeat(120) }).success).toBe(true);
    const longDate = parseContact({ ...valid, keyDate: "x".repeat(121) });
    expect(!longDate.success && longDate.errors.keyDate).toBe(
      "Please keep the key date under 120 characters.",
    );
    const twoLines = parseContact({ ...valid, keyDate: "March 14\r\nBcc: x@example.com" });
    expect(!twoLines.success && twoLines.errors.keyDate).toBe(
      "Please write the key date on one line.",
    );
  });

  it("accepts only a ticked box naming a published wording, and returns that version", () => {
    const ok = parseContact(valid);
    expect(ok.success && ok.data.consent).toBe(currentConsentVersion);
    for (const consent of [undefined, "", "on", "yes", "true", "1999-01-01"]) {
      const result = parseContact({ ...valid, consent });
      expect(result.success, String(consent)).toBe(false);
      expect(!result.success && result.errors.consent).toBe(consentMissing);
    }
  });

  it("words the consent with the firm's name, who may keep what is sent and contact the sender", () => {
    const text = consentText(currentConsentVersion);
    expect(text).toBe(
      `I agree that ${firm.name} may keep what I send with this form and contact me about it, as its Privacy Policy explains.`,
    );
    expect(consentText("no-such-version")).toBeUndefined();
    // The label must not contain the names of other fields, so each label finds one field.
    for (const wording of Object.values(consentWordings))
      expect(`${wording.before}${wording.after}`).not.toMatch(/message|e-mail|phone|name/i);
  });
});
