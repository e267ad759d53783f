import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "~/components/sections/faq-list";
import { pageByPath } from "~/site-map";
import type { FaqGroup } from "../types";
import {
  allFaqGroups,
  familyLawFaq,
  faqItemHref,
  immigrationFaq,
  knowledgeFaqs,
  notaryServicesFaq,
  serviceFamilyLawFaq,
  serviceWillsEstatesFaq,
  willsEstatesFaq,
} from "./index";

/** All the visible text of a group's answers. */
const textOf = (group: FaqGroup) =>
  group.items
    .flatMap((i) => [i.question, ...i.answer, ...(i.points ?? []), i.note ?? ""])
    .join("\n");

describe("FAQ counts (the product rules)", () => {
  it.each([
    [immigrationFaq, 11],
    [familyLawFaq, 12],
    [willsEstatesFaq, 10],
    [notaryServicesFaq, 7],
    [serviceWillsEstatesFaq, 7],
    [serviceFamilyLawFaq, 4],
  ] as const)("%s has the right number of questions", (group, count) => {
    expect(group.items).toHaveLength(count);
  });

  it("the wills FAQ has some Note: highlight boxes, but not on every card", () => {
    const notes = willsEstatesFaq.items.filter((i) => i.note).length;
    expect(notes).toBeGreaterThanOrEqual(2);
    expect(notes).toBeLessThan(willsEstatesFaq.items.length);
  });
});

describe("FAQ ids", () => {
  it.each(allFaqGroups.map((g) => [g.path, g] as const))(
    "%s: ids are unique kebab-case anchors",
    (_path, group) => {
      const ids = group.items.map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    },
  );

  // Ids are public URLs (#anchors) people link to: changing one breaks their links. Update this
  // list only when adding a question, never to rename one.
  it("are stable", () => {
    // Service-page FAQs are owned, and their ids kept stable, by the services pages.
    expect(
      Object.fromEntries(knowledgeFaqs.map((g) => [g.path, g.items.map((i) => i.id)])),
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
  it.each(allFaqGroups.map((g) => [g.path, g] as const))(
    "%s: no empty strings and a page in the route table",
    (path, group) => {
      expect(pageByPath(path)).toBeDefined();
      for (const item of group.items) {
        expect(item.question.trim()).not.toBe("");
        expect(item.question.endsWith("?")).toBe(true);
        expect(item.answer.length).toBeGreaterThan(0);
        for (const text of [
          ...item.answer,
          ...(item.points ?? []),
          ...(item.note !== undefined ? [item.note] : []),
        ]) {
          expect(text.trim()).not.toBe("");
        }
      }
    },
  );

  it("the /faq hub lists every FAQ group once, Knowledge Centre pages included", () => {
    expect(new Set(allFaqGroups.map((g) => g.path)).size).toBe(allFaqGroups.length);
    for (const g of knowledgeFaqs) expect(allFaqGroups).toContain(g);
    expect(faqItemHref(familyLawFaq, "divorce-costs")).toBe("/knowledge/family-law#divorce-costs");
  });

  it("FAQPage structured data has one Question per item, each with an answer", () => {
    const ld = faqPageJsonLd(willsEstatesFaq.items);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(10);
    for (const q of ld.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(50);
  });
});

describe("published figures appear exactly", () => {
  it.each([
    // Immigration FAQ figures (the published earlier values kept where they changed).
    [
      immigrationFaq,
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
      immigrationFaq,
      ["$22,895", "380,000 in 2026", "155,000 in 2026", "91,500 in 2026", "September 1, 2025"],
    ],
    // Family law informational figures.
    [
      familyLawFaq,
      ["$632", "$212", "$420", "4-6 months", "30-day", "$1,500-$3,000", "one year", "20 minutes"],
    ],
    [familyLawFaq, ["$669", "$224", "$445", "January 1, 2023"]],
    // Wills informational figures.
    [willsEstatesFaq, ["19", "3-5 years", "$500-$1,500", "$300-$800", "$999", "1 to 2 weeks"]],
  ] as const)("%#", (group, expected) => {
    const text = textOf(group);
    for (const figure of expected) expect(text, figure).toContain(figure);
  });

  it("the notary FAQ lists the online and in-person documents of the product rules", () => {
    const text = textOf(notaryServicesFaq);
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
