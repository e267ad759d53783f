import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingHref } from "~/content/firm";
import { primaryNav } from "~/site-map";
import { DESKTOP, launchBrowser, openPage, PHONE } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headerIsSolid = (page: import("playwright-core").Page) =>
  page.locator("[data-site-header]").evaluate((el) => el.hasAttribute("data-solid"));
const headerBackground = (page: import("playwright-core").Page) =>
  page.locator("[data-site-header]").evaluate((el) => getComputedStyle(el).backgroundColor);

describe("header", () => {
  it("is transparent at the top and turns solid only after more than 50 px of scroll", async () => {
    const { page, close, problems } = await openPage(browser, "/about", { viewport: DESKTOP });
    expect(await headerIsSolid(page)).toBe(false);
    expect(await headerBackground(page)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(150);
    expect(await headerIsSolid(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 51));
    await page.waitForFunction(() =>
      document.querySelector("[data-site-header]")?.hasAttribute("data-solid"),
    );
    await page.waitForTimeout(300);
    expect(await headerBackground(page)).not.toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => !document.querySelector("[data-site-header]")?.hasAttribute("data-solid"),
    );
    expect(problems).toEqual([]);
    await close();
  });

  it("shows the seven main links, a Book Consultation link to the booking dialog and a phone link", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of primaryNav) {
      await expect(
        nav.getByRole("link", { name: item.name, exact: true }).getAttribute("href"),
      ).resolves.toBe(item.path);
    }
    await expect(
      page.locator("header").getByRole("link", { name: "Book Consultation" }).getAttribute("href"),
    ).resolves.toBe(bookingHref);
    await expect(
      page
        .locator("header")
        .getByRole("link", { name: /Call us/ })
        .getAttribute("href"),
    ).resolves.toMatch(/^tel:\+1/);
    await close();
  });

  it("opens the Services dropdown on hover and lists the five service pages", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    const toggle = page.getByRole("button", { name: "Services menu" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services", exact: true })
      .hover();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(
      `#${(await toggle.getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`,
    );
    await expect(panel.isVisible()).resolves.toBe(true);
    const services = primaryNav.find((i) => i.name === "Services")!;
    for (const child of services.children) {
      await expect(
        panel.getByRole("link", { name: child.name }).getAttribute("href"),
      ).resolves.toBe(child.path);
    }
    await page.mouse.move(5, 700);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await close();
  });

  it("opens the Fees dropdown with the keyboard, closes it with Escape and returns focus", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    const toggle = page.getByRole("button", { name: "Fees menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("href")))
      .toBe("/fees/real-estate");
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Fees menu");
    await close();
  });

  it("opens a dropdown by tap, and choosing a link navigates and closes it", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    const toggle = page.getByRole("button", { name: "Services menu" });
    await toggle.dispatchEvent("click");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Notary Services" })
      .click();
    await page.waitForURL(/\/services\/notary$/);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await close();
  });
});

describe("phone drawer at 390 px", () => {
  it("opens from the right, repeats the links, traps focus, closes on Escape", async () => {
    const { page, close, problems } = await openPage(browser, "/", { viewport: PHONE });
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await page.waitForTimeout(400); // the slide-in animation
    const box = await dialog.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(PHONE.width);
    for (const item of primaryNav) {
      await expect(
        dialog.getByRole("link", { name: item.name, exact: true }).count(),
      ).resolves.toBeGreaterThan(0);
    }
    // Focus stays inside the dialog however far one tabs.
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Open menu");
    expect(problems).toEqual([]);
    await close();
  });

  it("closes when a link is chosen and shows the chosen page", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: PHONE });
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(/\/about$/);
    await dialog.waitFor({ state: "detached" });
    await expect(page.locator("h1").innerText()).resolves.toMatch(/About/);
    await close();
  });

  it("closes with its close button", async () => {
    const { page, close } = await openPage(browser, "/fees", { viewport: PHONE });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "detached" });
    await close();
  });
});

describe("phone menu without the drawer's script", () => {
  it("without JavaScript, Menu is a link to the footer, which lists every page", async () => {
    const { page, close } = await openPage(browser, "/services", {
      viewport: PHONE,
      javaScript: false,
    });
    await expect(page.getByRole("button", { name: "Open menu" }).isVisible()).resolves.toBe(false);
    const menu = page.getByRole("banner").getByRole("link", { name: "Menu" });
    await expect(menu.getAttribute("href")).resolves.toBe("#site-footer");
    await menu.click();
    const footer = page.locator("#site-footer");
    await expect(footer.getByRole("link", { name: "Contact" }).first().isVisible()).resolves.toBe(
      true,
    );
    await close();
  });

  it("a wide screen never downloads the drawer; a phone has it before the first tap", async () => {
    const wide = await openPage(browser, "/about", { viewport: DESKTOP });
    const wideScripts: string[] = [];
    wide.page.on("request", (r) => wideScripts.push(r.url()));
    await wide.page.waitForTimeout(1_000);
    const loaded = await wide.page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => e.name),
    );
    expect([...loaded, ...wideScripts].some((u) => u.includes("mobile-nav-drawer"))).toBe(false);
    await wide.close();

    const phone = await openPage(browser, "/about", { viewport: PHONE });
    await expect
      .poll(() =>
        phone.page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((e) => e.name.includes("mobile-nav-drawer")),
        ),
      )
      .toBe(true);
    await phone.close();
  });
});

describe("navigation", () => {
  it("navigates client-side after hydration and opens the new page at the top", async () => {
    const { page, close, problems } = await openPage(browser, "/", { viewport: DESKTOP });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Privacy Policy", exact: true }).click();
    await page.waitForURL(/\/privacy$/);
    await page.waitForFunction(() => document.querySelector("h1")?.textContent?.match(/Privacy/i));
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe("footer", () => {
  it("shows the current year, the hours, the links and the statements", async () => {
    const { page, close } = await openPage(browser, "/about", { viewport: DESKTOP });
    const footer = page.locator("footer");
    await expect(footer.locator("[data-year]").innerText()).resolves.toBe(
      String(new Date().getFullYear()),
    );
    const text = (await footer.textContent()) ?? "";
    for (const s of [
      "9:30 AM-6:30 PM EST",
      "11:00 AM-4:00 PM EST",
      "By appointment only",
      "Land acknowledgement",
      "not legal advice",
      "Inclusivity",
    ]) {
      expect(text).toContain(s);
    }
    for (const href of ["/team", "/faq", "/terms", "/privacy", "/legal-disclaimer", "/sitemap"]) {
      await expect(footer.locator(`a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    }
    await expect(
      footer.getByRole("link", { name: /Google Business/ }).getAttribute("target"),
    ).resolves.toBe("_blank");
    await close();
  });
});

describe("affiliations strip", () => {
  const playState = (page: import("playwright-core").Page) =>
    page
      .locator("[data-affiliations] .marquee-track")
      .evaluate((el) => getComputedStyle(el).animationPlayState);

  it("scrolls 7 affiliations endlessly, pauses on hover and with its pause control", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: DESKTOP });
    const strip = page.locator("[data-affiliations]");
    await expect(strip.locator("li:not([data-marquee-copy])").count()).resolves.toBe(7);
    await expect(
      strip.locator(".marquee-track").evaluate((el) => getComputedStyle(el).animationDuration),
    ).resolves.toBe("15s");
    await strip.scrollIntoViewIfNeeded();
    expect(await playState(page)).toBe("running");
    await strip.locator(".marquee > div:last-child").hover();
    expect(await playState(page)).toBe("paused");
    await page.mouse.move(0, 0);
    expect(await playState(page)).toBe("running");
    // One control with a name that never changes: checked means paused.
    const pause = strip.getByRole("checkbox", { name: "Pause affiliations" });
    await strip.getByText("Pause affiliations").click();
    await page.mouse.move(0, 0);
    expect(await playState(page)).toBe("paused");
    await expect(pause.isChecked()).resolves.toBe(true);
    await strip.getByText("Pause affiliations").click();
    await page.mouse.move(0, 0);
    expect(await playState(page)).toBe("running");
    await expect(pause.isChecked()).resolves.toBe(false);
    await close();
  });

  it("loops in 10 s on small screens", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: PHONE });
    await expect(
      page
        .locator("[data-affiliations] .marquee-track")
        .evaluate((el) => getComputedStyle(el).animationDuration),
    ).resolves.toBe("10s");
    await close();
  });

  it("does not move at all under reduced motion", async () => {
    const { page, close } = await openPage(browser, "/", {
      viewport: DESKTOP,
      reducedMotion: true,
    });
    await expect(
      page
        .locator("[data-affiliations] .marquee-track")
        .evaluate((el) => getComputedStyle(el).animationName),
    ).resolves.toBe("none");
    await close();
  });
});

describe("without JavaScript", () => {
  it("every part of the home page reads, including all five testimonials", async () => {
    const { page, close } = await openPage(browser, "/", { viewport: PHONE, javaScript: false });
    const text = await page.locator("main").innerText();
    expect(text).toContain("Our vision and mission");
    expect(text).toContain("Meet the team");
    for (const name of ["Priya S.", "Andre M.", "Helen and Robert K.", "Olumide A.", "Sandra L."])
      expect(text).toContain(name);
    await expect(
      page.locator("[data-site-header]").evaluate((el) => getComputedStyle(el).backgroundColor),
    ).resolves.not.toBe("rgba(0, 0, 0, 0)");
    await close();
  });
});
