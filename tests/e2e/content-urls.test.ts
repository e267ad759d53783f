import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";
import { titleAndHeadings } from "../support/html";

/**
 * Every public URL of the site as it stood before its prose moved into content files, with the
 * document title and h1 it had then (fixtures/public-urls.json, recorded from that build). Public
 * URLs never change (docs/PRODUCT-RULES.md#site-structure-and-seo): each must still answer 200
 * with the same title and the same h1, to visitors and crawlers alike (the served HTML).
 */
const before: { path: string; title: string; h1: string }[] = JSON.parse(
  readFileSync(new URL("./fixtures/public-urls.json", import.meta.url), "utf8"),
);

describe("public URLs recorded before content collections", () => {
  it("has the recorded list (39 pages)", () => {
    expect(before).toHaveLength(39);
    expect(new Set(before.map((p) => p.path)).size).toBe(before.length);
  });

  it.each(before.map((p) => [p.path, p] as const))(
    "%s still answers 200 with the same title and h1",
    async (path, expected) => {
      const res = await fetch(new URL(path, baseUrl()), { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      const { title, h1 } = titleAndHeadings(await res.text());
      expect(title).toBe(expected.title);
      expect(h1).toEqual([expected.h1]);
    },
  );
});
