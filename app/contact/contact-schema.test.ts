import { describe, expect, it } from "vitest";
import {
  botSignal,
  contactFields,
  contactValues,
  elapsedField,
  honeypotField,
  minimumFillMs,
  parseContact,
  referralSources,
  serviceTypes,
} from "./contact-schema";

const valid = { firstName: "Ana", lastName: "Silva", email: "ana@example.com", message: "Hello" };

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

  it("requires first name, last name, e-mail and message; the rest is optional", () => {
    expect(parseContact(valid).success).toBe(true);
    const result = parseContact({});
    expect(result.success).toBe(false);
    if (!result.success)
      expect(Object.keys(result.errors).sort()).toEqual([
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
