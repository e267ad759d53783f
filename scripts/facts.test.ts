import { describe, expect, it } from "vitest";
import { reviewReport } from "../app/content/facts/review-report";
import { factsReviewWarning } from "./vite-plugin-facts";

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("npm run facts", () => {
  it("reports nothing overdue on the day the register was checked", () => {
    const report = reviewReport(on("2026-11-23"));
    expect(report.overdue).toEqual([]);
    expect(report.text).toContain("Overdue: none");
  });

  it("lists what to recheck next month, and what the firm must confirm", () => {
    const report = reviewReport(on("2026-11-23"));
    expect(report.due30.map((f) => f.id)).toContain("land-registration-fee");
    expect(report.confirmWithFirm.map((f) => f.id)).toContain("study-permit-proof-of-funds");
    expect(report.text).toMatch(/Due for review within 30 days \(\d+\):\n {2}- /);
  });

  it("says loudly what is overdue once a review date has passed", () => {
    const report = reviewReport(on("2026-12-08"));
    expect(report.overdue.map((f) => f.id)).toContain("land-registration-fee");
    expect(report.text).toMatch(/!!! OVERDUE: \d+ facts? past the review date/);
    expect(report.text).toContain("land-registration-fee");
    expect(report.text).toMatch(/1 day overdue \(review by December 7, 2026\)/);
  });
});

describe("the build's review warning", () => {
  function runBuildStart(today: string): string[] {
    const warnings: string[] = [];
    const plugin = factsReviewWarning(() => on(today));
    const hook = plugin.buildStart as unknown as (this: { warn: (m: string) => void }) => void;
    hook.call({ warn: (m: string) => warnings.push(m) });
    // A second build with the same config (React Router's server bundle) does not repeat it.
    hook.call({ warn: (m: string) => warnings.push(m) });
    return warnings;
  }

  it("is silent while nothing is overdue", () => {
    expect(runBuildStart("2026-11-23")).toEqual([]);
  });

  it("warns once, naming each overdue fact, after a review date passes", () => {
    const warnings = runBuildStart("2026-12-08");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("land-registration-fee (review by 2026-12-07)");
    expect(warnings[0]).toContain("npm run facts");
  });
});
