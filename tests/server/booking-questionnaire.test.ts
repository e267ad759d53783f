/**
 * The questionnaire offered from a booking's confirmation (docs/INTAKE.md#from-a-booking): nothing
 * is offered before the booking's e-mail address is proven (docs/BOOKING.md#an-address-proves-itself);
 * once it is, a booking for a practice area with a questionnaire gets a fresh one for its own
 * inquiry, linked from the page that confirmed the address and e-mailed to the address, with only
 * hashes of the links stored; a practice area without one gets nothing; confirming cannot be
 * replayed to get a second link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import { linkIn, mailFor, offeredTimes } from "../support/booking";
import { openDatabase, startDeskServer } from "../support/desk";
import { testMasterKey } from "../support/documents";
import type { RunningServer } from "../support/server";
import { type LoopbackSmtp, startSmtp } from "./contact-support";

let server: RunningServer & { base: string };
let smtp: LoopbackSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startDeskServer({
    BOOKING_RATE_LIMIT: "200",
    DOCUMENTS_MASTER_KEY: testMasterKey,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@mercerlaw.example",
    MAIL_TO: "intake@mercerlaw.example",
    OUTBOX_RETRY_BASE_MS: "200",
    ACK_EMAILS: "off",
  });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
  await smtp?.close();
});

async function book(email: string, serviceType: string, start: string) {
  const res = await fetch(`${server.base}/book.json`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      type: firm.booking.defaultConsultationType,
      method: "video",
      serviceType,
      consent: currentConsentVersion,
      tz: "America/Toronto",
      firstName: "Ana",
      lastName: "Pereira",
      email,
      start,
    }),
  });
  expect(res.status).toBe(200);
  const mail = await mailFor(smtp, email, /^Booked:/);
  const link = /(http:\/\/\S+\/booking\/confirm-email\/[A-Za-z0-9_-]{43})/.exec(
    mail.text ?? "",
  )?.[1];
  if (!link) throw new Error("no proof link");
  return link;
}

const confirm = (link: string) =>
  fetch(link, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });

function questionnairesOf(email: string) {
  const repos = openDatabase(server.dataDir);
  try {
    return repos.db.sqlite
      .prepare(
        `SELECT q.id, q.questionnaire, q.message_id AS messageId, q.created_by AS createdBy
           FROM intake_questionnaires q JOIN bookings b ON b.message_id = q.message_id
          WHERE b.email = ?`,
      )
      .all(email) as { id: number; questionnaire: string; messageId: number; createdBy: number }[];
  } finally {
    repos.db.close();
  }
}

describe("the questionnaire from a booking's confirmation", () => {
  it("is offered only once the address is proven, then linked on the page and e-mailed, with only hashes stored", async () => {
    const times = await offeredTimes(server);
    const email = "ana.pereira@example.com";
    const proof = await book(email, "immigration", times[0] ?? "");
    // Booked, not yet proven: nothing offered, nothing sent.
    expect(questionnairesOf(email)).toEqual([]);

    const confirmed = await confirm(proof);
    expect(confirmed.status).toBe(200);
    const page = await confirmed.text();
    expect(page).toContain("your e-mail address is confirmed");
    expect(page).toContain("Before we meet: Immigration intake");
    const href = /href="(\/questionnaire\/[A-Za-z0-9_-]{43})"/.exec(page)?.[1];
    if (!href) throw new Error("no questionnaire link on the page");
    const offered = questionnairesOf(email);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ questionnaire: "immigration-intake", createdBy: null });

    // The page's link opens the questionnaire, greeting with what this visitor typed.
    const opened = await fetch(`${server.base}${href}`);
    expect(opened.status).toBe(200);
    const questionnairePage = await opened.text();
    expect(questionnairePage).toContain("Immigration intake");
    expect(questionnairePage).toContain("Ana");

    // The e-mail to the proven address carries a link of its own, made when it was sent.
    const mail = await mailFor(smtp, email, /Immigration intake: a few questions/);
    const mailed = /\/questionnaire\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")?.[1];
    if (!mailed) throw new Error("no link in the e-mail");
    expect(`/questionnaire/${mailed}`).not.toBe(href);
    expect((await fetch(`${server.base}/questionnaire/${mailed}`)).status).toBe(200);

    // No secret at rest: neither link is in any questionnaire table.
    const repos = openDatabase(server.dataDir);
    try {
      const stored = JSON.stringify([
        repos.db.sqlite.prepare("SELECT * FROM intake_emails").all(),
        repos.db.sqlite.prepare("SELECT token_hash FROM intake_questionnaires").all(),
        repos.db.sqlite.prepare("SELECT * FROM intake_questionnaire_links").all(),
      ]);
      expect(stored).not.toContain(mailed);
      expect(stored).not.toContain(href.split("/").pop() ?? "");
      // The inquiry's timeline says the site offered it.
      const actions = repos.db.sqlite
        .prepare("SELECT action FROM desk_audit_log WHERE message_id = ?")
        .all(offered[0]?.messageId) as { action: string }[];
      expect(actions.map((a) => a.action)).toContain("offered-questionnaire");
    } finally {
      repos.db.close();
    }

    // The proof link works once: pressing again (a reload of the answer without JavaScript
    // re-sends the post) shows the same thanks, names the questionnaire already sent without a
    // link, and gives no second questionnaire.
    const again = await confirm(proof);
    expect(again.status).toBe(200);
    const replayed = await again.text();
    expect(replayed).toContain("your e-mail address is confirmed");
    expect(replayed).toContain("We have already sent you this questionnaire");
    expect(replayed).not.toMatch(/\/questionnaire\//);
    expect(replayed).not.toContain("This link no longer works");
    expect(questionnairesOf(email)).toHaveLength(1);
    // A link that never worked is still answered 404.
    expect((await confirm(proof.replace(/.{4}$/, "AAAA"))).status).toBe(404);
  });

  it("ends with its booking: a cancelled consultation's unfinished questionnaire stops (404, no reminders)", async () => {
    const times = await offeredTimes(server);
    const email = "cancels.later@example.com";
    const proof = await book(email, "immigration", times[4] ?? "");
    const page = await (await confirm(proof)).text();
    const href = /href="(\/questionnaire\/[A-Za-z0-9_-]{43})"/.exec(page)?.[1];
    if (!href) throw new Error("no questionnaire link on the page");
    expect((await fetch(`${server.base}${href}`, { redirect: "manual" })).status).toBe(302);

    // The client cancels with the link in the confirmation.
    const manage = linkIn(await mailFor(smtp, email, /^Booked:/), /another time/);
    const cancelled = await fetch(manage, {
      method: "POST",
      headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "cancel", tz: "America/Toronto" }),
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain("is cancelled");

    // Its questionnaire no longer opens, and the reminders' query no longer finds it.
    expect((await fetch(`${server.base}${href}`, { redirect: "manual" })).status).toBe(404);
    const repos = openDatabase(server.dataDir);
    try {
      const [row] = questionnairesOf(email);
      const stored = repos.db.sqlite
        .prepare("SELECT revoked_at AS revokedAt FROM intake_questionnaires WHERE id = ?")
        .get(row?.id) as { revokedAt: number | null };
      expect(stored.revokedAt).not.toBeNull();
    } finally {
      repos.db.close();
    }
  });

  it("offers nothing for a practice area without a questionnaire", async () => {
    const times = await offeredTimes(server);
    const email = "family.client@example.com";
    const proof = await book(email, "family-law", times[2] ?? "");
    const confirmed = await confirm(proof);
    expect(confirmed.status).toBe(200);
    const page = await confirmed.text();
    expect(page).toContain("your e-mail address is confirmed");
    expect(page).not.toContain("Before we meet");
    expect(page).not.toMatch(/\/questionnaire\//);
    expect(questionnairesOf(email)).toEqual([]);
  });
});
