/**
 * The visual regression suite for one width: every public route compared with its committed
 * baseline (tests/support/visual.ts, docs/decisions/003). A failing capture leaves the capture and
 * a diff image in test-results/visual; if the change is intended, `npm run screenshots -- --update`
 * rewrites the baselines.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe } from "vitest";
import { baseUrl, it } from "../support/browser";
import {
  ACTUAL_DIR,
  BASELINE_DIR,
  captureRoute,
  compare,
  verdict,
  visualRoutes,
} from "../support/visual";

export function visualSuite(width: number): void {
  // Concurrent: a capture spends most of its time waiting for the page (network, hydration,
  // images), so a few at once use the two cores instead of idling.
  describe.concurrent(`visual regression at ${width} px`, () => {
    it.for(visualRoutes())("%s looks as it did", async (route, { browser, expect }) => {
      const problems: string[] = [];
      for (const capture of await captureRoute(browser, baseUrl(), route, width)) {
        const file = path.join(BASELINE_DIR, capture.name);
        const baseline = existsSync(file) ? readFileSync(file) : undefined;
        const problem = verdict(capture.name, capture.png, baseline);
        if (problem) {
          problems.push(problem);
          mkdirSync(ACTUAL_DIR, { recursive: true });
          writeFileSync(path.join(ACTUAL_DIR, capture.name), capture.png);
          const diff = baseline ? compare(capture.png, baseline).diff : undefined;
          if (diff)
            writeFileSync(path.join(ACTUAL_DIR, capture.name.replace(/\.png$/, ".diff.png")), diff);
        }
      }
      expect(problems, "captures that differ from tests/visual/baselines").toEqual([]);
    });
  });
}
