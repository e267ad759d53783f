/**
 * Writes the table of content components into docs/EDITING.md#components from their prop
 * schemas (app/content/collections/components.ts). Run after changing a component's props:
 * `npm run docs:components`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { withComponentsTable } from "../app/content/collections/components-doc";

const file = new URL("../docs/EDITING.md", import.meta.url);
const before = readFileSync(file, "utf8");
const after = withComponentsTable(before);
if (after === before) {
  console.log("docs/EDITING.md: the components table is up to date");
} else {
  writeFileSync(file, after);
  console.log("docs/EDITING.md: components table rewritten");
}
