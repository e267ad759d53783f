import { closeSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { type ContactMessage, currentConsentVersion } from "~/contact/contact-schema";
import { ContactMessages } from "~/db/contact-messages.server";
import { databaseFileName, SiteDatabase } from "~/db/database.server";

/** A real SMTP server on loopback that keeps every message it accepts (raw RFC 5322 text). */
export interface LoopbackSmtp {
  port: number;
  received: string[];
  close: () => Promise<void>;
}

export async function startSmtp(port = 0): Promise<LoopbackSmtp> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    port: actual,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a raw message, unfolded, as lower-case name → value. */
export function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) out[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

export function bodyOf(raw: string): string {
  return raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
}

export interface Row {
  id: number;
  first_name: string;
  email: string;
  message: string;
  /** Null for a suspected-spam message: it is never queued for e-mail. */
  status: string | null;
  attempts: number | null;
  /** "honeypot", "too-fast", or null for a message from a person. */
  suspected_spam: string | null;
}

/** The messages stored in a data dir, read from the real SQLite file. */
export function storedRows(dataDir: string): Row[] {
  const db = new Database(path.join(dataDir, databaseFileName), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare(
        "SELECT m.id, m.first_name, m.email, m.message, o.status, o.attempts, m.suspected_spam FROM contact_messages m LEFT JOIN contact_outbox o ON o.message_id = m.id ORDER BY m.id",
      )
      .all() as Row[];
  } finally {
    db.close();
  }
}

/**
 * Whether the outbox has nothing left to send: every queued notification is marked sent (a
 * suspected-spam message has none). The worker never sends a row again once it is sent, so what
 * the SMTP server has received by then is final.
 */
export function outboxSettled(dataDir: string): boolean {
  return storedRows(dataDir).every((r) => r.status === null || r.status === "sent");
}

export const validMessage = {
  firstName: "Priya",
  lastName: "Raman",
  email: "priya.raman@example.com",
  phone: "(647) 555-0110",
  serviceType: "real-estate",
  message: "We are buying a condo in Mississauga and close in six weeks. Can you act for us?",
  referralSource: "internet-search",
  referralOther: "",
  // The required consent box, ticked: its value is the version of the wording shown.
  consent: currentConsentVersion,
} as const;

/** The form's fields as the schema outputs them, for seeding an inbox directly. */
export const storedMessage: ContactMessage = {
  ...validMessage,
  referralOther: undefined,
  serviceType: "real-estate",
  referralSource: "internet-search",
};

/** Creates an inbox in `dataDir` holding `count` messages (received now unless given). */
export function seedInbox(
  dataDir: string,
  count: number,
  make: (i: number) => Partial<ContactMessage> = () => ({}),
  receivedAt = Date.now(),
): void {
  const db = SiteDatabase.open(dataDir);
  const messages = new ContactMessages(db);
  // Seeding only: no fsync per message (the server itself always writes with synchronous=FULL).
  db.sqlite.pragma("synchronous = OFF");
  try {
    for (let i = 0; i < count; i++) messages.save({ ...storedMessage, ...make(i) }, receivedAt);
    db.sqlite.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

/**
 * Overwrites part of a page in the middle of the database file, as a failing disk or a copy taken
 * mid-write would: the file still opens, but SQLite's quick_check finds the damage.
 */
export function damageDatabase(dataDir: string): void {
  const file = path.join(dataDir, databaseFileName);
  // A page of message rows, found by SQLite's own page map (dbstat) rather than by position, so
  // that tables and indexes other migrations add cannot move it out of reach.
  const db = new Database(file, { readonly: true });
  const page = db
    .prepare(
      "SELECT pageno, pgsize FROM dbstat WHERE name = 'contact_messages' AND pagetype = 'leaf' ORDER BY pageno DESC LIMIT 1",
    )
    .get() as { pageno: number; pgsize: number } | undefined;
  db.close();
  if (!page) throw new Error("damageDatabase: the inbox has no page of messages to damage");
  const fd = openSync(file, "r+");
  try {
    writeSync(fd, Buffer.alloc(64, 0xff), 0, 64, (page.pageno - 1) * page.pgsize);
  } finally {
    closeSync(fd);
  }
}

/** Posts the contact form the way a browser without JavaScript does. */
export function postContact(
  baseUrl: string,
  fields: Record<string, string>,
  pathname = "/contact",
) {
  return fetch(new URL(pathname, baseUrl), {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

export async function waitFor<T>(
  check: () => T | undefined | false,
  { timeout = 20_000, interval = 100, what = "condition" } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, interval));
  }
}
