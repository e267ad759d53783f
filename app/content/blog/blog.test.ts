import { describe, expect, it } from "vitest";
import { articleJsonLd, readingDuration } from "~/components/article/article-json-ld";
import { riskImpacts, solutionUrgencies } from "~/content/collections/components";
import { blogPosts, entryBySlug } from "~/content/collections.server";
import { checkedOn } from "~/content/facts";
import { bioPath, principal } from "~/content/firm";
import { formatIsoDate, formatIsoMonth } from "~/lib/domain/dates";
import { contentPage } from "~/site-pages.server";
import {
  countAttr,
  entryHtml,
  entryText,
  htmlText,
  sectionsBy,
} from "../../../tests/support/content";

const realEstate = entryBySlug("blog", "real-estate-agreements")!;
const outOfStatus = entryBySlug("blog", "out-of-status-in-canada")!;
const reHtml = entryHtml(realEstate.key);
const osHtml = entryHtml(outOfStatus.key);

/** Values of one attribute, in order (`data-value` of the badges, ids of the solutions …). */
const attrValues = (html: string, attr: string) =>
  [...html.matchAll(new RegExp(`\\s${attr}="([^"]*)"`, "g"))].map((m) => m[1]);

describe("blog index", () => {
  it("lists the two posts of the product rules, each at a page of the route table", () => {
    expect(blogPosts.map((p) => p.path).sort()).toEqual([
      "/blog/out-of-status-in-canada",
      "/blog/real-estate-agreements",
    ]);
    for (const post of blogPosts) {
      expect(contentPage(post.path)?.heading).toBe(post.heading);
      expect(post.summary.length).toBeGreaterThan(80);
    }
  });

  it("labels the reading times exactly as the product rules say, worked out from the text", () => {
    expect(realEstate.readingMinutes).toBe(15);
    expect(realEstate.readingLabel).toBe("15 minute read");
    expect(realEstate.heroLabel).toBe("15 minute read");
    expect(outOfStatus.readingMinutes).toBe(20);
    expect(outOfStatus.readingLabel).toBe("20 min read");
    // The date a reader sees is the last review's, in words ("Reviewed November 2026").
    expect(outOfStatus.heroLabel).toBe("20 min read / Reviewed November 2026");
    expect(outOfStatus.heroLabel).toBe(
      `${outOfStatus.readingMinutes} min read / Reviewed ${formatIsoMonth(outOfStatus.reviewed.date)}`,
    );
    expect(outOfStatus.reviewed.date).toBe(checkedOn(["article-out-of-status-review"]));
  });

  it("dates each article by its review in the facts register, newest first", () => {
    expect(realEstate.reviewed.factId).toBe("article-real-estate-agreements-review");
    expect(outOfStatus.reviewed.factId).toBe("article-out-of-status-review");
    expect(blogPosts[0]?.key).toBe(outOfStatus.key);
  });

  it("opens a long article with a summary of its answers, each linked (docs/PRODUCT-RULES.md#design)", () => {
    for (const post of blogPosts.filter((p) => p.readingMinutes > 15)) {
      const html = entryHtml(post.key);
      const firstNote = html.match(/<div[^>]*data-faq-note[\s\S]*?<\/div><\/div>/)?.[0] ?? "";
      expect(html.indexOf("data-faq-note"), post.path).toBeLessThan(html.indexOf("<h3"));
      expect(htmlText(firstNote).trim(), post.path).toMatch(/^In short:/);
      expect(countAttr(firstNote, "href"), post.path).toBeGreaterThanOrEqual(3);
    }
  });

  it("formats dates without time-zone drift", () => {
    expect(formatIsoDate("2025-06-01")).toBe("June 1, 2025");
  });
});

describe("Article structured data", () => {
  it("gives reading time as an ISO 8601 duration", () => {
    expect(readingDuration(15)).toBe("PT15M");
    expect(readingDuration(20)).toBe("PT20M");
    expect(readingDuration(75)).toBe("PT1H15M");
    expect(() => readingDuration(0)).toThrow();
  });

  it.each(blogPosts.map((p) => [p.slug, p] as const))(
    "%s has headline, author, dates, timeRequired and publisher",
    (_slug, post) => {
      const ld = articleJsonLd({
        ...post,
        title: post.heading,
        author: { name: principal.name, title: principal.title, path: bioPath(principal) },
      });
      expect(ld["@type"]).toBe("Article");
      expect(ld.headline).toBe(post.heading);
      expect(ld.author.name).toBe(principal.name);
      expect(ld.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ld.dateModified >= ld.datePublished).toBe(true);
      expect(ld.timeRequired).toBe(`PT${post.readingMinutes}M`);
      expect(ld.publisher.name).toBeTruthy();
    },
  );
});

describe("real estate deals article", () => {
  it("has five numbered steps, each with a description, details and three action items", () => {
    const steps = sectionsBy(reHtml, "data-step");
    expect(steps).toHaveLength(5);
    steps.forEach((step, i) => {
      expect(step).toContain(`data-step="${i + 1}"`);
      const items = step.slice(step.indexOf("data-action-items"));
      expect(items.slice(0, items.indexOf("</ul>")).split("<li").length - 1, `step ${i + 1}`).toBe(
        3,
      );
    });
    expect(realEstate.toc.filter((e) => e.label.startsWith("Step "))).toHaveLength(5);
  });

  it("has tailored strategies for buyers and for sellers", () => {
    const grids = sectionsBy(reHtml, "data-strategies").map((g) => g.slice(0, g.indexOf("</ul>")));
    expect(grids).toHaveLength(2);
    for (const g of grids) expect(g.split("<li").length - 1).toBeGreaterThanOrEqual(3);
  });

  it("has a table of contents with unique ids that land on its sections", () => {
    const ids = realEstate.toc.map((e) => e.id);
    expect(new Set(realEstate.anchors).size).toBe(realEstate.anchors.length);
    expect(ids).toEqual([
      "why-deals-go-wrong",
      "step-1-review-before-you-sign",
      "step-2-conditions-and-deadlines",
      "step-3-protect-your-deposit",
      "step-4-act-quickly-in-writing",
      "step-5-know-your-remedies",
      "strategies-for-buyers",
      "strategies-for-sellers",
      "common-questions",
      "talk-to-a-lawyer",
    ]);
    for (const id of ids) expect(reHtml).toContain(`id="${id}"`);
    for (const e of realEstate.toc) expect(e.label.trim()).not.toBe("");
  });
});

describe("out-of-status guide", () => {
  it("has the five common reasons of the product rules", () => {
    const reasons = sectionsBy(osHtml, 'data-list="reasons"')[0] ?? "";
    expect(attrValues(reasons.slice(0, reasons.indexOf("</ol>")), "id")).toEqual([
      "expired-temporary-visa",
      "pending-pr-application",
      "failed-refugee-claim",
      "overstaying-authorization",
      "failed-to-renew",
    ]);
  });

  it("has six risk factors, each High or Medium", () => {
    expect(countAttr(osHtml, "data-risk")).toBe(6);
    const impacts = attrValues(osHtml, 'data-badge="impact" data-value');
    expect(impacts).toHaveLength(6);
    for (const v of impacts) expect(riskImpacts).toContain(v);
    expect(new Set(impacts)).toEqual(new Set(["High", "Medium"]));
  });

  it("has seven numbered solutions with an allowed urgency, a timeline and every list", () => {
    const solutions = sectionsBy(osHtml, "data-solution");
    expect(solutions).toHaveLength(7);
    const urgencies = attrValues(osHtml, 'data-badge="urgency" data-value');
    solutions.forEach((s, i) => {
      expect(s).toContain(`data-solution="${i + 1}"`);
      expect(solutionUrgencies).toContain(urgencies[i]);
      for (const list of ["Requirements", "Advantages", "Considerations"]) {
        const from = s.indexOf(`>${list}</h4>`);
        expect(from, list).toBeGreaterThan(0);
        const ul = s.slice(from, s.indexOf("</ul>", from));
        expect(ul.split("<li").length - 1, `${list} of solution ${i + 1}`).toBeGreaterThan(0);
      }
    });
    expect(new Set(urgencies)).toEqual(new Set(solutionUrgencies));
  });

  it("carries the published figures exactly", () => {
    const timeline = (id: string) => {
      const s = sectionsBy(osHtml, `id="${id}"`)[0] ?? "";
      return htmlText(
        s.slice(s.indexOf("data-timeline"), s.indexOf("</p>", s.indexOf("data-timeline"))),
      );
    };
    expect(timeline("restoration-of-status")).toContain("90 days");
    expect(timeline("permanent-residence")).toContain("12-24 months");
    expect(timeline("humanitarian-and-compassionate")).toContain("18-36 months");
    expect(timeline("refugee-claim")).toContain("12-18 months");
  });

  it("has four immediate action steps and two stories with the past-results caveat", () => {
    const actions = sectionsBy(osHtml, 'data-list="actions"')[0] ?? "";
    expect(actions.slice(0, actions.indexOf("</ol>")).split("<li").length - 1).toBe(4);
    expect(countAttr(osHtml, "data-story")).toBe(2);
    const note = sectionsBy(osHtml, "data-past-results")[0] ?? "";
    expect(htmlText(note)).toContain("Past results do not guarantee future outcomes");
  });

  it("states the same-day reply as an aim the firm can keep, not a guarantee", () => {
    const cta = htmlText(sectionsBy(osHtml, "data-article-cta")[0] ?? "");
    expect(cta).toMatch(/we aim to respond/i);
    expect(cta).not.toMatch(/guarantee/i);
  });

  it("has unique anchors, and an urgent notice beside its title", () => {
    expect(new Set(outOfStatus.anchors).size).toBe(outOfStatus.anchors.length);
    expect(outOfStatus.slots).toContain("hero");
    expect(entryHtml(outOfStatus.key, "hero")).toContain("data-urgent-banner");
  });
});

describe("both articles", () => {
  it.each(blogPosts.map((p) => [p.slug, p] as const))(
    "%s never claims to be a specialist or expert",
    (_slug, post) => {
      expect(entryText(post.key)).not.toMatch(/\b(specialist|expert)/i);
    },
  );
});
