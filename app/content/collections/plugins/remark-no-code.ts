/**
 * Content files hold text, not code or markup: no import/export, no {…} expressions (comments
 * excepted), no raw HTML and no images (docs/EDITING.md#writing-the-text).
 */
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { type CollectionContext, report } from "../context.ts";

export function remarkNoCode(ctx: CollectionContext) {
  return (tree: Root) => {
    visit(tree, (node) => {
      switch (node.type) {
        case "mdxjsEsm":
          report(
            ctx,
            node,
            "Content files cannot import or export code.",
            "Remove the import/export line; use the components in docs/EDITING.md#components.",
          );
          break;
        case "mdxFlowExpression":
        case "mdxTextExpression":
          if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value))
            report(
              ctx,
              node,
              "Curly braces {…} run code, which content files cannot do.",
              "Remove the braces, or write \\{ to show a brace. Comments are written {/* like this */}.",
            );
          break;
        case "html":
          report(
            ctx,
            node,
            "Raw HTML is not allowed in content files.",
            "Use Markdown or a component.",
          );
          break;
        case "image":
          report(ctx, node, "Images are not supported in content files yet.", "Remove the image.");
          break;
      }
    });
  };
}
