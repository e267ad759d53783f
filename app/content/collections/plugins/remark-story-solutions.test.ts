import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkStorySolutions } from "./remark-story-solutions";

describe("remarkStorySolutions: a story names a solution of its page", () => {
  it("accepts a known solution, and names the likely one for a typo", async () => {
    const { said, problems } = await runPlugins(
      [
        "<Solutions>",
        '<Solution id="restoration" title="T" urgency="High" timeline="Now" description="D" />',
        "</Solutions>",
        "",
        "<Stories>",
        '<Story id="a" title="T" client="C" solution="restoration" />',
        '<Story id="b" title="T" client="C" solution="restortion" />',
        "</Stories>",
      ].join("\n"),
      [remarkStorySolutions],
    );
    expect(said).toEqual(['7: <Story solution="restortion"> names no <Solution> in this file.']);
    expect(problems[0]?.fix).toContain('Did you mean "restoration"?');
  });
});
