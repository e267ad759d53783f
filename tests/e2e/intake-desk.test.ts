/**
 * Questionnaires from the desk (docs/INTAKE.md#in-the-desk): staff send one from the inquiry page,
 * the client gets the link by e-mail and answers, staff read the answers beside the inquiry (on
 * screen and printable), and export them as JSON and as a PDF read back with pdf-lib.
 */
import { simpleParser } from "mailparser";
import { PDFDocument } from "pdf-lib";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { type LoopbackSmtp, startSmtp } from "../server/contact-support";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";
import { openDatabase, signInBrowser, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import { pdfText } from "../support/pdf-text";
import type { RunningServer } from "../support/server";

let smtp: LoopbackSmtp;
let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let messageId: number;

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
  session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
  messageId = db.messages.save(
    {
      firstName: "Mariana",
      lastName: "Okafor",
      email: "mariana@example.com",
      message: "I would like to apply for permanent residence.",
      serviceType: "immigration",
    } as never,
    Date.now(),
  );
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
  await smtp?.close();
});

const signedIn = (_page: Page, context: BrowserContext) => signInBrowser(context, server, session);

async function linkMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const raw of smtp.received) {
          const mail = await simpleParser(raw);
          if (
            JSON.stringify(mail.to).includes(address) &&
            /a few questions/.test(mail.subject ?? "")
          )
            link = /\/questionnaire\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0];
        }
        return link !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link ?? "";
}

it("staff send a questionnaire, the client answers from the e-mailed link, staff read, print and export it", async ({
  open,
}) => {
  const desk = await open(`/desk/inquiries/${messageId}`, {
    baseUrl: server.base,
    viewport: DESKTOP,
    beforeOpen: signedIn,
  });
  const panel = desk.page.locator("#questionnaires");
  await expect.poll(() => panel.textContent()).toContain("No questionnaire sent yet");
  await panel.getByLabel("Questionnaire to send").selectOption({ label: "Immigration intake" });
  await panel.getByRole("button", { name: "E-mail it to the client" }).click();
  await expect.poll(() => panel.textContent()).toContain("Sent, not opened yet");
  expect(await panel.textContent()).toContain("Waits for the client.");
  const link = await linkMailedTo("mariana@example.com");

  const client = await open(link, { baseUrl: server.base, viewport: PHONE, javaScript: false });
  await client.page.waitForURL(/\/1$/);
  await client.page
    .getByLabel("Your full name, as it appears on your passport")
    .fill("Mariana Adaeze Okafor");
  await client.page.getByLabel("Date of birth").fill("1990-04-12");
  await client.page.getByLabel("Country or countries of citizenship").fill("Nigeria");
  await client.page.getByLabel("Street address").fill("12 Queen St W");
  await client.page.getByLabel("City or town").fill("Toronto");
  await client.page.getByLabel("Country").last().fill("Canada");
  await client.page.getByRole("button", { name: "Save and continue" }).click();
  await client.page.waitForURL(/\/2$/);

  await desk.page.reload();
  await expect.poll(() => panel.textContent()).toContain("1 of 6 sections");
  await panel.getByRole("link", { name: /Read the answers/ }).click();
  await desk.page.waitForURL(/\/desk\/questionnaires\/\d+$/);
  const id = Number(desk.page.url().split("/").pop());
  await expect
    .poll(() => desk.page.locator("h1").textContent())
    .toContain("Immigration intake: Mariana Okafor");
  expect(await desk.page.locator("main").textContent()).toContain("Mariana Adaeze Okafor");
  expect(await desk.page.locator("main").textContent()).toContain("12 Queen St W, Toronto, Canada");
  await expectNoAxeViolations(desk.page);
  await desk.page.emulateMedia({ media: "print" });
  expect(await desk.page.getByRole("link", { name: /Back to inquiry/ }).isVisible()).toBe(false);
  await desk.page.emulateMedia({ media: "screen" });

  const cookie = { cookie: `__Host-desk-session=${session}` };
  const json = await fetch(`${server.base}/desk/questionnaires/${id}/answers.json`, {
    headers: cookie,
  });
  expect(json.status).toBe(200);
  expect(json.headers.get("content-disposition")).toContain("attachment");
  const body = (await json.json()) as { answers: Record<string, unknown>; inquiry: number };
  expect(body.inquiry).toBe(messageId);
  expect(body.answers["full-name"]).toBe("Mariana Adaeze Okafor");

  const pdfAnswer = await fetch(`${server.base}/desk/questionnaires/${id}/answers.pdf`, {
    headers: cookie,
  });
  expect(pdfAnswer.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await pdfAnswer.arrayBuffer());
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe("Immigration intake: Mariana Okafor");
  const text = pdfText(bytes);
  expect(text).toContain("Mariana Adaeze Okafor");
  expect(text).toContain("Your full name, as it appears on your passport");
  expect(text).toContain("Language tests");

  // Without a session, none of it.
  for (const path of [
    `/desk/questionnaires/${id}`,
    `/desk/questionnaires/${id}/answers.json`,
    `/desk/questionnaires/${id}/answers.pdf`,
  ]) {
    const res = await fetch(server.base + path, { redirect: "manual" });
    expect([302, 401, 403]).toContain(res.status);
    expect(await res.text()).not.toContain("Adaeze");
  }
  const audit = db.audit.entries({ messageId, limit: 20 }).map((e) => e.action);
  expect(audit).toEqual(
    expect.arrayContaining([
      "sent-questionnaire",
      "viewed-questionnaire",
      "exported-questionnaire",
    ]),
  );
});
