import type { AddressInfo } from "node:net";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import express from "express";
import { describe, expect, it } from "vitest";
import { engagementRouteIds } from "~/engagement/engagement-routes";
import routeTable from "~/routes";
import { engagementRoutePolicy } from "./open-engagement.server";

const ids = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((e) => [e.id ?? "", ...ids(e.children ?? [])]);

describe("the engagement letter's page policy", () => {
  it("names a route of the route table, never cached, indexed or sent as a referrer", async () => {
    expect(ids(await routeTable)).toEqual(expect.arrayContaining([...engagementRouteIds]));
    const policy = engagementRoutePolicy({ logger: { info() {}, warn() {}, error() {} } });
    expect(policy.headers).toMatchObject({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "strict-origin",
    });
  });

  it("answers 429 past the limit from one address, so links and codes cannot be tried in bulk", async () => {
    const warned: string[] = [];
    const policy = engagementRoutePolicy({
      logger: { info() {}, warn: (e) => warned.push(e), error() {} },
      limit: 3,
    });
    const app = express();
    if (policy.guard) app.use(policy.guard);
    app.get("/engagement/x", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/engagement/x`;
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(url)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(warned).toEqual(["engagement_rate_limited"]);
    } finally {
      server.close();
    }
  });
});
