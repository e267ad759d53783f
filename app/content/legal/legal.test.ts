import { describe, expect, it } from "vitest";
import type { RichText } from "~/content/blog/types";
import { firm } from "~/content/firm";
import { envSchema } from "../../../server/env";
import { accessibilityEmailSubject, accessibilityStatement } from "./accessibility";
import { legalDisclaimer } from "./disclaimer";
import { DEFAULT_RETENTION_DAYS, embedHosts, privacyPolicy } from "./privacy";
import { termsAndConditions } from "./terms";
import type { LegalDocument } from "./types";

const text = (r: RichText) =>
  typeof r === "string" ? r : r.map((p) => (typeof p === "string" ? p : p.text)).join("");
const hrefs = (doc: LegalDocument) =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.paragraphs, s.points ?? [], s.closing ?? []])]
    .flat()
    .flatMap((r) =>
      typeof r === "string" ? [] : r.flatMap((p) => (typeof p === "string" ? [] : [p.href])),
    );
const fullText = (doc: LegalDocument) =>
  [
    doc.intro,
    ...doc.sections.flatMap((s) => [[s.title], s.paragraphs, s.points ?? [], s.closing ?? []]),
  ]
    .flat()
    .map(text)
    .join("\n");

describe.each([
  ["terms", termsAndConditions],
  ["privacy", privacyPolicy],
  ["disclaimer", legalDisclaimer],
  ["accessibility", accessibilityStatement],
] as const)("%s", (_name, doc) => {
  it("has unique section ids and no empty text", () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of doc.sections) {
      expect(s.title.trim()).not.toBe("");
      for (const p of [...s.paragraphs, ...(s.points ?? []), ...(s.closing ?? [])])
        expect(text(p).trim()).not.toBe("");
    }
  });
});

describe("Terms and Conditions", () => {
  it("has 10 numbered sections, effective June 1, 2025, and links to /privacy", () => {
    expect(termsAndConditions.sections).toHaveLength(10);
    expect(termsAndConditions.effectiveLabel).toBe("June 1, 2025");
    expect(hrefs(termsAndConditions)).toContain("/privacy");
  });
});

describe("Privacy Policy", () => {
  const policy = fullText(privacyPolicy);

  it("has 13 sections and is effective June 1, 2025", () => {
    expect(privacyPolicy.sections).toHaveLength(13);
    expect(privacyPolicy.effective).toBe("2025-06-01");
    expect(privacyPolicy.effectiveLabel).toBe("June 1, 2025");
  });

  it("states the retention period the server applies by default", () => {
    expect(envSchema.parse({}).RETENTION_DAYS).toBe(DEFAULT_RETENTION_DAYS);
    expect(policy).toContain(`${DEFAULT_RETENTION_DAYS} days`);
  });

  it("names every field the contact form collects", () => {
    for (const field of [
      "first name",
      "last name",
      "e-mail address",
      "phone number",
      "type of service",
      "your message",
      "how you heard of us",
    ]) {
      expect(policy).toContain(field);
    }
  });

  it("names the embeds' hosts from the firm identity and says they load only when opened", () => {
    expect(embedHosts.consultationForm).toBe(new URL(firm.embeds.consultationForm).hostname);
    for (const h of [
      ...embedHosts.scheduling,
      embedHosts.consultationForm,
      embedHosts.consultationAgreement,
    ])
      expect(policy).toContain(h);
    expect(policy).toMatch(/loads only when you choose to open it/);
  });

  it("is true about trackers, cookies and browser storage", () => {
    expect(policy).toMatch(/no analytics/i);
    expect(policy).toMatch(/sets no cookies/);
    expect(policy).toMatch(/local storage/);
    expect(policy).toMatch(/checklist/);
  });

  it("explains access, correction and deletion by e-mail to the firm, and PIPEDA", () => {
    expect(hrefs(privacyPolicy).some((h) => h.startsWith(`mailto:${firm.email}`))).toBe(true);
    expect(policy).toMatch(/access/);
    expect(policy).toMatch(/correct/);
    expect(policy).toMatch(/delete/);
    expect(policy).toContain("PIPEDA");
  });

  it("says how to make an access request, and that it is answered within 30 days at no charge", () => {
    expect(policy).toMatch(/How to ask: write to/);
    expect(policy).toContain(`${firm.email}`);
    expect(policy).toMatch(/When we answer: within 30 days of receiving your request/);
    expect(policy).toMatch(/no charge/i);
    expect(policy).toMatch(/Office of the Privacy Commissioner of Canada/);
  });
});

describe("Accessibility statement (AODA, O. Reg. 191/11)", () => {
  const statement = fullText(accessibilityStatement);

  it("states the WCAG 2.2 AA target and how the site is tested", () => {
    expect(statement).toContain("WCAG) 2.2");
    expect(statement).toContain("Level AA");
    expect(statement).toMatch(/axe-core/);
    expect(statement).toMatch(/390 pixels/);
    expect(statement).toMatch(/1,280 pixels/);
    expect(statement).toMatch(/keyboard/);
    expect(statement).toMatch(/reduced motion/);
    expect(statement).toMatch(/Lighthouse/);
  });

  it("offers accessible formats and communication supports on request, promptly and at no cost (s. 12)", () => {
    expect(statement).toMatch(/accessible format/);
    expect(statement).toMatch(/communication supports/);
    expect(statement).toMatch(/within 2 business days/);
    expect(statement).toMatch(/no cost to you/);
  });

  it("has an accessible feedback process by e-mail with a subject, phone, form and mail (s. 11)", () => {
    const mailto = `mailto:${firm.email}?subject=${encodeURIComponent(accessibilityEmailSubject)}`;
    expect(hrefs(accessibilityStatement)).toContain(mailto);
    expect(hrefs(accessibilityStatement)).toContain("/contact");
    expect(statement).toContain(firm.phone.display);
  });

  it("states the AODA customer service commitments and cites the regulation", () => {
    expect(statement).toContain("O. Reg. 191/11");
    expect(statement).toContain("Part IV.2");
    expect(statement).toMatch(/sections 11 and 12/);
    for (const s of [
      /assistive devices/,
      /service animals/,
      /support persons/,
      /temporary disruption/,
      /train/,
    ]) {
      expect(statement).toMatch(s);
    }
  });
});

describe("Legal Disclaimer", () => {
  it("links to /contact", () => {
    expect(hrefs(legalDisclaimer)).toContain("/contact");
  });
});
