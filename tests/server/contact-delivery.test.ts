import { execFileSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFileName } from "~/db/database.server";
import { freePort, projectRoot, type RunningServer, startServer } from "../support/server";
import {
  bodyOf,
  headersOf,
  type LoopbackSmtp,
  outboxSettled,
  postContact,
  startSmtp,
  storedRows,
  validMessage,
  waitFor,
} from "./contact-support";

const mailEnv = (smtpPort: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "website@firm.example",
  MAIL_TO: "intake@firm.example",
  OUTBOX_RETRY_BASE_MS: "200",
  CONTACT_RATE_LIMIT: "100",
  // Only the firm's notifications here; the visitor's acknowledgements, which share the outbox, are
  // tested with them in contact-acknowledgement.test.ts.
  ACK_EMAILS: "off",
});

let servers: RunningServer[] = [];
let smtps: LoopbackSmtp[] = [];
afterEach(async () => {
  for (const s of servers) await s.stop({ removeData: true });
  for (const m of smtps) await m.close();
  servers = [];
  smtps = [];
});

function lastError(dataDir: string): string {
  const db = new Database(path.join(dataDir, databaseFileName), { readonly: true });
  try {
    return (db.prepare("SELECT last_error AS e FROM contact_outbox").get() as { e: string }).e;
  } finally {
    db.close();
  }
}

/** `npm run inbox`: the compiled CLI, as the firm runs it on the server. */
function inboxCli(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ["build/bin/inbox.js", ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

describe("contact notifications over a real SMTP server", () => {
  it("sends exactly one e-mail per stored message, to MAIL_TO, with the visitor as Reply-To", {
    timeout: 120_000,
  }, async () => {
    const smtp = await startSmtp();
    smtps.push(smtp);
    const server = await startServer(mailEnv(smtp.port));
    servers.push(server);

    const first = await postContact(server.url, validMessage);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Your message was received");
    const second = await postContact(server.url, {
      ...validMessage,
      firstName: "Jean",
      email: "jean@example.org",
      serviceType: "",
      message: "Line one\r\nBcc: victim@example.com\r\n\r\nLine three",
    });
    expect(second.status).toBe(200);
    // Suspected spam (a filled honeypot) is stored but never e-mailed.
    const spam = await postContact(server.url, {
      ...validMessage,
      email: "bot@example.net",
      website: "https://spam.example",
    });
    expect(spam.status).toBe(200);

    await waitFor(() => smtp.received.length >= 2, { what: "two e-mails" });
    // Nothing more arrives once the outbox has settled: no duplicates, no e-mail for the spam.
    await waitFor(() => outboxSettled(server.dataDir), { what: "the outbox settled" });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.join("\n")).not.toContain("bot@example.net");

    const byReplyTo = new Map(smtp.received.map((raw) => [headersOf(raw)["reply-to"], raw]));
    const a = byReplyTo.get(validMessage.email)!;
    expect(a).toBeDefined();
    expect(headersOf(a).from).toBe("website@firm.example");
    expect(headersOf(a).to).toBe("intake@firm.example");
    expect(headersOf(a).subject).toBe("Website message #1: Real Estate");
    expect(headersOf(a)["content-type"]).toMatch(/^text\/plain/);
    expect(bodyOf(a)).toContain("We are buying a condo in Mississauga");
    expect(bodyOf(a)).toContain("Priya Raman");

    // Free text stays in the body: no header is created from what the visitor typed.
    const b = byReplyTo.get("jean@example.org")!;
    expect(headersOf(b).subject).toBe("Website message #2: General inquiry");
    expect(headersOf(b).bcc).toBeUndefined();
    expect(bodyOf(b)).toContain("Bcc: victim@example.com");

    await waitFor(
      () =>
        storedRows(server.dataDir)
          .filter((r) => !r.suspected_spam)
          .every((r) => r.status === "sent"),
      { what: "both marked sent" },
    );
    const listing = inboxCli(server.dataDir);
    expect(listing).toMatch(/^3 messages \(1 suspected spam\), newest first/);
    expect(listing.indexOf("#2 ")).toBeLessThan(listing.indexOf("#1 "));
    expect(listing.match(/Delivery: e-mailed/g)).toHaveLength(2);
    expect(listing).toMatch(/#3 .*\[SUSPECTED SPAM\]/);
    expect(listing).toContain("Delivery: not e-mailed: suspected spam");
    const csv = inboxCli(server.dataDir, "--csv");
    expect(csv.split("\r\n")[0]).toBe(
      "id,received_at,first_name,last_name,email,phone,service,referral,message,delivery_status,attempts,suspected_spam,other_parties,key_date,consent_text_version,consent_at,acknowledgement_status",
    );
    expect(csv).toContain('"Line one\r\nBcc: victim@example.com\r\n\r\nLine three"');
    expect(csv).toMatch(/\r\n3,.*,not-queued,0,honeypot,/);
    expect(inboxCli(server.dataDir, "--delete", "1")).toBe("Deleted message #1.\n");
    expect(storedRows(server.dataDir).map((r) => r.id)).toEqual([2, 3]);

    // No personal data in the server's logs.
    for (const secret of [
      validMessage.firstName,
      validMessage.email,
      "Mississauga",
      "jean@example.org",
      "victim@example.com",
      "127.0.0.1:",
    ]) {
      expect(server.output().replace(`"url":"${server.url}"`, "")).not.toContain(secret);
    }
  });

  it("keeps the message while SMTP is down and delivers it once the server is back", {
    timeout: 120_000,
  }, async () => {
    const smtpPort = await freePort();
    const server = await startServer(mailEnv(smtpPort));
    servers.push(server);

    const res = await postContact(server.url, validMessage);
    expect(res.status).toBe(200);
    expect(storedRows(server.dataDir)).toHaveLength(1);
    await waitFor(() => (storedRows(server.dataDir)[0]?.attempts ?? 0) >= 2, {
      what: "two failed attempts",
    });
    // Still queued: "sending" while a retry is connecting, "pending" between retries; never "sent".
    expect(["pending", "sending"]).toContain(storedRows(server.dataDir)[0]!.status);
    expect(lastError(server.dataDir)).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtp(smtpPort);
    smtps.push(smtp);
    await waitFor(() => smtp.received.length >= 1, { what: "the delayed e-mail", timeout: 60_000 });
    // Marked sent, the outbox has settled: the count is final.
    await waitFor(() => outboxSettled(server.dataDir), { what: "marked sent" });
    expect(smtp.received).toHaveLength(1);
    expect(headersOf(smtp.received[0]!)["reply-to"]).toBe(validMessage.email);
  });

  it("delivers mail left pending by an earlier run after a restart, and says once when notifications are off", {
    timeout: 120_000,
  }, async () => {
    const first = await startServer({ SMTP_URL: "", CONTACT_RATE_LIMIT: "100" });
    expect(first.output().match(/"event":"notifications_off"/g)).toHaveLength(1);
    expect((await postContact(first.url, validMessage)).status).toBe(200);
    expect(
      (await postContact(first.url, { ...validMessage, email: "second@example.com" })).status,
    ).toBe(200);
    // The server runs as plain `node` on the compiled build, so SIGTERM reaches it directly and it
    // stops cleanly, with the committed messages on disk.
    expect(await first.stop()).toBe(0);
    expect(first.output().match(/"event":"notifications_off"/g)).toHaveLength(1);
    expect(storedRows(first.dataDir).map((r) => r.status)).toEqual(["pending", "pending"]);

    const smtp = await startSmtp();
    smtps.push(smtp);
    const second = await startServer(mailEnv(smtp.port), first.dataDir);
    servers.push(second);
    expect(second.output()).not.toContain("notifications_off");
    await waitFor(() => smtp.received.length >= 2, { what: "both pending e-mails" });
    // Marked sent, the outbox has settled: the count is final.
    await waitFor(() => outboxSettled(second.dataDir), { what: "marked sent" });
    expect(smtp.received).toHaveLength(2);
  });
});
