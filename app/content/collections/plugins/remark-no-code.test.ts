import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkNoCode } from "./remark-no-code";

describe("remarkNoCode: content files hold text, not code or markup", () => {
  it("refuses imports, {…} expressions and images, each at its line", async () => {
    const { said, problems } = await runPlugins(
      ['import x from "y";', "", "The answer is {1 + 1}.", "", "![A photo](/photo.jpg)"].join("\n"),
      [remarkNoCode],
    );
    expect(said).toEqual([
      "1: Content files cannot import or export code.",
      "3: Curly braces {…} run code, which content files cannot do.",
      "5: Images are not supported in content files yet.",
    ]);
    expect(problems[1]?.fix).toContain("write \\{ to show a brace");
  });

  it("refuses raw HTML in a Markdown (.md) file", async () => {
    const { said } = await runPlugins("Plain text.\n\n<div>A box</div>", [remarkNoCode], {
      markdown: true,
    });
    expect(said).toEqual(["3: Raw HTML is not allowed in content files."]);
  });

  it("lets comments and ordinary Markdown through", async () => {
    const { problems } = await runPlugins(
      "{/* a note for editors */}\n\n## A heading\n\nSome *emphasis* and a [link](/contact).",
      [remarkNoCode],
    );
    expect(problems).toEqual([]);
  });
});
