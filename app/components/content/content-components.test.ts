import { describe, expect, it } from "vitest";
import { componentRules, structuralNames } from "~/content/collections/components";
import { collectionKinds } from "~/content/collections/schema";
import { feeCatalogue, feeCatalogueIds } from "~/content/fees/catalogue";
import { contentComponents } from "./content-components";

describe("the components content files may use", () => {
  it.each(collectionKinds.map((k) => [k] as const))(
    "%s: every component its rules allow has an implementation, and nothing more",
    (kind) => {
      const allowed = Object.entries(componentRules)
        .filter(([, rule]) => (rule.kinds as readonly string[]).includes(kind))
        .map(([name]) => name);
      const implemented = Object.keys(contentComponents[kind]).filter(
        (name) => name !== "a" && !(structuralNames as readonly string[]).includes(name),
      );
      expect(implemented.sort()).toEqual(allowed.sort());
    },
  );

  it("gives every fee one id, so <Fee id> is never ambiguous", () => {
    expect(new Set(feeCatalogueIds).size).toBe(feeCatalogueIds.length);
    expect(feeCatalogue["uncontested-divorce"]?.text).toBe("$999");
    expect(feeCatalogue["separation-agreement"]?.text).toBe("$1,200 to $2,000");
  });
});
