import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { EMBED_TIMEOUT_MS } from "~/components/contact/use-embed-status";
import { firm, telHref } from "~/content/firm";
import {
  axeViolations,
  DESKTOP,
  describeViolations,
  it,
  markDocument,
  type OpenSitePage,
  PHONE,
  pauseClock,
} from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// When a third-party embed cannot load (a blocker, a firewall, an outage) or is very slow, the
// visitor gets a short explanation and the other ways through: the provider's page in a new tab,
// the phone number, and the message form; never a spinner that turns forever or the browser's grey
// error frame (docs/PRODUCT-RULES.md#contact-and-privacy). The page's clock is Playwright's, so "the
// stated time" (EMBED_TIMEOUT_MS) is measured in the page's own time, not the machine's.

const hostOf = (url: string) => new URL(url).hostname;
const schedulingHosts = [
  hostOf(firm.embeds.schedulingPage),
  hostOf(firm.embeds.schedulingWidgetScript),
];
const forms = [
  {
    tab: "Client Consultation Form",
    title: "Client consultation form",
    src: firm.embeds.consultationForm,
  },
  {
    tab: "Consultation Agreement",
    title: "Consultation agreement",
    src: firm.embeds.consultationAgreement,
  },
] as const;

const onHosts = (hosts: string[]) => (url: URL) => hosts.includes(url.hostname);

/**
 * These tests are about the third-party scheduler and forms, which the operator may choose instead
 * of the firm's own booking (BOOKING_PROVIDER, docs/BOOKING.md#the-external-scheduler) and the
 * firm's own questionnaire and letter (INTAKE_FORMS_PROVIDER, docs/INTAKE.md#the-contact-page): a
 * server of their own, started with both chosen. By default the contact page embeds neither
 * (tests/e2e/contact.test.ts, "contact tabs, by default").
 */
let externalScheduler: RunningServer;
beforeAll(async () => {
  externalScheduler = await startServer({
    BOOKING_PROVIDER: "external",
    INTAKE_FORMS_PROVIDER: "external",
  });
});
afterAll(async () => {
  await externalScheduler?.stop({ removeData: true });
});

/** What a provider answers once the test lets it: a working embed in miniature. */
function fulfilProvider(route: Route) {
  const request = route.request();
  const url = new URL(request.url());
  if (url.href === firm.embeds.schedulingWidgetScript) {
    // Calendly's widget, in miniature: it frames the scheduling page in the given element.
    return route.fulfill({
      contentType: "text/javascript",
      body: `window.Calendly = { initInlineWidget: function (o) {
        var f = document.createElement("iframe");
        f.src = o.url; f.title = "Scheduling calendar"; f.style.width = "100%"; f.style.height = "100%";
        o.parentElement.appendChild(f);
      } };`,
    });
  }
  // A framed page that, like the real providers, tells its parent it is there.
  const message =
    url.hostname === hostOf(firm.embeds.schedulingPage)
      ? `{ event: "calendly.event_type_viewed", payload: {} }`
      : `"setHeight:900"`;
  return route.fulfill({
    contentType: "text/html",
    body: `<!doctype html><title>Provider</title><p>The provider's page</p><script>parent.postMessage(${message}, "*");</script>`,
  });
}

/** What the browser reports for a request the test blocks on purpose. */
const blockedRequest = /^error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/;

interface Opened {
  page: Page;
  /** Console problems other than the network failures the test causes on purpose. */
  problems: () => string[];
}

/**
 * /contact at 390 px with the given provider hosts blocked or held, the page's clock installed
 * (paused after hydration when `pause` is set, so no time passes unless the test moves it), on the
 * test server or the one given by `baseUrl`.
 */
async function openContact(
  open: OpenSitePage,
  path: string,
  hosts: string[],
  mode: "blocked" | "slow",
  { pause = false, baseUrl }: { pause?: boolean; baseUrl?: string } = {},
): Promise<Opened & { release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  const opened = await open(path, {
    viewport: PHONE,
    fakeClock: true,
    ...(baseUrl ? { baseUrl } : {}),
    beforeOpen: async (_page, context) => {
      await context.route(onHosts(hosts), (route) => {
        if (mode === "blocked") return route.abort("blockedbyclient");
        if (released) return fulfilProvider(route);
        held.push(route);
      });
    },
    allowProblems: blockedRequest,
  });
  const { page } = opened;
  if (pause) await pauseClock(page);
  return {
    page,
    problems: () => opened.problems.filter((p) => !blockedRequest.test(p)),
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map(fulfilProvider));
    },
  };
}

/**
 * Presses Book Consultation with the page's clock stopped and moves it on in small steps until the
 * dialog shows (React reveals a lazily loaded dialog on a timer). Returns how much page time that
 * took: the dialog, and its timer, started within it.
 */
async function openBookingDialog(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Book Consultation" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
  let consumed = 0;
  while (!(await dialog.isVisible())) {
    if (consumed >= 5_000) throw new Error("the booking dialog did not open");
    await page.clock.runFor(100);
    consumed += 100;
  }
  return consumed;
}

/**
 * Opens a form's tab with the page's clock stopped, and moves the clock on one frame at a time until
 * the form's frame is made (it is made once the press has painted: a frame, then a task). The
 * embed's own time starts then. Returns the tab's panel.
 */
async function openEmbedTab(page: Page, tab: string) {
  await page.getByRole("tab", { name: tab }).click();
  // The tab's own panel (named by its tab): until the press has painted, the message form's panel
  // is still the one shown, and it has no embed whose frame could be looked for.
  const panel = page.getByRole("tabpanel", { name: tab, exact: true });
  const made = panel.locator('[data-embed-status]:not([data-embed-status="closed"])');
  for (let frames = 1; ; frames++) {
    await page.clock.runFor(16);
    // React draws the panel, then the frame, in its own tasks, outside the page's clock: wait for
    // them before moving the clock again, so the embed's time starts where the clock then stands.
    const madeNow = await made
      .waitFor({ state: "attached", timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (madeNow) return panel;
    if (frames >= 10) throw new Error(`the ${tab} frame was not made`);
  }
}

/** The three ways through, each acting. */
async function expectAlternatives(fallback: ReturnType<Page["locator"]>, href: string) {
  const newTab = fallback.getByRole("link", { name: /in a new tab/ });
  expect(await newTab.getAttribute("href")).toBe(href);
  expect(await newTab.getAttribute("target")).toBe("_blank");
  expect(await fallback.getByRole("link", { name: firm.phone.display }).getAttribute("href")).toBe(
    telHref(firm.phone),
  );
  expect(await fallback.getByRole("link", { name: "Send us a message" }).isVisible()).toBe(true);
}

describe("the booking dialog when the scheduling widget cannot load", () => {
  it("with its hosts blocked: the alternatives at once, and no spinner", async ({ open }) => {
    const { page, problems } = await openContact(open, "/contact", schedulingHosts, "blocked", {
      pause: true,
      baseUrl: externalScheduler.url,
    });
    const consumed = await openBookingDialog(page);
    expect(consumed).toBeLessThan(EMBED_TIMEOUT_MS);
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    const fallback = dialog.locator("[data-embed-fallback=booking]");
    // Recognised from the failed requests themselves: the page's clock does not move again.
    await fallback.waitFor();
    expect(await fallback.innerText()).toContain("The booking calendar did not load");
    expect(await dialog.getByText("Loading the booking calendar").count()).toBe(0);
    expect(await dialog.locator("[data-booking-widget]").isVisible()).toBe(false);
    await expectAlternatives(fallback, firm.embeds.schedulingPage);
    await expect.poll(() => dialog.locator("[aria-live]").innerText()).toContain("did not load");
    expect(problems()).toEqual([]);
  });

  it.for([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "with its hosts blocked, at %s width: axe-clean, and Send us a message closes it and opens the form",
    async ([, viewport], { open }) => {
      const { page } = await open("/contact", {
        viewport,
        baseUrl: externalScheduler.url,
        beforeOpen: (_page, context) =>
          context.route(onHosts(schedulingHosts), (route) => route.abort("blockedbyclient")),
        allowProblems: blockedRequest,
      });
      await page.getByRole("button", { name: "Book Consultation" }).click();
      const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
      const fallback = dialog.locator("[data-embed-fallback=booking]");
      await fallback.waitFor();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // Writing instead: the dialog closes and the keyboard is in the form's first field.
      await fallback.getByRole("link", { name: "Send us a message" }).click();
      await dialog.waitFor({ state: "detached" });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
        .toBe("firstName");
      const firstField = page.locator("form[data-contact-form]").getByLabel("First name");
      expect(await firstField.isVisible()).toBe(true);
      const box = await firstField.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    },
  );

  it("answering slowly: loading until the stated time, then the alternatives, then the calendar if it arrives", async ({
    open,
  }) => {
    const { page, problems, release } = await openContact(
      open,
      "/contact",
      schedulingHosts,
      "slow",
      { pause: true, baseUrl: externalScheduler.url },
    );
    // The dialog, and its timer, started at most `consumed` ms of page time ago.
    const consumed = await openBookingDialog(page);
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    const fallback = dialog.locator("[data-embed-fallback=booking]");
    await page.clock.runFor(EMBED_TIMEOUT_MS - consumed - 1);
    expect(await dialog.getByText("Loading the booking calendar").isVisible()).toBe(true);
    expect(await fallback.count()).toBe(0);
    // Now at least EMBED_TIMEOUT_MS have passed since it opened.
    await page.clock.runFor(consumed + 1);
    await fallback.waitFor();
    expect(await dialog.getByText("Loading the booking calendar").count()).toBe(0);
    await expectAlternatives(fallback, firm.embeds.schedulingPage);

    // The provider answers after all: its calendar replaces the alternatives.
    await release();
    await fallback.waitFor({ state: "detached" });
    const calendar = dialog.frameLocator("iframe[title='Scheduling calendar']");
    await calendar.getByText("The provider's page").waitFor();
    expect(await dialog.locator("[data-booking-widget=ready]").isVisible()).toBe(true);
    expect(problems()).toEqual([]);
  });
});

describe("the embedded forms when their provider cannot load", () => {
  for (const form of forms) {
    it(`${form.title}, blocked: the alternatives instead of a grey frame, and Send us a message opens the form`, async ({
      open,
    }) => {
      const { page, problems } = await openContact(
        open,
        "/contact",
        [hostOf(form.src)],
        "blocked",
        { pause: true, baseUrl: externalScheduler.url },
      );
      // Opened after the clock stopped, so the embed's time starts when its frame is made.
      const panel = await openEmbedTab(page, form.tab);
      const fallback = panel.locator(`[data-embed-fallback="${form.title}"]`);
      await fallback.waitFor();
      expect(await fallback.innerText()).toContain(`The ${form.title.toLowerCase()} did not load`);
      // The frame holding the browser's error page is not shown.
      expect(await panel.locator("iframe").isVisible()).toBe(false);
      expect(await panel.getByText(/^Loading the/).count()).toBe(0);
      await expectAlternatives(fallback, form.src);
      // axe runs on timers: let the page's time run again.
      await page.clock.resume();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await fallback.getByRole("link", { name: "Send us a message" }).click();
      expect(
        await page.getByRole("tab", { name: "Contact Form" }).getAttribute("aria-selected"),
      ).toBe("true");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
        .toBe("firstName");
      expect(new URL(page.url()).search).toBe("");
      expect(problems()).toEqual([]);
    });

    it(`${form.title}, slow: no grey frame while it loads, the alternatives at the stated time, the form when it comes`, async ({
      open,
    }) => {
      const { page, problems, release } = await openContact(
        open,
        "/contact",
        [hostOf(form.src)],
        "slow",
        { pause: true, baseUrl: externalScheduler.url },
      );
      // Opened after the clock stopped, so the embed's time starts when its frame is made.
      const panel = await openEmbedTab(page, form.tab);
      const frame = panel.locator("iframe");
      await frame.waitFor({ state: "attached" });
      const fallback = panel.locator(`[data-embed-fallback="${form.title}"]`);
      await page.clock.runFor(EMBED_TIMEOUT_MS - 1);
      expect(await panel.getByText(`Loading the ${form.title.toLowerCase()}`).isVisible()).toBe(
        true,
      );
      expect(await frame.isVisible()).toBe(false);
      expect(await fallback.count()).toBe(0);
      await page.clock.runFor(1);
      await fallback.waitFor();
      expect(await frame.isVisible()).toBe(false);
      await expectAlternatives(fallback, form.src);

      await release();
      await fallback.waitFor({ state: "detached" });
      await frame.waitFor({ state: "visible" });
      await panel.frameLocator("iframe").getByText("The provider's page").waitFor();
      expect(problems()).toEqual([]);
    });
  }

  it("tries again on request, and shows the form once its host answers", async ({ open }) => {
    let blocked = true;
    const { page } = await open("/contact?tab=consultation-form", {
      viewport: PHONE,
      baseUrl: externalScheduler.url,
      beforeOpen: (_page, context) =>
        context.route(onHosts([hostOf(firm.embeds.consultationForm)]), (route) =>
          blocked ? route.abort("blockedbyclient") : fulfilProvider(route),
        ),
      allowProblems: blockedRequest,
    });
    const panel = page.getByRole("tabpanel");
    const fallback = panel.locator("[data-embed-fallback]");
    await fallback.waitFor();
    blocked = false;
    await fallback.getByRole("button", { name: "Try again" }).click();
    await fallback.waitFor({ state: "detached" });
    await panel.locator("iframe").waitFor({ state: "visible" });
    expect(await panel.locator("iframe").count()).toBe(1);
  });
});

describe("arriving at the contact page from another page", () => {
  it("loads it as a new document, so its embeds are allowed by its own Content-Security-Policy", async ({
    open,
  }) => {
    const providerHosts = [...schedulingHosts, ...forms.map((f) => hostOf(f.src))];
    const { page, problems } = await open("/about", {
      viewport: DESKTOP,
      baseUrl: externalScheduler.url,
      beforeOpen: (_page, context) => context.route(onHosts(providerHosts), fulfilProvider),
    });
    const firstDocument = await markDocument(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    await page.waitForURL(/\/contact$/);
    await page.waitForSelector("html[data-hydrated]");
    expect(await firstDocument()).toBe(false);
    await page.getByRole("tab", { name: "Client Consultation Form" }).click();
    await page.getByRole("tabpanel").locator("iframe").waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await page
      .getByRole("dialog", { name: "Book a free consultation" })
      .frameLocator("iframe[title='Scheduling calendar']")
      .getByText("The provider's page")
      .waitFor();
    expect(problems).toEqual([]);
    await page.keyboard.press("Escape");

    // Within the contact page's own document, leaving and coming back stays client-side.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    const sameDocument = await markDocument(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    await page.waitForURL(/\/contact$/);
    expect(await sameDocument()).toBe(true);
  });
});
