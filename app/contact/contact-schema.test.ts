import { describe, expect, it } from "vitest";
import {
  botSignal,
  contactFields,
  contactValues,
  honeypotField,
  minimumFillMs,
  parseContact,
  referralSources,
  serviceTypes,
  startedAtField,
} from "./contact-schema";

const valid = { firstName: "Ana", lastName: "Silva", email: "ana@example.com", message: "Hello" };

describe("contact schema (SPEC §3, §5)", () => {
  it("has exactly the fields and options of SPEC §3", () => {
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

  it("keeps the referral answer only when the source is Other (SPEC §4)", () => {
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

  it("spots bots by the honeypot and the minimum fill time", () => {
    const now = 1_000_000;
    const form = new FormData();
    expect(botSignal(form, now)).toBeNull();
    form.set(startedAtField, String(now - minimumFillMs + 1));
    expect(botSignal(form, now)).toBe("too-fast");
    form.set(startedAtField, String(now - minimumFillMs));
    expect(botSignal(form, now)).toBeNull();
    form.set(honeypotField, "http://spam.example");
    expect(botSignal(form, now)).toBe("honeypot");
  });
});
