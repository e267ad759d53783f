/**
 * The desk's "E-mail a document request" (docs/DOCUMENTS.md#in-the-desk, docs/DOCUMENTS.md#the-link),
 * with and without JavaScript: a due date that is not in the future is refused under its field,
 * and nothing is made or sent; a second request from a checklist whose first request is still live
 * is refused under the checklist, naming that request and the ways on (a new link, or revoke it
 * first); once it is revoked, the new request goes.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { dueInThePastMessage } from "~/documents/desk-document-forms";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";
import { openDatabase, signInBrowser, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;

beforeAll(async () => {
  server = await startDeskServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
  db = openDatabase(server.dataDir);
  session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

const signedIn = (_page: Page, context: BrowserContext) => signInBrowser(context, server, session);

const requestsOf = (messageId: number) =>
  db.db.sqlite
    .prepare("SELECT id, revoked_at AS revokedAt FROM document_requests WHERE message_id = ?")
    .all(messageId) as { id: number; revokedAt: number | null }[];

/** A Toronto wall-clock time `days` from now, as the datetime-local field takes it. */
const torontoInDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000)
    .toLocaleString("sv-SE", { timeZone: "America/Toronto" })
    .slice(0, 16)
    .replace(" ", "T");

describe("the desk's document request", () => {
  for (const { viewport, javaScript } of [
    { viewport: DESKTOP, javaScript: true },
    { viewport: PHONE, javaScript: false },
  ]) {
    it(`refuses a past due date and a second live request from one checklist, at ${viewport.width} px ${javaScript ? "with" : "without"} JavaScript`, {
      timeout: 120_000,
    }, async ({ open }) => {
      const messageId = db.messages.save({
        firstName: "Priya",
        lastName: `Raman ${viewport.width}`,
        email: `priya-${viewport.width}@example.com`,
        message: "We are buying a condo in Mississauga.",
        serviceType: "real-estate",
      } as never);
      const { page } = await open(`/desk/inquiries/${messageId}`, {
        baseUrl: server.base,
        viewport,
        javaScript,
        beforeOpen: signedIn,
        // Without JavaScript each refusal is the inquiry's page answered with 400 or 409; with it,
        // the refused second request is a fetch answered 409.
        allowProblems: /status of (400|409)/,
      });
      const panel = page.locator("#documents");
      const send = panel.getByRole("button", { name: "E-mail a document request" });
      const due = panel.getByLabel("Due (Toronto time, optional)");
      const checklist = panel.getByLabel("Checklist");

      // 1. Due three weeks ago: refused under the field, nothing made.
      await checklist.selectOption({ label: "Buying a home" });
      await due.fill(torontoInDays(-21));
      await send.click();
      await expect.poll(() => panel.textContent()).toContain(dueInThePastMessage);
      expect(await due.getAttribute("aria-invalid")).toBe("true");
      const dueError = await page
        .locator(`[id="${(await due.getAttribute("aria-describedby"))?.split(" ")[0]}"]`)
        .textContent();
      expect(dueError).toContain(dueInThePastMessage);
      // Said once, under its field (no second copy at the top of the panel); without JavaScript
      // the browser comes back to the form itself.
      expect((await panel.textContent())?.split(dueInThePastMessage)).toHaveLength(2);
      if (!javaScript) expect(new URL(page.url()).hash).toBe("#document-request");
      expect(requestsOf(messageId)).toEqual([]);
      await expectNoAxeViolations(page);

      // 2. Due next week: sent.
      await checklist.selectOption({ label: "Buying a home" });
      await due.fill(torontoInDays(7));
      await send.click();
      await expect
        .poll(() => panel.getByRole("heading", { level: 3 }).first().textContent())
        .toMatch(/^Buying a home \(request #\d+\)/);
      const [first] = requestsOf(messageId);
      expect(first).toBeDefined();

      // 3. The same checklist again while the first is live: refused, naming it and the ways on.
      await checklist.selectOption({ label: "Buying a home" });
      await send.click();
      await expect
        .poll(() => panel.textContent())
        .toContain(`Request #${first!.id} (Buying a home) is still open`);
      expect(await panel.textContent()).toContain("“E-mail a new link”");
      expect(await panel.textContent()).toContain("“Revoke the link”");
      expect(await checklist.getAttribute("aria-invalid")).toBe("true");
      expect((await panel.textContent())?.split("is still open")).toHaveLength(2);
      if (javaScript) {
        // Conform moves focus to the field the refusal is about, whose error it describes.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
          .toBe("template");
      }
      expect(requestsOf(messageId)).toHaveLength(1);
      await expectNoAxeViolations(page);

      // 4. Revoked, in two presses like a booking's Cancel (docs/DOCUMENTS.md#in-the-desk): the
      // first only opens what will happen, so a slip on a phone cuts off nobody's link; the same
      // for "E-mail a new link" beside it, which e-mails the client.
      const revoke = panel.locator('details[data-confirm-intent="revoke"]');
      const renew = panel.locator('details[data-confirm-intent="new-link"]');
      expect(await renew.locator("summary").textContent()).toContain("E-mail a new link");
      await renew.locator("summary").click();
      await panel.getByText(/The client is e-mailed a new link to this request at once/).waitFor();
      await revoke.locator("summary").click();
      await panel.getByText(/The client's link to this request stops working at once/).waitFor();
      expect(requestsOf(messageId)[0]?.revokedAt ?? null).toBeNull();
      await panel.getByRole("button", { name: "Yes, revoke the link" }).click();
      await expect.poll(() => requestsOf(messageId)[0]?.revokedAt ?? null).not.toBeNull();
      await expect.poll(() => revoke.count()).toBe(0);
      await checklist.selectOption({ label: "Buying a home" });
      await send.click();
      await expect.poll(() => requestsOf(messageId).length).toBe(2);
    });
  }
});
