/**
 * The home page and its testimonial carousel, whose timing (3,000 ms per testimonial, a 300 ms
 * fade, pauses) is driven by Playwright's fake clock, never by waiting real time
 * (docs/PRODUCT-RULES.md#accessibility-and-motion).
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { team } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { DESKTOP, it, type OpenSitePage, PHONE, pauseClock } from "../support/browser";

/** The product rule's timings, written out so that a change in the component fails here. */
const TESTIMONIAL_INTERVAL_MS = 3_000;
const TESTIMONIAL_FADE_MS = 300;

const slide = (page: Page) =>
  page.locator("[data-slide-index]").getAttribute("data-slide-index").then(Number);
const quote = (page: Page) =>
  page.locator("[data-testimonials] [data-slide-index] blockquote").innerText();
/** The opacity the slide is fading to: "0" while a change fades out, "1" otherwise. */
const opacity = (page: Page) =>
  page
    .locator("[data-testimonials] [aria-live]")
    .evaluate((el) => (el as HTMLElement).style.opacity);

/**
 * Lets the page finish the work the last timers queued (the carousel's own, or React's, which
 * renders state changes in a MessageChannel task where a hydrated page renders the carousel) before
 * asserting that nothing changed.
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/** Advances the page's fake clock by `ms`, firing its timers, then lets the page settle. */
async function runFor(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settle(page);
}

/**
 * Opens the home page with the fake clock stopped and the carousel in a known state: the first
 * testimonial shown, no change in progress, the pointer and focus outside it. Time does not move
 * until the test runs the clock, so a busy machine cannot change what the test sees.
 */
async function openCarousel(open: OpenSitePage, options: { reducedMotion?: boolean } = {}) {
  const { page } = await open("/", { viewport: DESKTOP, fakeClock: true, ...options });
  await pauseClock(page);
  // Choosing the first dot cancels any change already under way and stops the rotation while
  // the pointer and focus are on it.
  await page.locator("[data-carousel-dot]").first().click();
  await runFor(page, TESTIMONIAL_FADE_MS);
  expect(await slide(page)).toBe(0);
  await leaveCarousel(page);
  return page;
}

/** Moves the pointer and focus out of the carousel, so it may rotate again. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
}

describe("home page", () => {
  it("has the hero, vision and mission, five service cards and the two team members", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: DESKTOP });
    expect(
      await page.getByRole("link", { name: /Learn About Our Services/ }).getAttribute("href"),
    ).toBe("/services");
    expect(await page.locator("#vision").innerText()).toMatch(/Our vision[\s\S]*Our mission/);
    expect(await page.locator("#services article").count()).toBe(5);
    expect(
      await page
        .locator("#services")
        .getByRole("link", { name: /Learn More/ })
        .count(),
    ).toBe(5);
    for (const m of team) {
      expect(
        await page
          .getByRole("link", { name: `View Profile of ${m.lawyer.name}` })
          .getAttribute("href"),
      ).toBe(m.path);
      expect(await page.locator(`#team a[href^="mailto:${m.lawyer.email}"]`).count()).toBe(1);
    }
    const stats = await page.locator("[data-testimonials] ~ div dl").innerText();
    expect(stats).toContain("50+");
    // No success rate or star average (LSO Rule 4.2-1, docs/PRODUCT-RULES.md).
    const body = await page.locator("body").innerText();
    for (const claim of ["98%", "success rate", "5 star", "average rating"])
      expect(body).not.toContain(claim);
    // Nor five chosen five-star ratings without a source beside the testimonials.
    expect(await page.locator("[data-testimonials] [aria-label^='Rated']").count()).toBe(0);
    expect(await page.locator("[data-testimonials] blockquote").count()).toBeGreaterThan(0);
  });
});

describe("the home page's opening", () => {
  // Booking is its filled, first button (docs/PRODUCT-RULES.md#service-terms).
  const heroActions = (page: Page) =>
    page.locator("[data-hero] [data-actions]").locator("a, button");

  it("leads with booking, filled, the services link outlined beside it; booking opens the dialog", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: DESKTOP });
    const actions = heroActions(page);
    expect((await actions.allInnerTexts()).map((t) => t.trim())).toEqual([
      "Book a free consultation",
      "Learn About Our Services",
    ]);
    const [book, services] = await actions.evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return { face: style.backgroundColor, border: style.borderTopWidth };
      }),
    );
    expect(book?.face, "booking has a solid face").toMatch(/^rgb\(/);
    expect(services, "the other is an outline").toEqual({
      face: "rgba(0, 0, 0, 0)",
      border: "1px",
    });
    await actions.first().click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole("dialog", { name: "Book a free consultation" }).waitFor();
  });

  it("without JavaScript, booking reaches the booking page", async ({ open }) => {
    const { page } = await open("/", { viewport: DESKTOP, javaScript: false });
    await heroActions(page).first().click();
    await page.waitForURL(/\/contact#book$/);
    const book = page.locator("#book").getByRole("link", { name: "Book Consultation" });
    expect(await book.isVisible()).toBe(true);
    expect(await book.getAttribute("href")).toBe("/book");
  });
});

describe("testimonial carousel", () => {
  it("starts at the first testimonial (and shows the hero's four steps on a phone)", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: PHONE, javaScript: false });
    // How a matter goes is read on a phone too: its four steps, under the hero's buttons.
    const steps = page.locator("[data-hero]").getByRole("listitem");
    expect(await steps.count()).toBe(4);
    for (const step of await steps.all()) expect(await step.isVisible()).toBe(true);
    expect(await page.locator("[data-hero]").innerText()).toContain("Free 15-minute consultation");
    expect(await slide(page)).toBe(0);
    expect(await page.locator("[data-slide-index] blockquote").innerText()).toContain(
      testimonials[0]!.text,
    );
  });

  it("auto-advances every 3 seconds with a fade, and wraps from the last to the first", async ({
    open,
  }) => {
    const page = await openCarousel(open);
    await runFor(page, TESTIMONIAL_INTERVAL_MS - 1);
    expect(await slide(page)).toBe(0);
    expect(await opacity(page)).toBe("1");
    // At 3,000 ms the testimonial fades out; the next one shows once the fade is over.
    await runFor(page, 1);
    expect(await opacity(page)).toBe("0");
    expect(await slide(page)).toBe(0);
    await runFor(page, TESTIMONIAL_FADE_MS - 1);
    expect(await slide(page)).toBe(0);
    await runFor(page, 1);
    await expect.poll(() => slide(page)).toBe(1);
    expect(await opacity(page)).toBe("1");
    expect(await quote(page)).toContain(testimonials[1]!.text);

    // Jump to the last one, then let it advance: it wraps to the first.
    await page
      .locator("[data-carousel-dot]")
      .nth(testimonials.length - 1)
      .click();
    await runFor(page, TESTIMONIAL_FADE_MS);
    await expect.poll(() => slide(page)).toBe(testimonials.length - 1);
    // Moving pointer and focus away lets it rotate again (focus inside pauses it).
    await leaveCarousel(page);
    await runFor(page, TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    await expect.poll(() => slide(page)).toBe(0);
    expect(await quote(page)).toContain(testimonials[0]!.text);
  });

  it("previous and next jump directly and wrap both ways; dots select", async ({ open }) => {
    const page = await openCarousel(open);
    const choose = async (name: string) => {
      await page.getByRole("button", { name }).click();
      await runFor(page, TESTIMONIAL_FADE_MS);
    };
    await choose("Pause testimonials");
    await choose("Previous testimonial");
    await expect.poll(() => slide(page)).toBe(testimonials.length - 1);
    await expect.poll(() => quote(page)).toContain(testimonials.at(-1)!.text);
    await choose("Next testimonial");
    await expect.poll(() => slide(page)).toBe(0);
    await choose("Show testimonial 3 of 5");
    await expect.poll(() => slide(page)).toBe(2);
    await expect
      .poll(() =>
        page.getByRole("button", { name: "Show testimonial 3 of 5" }).getAttribute("aria-current"),
      )
      .toBe("true");
  });

  it("stops advancing when paused and resumes with Play", async ({ open }) => {
    const page = await openCarousel(open);
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(0, 0);
    await runFor(page, 10 * TESTIMONIAL_INTERVAL_MS);
    expect(await slide(page)).toBe(0);
    await page.getByRole("button", { name: "Play testimonials" }).click();
    await page.mouse.move(0, 0);
    await settle(page);
    await runFor(page, TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    await expect.poll(() => slide(page)).toBe(1);
  });

  it("pauses while hovered or focused", async ({ open }) => {
    const page = await openCarousel(open);
    await page.locator("[data-testimonials] [data-slide-index] blockquote").hover();
    await settle(page);
    await runFor(page, 10 * TESTIMONIAL_INTERVAL_MS);
    expect(await slide(page)).toBe(0);
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Next testimonial" }).focus();
    await settle(page);
    await runFor(page, 10 * TESTIMONIAL_INTERVAL_MS);
    expect(await slide(page)).toBe(0);
    // Leaving it starts the rotation again, so the pauses above were the hover and the focus.
    await leaveCarousel(page);
    await runFor(page, TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    await expect.poll(() => slide(page)).toBe(1);
  });

  it("does not advance while it is out of view, and goes on once scrolled back to", async ({
    open,
  }) => {
    const page = await openCarousel(open);
    const carousel = page.locator("[data-testimonials]");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => carousel.getAttribute("data-offscreen")).toBe("");
    await settle(page);
    await runFor(page, 10 * TESTIMONIAL_INTERVAL_MS);
    expect(await slide(page)).toBe(0);
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute("data-offscreen")).toBeNull();
    await settle(page);
    await runFor(page, TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    await expect.poll(() => slide(page)).toBe(1);
  });

  it("never advances on its own under reduced motion", async ({ open }) => {
    const page = await openCarousel(open, { reducedMotion: true });
    await runFor(page, 10 * TESTIMONIAL_INTERVAL_MS);
    expect(await slide(page)).toBe(0);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    // Without a fade: the next testimonial shows at once, with no time passing.
    await expect.poll(() => slide(page)).toBe(1);
    expect(await opacity(page)).toBe("1");
  });
});

describe("about page", () => {
  it("has its sections, the two memberships, five reasons and Get in Touch", async ({ open }) => {
    const { page } = await open("/about", { viewport: DESKTOP });
    const main = (await page.locator("main").textContent()) ?? "";
    for (const s of [
      "Who we are",
      "Our values",
      "Law Society of Ontario",
      "Ontario Real Estate Lawyers Association",
      "Inclusivity",
      "24-48 hours",
    ]) {
      expect(main).toContain(s);
    }
    expect(await page.locator("#why-choose-us ol > li").count()).toBe(5);
    expect(await page.getByRole("link", { name: "Get in Touch" }).getAttribute("href")).toBe(
      "/contact",
    );
  });
});
