import { describe, expect, it } from "vitest";
import { embeddedFaq } from "~/content/collections.server";
import { familyLawFees } from "~/content/fees/family-law";
import {
  notaryOtherCosts,
  notaryPricingCards,
  onlineNotarization,
  realEstateClosingIdRule,
} from "~/content/fees/notary";
import { caribbeanLeadBio } from "~/content/people/caribbean-lead";
import { principalBio } from "~/content/people/principal";
import { formatCad, formatCadRange } from "~/lib/domain/money";
import { pageByPath } from "~/site-map";
import { fact, factText } from "../facts";
import { buyingRealEstate, oneSideOnlyNote } from "./buying-real-estate";
import { contestedReferralNote } from "./family-law";
import { immigrationServices } from "./immigration";
import { mortgageRefinancing } from "./mortgage-refinancing";
import { notaryRole } from "./notary";
import { realEstateProcess, realEstateServices } from "./real-estate";
import { sellingRealEstate } from "./selling-real-estate";
import { willProcess, willsReasons, willsTerms } from "./wills-estates";

/** The service pages' questions, from their FAQ files (app/content/faqs). */
const serviceWillsEstatesFaq = embeddedFaq("/services/wills-estates");
const serviceFamilyLawFaq = embeddedFaq("/services/family-law");

/** Every string in a value, recursively, for the "no empty strings" check. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function expectUnique(ids: readonly string[]) {
  expect(new Set(ids).size).toBe(ids.length);
}

const allContent = {
  buyingRealEstate,
  sellingRealEstate,
  mortgageRefinancing,
  realEstateServices,
  realEstateProcess,
  immigrationServices,
  willProcess,
  willsReasons,
  serviceWillsEstatesFaq: serviceWillsEstatesFaq.questions,
  serviceFamilyLawFaq: serviceFamilyLawFaq.questions,
  familyLawFees,
  notaryPricingCards,
  notaryOtherCosts,
  principalBio,
  caribbeanLeadBio,
};

describe("content integrity", () => {
  it("has no empty strings anywhere", () => {
    for (const [name, content] of Object.entries(allContent)) {
      for (const s of strings(content)) expect(s.trim(), `empty string in ${name}`).not.toBe("");
    }
  });

  it("lists the twelve immigration services of the product rules, with unique ids", () => {
    expect(immigrationServices).toHaveLength(12);
    expectUnique(immigrationServices.map((s) => s.id));
    const titles = immigrationServices.map((s) => s.title.toLowerCase()).join(" | ");
    for (const word of [
      "visitor visas",
      "spousal sponsorship",
      "express entry",
      "work permits",
      "study permits",
      "permanent residency",
      "pr card renewal",
      "parents and grandparents",
      "super visas",
      "labour market impact assessments",
      "temporary resident permits",
      "citizenship",
    ]) {
      expect(titles).toContain(word);
    }
  });

  it("has the seven buying stages of the product rules in order", () => {
    expect(buyingRealEstate.steps).toHaveLength(7);
    expect(buyingRealEstate.steps.map((s) => s.title)).toEqual([
      "Consultation and document review",
      "Retaining the firm",
      "Title search and insurance",
      "Mortgage review",
      "Requisitions",
      "Closing documents",
      "Closing, then post-closing",
    ]);
    const retainer = buyingRealEstate.steps[1]!;
    expect(strings(retainer).join(" ")).toMatch(/conflict/i);
    expect(strings(retainer).join(" ")).toMatch(/retainer agreement/i);
    expect(strings(retainer).join(" ")).toMatch(/agreement of purchase and sale/i);
    expect(buyingRealEstate.considerations.length).toBeGreaterThan(0);
  });

  it("gives selling and refinancing their own steps, and all three state the one-lawyer rule", () => {
    for (const content of [buyingRealEstate, sellingRealEstate, mortgageRefinancing]) {
      expect(pageByPath(content.path), content.path).toBeDefined();
      expect(content.steps.length).toBeGreaterThanOrEqual(5);
      expectUnique(content.steps.map((s) => s.id));
      expect(content.conflictNote).toMatch(
        /cannot act for both the buyer and the seller in the same transaction/,
      );
    }
    expect(oneSideOnlyNote).toMatch(/one lawyer cannot act for both the buyer and the seller/i);
    expect(sellingRealEstate.steps.map((s) => s.title)).not.toEqual(
      buyingRealEstate.steps.map((s) => s.title),
    );
    expect(mortgageRefinancing.steps.map((s) => s.title)).not.toEqual(
      sellingRealEstate.steps.map((s) => s.title),
    );
  });

  it("has three real estate service cards to the three process pages and a four-step process", () => {
    expect(realEstateServices.map((s) => s.path)).toEqual([
      "/services/buying-real-estate",
      "/services/selling-real-estate",
      "/services/mortgage-refinancing",
    ]);
    expect(realEstateProcess).toHaveLength(4);
  });

  it("has the five-step will process and the published service terms", () => {
    expect(willProcess).toHaveLength(5);
    expect(willsTerms.turnaround).toBe("1 to 2 weeks");
    expect(willsTerms.combinedExperience).toBe("10 years");
    expect(willsTerms.remoteWitnessing).toBe(true);
    const text = strings({ willProcess, willsReasons }).join(" ");
    expect(text).toMatch(/remote witnessing|witnessed remotely|remotely by video/i);
    expect(text).toContain("10 years of combined experience");
    expect(text).toContain("1 to 2 weeks");
  });

  it("quotes the wills page's government figures from the facts register, with their sources", () => {
    const text = strings(serviceWillsEstatesFaq.questions).join(" ");
    for (const id of [
      "intestacy-preferential-share",
      "estate-administration-tax-exemption",
      "estate-administration-tax-rate",
    ] as const) {
      expect(text).toContain(factText(id));
      expect(fact(id).source.url).toMatch(/^https:\/\/www\.ontario\.ca\//);
      expect(fact(id).checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("has a seven-question wills FAQ and a four-question family law FAQ, exported for the /faq hub", () => {
    expect(serviceWillsEstatesFaq.questions).toHaveLength(7);
    expect(serviceFamilyLawFaq.questions).toHaveLength(4);
    expect(serviceWillsEstatesFaq.page).toBe("/services/wills-estates");
    expect(serviceFamilyLawFaq.page).toBe("/services/family-law");
    expect(serviceWillsEstatesFaq.section).toBe("wills-faq");
    expect(serviceFamilyLawFaq.section).toBe("family-law-faq");
    for (const group of [serviceWillsEstatesFaq, serviceFamilyLawFaq]) {
      expectUnique(group.questions.map((i) => i.id));
      for (const item of group.questions) expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(serviceWillsEstatesFaq.questions.some((i) => i.answer.includes("Note: "))).toBe(true);
  });

  it("says contested divorces are referred out", () => {
    expect(contestedReferralNote).toMatch(/do not handle contested divorces/);
    expect(contestedReferralNote).toMatch(/refer/);
  });
});

describe("the product rules family law fees", () => {
  const byId = Object.fromEntries(familyLawFees.map((f) => [f.id, f]));
  it("are exactly the published", () => {
    expect(familyLawFees).toHaveLength(4);
    const divorce = byId["uncontested-divorce"]!;
    expect(
      divorce.kind === "fixed" && formatCad(divorce.amount, { cents: divorce.showCents }),
    ).toBe("$999.00");
    const separation = byId["separation-agreement"]!;
    expect(separation.kind === "range" && formatCadRange(separation.from, separation.to)).toBe(
      "$1,200 to $2,000",
    );
    const consultation = byId["initial-consultation"]!;
    expect(consultation.kind === "free" && consultation.label).toBe("Free for Canadian matters");
    const opinion = byId["foreign-divorce-opinion"]!;
    expect(opinion.kind === "range" && formatCadRange(opinion.from, opinion.to)).toBe(
      "$800 to $1,200",
    );
  });
  it("are integer cents", () => {
    for (const fee of familyLawFees) {
      if (fee.kind === "fixed") expect(Number.isInteger(fee.amount)).toBe(true);
      if (fee.kind === "range")
        expect(Number.isInteger(fee.from) && Number.isInteger(fee.to)).toBe(true);
    }
  });
});

describe("the product rules notary fees", () => {
  const card = (id: string) => notaryPricingCards.find((c) => c.id === id)!;
  const extra = (id: string, label: string) =>
    card(id).extras.find((e) => e.label.startsWith(label))!.amount;
  it("match the published table exactly", () => {
    expect(notaryPricingCards).toHaveLength(7);
    expect(card("signature-witness").base).toBe(5000);
    expect(extra("signature-witness", "Extra stamps")).toBe(1000);
    expect(card("letter-of-invitation").base).toBe(5000);
    expect(extra("letter-of-invitation", "Additional documents")).toBe(1000);
    expect(card("certified-true-copy").base).toBe(5000);
    expect(extra("certified-true-copy", "Extra stamps")).toBe(1000);
    expect(extra("certified-true-copy", "Photocopying")).toBe(30);
    expect(card("affidavit").base).toBe(5000);
    expect(extra("affidavit", "Extra stamps")).toBe(1500);
    expect(card("real-estate-closing").base).toBeNull();
    expect(card("real-estate-closing").priceNote).toBe("Fee varies");
    expect(card("foreign-power-of-attorney").base).toBe(5000);
    expect(extra("foreign-power-of-attorney", "Execution assistance")).toBe(5000);
    expect(extra("foreign-power-of-attorney", "Each extra page")).toBe(1000);
    expect(card("will-poa-execution").base).toBeNull();
  });
  it("show other costs exactly", () => {
    const cost = (id: string) => notaryOtherCosts.find((c) => c.id === id)!;
    expect(formatCad(cost("printing").amount)).toBe("$0.30");
    expect(formatCad(cost("scanning").amount, { cents: cost("scanning").showCents })).toBe("$2.00");
    expect(formatCad(cost("additional-witness").amount)).toBe("$20");
    expect(cost("additional-witness").plusHst).toBe(true);
    expect(cost("drafting").varies).toBe(true);
  });
  it("state the three-ID rule and both document lists", () => {
    expect(realEstateClosingIdRule.pieces).toBe(3);
    expect(realEstateClosingIdRule.text).toMatch(/two government-issued photo IDs/);
    expect(onlineNotarization.online).toHaveLength(4);
    expect(onlineNotarization.inPersonOnly).toHaveLength(3);
    expect(notaryRole.noAdviceNote).toMatch(
      /cannot give legal advice unless explicitly authorized/,
    );
    expect(notaryRole.paragraphs.join(" ")).toContain("Notaries Act");
  });
});

describe("people", () => {
  it("lists 10 affiliations with dated statuses, every kind of status used", () => {
    expect(principalBio.affiliations).toHaveLength(10);
    expectUnique(principalBio.affiliations.map((a) => a.name));
    expect(new Set(principalBio.affiliations.map((a) => a.status.kind))).toEqual(
      new Set(["current", "joining", "pending", "since", "active"]),
    );
    // The two "Joining" statuses have dates, so they turn into "Member since" (memberships.ts).
    expect(
      principalBio.affiliations.flatMap((a) =>
        a.status.kind === "joining" ? [a.status.from] : [],
      ),
    ).toEqual(["2026-01-01", "2025-09-01"]);
    expect(principalBio.marquee).toEqual({ seconds: 25, secondsSmall: 20 });
  });

  it("has a 3-image gallery of local images with alt text and sizes", () => {
    expect(principalBio.gallery).toHaveLength(3);
    for (const img of principalBio.gallery) {
      expect(img.src).toMatch(/^\/images\/.+\.svg$/);
      expect(img.width).toBeGreaterThan(0);
      expect(img.height).toBeGreaterThan(0);
    }
  });

  it("gives the Caribbean lead four degrees, three bar admissions and six areas", () => {
    expect(caribbeanLeadBio.degrees).toHaveLength(4);
    expect(caribbeanLeadBio.barAdmissions.map((b) => b.title)).toEqual([
      "Trinidad and Tobago",
      "British Virgin Islands",
      "Grenada",
    ]);
    expect(caribbeanLeadBio.areasOfPractice).toHaveLength(6);
    expectUnique(caribbeanLeadBio.areasOfPractice.map((a) => a.id));
    expect(caribbeanLeadBio.photos.length).toBeGreaterThan(1);
  });

  it("says the Caribbean lead is a foreign lawyer not licensed in Ontario", () => {
    expect(caribbeanLeadBio.foreignLawyerNote).toMatch(/foreign lawyer/);
    expect(caribbeanLeadBio.foreignLawyerNote).toMatch(
      /not licensed by the Law Society of Ontario/,
    );
  });

  it("never claims specialist or expert status (LSO marketing rules)", () => {
    const text = strings(allContent).join(" ");
    expect(text).not.toMatch(/\bspeciali[sz]/i);
    expect(text).not.toMatch(/\bexpert/i);
  });
});
