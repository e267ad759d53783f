import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkTypedFigures } from "./remark-typed-figures";

describe("remarkTypedFigures: prose reads the register's figures, never types them", () => {
  it("finds a register figure typed into a sentence, with the <Fact> to write instead", async () => {
    const { said, problems } = await runPlugins(
      "Intro.\n\nYou can withdraw up to $60,000 from your RRSP.",
      [remarkTypedFigures],
    );
    expect(said).toEqual([
      '3: "$60,000" is typed into the text, but it is a figure of the facts register ("home-buyers-plan-limit").',
    ]);
    expect(problems[0]?.fix).toContain('<Fact id="home-buyers-plan-limit" />');
    expect(problems[0]?.fix).toContain("<Unrelated>$60,000</Unrelated>");
  });

  it("accepts the same amount inside <Unrelated>, and market ranges", async () => {
    const { problems } = await runPlugins(
      "A used car at <Unrelated>$60,000</Unrelated> is another matter. Fees run $1,500-$3,000.",
      [remarkTypedFigures],
    );
    expect(problems).toEqual([]);
  });
});
