/**
 * Documents from end to end (docs/DOCUMENTS.md#in-the-desk), at 390 and 1280 px, each with and
 * without JavaScript, on one real server with ClamAV's daemon and a loopback SMTP server: staff
 * send a request from an inquiry's documents panel, the client opens the e-mailed link and sends a
 * file through the page, the page and then the receipt e-mail confirm it, and the desk's checklist
 * shows it received and scanned, offers the download and takes the decision (both in the inquiry's
 * activity); the missing-documents view lists what is still needed. Without JavaScript a send-back
 * without a reason renders the desk page again with the error under its field.
 * The client's page's own cases (GPS removed, an SVG refused, a resumed upload, a revoked link) are
 * in documents-client.test.ts.
 */
import { simpleParser } from "mailparser";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { type LoopbackSmtp, startSmtp } from "../server/contact-support";
import { DESKTOP, it, PHONE } from "../support/browser";
import { openDatabase, signInBrowser, startDeskServer } from "../support/desk";
import { pdf } from "../support/document-files";
import { testMasterKey } from "../support/documents";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let smtp: LoopbackSmtp;
let db: Repositories;
let session: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    DOCUMENTS_MASTER_KEY: testMasterKey,
    CLAMD_ADDRESS: inject("clamdSocket"),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@firm.example",
    MAIL_TO: "intake@firm.example",
    // The worker looks for due scans every second instead of every 30, and the outbox for due
    // e-mails every second instead of every 60 (documented settings): the receipt is made due by
    // hand below, and the tests wait for it, not for an interval.
    DOCUMENTS_WORKER_INTERVAL_SECONDS: "1",
    OUTBOX_POLL_SECONDS: "1",
  });
  db = openDatabase(server.dataDir);
  session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
  await smtp?.close();
});

const signedIn = (_page: Page, context: BrowserContext) => signInBrowser(context, server, session);

/** The text of the e-mail sent to an address whose subject matches. */
async function mailTo(address: string, subject: RegExp): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        for (const raw of smtp.received) {
          const mail = await simpleParser(raw);
          if (
            mail.to &&
            JSON.stringify(mail.to).includes(address) &&
            subject.test(mail.subject ?? "")
          )
            text = mail.text ?? "";
        }
        return text !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return text ?? "";
}

/** One item of the desk's checklist, by its label. */
const deskItem = (panel: Locator, label: string) =>
  panel.locator("article > ul > li").filter({ hasText: label });

const journeys = [
  { viewport: PHONE, javaScript: true },
  { viewport: DESKTOP, javaScript: true },
  { viewport: PHONE, javaScript: false },
  { viewport: DESKTOP, javaScript: false },
];

describe("documents from the desk's request to the desk's checklist", () => {
  for (const { viewport, javaScript } of journeys) {
    const how = `at ${viewport.width} px ${javaScript ? "with" : "without"} JavaScript`;
    it(`staff send a request, the client sends a file and gets the receipt, staff see it in the checklist and accept it, ${how}`, {
      timeout: 180_000,
    }, async ({ open }) => {
      const tag = `${viewport.width}-${javaScript ? "js" : "nojs"}`;
      const email = `client-${tag}@example.com`;
      const messageId = db.messages.save({
        firstName: "Priya",
        lastName: `Raman ${tag}`,
        email,
        message: "We are buying a condo in Mississauga and close in March.",
        serviceType: "real-estate",
      } as never);

      // 1. Staff send the request from the inquiry's documents panel.
      const desk = await open(`/desk/inquiries/${messageId}`, {
        baseUrl: server.base,
        viewport,
        javaScript,
        beforeOpen: signedIn,
        // Without JavaScript, the refused send-back below is a page answered with HTTP 400.
        allowProblems: javaScript ? undefined : /status of 400 \(Bad Request\)/,
      });
      const panel = desk.page.locator("#documents");
      await expect
        .poll(() => panel.getByRole("heading", { level: 2 }).textContent())
        .toBe("Documents");
      await panel.getByLabel("Checklist").selectOption({ label: "Buying a home" });
      await panel.getByRole("button", { name: "E-mail a document request" }).click();
      await expect
        .poll(() => panel.getByRole("heading", { level: 3 }).first().textContent())
        .toMatch(/^Buying a home \(request #\d+\)/);
      const agreement = deskItem(panel, "Agreement of purchase and sale");
      await expect.poll(() => agreement.textContent()).toContain("Missing");

      // 2. The client's e-mail carries the link; they open it (not signed in to anything).
      const request = await mailTo(email, /^Documents we need: Buying a home/);
      const link = /(http:\/\/\S+\/documents\/[A-Za-z0-9_-]{43})/.exec(request)?.[1] ?? "";
      expect(link).not.toBe("");
      const client = await open(link, { viewport, javaScript });
      const item = client.page.locator("ol > li").filter({
        has: client.page.getByRole("heading", { name: "Agreement of purchase and sale" }),
      });
      await expect
        .poll(() => client.page.getByRole("status").first().textContent())
        .toMatch(/0 of 5 items received; 3 still needed, and 2 items marked “if you have it”/);

      // 3. They send a file for the first item; the page confirms it.
      const file = pdf(`Agreement of Purchase and Sale, unit ${tag}`);
      await item.locator('input[type="file"]').setInputFiles({
        name: "agreement-of-purchase.pdf",
        mimeType: "application/pdf",
        buffer: file,
      });
      await item.getByRole("button", { name: "Send this file" }).click();
      if (javaScript)
        await expect
          .poll(() => item.getByRole("status").textContent(), { timeout: 30_000 })
          .toContain("agreement-of-purchase.pdf was received.");
      else {
        await client.page.waitForURL(/received=/);
        await expect.poll(() => item.textContent()).toContain("Your file was received");
      }
      await expect.poll(() => item.textContent()).toContain("✓ agreement-of-purchase.pdf");
      await expect.poll(() => item.textContent()).toContain("Received");
      await expect
        .poll(() => client.page.getByRole("status").first().textContent())
        .toMatch(/1 of 5 items received; 2 still needed, and 2 items marked “if you have it”/);

      // 4. The receipt names the file (never its content) and what is still needed. It waits two
      //    minutes for more files; the test makes it due now and the worker sends it.
      db.db.sqlite
        .prepare(
          `UPDATE document_emails SET next_attempt_at = 0
           WHERE kind = 'receipt' AND status = 'pending' AND recipient = ?`,
        )
        .run(email);
      const receipt = await mailTo(email, /^We received your documents/);
      expect(receipt).toContain("agreement-of-purchase.pdf (Agreement of purchase and sale)");
      expect(receipt).toMatch(/Still needed:\s+- Government-issued photo ID/);
      expect(receipt).not.toContain("Agreement of Purchase and Sale, unit");

      // 5. Once scanned, the desk's checklist shows it received, with the file to download.
      const download = agreement.getByRole("link", {
        name: /^Download agreement-of-purchase\.pdf/,
      });
      await expect
        .poll(
          async () => {
            await desk.page.reload();
            return download.count();
          },
          { timeout: 60_000 },
        )
        .toBe(1);
      expect(await agreement.textContent()).toContain("Scanned: no virus found");
      expect(await agreement.textContent()).toContain("Received");
      expect(await deskItem(panel, "Mortgage commitment").textContent()).toContain("Missing");
      // The link's own request, with the signed-in browser's cookie.
      const href = await download.getAttribute("href");
      expect(href).toMatch(/^\/desk\/documents\/files\/\d+\?download$/);
      const downloaded = await desk.page.request.get(`${server.base}${href}`);
      expect(downloaded.status()).toBe(200);
      expect(downloaded.headers()["content-disposition"]).toMatch(
        /^attachment;.*agreement-of-purchase\.pdf/,
      );
      expect((await downloaded.body()).equals(file)).toBe(true);

      if (!javaScript) {
        // A send-back whose reason is only spaces passes the browser's own checks; the server
        // refuses it and answers with the desk page, the error under the reason (said once), the
        // browser back at that item of the checklist.
        const reason = agreement.getByLabel("Reason for the client");
        await reason.fill("     ");
        await agreement.getByRole("button", { name: /^Send back/ }).click();
        await expect
          .poll(() => agreement.textContent())
          .toContain("Say what is wrong, so the client can fix it.");
        expect(await reason.getAttribute("aria-invalid")).toBe("true");
        expect(desk.page.url()).toMatch(/\/desk\/inquiries\/\d+#document-item-\d+$/);
        expect(
          (await desk.page.locator("#documents").textContent())?.split(
            "Say what is wrong, so the client can fix it.",
          ),
        ).toHaveLength(2);
        expect(await desk.page.locator("h1").textContent()).toContain(`Priya Raman ${tag}`);
        expect(await agreement.textContent()).toContain("Received");
      }

      // 6. Staff accept it: the checklist says so, and the activity records the download and
      //    the decision.
      await agreement.getByRole("button", { name: /^Accept/ }).click();
      await expect.poll(() => agreement.textContent()).toContain("Accepted");
      expect(await agreement.textContent()).not.toContain("Say what is wrong");
      const activity = desk.page.locator("section", {
        has: desk.page.getByRole("heading", { name: "Activity" }),
      });
      await expect
        .poll(() => activity.textContent())
        .toContain(`Dana Reyes accepted a document of #${messageId}`);
      expect(await activity.textContent()).toContain(
        `Dana Reyes downloaded a document of #${messageId}`,
      );

      // 7. Across inquiries, the missing-documents view lists what this one still lacks.
      await desk.page.goto(`${server.base}/desk/documents`);
      const row = desk.page
        .getByRole("listitem")
        .filter({ hasText: `#${messageId} Priya Raman ${tag}: Buying a home` });
      await expect.poll(() => row.textContent()).toContain("2 missing (of 5)");
    });
  }
});
