/**
 * How long each page is on a phone, in screens of 390 x 844 CSS px (docs/PERFORMANCE.md#page-heights):
 * measured by `npm run bench` for every route, and held to its budget by
 * tests/e2e/page-heights.test.ts. A page that reads in a few screens keeps a visitor on a phone;
 * the budgets are the firm's (docs/PRODUCT-RULES.md#design).
 * No Vitest import here: the bench runs without a test runner.
 */
import type { Page } from "playwright-core";

/** The phone every height is measured on. */
export const PHONE_SCREEN = { width: 390, height: 844 } as const;

/** The most screens a page may take at 390 px, where the firm set a budget. */
export function screenBudget(path: string): number | undefined {
  if (path === "/") return 7;
  if (path === "/fees" || path.startsWith("/fees/")) return 12;
  return undefined;
}

/**
 * The page's full height once it is ready (hydrated, or drawn for a page without React), with
 * motion allowed, as most visitors see it: in CSS px and in screens.
 */
export async function pageHeight(page: Page): Promise<{ px: number; screens: number }> {
  await page.waitForSelector("html[data-hydrated]", { timeout: 20_000 });
  const px = await page.evaluate(() => document.documentElement.scrollHeight);
  return { px, screens: px / PHONE_SCREEN.height };
}
