import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import {
  axeViolations,
  baseUrl,
  DESKTOP,
  describeViolations,
  launchBrowser,
  type OpenedPage,
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

const ownOrigin = () => new URL(baseUrl()).origin;

/**
 * Records every request the page makes, and answers third-party ones with a small stub (the
 * machine is offline; a real visitor's browser would fetch the real embed).
 */
async function recordRequests(opened: OpenedPage): Promise<string[]> {
  const urls: string[] = [];
  opened.page.on("request", (r) => urls.push(r.url()));
  await opened.context.route(
    (url) => url.origin !== ownOrigin() && /^https?:$/.test(url.protocol),
    (route) => {
      const isScript = route.request().resourceType() === "script";
      return route.fulfill({
        status: 200,
        contentType: isScript ? "text/javascript" : "text/html",
        body: isScript
          ? "window.__widgetLoaded = (window.__widgetLoaded || 0) + 1;"
          : "<!doctype html><title>stub</title><p>Third-party form</p>",
      });
    },
  );
  return urls;
}

const thirdParty = (urls: string[]) =>
  urls.filter((u) => !u.startsWith(ownOrigin()) && !u.startsWith("data:"));

async function fillRequired(page: Page, email = "sam.ortiz@example.com") {
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel("First name").fill("Sam");
  await form.getByLabel("Last name").fill("Ortiz");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Message").fill("I need a will and power of attorney for my parents.");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
}

describe("contact page without JavaScript", () => {
  it("shows the contact tab with every way to reach the firm", async () => {
    const opened = await openPage(browser, "/contact", { viewport: PHONE, javaScript: false });
    const main = await opened.page.locator("main").innerText();
    for (const text of [
      firm.phone.display,
      `Extension ${firm.principalExtension}`,
      firm.fax.display,
      "cannot take calls",
      firm.email,
      "within 24 hours",
      "Etobicoke",
      "9:30 AM-6:30 PM EST",
      "11:00 AM-4:00 PM EST",
      firm.sundayNote,
      "15 minutes and complimentary",
      "9:00 AM-5:00 PM EST",
    ]) {
      expect(main).toContain(text);
    }
    const form = opened.page.locator("form[data-contact-form]");
    expect(await form.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy",
    );
    expect(
      await form.getByRole("link", { name: "Terms and Conditions" }).getAttribute("href"),
    ).toBe("/terms");
    expect(await opened.page.locator("iframe").count()).toBe(0);
    // Tabs and the dialog need JavaScript: without it they give way to plain links, no dead buttons.
    expect(await opened.page.getByRole("tab").count()).toBe(0);
    const book = opened.page.getByRole("link", { name: "Book Consultation" }).last();
    expect(await book.getAttribute("href")).toBe(firm.embeds.schedulingPage);
    expect(await opened.page.getByRole("button", { name: "Book Consultation" }).count()).toBe(0);
    const forms = opened.page.locator("main [data-noscript-forms]");
    expect(
      await forms.getByRole("link", { name: "Client Consultation Form" }).getAttribute("href"),
    ).toBe(firm.embeds.consultationForm);
    expect(
      await forms.getByRole("link", { name: "Consultation Agreement" }).getAttribute("href"),
    ).toBe(firm.embeds.consultationAgreement);
    await opened.close();
  });

  it("posts the plain HTML form: errors per field, then thanks", async () => {
    const opened = await openPage(browser, "/contact", { viewport: PHONE, javaScript: false });
    const { page } = opened;
    const form = page.locator("form[data-contact-form]");
    expect(await form.getAttribute("method")).toBe("post");
    expect(await form.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    // Without JavaScript the "other" answer box is always offered.
    await expect(form.getByLabel("If other, please tell us where").isVisible()).resolves.toBe(true);
    await fillRequired(page, "sam.ortiz@");
    const [bad] = await Promise.all([
      page.waitForNavigation(),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(bad?.status()).toBe(400);
    const retry = page.locator("form[data-contact-form]");
    await expect(retry.getByRole("alert").first().innerText()).resolves.toContain(
      "Please enter a valid e-mail address",
    );
    expect(await retry.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(await retry.getByLabel("First name").inputValue()).toBe("Sam");

    await retry.getByLabel("E-mail").fill("sam.ortiz@example.com");
    await retry.getByLabel("Service needed").selectOption("wills-estates");
    const [ok] = await Promise.all([
      page.waitForNavigation(),
      retry.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(ok?.status()).toBe(200);
    await expect(page.locator("[data-contact-result=sent]").innerText()).resolves.toContain(
      "Your message was received",
    );
    await opened.close();
  });
});

describe("contact page with JavaScript", () => {
  it("keeps Send Message disabled until the four required fields are filled, then sends without a reload", async () => {
    const opened = await openPage(browser, "/contact", { viewport: PHONE });
    const { page } = opened;
    const form = page.locator("form[data-contact-form]");
    const send = form.getByRole("button", { name: "Send Message" });
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("First name").fill("Sam");
    await form.getByLabel("Last name").fill("Ortiz");
    await form.getByLabel("E-mail").fill("sam.ortiz@");
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("Message").fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("Message").fill("I need a will and power of attorney for my parents.");
    // The consent box is required too.
    expect(await send.isDisabled()).toBe(true);
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    expect(await send.isEnabled()).toBe(true);

    await page.evaluate(() => {
      (window as { __sameDocument?: boolean }).__sameDocument = true;
    });
    // The shared schema catches the bad address in the browser, inline, before anything is sent.
    await send.click();
    await expect(
      form.getByText("Please enter a valid e-mail address", { exact: false }).first().isVisible(),
    ).resolves.toBe(true);
    expect(await form.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("email");
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await form.getByLabel("E-mail").fill("sam.ortiz@example.com");
    await page.waitForTimeout(3_000); // a person takes longer than the bot threshold
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      send.click(),
    ]);
    expect(response.status()).toBe(200);
    const result = page.locator("[data-contact-result=sent]");
    await result.waitFor();
    expect(await result.innerText()).toContain("Your message was received");
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-contact-result")))
      .toBe("sent");

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(
      page.locator("form[data-contact-form]").getByLabel("First name").inputValue(),
    ).resolves.toBe("");
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("tells the visitor to call or e-mail when the message cannot reach the server", async () => {
    const opened = await openPage(browser, "/contact", { viewport: PHONE });
    const { page } = opened;
    await page.route(/\/contact\.data/, (route) => route.abort("connectionreset"));
    await fillRequired(page);
    await page.waitForTimeout(3_000);
    await page
      .locator("form[data-contact-form]")
      .getByRole("button", { name: "Send Message" })
      .click();
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "cannot confirm that your message was sent" });
    await alert.waitFor();
    expect(
      await page.getByRole("link", { name: `Call ${firm.phone.display}` }).getAttribute("href"),
    ).toBe(`tel:${firm.phone.e164}`);
    await opened.close();
  });

  it("reveals a text box for referral Other and clears it for any other choice", async () => {
    const opened = await openPage(browser, "/contact", { viewport: DESKTOP });
    const form = opened.page.locator("form[data-contact-form]");
    const source = form.getByLabel("How did you hear about us?");
    const other = form.getByLabel("Please tell us where");
    expect(await other.count()).toBe(0);
    await source.selectOption("other");
    await other.fill("A community newsletter");
    await source.selectOption("word-of-mouth");
    expect(await other.count()).toBe(0);
    await source.selectOption("other");
    expect(await other.inputValue()).toBe("");
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});

describe("contact tabs", () => {
  it("uses tab semantics, loads each external form only when its tab opens, and puts the tab in the URL", async () => {
    const opened = await openPage(browser, "/contact", { viewport: DESKTOP });
    const { page } = opened;
    const requests = await recordRequests(opened);
    await page.reload({ waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]");
    expect(thirdParty(requests)).toEqual([]);

    const tabs = page.getByRole("tablist", { name: "Ways to reach us" }).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual([
      "Contact Form",
      "Client Consultation Form",
      "Consultation Agreement",
    ]);
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    expect(await page.locator("iframe").count()).toBe(0);

    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(new URL(page.url()).search).toBe("?tab=consultation-form");
    const form = page.getByRole("tabpanel").locator("iframe");
    await form.waitFor();
    expect(await form.getAttribute("title")).toBe("Client consultation form");
    expect(await form.getAttribute("src")).toBe(firm.embeds.consultationForm);
    expect(await form.getAttribute("height")).toBe("900");
    expect(
      await page
        .getByRole("tabpanel")
        .getByRole("link", { name: /Open the client consultation form in a new tab/ })
        .getAttribute("target"),
    ).toBe("_blank");
    await expect
      .poll(() => thirdParty(requests).some((u) => u.startsWith(firm.embeds.consultationForm)))
      .toBe(true);
    expect(thirdParty(requests).every((u) => u.startsWith(firm.embeds.consultationForm))).toBe(
      true,
    );

    // Keyboard: arrows move between tabs, Enter opens one.
    await tabs.nth(1).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("data-tab") === "agreement",
    );
    await page.keyboard.press("Enter");
    expect(await tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    expect(new URL(page.url()).search).toBe("?tab=agreement");
    const agreement = page.getByRole("tabpanel").locator("iframe");
    await agreement.waitFor();
    expect(await agreement.getAttribute("title")).toBe("Consultation agreement");
    expect(await agreement.getAttribute("height")).toBe("600");

    await tabs.nth(0).click();
    expect(new URL(page.url()).search).toBe("");
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it("restores the tab named in the URL", async () => {
    const opened = await openPage(browser, "/contact?tab=agreement", { viewport: PHONE });
    const { page } = opened;
    const selected = page.getByRole("tab", { selected: true });
    await expect(selected.innerText()).resolves.toBe("Consultation Agreement");
    expect(await page.getByRole("tabpanel").locator("iframe").getAttribute("src")).toBe(
      firm.embeds.consultationAgreement,
    );
    await opened.close();
  });
});

describe("booking dialog", () => {
  it("loads the scheduling widget on open, removes it on close (X and Escape) and returns focus", async () => {
    const opened = await openPage(browser, "/contact", { viewport: PHONE });
    const { page } = opened;
    const requests = await recordRequests(opened);
    const trigger = page.getByRole("button", { name: "Book Consultation" });
    expect(await page.locator(`script[src="${firm.embeds.schedulingWidgetScript}"]`).count()).toBe(
      0,
    );

    for (const close of ["x", "escape"] as const) {
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
      await dialog.waitFor();
      expect(
        await page.locator(`script[src="${firm.embeds.schedulingWidgetScript}"]`).count(),
      ).toBe(1);
      expect(await dialog.locator(".calendly-inline-widget").getAttribute("data-url")).toBe(
        firm.embeds.schedulingPage,
      );
      await page.waitForFunction(() => (window as { __widgetLoaded?: number }).__widgetLoaded);
      expect(thirdParty(requests).some((u) => u === firm.embeds.schedulingWidgetScript)).toBe(true);
      expect(
        await dialog
          .getByRole("link", { name: /open the booking page in a new tab/ })
          .getAttribute("href"),
      ).toBe(firm.embeds.schedulingPage);
      if (close === "x") {
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await dialog.getByRole("button", { name: "Close booking window" }).click();
      } else {
        await page.keyboard.press("Escape");
      }
      await dialog.waitFor({ state: "detached" });
      expect(
        await page.locator(`script[src="${firm.embeds.schedulingWidgetScript}"]`).count(),
      ).toBe(0);
      expect(await page.locator(".calendly-inline-widget").count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe("Book Consultation");
    }
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});

describe("contact page accessibility", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("has no axe violations at %s width", async (_name, viewport) => {
    const opened = await openPage(browser, "/contact", { viewport });
    expect(opened.response?.status()).toBe(200);
    const violations = await axeViolations(opened.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
