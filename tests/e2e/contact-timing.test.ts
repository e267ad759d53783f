import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { elapsedField, minimumFillMs } from "~/contact/contact-schema";
import { storedRows } from "../server/contact-support";
import { DESKTOP, it, type OpenSitePage, pauseClock } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// The minimum fill time is measured by the hydrated form itself (performance.now, from hydration to
// sending) and sent as a duration. Playwright's clock drives the page's performance.now, so "how
// long the visitor took" is set by the test, not by how busy the machine is.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CONTACT_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/** Opens /contact with the page's clock under the test's control, once React has hydrated. */
async function openContact(open: OpenSitePage): Promise<Page> {
  const { page } = await open("/contact", {
    baseUrl: server.url,
    viewport: DESKTOP,
    fakeClock: true,
  });
  // Time stands still from here on, except when the test moves it.
  await pauseClock(page);
  return page;
}

/** Fills the form, sends it, and returns the fill time the browser put in the request. */
async function send(page: Page, firstName: string, thinkMs: number): Promise<number> {
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill("Okafor");
  await form.getByLabel("E-mail").fill("ngozi.okafor@example.com");
  await form
    .getByLabel("Message")
    .fill("We would like to update our wills after our move to Ontario.");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  if (thinkMs > 0) await page.clock.fastForward(thinkMs);
  const [request] = await Promise.all([
    page.waitForRequest(
      (r) => r.method() === "POST" && new URL(r.url()).pathname === "/contact.data",
    ),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);
  await page.getByText("Thank you. Your message was received.").waitFor();
  const sent = new URLSearchParams(request.postData() ?? "").get(elapsedField);
  expect(sent, "the hydrated form sends its fill time").toMatch(/^\d+$/);
  return Number(sent);
}

describe("the contact form's fill time, in a real browser", () => {
  it("is measured and sent by the browser; a person's message is stored to be e-mailed", async ({
    open,
  }) => {
    const page = await openContact(open);
    const elapsed = await send(page, "Ngozi", 45_000);
    expect(elapsed).toBeGreaterThanOrEqual(45_000);
    const row = storedRows(server.dataDir).find((r) => r.first_name === "Ngozi");
    expect(row).toMatchObject({ suspected_spam: null, status: "pending" });
  });

  it("keeps a form sent faster than a person can type as suspected spam, with the same thanks", async ({
    open,
  }) => {
    const page = await openContact(open);
    const elapsed = await send(page, "Scripted", 0);
    expect(elapsed).toBeLessThan(minimumFillMs);
    const row = storedRows(server.dataDir).find((r) => r.first_name === "Scripted");
    expect(row).toMatchObject({ suspected_spam: "too-fast", status: null });
  });
});
