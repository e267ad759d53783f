import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactMessages } from "~/db/contact-messages.server";
import { SiteDatabase } from "~/db/database.server";
import type { Logger } from "~/platform/logger.server";
import { startSmtp } from "../../tests/server/contact-support";
import { bookingHref, firm, serviceTerms } from "../content/firm";
import { createSmtpMailer, notificationRecipient } from "../platform/mailer.server";
import { Outbox, type OutboxOptions, retryDelay } from "../platform/outbox.server";
import { composeAcknowledgement, composeNotification } from "./contact-emails.server";
import {
  ACKNOWLEDGEMENT_MAX_DELAY_MS,
  type ContactMailQueueOptions,
  contactMailQueues,
} from "./contact-mail-queues.server";
import { currentConsentVersion } from "./contact-schema";

const quiet: Logger = { info() {}, warn() {}, error() {} };

/** The site's outbox with only the contact form's two queues. */
function contactOutbox({
  messages,
  settings,
  acknowledgements,
  ...options
}: Omit<OutboxOptions, "queues"> & Omit<ContactMailQueueOptions, "logger">) {
  return new Outbox({
    ...options,
    queues: contactMailQueues({ messages, settings, acknowledgements, logger: options.logger }),
  });
}
const settings = {
  from: "website@firm.example",
  to: "intake@firm.example",
  siteUrl: "https://firm.example",
  firmName: "Firm",
};
const message = {
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  phone: undefined,
  serviceType: "wills-estates" as const,
  message: "About my mother's will",
  referralSource: "other" as const,
  referralOther: "A friend at church",
  consent: currentConsentVersion,
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe("retryDelay", () => {
  it("doubles from the base and stops at the cap", () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
    expect(retryDelay(500, 1000, 60_000)).toBe(60_000);
  });
});

describe("composeNotification", () => {
  it("shows the firm what was typed without characters that reorder or hide it (docs/PRODUCT-RULES.md#hostile-text)", () => {
    const mail = composeNotification(
      {
        ...message,
        firstName: "\u202egnp.exe htimS",
        lastName: "\u2066Roe\u2069",
        message: "See \u202efdp.exe\u0007 attached",
        otherParties: "\u2067Jane\u2069",
        id: 9,
        receivedAt: 0,
        phone: null,
        suspectedSpam: null,
        status: "pending",
        attempts: 0,
        nextAttemptAt: 0,
        sentAt: null,
        lastError: null,
      },
      settings,
    );
    expect(mail.text).toContain("Name:       gnp.exe htimS Roe");
    expect(mail.text).toContain("See fdp.exe attached");
    expect(mail.text).toContain("Other people involved: Jane");
    expect(String(mail.text)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(String(mail.text)).not.toContain("\u0007");
  });

  it("builds the subject from the service label and keeps free text out of the headers", () => {
    const mail = composeNotification(
      {
        ...message,
        id: 7,
        receivedAt: Date.UTC(2026, 0, 5, 15),
        phone: null,
        serviceType: "wills-estates",
        referralSource: "other",
        suspectedSpam: null,
        status: "pending",
        attempts: 0,
        nextAttemptAt: 0,
        sentAt: null,
        lastError: null,
      },
      settings,
    );
    expect(mail).toMatchObject({
      from: settings.from,
      to: settings.to,
      replyTo: "ana@example.com",
      subject: "Website message #7: Wills and Estates",
    });
    expect(mail.text).toContain("Heard of us: Other: A friend at church");
    // The link to the inquiry in the lead desk: its number only, nothing more of the visitor's.
    expect(mail.text).toContain(`Open it in the desk: ${settings.siteUrl}/desk/inquiries/7`);
    expect(mail.text).toContain("About my mother's will");
    const bad = composeNotification(
      {
        ...message,
        email: "x@example.com\r\nBcc: y@example.com",
        id: 8,
        receivedAt: 0,
        phone: null,
        referralSource: null,
        referralOther: null,
        serviceType: null,
        suspectedSpam: null,
        status: "pending",
        attempts: 0,
        nextAttemptAt: 0,
        sentAt: null,
        lastError: null,
      },
      settings,
    );
    expect(bad.replyTo).toBeUndefined();
    expect(bad.subject).toBe("Website message #8: General inquiry");
  });
});

/** A database of its own, a real SMTP server and the outbox with the contact form's queues. */
async function smtpOutbox(options: { acknowledgements?: boolean } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const db = SiteDatabase.open(dir);
  cleanups.push(() => db.close());
  const inbox = new ContactMessages(db);
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`);
  cleanups.push(() => mailer.close());
  const outbox = contactOutbox({
    messages: inbox,
    mailer,
    settings,
    logger: quiet,
    retryBaseMs: 50,
    ...options,
  });
  cleanups.push(() => outbox.stop());
  return { inbox, smtp, outbox };
}

describe("The outbox, the contact form's queues, with a real SMTP server", () => {
  it("sends each queued message once and marks it sent", async () => {
    const { inbox, smtp, outbox } = await smtpOutbox();
    const id = inbox.save(message);
    outbox.start();
    outbox.notify();
    outbox.notify();
    for (let i = 0; i < 100 && inbox.get(id)?.status !== "sent"; i++)
      await new Promise((r) => setTimeout(r, 50));
    await outbox.stop();
    expect(inbox.get(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });
});

const stored = {
  ...message,
  id: 12,
  receivedAt: Date.UTC(2026, 10, 23, 15),
  phone: "(647) 555-0110",
  suspectedSpam: null,
  status: "pending" as const,
  attempts: 0,
  nextAttemptAt: 0,
  sentAt: null,
  lastError: null,
  otherParties: "Jordan Lee (my brother)",
  keyDate: "Probate hearing on January 8",
  consentTextVersion: currentConsentVersion,
  consentAt: Date.UTC(2026, 10, 23, 15),
};

describe("the notification's conflict-check answers, consent and routing", () => {
  it("shows the other people involved, the key date and the consent given", () => {
    const text = String(composeNotification(stored, settings).text);
    expect(text).toContain("Other people involved: Jordan Lee (my brother)");
    expect(text).toContain("Key date:   Probate hearing on January 8");
    expect(text).toContain(`Consent: ticked "I agree that ${firm.name} may keep`);
    expect(text).toContain(`(wording of ${currentConsentVersion}), received November 23, 2026`);
    // 15:00 UTC is 10:00 AM in Toronto, written as the site writes times (not "10:00 a.m.").
    expect(text).toContain("Received:   November 23, 2026 at 10:00 AM (Toronto time)");
    expect(text).not.toMatch(/[ap]\.m\./);
    const old = String(
      composeNotification(
        { ...stored, otherParties: null, keyDate: null, consentTextVersion: null, consentAt: null },
        settings,
      ).text,
    );
    expect(old).toContain("Other people involved: Not given");
    expect(old).toContain("Consent: not recorded");
  });

  it("sends a practice area's notifications to its own inbox (MAIL_TO_<AREA>), the rest to MAIL_TO", () => {
    const routed = { ...settings, routes: { "wills-estates": "estates@firm.example" } };
    expect(composeNotification(stored, routed).to).toBe("estates@firm.example");
    expect(composeNotification({ ...stored, serviceType: "notary" }, routed).to).toBe(settings.to);
    expect(composeNotification({ ...stored, serviceType: null }, routed).to).toBe(settings.to);
    expect(notificationRecipient("constructor", routed)).toBe(settings.to);
  });
});

describe("composeAcknowledgement", () => {
  const ack = composeAcknowledgement(stored, settings)!;
  const text = String(ack.text);

  it("says who, when, how to book or call, and the office hours, from firm.ts", () => {
    expect(ack).toMatchObject({
      from: { name: settings.firmName, address: settings.from },
      to: "ana@example.com",
      replyTo: settings.to,
      subject: `We received your message: ${firm.shortName}`,
    });
    expect(ack.headers).toMatchObject({ "Auto-Submitted": "auto-generated" });
    expect(text).toContain(`Thank you for contacting ${firm.name}`);
    expect(text).toContain(serviceTerms.replyTimes);
    expect(text).toContain(`${settings.siteUrl}${bookingHref}`);
    expect(text).toContain(firm.phone.display);
    expect(text).toContain(serviceTerms.officeHours);
    expect(text).toContain(serviceTerms.consultationHours);
    expect(text).toContain("#12");
  });

  it("repeats nothing the visitor typed, not even their name, so a mistyped address leaks nothing", () => {
    for (const typed of [
      stored.message,
      stored.firstName,
      stored.lastName,
      stored.phone,
      stored.otherParties,
      stored.keyDate,
      stored.referralOther,
      "Wills and Estates",
    ])
      expect(JSON.stringify(ack), typed).not.toContain(typed);
  });

  it("replies to the practice area's inbox, and is not composed for an unusable address", () => {
    const routed = { ...settings, routes: { "wills-estates": "estates@firm.example" } };
    expect(composeAcknowledgement(stored, routed)?.replyTo).toBe("estates@firm.example");
    expect(
      composeAcknowledgement({ ...stored, email: "a@example.com\r\nBcc: b@example.com" }, settings),
    ).toBeNull();
  });
});

describe("The outbox, the contact form's queues, acknowledgements with a real SMTP server", () => {
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(check()).toBe(true);
  };

  it("sends the notification first, then the acknowledgement, each once", async () => {
    const { inbox, smtp, outbox } = await smtpOutbox();
    const id = inbox.save(message, Date.now(), { acknowledge: true });
    outbox.start();
    outbox.notify();
    await until(() => inbox.get(id)?.acknowledgement === "sent");
    await outbox.stop();
    expect(inbox.get(id)).toMatchObject({ status: "sent", acknowledgement: "sent" });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[0]).toContain("To: intake@firm.example");
    expect(smtp.received[1]).toContain("To: ana@example.com");
    expect(smtp.received[1]).not.toContain(message.message);
  });

  it("drops an acknowledgement that waited too long, and sends none when turned off", async () => {
    const late = await smtpOutbox();
    const old = late.inbox.save(message, Date.now() - ACKNOWLEDGEMENT_MAX_DELAY_MS - 1, {
      acknowledge: true,
    });
    late.outbox.start();
    await until(() => late.inbox.get(old)?.status === "sent");
    await late.outbox.stop();
    expect(late.inbox.get(old)?.acknowledgement).toBe("dropped");
    expect(late.smtp.received).toHaveLength(1);

    const off = await smtpOutbox({ acknowledgements: false });
    const queued = off.inbox.save(message, Date.now(), { acknowledge: true });
    off.outbox.start();
    await until(() => off.inbox.get(queued)?.status === "sent");
    await off.outbox.stop();
    expect(off.inbox.get(queued)?.acknowledgement).toBe("dropped");
    expect(off.smtp.received).toHaveLength(1);
  });
});

describe("The outbox, the contact form's queues, when the database fails (a full disk)", () => {
  /** An error like the one better-sqlite3 throws when the disk is full. */
  const diskFull = () =>
    Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

  async function setUp() {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-full-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const db = SiteDatabase.open(dir);
    cleanups.push(() => db.close());
    const messages = new ContactMessages(db);
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`);
    cleanups.push(() => mailer.close());
    const events: string[] = [];
    const logger: Logger = {
      info: (event) => events.push(event),
      warn: (event) => events.push(event),
      error: (event) => events.push(event),
    };
    const outbox = contactOutbox({
      messages,
      mailer,
      settings,
      logger,
      retryBaseMs: 20,
      databaseRetryBaseMs: 10,
      databaseRetryMaxMs: 40,
    });
    cleanups.push(() => outbox.stop());
    return { messages, smtp, outbox, events };
  }

  it("never sends an e-mail again when recording it as sent fails, and records it once it can", async () => {
    const { messages, smtp, outbox, events } = await setUp();
    const ids = [0, 1, 2].map((i) =>
      messages.save({ ...message, email: `visitor${i}@example.com` }, Date.now(), {
        acknowledge: true,
      }),
    );
    const markSent = messages.markSent.bind(messages);
    let refusals = 12;
    vi.spyOn(messages, "markSent").mockImplementation((...args) => {
      if (refusals-- > 0) throw diskFull();
      markSent(...args);
    });
    outbox.start();
    await expect
      .poll(() => ids.map((id) => [messages.get(id)?.status, messages.get(id)?.acknowledgement]), {
        timeout: 20_000,
      })
      .toEqual(ids.map(() => ["sent", "sent"]));
    await outbox.stop();
    // One notification and one acknowledgement per message, however often the record failed.
    expect(smtp.received).toHaveLength(6);
    for (const i of [0, 1, 2])
      expect(smtp.received.filter((m) => m.includes(`visitor${i}@example.com`))).toHaveLength(2);
    // Said once when the database started failing and once when it recovered, not per attempt.
    expect(events.filter((e) => e === "outbox_database_failing")).toHaveLength(1);
    expect(events.filter((e) => e === "outbox_database_recovered")).toHaveLength(1);
  });

  it("sends nothing while claims fail, then each e-mail once", async () => {
    const { messages, smtp, outbox, events } = await setUp();
    const id = messages.save(message, Date.now(), { acknowledge: true });
    const claim = messages.claim.bind(messages);
    let refusals = 8;
    vi.spyOn(messages, "claim").mockImplementation((...args) => {
      if (refusals-- > 0) throw diskFull();
      return claim(...args);
    });
    outbox.start();
    await expect.poll(() => messages.get(id)?.acknowledgement, { timeout: 20_000 }).toBe("sent");
    await outbox.stop();
    expect(messages.get(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received).toHaveLength(2);
    expect(events.filter((e) => e === "outbox_database_failing")).toHaveLength(1);
  });
});
