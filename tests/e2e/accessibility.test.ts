import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePaths } from "~/site-pages.server";
import {
  axeViolations,
  DESKTOP,
  describeViolations,
  launchBrowser,
  openPage,
  PHONE,
} from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const)("axe (WCAG 2.2 A/AA) at %s", (_label, viewport) => {
  it.each([...sitePaths, "/no-such-page"])("%s has no violations", async (path) => {
    const { page, close } = await openPage(browser, path, { viewport });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await close();
  });
});

describe("without JavaScript", () => {
  it.each(sitePaths)("%s reads fully: heading, main content and footer", async (path) => {
    const { page, close } = await openPage(browser, path, { viewport: PHONE, javaScript: false });
    expect(await page.locator("h1").count()).toBe(1);
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
    expect(await page.locator("footer").innerText()).toContain("not legal advice");
    await close();
  });
});

/** 320 CSS px is WCAG's reflow width; 640 × 400 is a 1280 × 800 window at 200 % zoom. */
const ZOOM_200 = { width: 640, height: 400 } as const;
const NARROW = { width: 320, height: 640 } as const;

describe("reflow and zoom (WCAG 1.4.10)", () => {
  it.each(sitePaths)(
    "%s fits 320 px and 200 % zoom without sideways scrolling, with unique ids",
    async (path) => {
      const { page, close } = await openPage(browser, path, { viewport: NARROW });
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow(), "at 320 px").toBeLessThanOrEqual(0);
      await page.setViewportSize(ZOOM_200);
      expect(await overflow(), "at 200 % zoom").toBeLessThanOrEqual(0);
      const duplicates = await page.evaluate(() => {
        const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
        return ids.filter((id, i) => ids.indexOf(id) !== i);
      });
      expect(duplicates).toEqual([]);
      await close();
    },
  );
});

describe("focus stays in sight (WCAG 2.4.11, 2.4.7)", () => {
  it.each(["/fees/real-estate", "/fees/estate-planning", "/knowledge/real-estate/buyer-checklist"])(
    "tabbing backwards through %s at 200 percent zoom never hides the focused control under the header",
    async (path) => {
      const { page, close } = await openPage(browser, path, { viewport: ZOOM_200 });
      await page.locator("footer a").last().focus();
      const hidden: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Shift+Tab");
        const state = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          // The header itself, and the skip link that shows above it, are never under it.
          if (!el || el === document.body || el.closest("[data-site-header]")) return null;
          if (getComputedStyle(el).position === "fixed") return null;
          // A visually hidden input shows its focus on its label.
          const target =
            el.classList.contains("sr-only") && el.id
              ? ((document.querySelector(`label[for="${el.id}"]`) as HTMLElement | null) ?? el)
              : el;
          const r = target.getBoundingClientRect();
          const header = document.querySelector("[data-site-header]")!.getBoundingClientRect();
          return {
            name: (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName)
              .trim()
              .slice(0, 40),
            hidden: r.bottom <= header.bottom + 1 || r.top >= window.innerHeight - 1,
          };
        });
        if (state?.hidden) hidden.push(state.name);
      }
      expect(hidden).toEqual([]);
      await close();
    },
  );

  it("a focused link in a header dropdown has a ring that stands out on the white panel", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    await page.getByRole("button", { name: "Services menu" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const color = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineColor,
    );
    expect(color).toBe("rgb(132, 90, 20)"); // brass-700: 6:1 on white
    await close();
  });
});
