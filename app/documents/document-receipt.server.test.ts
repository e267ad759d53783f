/**
 * The receipt says what is true when it is sent (docs/DOCUMENTS.md#e-mails): it waits two minutes
 * for more files, and in that time a file can be found harmful or sent back by staff. The outbox
 * composes it again as it sends it, so neither is listed as "reached us safely", a sent-back item is
 * still needed, and a receipt with nothing left to name is not sent. Every e-mail that asks the
 * client for a document carries a link to the page that works when it arrives.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type Mail from "nodemailer/lib/mailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../tests/support/desk";
import { eicarPdf, pdf } from "../../tests/support/document-files";
import {
  documentEmailsWaiting,
  documentsOutbox,
  seedRequest,
  testMasterKey,
  testServices,
} from "../../tests/support/documents";
import type { MalwareScanner } from "./clamd-client.server";

let dataDir: string;

let staffId: number;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "documents-receipt-"));
  const repos = openDatabase(dataDir);
  staffId = repos.staff.addStaff("dana@example.com", "Dana Reyes").id;
  repos.db.close();
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Finds EICAR's test string, as ClamAV does (tests/server/documents-clamd.test.ts runs the real one). */
const scanner: MalwareScanner = {
  description: "finds EICAR",
  ping: async () => {},
  async scan(stream) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).includes("EICAR-STANDARD-ANTIVIRUS-TEST-FILE")
      ? { clean: false, signature: "Eicar-Test-Signature" }
      : { clean: true };
  },
};

/** The documents service with the scanner, and every e-mail the outbox sends, by subject. */
async function scenario(
  steps: (
    s: ReturnType<typeof testServices>,
    request: ReturnType<typeof seedRequest>,
  ) => Promise<void>,
): Promise<{ sent: Mail.Options[]; request: ReturnType<typeof seedRequest> }> {
  const request = seedRequest(dataDir);
  const opened = testServices(dataDir, testMasterKey, {}, scanner);
  const sent: Mail.Options[] = [];
  const outbox = documentsOutbox(opened.db, (mail) => sent.push(mail));
  try {
    await steps(opened, request);
    await opened.services.settled();
    // The receipt waits two minutes for more files: make it due now, as those minutes passing would.
    opened.db
      .prepare("UPDATE document_emails SET next_attempt_at = 0 WHERE status = 'pending'")
      .run();
    outbox.start();
    await vi.waitFor(() => expect(documentEmailsWaiting(opened.db)).toBe(0));
  } finally {
    await outbox.stop();
    await opened.services.stop();
    opened.close();
  }
  return { sent, request };
}

const bodyOf = (sent: Mail.Options[], subject: RegExp) =>
  String(sent.find((m) => subject.test(String(m.subject)))?.text ?? "");

/** The page a link in an e-mail opens, or undefined when it opens nothing. */
function pageOf(text: string) {
  const token = /http:\/\/127\.0\.0\.1\/documents\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const { services, close } = testServices(dataDir);
  try {
    return token ? services.checklist(token) : undefined;
  } finally {
    close();
  }
}

describe("the receipt, composed as it is sent", () => {
  it("leaves out a file deleted as harmful and asks for its item again, after the malware notice", async () => {
    const { sent } = await scenario(async ({ services }, { token, itemIds }) => {
      for (const [itemId, fileName, bytes] of [
        [itemIds[0]!, "agreement.pdf", eicarPdf()],
        [itemIds[1]!, "passport.pdf", pdf("Passport")],
      ] as const)
        await services.receive({ token, itemId, fileName, body: Readable.from(bytes) });
      services.start();
    });
    const notice = bodyOf(sent, /^A file you sent could not be accepted/);
    const receipt = bodyOf(sent, /^We received your documents/);
    expect(receipt).toContain("passport.pdf (Government-issued photo ID for each buyer)");
    expect(receipt).not.toContain("agreement.pdf");
    expect(receipt).toMatch(/Still needed:\n {2}- Agreement of purchase and sale\n/);
    // Each e-mail links the page itself, and the link opens it.
    expect(notice).not.toContain("first e-mail");
    expect(receipt).not.toContain("first e-mail");
    expect(pageOf(notice)?.request.title).toBe("Buying a home");
    expect(pageOf(receipt)?.request.title).toBe("Buying a home");
  });

  it("lists an item staff sent back as still needed, not as received", async () => {
    const { sent } = await scenario(async ({ services }, { token, itemIds }) => {
      await services.receive({
        token,
        itemId: itemIds[0]!,
        fileName: "passport.pdf",
        body: Readable.from(pdf("Passport")),
      });
      await services.receive({
        token,
        itemId: itemIds[1]!,
        fileName: "photo-id.pdf",
        body: Readable.from(pdf("Photo ID")),
      });
      services.sendBack(itemIds[0]!, "This is not the agreement of purchase and sale.", staffId);
    });
    const returned = bodyOf(sent, /^Please send one document again/);
    const receipt = bodyOf(sent, /^We received your documents/);
    expect(receipt).toContain("photo-id.pdf (Government-issued photo ID for each buyer)");
    expect(receipt).not.toContain("passport.pdf");
    expect(receipt).toMatch(
      /Still needed:\n {2}- Agreement of purchase and sale \(sent back: please send it again\)\n/,
    );
    expect(returned).not.toContain("first e-mail");
    expect(pageOf(returned)?.request.title).toBe("Buying a home");
  });

  it("is not sent when every file it would name was sent back", async () => {
    const { sent } = await scenario(async ({ services }, { token, itemIds }) => {
      await services.receive({
        token,
        itemId: itemIds[0]!,
        fileName: "passport.pdf",
        body: Readable.from(pdf("Passport")),
      });
      services.sendBack(itemIds[0]!, "This is not the agreement of purchase and sale.", staffId);
    });
    // The request's own e-mail, then the send-back: no receipt.
    expect(sent.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Documents we need/),
      expect.stringMatching(/^Please send one document again/),
    ]);
  });

  it("says what the page says when only items marked 'if you have it' are missing", async () => {
    const { sent } = await scenario(async ({ services }, { token, itemIds }) => {
      for (const [n, itemId] of itemIds.slice(0, 3).entries())
        await services.receive({
          token,
          itemId,
          fileName: `file-${n}.pdf`,
          body: Readable.from(pdf(`File ${n}`)),
        });
    });
    const receipt = bodyOf(sent, /^We received your documents/);
    expect(receipt).not.toContain("That is everything on the list");
    expect(receipt).toContain(
      "3 of 5 items received: everything we need is here. Send the 2 items marked “if you have it” too if you can.",
    );
    expect(pageOf(receipt)?.request.title).toBe("Buying a home");
  });
});
