import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkWordCount } from "./remark-word-count";

describe("remarkWordCount: the words a visitor reads", () => {
  it("counts prose, the text elements show from their props, and facts as the page prints them", async () => {
    const { ctx } = await runPlugins(
      [
        "One two three.",
        "",
        '<Section title="Four five">',
        "",
        'Six <Fact id="home-buyers-plan-limit" /> seven.',
        "",
        "</Section>",
      ].join("\n"),
      [remarkWordCount],
    );
    // "$60,000" is one word; the {#id} marker and markup are none.
    expect(ctx.result.words).toBe(8);
  });

  it("leaves out what is not a word (punctuation, list markers)", async () => {
    const { ctx } = await runPlugins("- one\n- two\n\n— — —", [remarkWordCount]);
    expect(ctx.result.words).toBe(2);
  });
});
