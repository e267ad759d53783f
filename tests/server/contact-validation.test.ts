import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { ContactMessages } from "~/db/contact-messages.server";
import { databaseFileName, SiteDatabase } from "~/db/database.server";
import { type RunningServer, startServer } from "../support/server";
import { postContact, storedRows, validMessage } from "./contact-support";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CONTACT_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/**
 * A new message each time: the same message sent again within 15 minutes is answered as sent and
 * not stored again (docs/CONTACT-INBOX.md#the-same-message-sent-twice), so tests that expect a
 * post to be stored, refused or counted send one the server has not seen.
 */
let sentCount = 0;
const aNewMessage = (fields: Record<string, string> = {}) => ({
  ...validMessage,
  message: `${validMessage.message} (${++sentCount})`,
  ...fields,
});

describe("POST /contact", () => {
  it("stores a valid message before thanking the visitor", async () => {
    const before = storedRows(server.dataDir).length;
    const res = await postContact(server.url, validMessage);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain("Thank you. Your message was received.");
    const rows = storedRows(server.dataDir);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      first_name: "Priya",
      email: validMessage.email,
      status: "pending",
    });
  });

  it("accepts the JavaScript (fetcher) submission on /contact.data too", async () => {
    const before = storedRows(server.dataDir).length;
    const res = await postContact(
      server.url,
      { ...validMessage, referralSource: "other", referralOther: "A church bulletin" },
      "/contact.data",
    );
    expect(res.status).toBe(200);
    expect(storedRows(server.dataDir)).toHaveLength(before + 1);
  });

  const bad: [string, Record<string, string>, string, string][] = [
    [
      "a missing first name",
      { ...validMessage, firstName: "" },
      "firstName",
      "Please enter your first name.",
    ],
    [
      "a missing last name",
      { ...validMessage, lastName: "   " },
      "lastName",
      "Please enter your last name.",
    ],
    ["a missing message", { ...validMessage, message: "" }, "message", "Please enter a message."],
    [
      "a bad e-mail address",
      { ...validMessage, email: "priya@" },
      "email",
      "Please enter a valid e-mail address",
    ],
    [
      "an oversize message",
      { ...validMessage, message: "x".repeat(5_001) },
      "message",
      "Please keep your message under 5,000 characters.",
    ],
    [
      "an oversize name",
      { ...validMessage, firstName: "P".repeat(101) },
      "firstName",
      "Please keep your first name under 100 characters.",
    ],
    [
      "CR/LF in the name",
      { ...validMessage, firstName: "Priya\r\nBcc: victim@example.com" },
      "firstName",
      "must fit on one line",
    ],
    [
      "CR/LF in the e-mail address",
      { ...validMessage, email: "priya@example.com\r\nBcc: victim@example.com" },
      "email",
      "must fit on one line",
    ],
    [
      "CR/LF in the phone",
      { ...validMessage, phone: "555\n0110" },
      "phone",
      "Please enter a phone number",
    ],
    [
      "an unknown service type",
      { ...validMessage, serviceType: "litigation" },
      "serviceType",
      "Please choose a service from the list.",
    ],
    [
      "an unknown referral source",
      { ...validMessage, referralSource: "radio" },
      "referralSource",
      "Please choose an option from the list.",
    ],
    [
      "CR/LF in the referral answer",
      { ...validMessage, referralSource: "other", referralOther: "a\r\nb" },
      "referralOther",
      "must fit on one line",
    ],
    // Hostile text (docs/PRODUCT-RULES.md#hostile-text): nothing to read, or a control character.
    [
      "a message of zero-width spaces only",
      { ...validMessage, message: "\u200b\u200b\u200b\u2060\ufeff" },
      "message",
      "Please enter a message.",
    ],
    [
      "a name of invisible characters only",
      { ...validMessage, lastName: "\u200d\u3164\u2800" },
      "lastName",
      "Please enter your last name.",
    ],
    [
      "a NUL byte in the name",
      { ...validMessage, firstName: "Pri\u0000ya" },
      "firstName",
      "Your first name contains a control character (such as a NUL byte)",
    ],
    [
      "a NUL byte in the message",
      { ...validMessage, message: "Hello\u0000there" },
      "message",
      "Your message contains a control character",
    ],
    [
      "an escape sequence in the list of other people",
      { ...validMessage, otherParties: "Jo \u001b[31mRed" },
      "otherParties",
      "contains a control character",
    ],
  ];

  it.each(bad)(
    "rejects %s with 400, a message for the field, and stores nothing",
    async (_name, fields, _field, message) => {
      const before = storedRows(server.dataDir).length;
      const res = await postContact(server.url, fields);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(message.replace(/'/g, "&#x27;"));
      expect(html).toContain('aria-invalid="true"');
      expect(storedRows(server.dataDir)).toHaveLength(before);
      // The data endpoint used with JavaScript answers the same way.
      const data = await postContact(server.url, fields, "/contact.data");
      expect(data.status).toBe(400);
      expect(storedRows(server.dataDir)).toHaveLength(before);
    },
  );

  it("keeps what the visitor typed when it asks for a correction", async () => {
    const res = await postContact(server.url, { ...validMessage, email: "not-an-address" });
    const html = await res.text();
    expect(html).toContain('value="Priya"');
    expect(html).toContain("We are buying a condo in Mississauga");
  });

  it("stores a filled honeypot as suspected spam and answers exactly as it answers a person", async () => {
    const before = storedRows(server.dataDir).length;
    const person = await postContact(server.url, aNewMessage());
    const trap = await postContact(server.url, aNewMessage({ website: "https://spam.example" }));
    expect(trap.status).toBe(person.status);
    expect(trap.headers.get("content-type")).toBe(person.headers.get("content-type"));
    expect(await trap.text()).toBe(await person.text());
    const rows = storedRows(server.dataDir).slice(before);
    expect(rows.map((r) => r.suspected_spam)).toEqual([null, "honeypot"]);
    // Suspected spam is never queued for e-mail.
    expect(rows.map((r) => r.status)).toEqual(["pending", null]);
    expect(server.output()).toContain('"suspectedSpam":"honeypot"');
    // The JavaScript endpoint answers the same way too.
    const personData = await postContact(server.url, aNewMessage(), "/contact.data");
    const trapData = await postContact(server.url, aNewMessage({ website: "x" }), "/contact.data");
    expect(trapData.status).toBe(personData.status);
    expect(await trapData.text()).toBe(await personData.text());
  });

  it("stores a post sent faster than a person can type as suspected spam, by the time the browser measured", async () => {
    const before = storedRows(server.dataDir).length;
    const fast = await postContact(server.url, aNewMessage({ elapsedMs: "480" }), "/contact.data");
    expect(fast.status).toBe(200);
    const slow = await postContact(
      server.url,
      aNewMessage({ elapsedMs: "41000" }),
      "/contact.data",
    );
    expect(slow.status).toBe(200);
    expect(
      storedRows(server.dataDir)
        .slice(before)
        .map((r) => r.suspected_spam),
    ).toEqual(["too-fast", null]);
  });

  it("stores the message of a visitor whose clock is wrong, as a person's", async () => {
    const before = storedRows(server.dataDir).length;
    // A form stamped by a browser whose clock runs an hour ahead of (or behind) the server's:
    // no clock is compared any more, so the message is stored and the firm is notified.
    for (const skew of [3_600_000, -3_600_000]) {
      const res = await postContact(
        server.url,
        aNewMessage({ startedAt: String(Date.now() + skew) }),
      );
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Your message was received");
    }
    const rows = storedRows(server.dataDir).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.suspected_spam === null && r.status === "pending")).toBe(true);
  });

  it("refuses a request body over the size limit with 413 and a readable page", async () => {
    const before = storedRows(server.dataDir).length;
    const res = await postContact(server.url, { ...validMessage, message: "x".repeat(70_000) });
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain("too long to send");
    expect(html).toContain(firm.phone.display);
    expect(storedRows(server.dataDir)).toHaveLength(before);
  });

  it("answers 503 and asks the visitor to call or e-mail when storage fails", async () => {
    // Another writer holds the database's write lock longer than the server waits for it.
    const db = new Database(path.join(server.dataDir, databaseFileName));
    const before = storedRows(server.dataDir).length;
    db.exec("BEGIN IMMEDIATE");
    const message = aNewMessage();
    try {
      const res = await postContact(server.url, message);
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain("We could not save your message just now.");
      expect(html).toContain(firm.phone.display);
      expect(html).toContain(firm.email);
      expect(html).toContain('value="Priya"');
    } finally {
      db.exec("ROLLBACK");
      db.close();
    }
    expect(storedRows(server.dataDir)).toHaveLength(before);
    expect(server.output()).toContain('"event":"contact_storage_failed"');
    // A message that could not be saved is no repeat: sent again, it is stored.
    expect((await postContact(server.url, message)).status).toBe(200);
    expect(storedRows(server.dataDir)).toHaveLength(before + 1);
  });

  it("never writes what visitors typed to the logs", () => {
    // The one address in the log is the server's own, in its "listening" line.
    const log = server.output().replace(`"url":"${server.url}"`, "");
    for (const secret of [
      "Priya",
      "Raman",
      "priya.raman@example.com",
      "Mississauga",
      "555-0110",
      "church bulletin",
      "spam.example",
      "127.0.0.1",
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("inbox unavailable at start-up", () => {
  it("still serves the site and answers contact posts with 503", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "contact-broken-"));
    const notADirectory = path.join(dir, "data-file");
    writeFileSync(notADirectory, "this is a file, not a directory");
    const broken = await startServer({}, notADirectory);
    try {
      expect(broken.output()).toContain('"event":"contact_inbox_unavailable"');
      expect((await fetch(`${broken.url}/contact`)).status).toBe(200);
      const res = await postContact(broken.url, validMessage);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Please call us at");
    } finally {
      await broken.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("rate limit", () => {
  it("answers 429 with a readable page after too many posts from one address", {
    timeout: 120_000,
  }, async () => {
    const limited = await startServer({ CONTACT_RATE_LIMIT: "3" });
    try {
      for (let i = 0; i < 3; i++)
        expect((await postContact(limited.url, aNewMessage())).status).toBe(200);
      const res = await postContact(limited.url, aNewMessage());
      expect(res.status).toBe(429);
      const html = await res.text();
      expect(html).toContain("<h1");
      expect(html).toContain("several messages from your connection");
      expect(html).toContain(firm.phone.display);
      expect((await postContact(limited.url, aNewMessage(), "/contact.data")).status).toBe(429);
      expect(storedRows(limited.dataDir)).toHaveLength(3);
      // Reading pages is never limited.
      expect((await fetch(`${limited.url}/contact`)).status).toBe(200);
    } finally {
      await limited.stop({ removeData: true });
    }
  });
});

describe("retention", () => {
  it("deletes messages older than RETENTION_DAYS when the server starts", {
    timeout: 120_000,
  }, async () => {
    const seeded = await startServer({ RETENTION_DAYS: "30" });
    const dataDir = seeded.dataDir;
    await seeded.stop();
    const db = SiteDatabase.open(dataDir);
    const inbox = new ContactMessages(db);
    const day = 24 * 60 * 60 * 1000;
    inbox.save(
      {
        ...validMessage,
        firstName: "Old",
        serviceType: "notary",
        referralSource: undefined,
        referralOther: undefined,
      },
      Date.now() - 31 * day,
    );
    inbox.save(
      {
        ...validMessage,
        firstName: "Recent",
        serviceType: "notary",
        referralSource: undefined,
        referralOther: undefined,
      },
      Date.now() - 29 * day,
    );
    db.close();
    const restarted = await startServer({ RETENTION_DAYS: "30" }, dataDir);
    try {
      expect(storedRows(dataDir).map((r) => r.first_name)).toEqual(["Recent"]);
      expect(restarted.output()).toContain(
        '"event":"retention_applied","retentionDays":30,"deleted":1',
      );
    } finally {
      await restarted.stop({ removeData: true });
    }
  });
});
