/**
 * Pages read in a few screens on a phone (docs/PRODUCT-RULES.md#design): the home page in at most
 * 7 screens of 390 x 844 px, each fee page in at most 12. `npm run bench` measures every route
 * (docs/PERFORMANCE.md#page-heights); this holds the budgeted ones to their budget.
 */
import { describe, expect } from "vitest";
import { PHONE_SCREEN, pageHeight, screenBudget } from "../../scripts/page-heights";
import { it } from "../support/browser";

const budgeted = ["/", "/fees", "/fees/real-estate", "/fees/estate-planning", "/fees/immigration"];

describe("page heights at 390 px", () => {
  it("the home page and every fee page stay within their screens", async ({ open }) => {
    const { page } = await open("/", { viewport: PHONE_SCREEN });
    const over: string[] = [];
    for (const path of budgeted) {
      if (path !== "/") await page.goto(new URL(path, page.url()).href, { waitUntil: "load" });
      const { px, screens } = await pageHeight(page);
      const budget = screenBudget(path)!;
      if (screens > budget)
        over.push(`${path}: ${screens.toFixed(1)} screens (${px} px) > ${budget}`);
    }
    expect(over).toEqual([]);
  });
});
