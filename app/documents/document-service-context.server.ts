/**
 * What every part of the documents service (app/documents/document-service.server.ts) works with:
 * its settings, the documents' repositories, the storage, the master key, the scanner, the logger,
 * and a way to wake the background work.
 */
import type { Logger } from "~/platform/logger.server";
import type { MalwareScanner } from "./clamd-client.server";
import type { MasterKey } from "./document-keys.server";
import type { DocumentRepositories } from "./document-repositories.server";
import type { DocumentStorage } from "./document-storage.server";

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export interface DocumentSettings {
  siteUrl: string;
  firmName: string;
  /** The firm's inbox for staff notices (malware found). */
  staffEmail: string;
  maxFileBytes: number;
  maxRequestBytes: number;
  /** How long a link works after it is sent. */
  linkDays: number;
  /** Documents are deleted this many days after the inquiry is closed. */
  retentionDays: number;
  /** The reminder goes this many hours before the due date. */
  reminderHours: number;
  /**
   * How long the background work rests between passes when nothing wakes it (an upload, a decision
   * in the desk wakes it at once): reminders and scans that fall due, and retries, wait at most this.
   * 30 s unless set (DOCUMENTS_WORKER_INTERVAL_SECONDS).
   */
  workerIntervalMs?: number;
  /**
   * Storage per person (docs/DOCUMENTS.md#storage-per-person): the most one e-mail address, and one
   * client address, may hold in files staff have not accepted and unfinished uploads, across all
   * requests. Unset: DEFAULT_QUOTAS.
   */
  quotaPerEmailBytes?: number;
  quotaPerClientBytes?: number;
  /**
   * The most time a PDF's check for scripts may take; past it the file is kept for download only
   * (docs/DOCUMENTS.md#pdfs-without-their-scripts). PDF_CHECK_TIMEOUT_MS unless set.
   */
  pdfCheckMs?: number;
  /** An unfinished upload expires this long after it was created (tus expiration). */
  uploadExpiryHours?: number;
  /**
   * The files staff have not accepted of a request whose booking was cancelled or declined are
   * deleted this many days after it ended.
   */
  endedBookingRetentionDays?: number;
}

/** The defaults of the settings above, as the server's environment has them (app/platform/env.server.ts). */
export const DEFAULT_QUOTAS = {
  quotaPerEmailBytes: 250_000_000,
  quotaPerClientBytes: 500_000_000,
  uploadExpiryHours: 6,
  endedBookingRetentionDays: 7,
} as const;

/** The documents' repositories (without the key records) and what the service's parts share. */
export interface DocumentServiceContext extends Omit<DocumentRepositories, "keys"> {
  storage: DocumentStorage;
  master: MasterKey;
  scanner: MalwareScanner | undefined;
  settings: DocumentSettings;
  logger: Logger;
  /** Where uploads in pieces (tus) are kept, encrypted, until they are complete. */
  incomingDir: string;
  /** Runs the background work now, or right after its current pass (DocumentWorker.wake). */
  wake(): void;
}
