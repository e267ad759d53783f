/**
 * The client's questionnaire behind its link (docs/INTAKE.md#the-clients-page), on a server of its
 * own with a known master key: each questionnaire walked to the end without JavaScript; conditions,
 * repeating groups, the server's errors and resuming on another device; with JavaScript, conditions
 * shown and hidden as answers change and the same errors before anything is sent; unknown links.
 */

import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { latestToday } from "~/platform/firm-clock";
import { DESKTOP, expectNoAxeViolations, it, PHONE, waitForHydration } from "../support/browser";
import { testMasterKey } from "../support/documents";
import { seedQuestionnaire, storedQuestionnaire } from "../support/intake";
import { answerAboutYou } from "../support/questionnaire-answers";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const refused = /status of (400|404)/;

/** Answers every empty field of the section shown: a text, a date, the first choice of each. */
async function fillSection(page: Page) {
  await page.evaluate(() => {
    const form = document.querySelector("main form") as HTMLFormElement;
    for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input:not([type=radio]):not([type=hidden]), textarea",
    ))
      if (!input.value) input.value = input.type === "date" ? "2001-02-03" : "Walked answer";
    const names = new Set(
      [...form.querySelectorAll<HTMLInputElement>("input[type=radio]")].map((r) => r.name),
    );
    for (const name of names) {
      const radios = [
        ...form.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${name}"]`),
      ];
      if (!radios.some((r) => r.checked) && radios[0]) radios[0].checked = true;
    }
  });
}

for (const [id, area, sections] of [
  ["immigration-intake", "immigration", 6],
  ["wills-powers-of-attorney", "wills-estates", 5],
  ["real-estate-purchase", "real-estate", 4],
] as const) {
  it(`walks the ${id} questionnaire to the end without JavaScript`, async ({ open }) => {
    const sent = seedQuestionnaire(server.dataDir, id, area);
    const { page } = await open(`/questionnaire/${sent.token}`, {
      baseUrl: server.url,
      viewport: PHONE,
      javaScript: false,
    });
    for (let n = 1; n <= sections; n++) {
      await expect.poll(() => page.url()).toMatch(new RegExp(`/questionnaire/${sent.token}/${n}$`));
      expect(
        await page.locator("nav[aria-label='Sections of the questionnaire'] p").textContent(),
      ).toBe(`Section ${n} of ${sections}`);
      await fillSection(page);
      await page
        .getByRole("button", { name: n === sections ? "Save and finish" : "Save and continue" })
        .click();
    }
    await page.waitForURL(/\/done$/);
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toContain("Thank you: your answers are with us");
    const stored = storedQuestionnaire(server.dataDir, sent.questionnaireId);
    expect(stored.row.completedAt).not.toBeNull();
    expect(Object.values(stored.answers)).toContain("Walked answer");
    // At rest, the answers are ciphertext.
    const raw = new Database(path.join(server.dataDir, "contact-inbox.sqlite3"), {
      readonly: true,
    });
    const blob = (
      raw
        .prepare("SELECT answers FROM intake_questionnaires WHERE id = ?")
        .get(sent.questionnaireId) as { answers: Buffer }
    ).answers;
    raw.close();
    expect(blob.toString("latin1")).not.toContain("Walked answer");

    // Completed, the answers are locked: a section opens the thanks, which says how to change an
    // answer, and a post of a section (a kept tab, a replay) changes nothing.
    await page.goto(`${server.url}/questionnaire/${sent.token}/1`);
    await page.waitForURL(/\/done$/);
    expect(await page.getByRole("status").textContent()).toContain(
      "Your answers can no longer be changed here",
    );
    expect(await page.locator("nav[aria-label='Sections of the questionnaire'] a").count()).toBe(0);
    const replay = await fetch(`${server.url}/questionnaire/${sent.token}/1`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "continue" }),
    });
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toMatch(/\/done$/);
    expect(storedQuestionnaire(server.dataDir, sent.questionnaireId).answers).toEqual(
      stored.answers,
    );
  });
}

it("without JavaScript: the server's errors per field, conditions, each child added and removed, and resuming elsewhere", async ({
  open,
}) => {
  const sent = seedQuestionnaire(server.dataDir);
  const { page } = await open(`/questionnaire/${sent.token}`, {
    baseUrl: server.url,
    viewport: PHONE,
    javaScript: false,
    allowProblems: refused,
  });
  await page.getByRole("button", { name: "Save and continue" }).click();
  const summary = page.getByRole("alert");
  await expect.poll(() => summary.textContent()).toContain("Please correct these 6 fields");
  expect(await summary.textContent()).toContain(
    "Your full name, as it appears on your passport: Answer this question.",
  );
  expect(await page.getByLabel("Date of birth").getAttribute("aria-invalid")).toBe("true");
  await answerAboutYou(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(/\/2$/);

  // The partner's name depends on an answer in the same section: shown, saying when it applies.
  await expect
    .poll(() =>
      page.getByText("Only if you answered “Married” or “Common-law”").first().isVisible(),
    )
    .toBe(true);
  await page.getByRole("radio", { name: "Married" }).check();
  await page
    .getByRole("group", { name: /Do you have any children/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toContain("Your spouse's or common-law partner's full name: Answer this question.");
  await page.getByLabel("Your spouse's or common-law partner's full name").fill("Chidi Okafor");
  const child = (n: number) => page.getByRole("group", { name: `Child ${n}` });
  await child(1).getByLabel("Full name").fill("Ada Okafor");
  await child(1).getByLabel("Date of birth").fill("2015-06-01");
  await page.getByRole("button", { name: "Add another child" }).click();
  await expect.poll(() => child(2).isVisible()).toBe(true);
  expect(await child(1).getByLabel("Full name").inputValue()).toBe("Ada Okafor");
  await child(2).getByLabel("Full name").fill("Obi Okafor");
  await child(2).getByLabel("Date of birth").fill("2018-09-30");
  await page.getByRole("button", { name: "Add another child" }).click();
  await expect.poll(() => child(3).isVisible()).toBe(true);
  await child(3).getByLabel("Full name").fill("Temporary");
  await child(3).getByLabel("Date of birth").fill("2020-01-01");
  await page.getByRole("button", { name: "Remove child 3" }).click();
  await expect.poll(() => child(3).count()).toBe(0);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(/\/3$/);
  expect(
    await page.locator("nav[aria-label='Sections of the questionnaire'] p").textContent(),
  ).toBe("Section 3 of 6");

  const stored = storedQuestionnaire(server.dataDir, sent.questionnaireId);
  expect(stored.answers.children).toEqual([
    { name: "Ada Okafor", "birth-date": "2015-06-01", coming: "" },
    { name: "Obi Okafor", "birth-date": "2018-09-30", coming: "" },
  ]);
  expect(stored.answers["partner-name"]).toBe("Chidi Okafor");

  // Another device, the same link: it opens where the client left off, with the answers kept.
  const other = await open(`/questionnaire/${sent.token}`, {
    baseUrl: server.url,
    viewport: DESKTOP,
    javaScript: false,
  });
  await other.page.waitForURL(/\/3$/);
  await other.page.getByRole("link", { name: /Your family/ }).click();
  await other.page.waitForURL(/\/2$/);
  expect(
    await other.page.getByRole("group", { name: "Child 2" }).getByLabel("Full name").inputValue(),
  ).toBe("Obi Okafor");
});

it("with JavaScript: conditions follow the answers, and a section with errors is saved as it stands and shows them; no axe violations", async ({
  open,
}) => {
  const sent = seedQuestionnaire(server.dataDir);
  const { page } = await open(`/questionnaire/${sent.token}/2`, {
    baseUrl: server.url,
    viewport: DESKTOP,
    allowProblems: refused,
  });
  await waitForHydration(page);
  const partner = page.getByLabel("Your spouse's or common-law partner's full name");
  expect(await partner.count()).toBe(0);
  await page.getByRole("radio", { name: "Common-law" }).check();
  await expect.poll(() => partner.isVisible()).toBe(true);
  await page.getByRole("radio", { name: "Single" }).check();
  await expect.poll(() => partner.count()).toBe(0);
  await page.getByRole("radio", { name: "Married" }).check();
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST") posts++;
  });
  await page.getByRole("button", { name: "Save and continue" }).click();
  const summary = page.getByRole("alert");
  await expect
    .poll(() => summary.textContent())
    .toContain("Your spouse's or common-law partner's full name: Answer this question.");
  expect(await summary.textContent()).toContain(
    "Do you have any children, of any age?: Choose yes or no.",
  );
  // Saved all the same (docs/INTAKE.md#the-clients-page): nothing typed is lost.
  expect(posts).toBe(1);
  await expect
    .poll(() => storedQuestionnaire(server.dataDir, sent.questionnaireId).answers["marital-status"])
    .toBe("Married");
  expect(await summary.textContent()).toContain("Do you have any children, of any age?");
  await expectNoAxeViolations(page);
  await partner.fill("Sam Lee");
  await page
    .getByRole("group", { name: /Do you have any children/ })
    .getByRole("radio", { name: "No" })
    .check();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(/\/3$/);
  expect(storedQuestionnaire(server.dataDir, sent.questionnaireId).answers["partner-name"]).toBe(
    "Sam Lee",
  );
});

it("with JavaScript: Save and continue on a section with an error saves what was typed, shows the errors and focuses their summary", async ({
  open,
}) => {
  const sent = seedQuestionnaire(server.dataDir, "real-estate-purchase", "real-estate");
  const { page } = await open(`/questionnaire/${sent.token}/1`, {
    baseUrl: server.url,
    viewport: DESKTOP,
    allowProblems: refused,
  });
  await waitForHydration(page);
  const city = page.getByLabel("City or town");
  await city.fill("Toronto");
  await page.getByRole("button", { name: "Save and continue" }).click();
  const summary = page.getByRole("alert");
  await expect.poll(() => summary.textContent()).toContain("Please correct these");
  expect(await summary.textContent()).toContain("Enter the street address, city and country.");
  // The summary holds focus, so a screen reader reads it and Tab reaches its links (WCAG 3.3.1).
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.contains(document.querySelector("[role=alert]")) ?? false,
      ),
    )
    .toBe(true);
  expect(page.url()).toMatch(/\/1$/);
  await expect
    .poll(() => {
      const stored = storedQuestionnaire(server.dataDir, sent.questionnaireId).answers;
      return (stored.address as { city?: string } | undefined)?.city;
    })
    .toBe("Toronto");
  await page.reload();
  await waitForHydration(page);
  expect(await page.getByLabel("City or town").inputValue()).toBe("Toronto");
});

it("refuses a date of birth in the future: the server's check, without JavaScript", async ({
  open,
}) => {
  const sent = seedQuestionnaire(server.dataDir);
  const { page } = await open(`/questionnaire/${sent.token}/1`, {
    baseUrl: server.url,
    viewport: PHONE,
    javaScript: false,
    allowProblems: refused,
  });
  await answerAboutYou(page);
  // The picker itself stops at the latest date on Earth (the form is checked by the server).
  expect(await page.getByLabel("Date of birth").getAttribute("max")).toBe(latestToday());
  await page.getByLabel("Date of birth").fill("2030-01-01");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toContain("Date of birth: This date cannot be in the future: enter a date up to today.");
  expect(await page.getByLabel("Date of birth").getAttribute("aria-invalid")).toBe("true");
  expect(page.url()).toMatch(/\/1$/);
});

it("answers 404 to a malformed, unknown or revoked link, with nothing of the questionnaire", async () => {
  const sent = seedQuestionnaire(server.dataDir);
  // One character changed (never to itself: a random token may already end in "A").
  const altered = `${sent.token.slice(0, -1)}${sent.token.endsWith("A") ? "B" : "A"}`;
  for (const token of ["short", "x".repeat(43), altered]) {
    const res = await fetch(`${server.url}/questionnaire/${token}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Mariana");
  }
  const ok = await fetch(`${server.url}/questionnaire/${sent.token}/1`);
  expect(ok.status).toBe(200);
  expect(ok.headers.get("cache-control")).toBe("no-store");
  expect(ok.headers.get("x-robots-tag")).toContain("noindex");
  expect(await ok.text()).toContain("Mariana");
  const beyond = await fetch(`${server.url}/questionnaire/${sent.token}/7`);
  expect(beyond.status).toBe(404);
});
