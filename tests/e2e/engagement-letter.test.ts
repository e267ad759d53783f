/**
 * An engagement letter signed online (docs/ENGAGEMENT.md): staff prepare it from a template on the
 * inquiry page and send it; the client opens the e-mailed link, asks for a one-time code, enters it
 * (read from the loopback SMTP server), reads the letter, consents to sign electronically and signs
 * by typing their name; staff countersign; the PDFs are read back with pdf-lib and their hashes
 * compared with the stored ones. The client's steps also work with JavaScript off.
 */
import { createHash } from "node:crypto";
import { simpleParser } from "mailparser";
import { PDFDocument } from "pdf-lib";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { checklistTemplate } from "~/documents/checklist-templates";
import { documentRepositories } from "~/documents/document-repositories.server";
import { tokenHash } from "~/documents/document-requests.server";
import { type LoopbackSmtp, startSmtp } from "../server/contact-support";
import { DESKTOP, expectNoAxeViolations, it, type OpenSitePage, PHONE } from "../support/browser";
import { openDatabase, signInBrowser, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import { pdfText } from "../support/pdf-text";
import type { RunningServer } from "../support/server";

let smtp: LoopbackSmtp;
let server: RunningServer & { base: string };
let db: Repositories;
let session: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    DOCUMENTS_MASTER_KEY: testMasterKey,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@firm.example",
    MAIL_TO: "intake@firm.example",
    OUTBOX_POLL_SECONDS: "1",
  });
  db = openDatabase(server.dataDir);
  session = db.staff.createSession(
    db.staff.addStaff("danielle@mercerlaw.example", "Danielle Mercer").id,
  );
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
  await smtp?.close();
});

function inquiry(firstName: string, lastName: string, email: string) {
  return db.messages.save(
    {
      firstName,
      lastName,
      email,
      message: "We are buying our first home.",
      serviceType: "real-estate",
    } as never,
    Date.now(),
  );
}

const signedIn = (_page: Page, context: BrowserContext) => signInBrowser(context, server, session);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The newest e-mail to `address` whose subject matches, once it arrives. */
async function mailTo(address: string, subject: RegExp, skip = 0) {
  let found: Awaited<ReturnType<typeof simpleParser>> | undefined;
  await expect
    .poll(
      async () => {
        const matching = [];
        for (const raw of smtp.received) {
          const mail = await simpleParser(raw);
          if (JSON.stringify(mail.to).includes(address) && subject.test(mail.subject ?? ""))
            matching.push(mail);
        }
        found = matching.length > skip ? matching.at(-1) : undefined;
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error("no mail");
  return found;
}

async function sendFromDesk(open: OpenSitePage, messageId: number) {
  const desk = await open(`/desk/inquiries/${messageId}`, {
    baseUrl: server.base,
    viewport: DESKTOP,
    beforeOpen: signedIn,
  });
  const panel = desk.page.locator("#engagement");
  await expect.poll(() => panel.textContent()).toContain("No engagement letter yet");
  await panel
    .getByLabel("Letter template")
    .selectOption({ label: "Engagement letter for your home purchase" });
  await panel.getByLabel(/Property price/).fill("1,250,000");
  await panel.getByRole("button", { name: "Prepare a letter" }).click();
  await desk.page.waitForURL(/\/desk\/engagement-letters\/\d+$/);
  const letterId = Number(desk.page.url().split("/").pop());
  const main = desk.page.locator("main");
  await expect.poll(() => main.textContent()).toContain("flat fee of $1,750.00");
  // Adjust the scope, preview, then send.
  await desk.page
    .getByLabel("Scope of the work")
    .fill(
      "We act for you on the purchase of 12 Elm Street, Etobicoke: review, title, one mortgage, closing and report.",
    );
  await desk.page.getByRole("button", { name: "Save and preview" }).click();
  await expect.poll(() => main.textContent()).toContain("12 Elm Street");
  await expectNoAxeViolations(desk.page);
  await desk.page.getByRole("button", { name: "E-mail it to the client" }).click();
  await expect.poll(() => desk.page.locator("#letter-state").textContent()).toContain("Sent");
  // A focused answer says what happened, not only the changed heading (WCAG 2.4.3, 4.1.3).
  const answer = desk.page.getByRole("status").filter({ hasText: "Sent: the letter is e-mailed" });
  await expect.poll(() => answer.evaluate((el) => el === document.activeElement)).toBe(true);
  return { desk, letterId };
}

it("staff send a letter, the client signs it with a code from the e-mail, staff countersign, and the PDFs read back sealed", async ({
  open,
}) => {
  const messageId = inquiry("Lee", "Chan", "lee@example.com");
  const { desk, letterId } = await sendFromDesk(open, messageId);
  const linkMail = await mailTo("lee@example.com", /please read and sign/);
  const link = /\/engagement\/[A-Za-z0-9_-]{43}/.exec(linkMail.text ?? "")?.[0];
  expect(link).toBeDefined();

  const client = await open(link ?? "", { baseUrl: server.base, viewport: PHONE });
  const page = client.page;
  // Nothing of the letter before the code.
  expect(await page.locator("main").textContent()).not.toContain("12 Elm Street");
  // The client's own page: no Book bar over it on a phone.
  expect(await page.locator("[data-booking-bar]").isVisible()).toBe(false);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  const codeMail = await mailTo("lee@example.com", /Your code/);
  const code = /code is (\d{6})/.exec(codeMail.text ?? "")?.[1] ?? "";
  // Typed (or pasted) as a person copies it from an e-mail, with spaces: the spaces don't count.
  await page
    .getByLabel("Code from the e-mail")
    .pressSequentially(` ${code.slice(0, 3)} ${code.slice(3)} `);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect.poll(() => page.locator("main").textContent()).toContain("12 Elm Street");
  await expectNoAxeViolations(page);
  await page.getByLabel(/I agree to receive this engagement letter electronically/).check();
  await page.getByRole("button", { name: "I agree: continue to sign" }).click();
  await page.getByLabel("Your full name").fill("lee  CHAN");
  await page.getByRole("button", { name: "Sign the letter" }).click();
  await expect.poll(() => page.locator("main").textContent()).toContain("your letter is signed");

  const signedMail = await mailTo("lee@example.com", /your signed copy/);
  const attached = signedMail.attachments[0]?.content;
  expect(attached).toBeDefined();
  await mailTo("intake@firm.example", /Engagement letter #\d+ signed/);

  await desk.page.reload();
  await desk.page.getByRole("button", { name: "Countersign as Danielle Mercer" }).click();
  await expect
    .poll(() => desk.page.locator("main").textContent())
    .toContain("Countersigned by Danielle Mercer");
  const countersignedAnswer = desk.page
    .getByRole("status")
    .filter({ hasText: `Countersigned. Both signed copies are e-mailed` });
  await expect
    .poll(() => countersignedAnswer.textContent())
    .toContain(`inquiry #${messageId} is now Retained`);
  await expect
    .poll(() => countersignedAnswer.evaluate((el) => el === document.activeElement))
    .toBe(true);
  // The audit trail writes times as the desk does (docs/DESK.md#times-and-dates): "Nov 29, 2026,
  // 10:14 PM", never "2026-11-30 03:14:43 UTC".
  const trail =
    (await desk.page.locator("section[aria-labelledby=trail-heading]").textContent()) ?? "";
  expect(trail).toMatch(
    /Countersigned by Danielle Mercer[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/,
  );
  expect(trail).not.toMatch(/UTC|\d{4}-\d{2}-\d{2}|Toronto time/);
  await mailTo("lee@example.com", /countersigned by your lawyer/);
  // Countersigning retained the client: the status follows the stage, and the Retained tab lists it.
  const statusRow = db.db.sqlite
    .prepare("SELECT status FROM desk_inquiries WHERE message_id = ?")
    .get(messageId) as { status: string };
  expect(statusRow.status).toBe("retained");
  await desk.page.goto(`${server.base}/desk?status=retained`);
  await expect.poll(() => desk.page.locator("main").textContent()).toContain("Lee Chan");
  await desk.page.goBack();

  const row = db.db.sqlite
    .prepare(
      "SELECT signed_sha256 AS s, countersigned_sha256 AS c, text_sha256 AS t FROM engagement_letters WHERE id = ?",
    )
    .get(letterId) as { s: string; c: string; t: string };
  const headers = { cookie: `__Host-desk-session=${session}` };
  const signed = new Uint8Array(
    await (
      await fetch(`${server.base}/desk/engagement-letters/${letterId}/signed.pdf`, { headers })
    ).arrayBuffer(),
  );
  expect(sha256(signed)).toBe(row.s);
  expect(sha256(new Uint8Array(attached ?? Buffer.alloc(0)))).toBe(row.s);
  const text = pdfText(signed);
  expect(text).toContain("Engagement letter for your home purchase");
  expect(text).toContain("12 Elm Street");
  expect(text).toContain("/s/ lee CHAN");
  expect(text).toContain("Audit page");
  expect(text).toContain(row.t);
  expect(text).toMatch(/One-time code verified/);
  expect(text).toMatch(/Consented to sign electronically/);
  expect(text).toMatch(/Toronto time/);
  expect((await PDFDocument.load(signed)).getSubject()).toBe(`Letter text SHA-256 ${row.t}`);

  const countersigned = new Uint8Array(
    await (
      await fetch(`${server.base}/desk/engagement-letters/${letterId}/countersigned.pdf`, {
        headers,
      })
    ).arrayBuffer(),
  );
  expect(sha256(countersigned)).toBe(row.c);
  expect(pdfText(countersigned)).toContain("Accepted for");
  expect(pdfText(countersigned)).toContain(row.s);

  // Verify a copy: the file itself matches; one changed byte does not.
  await desk.page.goto(`${server.base}/desk/engagement-letters/verify`);
  await expectNoAxeViolations(desk.page);
  const tampered = Buffer.from(signed);
  const middle = Math.floor(tampered.length / 2);
  tampered[middle] = (tampered[middle] ?? 0) ^ 1;
  await desk.page
    .getByLabel("PDF to check")
    .setInputFiles({ name: "copy.pdf", mimeType: "application/pdf", buffer: Buffer.from(signed) });
  await desk.page.getByRole("button", { name: "Check the file" }).click();
  await expect
    .poll(() => desk.page.locator("main").textContent())
    .toContain(`Match: this is the signed PDF of letter #${letterId}`);
  await desk.page
    .getByLabel("PDF to check")
    .setInputFiles({ name: "copy.pdf", mimeType: "application/pdf", buffer: tampered });
  await desk.page.getByRole("button", { name: "Check the file" }).click();
  await expect.poll(() => desk.page.locator("main").textContent()).toContain("No match");
  await expectNoAxeViolations(desk.page);

  // The inquiry's panel shows each step.
  await desk.page.goto(`${server.base}/desk/inquiries/${messageId}`);
  const panel = desk.page.locator("#engagement");
  await expect.poll(() => panel.textContent()).toContain("Signed and countersigned");
  expect(await panel.textContent()).toMatch(
    /Opened .*Code verified .*Consented .*Signed .*Countersigned/s,
  );
});

it("the client's steps work without JavaScript, with errors announced and a 400 for a wrong code or name", async ({
  open,
}) => {
  const messageId = inquiry("Ana", "Ruiz", "ana@example.com");
  await sendFromDesk(open, messageId);
  const linkMail = await mailTo("ana@example.com", /please read and sign/);
  const link = /\/engagement\/[A-Za-z0-9_-]{43}/.exec(linkMail.text ?? "")?.[0] ?? "";
  const client = await open(link, {
    baseUrl: server.base,
    viewport: DESKTOP,
    javaScript: false,
    // The wrong code and the wrong name are answered 400, which the browser logs.
    allowProblems: /status of 400/,
  });
  const page = client.page;
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  const codeMail = await mailTo("ana@example.com", /Your code/);
  const code = /code is (\d{6})/.exec(codeMail.text ?? "")?.[1] ?? "";
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Code from the e-mail").fill(wrong);
  const [bad] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Continue" }).click(),
  ]);
  expect(bad.status()).toBe(400);
  await expect
    .poll(() => page.getByRole("alert").first().textContent())
    .toContain("That code is not right");
  expect(await page.getByLabel("Code from the e-mail").getAttribute("aria-invalid")).toBe("true");
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect.poll(() => page.locator("main").textContent()).toContain("Ending this retainer");
  await page.getByLabel(/I agree to receive this engagement letter electronically/).check();
  await page.getByRole("button", { name: "I agree: continue to sign" }).click();
  await page.getByLabel("Your full name").fill("Anna Ruiz");
  await page.getByRole("button", { name: "Sign the letter" }).click();
  await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("Ana Ruiz");
  await expectNoAxeViolations(page);
  await page.getByLabel("Your full name").fill("Ana Ruiz");
  await page.getByRole("button", { name: "Sign the letter" }).click();
  await expect.poll(() => page.locator("main").textContent()).toContain("your letter is signed");

  // Anything else behind /engagement/ is a 404, like any unknown address.
  const unknown = await fetch(`${server.base}/engagement/${"A".repeat(43)}`);
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get("cache-control")).toBe("no-store");
});

/** The inquiry's documents checklist for a purchase, as the desk sends it (its ID item among them). */
function purchaseChecklist(messageId: number) {
  const template = checklistTemplate("purchase");
  if (!template) throw new Error("no purchase checklist");
  const documents = documentRepositories(db.db);
  const requestId = documents.requests.createRequest({
    messageId,
    template: template.id,
    title: template.title,
    intro: template.intro ?? "",
    tokenHash: tokenHash(`never-e-mailed-${messageId}`),
    createdAt: Date.now(),
    createdBy: null,
    dueAt: null,
    expiresAt: Date.now() + 14 * 24 * 60 * 60 * 1000,
    items: template.items,
  });
  const idItem = documents.files.items(requestId).find((i) => /photo ID/.test(i.label));
  if (!idItem) throw new Error("no ID item");
  return {
    received: () => documents.files.setItemState(idItem.id, "received", { now: Date.now() }),
  };
}

for (const [javaScript, viewport, name] of [
  [true, PHONE, "Mia Park"],
  [false, DESKTOP, "Noor Aziz"],
] as const)
  it(`the letter page shows both identity steps, and whether the photo ID came through the documents checklist (JavaScript ${javaScript ? "on" : "off"}, ${viewport.width} px)`, async ({
    open,
  }) => {
    const [first = "", last = ""] = name.split(" ");
    const email = `${first.toLowerCase()}@example.com`;
    const messageId = inquiry(first, last, email);
    const checklist = purchaseChecklist(messageId);
    await sendFromDesk(open, messageId);
    const linkMail = await mailTo(email, /please read and sign/);
    const link = /\/engagement\/[A-Za-z0-9_-]{43}/.exec(linkMail.text ?? "")?.[0] ?? "";
    const { page } = await open(link, { baseUrl: server.base, viewport, javaScript });
    // Nothing about the client's documents before the code.
    expect(await page.locator("main").textContent()).not.toContain("photo ID");
    await page.getByRole("button", { name: "E-mail me a code" }).click();
    const codeMail = await mailTo(email, /Your code/);
    await page
      .getByLabel("Code from the e-mail")
      .fill(/code is (\d{6})/.exec(codeMail.text ?? "")?.[1] ?? "");
    await page.getByRole("button", { name: "Continue" }).click();
    const identity = page.getByRole("region", { name: "Confirming who you are" });
    await expect.poll(() => identity.textContent()).toContain("Your e-mail address: done");
    expect(await identity.textContent()).toContain("Your photo ID: still needed");
    await expectNoAxeViolations(page);

    // The button opens the checklist that asks for it, through a new link.
    await identity.getByRole("button", { name: "Open my documents checklist" }).click();
    await page.waitForURL(/\/documents\/[A-Za-z0-9_-]{43}$/);
    await expect
      .poll(() => page.locator("main").textContent())
      .toContain("Government-issued photo ID for each buyer");

    checklist.received();
    await page.goto(`${server.base}${link}`);
    await expect.poll(() => identity.textContent()).toContain("Your photo ID: done");
    expect(await identity.textContent()).toContain(
      "We received it through your documents checklist",
    );
    expect(await identity.getByRole("button").count()).toBe(0);
  });
