import { describe, expect, it } from "vitest";
import { entryBySlug, type LegalEntry, legalPages } from "~/content/collections.server";
import { firm, serviceTerms } from "~/content/firm";
import { formatIsoDate } from "~/lib/domain/dates";
import { envSchema } from "../app/platform/env.server";
import { entryHtml, entryText, hrefsIn } from "../tests/support/content";

/** The retention period the Privacy Policy states, and the server applies unless configured. */
const DEFAULT_RETENTION_DAYS = 365;
const accessibilityEmailSubject = "Accessibility feedback or request";

const doc = (slug: string) => entryBySlug("legal", slug) as LegalEntry;
const terms = doc("terms");
const privacy = doc("privacy");
const disclaimer = doc("legal-disclaimer");
const accessibility = doc("accessibility");
const hrefs = (d: LegalEntry) => [
  ...hrefsIn(entryHtml(d.key, "intro")),
  ...hrefsIn(entryHtml(d.key)),
];

describe.each(legalPages.map((d) => [d.slug, d] as const))("%s", (_slug, d) => {
  it("has unique section ids, each with a title and text, and a link for each in its contents", () => {
    const ids = d.toc.map((s) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const html = entryHtml(d.key);
    for (const s of d.toc) {
      expect(s.label.trim()).not.toBe("");
      expect(html).toContain(`id="${s.id}"`);
    }
    expect(html).toContain("data-legal-sections");
  });
});

describe("Terms and Conditions", () => {
  it("has 10 numbered sections, effective November 29, 2026 (booking and signing on the site), and links to /privacy", () => {
    expect(terms.toc).toHaveLength(10);
    expect(terms.effective).toBe("2026-11-29");
    expect(hrefs(terms)).toContain("/privacy");
  });
});

describe("Privacy Policy", () => {
  const policy = entryText(privacy.key);

  it("has 14 sections and is effective November 29, 2026 (when booking, the questionnaire and the engagement letter moved onto the website)", () => {
    expect(privacy.toc).toHaveLength(14);
    expect(privacy.effective).toBe("2026-11-29");
  });

  it("keeps a version history, newest first, starting with the effective date", () => {
    const history = policy.slice(policy.indexOf("Version history"));
    expect(policy).toContain("Version history");
    const dates = [...history.matchAll(/^([A-Z][a-z]+ \d{1,2}, \d{4})/gm)].map((m) => m[1]);
    expect(dates).toEqual([
      "November 29, 2026",
      "November 25, 2026",
      "November 23, 2026",
      "June 1, 2025",
    ]);
    expect(dates[0]).toBe(formatIsoDate(privacy.effective));
    expect(history).toMatch(/November 29, 2026 \(this version\)/);
  });

  it("states the retention period the server applies by default", () => {
    expect(envSchema.parse({}).RETENTION_DAYS).toBe(DEFAULT_RETENTION_DAYS);
    expect(policy).toContain(`${DEFAULT_RETENTION_DAYS} days`);
  });

  it("states how long documents are kept after an inquiry is closed (docs/DOCUMENTS.md#retention)", () => {
    const days = envSchema.parse({}).DOCUMENTS_RETENTION_DAYS;
    expect(days).toBe(90);
    expect(policy).toContain(
      `Documents you send through your link are deleted ${days} days after we close your inquiry`,
    );
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

  it("names what a booking records, each as the booking form asks it", () => {
    for (const field of [
      "the time you chose, and whether we meet by phone or by video",
      "your first name, last name and e-mail address",
      "your phone number (needed for a phone consultation",
      "the practice area, a short note, and the names of other people involved",
      "the time zone your times were shown in",
    ])
      expect(policy).toContain(field);
    expect(policy).toContain("bookings 365 days after the consultation");
  });

  it("says what signing an engagement letter records, and how long a signed letter is kept", () => {
    expect(policy).toMatch(/your network \(IP\) address and your browser's description of itself/);
    expect(policy).toMatch(/audit page of the signed letter/);
    expect(policy).toMatch(/at least six years after our work for you ends/);
  });

  it("names the embeds' hosts from the firm identity and says they load only when opened", () => {
    for (const url of [
      firm.embeds.schedulingPage,
      firm.embeds.schedulingWidgetScript,
      firm.embeds.consultationForm,
      firm.embeds.consultationAgreement,
    ])
      expect(policy).toContain(new URL(url).hostname);
    expect(policy).toMatch(/loads only when you choose to open it/);
  });

  it("is true about trackers, cookies and browser storage", () => {
    expect(policy).toMatch(/no analytics/i);
    expect(policy).toMatch(/Reading this website sets no cookies/);
    expect(policy).toMatch(/local storage/);
    expect(policy).toMatch(/checklist/);
    // What the site does keep: React Router's scroll positions, and the engagement letter's cookie
    // (docs/ENGAGEMENT.md: HttpOnly, path /engagement/, two hours).
    expect(policy).toMatch(
      /session storage, so that the back button returns you to the same place/,
    );
    expect(policy).toMatch(/One cookie is set only on your engagement letter's page/);
    expect(policy).toMatch(/for two hours/);
  });

  it("explains access, correction and deletion by e-mail to the firm, and PIPEDA", () => {
    expect(hrefs(privacy).some((h) => h.startsWith(`mailto:${firm.email}`))).toBe(true);
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
  const statement = entryText(accessibility.key);

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
    expect(statement).toContain(serviceTerms.accessibilityAcknowledgement);
    expect(statement).toMatch(/no cost to you/);
  });

  it("has an accessible feedback process by e-mail with a subject, phone, form and mail (s. 11)", () => {
    const mailto = `mailto:${firm.email}?subject=${encodeURIComponent(accessibilityEmailSubject)}`;
    expect(hrefs(accessibility)).toContain(mailto);
    expect(hrefs(accessibility)).toContain("/contact");
    expect(statement).toContain(firm.phone.display);
    expect(statement).toContain(`with the subject "${accessibilityEmailSubject}"`);
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
  it("links to /contact, and ends with an invitation to a consultation", () => {
    expect(hrefs(disclaimer)).toContain("/contact");
    expect(disclaimer.callToAction?.heading).toBe("Need advice about your own situation?");
  });
});
