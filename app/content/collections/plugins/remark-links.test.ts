import type { Link } from "mdast";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkLinks } from "./remark-links";

describe("remarkLinks: outside addresses listed once, the firm's details never typed", () => {
  it("writes in an outside link's address from its id, and collects links to the site's pages", async () => {
    const { tree, problems, ctx } = await runPlugins(
      "Read [WCAG](outside:wcag-2-2), then [our fees](/fees/real-estate) and [below](#next).",
      [remarkLinks],
      { lineOffset: 10 },
    );
    expect(problems).toEqual([]);
    const urls: string[] = [];
    visit(tree, "link", (l: Link) => {
      urls.push(l.url);
    });
    expect(urls[0]).toBe(ctx.vocabulary.outsideLinks.get("wcag-2-2"));
    expect(ctx.result.links).toEqual([
      { href: "/fees/real-estate", line: 11, column: 37 },
      { href: "#next", line: 11, column: 71 },
    ]);
  });

  it("names the problem of an unknown outside id, an address typed out, and tel:/mailto:", async () => {
    const { said, problems } = await runPlugins(
      [
        "See [WCAG](outside:wcag-22).",
        "",
        "See [WCAG](https://www.w3.org/TR/WCAG22/).",
        "",
        "Call [us](tel:+14165550100).",
      ].join("\n"),
      [remarkLinks],
    );
    expect(said).toEqual([
      '1: There is no outside link with id "wcag-22".',
      "3: The link to https://www.w3.org/TR/WCAG22/ is written out in the file.",
      "5: The link tel:+14165550100 writes out a phone number or e-mail address.",
    ]);
    expect(problems[0]?.fix).toContain('Did you mean "wcag-2-2"?');
    expect(problems[1]?.fix).toContain("Write it as outside:wcag-2-2");
    expect(problems[2]?.fix).toContain("<Phone />");
  });
});
