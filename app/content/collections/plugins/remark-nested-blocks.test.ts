import { describe, expect, it } from "vitest";
import { attr, isElement, type Jsx } from "../mdx-nodes";
import { runPlugins } from "../run-plugins";
import { remarkNestedBlocks } from "./remark-nested-blocks";

const solution = (id: string) =>
  `<Solution id="${id}" title="T" urgency="High" timeline="Now" description="D">\n\nText.\n\n</Solution>`;

describe("remarkNestedBlocks: blocks that shape their own content", () => {
  it("numbers the solutions of <Solutions> and claims their ids", async () => {
    const { tree, ctx } = await runPlugins(
      `<Solutions>\n\n${solution("first")}\n\n${solution("second")}\n\n</Solutions>`,
      [remarkNestedBlocks],
    );
    const solutions = (tree.children[0] as Jsx).children.filter((c) => isElement(c, "Solution"));
    expect(solutions.map((s) => attr(s as Jsx, "number")?.value)).toEqual(["1", "2"]);
    expect(ctx.result.anchors).toEqual(["first", "second"]);
  });

  it("turns the ### headings of <Questions> into numbered questions holding their answers", async () => {
    const { tree, ctx } = await runPlugins(
      "<Questions>\n\n### Do I need a lawyer? {#need}\n\nYes.\n\n### How long?\n\nA week.\n\n</Questions>",
      [remarkNestedBlocks],
    );
    const [list] = (tree.children[0] as Jsx).children as Jsx[];
    expect(list?.name).toBe("FaqQuestions");
    const questions = list!.children as Jsx[];
    expect(
      questions.map((q) => [
        attr(q, "id")?.value,
        attr(q, "question")?.value,
        attr(q, "number")?.value,
      ]),
    ).toEqual([
      ["need", "Do I need a lawyer?", "1"],
      ["how-long", "How long?", "2"],
    ]);
    // An article's questions are not read out as the page's FAQ.
    expect(ctx.result.questions).toEqual([]);
  });

  it("says so when two blocks have one id, or text stands before the first question", async () => {
    const { said } = await runPlugins(
      `<Solutions>\n\n${solution("same")}\n\n${solution("same")}\n\n</Solutions>\n\n<Questions>\n\nAn answer without a question.\n\n</Questions>`,
      [remarkNestedBlocks],
    );
    expect(said).toEqual([
      '9: Two places in this file have the id "same".',
      "19: Text before the first question: every part of <Questions> belongs to a question.",
      "1: No questions were found.",
    ]);
  });
});
