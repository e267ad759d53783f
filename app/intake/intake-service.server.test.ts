import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultMigrationsDir, SiteDatabase } from "~/db/database.server";
import { torontoInstant } from "~/desk/desk-time";
import { unwrapDataKey, wrapDataKey } from "~/documents/document-crypto.server";
import { IntakeCryptoError } from "./intake-crypto.server";
import { questionnaireLinkPlaceholder } from "./intake-emails";
import { intakeMailQueue } from "./intake-mail-queue.server";
import { IntakeService, maxReminders } from "./intake-service.server";
import { IntakeStore } from "./intake-store.server";
import { questionnaire } from "./questionnaires";

let dir: string;
let db: SiteDatabase;
let intake: IntakeService;
let timeline: string[];
const master = randomBytes(32);
const keys = {
  keyId: "test",
  wrap: (k: Buffer) => wrapDataKey(master, k),
  unwrap: (w: Buffer) => unwrapDataKey(master, w),
};
const definition = questionnaire("real-estate-purchase")!;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "intake-service-"));
  db = SiteDatabase.open(dir);
  timeline = [];
  intake = new IntakeService({
    store: new IntakeStore(db),
    keys,
    settings: {
      siteUrl: "https://firm.example",
      firmName: "Firm",
      staffEmail: "desk@firm.example",
      linkDays: 30,
    },
    logger: { info() {} },
    timeline: (action) => timeline.push(action),
  });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function inquiry() {
  return Number(
    db.sqlite
      .prepare(
        "INSERT INTO contact_messages (received_at, first_name, last_name, email, message) VALUES (?, 'Lee', 'Chan', 'lee@example.com', 'Buying a condo.')",
      )
      .run(Date.now()).lastInsertRowid,
  );
}

const emails = () =>
  db.sqlite.prepare("SELECT kind, recipient, body FROM intake_emails ORDER BY id").all() as {
    kind: string;
    recipient: string;
    body: string;
  }[];

describe("a questionnaire's link and answers", () => {
  it("keeps only the link's hash, queues the e-mail without the link, and opens only with the exact token", () => {
    const sent = intake.send({
      messageId: inquiry(),
      questionnaire: definition,
      staffId: null,
      now: Date.now(),
    })!;
    const token = sent.link.split("/questionnaire/")[1]!;
    const row = db.sqlite.prepare("SELECT * FROM intake_questionnaires").get() as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(row)).not.toContain(token);
    expect(emails()[0]).toMatchObject({ kind: "link", recipient: "lee@example.com" });
    // While it waits in the outbox, the stored e-mail holds a placeholder, no working link.
    expect(emails()[0]?.body).not.toContain(token);
    expect(emails()[0]?.body).toContain("https://firm.example/questionnaire/{link-made-when-sent}");
    expect(
      intake.open(`${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`, questionnaire),
    ).toBeUndefined();
    expect(intake.open(token, questionnaire)?.firstName).toBe("Lee");
    intake.revoke(sent.id);
    expect(intake.open(token, questionnaire)).toBeUndefined();
  });

  it("makes the link as the e-mail is sent: no stored copy, waiting or sent, holds a working link", () => {
    const sent = intake.send({
      messageId: inquiry(),
      questionnaire: definition,
      staffId: null,
      now: Date.now(),
    })!;
    const queue = intakeMailQueue(db, {
      firmName: "Firm",
      from: "site@firm.example",
      staffEmail: "desk@firm.example",
    });
    const stored = emails()[0]?.body;
    const [id] = queue.due(Date.now() + 1000);
    expect(queue.claim(id!, Date.now() + 1000)).toBe(1);
    const composed = queue.compose(id!);
    const text = "mail" in composed ? String(composed.mail.text) : "";
    const made = /\/questionnaire\/([A-Za-z0-9_-]{43})\n/.exec(text)?.[1];
    expect(made).toBeDefined();
    expect(made).not.toBe(sent.link.split("/questionnaire/")[1]);
    // The e-mail sent is the stored one with the link put in, and the link made opens it.
    expect(text).toBe(stored?.replace("{link-made-when-sent}", made!));
    expect(intake.open(made!, questionnaire)?.firstName).toBe("Lee");
    // Only its hash is kept; the stored e-mail is unchanged, sent or not.
    queue.markSent(id!, Date.now() + 1000);
    expect(emails()[0]?.body).toBe(stored);
    const everything = JSON.stringify([
      db.sqlite.prepare("SELECT * FROM intake_questionnaires").all(),
      db.sqlite.prepare("SELECT * FROM intake_questionnaire_links").all(),
      db.sqlite.prepare("SELECT * FROM intake_emails").all(),
    ]);
    expect(everything).not.toContain(made);
    // Turned off: every link stops, and an e-mail still waiting is not sent with a dead link.
    intake.revoke(sent.id);
    expect(intake.open(made!, questionnaire)).toBeUndefined();
    const again = intake.send({ messageId: inquiry(), questionnaire: definition, staffId: null })!;
    intake.revoke(again.id);
    const [next] = queue.due(Date.now() + 1000);
    expect(queue.claim(next!, Date.now() + 1000)).toBe(1);
    expect(queue.compose(next!)).toEqual({ drop: "link turned off or expired" });
  });

  it("migration 077 takes the working link out of the e-mails stored before it", () => {
    const sent = intake.send({ messageId: inquiry(), questionnaire: definition, staffId: null })!;
    const token = sent.link.split("/questionnaire/")[1]!;
    const asStoredNow = emails()[0]?.body;
    // As the e-mail was stored before the migration: with the whole link.
    db.sqlite
      .prepare("UPDATE intake_emails SET body = replace(body, '{link-made-when-sent}', ?)")
      .run(token);
    expect(emails()[0]?.body).toContain(token);
    const sql = readFileSync(
      path.join(defaultMigrationsDir, "077_questionnaire_links_made_when_sent.sql"),
      "utf8",
    );
    const update = sql.slice(sql.indexOf("UPDATE intake_emails"));
    db.sqlite.exec(update);
    expect(emails()[0]?.body).not.toContain(token);
    // Exactly as an e-mail is stored now: the placeholder, the rest of the words unchanged.
    expect(emails()[0]?.body).toBe(asStoredNow);
  });

  it("stores answers encrypted, and detects any change to them", () => {
    const sent = intake.send({ messageId: inquiry(), questionnaire: definition, staffId: null })!;
    const open = intake.open(sent.link.split("/questionnaire/")[1]!, questionnaire)!;
    const form = new FormData();
    form.set("q.price", "$612,000 secret-price");
    intake.saveSection(open, 0, form);
    const stored = db.sqlite
      .prepare("SELECT answers FROM intake_questionnaires WHERE id = ?")
      .get(sent.id) as { answers: Buffer };
    expect(stored.answers.toString("latin1")).not.toContain("secret-price");
    expect(intake.answers(intake.store.get(sent.id)!).price).toBe("$612,000 secret-price");
    const tampered = Buffer.from(stored.answers);
    tampered[20] = (tampered[20] ?? 0) ^ 1;
    db.sqlite
      .prepare("UPDATE intake_questionnaires SET answers = ? WHERE id = ?")
      .run(tampered, sent.id);
    expect(() => intake.answers(intake.store.get(sent.id)!)).toThrow(IntakeCryptoError);
  });

  it("refuses a date of birth after today anywhere on Earth, and keeps what was typed", () => {
    const immigration = questionnaire("immigration-intake")!;
    const sent = intake.send({ messageId: inquiry(), questionnaire: immigration, staffId: null })!;
    const open = () => intake.open(sent.link.split("/questionnaire/")[1]!, questionnaire)!;
    const aboutYou = (birth: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        "q.full-name": "Lee Chan",
        "q.birth-date": birth,
        "q.citizenship": "Brazil",
        "q.current-address.street": "1 Main St",
        "q.current-address.city": "Toronto",
        "q.current-address.country": "Canada",
        intent: "continue",
      }))
        form.set(name, value);
      return form;
    };
    // 10:00 PM in Toronto on Sunday November 29, 2026: already the 30th in London and India, so
    // a client there may give their own today; December 1 is in the future everywhere.
    const evening = Date.UTC(2026, 10, 30, 3, 0);
    const future = intake.saveSection(open(), 0, aboutYou("2026-12-01"), evening);
    expect(future).toMatchObject({
      kind: "invalid",
      errors: { "q.birth-date": "This date cannot be in the future: enter a date up to today." },
    });
    expect(intake.answers(intake.store.get(sent.id)!)["birth-date"]).toBe("2026-12-01");
    expect(intake.saveSection(open(), 0, aboutYou("2030-01-01")).kind).toBe("invalid");
    expect(intake.saveSection(open(), 0, aboutYou("2026-11-30"), evening).kind).toBe("saved");
    // Once it is December 1 somewhere (10:00 UTC, midnight in the Line Islands), it may be given.
    const firstPlace = Date.UTC(2026, 10, 30, 10, 0);
    expect(intake.saveSection(open(), 0, aboutYou("2026-12-01"), firstPlace)).toEqual({
      kind: "saved",
      next: 1,
    });
  });

  it("reminds the client after 3 and 7 business days, then flags it for staff once; the timeline shows each step", () => {
    // Wednesday Nov 18, 2026, 10:00 AM Toronto: 3 business days is Monday the 23rd, 7 is Friday
    // the 27th (the weekend does not count), and 3 after that is Wednesday December 2.
    const at = (day: number, month = 11, hour = 10) =>
      torontoInstant({ year: 2026, month, day }, hour);
    const sent = intake.send({
      messageId: inquiry(),
      questionnaire: definition,
      staffId: null,
      now: at(18),
    })!;
    expect(intake.sendReminders(at(23) - 1)).toBe(0);
    expect(intake.sendReminders(at(23))).toBe(1);
    expect(intake.sendReminders(at(24))).toBe(0);
    expect(intake.sendReminders(at(27) - 1)).toBe(0);
    expect(intake.sendReminders(at(27))).toBe(1);
    expect(intake.sendReminders(at(2, 12) - 1)).toBe(0);
    expect(intake.sendReminders(at(2, 12))).toBe(1);
    expect(intake.sendReminders(at(30, 12))).toBe(0);
    expect(emails().map((e) => `${e.kind} ${e.recipient}`)).toEqual([
      "link lee@example.com",
      "reminder lee@example.com",
      "reminder lee@example.com",
      "completed-staff desk@firm.example",
    ]);
    expect(emails()[3]?.body).toContain(`after ${maxReminders} reminders`.replace("2", "two"));
    // A reminder carries the link, made when it is sent: none is stored.
    expect(emails()[1]?.body).toContain(`/questionnaire/${questionnaireLinkPlaceholder}`);
    expect(emails()[1]?.body).not.toMatch(/\/questionnaire\/[A-Za-z0-9_-]{43}/);
    expect(intake.store.get(sent.id)?.stalledAt).toBe(at(2, 12));
    expect(intake.store.reminderTimes(sent.id)).toEqual([at(23), at(27)]);
    expect(timeline).toEqual([
      "reminded-questionnaire",
      "reminded-questionnaire",
      "stalled-questionnaire",
    ]);
  });

  it("never sends a reminder twice when a second server on the database got there first", () => {
    const at = (day: number) => torontoInstant({ year: 2026, month: 11, day }, 10);
    intake.send({ messageId: inquiry(), questionnaire: definition, staffId: null, now: at(18) });
    const settings = intake.settings;
    const other = new IntakeService({
      store: new IntakeStore(db),
      keys,
      settings,
      logger: { info() {} },
    });
    const store = new IntakeStore(db);
    const read = store.reminderTimes.bind(store);
    let reads = 0;
    // This server reads "no reminder yet"; before it writes, the other one sends the reminder.
    store.reminderTimes = (id) => {
      const stale = read(id);
      if (++reads === 1) expect(other.sendReminders(at(23))).toBe(1);
      return stale;
    };
    const late = new IntakeService({ store, keys, settings, logger: { info() {} } });
    expect(late.sendReminders(at(23))).toBe(0);
    expect(emails().filter((e) => e.kind === "reminder")).toHaveLength(1);
  });

  it("counts from the client's last saved section, and sends nothing once it is complete", () => {
    const at = (day: number, hour = 10) => torontoInstant({ year: 2026, month: 11, day }, hour);
    const sent = intake.send({
      messageId: inquiry(),
      questionnaire: definition,
      staffId: null,
      now: at(16),
    })!;
    const open = intake.open(sent.link.split("/questionnaire/")[1]!, questionnaire, at(17))!;
    intake.saveSection(open, 0, new FormData(), at(18));
    // 3 business days from Wednesday the 18th, not from Monday the 16th.
    expect(intake.sendReminders(at(19))).toBe(0);
    expect(intake.sendReminders(at(23))).toBe(1);
    db.sqlite.prepare("UPDATE intake_questionnaires SET completed_at = ?").run(at(24));
    expect(intake.sendReminders(at(30))).toBe(0);
  });
});
