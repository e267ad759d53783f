import { describe, expect, it } from "vitest";
import type { SearchHit } from "./pagefind";
import { siteSearchStatus } from "./site-search-results";

const hit = (n: number): SearchHit => ({
  url: `/page-${n}`,
  title: `Page ${n}`,
  excerpt: "…",
  parts: [],
});

// The search page's status line is a live region (WCAG 4.1.3 Status Messages): what it says is
// what a screen reader announces after each search.
describe("the search page's status line", () => {
  it("says nothing before a search of two characters or more", () => {
    expect(siteSearchStatus({ kind: "idle" })).toBe("");
  });

  it("says a search is under way", () => {
    expect(siteSearchStatus({ kind: "searching", term: "will" })).toBe("Searching…");
  });

  it("counts the results in words, one result in the singular", () => {
    expect(siteSearchStatus({ kind: "done", term: "will", hits: [hit(1)] })).toBe(
      "1 result for “will”.",
    );
    expect(siteSearchStatus({ kind: "done", term: "will", hits: [hit(1), hit(2)] })).toBe(
      "2 results for “will”.",
    );
  });

  it("says when nothing matches, and points to the list of pages below", () => {
    expect(siteSearchStatus({ kind: "done", term: "zzz", hits: [] })).toBe(
      "No results for “zzz”. Try another word, or browse the pages below.",
    );
  });

  it("says when search could not load, and what to do instead", () => {
    expect(siteSearchStatus({ kind: "failed", term: "will" })).toMatch(
      /^Search could not be loaded\. .*browse the pages below\.$/,
    );
  });
});
