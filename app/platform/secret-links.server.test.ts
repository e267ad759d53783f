import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { secretLinkRouteIds } from "~/platform/secret-links.server";
import routeTable from "~/routes";

const ids = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((e) => [e.id ?? "", ...ids(e.children ?? [])]);

describe("addresses that carry a secret", () => {
  it("name routes of the route table, so a renamed route cannot fall out of the policy", async () => {
    const table = await routeTable;
    expect(ids(table)).toEqual(expect.arrayContaining([...secretLinkRouteIds]));
  });
});
