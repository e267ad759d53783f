/**
 * The client's path where people stumbled, at 390 px and 1280 px: one closing-cost answer on the
 * real-estate fees page, carried into the booking's note and the firm's e-mail; booking from any
 * place (a zone list named by country and city, the visitor's daytime first, "Continue" in view,
 * subject lines on the client's clock); upload messages with sizes, counts that add up and a
 * progress bar; copy a Law Society reviewer passes; and the details (an e-mail address never
 * broken mid-word, no Book bar on the client's own pages, AM and PM alone).
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { inSentence, serviceTerms } from "~/content/firm";
import { outsideLinks } from "~/content/outside-links";
import { team } from "~/content/team";
import { type LoopbackSmtp, startSmtp } from "../server/contact-support";
import { linkIn, mailFor } from "../support/booking";
import {
  DESKTOP,
  expectNoAxeViolations,
  inViewUnderHeader,
  it,
  type OpenSitePage,
  PHONE,
} from "../support/browser";
import { startDeskServer } from "../support/desk";
import { pdf } from "../support/document-files";
import { seedRequest, testMasterKey } from "../support/documents";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let smtp: LoopbackSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@mercerlaw.example",
    MAIL_TO: "intake@mercerlaw.example",
    OUTBOX_RETRY_BASE_MS: "200",
    ACK_EMAILS: "off",
    BOOKING_RATE_LIMIT: "100",
    DOCUMENTS_MASTER_KEY: testMasterKey,
    // A small limit, so a file over it is small enough to send in a test.
    DOCUMENTS_MAX_FILE_MB: "1",
  });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
  await smtp?.close();
});

const widths = [
  ["390", PHONE],
  ["1280", DESKTOP],
] as const;

/** Whether `locator` lies wholly inside the dialog's visible box and the window. */
async function inDialogView(locator: Locator, dialog: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const frame = await dialog.boundingBox();
  const height = await locator.page().evaluate(() => window.innerHeight);
  if (!box || !frame) return false;
  return (
    box.y >= frame.y &&
    box.y + box.height <= frame.y + frame.height + 0.5 &&
    box.y + box.height <= height
  );
}

/** How many line boxes a piece of text takes (1: not broken across lines). */
const lineBoxes = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

describe("one closing-cost answer on /fees/real-estate", () => {
  const query =
    "closing-price=850000&closing-date=2026-12-15&city=toronto&first-time=yes&property=home";

  for (const [width, viewport] of widths)
    it(`asks for the price once, answers with the cash to close first, and books with the estimate's link (${width} px)`, async ({
      open,
    }) => {
      const { page } = await open("/fees/real-estate", { baseUrl: server.base, viewport });
      // One tool, which asks the price once: no second calculator below it.
      expect(await page.locator("#closing-costs").count()).toBe(1);
      expect(await page.locator("#quote").count()).toBe(0);
      expect(await page.getByRole("textbox", { name: /price/i }).count()).toBe(1);
      const priceBox = page.getByRole("textbox", { name: "Purchase price" });
      await priceBox.scrollIntoViewIfNeeded();
      await priceBox.pressSequentially("$850,000");
      if (viewport === PHONE) {
        // The total in view as soon as the price is typed, under the header.
        const running = page.locator("[data-estimate-running-total]");
        await expect.poll(() => running.isVisible()).toBe(true);
        const inView = await inViewUnderHeader(running);
        expect(inView).toMatchObject({ top: true, bottom: true });
        expect(inView.text).toMatch(/^Cash to close\$[\d,]+\.\d\d$/);
      }
      await page.getByLabel("Closing date", { exact: true }).fill("2026-12-15");
      await page.getByRole("checkbox", { name: /Every buyer is a first-time buyer/ }).check();
      await expect.poll(() => page.locator("[data-estimate-total]").innerText()).toBe("$21,370.00");
      // The booking opened from the estimate carries its link into the note.
      const book = page.locator("[data-book-estimate]");
      await expect
        .poll(async () => decodeURIComponent((await book.getAttribute("href")) ?? ""))
        .toContain("/fees/real-estate?closing-price=850000&closing-date=2026-12-15");
      // With scripts, the booking dialog (on the contact page) opens with it in the details' note.
      await book.click();
      await page.waitForURL(/\/contact\?note=/);
      const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
      await dialog
        .getByRole("list", { name: "Days with free times" })
        .getByRole("button")
        .first()
        .click();
      await dialog.getByRole("radio").first().check();
      await dialog.getByRole("button", { name: "Continue" }).click();
      const note = dialog.getByLabel("A short note");
      await expect
        .poll(() => note.inputValue())
        .toBe(`My closing-cost estimate: /fees/real-estate?${query}#closing-costs`);
      await expectNoAxeViolations(page);
    });

  it("works without JavaScript: the server's estimate books with its link, which reaches the firm's e-mail whole (390 px)", async ({
    open,
  }) => {
    const { page } = await open(`/fees/real-estate?${query}`, {
      baseUrl: server.base,
      viewport: PHONE,
      javaScript: false,
    });
    expect(await page.locator("[data-estimate-total]").innerText()).toBe("$21,370.00");
    await page.locator("[data-book-estimate]").click();
    await page.waitForURL(/\/book\?/);
    await page.getByRole("list", { name: "Days with free times" }).getByRole("link").nth(1).click();
    await page.getByRole("heading", { name: "2. Choose a time" }).waitFor();
    await page.getByRole("radio").first().check();
    await page.getByRole("radio", { name: /Video call/ }).check();
    await page.getByLabel("First name").fill("Jordan");
    await page.getByLabel("Last name").fill("Estimate");
    await page.getByLabel(/^E-mail/).fill("jordan.estimate@example.com");
    expect(await page.getByLabel("A short note").inputValue()).toContain(
      "/fees/real-estate?closing-price=850000",
    );
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Book this consultation" }).click();
    await page.locator("[data-booking-outcome]").waitFor();
    const notice = await mailFor(smtp, "intake@mercerlaw.example", /Booking #\d+: booked/);
    expect(notice.text).toContain(
      `Note:    My closing-cost estimate: ${server.base}/fees/real-estate?${query}#closing-costs`,
    );
  });
});

describe("booking for any place", () => {
  const openDialog = async (open: OpenSitePage, viewport: typeof PHONE | typeof DESKTOP) => {
    const opened = await open("/contact#book", {
      baseUrl: server.base,
      viewport,
      context: { timezoneId: "Asia/Kolkata" },
    });
    const dialog = opened.page.getByRole("dialog", { name: "Book a free consultation" });
    await dialog.getByRole("heading", { name: "1. Choose a day" }).waitFor();
    return { ...opened, dialog };
  };

  for (const [width, viewport] of widths)
    it(`names the visitor's zone by country and city, lists their daytime first and keeps Continue in view (${width} px)`, async ({
      open,
    }) => {
      const { page, dialog } = await openDialog(open, viewport);
      const zone = dialog.getByLabel("Your time zone");
      expect(await zone.locator("option:checked").innerText()).toBe("India (Kolkata)");
      expect(await dialog.innerText()).not.toMatch(/Calcutta/);
      expect(await dialog.innerText()).toContain(
        "Times are shown in Kolkata time, with Toronto time beside them",
      );
      await expect
        .poll(() => dialog.locator("[data-booking-night-note]").innerText())
        .toMatch(/fall partly at night in Kolkata/);
      await expectNoAxeViolations(page);

      await dialog
        .getByRole("list", { name: "Days with free times" })
        .getByRole("button")
        .nth(1)
        .click();
      await dialog.getByRole("heading", { name: "2. Choose a time" }).waitFor();
      const radios = dialog.getByRole("radio");
      // Daytime for the visitor first: the first time is not marked as night, the last is.
      expect(await radios.first().locator("xpath=..").innerText()).not.toContain("night for you");
      const labels = await dialog.locator("[data-booking-times] label").allInnerTexts();
      const firstNight = labels.findIndex((l) => l.includes("night for you"));
      expect(firstNight).toBeGreaterThan(0);
      expect(labels.slice(firstNight).every((l) => l.includes("night for you"))).toBe(true);
      // A time far down the list: Continue is in view at once, without scrolling to it.
      await radios.last().check();
      const next = dialog.getByRole("button", { name: "Continue" });
      expect(await next.isEnabled()).toBe(true);
      expect(await inDialogView(next, dialog)).toBe(true);
      await expectNoAxeViolations(page);

      if (viewport === DESKTOP) {
        // Another zone from the list: its times, and no night note for London.
        await dialog.getByRole("button", { name: "Choose another day" }).click();
        await zone.selectOption({ label: "United Kingdom (London)" });
        await expect
          .poll(() => dialog.innerText())
          .toContain("Times are shown in London time, with Toronto time beside them");
        expect(await dialog.locator("[data-booking-night-note]").count()).toBe(0);
      }
    });

  it("books from Kolkata on a phone: the e-mail address unbroken, the subject on the client's clock, no Book bar on the manage page (390 px)", async ({
    open,
  }) => {
    const { page, dialog } = await openDialog(open, PHONE);
    await dialog
      .getByRole("list", { name: "Days with free times" })
      .getByRole("button")
      .nth(2)
      .click();
    await dialog.getByRole("radio").first().check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("heading", { name: /3\. Your details/ }).waitFor();
    await dialog.getByRole("radio", { name: /Video call/ }).check();
    await dialog.getByLabel("First name").fill("Avery");
    await dialog.getByLabel("Last name").fill("Buyer");
    await dialog.getByLabel(/^E-mail/).fill("avery.buyer@example.com");
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await dialog.getByRole("button", { name: "Book this consultation" }).click();
    const outcome = dialog.locator("[data-booking-outcome]");
    await outcome.waitFor();
    const address = outcome.getByText("avery.buyer@example.com");
    // It fits the line, so it is not broken inside ("aver y.buyer@").
    expect(await lineBoxes(address)).toBe(1);
    expect(await address.evaluate((el) => getComputedStyle(el).wordBreak)).not.toBe("break-all");
    await expectNoAxeViolations(page);

    const mail = await mailFor(smtp, "avery.buyer@example.com", /^Booked: /);
    expect(mail.subject).toMatch(
      /^Booked: your consultation on \w+day, \w+ \d+, \d{4}, \d{1,2}:\d\d [AP]M Kolkata time \(.*\d{1,2}:\d\d [AP]M Toronto time\)$/,
    );
    const manage = await open(linkIn(mail, /another time/i), { viewport: PHONE });
    await manage.page.getByRole("heading", { name: "Your consultation" }).waitFor();
    expect(await manage.page.locator("[data-booking-bar]").isVisible()).toBe(false);
    // On a desktop, the header offers no second booking on the booking's own page either.
    const wide = await open(linkIn(mail, /another time/i), { viewport: DESKTOP });
    await wide.page.getByRole("heading", { name: "Your consultation" }).waitFor();
    const headerBook = wide.page.locator("[data-site-header] [data-header-book] a");
    expect(await headerBook.count()).toBe(1);
    expect(await headerBook.isVisible()).toBe(false);
  });

  it("without JavaScript, /book names the zone and says when the firm's hours are at night there (390 px)", async ({
    open,
  }) => {
    const { page } = await open("/book?tz=Asia/Calcutta", {
      baseUrl: server.base,
      viewport: PHONE,
      javaScript: false,
    });
    expect(await page.getByLabel("Show times for").locator("option:checked").innerText()).toBe(
      "India (Kolkata)",
    );
    expect(await page.locator("[data-booking-night-note]").innerText()).toMatch(
      /fall partly at night in Kolkata/,
    );
    await expectNoAxeViolations(page);
  });
});

describe("upload messages a person understands", () => {
  const item = (page: Page, label: string) =>
    page.locator("ol > li").filter({ has: page.getByRole("heading", { name: label }) });

  for (const [width, viewport] of widths)
    it(`counts that add up, the limit and the file's size, a styled progress bar, no Book bar (${width} px)`, async ({
      open,
    }) => {
      // Due Monday, November 30, 2026 at 9:30 AM Toronto time.
      const request = seedRequest(server.dataDir, {
        email: `uploads-${width}@example.com`,
        dueAt: Date.parse("2026-11-30T14:30:00Z"),
      });
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { page } = await open(`/documents/${request.token}`, {
        baseUrl: server.base,
        viewport,
        beforeOpen: async (_page, context) => {
          // The upload's piece waits, so its progress can be read mid-way.
          await context.route("**/documents/uploads/*", async (route) => {
            if (route.request().headers()["x-http-method-override"] === "PATCH") await gate;
            await route.continue();
          });
        },
      });
      // The name, then the checklist's own words, in one sentence.
      expect(await page.locator("[data-hero]").innerText()).toContain(
        "Asha, to prepare your purchase",
      );
      // One style of time: AM and PM, as everywhere on the site.
      const hero = await page.locator("[data-hero]").innerText();
      expect(hero).toContain("Please send them by Monday, November 30 at 9:30 AM Toronto time.");
      expect(await page.locator("main").innerText()).not.toMatch(/[ap]\.m\./);
      expect(await page.locator("[data-checklist-progress]").innerText()).toBe(
        "0 of 5 items received; 3 still needed, and 2 items marked “if you have it”.",
      );
      expect(await item(page, "Home insurance contact").innerText()).toContain("Not sent yet");
      expect(await item(page, "Home insurance contact").innerText()).not.toContain("Still needed");
      // The client's own page: no Book bar over it on a phone.
      expect(await page.locator("[data-booking-bar]").isVisible()).toBe(false);

      // Over the limit: its size, the limit and what to do, before anything is sent.
      const agreement = item(page, "Agreement of purchase and sale");
      await agreement.locator('input[type="file"]').setInputFiles({
        name: "scan.pdf",
        mimeType: "application/pdf",
        buffer: pdf("x".repeat(1_500_000)),
      });
      await agreement.getByRole("button", { name: "Send this file" }).click();
      await expect
        .poll(() => agreement.getByRole("alert").innerText())
        .toBe(
          "scan.pdf: This file is 1.5 MB; the limit is 1.0 MB. Send a smaller scan, or split it.",
        );

      // Within it: a progress bar with its percent and size, in words.
      await agreement.locator('input[type="file"]').setInputFiles({
        name: "agreement.pdf",
        mimeType: "application/pdf",
        buffer: pdf("y".repeat(600_000)),
      });
      await agreement.getByRole("button", { name: "Send this file" }).click();
      const bar = agreement.getByRole("progressbar", { name: "Sending agreement.pdf" });
      await bar.waitFor();
      expect(await bar.getAttribute("aria-valuenow")).toMatch(/^\d{1,3}$/);
      expect(await bar.getAttribute("aria-valuetext")).toMatch(
        /^Sending agreement\.pdf: \d{1,3}% \([\d.]+ (KB|MB|bytes) of \d{3} KB\)$/,
      );
      expect(await bar.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");
      await expectNoAxeViolations(page);
      release();
      await expect
        .poll(() => agreement.getByRole("status").innerText(), { timeout: 30_000 })
        .toContain("agreement.pdf was received.");
      await expect
        .poll(() => page.locator("[data-checklist-progress]").innerText())
        .toBe("1 of 5 items received; 2 still needed, and 2 items marked “if you have it”.");
    });
});

describe("copy a Law Society reviewer passes", () => {
  for (const [width, viewport] of widths)
    it(`no success rate or star average, hours from one place, and each lawyer's page links to the Law Society's directory (${width} px)`, async ({
      open,
    }) => {
      const home = await open("/", { viewport });
      const text = await home.page.locator("body").innerText();
      expect(text).toContain("50+");
      for (const claim of ["98%", "success rate", "5 star", "average rating"])
        expect(text).not.toContain(claim);

      const realEstate = await open("/services/real-estate", { viewport });
      const page = await realEstate.page.locator("main").innerText();
      // The hours in the identity module's own words (service terms), not retyped.
      expect(page).toContain(serviceTerms.officeHours);
      expect(page).toContain(inSentence(serviceTerms.consultationHours));
      expect(page).not.toMatch(/until 6:30 PM on weekdays and on Saturdays/);

      for (const member of team) {
        const bio = await open(member.path, { viewport });
        const link = bio.page.locator("[data-lso-directory]");
        expect(await link.getAttribute("href")).toBe(outsideLinks["lso-directory"].url);
        expect(await link.isVisible()).toBe(true);
        expect(await link.innerText()).toMatch(/Law Society of Ontario's directory/);
      }
    });
});
