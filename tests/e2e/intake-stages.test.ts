/**
 * The desk follows each client from inquiry to retainer (docs/INTAKE.md#stages): each inbox row past
 * the first stage says its stage and who it waits for, a questionnaire unanswered after two
 * reminders is flagged in words, and the inquiry page shows the stage, the seven steps and the
 * timeline of each step, axe-clean at 1280 and 390 px.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import type { Repositories } from "~/db/repositories.server";
import { offeredTimes } from "../support/booking";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";
import { openDatabase, postAsStaff, signInBrowser, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import { seedQuestionnaire } from "../support/intake";
import type { RunningServer } from "../support/server";

const DAY = 24 * 60 * 60 * 1000;
let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let stalled: number;
let completed: number;
let letterStalled: number;

beforeAll(async () => {
  server = await startDeskServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
  db = openDatabase(server.dataDir);
  session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
  // A plain inquiry: the first stage.
  db.messages.save(
    {
      firstName: "Quinn",
      lastName: "Firststage",
      email: "quinn@example.com",
      message: "A question about notarizing a document.",
      serviceType: "notary",
    } as never,
    Date.now() - DAY,
  );
  // A consultation booked on the site.
  const [start] = await offeredTimes(server);
  const booked = await fetch(`${server.base}/book.json`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      type: firm.booking.defaultConsultationType,
      method: "phone",
      phone: "416-555-0142",
      serviceType: "wills-estates",
      consent: currentConsentVersion,
      firstName: "Bea",
      lastName: "Booked",
      email: "bea@example.com",
      start: start ?? "",
    }),
  });
  expect(booked.status).toBe(200);
  // A questionnaire opened, then unanswered after two reminders: flagged for staff.
  const sent = Date.now() - 12 * DAY;
  stalled = seedQuestionnaire(server.dataDir).messageId;
  const q = db.db.sqlite
    .prepare("SELECT id FROM intake_questionnaires WHERE message_id = ?")
    .get(stalled) as { id: number };
  db.db.sqlite
    .prepare(
      "UPDATE intake_questionnaires SET created_at = ?, opened_at = ?, stalled_at = ?, reminders = 2 WHERE id = ?",
    )
    .run(sent, sent + 60_000, sent + 10 * DAY, q.id);
  db.db.sqlite
    .prepare("UPDATE contact_messages SET received_at = ? WHERE id = ?")
    .run(sent - DAY, stalled);
  for (const days of [3, 7])
    db.db.sqlite
      .prepare(
        `INSERT INTO intake_emails (questionnaire_id, kind, recipient, subject, body, status, next_attempt_at, created_at)
         VALUES (?, 'reminder', 'mariana@example.com', 'Reminder', 'Reminder', 'sent', ?, ?)`,
      )
      .run(q.id, sent + days * DAY, sent + days * DAY);
  // An engagement letter unsigned after two reminders: flagged for staff
  // (docs/ENGAGEMENT.md#reminders).
  letterStalled = db.messages.save(
    {
      firstName: "Lena",
      lastName: "Letterwait",
      email: "lena@example.com",
      message: "Buying a condo.",
      serviceType: "real-estate",
    } as never,
    sent - DAY,
  );
  const letter = Number(
    db.db.sqlite
      .prepare(
        `INSERT INTO engagement_letters (message_id, template, title, client_name, client_email,
           wrapped_key, key_id, content, created_at, updated_at, sent_at, expires_at, stalled_at)
         VALUES (?, 'real-estate-purchase', 'Purchase', 'Lena Letterwait', 'lena@example.com',
           x'00', (SELECT key_id FROM intake_questionnaires LIMIT 1), x'00', ?, ?, ?, ?, ?)`,
      )
      .run(letterStalled, sent, sent, sent, sent + 30 * DAY, sent + 10 * DAY).lastInsertRowid,
  );
  for (const days of [3, 7])
    db.db.sqlite
      .prepare("INSERT INTO engagement_events (letter_id, kind, at) VALUES (?, 'reminded', ?)")
      .run(letter, sent + days * DAY);
  // A questionnaire completed: the firm's turn.
  completed = seedQuestionnaire(server.dataDir, "real-estate-purchase", "real-estate").messageId;
  db.db.sqlite
    .prepare(
      "UPDATE intake_questionnaires SET completed_at = ?, sections_done = 4 WHERE message_id = ?",
    )
    .run(Date.now() - 60_000, completed);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

const signedIn = (_page: Page, context: BrowserContext) => signInBrowser(context, server, session);

const rowOf = (page: Page, name: string) =>
  page.locator("[data-row-link]").filter({ hasText: name });

for (const viewport of [DESKTOP, PHONE])
  it(`shows each row's stage and who it waits for, and the flag in words (${viewport.width} px)`, async ({
    open,
  }) => {
    const { page } = await open("/desk", { baseUrl: server.base, viewport, beforeOpen: signedIn });
    const bea = rowOf(page, "Bea Booked");
    await bea.waitFor();
    expect(await bea.locator("[data-journey-row]").innerText()).toContain(
      "Consultation booked · waits for the firm",
    );
    const mariana = page.locator(`[data-row-link][href^="/desk/inquiries/${stalled}"]`);
    expect(await mariana.locator("[data-journey-row]").innerText()).toMatch(
      /Questionnaire sent · waits for the firm\s*⚠ No answer after two reminders: Immigration intake/,
    );
    expect(await rowOf(page, "Asha").count()).toBe(0);
    // The first stage adds nothing to a row: its status and wait say it already.
    expect(await rowOf(page, "Quinn Firststage").locator("[data-journey-row]").count()).toBe(0);
    const completedRow = page.locator(`[data-row-link][href^="/desk/inquiries/${completed}"]`);
    expect(await completedRow.locator("[data-journey-row]").innerText()).toContain(
      "Questionnaire completed · waits for the firm",
    );
    await expectNoAxeViolations(page);
  });

it("shows a letter unsigned after two reminders, and filters the inbox by stage and by who it waits for", async ({
  open,
}) => {
  const { page } = await open("/desk", { baseUrl: server.base, beforeOpen: signedIn });
  const lena = page.locator(`[data-row-link][href^="/desk/inquiries/${letterStalled}"]`);
  expect(await lena.locator("[data-journey-row]").innerText()).toMatch(
    /Letter sent · waits for the firm\s*⚠ No answer after two reminders: the engagement letter/,
  );
  // The filters are a plain GET form: choose a stage, submit, and the URL keeps it.
  await page.getByText("Filter by area, source, consultation, stage or date").click();
  await page.locator('select[name="stage"]').selectOption("questionnaire-sent");
  await page.getByRole("button", { name: "Show inquiries" }).click();
  await page.waitForURL(/stage=questionnaire-sent/);
  await page.locator(`[data-row-link][href^="/desk/inquiries/${stalled}"]`).waitFor();
  expect(await rowOf(page, "Bea Booked").count()).toBe(0);
  expect(await rowOf(page, "Lena Letterwait").count()).toBe(0);
  // "Waits for: the client" finds none of these (each waits for the firm).
  await page.goto(`${server.base}/desk?waits=client`);
  expect(await page.locator('select[name="waits"]').inputValue()).toBe("client");
  expect(await page.locator("[data-row-link]").count()).toBe(0);
  await page.goto(`${server.base}/desk?stage=letter-sent`);
  await lena.waitFor();
  expect(await page.locator("[data-row-link]").count()).toBe(1);
  await expectNoAxeViolations(page);
  // "Export these as CSV" exports exactly the rows the filtered list shows.
  const exportOf = async (url: string) => {
    await page.goto(`${server.base}${url}`);
    const shown = await page
      .locator("[data-row-link]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")?.match(/\/(\d+)/)?.[1]));
    const fields = await page
      .locator('form[action="/desk/inquiries.csv"] input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((i) => [i.getAttribute("name") ?? "", i.getAttribute("value") ?? ""]),
      );
    const csv = await (
      await postAsStaff(server, session, "/desk/inquiries.csv", Object.fromEntries(fields))
    ).text();
    const exported = csv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[0]);
    return { shown, exported };
  };
  const byLetter = await exportOf("/desk?stage=letter-sent");
  expect(byLetter.exported).toEqual([String(letterStalled)]);
  expect(byLetter.exported).toEqual(byLetter.shown);
  const byFirm = await exportOf("/desk?status=all&waits=firm");
  expect(byFirm.shown.length).toBeGreaterThan(2);
  expect(byFirm.exported).toEqual(byFirm.shown);
});

for (const viewport of [DESKTOP, PHONE])
  it(`shows the inquiry's stage, its steps and its timeline (${viewport.width} px)`, async ({
    open,
  }) => {
    const { page } = await open(`/desk/inquiries/${stalled}`, {
      baseUrl: server.base,
      viewport,
      beforeOpen: signedIn,
    });
    const stage = page.locator("#journey");
    await stage.waitFor();
    expect(await stage.getByRole("heading", { level: 2 }).innerText()).toBe(
      "Stage: Questionnaire sent",
    );
    expect(await stage.locator("[data-journey-flag]").innerText()).toContain(
      "No answer after two reminders: Immigration intake",
    );
    expect(await stage.locator("[data-journey-waits]").innerText()).toContain(
      "Waits for the firm: staff to follow up with the client",
    );
    const steps = stage.getByRole("list", { name: "Steps from inquiry to retainer" });
    expect(await steps.getByRole("listitem").count()).toBe(7);
    expect(await steps.locator('[aria-current="step"]').innerText()).toContain(
      "Questionnaire sent",
    );
    expect(await steps.getByRole("listitem").first().innerText()).toContain("(done)");
    // No consultation was booked: that step is skipped, not ticked.
    expect(await steps.getByRole("listitem").nth(1).innerText()).toContain("(skipped)");
    expect(await page.locator("#questionnaires").innerText()).toContain(
      "No answer after two reminders",
    );

    const timeline = page.locator("[data-journey-timeline]");
    const events = (await timeline.locator("li p.font-semibold").allInnerTexts()).map((t) =>
      t.trim(),
    );
    expect(events).toEqual([
      "Inquiry received",
      "Questionnaire sent: Immigration intake",
      "Questionnaire opened: Immigration intake",
      "Reminder 1 of 2 sent: Immigration intake",
      "Reminder 2 of 2 sent: Immigration intake",
      "No answer after two reminders: Immigration intake",
    ]);
    expect(await timeline.locator("time").first().getAttribute("datetime")).toMatch(/^\d{4}-/);
    expect(await timeline.innerText()).toContain("The website");
    // Nothing is wider than the window.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
