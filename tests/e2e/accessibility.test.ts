/**
 * Accessibility (docs/PRODUCT-RULES.md#accessibility-and-motion): the quote calculators showing a
 * quote; focus that stays in sight (WCAG 2.4.7, 2.4.11). Every route's axe scan (WCAG 2.2 A/AA) at
 * 390 and 1280 px, reflow at 320 px and 200 % zoom (WCAG 1.4.10) and unique ids are in
 * every-route-phone.test.ts and every-route-desktop.test.ts; other files scan only states these
 * cannot reach (an open dialog, inline form errors).
 */
import { describe, expect } from "vitest";
import { axeViolations, DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";

/** A 1280 × 800 window at 200 % zoom. */
const ZOOM_200 = { width: 640, height: 400 } as const;

/**
 * Pages whose content depends on the address: the calculators with an answer to show (the real
 * estate tool's sale answer; its purchase estimate is scanned in estimator.test.ts).
 */
const quoteStates = [
  "/fees/real-estate?type=sale&price=3500001",
  "/fees/estate-planning?package=couples-dual&addon=guardian&addon=henson-trust",
];

describe.each([
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const)("a quote on the address, at %s", (_label, viewport) => {
  it.for(quoteStates)("%s has no axe violations", async (path, { open }) => {
    const { page } = await open(path, { viewport });
    await expect
      .poll(() => page.locator("[data-quote-total], [data-estimate-total]").count())
      .toBe(1);
    expect(await page.locator("h1").count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});

describe("the harness's axe scan", () => {
  it("finds what a person would meet and names the element, with JavaScript and without", async ({
    open,
  }) => {
    for (const javaScript of [true, false]) {
      const { page } = await open("/privacy", { javaScript });
      expect(await axeViolations(page)).toEqual([]);
      // A button with no name and a field with no label, added to the page.
      await page.evaluate(() => {
        const main = document.querySelector("main");
        main?.insertAdjacentHTML(
          "afterbegin",
          '<button type="button" id="nameless"></button><input id="unlabelled">',
        );
      });
      const found = await axeViolations(page);
      expect(found.map((v) => v.id).sort()).toEqual(["button-name", "label"]);
      const named = found.flatMap((v) => v.nodes).join("\n");
      expect(named).toContain("#nameless");
      expect(named).toContain("#unlabelled");
    }
  });
});

describe("focus stays in sight (WCAG 2.4.11, 2.4.7)", () => {
  it.for(["/fees/real-estate", "/fees/estate-planning", "/knowledge/real-estate/buyer-checklist"])(
    "tabbing backwards through %s at 200 percent zoom never hides the focused control under the header",
    async (path, { open }) => {
      const { page } = await open(path, { viewport: ZOOM_200 });
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
    },
  );

  it("a focused link in a header dropdown has a ring that stands out on the white panel", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: DESKTOP });
    await page.getByRole("button", { name: "Services menu" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest(".nav-dd-panel") !== null))
      .toBe(true);
    const color = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineColor,
    );
    expect(color).toBe("rgb(132, 90, 20)"); // brass-700: 6:1 on white
  });
});
