/**
 * Without JavaScript, the contact form's confirmation is the answer to its post: reloading it posts
 * the message again. The visitor sees the confirmation again and the firm gets one message
 * (docs/CONTACT-INBOX.md#the-same-message-sent-twice). Its own server, to count what is stored.
 */
import { afterAll, beforeAll, describe, expect } from "vitest";
import { storedRows } from "../server/contact-support";
import { it, PHONE } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CONTACT_RATE_LIMIT: "2" });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const email = "reload.visitor@example.com";
const stored = () => storedRows(server.dataDir).filter((r) => r.email === email);

describe("the contact confirmation without JavaScript", () => {
  it("reloaded (the post sent again), shows the confirmation again and stores one message", async ({
    open,
  }) => {
    const { page } = await open("/contact", {
      viewport: PHONE,
      javaScript: false,
      baseUrl: server.url,
    });
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    const form = page.locator("form[data-contact-form]");
    await form.getByLabel("First name").fill("Rhea");
    await form.getByLabel("Last name").fill("Load");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Message").fill("Can you review my lease before I sign it on Monday?");
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    const [sent] = await Promise.all([
      page.waitForNavigation(),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(sent?.status()).toBe(200);
    const result = page.locator("[data-contact-result=sent]");
    expect(await result.innerText()).toContain("Your message was received");

    // Reload twice: more reloads than the limit of two posts allows, were they counted.
    for (let n = 0; n < 2; n++) {
      const again = await page.reload();
      expect(again?.request().method(), "the reload posts the form again").toBe("POST");
      expect(again?.status()).toBe(200);
      expect(await result.innerText()).toContain("Your message was received");
    }
    expect(posts).toEqual(["/contact", "/contact", "/contact"]);
    expect(stored()).toHaveLength(1);
  });
});
