import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { consentMissing, currentConsentVersion } from "~/contact/contact-schema";
import { bookingHref, firm, serviceTerms } from "~/content/firm";
import { databaseFileName, defaultMigrationsDir, SiteDatabase } from "~/db/database.server";
import { projectRoot, type RunningServer, startServer } from "../support/server";
import {
  bodyOf,
  headersOf,
  type LoopbackSmtp,
  postContact,
  startSmtp,
  validMessage,
  waitFor,
} from "./contact-support";

// The visitor's acknowledgement e-mail and the intake fields, end to end: the compiled server, a
// real SQLite file, and a real SMTP server on loopback (docs/CONTACT-INBOX.md).

const FIRM_INBOX = "intake@firm.example";
const SITE = "https://www.firm.example";
const mailEnv = (smtpPort: number, extra: Record<string, string> = {}) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "website@firm.example",
  MAIL_TO: FIRM_INBOX,
  SITE_URL: SITE,
  OUTBOX_RETRY_BASE_MS: "200",
  CONTACT_RATE_LIMIT: "100",
  ...extra,
});

let servers: RunningServer[] = [];
let smtps: LoopbackSmtp[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of servers) await s.stop({ removeData: true });
  for (const m of smtps) await m.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  servers = [];
  smtps = [];
});

async function serverWithMail(extra: Record<string, string> = {}, dataDir?: string) {
  const smtp = await startSmtp();
  smtps.push(smtp);
  const server = await startServer(mailEnv(smtp.port, extra), dataDir);
  servers.push(server);
  return { smtp, server };
}

interface QueueRow {
  id: number;
  email: string;
  other_parties: string | null;
  key_date: string | null;
  consent_text_version: string | null;
  consent_at: number | null;
  received_at: number;
  suspected_spam: string | null;
  notification: string | null;
  acknowledgement: string | null;
}

function rows(dataDir: string): QueueRow[] {
  const db = new Database(path.join(dataDir, databaseFileName), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT m.id, m.email, m.other_parties, m.key_date, m.consent_text_version, m.consent_at,
                m.received_at, m.suspected_spam, o.status AS notification, a.status AS acknowledgement
           FROM contact_messages m
           LEFT JOIN contact_outbox o ON o.message_id = m.id
           LEFT JOIN contact_acknowledgements a ON a.message_id = m.id
          ORDER BY m.id`,
      )
      .all() as QueueRow[];
  } finally {
    db.close();
  }
}

/**
 * Every queued e-mail has been accepted by the SMTP server (marked sent after it said 250), and none
 * is waiting: from here no other e-mail can arrive, so counting is exact without sleeping.
 */
function settled(dataDir: string, count: number): boolean {
  const all = rows(dataDir);
  return (
    all.length === count &&
    all.every(
      (r) =>
        (r.notification === null || r.notification === "sent") &&
        (r.acknowledgement === null || r.acknowledgement === "sent"),
    )
  );
}

const toFirm = (smtp: LoopbackSmtp) =>
  smtp.received.filter((raw) => headersOf(raw).to !== undefined && !isAcknowledgement(raw));
const acknowledgements = (smtp: LoopbackSmtp) => smtp.received.filter(isAcknowledgement);
function isAcknowledgement(raw: string): boolean {
  // Every automatic e-mail is marked `Auto-Submitted: auto-generated` (docs/STANDARDS.md#e-mail):
  // the acknowledgement is the one with its own subject.
  return (headersOf(raw).subject ?? "").startsWith("We received your message");
}

/** A raw message with quoted-printable soft breaks and escapes undone, so words can be searched. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function inboxCli(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ["build/bin/inbox.js", ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

describe("the visitor's acknowledgement over a real SMTP server", () => {
  it("sends one notification and one acknowledgement per message, the acknowledgement without anything the visitor typed", {
    timeout: 120_000,
  }, async () => {
    const { smtp, server } = await serverWithMail({
      MAIL_TO_REAL_ESTATE: "closings@firm.example",
    });
    const priya = {
      ...validMessage,
      otherParties: "Jordan Lee (the seller)\r\nNorthgate Mortgage Corp.",
      keyDate: "Closing on January 15, 2027",
    };
    expect((await postContact(server.url, priya)).status).toBe(200);
    const jean = {
      ...validMessage,
      firstName: "Jean",
      lastName: "Baptiste",
      email: "jean@example.org",
      serviceType: "immigration",
      message: "My work permit expires in March. What are my options?",
    };
    expect((await postContact(server.url, jean, "/contact.data")).status).toBe(200);

    await waitFor(() => settled(server.dataDir, 2), { what: "every e-mail accepted" });
    expect(smtp.received).toHaveLength(4);
    const firmMail = toFirm(smtp);
    const acks = acknowledgements(smtp);
    expect(firmMail).toHaveLength(2);
    expect(acks).toHaveLength(2);

    // The firm's notification: routed by practice area, with the conflict-check answers and consent.
    const toClosings = firmMail.find((raw) => headersOf(raw).to === "closings@firm.example")!;
    expect(toClosings).toBeDefined();
    const body = decoded(bodyOf(toClosings));
    expect(body).toContain("Other people involved: Jordan Lee (the seller)");
    expect(body).toContain("Northgate Mortgage Corp.");
    expect(body).toContain("Key date:   Closing on January 15, 2027");
    expect(body).toMatch(/Consent: ticked "I agree that .* may keep what I send/);
    expect(firmMail.map((raw) => headersOf(raw).to).sort()).toEqual([
      "closings@firm.example",
      FIRM_INBOX,
    ]);

    // The visitor's acknowledgement: to the address given, from the firm, nothing they typed.
    const ackTo = new Map(acks.map((raw) => [headersOf(raw).to, raw]));
    const priyaAck = ackTo.get(validMessage.email)!;
    expect(priyaAck).toBeDefined();
    expect(ackTo.get("jean@example.org")).toBeDefined();
    expect(headersOf(priyaAck).from).toContain("website@firm.example");
    expect(headersOf(priyaAck)["reply-to"]).toBe("closings@firm.example");
    expect(headersOf(priyaAck)["content-type"]).toMatch(/^text\/plain/);
    const ackBody = decoded(bodyOf(priyaAck));
    expect(ackBody).toContain(firm.name);
    expect(ackBody).toContain(serviceTerms.replyTimes);
    expect(ackBody).toContain(`${SITE}${bookingHref}`);
    expect(ackBody).toContain(firm.phone.display);
    expect(ackBody).toContain(serviceTerms.officeHours);
    // Hours on Toronto's clock, in the booking's words: "Eastern Time" is another hour in Jamaica
    // from March to November (docs/PRODUCT-RULES.md#service-terms).
    expect(ackBody).toContain("(Toronto time):");
    expect(ackBody).not.toContain("Eastern Time");
    for (const typed of [
      "condo in Mississauga",
      "Priya",
      "Raman",
      "(647) 555-0110",
      "Jordan Lee",
      "Northgate",
      "January 15",
      "Real Estate",
    ])
      expect(decoded(priyaAck), typed).not.toContain(typed);
    expect(decoded(ackTo.get("jean@example.org")!)).not.toContain("work permit");

    // Stored with the message: the two answers, the consent wording and when it was given.
    const [first, second] = rows(server.dataDir);
    expect(first).toMatchObject({
      other_parties: priya.otherParties,
      key_date: priya.keyDate,
      consent_text_version: currentConsentVersion,
      notification: "sent",
      acknowledgement: "sent",
    });
    expect(first!.consent_at).toBe(first!.received_at);
    expect(second).toMatchObject({ other_parties: null, key_date: null, acknowledgement: "sent" });

    // npm run inbox shows them, and its CSV carries them.
    const listing = inboxCli(server.dataDir);
    expect(listing).toContain("Other people involved: Jordan Lee (the seller) Northgate Mortgage");
    expect(listing).toContain("Key date: Closing on January 15, 2027");
    expect(listing).toContain(`(wording of ${currentConsentVersion})`);
    expect(listing.match(/Acknowledgement: e-mailed/g)).toHaveLength(2);
    const csv = inboxCli(server.dataDir, "--csv");
    expect(csv).toContain(`"Closing on January 15, 2027",${currentConsentVersion},`);

    // No personal data in the server's logs.
    for (const secret of [validMessage.email, "jean@example.org", "Jordan Lee", "January 15"])
      expect(server.output()).not.toContain(secret);
    expect(server.output()).toContain('"event":"contact_acknowledgement_sent"');
  });

  it("acknowledges an address at most once in 24 hours, however it is typed", {
    timeout: 120_000,
  }, async () => {
    const { smtp, server } = await serverWithMail();
    for (const email of ["sam@example.com", "Sam@Example.com", "  SAM@example.com "]) {
      const res = await postContact(server.url, { ...validMessage, email });
      expect(res.status).toBe(200);
    }
    await waitFor(() => settled(server.dataDir, 3), { what: "every e-mail accepted" });
    expect(toFirm(smtp)).toHaveLength(3);
    expect(acknowledgements(smtp)).toHaveLength(1);
    expect(rows(server.dataDir).map((r) => r.acknowledgement)).toEqual(["sent", null, null]);
  });

  it("sends no acknowledgement with ACK_EMAILS=off, and drops those still waiting from before", {
    timeout: 120_000,
  }, async () => {
    // Queued while e-mail was not configured (acknowledgements on by default)…
    const before = await startServer({ SMTP_URL: "", CONTACT_RATE_LIMIT: "100" });
    expect((await postContact(before.url, validMessage)).status).toBe(200);
    expect(await before.stop()).toBe(0);
    expect(rows(before.dataDir)[0]?.acknowledgement).toBe("pending");
    dirs.push(before.dataDir);

    // …then the firm turns them off: only notifications go out.
    const { smtp, server } = await serverWithMail({ ACK_EMAILS: "off" }, before.dataDir);
    expect(
      (await postContact(server.url, { ...validMessage, email: "other@example.com" })).status,
    ).toBe(200);
    await waitFor(() => rows(server.dataDir).every((r) => r.notification === "sent"), {
      what: "both notifications sent",
    });
    expect(rows(server.dataDir).map((r) => r.acknowledgement)).toEqual(["dropped", null]);
    expect(smtp.received).toHaveLength(2);
    expect(acknowledgements(smtp)).toEqual([]);
  });

  it("sends suspected spam nothing at all, by either signal", { timeout: 120_000 }, async () => {
    const { smtp, server } = await serverWithMail();
    const trap = await postContact(server.url, {
      ...validMessage,
      email: "bot1@example.net",
      website: "https://spam.example",
    });
    const fast = await postContact(server.url, {
      ...validMessage,
      email: "bot2@example.net",
      elapsedMs: "400",
    });
    expect([trap.status, fast.status]).toEqual([200, 200]);
    // A person's message afterwards proves the outbox ran past the spam.
    expect((await postContact(server.url, validMessage)).status).toBe(200);
    await waitFor(() => settled(server.dataDir, 3), { what: "every e-mail accepted" });
    expect(
      rows(server.dataDir).map((r) => [r.suspected_spam, r.notification, r.acknowledgement]),
    ).toEqual([
      ["honeypot", null, null],
      ["too-fast", null, null],
      [null, "sent", "sent"],
    ]);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.join("\n")).not.toContain("example.net");
  });

  it("refuses a message without the consent box ticked: 400, a clear message, nothing stored", {
    timeout: 120_000,
  }, async () => {
    const { smtp, server } = await serverWithMail();
    const { consent: _ticked, ...unticked } = validMessage;
    for (const [fields, pathname] of [
      [unticked, "/contact"],
      [{ ...validMessage, consent: "on" }, "/contact"],
      [unticked, "/contact.data"],
    ] as const) {
      const res = await postContact(server.url, fields, pathname);
      expect(res.status).toBe(400);
      if (pathname === "/contact") {
        const html = await res.text();
        expect(html).toContain(consentMissing);
        // What the visitor typed is kept for the correction.
        expect(html).toContain("condo in Mississauga");
      }
    }
    expect(rows(server.dataDir)).toEqual([]);
    expect(smtp.received).toEqual([]);
  });
});

describe("an inbox from before these columns", () => {
  it("keeps its messages readable and sends their waiting notification, once, after the upgrade", {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "inbox-before-005-"));
    const earlier = mkdtempSync(path.join(tmpdir(), "migrations-before-005-"));
    dirs.push(earlier);
    for (const file of readdirSync(defaultMigrationsDir).filter((f) => /^00[1-4]_/.test(f)))
      copyFileSync(path.join(defaultMigrationsDir, file), path.join(earlier, file));
    const old = SiteDatabase.open(dataDir, { migrationsDir: earlier });
    old.sqlite
      .prepare(
        "INSERT INTO contact_messages (received_at, first_name, last_name, email, message) VALUES (?, 'Olga', 'Ivanova', 'olga@example.com', 'Written before the upgrade')",
      )
      .run(Date.now() - 60_000);
    old.sqlite
      .prepare("INSERT INTO contact_outbox (message_id, next_attempt_at) VALUES (1, ?)")
      .run(Date.now() - 60_000);
    old.close();

    // The inbox reads it as it was, before the server has migrated anything.
    expect(inboxCli(dataDir)).toContain("Consent:  not recorded");

    const { smtp, server } = await serverWithMail({}, dataDir);
    await waitFor(() => rows(dataDir)[0]?.notification === "sent", { what: "the old e-mail" });
    expect(rows(dataDir)[0]).toMatchObject({
      email: "olga@example.com",
      other_parties: null,
      key_date: null,
      consent_text_version: null,
      consent_at: null,
      acknowledgement: null,
    });
    // An old message gets no acknowledgement long after the fact; new ones do.
    expect((await postContact(server.url, validMessage)).status).toBe(200);
    await waitFor(() => settled(dataDir, 2), { what: "every e-mail accepted" });
    expect(toFirm(smtp)).toHaveLength(2);
    expect(acknowledgements(smtp).map((raw) => headersOf(raw).to)).toEqual([validMessage.email]);
    expect(decoded(bodyOf(toFirm(smtp)[0]!))).toContain("Consent: not recorded");
    const listing = inboxCli(dataDir);
    expect(listing).toMatch(/#1 [\s\S]*Olga Ivanova[\s\S]*Consent: {2}not recorded/);
  });
});
