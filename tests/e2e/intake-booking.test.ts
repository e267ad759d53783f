import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { bookingHref, bookingSectionId, firm } from "~/content/firm";
import {
  axeViolations,
  baseUrl,
  DESKTOP,
  describeViolations,
  it,
  PHONE,
  stubThirdParty,
} from "../support/browser";

// Booking takes one tap from anywhere: every booking call to action links to /contact#book, which
// opens the booking dialog on arrival; and on a phone the contact page's first screen holds both of
// its main actions (docs/PRODUCT-RULES.md#contact-and-privacy).

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Book a free consultation" });

/** Whether the element is entirely inside the first screen (the page scrolled to the top). */
async function inFirstScreen(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize()!;
  return Boolean(
    box && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.width > 0,
  );
}

describe("booking in one tap", () => {
  it.for([
    ["/", "main", "Book a free consultation"],
    ["/services/immigration", "main", "Book a free consultation"],
    ["/blog/real-estate-agreements", "[data-article-cta]", "Book a free consultation"],
    // The notary page requests an appointment instead (services.test.ts): the booking takes calls only.
    ["/services/wills-estates", "main", "Book a free consultation"],
  ] as const)(
    "from %s, one tap on the booking button at 390 px opens the booking dialog",
    async ([path, scope, label], { open }) => {
      // Third-party hosts answer with a small stub: the machine is offline, and this is about our page.
      const opened = await open(path, { viewport: PHONE, beforeOpen: stubThirdParty });
      const { page } = opened;
      const cta = page.locator(scope).getByRole("link", { name: label }).first();
      expect(await cta.getAttribute("href")).toBe(bookingHref);
      await cta.scrollIntoViewIfNeeded();
      await cta.click();
      const dialog = dialogOf(page);
      await dialog.waitFor();
      expect(new URL(page.url()).pathname).toBe("/contact");
      // The fragment is dropped once the dialog is open: Back or a reload does not open it again.
      expect(new URL(page.url()).hash).toBe("");
      expect(await dialog.getByRole("button", { name: "Close booking window" }).isVisible()).toBe(
        true,
      );
      expect(opened.problems).toEqual([]);
      await opened.close();
    },
  );

  it("opens on arrival at /contact#book, closes with focus on Book Consultation, and opens again from a booking link on the page", async ({
    open,
  }) => {
    const opened = await open("/about", { viewport: DESKTOP, beforeOpen: stubThirdParty });
    const { page } = opened;
    // Typed, bookmarked or followed from an e-mail: a fresh load of the booking link.
    await page.goto(new URL(bookingHref, baseUrl()).href);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-booking-trigger")))
      .toBe(true);
    expect(new URL(page.url()).hash).toBe("");

    // The header's Book Consultation, on the contact page itself.
    await page.locator("header").getByRole("link", { name: "Book Consultation" }).click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close booking window" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    expect(await dialog.count()).toBe(0);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("without JavaScript, /contact#book shows the booking section, whose button is the plain booking page", async ({
    open,
  }) => {
    const opened = await open(bookingHref, { viewport: PHONE, javaScript: false });
    const { page } = opened;
    const section = page.locator(`#${bookingSectionId}`);
    expect(await section.count()).toBe(1);
    const book = section.getByRole("link", { name: "Book Consultation" });
    expect(await book.getAttribute("href")).toBe("/book");
    expect(await inFirstScreen(page, book)).toBe(true);
    expect(await section.innerText()).toContain(
      `${firm.consultation.minutes} minutes and ${firm.consultation.price}`,
    );
    await opened.close();
  });
});

describe("the contact page's first screen on a 390 x 844 phone", () => {
  it("shows the Book button and the message form's first field, with the details after them", async ({
    open,
  }) => {
    const opened = await open("/contact", { viewport: PHONE });
    const { page } = opened;
    const book = page.getByRole("button", { name: "Book Consultation" });
    const firstField = page.locator("form[data-contact-form]").getByLabel("First name");
    expect(await inFirstScreen(page, book)).toBe(true);
    expect(await inFirstScreen(page, firstField)).toBe(true);
    // Both act from there: the button opens the dialog, the field takes typing.
    await firstField.fill("Amara");
    expect(await firstField.inputValue()).toBe("Amara");
    const details = page.getByRole("heading", { name: "Reach us directly" });
    const [formBox, detailsBox] = await Promise.all([
      firstField.boundingBox(),
      details.boundingBox(),
    ]);
    expect(detailsBox!.y).toBeGreaterThan(formBox!.y);
    await opened.close();
  });

  it("shows the same two actions without JavaScript", async ({ open }) => {
    const opened = await open("/contact", { viewport: PHONE, javaScript: false });
    const { page } = opened;
    const book = page.locator(`#${bookingSectionId}`).getByRole("link", {
      name: "Book Consultation",
    });
    const firstField = page.locator("form[data-contact-form]").getByLabel("First name");
    expect(await inFirstScreen(page, book)).toBe(true);
    expect(await inFirstScreen(page, firstField)).toBe(true);
    await opened.close();
  });
});

describe("accessibility of the new contact page", () => {
  it.for([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "has no axe violations at %s width, with the form's errors showing",
    async ([, viewport], { open }) => {
      const opened = await open("/contact", { viewport });
      const { page } = opened;
      const form = page.locator("form[data-contact-form]");
      await form.getByLabel("First name").fill("Amara");
      await form.getByLabel("Last name").fill("Osei");
      await form.getByLabel("E-mail").fill("amara@");
      await form.getByLabel("Message").fill("We are closing on a house in Brampton.");
      await form.getByLabel(/Any key date/).fill("x".repeat(10));
      await form.getByRole("checkbox", { name: /I agree/ }).check();
      await form.getByRole("button", { name: "Send Message" }).click();
      await form.getByRole("alert").waitFor();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(opened.problems).toEqual([]);
      await opened.close();
    },
  );
});
