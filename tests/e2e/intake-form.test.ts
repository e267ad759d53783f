import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  consentMissing,
  consentText,
  currentConsentVersion,
  minimumFillMs,
} from "~/contact/contact-schema";
import { databaseFileName } from "~/db/database.server";
import { it, PHONE } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// The conflict-check questions and the consent box, as a visitor uses them, with and without
// JavaScript, down to what the inbox stores (docs/PRODUCT-RULES.md#contact-and-privacy).

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CONTACT_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

interface Stored {
  first_name: string;
  other_parties: string | null;
  key_date: string | null;
  consent_text_version: string | null;
  consent_at: number | null;
  received_at: number;
  suspected_spam: string | null;
}

function stored(firstName: string): Stored | undefined {
  const db = new Database(path.join(server.dataDir, databaseFileName), { readonly: true });
  try {
    return db
      .prepare(
        "SELECT first_name, other_parties, key_date, consent_text_version, consent_at, received_at, suspected_spam FROM contact_messages WHERE first_name = ?",
      )
      .get(firstName) as Stored | undefined;
  } finally {
    db.close();
  }
}

describe("conflict check and consent on the contact form", () => {
  it("offers the two optional questions with the warning, and a consent box that links the Privacy Policy", async ({
    open,
  }) => {
    const { page } = await open("/contact", { baseUrl: server.url, viewport: PHONE });
    const form = page.locator("form[data-contact-form]");
    const others = form.getByLabel("Other people involved (for our conflict check)");
    const keyDate = form.getByLabel("Any key date (closing, hearing, filing deadline)");
    expect(await others.getAttribute("maxlength")).toBe("500");
    expect(await keyDate.getAttribute("maxlength")).toBe("120");
    // The warning is read with the question it belongs to.
    const described = await others.getAttribute("aria-describedby");
    const warning = await page.locator(`[id="${described}"]`).innerText();
    expect(warning).toBe(
      "Please do not send confidential details until we confirm that we can act for you.",
    );
    const consent = form.getByRole("checkbox", { name: /I agree/ });
    expect(await consent.getAttribute("value")).toBe(currentConsentVersion);
    expect(await consent.isChecked()).toBe(false);
    const label = await form.locator(`label[for="${await consent.getAttribute("id")}"]`);
    // The words shown are the stored version's words (the link adds only "opens in a new tab").
    expect(
      (await label.innerText()).replace(/\s*\(opens in a new tab\)\s*/, " ").replace(/\s+/g, " "),
    ).toBe(`${consentText(currentConsentVersion)} (required)`);
    const privacy = label.getByRole("link", { name: /Privacy Policy/ });
    expect(await privacy.getAttribute("href")).toBe("/privacy");
    expect(await privacy.getAttribute("target")).toBe("_blank");
  });

  it("with JavaScript: sends the answers and the consent, which the inbox stores with its time", async ({
    open,
  }) => {
    const { page } = await open("/contact", {
      baseUrl: server.url,
      viewport: PHONE,
      fakeClock: true,
    });
    const form = page.locator("form[data-contact-form]");
    await form.getByLabel("First name").fill("Tomasz");
    await form.getByLabel("Last name").fill("Nowak");
    await form.getByLabel("E-mail").fill("tomasz.nowak@example.com");
    await form.getByLabel("Message").fill("We need a lawyer for our purchase in Oakville.");
    await form
      .getByLabel(/Other people involved/)
      .fill("Helen Park (seller)\nLakeshore Realty Ltd.");
    await form.getByLabel(/Any key date/).fill("Closing on February 27, 2027");
    const send = form.getByRole("button", { name: "Send Message" });
    expect(await send.isDisabled()).toBe(true);
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    expect(await send.isEnabled()).toBe(true);
    // A person's pace, on the page's own clock.
    await page.clock.fastForward(minimumFillMs + 1_000);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      send.click(),
    ]);
    const posted = new URLSearchParams(request.postData() ?? "");
    expect(posted.get("consent")).toBe(currentConsentVersion);
    await page.getByText("Thank you. Your message was received.").waitFor();
    const row = stored("Tomasz");
    expect(row).toMatchObject({
      other_parties: "Helen Park (seller)\nLakeshore Realty Ltd.",
      key_date: "Closing on February 27, 2027",
      consent_text_version: currentConsentVersion,
      suspected_spam: null,
    });
    expect(row?.consent_at).toBe(row?.received_at);
  });

  it("without JavaScript: an unticked box gets a clear message and keeps every answer; ticked, it sends", async ({
    open,
  }) => {
    const { page } = await open("/contact", {
      baseUrl: server.url,
      viewport: PHONE,
      javaScript: false,
      // The browser reports the refused form's 400 answer (the page that shows what to change).
      allowProblems: /status of 400/,
    });
    const form = page.locator("form[data-contact-form]");
    await form.getByLabel("First name").fill("Ines");
    await form.getByLabel("Last name").fill("Duarte");
    await form.getByLabel("E-mail").fill("ines.duarte@example.com");
    await form.getByLabel("Message").fill("My father's estate has a property in Lisbon.");
    await form.getByLabel(/Other people involved/).fill("Rui Duarte (brother)");
    await form.getByLabel(/Any key date/).fill("Filing deadline March 1");
    const [refused] = await Promise.all([
      page.waitForNavigation(),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(refused?.status()).toBe(400);
    const retry = page.locator("form[data-contact-form]");
    const summary = retry.getByRole("alert");
    expect(await summary.innerText()).toContain(consentMissing);
    const box = retry.getByRole("checkbox", { name: /I agree/ });
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    expect(await summary.getByRole("link").getAttribute("href")).toBe(
      `#${await box.getAttribute("id")}`,
    );
    expect(await retry.getByLabel(/Other people involved/).inputValue()).toBe(
      "Rui Duarte (brother)",
    );
    expect(await retry.getByLabel(/Any key date/).inputValue()).toBe("Filing deadline March 1");
    expect(stored("Ines")).toBeUndefined();

    await box.check();
    const [sent] = await Promise.all([
      page.waitForNavigation(),
      retry.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(sent?.status()).toBe(200);
    expect(stored("Ines")).toMatchObject({
      other_parties: "Rui Duarte (brother)",
      key_date: "Filing deadline March 1",
      consent_text_version: currentConsentVersion,
    });
  });
});

describe("the Privacy Policy the consent box links to", () => {
  it("names the conflict-check answers, the consent record, the confirmation e-mail and who receives the data", async ({
    open,
  }) => {
    const { page } = await open("/privacy", {
      baseUrl: server.url,
      viewport: PHONE,
      javaScript: false,
    });
    const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    for (const phrase of [
      "the names of other people involved in your matter and any key date",
      "which wording you ticked, and when",
      "one automatic e-mail confirming that your message arrived",
      "it never repeats what you wrote",
      "our e-mail provider, which carries and stores the notification e-mail",
      "carries our confirmation e-mail to you",
      "another company's scheduling, intake-form or e-signature service, only if our contact page offers one and you open it",
      // Access and deletion, answered within 30 days.
      "When we answer: within 30 days of receiving your request",
    ])
      expect(text).toContain(phrase);
  });
});
