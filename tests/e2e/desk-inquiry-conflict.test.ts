/**
 * The conflict check on a contact inquiry (docs/DESK.md#the-conflict-check): Dwayne writes through
 * the contact form naming Sharon as the other party; Sharon then books a consultation naming him.
 * Dwayne's inquiry shows the possible match, as a booking's page does; the receptionist reads who
 * can settle it, and the engagement letter cannot be e-mailed until a lawyer has (the letter tells
 * the client "We checked our records for conflicts of interest"). The lawyer keeps it; the letter
 * goes.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { type LoopbackSmtp, startSmtp } from "../server/contact-support";
import { offeredTimes, postBooking } from "../support/booking";
import { DESKTOP, expectNoAxeViolations, it } from "../support/browser";
import { openDatabase, postAsStaff, signInBrowser, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import type { RunningServer } from "../support/server";

let smtp: LoopbackSmtp;
let server: RunningServer & { base: string };
let db: Repositories;
let reception: string;
let lawyer: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    DOCUMENTS_MASTER_KEY: testMasterKey,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@mercerlaw.example",
    MAIL_TO: "intake@mercerlaw.example",
    OUTBOX_POLL_SECONDS: "1",
    ACK_EMAILS: "off",
  });
  db = openDatabase(server.dataDir);
  reception = db.staff.createSession(
    db.staff.addStaff("reception@mercerlaw.example", "Robin Reception").id,
  );
  lawyer = db.staff.createSession(
    db.staff.addStaff("danielle@mercerlaw.example", "Danielle Mercer").id,
  );
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
  await smtp?.close();
});

it("a contact inquiry shows its possible conflict, only a lawyer keeps it, and the letter waits until then", {
  timeout: 180_000,
}, async ({ open }) => {
  const dwayne = db.messages.save({
    firstName: "Dwayne",
    lastName: "Clarke",
    email: "dwayne@example.com",
    serviceType: "family-law",
    message: "My wife and I are separating.",
    otherParties: "Sharon Clarke",
  } as never);
  const times = await offeredTimes(server);
  const booked = await postBooking(server, {
    start: times[2] ?? "",
    method: "phone",
    phone: "416-555-0142",
    firstName: "Sharon",
    lastName: "Clarke",
    email: "sharon@example.com",
    serviceType: "family-law",
    otherParties: "Dwayne Clarke",
  });
  expect(booked.status).toBe(200);
  const sharonBooking = (
    db.db.sqlite.prepare("SELECT id FROM bookings WHERE email = ?").get("sharon@example.com") as {
      id: number;
    }
  ).id;

  // The receptionist sees the match on Dwayne's inquiry, when the check ran, and who settles it.
  const desk = await open(`/desk/inquiries/${dwayne}`, {
    baseUrl: server.base,
    viewport: DESKTOP,
    beforeOpen: (_p, context) => signInBrowser(context, server, reception),
  });
  const page = desk.page;
  const conflict = page.getByRole("region", { name: "Possible conflict" });
  const text = await conflict.innerText();
  expect(text).toMatch(
    /“Sharon Clarke” \(an other party named here\) may be “Sharon Clarke”, the person who wrote or booked in booking #\d+/,
  );
  expect(text).toMatch(/Run [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M: no possible match/);
  expect(text).toContain(
    "Only a lawyer of the firm (Danielle Mercer or Marcus Baptiste) can settle it as no conflict",
  );
  expect(await conflict.getByRole("button", { name: "No conflict: keep it" }).count()).toBe(0);
  // Both ways: his other party is her, and her other party is him.
  expect(text).toMatch(
    /“Dwayne Clarke” \(this person's own name\) may be “Dwayne Clarke”, an other party named in booking #\d+/,
  );
  expect(await conflict.getByRole("link", { name: `booking #${sharonBooking}` }).count()).toBe(2);
  await expectNoAxeViolations(page);

  // The receptionist prepares the letter; it cannot be e-mailed, and says why where they act.
  const panel = page.locator("#engagement");
  await panel
    .getByLabel("Letter template")
    .selectOption({ label: "Engagement letter for your family law matter" });
  await panel.getByLabel(/Hourly rate/).fill("350");
  await panel.getByRole("button", { name: "Prepare a letter" }).click();
  await page.waitForURL(/\/desk\/engagement-letters\/\d+$/);
  const letterUrl = page.url();
  const letterId = Number(letterUrl.split("/").pop());
  const waits = page.locator("[data-send-waits]");
  expect(await waits.innerText()).toContain(
    "Not sent: a possible conflict of this inquiry is not settled.",
  );
  expect(await page.getByRole("button", { name: "E-mail it to the client" }).count()).toBe(0);
  await expectNoAxeViolations(page);
  // A post anyway is refused with the same sentence; nothing is sent.
  const forced = await postAsStaff(server, reception, `/desk/engagement-letters/${letterId}`, {
    intent: "send-letter",
  });
  expect(forced.status).toBe(409);
  expect(await forced.text()).toContain("a possible conflict of this inquiry is not settled");
  const keptByReception = await postAsStaff(server, reception, `/desk/inquiries/${dwayne}`, {
    intent: "settle-conflict",
  });
  expect(keptByReception.status).toBe(403);
  expect(sentAt(letterId)).toBeNull();

  // The lawyer keeps it; the letter goes.
  await asLawyer(page);
  await page.goto(`${server.base}/desk/inquiries/${dwayne}`);
  await page.getByRole("button", { name: "No conflict: keep it" }).click();
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: "Conflict check settled" }).count())
    .toBe(1);
  const settled = page.getByRole("region", { name: "Conflict check settled" });
  expect(await settled.innerText()).toMatch(/No conflict: kept [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await page.goto(letterUrl);
  await page.getByRole("button", { name: "E-mail it to the client" }).click();
  await expect.poll(() => page.locator("#letter-state").textContent()).toContain("Sent");
  expect(sentAt(letterId)).not.toBeNull();
  const activity = db.audit.entries({ messageId: dwayne, limit: 20 }).map((e) => e.action);
  expect(activity).toContain("settled-conflict");
});

function sentAt(letterId: number): number | null {
  return (
    db.db.sqlite
      .prepare("SELECT sent_at AS s FROM engagement_letters WHERE id = ?")
      .get(letterId) as {
      s: number | null;
    }
  ).s;
}

async function asLawyer(page: Page) {
  await page.context().clearCookies();
  await signInBrowser(page.context(), server, lawyer);
}
