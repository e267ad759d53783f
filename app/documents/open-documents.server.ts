/**
 * Opening the documents capability from the environment (docs/DOCUMENTS.md): the master key, the
 * storage and the scanner, then what the server mounts: the upload endpoints in front of React
 * Router, their route policy, the documents' e-mails as a queue of the site's outbox, the
 * background work, and the lines a booking's confirmation adds about documents.
 */
import path from "node:path";
import type { MoveFollower } from "~/booking/booking-contract";
import type { ConfirmationExtra } from "~/booking/booking-mail.server";
import { firm } from "~/content/firm";
import type { SiteDatabase } from "~/db/database.server";
import type { CapabilityPlatform, OpenedCapability } from "~/platform/capability.server";
import type { ServerEnv } from "~/platform/env.server";
import type { Logger } from "~/platform/logger.server";
import {
  documentsConfirmationExtra,
  documentsMoveFollower,
  documentsRescheduledExtra,
} from "./booking-documents-email.server";
import { ClamdScanner, parseClamdAddress } from "./clamd-client.server";
import { documentMailQueue } from "./document-mail-queue.server";
import { documentRepositories } from "./document-repositories.server";
import { DocumentServices } from "./document-service.server";
import { DiskStorage, type DocumentStorage, S3Storage } from "./document-storage.server";
import { FILE_MB } from "./document-types";
import { documentsRoutePolicy, mountDocuments } from "./document-upload-endpoints.server";

export function documentStorage(env: ServerEnv): DocumentStorage {
  if (env.DOCUMENTS_STORAGE === "s3")
    return new S3Storage({
      bucket: env.DOCUMENTS_S3_BUCKET ?? "",
      endpoint: env.DOCUMENTS_S3_ENDPOINT,
      region: env.DOCUMENTS_S3_REGION,
      prefix: env.DOCUMENTS_S3_PREFIX,
      forcePathStyle: env.DOCUMENTS_S3_PATH_STYLE === "on",
      credentials:
        env.DOCUMENTS_S3_ACCESS_KEY_ID && env.DOCUMENTS_S3_SECRET_ACCESS_KEY
          ? {
              accessKeyId: env.DOCUMENTS_S3_ACCESS_KEY_ID,
              secretAccessKey: env.DOCUMENTS_S3_SECRET_ACCESS_KEY,
            }
          : undefined,
    });
  return new DiskStorage(path.join(env.DATA_DIR, "documents", "objects"));
}

/** The documents capability as the server mounts it; `service` absent without a database. */
export interface DocumentsCapability extends OpenedCapability {
  readonly service?: DocumentServices;
  /** What a booking's confirmation says about its documents (docs/DOCUMENTS.md#from-a-booking). */
  readonly confirmationExtras: readonly ConfirmationExtra[];
  /** What the client's e-mail about a move says about them: their new due date. */
  readonly rescheduledExtras: readonly ConfirmationExtra[];
  /** A moved consultation's documents are due again from the new time. */
  readonly moveFollowers: readonly MoveFollower[];
}

/**
 * Opens the documents capability. Throws MasterKeyError (its message is for the operator) when the
 * master key is missing or wrong, and an Error when the storage cannot be reached: the server then
 * stops at start-up rather than accept files it could not keep.
 */
export async function openDocuments(options: CapabilityPlatform): Promise<DocumentsCapability> {
  const { env, logger } = options;
  const db = options.repositories?.db;
  const routePolicies = [documentsRoutePolicy({ env, logger })];
  if (!db)
    return { routePolicies, confirmationExtras: [], rescheduledExtras: [], moveFollowers: [] };
  const service = await openDocumentServices({ ...options, db });
  return {
    service,
    confirmationExtras: [documentsConfirmationExtra(service, logger)],
    rescheduledExtras: [documentsRescheduledExtra(service, logger)],
    moveFollowers: [documentsMoveFollower(service, logger)],
    routePolicies,
    // The documents' e-mails: links, receipts, reminders (docs/DOCUMENTS.md#e-mails).
    mailQueues: [
      documentMailQueue(db, {
        firmName: firm.name,
        siteUrl: env.SITE_URL,
        from: env.MAIL_FROM,
        staffEmail: env.MAIL_TO,
        routes: env.MAIL_ROUTES,
      }),
    ],
    mount: (app) => mountDocuments(app, { documents: service, logger }),
    loadContext: () => ({ documents: service }),
    start: () => service.start(),
    stop: () => service.stop(),
  };
}

async function openDocumentServices(options: {
  db: SiteDatabase;
  env: ServerEnv;
  logger: Logger;
  wakeOutbox: () => void;
}): Promise<DocumentServices> {
  const { env, logger } = options;
  const repositories = documentRepositories(options.db);
  const master = DocumentServices.masterKeyFor(repositories.keys, {
    key: env.DOCUMENTS_MASTER_KEY,
    keyFile: env.DOCUMENTS_KEY_FILE,
    dataDir: env.DATA_DIR,
  });
  if (master.source === "created")
    logger.warn("documents_key_created", {
      keyId: master.id,
      file: master.file ?? "",
      action:
        "back this key up apart from the data, and in production keep it off the data disk (docs/DOCUMENTS.md#the-master-key)",
    });
  const storage = documentStorage(env);
  await storage.check();
  const clamd = env.CLAMD_ADDRESS ? parseClamdAddress(env.CLAMD_ADDRESS) : undefined;
  const scanner = clamd ? new ClamdScanner(clamd) : undefined;
  if (!scanner)
    logger.warn("documents_unscanned", {
      reason:
        "CLAMD_ADDRESS is not set: uploaded documents are kept unscanned, and the desk says so",
    });
  const documents = new DocumentServices({
    repositories,
    storage,
    master,
    scanner,
    wakeOutbox: options.wakeOutbox,
    logger,
    incomingDir: path.join(env.DATA_DIR, "documents", "incoming"),
    settings: {
      siteUrl: env.SITE_URL,
      firmName: firm.name,
      staffEmail: env.MAIL_TO,
      // Megabytes as devices show a file's size (FILE_MB: 1,048,576 bytes), so a file listed as
      // "24.5 MB" is under a 25 MB limit; the tus endpoint's Tus-Max-Size is this same number.
      maxFileBytes: Math.floor(env.DOCUMENTS_MAX_FILE_MB * FILE_MB),
      maxRequestBytes: env.DOCUMENTS_MAX_REQUEST_MB * 1_000_000,
      linkDays: env.DOCUMENTS_LINK_DAYS,
      retentionDays: env.DOCUMENTS_RETENTION_DAYS,
      reminderHours: env.DOCUMENTS_REMINDER_HOURS,
      workerIntervalMs: env.DOCUMENTS_WORKER_INTERVAL_SECONDS * 1_000,
      quotaPerEmailBytes: env.DOCUMENTS_QUOTA_PER_EMAIL_MB * 1_000_000,
      quotaPerClientBytes: env.DOCUMENTS_QUOTA_PER_ADDRESS_MB * 1_000_000,
      uploadExpiryHours: env.DOCUMENTS_UPLOAD_EXPIRY_HOURS,
      pdfCheckMs: env.DOCUMENTS_PDF_CHECK_MS,
      endedBookingRetentionDays: env.DOCUMENTS_CANCELLED_RETENTION_DAYS,
    },
  });
  logger.info("documents_ready", {
    storage: storage.kind,
    scanner: scanner ? "clamd" : "none",
    keyId: master.id,
  });
  return documents;
}
