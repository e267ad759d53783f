/**
 * Prints a warning during `npm run build` when any entry of the facts register is past its review
 * date (docs/FACTS.md#reviewing). It warns and does not fail the build: a stale figure must not
 * stop an urgent fix from shipping, but nobody should miss it either.
 */
import type { Plugin } from "vite";
import { reviewReport } from "../app/content/facts/review-report.ts";

export function factsReviewWarning(today: () => Date = () => new Date()): Plugin {
  let warned = false;
  return {
    name: "facts-review-warning",
    apply: "build",
    buildStart() {
      // React Router builds the client and the server bundles with one config: warn once.
      if (warned) return;
      warned = true;
      const report = reviewReport(today());
      if (report.overdue.length === 0) return;
      const list = report.overdue.map((f) => `  - ${f.id} (review by ${f.reviewBy})`).join("\n");
      this.warn(
        `${report.overdue.length} fact(s) in app/content/facts are past their review date; run \`npm run facts\`:\n${list}`,
      );
    },
  };
}
