import { describe, expect, it } from "vitest";
import { articleJsonLd, readingDuration } from "~/components/article/article-json-ld";
import { principal } from "~/content/firm";
import { pageByPath } from "~/site-map";
import {
  closingAssurances,
  commonReasons,
  immediateActions,
  outOfStatusToc,
  RESTORATION_WINDOW_DAYS,
  riskFactors,
  solutions,
  storiesNote,
  successStories,
} from "./out-of-status";
import { blogPosts, formatArticleDate, outOfStatusPost, realEstateAgreementsPost } from "./posts";
import {
  buyerStrategies,
  realEstateQuestions,
  realEstateSteps,
  realEstateToc,
  sellerStrategies,
} from "./real-estate-agreements";
import { riskImpacts, solutionUrgencies } from "./types";

/** Every string value in a data structure, for "no empty strings" and "figure present" checks. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("blog index", () => {
  it("lists the two posts of the product rules, each at a route of the route table", () => {
    expect(blogPosts.map((p) => p.path).sort()).toEqual([
      "/blog/out-of-status-in-canada",
      "/blog/real-estate-agreements",
    ]);
    for (const post of blogPosts) {
      expect(pageByPath(post.path)?.heading).toBe(post.title);
      expect(post.summary.length).toBeGreaterThan(80);
    }
  });

  it("labels the reading times exactly as the product rules say", () => {
    expect(realEstateAgreementsPost.readingLabel).toBe("15 minute read");
    expect(outOfStatusPost.heroLabel).toBe("20 min read / Updated 2025");
    expect(outOfStatusPost.dateModified.startsWith("2025")).toBe(true);
  });

  it("formats dates without time-zone drift", () => {
    expect(formatArticleDate("2025-06-01")).toBe("June 1, 2025");
  });
});

describe("Article structured data", () => {
  it("gives reading time as an ISO 8601 duration", () => {
    expect(readingDuration(15)).toBe("PT15M");
    expect(readingDuration(20)).toBe("PT20M");
    expect(readingDuration(75)).toBe("PT1H15M");
    expect(() => readingDuration(0)).toThrow();
  });

  it.each(blogPosts.map((p) => [p.id, p] as const))(
    "%s has headline, author, dates, timeRequired and publisher",
    (_id, post) => {
      const ld = articleJsonLd(post);
      expect(ld["@type"]).toBe("Article");
      expect(ld.headline).toBe(post.title);
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
    expect(realEstateSteps).toHaveLength(5);
    realEstateSteps.forEach((step, i) => {
      expect(step.number).toBe(i + 1);
      expect(step.description).not.toBe("");
      expect(step.details.length).toBeGreaterThan(0);
      expect(step.tips).toHaveLength(3);
    });
  });

  it("has tailored strategies for buyers and for sellers", () => {
    expect(buyerStrategies.length).toBeGreaterThanOrEqual(3);
    expect(sellerStrategies.length).toBeGreaterThanOrEqual(3);
  });

  it("has a table of contents with unique ids, no empty strings anywhere", () => {
    const ids = realEstateToc.map((e) => e.id);
    const pageIds = [...ids, ...realEstateQuestions.map((q) => q.id)];
    expect(new Set(pageIds).size).toBe(pageIds.length);
    for (const step of realEstateSteps) expect(ids).toContain(step.id);
    for (const s of strings([realEstateSteps, buyerStrategies, sellerStrategies, realEstateToc]))
      expect(s.trim()).not.toBe("");
  });
});

describe("out-of-status guide", () => {
  it("has the five common reasons of the product rules", () => {
    expect(commonReasons.map((r) => r.id)).toEqual([
      "expired-temporary-visa",
      "pending-pr-application",
      "failed-refugee-claim",
      "overstaying-authorization",
      "failed-to-renew",
    ]);
  });

  it("has six risk factors, each High or Medium", () => {
    expect(riskFactors).toHaveLength(6);
    for (const r of riskFactors) expect(riskImpacts).toContain(r.impact);
    expect(new Set(riskFactors.map((r) => r.impact))).toEqual(new Set(["High", "Medium"]));
  });

  it("has seven numbered solutions with an allowed urgency, a timeline and every list", () => {
    expect(solutions).toHaveLength(7);
    solutions.forEach((s, i) => {
      expect(s.number).toBe(i + 1);
      expect(solutionUrgencies).toContain(s.urgency);
      for (const field of [s.title, s.timeline, s.description]) expect(field.trim()).not.toBe("");
      expect(s.details.length).toBeGreaterThan(0);
      expect(s.requirements.length).toBeGreaterThan(0);
      expect(s.pros.length).toBeGreaterThan(0);
      expect(s.cons.length).toBeGreaterThan(0);
    });
    expect(new Set(solutions.map((s) => s.urgency))).toEqual(new Set(solutionUrgencies));
  });

  it("carries the published figures exactly", () => {
    expect(RESTORATION_WINDOW_DAYS).toBe(90);
    const byId = Object.fromEntries(solutions.map((s) => [s.id, s]));
    expect(byId["restoration-of-status"]?.timeline).toContain("90 days");
    expect(byId["permanent-residence"]?.timeline).toBe("12-24 months");
    expect(byId["humanitarian-and-compassionate"]?.timeline).toBe("18-36 months");
    expect(byId["refugee-claim"]?.timeline).toBe("12-18 months");
  });

  it("has four immediate action steps and two stories with the past-results caveat", () => {
    expect(immediateActions).toHaveLength(4);
    expect(successStories).toHaveLength(2);
    const solutionIds = solutions.map((s) => s.id);
    for (const story of successStories) expect(solutionIds).toContain(story.solutionId);
    expect(storiesNote).toContain("Past results do not guarantee future outcomes");
  });

  it("states the same-day reply as an aim the firm can keep, not a guarantee", () => {
    const reply = closingAssurances.find((a) => a.title === "A quick reply");
    expect(reply?.text).toMatch(/we aim to respond/i);
    expect(strings(closingAssurances).join(" ")).not.toMatch(/guarantee/i);
  });

  it("has unique anchors and no empty strings", () => {
    const ids = [...outOfStatusToc.map((e) => e.id), ...solutions.map((s) => s.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of strings([
      commonReasons,
      riskFactors,
      solutions,
      immediateActions,
      successStories,
    ]))
      expect(s.trim()).not.toBe("");
  });

  it("never claims to be a specialist or expert", () => {
    const all = strings([
      commonReasons,
      riskFactors,
      solutions,
      immediateActions,
      successStories,
      closingAssurances,
    ]).join(" ");
    expect(all).not.toMatch(/\b(specialist|expert)/i);
  });
});
