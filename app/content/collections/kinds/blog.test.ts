import { describe, expect, it } from "vitest";
import { attr, type Jsx } from "../mdx-nodes";
import { runPlugins } from "../run-plugins";
import { remarkArticle } from "./blog";

describe("an article: lead, sections, numbered steps and the notice beside the title", () => {
  it("shapes the page and its table of contents", async () => {
    const { tree, ctx } = await runPlugins(
      [
        "Most of closing day happens between the lawyers.",
        "",
        '<HeroNotice title="Closing this week?">',
        "",
        "Call us.",
        "",
        "</HeroNotice>",
        "",
        "## Before the day {#before}",
        "",
        "Text.",
        "",
        '<Step title="Sign the papers" toc="Sign" icon="document" description="D">',
        "",
        "Text.",
        "",
        "</Step>",
        "",
        '<Step title="Get the keys" icon="home" description="D">',
        "",
        "Text.",
        "",
        "</Step>",
        "",
        '<CallToAction title="Talk to us">',
        "",
        "Text.",
        "",
        "</CallToAction>",
      ].join("\n"),
      [remarkArticle],
    );
    const [hero, body] = tree.children as Jsx[];
    expect(hero!.children.map((c) => (c as Jsx).name)).toEqual(["HeroNotice"]);
    const blocks = body!.children as Jsx[];
    expect(blocks.map((b) => b.name)).toEqual(["Lead", "Section", "Step", "Step", "CallToAction"]);
    expect(
      blocks.slice(2, 4).map((s) => [attr(s, "number")?.value, attr(s, "total")?.value]),
    ).toEqual([
      ["1", "2"],
      ["2", "2"],
    ]);
    expect(ctx.result.toc).toEqual([
      { id: "before", label: "Before the day" },
      { id: "sign-the-papers", label: "Step 1: Sign" },
      { id: "get-the-keys", label: "Step 2: Get the keys" },
      { id: "talk-to-us", label: "Talk to us" },
    ]);
    expect(ctx.result.slots).toEqual(["hero"]);
  });
});
