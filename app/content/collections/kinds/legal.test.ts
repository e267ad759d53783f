import { describe, expect, it } from "vitest";
import { attr, type Jsx } from "../mdx-nodes";
import { runPlugins } from "../run-plugins";
import { remarkLegalPage } from "./legal";

describe("a legal page: numbered sections from ## headings", () => {
  it("puts the text before the first section in the introduction, and lists the sections", async () => {
    const { tree, ctx } = await runPlugins(
      "These terms apply to the website.\n\n## Who we are {#who}\n\nThe firm.\n\n## Your privacy\n\nWe keep little.",
      [remarkLegalPage],
      { kind: "legal" },
    );
    const [intro, body] = tree.children as Jsx[];
    expect(attr(intro!, "name")?.value).toBe("intro");
    expect(intro!.children).toHaveLength(1);
    const sections = (body!.children[0] as Jsx).children as Jsx[];
    expect(sections.map((s) => [s.name, attr(s, "id")?.value, attr(s, "number")?.value])).toEqual([
      ["LegalSection", "who", "1"],
      ["LegalSection", "your-privacy", "2"],
    ]);
    expect(ctx.result.toc).toEqual([
      { id: "who", label: "Who we are" },
      { id: "your-privacy", label: "Your privacy" },
    ]);
    expect(ctx.result.slots).toEqual(["intro"]);
  });

  it("asks for sections when there are none", async () => {
    const { said } = await runPlugins("Only a paragraph.", [remarkLegalPage], {
      kind: "legal",
      lineOffset: 6,
    });
    expect(said).toEqual([
      "7: A legal page needs numbered sections, each starting with a ## heading.",
    ]);
  });
});
