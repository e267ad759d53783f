import type { Heading } from "mdast";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkHeadingIds } from "./remark-heading-ids";

const ids = (tree: Parameters<typeof visit>[0]) => {
  const found: string[] = [];
  visit(tree, "heading", (h: Heading) => {
    found.push(String((h.data?.hProperties as { id?: string } | undefined)?.id));
  });
  return found;
};

describe("remarkHeadingIds: every heading can be linked to", () => {
  it("uses {#id} when given (and removes it from the text), otherwise a slug of the title", async () => {
    const { tree, ctx, problems } = await runPlugins(
      "## Before the day {#before}\n\n### What to bring\n\n### What to bring",
      [remarkHeadingIds],
    );
    expect(problems).toEqual([]);
    expect(ids(tree)).toEqual(["before", "what-to-bring", "what-to-bring-1"]);
    expect(ctx.result.anchors).toEqual(["before", "what-to-bring", "what-to-bring-1"]);
    const first = tree.children[0] as Heading;
    expect(first.children).toEqual([
      expect.objectContaining({ type: "text", value: "Before the day" }),
    ]);
  });

  it("refuses an id that is not one, and the same id twice", async () => {
    const { said } = await runPlugins("## One {#Bad_Id}\n\n## Two {#two}\n\n## Three {#two}", [
      remarkHeadingIds,
    ]);
    expect(said).toEqual([
      '1: The heading id "{#Bad_Id}" is not valid.',
      '5: Two places in this file have the id "two".',
    ]);
  });
});
