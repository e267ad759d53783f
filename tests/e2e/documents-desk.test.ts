/**
 * The desk's side of documents (docs/DOCUMENTS.md#in-the-desk), at 390 and 1280 px on the real
 * server with ClamAV's daemon and a loopback SMTP server: staff see the panel on an inquiry, send a
 * request from it, the client's file arrives and is scanned, staff download it; the client gets
 * the request and then the receipt by e-mail.
 */
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { type LoopbackSmtp, startSmtp } from "../server/contact-support";
import { DESKTOP, it, PHONE } from "../support/browser";
import { openDatabase, startDeskServer } from "../support/desk";
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
  });
  db = openDatabase(server.dataDir);
  session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
  await smtp?.close();
});

const signedIn = () => ({ extraHTTPHeaders: { cookie: `__Host-desk-session=${session}` } });

/** The text of the e-mails sent to an address whose subject matches. */
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
      { timeout: 60_000 },
    )
    .toBe(true);
  return text ?? "";
}

describe("documents in the desk", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`staff request documents from an inquiry, and download the scanned file, at ${viewport.width} px`, {
      timeout: 240_000,
    }, async ({ open }) => {
      const email = `client-${viewport.width}@example.com`;
      const messageId = db.messages.save({
        firstName: "Priya",
        lastName: `Raman${viewport.width}`,
        email,
        message: "We are buying a condo in Mississauga and close in March.",
        serviceType: "real-estate",
      } as never);
      const { page } = await open(`/desk/inquiries/${messageId}`, {
        baseUrl: server.base,
        viewport,
        context: signedIn(),
      });
      const panel = page.locator("#documents");
      await expect
        .poll(() => panel.getByRole("heading", { level: 2 }).textContent())
        .toBe("Documents");
      await panel.getByLabel("Checklist").selectOption({ label: "Buying a home" });
      await panel.getByRole("button", { name: "E-mail a document request" }).click();
      await expect
        .poll(() => panel.getByRole("heading", { level: 3 }).first().textContent())
        .toMatch(/^Buying a home \(request #\d+\)/);

      // The client's e-mail carries the link; their file arrives through the page's form.
      const request = await mailTo(email, /^Documents we need: Buying a home/);
      const link = /(http:\/\/\S+\/documents\/[A-Za-z0-9_-]{43})/.exec(request)?.[1] ?? "";
      expect(link).not.toBe("");
      const checklist = await (await fetch(link)).text();
      const itemId = /id="item-(\d+)"/.exec(checklist)?.[1] ?? "";
      const form = new FormData();
      const file = pdf(`Agreement of Purchase and Sale, unit ${viewport.width}`);
      form.set("file", new Blob([new Uint8Array(file)]), "agreement-of-purchase.pdf");
      const posted = await fetch(`${link}/items/${itemId}`, {
        method: "POST",
        body: form,
        redirect: "manual",
      });
      expect(posted.headers.get("location")).toContain(`received=${itemId}`);

      // Once scanned, staff see it on the panel and download exactly what was sent.
      await expect
        .poll(
          async () => {
            await page.reload();
            return panel
              .getByRole("link", { name: /^Download agreement-of-purchase\.pdf/ })
              .count();
          },
          { timeout: 60_000 },
        )
        .toBe(1);
      // The link's own request, with the signed-in browser's headers (a download started by a
      // click does not carry the test's session header).
      const href = await panel
        .getByRole("link", { name: /^Download agreement-of-purchase\.pdf/ })
        .getAttribute("href");
      expect(href).toMatch(/^\/desk\/documents\/files\/\d+\?download$/);
      const download = await page.request.get(`${server.base}${href}`);
      expect(download.status()).toBe(200);
      expect(download.headers()["content-disposition"]).toMatch(
        /^attachment;.*agreement-of-purchase\.pdf/,
      );
      expect((await download.body()).equals(file)).toBe(true);

      // The receipt names the file (never its content); it waits two minutes for more files, so
      // the test makes it due now and lets the worker's next pass (within 30 s) send it. Server
      // behaviour, the same at any width: checked once.
      if (viewport !== PHONE) return;
      db.db.sqlite
        .prepare(
          "UPDATE document_emails SET next_attempt_at = 0 WHERE kind = 'receipt' AND status = 'pending'",
        )
        .run();
      const receipt = await mailTo(email, /^We received your documents/);
      expect(receipt).toContain("agreement-of-purchase.pdf");
      expect(receipt).not.toContain("Agreement of Purchase and Sale, unit");
    });
  }
});
