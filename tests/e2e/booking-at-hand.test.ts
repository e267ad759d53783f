/**
 * Booking is one tap away on every page (docs/PRODUCT-RULES.md#ways-to-reach-the-firm): the
 * header's Book Consultation stays on one line on wide screens, and on phones a Call · Book bar
 * is at the bottom of every route without covering the page or the focused control (WCAG 2.4.11).
 * The bar on every route, at the end of each page, is checked in tests/e2e/routes.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { bookingHref } from "~/content/firm";
import { it, PHONE } from "../support/browser";

/**
 * How many lines the header's Book Consultation label takes: the line boxes of a Range over its
 * text (a flex item's own box is always one rectangle, whatever its text does), counted by their
 * distinct tops, and the label's height against one line of its text.
 */
async function bookingLabelLines(page: Page) {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>("[data-site-header] a")].find(
      (a) => a.textContent?.trim() === "Book Consultation",
    )!;
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    let text: Node | null = walker.nextNode();
    while (text && !text.textContent?.trim()) text = walker.nextNode();
    const range = document.createRange();
    range.selectNodeContents(text!);
    const tops = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    );
    const label = text!.parentElement!;
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    return {
      lines: tops.size,
      // Taller than one line and a half: the text wrapped, whatever the rectangles say.
      wrapped: range.getBoundingClientRect().height > lineHeight * 1.5,
    };
  });
}

describe("the header's booking button", () => {
  // Hydrated pages (/contact, /fees/real-estate's island beside the shell) and pages that load no
  // React (/, /about) share the header; each is checked at every width.
  it.for(["/", "/about", "/contact", "/fees/real-estate"])(
    "stays on one line at 1024, 1280 and 1440 px on %s",
    async (path, { open }) => {
      const { page } = await open(path, { viewport: { width: 1024, height: 800 } });
      const book = page
        .locator("[data-site-header]")
        .getByRole("link", { name: "Book Consultation" });
      expect(await book.getAttribute("href")).toBe(bookingHref);
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect
          .poll(() => page.evaluate(() => window.innerWidth), { message: `${width} px` })
          .toBe(width);
        expect(await bookingLabelLines(page), `${path} at ${width} px: one line`).toEqual({
          lines: 1,
          wrapped: false,
        });
        const header = await page
          .locator("[data-site-header] > div")
          .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(header.scroll, `${width} px: nothing in the header overflows`).toBe(header.client);
        expect(await book.isVisible()).toBe(true);
      }
      // The full navigation shows beside it from 1280 px.
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    },
  );
});

describe("the phone booking bar", () => {
  // On every route at 390 px, with a call and a booking link, covering nothing at the end of the
  // page: checked on the load without JavaScript that tests/e2e/routes.test.ts already makes of
  // each route at that width (docs/PERFORMANCE.md#test-suite).

  it("keeps the focused control in sight and steps aside for the keyboard of a text field", async ({
    open,
  }) => {
    const { page } = await open("/fees/estate-planning", { viewport: PHONE });
    const bar = page.locator("[data-booking-bar]");
    // Forward through the page: each control the browser scrolls into view comes from below.
    const hidden: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || el.closest("[data-booking-bar],[data-site-header]"))
          return null;
        const target =
          el.classList.contains("sr-only") && el.id
            ? ((document.querySelector(`label[for="${el.id}"]`) as HTMLElement | null) ?? el)
            : el;
        const r = target.getBoundingClientRect();
        const barTop = document.querySelector("[data-booking-bar]")!.getBoundingClientRect().top;
        return {
          name: `${el.tagName} ${el.id} ${(el.textContent ?? "").trim().slice(0, 40)} ${r.top}-${r.bottom}/${barTop}`,
          under: r.bottom > barTop,
        };
      });
      if (state?.under) hidden.push(state.name);
    }
    expect(hidden).toEqual([]);

    // A text field with focus (the on-screen keyboard is up): the bar makes room.
    const { page: contact } = await open("/contact", { viewport: PHONE });
    const contactBar = contact.locator("[data-booking-bar]");
    await contact.getByRole("textbox", { name: /First name/ }).focus();
    await expect.poll(() => contactBar.isVisible()).toBe(false);
    // From one text field to the next it stays aside; a box to tick needs no keyboard.
    await contact.keyboard.press("Tab");
    expect(await contact.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
    expect(await contactBar.isVisible()).toBe(false);
    await contact.getByRole("checkbox").first().focus();
    await expect.poll(() => contactBar.isVisible()).toBe(true);
    await contact.getByRole("textbox", { name: /First name/ }).focus();
    await expect.poll(() => contactBar.isVisible()).toBe(false);
    await contact.getByRole("textbox", { name: /First name/ }).blur();
    await expect.poll(() => contactBar.isVisible()).toBe(true);
    expect(await bar.isVisible()).toBe(true);
  });

  it("is not shown from 640 px up, where the header has the booking button", async ({ open }) => {
    const { page } = await open("/", { viewport: { width: 640, height: 800 }, javaScript: false });
    expect(await page.locator("[data-booking-bar]").isVisible()).toBe(false);
    expect(
      await page
        .locator("[data-site-header]")
        .getByRole("link", { name: "Book Consultation" })
        .isVisible(),
    ).toBe(true);
  });
});
