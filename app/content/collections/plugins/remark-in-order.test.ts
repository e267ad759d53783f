import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkComponents } from "./remark-components";
import { remarkInOrder } from "./remark-in-order";
import { remarkLinks } from "./remark-links";

describe("remarkInOrder: problems read from the top of the file down", () => {
  it("orders what different plugins found by line and column, and the links too", async () => {
    const source = [
      "See [WCAG](https://www.w3.org/TR/WCAG22/).",
      "",
      '<Note colour="red">',
      "",
      "Call [us](mailto:office@example.com) or see [fees](/fees/real-estate).",
      "",
      "</Note>",
      "",
      '<CallToAction title="Talk to us">',
      '<LinkButton to="/contact" />',
      "</CallToAction>",
    ].join("\n");
    const unordered = await runPlugins(source, [remarkComponents, remarkLinks]);
    expect(unordered.said.map((s) => s.split(":")[0])).toEqual(["3", "1", "5"]);
    const { said, ctx } = await runPlugins(source, [remarkComponents, remarkLinks, remarkInOrder], {
      lineOffset: 8,
    });
    expect(said.map((s) => s.split(":")[0])).toEqual(["9", "11", "13"]);
    expect(ctx.result.links.map((l) => l.href)).toEqual(["/fees/real-estate", "/contact"]);
  });
});
