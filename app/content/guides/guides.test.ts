import { describe, expect, it } from "vitest";
import { pageByPath } from "~/site-map";
import { fact } from "../facts";
import { buyerChecklist } from "./buyer-checklist";
import { purchaseProcessGuide } from "./purchase-process";
import { sellerChecklist } from "./seller-checklist";
import { sellingProcessGuide } from "./selling-process";
import type { Checklist, ProcessGuide } from "./types";

const guideText = (g: ProcessGuide) =>
  [
    g.intro,
    ...g.steps.flatMap((s) => [s.title, s.summary, ...s.details, ...(s.tips ?? [])]),
    g.timeline.intro,
    ...g.timeline.stages.flatMap((s) => [s.title, s.text]),
    ...g.sections.flatMap((s) => [
      s.heading,
      s.intro ?? "",
      ...s.cards.flatMap((c) => [c.title, c.text]),
    ]),
  ].join("\n");

const checklistText = (c: Checklist) =>
  [
    ...c.phases.flatMap((p) => [
      p.title,
      p.summary,
      ...p.items.flatMap((i) => [i.text, i.detail ?? ""]),
    ]),
    ...c.sections.flatMap((s) => [
      s.heading,
      s.intro ?? "",
      ...s.cards.flatMap((card) => [card.title, card.text]),
    ]),
    ...c.reminders,
  ].join("\n");

describe("guides (the product rules)", () => {
  it("the purchase guide has the seven steps of the product rules, in order", () => {
    expect(purchaseProcessGuide.steps.map((s) => s.id)).toEqual([
      "goals-and-budget",
      "mortgage-pre-approval",
      "hire-a-realtor",
      "tour-and-offer",
      "due-diligence",
      "financing-and-legal",
      "closing",
    ]);
  });

  it("the selling guide has the seven steps of the product rules, in order, and tax considerations", () => {
    expect(sellingProcessGuide.steps.map((s) => s.id)).toEqual([
      "prepare-your-home",
      "price-with-market-analysis",
      "agent-or-private-sale",
      "marketing",
      "showings-and-offers",
      "accept-and-legal-paperwork",
      "closing",
    ]);
    expect(sellingProcessGuide.sections.map((s) => s.id)).toContain("tax-considerations");
  });

  it.each([purchaseProcessGuide, sellingProcessGuide].map((g) => [g.path, g] as const))(
    "%s has a timeline, resources, a companion checklist and unique step ids",
    (path, g) => {
      expect(pageByPath(path)).toBeDefined();
      expect(pageByPath(g.checklistPath)).toBeDefined();
      expect(g.timeline.stages.length).toBeGreaterThanOrEqual(4);
      expect(g.resources.length).toBeGreaterThanOrEqual(4);
      expect(new Set(g.steps.map((s) => s.id)).size).toBe(g.steps.length);
      for (const s of g.steps)
        for (const d of [s.title, s.summary, ...s.details]) expect(d.trim()).not.toBe("");
    },
  );
});

describe("checklists (the product rules)", () => {
  it("the buyer checklist has four phases, first-time buyer benefits and reminders", () => {
    expect(buyerChecklist.phases).toHaveLength(4);
    expect(buyerChecklist.sections.map((s) => s.id)).toEqual(["first-time-buyer-benefits"]);
    expect(buyerChecklist.reminders.length).toBeGreaterThan(0);
  });

  it("the seller checklist has five phases, tax considerations, typical selling costs and reminders", () => {
    expect(sellerChecklist.phases).toHaveLength(5);
    expect(sellerChecklist.sections.map((s) => s.id)).toEqual([
      "tax-considerations",
      "selling-costs",
    ]);
    expect(sellerChecklist.reminders.length).toBeGreaterThan(0);
  });

  it.each([buyerChecklist, sellerChecklist].map((c) => [c.path, c] as const))(
    "%s: stable, unique ids and storage key",
    (_path, c) => {
      expect(c.storageKey).toMatch(/^checklist:(buyer|seller):v1$/);
      expect(new Set(c.phases.map((p) => p.id)).size).toBe(c.phases.length);
      for (const p of c.phases) {
        expect(p.items.length).toBeGreaterThanOrEqual(4);
        expect(new Set(p.items.map((i) => i.id)).size).toBe(p.items.length);
        for (const i of p.items) expect(i.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    },
  );

  it("keeps the item counts the pages announce", () => {
    const count = (c: Checklist) => c.phases.reduce((n, p) => n + p.items.length, 0);
    expect(count(buyerChecklist)).toBe(24);
    expect(count(sellerChecklist)).toBe(25);
  });
});

describe("the product rules Selling figures appear exactly", () => {
  const buying = `${guideText(purchaseProcessGuide)}\n${checklistText(buyerChecklist)}`;
  const selling = `${guideText(sellingProcessGuide)}\n${checklistText(sellerChecklist)}`;

  it.each([
    "28/36 rule",
    "5% of the first $500,000",
    "10% of the portion above",
    "20% down on any home priced over $1M",
    "1.5-4%",
    "$35,000",
    "$750",
    "$4,000",
    "680+",
    "$1,500-$3,000",
    "$400-$800",
    "5-10 business days",
    "30-90 days from acceptance to closing",
    "24-48 hours before closing",
  ])("buying: %s", (figure) => {
    expect(buying).toContain(figure);
  });

  it("buying: the current government figures, with the dates they changed", () => {
    for (const s of [
      "$60,000",
      "April 16, 2024",
      "$1,400",
      "$1,450",
      "January 1, 2022",
      "$1.5 million",
      "December 15, 2024",
    ])
      expect(buying).toContain(s);
  });

  it("buying: states the First-Time Home Buyers' Tax Credit at the lowest federal rate times $10,000", () => {
    // 14.5% for 2025 and 14% from 2026 (the rate fell on July 1, 2025), never the old 15% ($1,500) as current.
    expect(buying).toMatch(/up to \$1,400 for homes bought from 2026/);
    expect(buying).toMatch(/up to \$1,450 for 2025 purchases/);
    expect(buying).not.toMatch(/worth up to \$1,500|credit of up to \$1,500/);
  });

  it.each([
    "5-7%",
    "$2,000-$5,000",
    "$300-$800",
    "within 6 months and 0.5-1 km",
    "50% inclusion rate",
    "Balanced market: 2-6 weeks on market",
  ])("selling: %s", (figure) => {
    expect(selling).toContain(figure);
  });
});

describe("dated figures from the facts register", () => {
  it("keeps the site's earlier values where they changed", () => {
    const earliest = (id: Parameters<typeof fact>[0]) => {
      const e = fact(id).earlier ?? [];
      return e[e.length - 1]?.value;
    };
    expect(earliest("home-buyers-plan-limit")).toMatchObject({ cents: 3_500_000 });
    expect(earliest("first-time-home-buyers-tax-credit")).toMatchObject({ cents: 75_000 });
    expect(earliest("insured-mortgage-price-cap")).toMatchObject({ cents: 100_000_000 });
    expect(earliest("study-permit-proof-of-funds")).toMatchObject({ cents: 2_063_500 });
    expect(earliest("permanent-resident-target")).toMatchObject({ amount: 395_000 });
    expect(earliest("divorce-court-fees-total")).toMatchObject({ cents: 63_200 });
  });
});
