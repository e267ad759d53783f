import { describe, expect, it } from "vitest";
import { legalAidLine, resourceCategories, resourceHref, resourcesByWebsite } from "./resources";

describe("external resources (the product rules, §3)", () => {
  it("has the eight categories of the product rules, in order", () => {
    expect(resourceCategories.map((c) => c.name)).toEqual([
      "Family Law",
      "Immigration",
      "Real Estate",
      "Will Planning",
      "Financial Information",
      "Credit History",
      "Services",
      "Moving",
    ]);
  });

  const all = resourceCategories.flatMap((c) => c.resources);

  it("stores websites as a host name and optional path, without a scheme", () => {
    for (const r of all) {
      expect(r.website, r.name).not.toMatch(/^[a-z]+:/i);
      expect(r.website, r.name).not.toMatch(/^\/\//);
      expect(r.website, r.name).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/[^\s]*)?$/);
    }
  });

  it("links with the secure scheme plus the website", () => {
    expect(resourceHref({ website: "www.legalaid.on.ca" })).toBe("https://www.legalaid.on.ca");
    for (const r of all) expect(new URL(resourceHref(r)).protocol).toBe("https:");
  });

  it("has no duplicates and no empty fields; each category has at least four", () => {
    expect(new Set(all.map((r) => r.website)).size).toBe(all.length);
    for (const c of resourceCategories) {
      expect(c.resources.length, c.name).toBeGreaterThanOrEqual(4);
      for (const r of c.resources)
        for (const v of [r.name, r.website, r.description]) expect(v.trim()).not.toBe("");
    }
  });

  it("finds guide resources by website, and refuses an unknown one", () => {
    expect(resourcesByWebsite("www.tarion.com")[0]?.name).toBe("Tarion");
    expect(() => resourcesByWebsite("example.com")).toThrow();
  });

  it("carries the legal aid line with the product rules's 20 minutes of free advice", () => {
    expect(legalAidLine.adviceMinutes).toBe(20);
    expect(legalAidLine.e164).toMatch(/^\+1800\d{7}$/);
  });
});
