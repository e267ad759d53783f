/**
 * Reminders for an unsigned engagement letter (docs/ENGAGEMENT.md#reminders), on a fake clock:
 * two to the client on the business-day clock, then the letter flagged for staff and one e-mail to
 * the firm's inbox; none once signed, turned off or replaced; never twice with two servers.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteDatabase } from "~/db/database.server";
import { journeyStage, journeyTimeline } from "~/desk/client-journey";
import { ClientJourneys } from "~/desk/client-journeys.server";
import { torontoInstant } from "~/desk/desk-time";
import { unwrapDataKey, wrapDataKey } from "~/documents/document-crypto.server";
import { secretTokenHash } from "~/platform/secret-token.server";
import { linkPlaceholder } from "./engagement-emails";
import { engagementMailQueue } from "./engagement-mail-queue.server";
import { EngagementReminders } from "./engagement-reminders.server";
import { EngagementService } from "./engagement-service.server";
import { EngagementStore } from "./engagement-store.server";
import { engagementTemplate, standardTerms } from "./engagement-templates";
import { letterEditSchema, templateDefaults } from "./letter";

let dir: string;
let db: SiteDatabase;
let engagement: EngagementService;
let reminders: EngagementReminders;
let timeline: string[];
const master = randomBytes(32);
const keys = {
  keyId: "test",
  wrap: (k: Buffer) => wrapDataKey(master, k),
  unwrap: (w: Buffer) => unwrapDataKey(master, w),
};
const settings = {
  siteUrl: "https://firm.example",
  firmName: "Firm",
  staffEmail: "desk@firm.example",
  linkDays: 30,
};
const client = { ip: "203.0.113.7", userAgent: "TestBrowser/1.0" };
// Wednesday Nov 18, 2026, 10:00 AM Toronto: 3 business days is Monday the 23rd, 7 is Friday the
// 27th (the weekend does not count), and 3 after that is Wednesday December 2.
const at = (day: number, month = 11, hour = 10) => torontoInstant({ year: 2026, month, day }, hour);

function service(store = new EngagementStore(db)) {
  return new EngagementReminders({
    store,
    settings,
    logger: { info() {} },
    timeline: (action) => timeline.push(action),
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "engagement-reminders-"));
  db = SiteDatabase.open(dir);
  timeline = [];
  engagement = new EngagementService({
    store: new EngagementStore(db),
    keys,
    settings,
    logger: { info() {} },
  });
  reminders = service();
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function inquiry(now: number) {
  return Number(
    db.sqlite
      .prepare(
        "INSERT INTO contact_messages (received_at, first_name, last_name, email, message) VALUES (?, 'Lee', 'Chan', 'lee@example.com', 'Buying a condo.')",
      )
      .run(now).lastInsertRowid,
  );
}

function staff(now: number) {
  return Number(
    db.sqlite
      .prepare(
        "INSERT INTO desk_staff (email, name, user_handle, created_at) VALUES (?, 'Danielle Mercer', ?, ?)",
      )
      .run(`${randomBytes(4).toString("hex")}@firm.example`, randomBytes(8).toString("hex"), now)
      .lastInsertRowid,
  );
}

/** Composes every queued e-mail as the outbox would (a link's secret is made here). */
function composeAll(now: number) {
  const queue = engagementMailQueue(
    db,
    () => engagement,
    { firmName: "Firm", from: "site@firm.example", staffEmail: "desk@firm.example" },
    () => now,
  );
  return queue.due(now).map((id) => {
    queue.claim(id, now);
    const composed = queue.compose(id);
    if (!("mail" in composed)) throw new Error(composed.drop);
    queue.markSent(id, now);
    return composed.mail;
  });
}

function emails() {
  return db.sqlite
    .prepare("SELECT kind, recipient, body FROM engagement_emails ORDER BY id")
    .all() as { kind: string; recipient: string; body: string }[];
}

function sendLetter(now: number, messageId = inquiry(now), staffId = staff(now)) {
  const template = engagementTemplate("real-estate-purchase");
  if (!template) throw new Error("no template");
  const prepared = engagement.prepare({
    messageId,
    template,
    standard: standardTerms,
    edit: letterEditSchema.parse({ ...templateDefaults(template), propertyPrice: "1,250,000" }),
    staffId,
    now,
  });
  if (!prepared?.ok) throw new Error("not prepared");
  const row = engagement.store.get(prepared.id);
  if (!row || !engagement.send(row, staffId, now)) throw new Error("not sent");
  return { id: prepared.id, messageId, staffId };
}

describe("engagement letter reminders", () => {
  it("reminds the client after 3 and 7 business days, then flags it for staff once, never a third reminder", () => {
    const letter = sendLetter(at(18));
    composeAll(at(18));
    expect(reminders.sendReminders(at(23) - 1)).toBe(0);
    expect(reminders.sendReminders(at(23))).toBe(1);
    expect(reminders.sendReminders(at(24))).toBe(0);
    expect(reminders.sendReminders(at(27) - 1)).toBe(0);
    expect(reminders.sendReminders(at(27))).toBe(1);
    expect(reminders.sendReminders(at(2, 12) - 1)).toBe(0);
    expect(reminders.sendReminders(at(2, 12))).toBe(1);
    expect(reminders.sendReminders(at(20, 12))).toBe(0);
    expect(emails().map((e) => `${e.kind} ${e.recipient}`)).toEqual([
      "link lee@example.com",
      "reminder lee@example.com",
      "reminder lee@example.com",
      "stalled-staff desk@firm.example",
    ]);
    expect(emails()[3]?.body).toContain("after two reminders");
    expect(emails()[3]?.body).toContain(`/desk/inquiries/${letter.messageId}#engagement`);
    expect(engagement.store.get(letter.id)?.stalledAt).toBe(at(2, 12));
    expect(engagement.store.reminderTimes(letter.id)).toEqual([at(23), at(27)]);
    expect(
      engagement.store
        .events(letter.id)
        .filter((e) => e.kind === "reminded" || e.kind === "stalled")
        .map((e) => e.kind),
    ).toEqual(["reminded", "reminded", "stalled"]);
    expect(timeline).toEqual([
      "reminded-engagement-letter",
      "reminded-engagement-letter",
      "stalled-engagement-letter",
    ]);

    // The desk's stage card and timeline show the reminders and the flag.
    const facts = new ClientJourneys(db).facts([letter.messageId]).get(letter.messageId);
    if (!facts) throw new Error("no facts");
    expect(facts.letter?.remindersAt).toEqual([at(23), at(27)]);
    expect(facts.letter?.stalledAt).toBe(at(2, 12));
    const stage = journeyStage(facts, at(3, 12));
    expect(stage.flag).toBe("No answer after two reminders: the engagement letter");
    expect(stage.waitsFor).toBe("firm");
    expect(journeyTimeline(facts).map((e) => e.text)).toEqual(
      expect.arrayContaining([
        "Reminder 1 of 2 sent: the engagement letter",
        "Reminder 2 of 2 sent: the engagement letter",
        "No answer after two reminders: the engagement letter",
      ]),
    );
  });

  it("carries a link made when it is sent that opens the letter; only its hash is stored", () => {
    const letter = sendLetter(at(18));
    composeAll(at(18));
    expect(reminders.sendReminders(at(23))).toBe(1);
    const stored = emails().find((e) => e.kind === "reminder");
    expect(stored?.body).toContain(linkPlaceholder);
    expect(stored?.body).not.toMatch(/\/engagement\/[A-Za-z0-9_-]{43}/);
    const [mail] = composeAll(at(23));
    const token = /\/engagement\/([A-Za-z0-9_-]{43})/.exec(String(mail?.text))?.[1];
    if (!token) throw new Error("no link in the reminder");
    expect(mail?.subject).toContain("waiting for your signature");
    expect(engagement.access.open(token, client, at(23))?.id).toBe(letter.id);
    const links = db.sqlite
      .prepare("SELECT token_hash AS hash FROM engagement_links WHERE letter_id = ?")
      .all(letter.id) as { hash: string }[];
    expect(links.map((l) => l.hash)).toContain(secretTokenHash(token));
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it("counts from the client's last step: opening the letter starts the clock again", () => {
    const letter = sendLetter(at(18));
    const [mail] = composeAll(at(18));
    const token = /\/engagement\/([A-Za-z0-9_-]{43})/.exec(String(mail?.text))?.[1] ?? "";
    expect(engagement.access.open(token, client, at(20))?.id).toBe(letter.id);
    expect(reminders.sendReminders(at(23))).toBe(0);
    // Friday the 20th + 3 business days: Wednesday the 25th.
    expect(reminders.sendReminders(at(25))).toBe(1);
  });

  it("sends none once the letter is signed, and none when it is turned off", () => {
    const signed = sendLetter(at(18));
    const off = sendLetter(at(18));
    composeAll(at(18));
    db.sqlite
      .prepare("UPDATE engagement_letters SET signed_at = ? WHERE id = ?")
      .run(at(19), signed.id);
    const row = engagement.store.get(off.id);
    if (!row) throw new Error("no letter");
    expect(engagement.revoke(row, off.staffId, at(19))).toBe(true);
    for (const day of [23, 27, 30]) expect(reminders.sendReminders(at(day))).toBe(0);
    expect(reminders.sendReminders(at(10, 12))).toBe(0);
    expect(emails().filter((e) => e.kind !== "link")).toEqual([]);
  });

  it("drops a reminder still waiting in the outbox when the letter is signed meanwhile", () => {
    const letter = sendLetter(at(18));
    composeAll(at(18));
    expect(reminders.sendReminders(at(23))).toBe(1);
    db.sqlite
      .prepare("UPDATE engagement_letters SET signed_at = ? WHERE id = ?")
      .run(at(23), letter.id);
    expect(() => composeAll(at(23) + 1)).toThrow("letter signed");
  });

  it("reminds only for the newest version sent, counted from its own sending", () => {
    const first = sendLetter(at(18));
    composeAll(at(18));
    // A new version sent on Friday the 20th replaces the first letter.
    sendLetter(at(20), first.messageId, first.staffId);
    composeAll(at(20));
    expect(reminders.sendReminders(at(23))).toBe(0);
    expect(reminders.sendReminders(at(25))).toBe(1);
    expect(engagement.store.reminderTimes(first.id)).toEqual([]);
  });

  it("never sends a reminder twice when a second server on the database got there first", () => {
    const letter = sendLetter(at(18));
    composeAll(at(18));
    const other = service();
    const store = new EngagementStore(db);
    const read = store.reminderTimes.bind(store);
    let reads = 0;
    // This server reads "no reminder yet"; before it writes, the other one sends the reminder.
    store.reminderTimes = (id) => {
      const stale = read(id);
      if (++reads === 1) expect(other.sendReminders(at(23))).toBe(1);
      return stale;
    };
    expect(service(store).sendReminders(at(23))).toBe(0);
    expect(emails().filter((e) => e.kind === "reminder")).toHaveLength(1);
    expect(engagement.store.reminderTimes(letter.id)).toEqual([at(23)]);
  });
});
