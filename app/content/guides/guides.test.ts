import { describe, expect, it } from "vitest";
import {
  type ChecklistEntry,
  entryBySlug,
  type ProcessGuideEntry,
} from "~/content/collections.server";
import { fact } from "~/content/facts";
import { contentPage } from "~/site-pages.server";
import { countAttr, entryHtml, entryText, sectionsBy } from "../../../tests/support/content";

const purchase = entryBySlug("guides", "purchase-process") as ProcessGuideEntry;
const selling = entryBySlug("guides", "selling-process") as ProcessGuideEntry;
const buyer = entryBySlug("guides", "buyer-checklist") as ChecklistEntry;
const seller = entryBySlug("guides", "seller-checklist") as ChecklistEntry;

/** What a checklist page shows: its tasks (from the file's phases) and the rest of its text. */
const checklistText = (c: ChecklistEntry) =>
  [
    ...c.phases.flatMap((p) => [
      p.title,
      p.summary,
      ...p.items.flatMap((i) => [i.text, i.detail ?? ""]),
    ]),
    entryText(c.key),
  ].join("\n");

describe("guides (the product rules)", () => {
  it("the purchase guide has the seven steps of the product rules, in order", () => {
    expect(purchase.type).toBe("process-guide");
    expect(purchase.steps.map((s) => s.id)).toEqual([
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
    expect(selling.steps.map((s) => s.id)).toEqual([
      "prepare-your-home",
      "price-with-market-analysis",
      "agent-or-private-sale",
      "marketing",
      "showings-and-offers",
      "accept-and-legal-paperwork",
      "closing",
    ]);
    expect(selling.bands.map((b) => b.id)).toContain("tax-considerations");
  });

  it.each([purchase, selling].map((g) => [g.path, g] as const))(
    "%s has a timeline, resources, a companion checklist and unique step ids",
    (path, g) => {
      const html = entryHtml(g.key);
      expect(contentPage(path)).toBeDefined();
      expect(contentPage(g.checklistPath)).toBeDefined();
      expect(g.hasTimeline).toBe(true);
      const timeline = sectionsBy(html, 'id="timeline"')[0] ?? "";
      expect(
        timeline.slice(0, timeline.indexOf("</ol>")).split("<li").length - 1,
      ).toBeGreaterThanOrEqual(4);
      expect(g.resources.length).toBeGreaterThanOrEqual(4);
      expect(entryHtml(g.key, "sources")).toContain("Helpful official resources");
      expect(new Set(g.steps.map((s) => s.id)).size).toBe(g.steps.length);
      for (const s of g.steps) {
        expect(s.title.trim()).not.toBe("");
        expect(html).toContain(`id="${s.id}"`);
      }
    },
  );
});

describe("checklists (the product rules)", () => {
  it("the buyer checklist has four phases, first-time buyer benefits and reminders", () => {
    expect(buyer.phases).toHaveLength(4);
    const html = entryHtml(buyer.key);
    expect(html).toContain('id="first-time-buyer-benefits"');
    expect(countAttr(html, 'aria-labelledby="reminders-heading"')).toBe(1);
  });

  it("the seller checklist has five phases, tax considerations, typical selling costs and reminders", () => {
    expect(seller.phases).toHaveLength(5);
    const html = entryHtml(seller.key);
    expect(html.indexOf('id="tax-considerations"')).toBeLessThan(
      html.indexOf('id="selling-costs"'),
    );
    expect(html).toContain('id="tax-considerations"');
    expect(countAttr(html, 'aria-labelledby="reminders-heading"')).toBe(1);
  });

  it.each([buyer, seller].map((c) => [c.path, c] as const))(
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

  // Visitors' ticks are saved under "phase/item": renaming one loses them.
  it("keeps the item counts the pages announce, and the ids ticks are saved under", () => {
    const count = (c: ChecklistEntry) => c.phases.reduce((n, p) => n + p.items.length, 0);
    expect(count(buyer)).toBe(24);
    expect(count(seller)).toBe(25);
    expect(buyer.phases.map((p) => p.id)).toEqual(["prepare", "search", "conditions", "closing"]);
    expect(buyer.phases[0]?.items.map((i) => i.id)).toEqual([
      "check-credit",
      "set-budget",
      "save-down-payment",
      "save-closing-costs",
      "open-fhsa-hbp",
      "get-pre-approved",
    ]);
  });
});

describe("the product rules Selling figures appear exactly", () => {
  const buying = `${entryText(purchase.key)}\n${checklistText(buyer)}`;
  const sellingText = `${entryText(selling.key)}\n${checklistText(seller)}`;

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
    expect(sellingText).toContain(figure);
  });

  it("lists, under each page, the sources of exactly the facts its text quotes", () => {
    for (const g of [purchase, selling, buyer, seller]) {
      const sources = entryHtml(g.key, "sources");
      for (const id of g.facts) expect(sources, `${g.slug}: ${id}`).toContain(`data-fact="${id}"`);
      expect(countAttr(sources, "data-fact")).toBe(g.facts.length);
    }
    expect(buyer.facts).toContain("home-buyers-plan-limit");
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
