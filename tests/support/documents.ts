/**
 * For the document tests: a request made directly in a server's database (as the desk would make
 * it), through the same service code with the same master key, and a look at what is on disk.
 */
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type Mail from "nodemailer/lib/mailer";
import { contactMailQueues } from "../../app/contact/contact-mail-queues.server";
import { ContactMessages } from "../../app/db/contact-messages.server";
import { SiteDatabase } from "../../app/db/database.server";
import { checklistTemplate } from "../../app/documents/checklist-templates";
import type { MalwareScanner } from "../../app/documents/clamd-client.server";
import { documentMailQueue } from "../../app/documents/document-mail-queue.server";
import { documentRepositories } from "../../app/documents/document-repositories.server";
import { DocumentServices } from "../../app/documents/document-service.server";
import type { DocumentSettings } from "../../app/documents/document-service-context.server";
import { DiskStorage } from "../../app/documents/document-storage.server";
import { Outbox } from "../../app/platform/outbox.server";

/** A fixed test master key (base64 of 32 bytes). */
export const testMasterKey = Buffer.alloc(32, 7).toString("base64");

const quietLogger = { info() {}, warn() {}, error() {} };

/** The documents service on a server's data directory, with the test master key (and `scanner`, if given). */
export function testServices(
  dataDir: string,
  masterKey = testMasterKey,
  settings: Partial<DocumentSettings> = {},
  scanner?: MalwareScanner,
) {
  const db = new Database(path.join(dataDir, "contact-inbox.sqlite3"));
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  const repos = documentRepositories(new SiteDatabase(db));
  const master = DocumentServices.masterKeyFor(repos.keys, { key: masterKey, dataDir });
  const services = new DocumentServices({
    repositories: repos,
    storage: new DiskStorage(path.join(dataDir, "documents", "objects")),
    master,
    scanner,
    logger: quietLogger,
    incomingDir: path.join(dataDir, "documents", "incoming"),
    settings: {
      siteUrl: "http://127.0.0.1",
      firmName: "Test Firm",
      staffEmail: "desk@example.com",
      maxFileBytes: 5_000_000,
      maxRequestBytes: 50_000_000,
      linkDays: 30,
      retentionDays: 90,
      reminderHours: 24,
      ...settings,
    },
  });
  return { db, repos, services, close: () => db.close() };
}

/** The documents stored for a checklist item, read from a server's data directory. */
export function documentsOf(dataDir: string, itemId: number) {
  const { repos, close } = testServices(dataDir);
  try {
    return repos.files.documentsForItem(itemId);
  } finally {
    close();
  }
}

/**
 * The site's outbox as the server runs it, sending only the documents' e-mails (the contact form's
 * acknowledgements off) to `send`.
 */
export function documentsOutbox(db: Database.Database, send: (mail: Mail.Options) => void) {
  return new Outbox({
    mailer: { send: async (mail) => send(mail), close() {} },
    logger: quietLogger,
    queues: [
      ...contactMailQueues({
        messages: new ContactMessages(new SiteDatabase(db)),
        settings: {
          from: "website@example.com",
          to: "desk@example.com",
          siteUrl: "http://127.0.0.1",
          firmName: "Test Firm",
        },
        logger: quietLogger,
        acknowledgements: false,
      }),
      documentMailQueue(new SiteDatabase(db), {
        firmName: "Test Firm",
        siteUrl: "http://127.0.0.1",
        from: "website@example.com",
        staffEmail: "desk@example.com",
      }),
    ],
  });
}

/** How many documents' e-mails are due now or being sent: 0 once the outbox has sent them all. */
export function documentEmailsWaiting(db: Database.Database, now = Date.now()): number {
  return (
    db
      .prepare(
        "SELECT count(*) AS n FROM document_emails WHERE (status = 'pending' AND next_attempt_at <= ?) OR status = 'sending'",
      )
      .get(now) as { n: number }
  ).n;
}

/** Stores an inquiry as the contact form would, and sends it a document request. */
export function seedRequest(
  dataDir: string,
  options: { template?: string; email?: string; dueAt?: number | null } = {},
): { token: string; requestId: number; messageId: number; itemIds: number[] } {
  const { db, repos, services, close } = testServices(dataDir);
  try {
    const messageId = Number(
      db
        .prepare(
          `INSERT INTO contact_messages (received_at, first_name, last_name, email, message, service_type)
           VALUES (?, 'Asha', 'Persaud', ?, 'We are buying a home in Etobicoke.', 'real-estate')`,
        )
        .run(Date.now(), options.email ?? "asha@example.com").lastInsertRowid,
    );
    const template = checklistTemplate(options.template ?? "purchase")!;
    const { requestId, link } = services.createRequest({
      messageId,
      template,
      dueAt: options.dueAt ?? null,
      staffId: null,
    });
    const token = link.split("/documents/")[1]!;
    const itemIds = repos.files.items(requestId).map((i) => i.id);
    return { token, requestId, messageId, itemIds };
  } finally {
    close();
  }
}

/** Every file under a directory, with its bytes. */
export function filesUnder(dir: string): { file: string; bytes: Buffer }[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { file, bytes: readFileSync(file) };
    });
}
