import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type ComponentRule, componentRules } from "./components";
import { componentsTable, withComponentsTable, writtenComponentsTable } from "./components-doc";

const guide = readFileSync(new URL("../../../docs/EDITING.md", import.meta.url), "utf8");

describe("docs/EDITING.md#components", () => {
  it("shows exactly the components and props the build accepts", () => {
    // When this fails, a component's props changed in components.ts: run `npm run docs:components`.
    expect(
      writtenComponentsTable(guide),
      "docs/EDITING.md's components table is out of date: run `npm run docs:components`",
    ).toBe(componentsTable());
  });

  it("lists every component with each of its props, and no other", () => {
    const written = writtenComponentsTable(guide) ?? "";
    const rows = new Map(
      written
        .split("\n")
        .slice(2)
        .map((row) => row.split("|").map((cell) => cell.trim()))
        .map((cells) => [cells[1]?.replace(/^`<|>`$/g, ""), cells[3] ?? ""]),
    );
    expect([...rows.keys()]).toEqual(Object.keys(componentRules));
    for (const [name, rule] of Object.entries(componentRules) as [string, ComponentRule][]) {
      const names = [...(rows.get(name) ?? "").matchAll(/`(\w+)\??`/g)].map((m) => m[1]);
      expect(names, name).toEqual(Object.keys(rule.props.shape));
    }
  });

  it("marks optional props, required-in-collection props and the allowed values", () => {
    const row = (name: string) =>
      componentsTable()
        .split("\n")
        .find((r) => r.startsWith(`| \`<${name}>\` |`));
    expect(row("Risk")).toContain("`title`, `impact` (High or Medium)");
    expect(row("Note")).toContain("`title?`");
    expect(row("Step")).toContain("`icon?` (required in articles)");
    expect(row("Card")).toContain("inside `<Cards>` or `<NumberedCards>`");
    expect(row("Phone")).toContain("| none |");
  });

  it("changes when a schema changes, so a changed prop reaches the guide", () => {
    const changed: Record<string, ComponentRule> = {
      ...componentRules,
      Note: { ...componentRules.Note, props: z.strictObject({ heading: z.string() }) },
    };
    const table = componentsTable(changed);
    expect(table).not.toBe(componentsTable());
    expect(table).toMatch(/\| `<Note>` \| Everywhere \| `heading` \|/);
    expect(writtenComponentsTable(withComponentsTable(guide, table))).toBe(table);
  });
});
