/**
 * The documents' repositories on the site's one database (app/db/README.md): one per aggregate,
 * each a small class over the same `SiteDatabase` (docs/DOCUMENTS.md#where-things-are).
 */
import type { SiteDatabase } from "~/db/database.server";
import { DocumentEmails } from "./document-email-outbox.server";
import { DocumentFiles } from "./document-files.server";
import { DocumentKeyRecords } from "./document-key-records.server";
import { DocumentRequests } from "./document-requests.server";
import { DocumentRetention } from "./document-retention.server";
import { DocumentUploads } from "./document-uploads.server";

export interface DocumentRepositories {
  db: SiteDatabase;
  /** Requests, their checklist items as sent, their links; the desk's list of what is missing. */
  requests: DocumentRequests;
  /** Items' states, the documents received and their scans. */
  files: DocumentFiles;
  /** Uploads still arriving in pieces. */
  uploads: DocumentUploads;
  /** The e-mails about documents (a queue of the site's outbox) and the reminders. */
  emails: DocumentEmails;
  /** The master key's record and the wrapped data keys. */
  keys: DocumentKeyRecords;
  /** Retention, stored objects waiting for removal, an access request's export. */
  retention: DocumentRetention;
}

export function documentRepositories(db: SiteDatabase): DocumentRepositories {
  const requests = new DocumentRequests(db);
  const files = new DocumentFiles(db);
  return {
    db,
    requests,
    files,
    uploads: new DocumentUploads(db),
    emails: new DocumentEmails(db),
    keys: new DocumentKeyRecords(db),
    retention: new DocumentRetention(db, requests, files),
  };
}
