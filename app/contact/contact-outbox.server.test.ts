import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Logger } from "../../server/logger";
import { startSmtp } from "../../tests/server/contact-support";
import { composeNotification, createSmtpMailer } from "./contact-mailer.server";
import { ContactMessageOutbox, retryDelay } from "./contact-outbox.server";
import { currentConsentVersion } from "./contact-schema";
import { ContactInbox } from "./contact-store.server";

const quiet: Logger = { info() {}, warn() {}, error() {} };
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

describe("ContactMessageOutbox with a real SMTP server", () => {
  it("sends each queued message once and marks it sent", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const inbox = ContactInbox.open(dir);
    cleanups.push(() => inbox.close());
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`);
    cleanups.push(() => mailer.close());
    const outbox = new ContactMessageOutbox({
      inbox,
      mailer,
      settings,
      logger: quiet,
      retryBaseMs: 50,
    });
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
