import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "~/components/sections/faq-list";
import { entryBySlug, faqSets } from "~/content/collections.server";
import { sitePageByPath } from "~/site-pages.server";
import { countAttr, entryHtml, entryText } from "../../../tests/support/content";

const set = (slug: string) => {
  const found = entryBySlug("faqs", slug);
  if (!found) throw new Error(slug);
  return found;
};
const immigration = set("immigration");
const familyLaw = set("family-law");
const willsEstates = set("wills-estates");
const notary = set("notary-services");
const serviceWills = set("service-wills-estates");
const serviceFamily = set("service-family-law");
const pathOf = (s: (typeof faqSets)[number]) => (s.embedded ? s.page : s.path);

describe("FAQ counts (the product rules)", () => {
  it.each([
    [immigration, 11],
    [familyLaw, 12],
    [willsEstates, 10],
    [notary, 7],
    [serviceWills, 7],
    [serviceFamily, 4],
  ] as const)("%#: the right number of questions", (s, count) => {
    expect(s.questions).toHaveLength(count);
    expect(countAttr(entryHtml(s.key), "data-faq-item")).toBe(count);
  });

  it("the wills FAQ has some Note: highlight boxes, but not on every card", () => {
    const notes = countAttr(entryHtml(willsEstates.key), "data-faq-note");
    expect(notes).toBeGreaterThanOrEqual(2);
    expect(notes).toBeLessThan(willsEstates.questions.length);
  });
});

describe("FAQ ids", () => {
  it.each(faqSets.map((s) => [s.slug, s] as const))(
    "%s: ids are unique kebab-case anchors",
    (_slug, s) => {
      const ids = s.questions.map((q) => q.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const html = entryHtml(s.key);
      for (const id of ids) expect(html).toContain(`<details id="${id}"`);
    },
  );

  // Ids are public URLs (#anchors) people link to: changing one breaks their links. Update this
  // list only when adding a question, never to rename one.
  it("are stable", () => {
    // Service-page FAQs are owned, and their ids kept stable, by the services pages.
    expect(
      Object.fromEntries(
        faqSets.flatMap((s) => (s.embedded ? [] : [[s.path, s.questions.map((q) => q.id)]])),
      ),
    ).toEqual({
      "/knowledge/immigration": [
        "express-entry",
        "study-permit",
        "work-permit",
        "visitor-visa",
        "super-visa",
        "provincial-nominee-program",
        "start-up-visa",
        "family-sponsorship",
        "caregivers",
        "language-requirements",
        "citizenship",
      ],
      "/knowledge/family-law": [
        "uncontested-divorce",
        "form-8a-application",
        "separation-agreement",
        "separation-agreement-contents",
        "do-i-need-a-lawyer",
        "divorce-costs",
        "divorce-timeline",
        "amending-agreements",
        "children",
        "financial-disclosure",
        "spousal-support",
        "health-benefits",
      ],
      "/knowledge/wills-estates": [
        "why-make-a-will",
        "minimum-age",
        "without-a-will",
        "power-of-attorney",
        "choosing-an-executor",
        "witnessing-a-will",
        "marriage-and-separation",
        "probate-and-estate-tax",
        "cost-and-timing",
        "reviewing-your-will",
      ],
      "/knowledge/notary-services": [
        "what-does-a-notary-do",
        "notary-or-commissioner",
        "legal-advice",
        "what-to-bring",
        "online-notarization",
        "certified-true-copies",
        "documents-for-use-abroad",
      ],
    });
  });
});

describe("FAQ content", () => {
  it.each(faqSets.map((s) => [s.slug, s] as const))(
    "%s: no empty answers and a page in the route table",
    (_slug, s) => {
      expect(sitePageByPath(pathOf(s))).toBeDefined();
      for (const q of s.questions) {
        expect(q.question.trim()).not.toBe("");
        expect(q.question.endsWith("?")).toBe(true);
        expect(q.answer.trim().length).toBeGreaterThan(20);
      }
    },
  );

  it("the /faq hub order lists every FAQ set once, Knowledge Centre pages included", () => {
    expect(new Set(faqSets.map(pathOf)).size).toBe(faqSets.length);
    expect(faqSets.map((s) => s.slug)).toEqual([
      "immigration",
      "family-law",
      "service-family-law",
      "wills-estates",
      "service-wills-estates",
      "notary-services",
    ]);
    expect(serviceFamily.embedded && serviceFamily.section).toBe("family-law-faq");
  });

  it("FAQPage structured data has one Question per item, each with an answer", () => {
    const ld = faqPageJsonLd(willsEstates.questions);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(10);
    for (const q of ld.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(50);
    // It is rendered beside the questions, so the answers are never page JavaScript data.
    expect(entryHtml(willsEstates.key)).toContain('<script type="application/ld+json">');
    const note = willsEstates.questions.find((q) => q.id === "witnessing-a-will");
    expect(note?.answer).toMatch(/Note: Since /);
  });
});

describe("published figures appear exactly", () => {
  it.each([
    // Immigration FAQ figures (the published earlier values kept where they changed).
    [
      immigration,
      [
        "395,000",
        "20,635",
        "305,900",
        "55,000",
        "up to 6 months",
        "up to 5 years",
        "1,095 days",
        "last 5 years",
        "about 12 months",
      ],
    ],
    // Current values beside them.
    [
      immigration,
      ["$22,895", "380,000 in 2026", "155,000 in 2026", "91,500 in 2026", "September 1, 2025"],
    ],
    // Family law informational figures.
    [familyLaw, ["$632", "$212", "$420", "4-6 months", "30-day", "one year", "20 minutes"]],
    [familyLaw, ["$669", "$224", "$445", "January 1, 2023"]],
    // The firm's own divorce fee, not an unsourced market range beside it (LSO r. 4.2-1 commentary:
    // a comparison must be verifiable).
    [familyLaw, ["fixed $999"]],
    // Wills informational figures.
    [willsEstates, ["19", "3-5 years", "$500-$1,500", "$300-$800", "$999", "1 to 2 weeks"]],
  ] as const)("%#", (s, expected) => {
    const text = entryText(s.key);
    for (const figure of expected) expect(text, figure).toContain(figure);
  });

  it("the family law FAQ compares no fee with an unsourced range of other lawyers' fees", () => {
    // LSO Rules of Professional Conduct, r. 4.2-1 commentary: a comparison must be verifiable.
    expect(entryText(familyLaw.key)).not.toMatch(/\$1,500-\$3,000|commonly \$/);
  });

  it("the notary FAQ lists the online and in-person documents of the product rules", () => {
    const text = entryText(notary.key);
    for (const s of [
      "letter of invitation to Canada",
      "Statutory declarations and affidavits for use in Canada",
      "commissioner for affidavits in Ontario",
      "Wills and powers of attorney for Ontario",
      "Certified true copies",
      "a few US documents excepted",
      "power of attorney for use in India",
      "three pieces of ID: two government-issued photo IDs and one other document showing your name",
    ]) {
      expect(text).toContain(s);
    }
  });
});
