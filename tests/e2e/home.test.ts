import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { team } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { DESKTOP, launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const slide = (page: Page) =>
  page.locator("[data-slide-index]").getAttribute("data-slide-index").then(Number);
const quote = (page: Page) => page.locator("[data-testimonials] blockquote").innerText();

describe("home page", () => {
  it("has the hero, vision and mission, five service cards and the two team members", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    await expect(
      page.getByRole("link", { name: /Learn About Our Services/ }).getAttribute("href"),
    ).resolves.toBe("/services");
    await expect(page.locator("#vision").innerText()).resolves.toMatch(
      /Our vision[\s\S]*Our mission/,
    );
    await expect(page.locator("#services article").count()).resolves.toBe(5);
    await expect(
      page
        .locator("#services")
        .getByRole("link", { name: /Learn More/ })
        .count(),
    ).resolves.toBe(5);
    for (const m of team) {
      await expect(
        page.getByRole("link", { name: `View Profile of ${m.lawyer.name}` }).getAttribute("href"),
      ).resolves.toBe(m.path);
      await expect(page.locator(`#team a[href^="mailto:${m.lawyer.email}"]`).count()).resolves.toBe(
        1,
      );
    }
    const stats = await page.locator("[data-testimonials] ~ div dl").innerText();
    for (const s of ["50+", "98%", "5 star"]) expect(stats).toContain(s);
    await close();
  });
});

describe("testimonial carousel", () => {
  it("auto-advances every 3 seconds with a fade, and wraps from the last to the first", async () => {
    const { page, close, problems } = await openPage(browser, "/", { viewport: DESKTOP });
    await page.mouse.move(0, 0);
    expect(await slide(page)).toBe(0);
    const start = Date.now();
    await expect.poll(() => slide(page), { timeout: 6000, interval: 100 }).toBe(1);
    const elapsed = Date.now() - start;
    expect(elapsed).toBeGreaterThan(2500);
    // Jump to the last one, then let it advance: it wraps to the first.
    await page
      .locator("[data-carousel-dot]")
      .nth(testimonials.length - 1)
      .click();
    await expect.poll(() => slide(page)).toBe(testimonials.length - 1);
    // Moving pointer and focus away lets it rotate again (focus inside pauses it).
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => slide(page), { timeout: 6000, interval: 100 }).toBe(0);
    expect(await quote(page)).toContain(testimonials[0]!.text);
    expect(problems).toEqual([]);
    await close();
  });

  it("previous and next jump directly and wrap both ways; dots select", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(() => slide(page)).toBe(testimonials.length - 1);
    await expect.poll(() => quote(page)).toContain(testimonials.at(-1)!.text);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect.poll(() => slide(page)).toBe(0);
    await page.getByRole("button", { name: "Show testimonial 3 of 5" }).click();
    await expect.poll(() => slide(page)).toBe(2);
    await expect(
      page.getByRole("button", { name: "Show testimonial 3 of 5" }).getAttribute("aria-current"),
    ).resolves.toBe("true");
    await close();
  });

  it("stops advancing when paused and resumes with Play", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3800);
    expect(await slide(page)).toBe(0);
    await page.getByRole("button", { name: "Play testimonials" }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => slide(page), { timeout: 6000 }).toBe(1);
    await close();
  });

  it("pauses while hovered or focused", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    await page.locator("[data-testimonials] blockquote").hover();
    await page.waitForTimeout(3800);
    expect(await slide(page)).toBe(0);
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Next testimonial" }).focus();
    await page.waitForTimeout(3800);
    expect(await slide(page)).toBe(0);
    await close();
  });

  it("never advances on its own under reduced motion", async () => {
    const { page, close } = await openPage(browser, "/", {
      viewport: DESKTOP,
      reducedMotion: true,
    });
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3800);
    expect(await slide(page)).toBe(0);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect.poll(() => slide(page)).toBe(1);
    await close();
  });
});

describe("about page", () => {
  it("has its sections, the two memberships, five reasons and Get in Touch", async () => {
    const { page, close } = await openPage(browser, "/about", { viewport: DESKTOP });
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
    await expect(page.locator("#why-choose-us ol > li").count()).resolves.toBe(5);
    await expect(
      page.getByRole("link", { name: "Get in Touch" }).getAttribute("href"),
    ).resolves.toBe("/contact");
    await close();
  });
});
