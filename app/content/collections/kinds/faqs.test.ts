import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkFaqSet } from "./faqs";

describe("an FAQ set: every ## heading a question", () => {
  it("reads out each question with its answer as plain text, facts written in", async () => {
    const { ctx, problems } = await runPlugins(
      '## How much can I withdraw? {#withdraw}\n\nUp to <Fact id="home-buyers-plan-limit" />.\n\n## Who do I call?\n\nCall <Phone />.',
      [remarkFaqSet],
      { kind: "faqs" },
    );
    expect(problems).toEqual([]);
    expect(ctx.result.questions).toEqual([
      {
        id: "withdraw",
        question: "How much can I withdraw?",
        answer: `Up to ${ctx.vocabulary.factText("home-buyers-plan-limit", {})}.`,
      },
      {
        id: "who-do-i-call",
        question: "Who do I call?",
        answer: `Call ${ctx.vocabulary.phoneText}.`,
      },
    ]);
  });

  it("refuses text before the first question, and a set without questions", async () => {
    expect(
      (await runPlugins("Hello.\n\n## Q?\n\nA.", [remarkFaqSet], { kind: "faqs" })).said,
    ).toEqual([
      "1: Text before the first question: every part of an FAQ set belongs to a question.",
    ]);
    expect((await runPlugins("Hello.", [remarkFaqSet], { kind: "faqs" })).said).toContain(
      "1: No questions were found.",
    );
  });
});
