/**
 * The Contact page: ways to reach the firm, the form with and without JavaScript, the tabs with
 * their embedded forms and the booking dialog (docs/PRODUCT-RULES.md#contact-and-privacy). The
 * page's axe scans, one per width, are in routes.test.ts (1280 px) and accessibility.test.ts
 * (390 px); this file scans only the states those cannot reach (inline errors, the open dialog).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { bookingHref, bookingSectionId, firm, principal, serviceTerms } from "~/content/firm";
import {
  baseUrl,
  DESKTOP,
  expectNoAxeViolations,
  it,
  markDocument,
  type OpenOptions,
  PHONE,
  stubThirdParty,
  textOf,
} from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Records every request the page makes, and answers third-party ones with a small stub (the
 * machine is offline; a real visitor's browser would fetch the real embed). Pass as `beforeOpen`,
 * so even the first load is recorded; `origin` is the site's, when the page is another server's.
 */
function recordRequests(urls: string[], origin = baseUrl()): OpenOptions["beforeOpen"] {
  const ownOrigin = new URL(origin).origin;
  return async (page, context) => {
    page.on("request", (r) => urls.push(r.url()));
    await context.route(
      (url) => url.origin !== ownOrigin && /^https?:$/.test(url.protocol),
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
  };
}

const thirdParty = (urls: string[], origin = baseUrl()) =>
  urls.filter((u) => !u.startsWith(new URL(origin).origin) && !u.startsWith("data:"));

/**
 * The booking dialogs' code (each dialog's chunk, Radix Dialog's, the own booking's parts) and the
 * server's choice of one (docs/BOOKING.md#the-external-scheduler).
 */
const bookingRequests = (urls: string[]) =>
  urls.filter((u) =>
    /^\/book\.json$|dialog-content-|\/open-dialog-|\/booking-(times|outcome|problem)-/.test(
      new URL(u).pathname,
    ),
  );

/** Waits until the page has been idle (after hydration, its idle-time work has run). */
const afterIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve()), { timeout: 5_000 }),
      ),
  );

async function fillRequired(page: Page, email = "sam.ortiz@example.com") {
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel("First name").fill("Sam");
  await form.getByLabel("Last name").fill("Ortiz");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Message").fill("I need a will and power of attorney for my parents.");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
}

/**
 * A person takes longer than the form's minimum fill time of 3 seconds
 * (docs/PRODUCT-RULES.md#contact-and-privacy); the page's fake clock is moved on instead of
 * waiting.
 */
const takeTimeLikeAPerson = (page: Page) => page.clock.fastForward(5_000);

describe("contact page without JavaScript", () => {
  it("shows the contact tab with every way to reach the firm", async ({ open }) => {
    const { page } = await open("/contact", { viewport: PHONE, javaScript: false });
    const main = await page.locator("main").innerText();
    for (const text of [
      firm.phone.display,
      `Extension ${firm.principalExtension}`,
      firm.fax.display,
      "cannot take calls",
      firm.email,
      "within 24 hours",
      "within 24-48 hours",
      "Etobicoke",
      "Office hours (Toronto time)",
      "9:30 AM-6:30 PM",
      "11:00 AM-4:00 PM",
      firm.sundayNote,
      "15 minutes and complimentary",
      "Consultation hours (Toronto time): Monday to Friday 9:00 AM-5:00 PM",
    ]) {
      expect(main).toContain(text);
    }
    const form = page.locator("form[data-contact-form]");
    expect(await form.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy",
    );
    expect(
      await form.getByRole("link", { name: "Terms and Conditions" }).getAttribute("href"),
    ).toBe("/terms");
    expect(await page.locator("iframe").count()).toBe(0);
    // Tabs and the dialog need JavaScript: without it they give way to plain links, no dead buttons.
    expect(await page.getByRole("tab").count()).toBe(0);
    const book = page.getByRole("link", { name: "Book Consultation" }).last();
    // The firm's own booking as plain pages (docs/BOOKING.md#the-booking-form).
    expect(await book.getAttribute("href")).toBe("/book");
    expect(await page.getByRole("button", { name: "Book Consultation" }).count()).toBe(0);
    // The firm's own questionnaire and letter (firm.embeds.forms, "own" by default,
    // docs/INTAKE.md#the-contact-page): said in words, and no link to a third party.
    const forms = page.locator("main [data-noscript-forms]");
    expect(firm.embeds.forms).toBe("own");
    expect(await forms.innerText()).toContain(
      "Our questionnaire and engagement letter are on our own website",
    );
    expect(await forms.getByRole("link").count()).toBe(0);
    const links = await page
      .locator("main a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(links).not.toContain(firm.embeds.consultationForm);
    expect(links).not.toContain(firm.embeds.consultationAgreement);
  });

  it("posts the plain HTML form: errors per field, then thanks", async ({ open }) => {
    const { page } = await open("/contact", {
      viewport: PHONE,
      javaScript: false,
      // The answer to the bad post is a document with status 400, which the browser reports.
      allowProblems: /status of 400/,
    });
    const form = page.locator("form[data-contact-form]");
    expect(await form.getAttribute("method")).toBe("post");
    expect(await form.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    // Without JavaScript the "other" answer box is always offered.
    expect(await form.getByLabel("If other, please tell us where").isVisible()).toBe(true);
    await fillRequired(page, "sam.ortiz@");
    const [bad] = await Promise.all([
      page.waitForNavigation(),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(bad?.status()).toBe(400);
    const retry = page.locator("form[data-contact-form]");
    expect(await retry.getByRole("alert").first().innerText()).toContain(
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
    expect(await page.locator("[data-contact-result=sent]").innerText()).toContain(
      "Your message was received",
    );
  });
});

describe("contact page with JavaScript", () => {
  it("keeps Send Message disabled until the four required fields are filled, then sends without a reload", async ({
    open,
  }) => {
    const { page } = await open("/contact", { viewport: PHONE, fakeClock: true });
    const form = page.locator("form[data-contact-form]");
    const send = form.getByRole("button", { name: "Send Message" });
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("First name").fill("Sam");
    await form.getByLabel("Last name").fill("Ortiz");
    await form.getByLabel("E-mail").fill("sam.ortiz@");
    await expect.poll(() => send.isDisabled()).toBe(true);
    await form.getByLabel("Message").fill("   ");
    await expect.poll(() => send.isDisabled()).toBe(true);
    await form.getByLabel("Message").fill("I need a will and power of attorney for my parents.");
    // The consent box is required too.
    await expect.poll(() => send.isDisabled()).toBe(true);
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    await expect.poll(() => send.isEnabled()).toBe(true);

    const sameDocument = await markDocument(page);
    // The shared schema catches the bad address in the browser, inline, before anything is sent.
    await send.click();
    await expect
      .poll(() =>
        form.getByText("Please enter a valid e-mail address", { exact: false }).first().isVisible(),
      )
      .toBe(true);
    expect(await form.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("email");
    await expectNoAxeViolations(page);

    await form.getByLabel("E-mail").fill("sam.ortiz@example.com");
    await takeTimeLikeAPerson(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      send.click(),
    ]);
    expect(response.status()).toBe(200);
    await expect
      .poll(() => textOf(page.locator("[data-contact-result=sent]")))
      .toContain("Your message was received");
    expect(await sameDocument()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-contact-result")))
      .toBe("sent");
    // Who replies and by when, from the identity module, and the next step: book a time now.
    const sent = page.locator("[data-contact-result=sent]");
    expect(await textOf(sent.locator("[data-reply-promise]"))).toContain(
      `${principal.name}, our ${principal.title.toLowerCase()}, or a member of our team will write back, by e-mail or by phone if you left a number. ${serviceTerms.replyTimes}`,
    );
    expect(await sent.getByRole("link", { name: "Book a time now" }).getAttribute("href")).toBe(
      bookingHref,
    );

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect
      .poll(() => page.locator("form[data-contact-form]").getByLabel("First name").inputValue())
      .toBe("");
  });

  it("tells the visitor to call or e-mail when the message cannot reach the server", async ({
    open,
  }) => {
    const { page } = await open("/contact", {
      viewport: PHONE,
      fakeClock: true,
      allowProblems: /ERR_CONNECTION_RESET/,
    });
    await page.route(/\/contact\.data/, (route) => route.abort("connectionreset"));
    await fillRequired(page);
    await takeTimeLikeAPerson(page);
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
  });

  it("reveals a text box for referral Other and clears it for any other choice", async ({
    open,
  }) => {
    const { page } = await open("/contact", { viewport: DESKTOP });
    const form = page.locator("form[data-contact-form]");
    const source = form.getByLabel("How did you hear about us?");
    const other = form.getByLabel("Please tell us where");
    expect(await other.count()).toBe(0);
    await source.selectOption("other");
    await other.fill("A community newsletter");
    await source.selectOption("word-of-mouth");
    await expect.poll(() => other.count()).toBe(0);
    await source.selectOption("other");
    await expect.poll(() => other.inputValue()).toBe("");
  });
});

describe("contact tabs, by default: the firm's own questionnaire and engagement letter", () => {
  it("explains each with no third party, asks the server only once a forms tab opens, and Ask for the questionnaire opens the message form", async ({
    open,
  }) => {
    const requests: string[] = [];
    const { page } = await open("/contact", {
      viewport: DESKTOP,
      beforeOpen: recordRequests(requests),
    });
    const asked = () => requests.filter((u) => new URL(u).pathname === "/contact-forms.json");
    await afterIdle(page);
    expect(asked()).toEqual([]);
    const tabs = page.getByRole("tablist", { name: "Ways to reach us" }).getByRole("tab");
    await tabs.nth(1).click();
    const panel = page.getByRole("tabpanel", { name: "Client Consultation Form" });
    await panel.getByText("Our questionnaire is on our own website").waitFor();
    await expect.poll(() => asked().length).toBe(1);
    expect(await panel.getByText(/we offer the questionnaire as soon as you confirm/).count()).toBe(
      1,
    );
    await tabs.nth(2).click();
    const agreement = page.getByRole("tabpanel", { name: "Consultation Agreement" });
    await agreement.getByText("There is nothing to sign on this page").waitFor();
    expect(await page.locator("iframe").count()).toBe(0);
    expect(thirdParty(requests)).toEqual([]);
    expect(asked().length).toBe(1);
    await expectNoAxeViolations(page);

    await tabs.nth(1).click();
    await panel.getByRole("link", { name: "Ask for the questionnaire" }).click();
    await expect.poll(() => tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("firstName");
  });

  it("prerenders no third-party frame, script or link", async () => {
    const html = await (await fetch(`${baseUrl()}/contact`)).text();
    expect(html).not.toMatch(/<iframe/i);
    for (const url of [
      firm.embeds.consultationForm,
      firm.embeds.consultationAgreement,
      firm.embeds.schedulingWidgetScript,
    ])
      expect(html).not.toContain(url);
    expect(html).not.toMatch(/<script[^>]+src="https?:/i);
  });
});

describe("contact tabs with the third-party forms chosen by the server", () => {
  // The operator's choice (INTAKE_FORMS_PROVIDER, docs/INTAKE.md#the-contact-page): the same build,
  // the third-party forms, decided by the server.
  let external: RunningServer;
  beforeAll(async () => {
    external = await startServer({ INTAKE_FORMS_PROVIDER: "external" });
  });
  afterAll(async () => {
    await external?.stop({ removeData: true });
  });

  it("uses tab semantics, loads each external form only when its tab opens, and puts the tab in the URL", async ({
    open,
  }) => {
    const requests: string[] = [];
    const { page } = await open("/contact", {
      viewport: DESKTOP,
      baseUrl: external.url,
      beforeOpen: recordRequests(requests, external.url),
    });
    expect(thirdParty(requests, external.url)).toEqual([]);

    const tabs = page.getByRole("tablist", { name: "Ways to reach us" }).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual([
      "Contact Form",
      "Client Consultation Form",
      "Consultation Agreement",
    ]);
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    expect(await page.locator("iframe").count()).toBe(0);

    await tabs.nth(1).click();
    await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => new URL(page.url()).search).toBe("?tab=consultation-form");
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
      .poll(() =>
        thirdParty(requests, external.url).some((u) => u.startsWith(firm.embeds.consultationForm)),
      )
      .toBe(true);
    expect(
      thirdParty(requests, external.url).every((u) => u.startsWith(firm.embeds.consultationForm)),
    ).toBe(true);

    // Keyboard: arrows move between tabs, Enter opens one.
    await tabs.nth(1).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("data-tab") === "agreement",
    );
    await page.keyboard.press("Enter");
    await expect.poll(() => tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => new URL(page.url()).search).toBe("?tab=agreement");
    const agreement = page.getByRole("tabpanel").locator("iframe");
    await expect.poll(() => agreement.getAttribute("title")).toBe("Consultation agreement");
    expect(await agreement.getAttribute("height")).toBe("600");

    await tabs.nth(0).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
  });

  it("restores the tab named in the URL", async ({ open }) => {
    const { page } = await open("/contact?tab=agreement", {
      viewport: PHONE,
      baseUrl: external.url,
      beforeOpen: stubThirdParty,
    });
    await expect
      .poll(() => textOf(page.getByRole("tab", { selected: true })))
      .toBe("Consultation Agreement");
    await expect
      .poll(() => page.getByRole("tabpanel").locator("iframe").getAttribute("src"))
      .toBe(firm.embeds.consultationAgreement);
  });
});

describe("booking dialog", () => {
  it("with the firm's own booking (the default), loads no booking code and asks nothing before it opens, then shows the firm's own steps", async ({
    open,
  }) => {
    const requests: string[] = [];
    const { page } = await open("/contact", {
      viewport: PHONE,
      beforeOpen: recordRequests(requests),
    });
    const trigger = page.getByRole("button", { name: "Book Consultation" });
    // Idle, the pointer on the button, the keyboard on it: still nothing of the booking.
    await afterIdle(page);
    await trigger.hover();
    await trigger.focus();
    await afterIdle(page);
    expect(bookingRequests(requests)).toEqual([]);

    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    const heading = dialog.getByRole("heading", { name: "1. Choose a day" });
    // The first step's heading takes focus, so a screen reader announces it.
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await dialog.getByRole("list", { name: "Days with free times" }).isVisible()).toBe(true);
    const asked = bookingRequests(requests).map((u) => new URL(u).pathname);
    // One question to the server, which answered with the times too; only the chosen code.
    expect(asked.filter((p) => p === "/book.json")).toHaveLength(1);
    expect(asked.some((p) => /\/own-booking-dialog-content-/.test(p))).toBe(true);
    expect(asked.some((p) => /\/booking-dialog-content-/.test(p))).toBe(false);
    expect(await dialog.locator("[data-scheduling-widget]").count()).toBe(0);
    expect(thirdParty(requests)).toEqual([]);
  });
});

describe("booking dialog: the page behind it", () => {
  // While the window is open the page is locked (Radix Dialog: no scrolling, hidden from assistive
  // technology, the overlay taking every press outside the window); closing it lifts all of that
  // and puts focus back on Book Consultation (WCAG 2.4.3), whichever way it is closed. The page
  // keeps its own `pointer-events` meanwhile (app/app.css): the overlay alone stops the presses.
  it("cannot be scrolled or pressed while the window is open, and is as it was once the window closes (X, Escape, a press outside)", async ({
    open,
  }) => {
    const { page } = await open("/contact", { viewport: PHONE });
    const trigger = page.getByRole("button", { name: "Book Consultation" });
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const pageState = () =>
      page.evaluate(() => ({
        scrollY: window.scrollY,
        locked: document.body.hasAttribute("data-scroll-locked"),
        bodyStyle: document.body.getAttribute("style") ?? "",
        hidden: document.querySelectorAll("[data-aria-hidden]").length,
        url: location.pathname + location.hash,
      }));
    const before = await pageState();

    for (const close of ["x", "escape", "outside"] as const) {
      await trigger.click();
      await dialog.getByRole("heading", { name: "1. Choose a day" }).waitFor();
      // Locked: the wheel does not move the page, and what is under a press outside the window,
      // here the phone's bottom bar of links, is covered by the overlay.
      await page.mouse.move(20, PHONE.height - 20);
      await page.mouse.wheel(0, 400);
      const open = await pageState();
      expect(open.scrollY).toBe(scrolled);
      expect(open.locked).toBe(true);
      expect(open.hidden).toBeGreaterThan(0);
      expect(
        await page.evaluate(
          ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("nav, [role=dialog]")),
          { x: 20, y: PHONE.height - 20 },
        ),
      ).toBe(false);

      if (close === "x") await dialog.getByRole("button", { name: "Close booking window" }).click();
      else if (close === "escape") await page.keyboard.press("Escape");
      else await page.mouse.click(20, PHONE.height - 20);
      await dialog.waitFor({ state: "detached" });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe("Book Consultation");
      // The press outside reached nothing under the overlay: still the same page, same place.
      expect(await pageState(), close).toEqual(before);
    }
    await expectNoAxeViolations(page);
  });
});

describe("booking dialog on a slow connection", () => {
  it("answers the press at once: the button shows it is working until the dialog is there", async ({
    open,
  }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page } = await open("/contact", {
      viewport: PHONE,
      beforeOpen: (_page, context) =>
        context.route(
          (url) => url.pathname === "/book.json",
          async (route) => {
            await answered;
            await route.continue();
          },
        ),
    });
    await page.getByRole("button", { name: "Book Consultation" }).click();
    // Playwright's role queries skip a busy element, so the button is found by its mark here.
    const trigger = page.locator("[data-booking-trigger]");
    await expect.poll(() => trigger.getAttribute("aria-busy")).toBe("true");
    expect(await trigger.locator("svg").getAttribute("class")).toContain("animate-spin");
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByRole("dialog").count()).toBe(0);

    release();
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await dialog.getByRole("heading", { name: "1. Choose a day" }).waitFor();
    expect(await trigger.getAttribute("aria-busy")).toBeNull();
  });
});

describe("booking dialog when the server cannot be reached", () => {
  it("opens the firm's own booking with what to do instead, and its times once Try again reaches the server", async ({
    open,
  }) => {
    let reachable = false;
    const { page } = await open("/contact", {
      viewport: PHONE,
      beforeOpen: (_page, context) =>
        context.route(
          (url) => url.pathname === "/book.json",
          (route) => (reachable ? route.continue() : route.abort("internetdisconnected")),
        ),
      allowProblems: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
    });
    await page.getByRole("button", { name: "Book Consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    const failed = dialog.getByRole("alert");
    await failed.waitFor();
    expect(await failed.innerText()).toContain("The free times did not load");
    expect(
      await failed.getByRole("link", { name: "open the booking page" }).getAttribute("href"),
    ).toBe("/book");
    await expectNoAxeViolations(page);

    reachable = true;
    await failed.getByRole("button", { name: "Try again" }).click();
    await dialog.getByRole("heading", { name: "1. Choose a day" }).waitFor();
    expect(await dialog.getByRole("list", { name: "Days with free times" }).isVisible()).toBe(true);
  });
});

describe("booking dialog with the external scheduler chosen by the server", () => {
  // The operator's choice (BOOKING_PROVIDER, docs/BOOKING.md#the-external-scheduler): the same
  // build, the other booking, decided by the server alone.
  let external: RunningServer;
  beforeAll(async () => {
    external = await startServer({ BOOKING_PROVIDER: "external" });
  });
  afterAll(async () => {
    await external?.stop({ removeData: true });
  });

  it("makes no third-party request before the visitor opens it, loads its widget on open, removes it on close (X and Escape) and returns focus", async ({
    open,
  }) => {
    const requests: string[] = [];
    const { page } = await open("/contact", {
      viewport: PHONE,
      baseUrl: external.url,
      beforeOpen: recordRequests(requests, external.url),
    });
    const trigger = page.getByRole("button", { name: "Book Consultation" });
    const widgetScript = page.locator(`script[src="${firm.embeds.schedulingWidgetScript}"]`);
    await afterIdle(page);
    await trigger.hover();
    await afterIdle(page);
    expect(thirdParty(requests, external.url)).toEqual([]);
    expect(bookingRequests(requests)).toEqual([]);
    expect(await widgetScript.count()).toBe(0);

    for (const close of ["x", "escape"] as const) {
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
      await dialog.waitFor();
      await expect.poll(() => widgetScript.count()).toBe(1);
      expect(await dialog.locator(".calendly-inline-widget").getAttribute("data-url")).toBe(
        firm.embeds.schedulingPage,
      );
      await page.waitForFunction(() => (window as { __widgetLoaded?: number }).__widgetLoaded);
      expect(
        thirdParty(requests, external.url).some((u) => u === firm.embeds.schedulingWidgetScript),
      ).toBe(true);
      expect(
        await dialog
          .getByRole("link", { name: /open the booking page in a new tab/ })
          .getAttribute("href"),
      ).toBe(firm.embeds.schedulingPage);
      // The firm's own booking is neither shown nor loaded.
      expect(await dialog.getByRole("heading", { name: "1. Choose a day" }).count()).toBe(0);
      if (close === "x") {
        await expectNoAxeViolations(page);
        await dialog.getByRole("button", { name: "Close booking window" }).click();
      } else {
        await page.keyboard.press("Escape");
      }
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => widgetScript.count()).toBe(0);
      await expect.poll(() => page.locator(".calendly-inline-widget").count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe("Book Consultation");
    }
    expect(requests.some((u) => /\/own-booking-dialog-content-/.test(new URL(u).pathname))).toBe(
      false,
    );
  });

  it("without JavaScript, the contact page's Book Consultation leads to the scheduling page, and nothing third-party loads before", async ({
    open,
  }) => {
    const requests: string[] = [];
    const { page } = await open(bookingHref, {
      viewport: PHONE,
      javaScript: false,
      baseUrl: external.url,
      beforeOpen: recordRequests(requests, external.url),
    });
    expect(thirdParty(requests, external.url)).toEqual([]);
    const book = page.locator(`#${bookingSectionId}`).getByRole("link", {
      name: "Book Consultation",
    });
    expect(await book.getAttribute("href")).toBe("/book");
    // The server sends the visitor on to the scheduling page (the machine is offline: its request
    // is seen leaving, and Playwright does not stub a redirect's target).
    const [answer, onward] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/book"),
      page.waitForRequest(firm.embeds.schedulingPage),
      book.click(),
    ]);
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(firm.embeds.schedulingPage);
    expect(onward.isNavigationRequest()).toBe(true);
  });
});
