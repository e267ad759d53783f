/**
 * The frame of every page: header, dropdowns, phone drawer, navigation, footer and the
 * affiliations strip (docs/PRODUCT-RULES.md#accessibility-and-motion).
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { bookingHref } from "~/content/firm";
import { primaryNav } from "~/site-map";
import { DESKTOP, it, markDocument, PHONE, textOf } from "../support/browser";

const headerIsSolid = (page: Page) =>
  page.locator("[data-site-header]").evaluate((el) => el.hasAttribute("data-solid"));
const headerBackground = (page: Page) =>
  page.locator("[data-site-header]").evaluate((el) => getComputedStyle(el).backgroundColor);
const TRANSPARENT = "rgba(0, 0, 0, 0)";
const activeLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label"));

describe("header", () => {
  it("is transparent at the top and turns solid only after more than 50 px of scroll", async ({
    open,
  }) => {
    const { page } = await open("/about", { viewport: DESKTOP });
    expect(await headerIsSolid(page)).toBe(false);
    expect(await headerBackground(page)).toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(() => headerIsSolid(page)).toBe(true);
    await expect.poll(() => headerBackground(page)).not.toBe(TRANSPARENT);
    // Back to exactly 50 px: transparent again, so 50 px is not "more than 50".
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(() => headerIsSolid(page)).toBe(false);
    await expect.poll(() => headerBackground(page)).toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerIsSolid(page)).toBe(false);
  });

  it("shows the seven main links, a Book Consultation link to the booking dialog and a phone link", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: DESKTOP });
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of primaryNav) {
      expect(
        await nav.getByRole("link", { name: item.name, exact: true }).getAttribute("href"),
      ).toBe(item.path);
    }
    expect(
      await page
        .locator("header")
        .getByRole("link", { name: "Book Consultation" })
        .getAttribute("href"),
    ).toBe(bookingHref);
    expect(
      await page
        .locator("header")
        .getByRole("link", { name: /Call us/ })
        .getAttribute("href"),
    ).toMatch(/^tel:\+1/);
  });

  it("opens the Services dropdown on hover and lists the five service pages", async ({ open }) => {
    const { page } = await open("/", { viewport: DESKTOP });
    const toggle = page.getByRole("button", { name: "Services menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services", exact: true })
      .hover();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(
      `#${(await toggle.getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`,
    );
    await expect.poll(() => panel.isVisible()).toBe(true);
    const services = primaryNav.find((i) => i.name === "Services")!;
    for (const child of services.children) {
      expect(await panel.getByRole("link", { name: child.name }).getAttribute("href")).toBe(
        child.path,
      );
    }
    await page.mouse.move(5, 700);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens the Fees dropdown with the keyboard, closes it with Escape and returns focus", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: DESKTOP });
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
    await expect.poll(() => activeLabel(page)).toBe("Fees menu");
  });

  it("opens a dropdown by tap, and choosing a link navigates and closes it", async ({ open }) => {
    const { page } = await open("/", { viewport: DESKTOP });
    const toggle = page.getByRole("button", { name: "Services menu" });
    await toggle.dispatchEvent("click");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Notary Services" })
      .click();
    await page.waitForURL(/\/services\/notary$/);
    await expect.poll(() => textOf(page.locator("h1"))).toMatch(/Notary/);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  });
});

/**
 * The drawer is the same on every page (docs/PRODUCT-RULES.md#header-menus-and-navigation): on one
 * that hydrates, where a chosen link is a client-side navigation, and on one that does not, where
 * it is a document load and the page runs no React.
 */
const DRAWER_PAGES = [
  {
    kind: "a hydrated page",
    route: "/contact",
    other: "/fees",
    link: "About Us",
    lands: /\/about$/,
    heading: /About/,
  },
  {
    kind: "a page that does not hydrate",
    route: "/services/notary",
    other: "/privacy",
    link: "Services",
    lands: /\/services$/,
    heading: /legal services/i,
  },
];

describe("phone drawer at 390 px", () => {
  it.for(DRAWER_PAGES)(
    "$kind: opens from the right, repeats the links, traps focus, closes on Escape",
    async ({ route }, { open }) => {
      const { page } = await open(route, { viewport: PHONE });
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      // No code is fetched to open it: the drawer is part of the page.
      const requests: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") requests.push(r.url());
      });
      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await dialog.waitFor();
      // Once the slide-in animation ends, the drawer's right edge is the screen's right edge.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return box && Math.round(box.x + box.width);
        })
        .toBe(PHONE.width);
      for (const item of primaryNav) {
        expect(
          await dialog.getByRole("link", { name: item.name, exact: true }).count(),
        ).toBeGreaterThan(0);
        for (const child of "children" in item ? item.children : [])
          expect(await dialog.getByRole("link", { name: child.name }).count()).toBeGreaterThan(0);
      }
      expect(requests).toEqual([]);
      // Focus stays inside the dialog however far one tabs, either way.
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => activeLabel(page)).toBe("Open menu");
    },
  );

  it.for(DRAWER_PAGES)(
    "$kind: closes when a link is chosen and shows the chosen page",
    async ({ route, link, lands, heading }, { open }) => {
      const { page } = await open(route, { viewport: PHONE });
      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await dialog.getByRole("link", { name: link, exact: true }).click();
      await page.waitForURL(lands);
      await dialog.waitFor({ state: "detached" });
      // The address changes before the new page renders: wait for its heading.
      await expect.poll(() => textOf(page.locator("h1"))).toMatch(heading);
    },
  );

  it.for(DRAWER_PAGES)("$kind: closes with its close button", async ({ other }, { open }) => {
    const { page } = await open(other, { viewport: PHONE });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "detached" });
    await expect.poll(() => activeLabel(page)).toBe("Open menu");
  });
});

describe("phone menu without JavaScript", () => {
  it("Menu is a link to the footer, which lists every page", async ({ open }) => {
    const { page } = await open("/services", { viewport: PHONE, javaScript: false });
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    const menu = page.getByRole("banner").getByRole("link", { name: "Menu" });
    expect(await menu.getAttribute("href")).toBe("#site-footer");
    await menu.click();
    const footer = page.locator("#site-footer");
    await expect
      .poll(() => footer.getByRole("link", { name: "Contact" }).first().isVisible())
      .toBe(true);
  });

  it("with JavaScript, Menu is the drawer's button, not the link", async ({ open }) => {
    const { page } = await open("/services", { viewport: PHONE });
    expect(await page.getByRole("banner").getByRole("link", { name: "Menu" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
  });
});

describe("navigation", () => {
  it("navigates client-side after hydration and opens the new page at the top", async ({
    open,
  }) => {
    const { page } = await open("/contact", { viewport: DESKTOP });
    const sameDocument = await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Privacy Policy", exact: true }).click();
    await page.waitForURL(/\/privacy$/);
    await expect.poll(() => textOf(page.locator("h1"))).toMatch(/Privacy/i);
    expect(await sameDocument()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("footer", () => {
  it("shows the visitor's year in a later year than the build, without a hydration error", async ({
    open,
  }) => {
    // The fixture fails the test on any console error, so a hydration mismatch (React #418) fails it.
    const { page } = await open("/contact", {
      viewport: DESKTOP,
      beforeOpen: (p) => p.clock.install({ time: new Date("2031-03-02T15:00:00Z") }),
    });
    await expect.poll(() => page.locator("footer [data-year]").innerText()).toBe("2031");
  });

  it("shows the current year, the hours, the links and the statements", async ({ open }) => {
    const { page } = await open("/about", { viewport: DESKTOP });
    const footer = page.locator("footer");
    expect(await footer.locator("[data-year]").innerText()).toBe(String(new Date().getFullYear()));
    const text = (await footer.textContent()) ?? "";
    for (const s of [
      "Office hours (Toronto time)",
      "9:30 AM-6:30 PM",
      "11:00 AM-4:00 PM",
      "By appointment only",
      "Land acknowledgement",
      "not legal advice",
      "Inclusivity",
    ]) {
      expect(text).toContain(s);
    }
    for (const href of ["/team", "/faq", "/terms", "/privacy", "/legal-disclaimer", "/sitemap"]) {
      expect(await footer.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
    expect(await footer.getByRole("link", { name: /Google Business/ }).getAttribute("target")).toBe(
      "_blank",
    );
  });
});

describe("affiliations strip", () => {
  const playState = (page: Page) =>
    page
      .locator("[data-affiliations] .marquee-track")
      .evaluate((el) => getComputedStyle(el).animationPlayState);

  it("scrolls 7 affiliations endlessly, pauses on hover and with its pause control", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: DESKTOP });
    const strip = page.locator("[data-affiliations]");
    expect(await strip.locator("li:not([data-marquee-copy])").count()).toBe(7);
    expect(
      await strip
        .locator(".marquee-track")
        .evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe("15s");
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => playState(page)).toBe("running");
    await strip.locator(".marquee > div:last-child").hover();
    await expect.poll(() => playState(page)).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(() => playState(page)).toBe("running");
    // One control with a name that never changes: checked means paused.
    const pause = strip.getByRole("checkbox", { name: "Pause affiliations" });
    await strip.getByText("Pause affiliations").click();
    await page.mouse.move(0, 0);
    await expect.poll(() => playState(page)).toBe("paused");
    expect(await pause.isChecked()).toBe(true);
    await strip.getByText("Pause affiliations").click();
    await page.mouse.move(0, 0);
    await expect.poll(() => playState(page)).toBe("running");
    expect(await pause.isChecked()).toBe(false);
  });

  // A hydrated page and one that does not hydrate (its standalone module wires the same behaviour).
  it.for(["/", "/terms"])(
    "%s: stands still while it is off screen, and moves once scrolled into view",
    async (path, { open }) => {
      const { page } = await open(path, { viewport: PHONE });
      await expect.poll(() => playState(page)).toBe("paused");
      await page.locator("[data-affiliations] .marquee").scrollIntoViewIfNeeded();
      await expect.poll(() => playState(page)).toBe("running");
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => playState(page)).toBe("paused");
    },
  );

  it("loops in 10 s on small screens", async ({ open }) => {
    const { page } = await open("/", { viewport: PHONE });
    expect(
      await page
        .locator("[data-affiliations] .marquee-track")
        .evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe("10s");
  });

  it("does not move at all under reduced motion", async ({ open }) => {
    const { page } = await open("/", { viewport: DESKTOP, reducedMotion: true });
    expect(
      await page
        .locator("[data-affiliations] .marquee-track")
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("none");
  });
});

describe("without JavaScript", () => {
  it("every part of the home page reads, including all five testimonials", async ({ open }) => {
    const { page } = await open("/", { viewport: PHONE, javaScript: false });
    const text = await page.locator("main").innerText();
    expect(text).toContain("Our vision and mission");
    expect(text).toContain("Meet the team");
    for (const name of ["Priya S.", "Andre M.", "Helen and Robert K.", "Olumide A.", "Sandra L."])
      expect(text).toContain(name);
    expect(
      await page
        .locator("[data-site-header]")
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).not.toBe(TRANSPARENT);
  });
});
