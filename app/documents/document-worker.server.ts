/**
 * The documents' background work, whenever woken and every 30 s: malware scans
 * (docs/DOCUMENTS.md#malware-scanning), removals of stored objects, reminders before the due date,
 * retention (docs/DOCUMENTS.md#retention) and unfinished uploads past their expiry.
 */
import { rm } from "node:fs/promises";
import type { StoredDocument } from "./document-files.server";
import type { DocumentReceiving } from "./document-receiving.server";
import type { DocumentRequestMail } from "./document-request-mail.server";
import {
  DAY,
  DEFAULT_QUOTAS,
  type DocumentServiceContext,
  HOUR,
} from "./document-service-context.server";
import type { DocumentUploadPieces } from "./document-upload-pieces.server";

export class DocumentWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastRetention = 0;

  constructor(
    private readonly context: DocumentServiceContext,
    private readonly parts: {
      mail: DocumentRequestMail;
      receiving: DocumentReceiving;
      pieces: DocumentUploadPieces;
    },
  ) {}

  start(): void {
    const { files, scanner, logger } = this.context;
    this.stopped = false;
    if (scanner) {
      const queued = files.queueUnscanned(Date.now());
      if (queued > 0) logger.info("document_scans_queued", { count: queued });
    } else {
      files.markPendingUnscanned();
    }
    this.wake();
  }

  /** Runs the background work now (or right after the current pass). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    // The pass starts once `running` is set, so a wake from within it (retention, in the first
    // pass of the day) waits for it to end instead of starting a second pass beside it, which
    // would scan the same files again and which `settled()` and `stop()` would not wait for.
    this.running = Promise.resolve()
      .then(() => this.pass())
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        } else if (!this.stopped) {
          this.timer = setTimeout(
            () => this.wake(),
            this.context.settings.workerIntervalMs ?? 30_000,
          );
          this.timer.unref();
        }
      });
  }

  /** Waits until the background work has nothing left to do now (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async pass(): Promise<void> {
    const { logger } = this.context;
    try {
      const now = Date.now();
      if (now - this.lastRetention > DAY) {
        this.lastRetention = now;
        this.applyRetention(now);
      }
      // Unfinished uploads expire within hours: looked for at every pass, not daily.
      if (this.parts.pieces.expireUploads(now) > 0) logger.info("document_uploads_expired");
      this.remind(now);
      for (let round = 0; round < 50 && !this.stopped; round++) {
        const removed = await this.removeQueued();
        const scanned = await this.scanDue();
        if (!removed && !scanned) break;
      }
    } catch (error) {
      logger.error("document_worker_failed", {
        error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : "error",
      });
    }
  }

  /**
   * Deletes the documents of inquiries closed longer ago than the retention period, and those staff
   * did not accept of requests whose booking ended (cancelled or declined) longer ago than
   * `endedBookingRetentionDays` (docs/DOCUMENTS.md#retention).
   */
  applyRetention(now = Date.now()): number {
    const { retention, settings } = this.context;
    const deleted = retention.deleteDocumentsOfClosedInquiries(now - settings.retentionDays * DAY);
    const ended = retention.deleteUnacceptedOfEndedBookings(
      now - (settings.endedBookingRetentionDays ?? DEFAULT_QUOTAS.endedBookingRetentionDays) * DAY,
    );
    const abandoned = this.parts.pieces.expireUploads(now);
    this.context.logger.info("document_retention_applied", {
      retentionDays: settings.retentionDays,
      requestsDeleted: deleted,
      endedBookingRequestsDeleted: ended.requests,
      endedBookingDocumentsDeleted: ended.documents,
      uploadsAbandoned: abandoned,
    });
    this.wake();
    return deleted;
  }

  private async scanDue(): Promise<boolean> {
    const { files, scanner, logger } = this.context;
    if (!scanner) return false;
    const due = files.dueScans(Date.now());
    for (const document of due) {
      if (this.stopped) return true;
      try {
        const result = await scanner.scan(await this.parts.receiving.open(document));
        if (result.clean) {
          files.markScanned(document.id, Date.now());
          logger.info("document_scanned", { documentId: document.id, result: "clean" });
        } else {
          this.infected(document, result.signature);
        }
      } catch (error) {
        const delay = Math.min(HOUR, 15_000 * 2 ** Math.min(document.scanAttempts, 12));
        files.scanFailed(document.id, Date.now() + delay);
        logger.warn("document_scan_failed", {
          documentId: document.id,
          error: error instanceof Error ? error.name : "error",
        });
      }
    }
    return due.length > 0;
  }

  private infected(document: StoredDocument, signature: string): void {
    const { db, files } = this.context;
    const { mail } = this.parts;
    const now = Date.now();
    const item = files.item(document.itemId);
    db.transaction(() => {
      files.markInfected(document.id, signature, now);
      if (item) {
        const others = files
          .documentsForItem(item.id)
          .some((d) => d.id !== document.id && d.objectKey !== null);
        if (!others && item.state === "received") files.setItemState(item.id, "missing", { now });
        mail.queueEmail(item.requestId, "malware-client", { itemLabel: item.label }, now);
        mail.queueEmail(item.requestId, "malware-staff", { itemLabel: item.label, signature }, now);
      }
    });
    this.context.logger.warn("document_infected", {
      documentId: document.id,
      signature: signature.slice(0, 80),
    });
  }

  private async removeQueued(): Promise<boolean> {
    const { retention, storage } = this.context;
    const keys = retention.queuedRemovals();
    for (const key of keys) {
      try {
        if (key.startsWith("incoming/"))
          await rm(this.parts.pieces.incomingFile(key.slice(9)), { force: true });
        else await storage.remove(key);
        retention.removalDone(key);
      } catch (error) {
        this.context.logger.warn("document_removal_failed", {
          error: error instanceof Error ? error.name : "error",
        });
        return false;
      }
    }
    return keys.length > 0;
  }

  private remind(now: number): void {
    const { db, emails, settings } = this.context;
    for (const request of emails.requestsToRemind(now, now + settings.reminderHours * HOUR)) {
      db.transaction(() => {
        this.parts.mail.queueEmail(request.id, "reminder", {}, now);
        emails.markReminded(request.id, now);
      });
      this.context.logger.info("document_reminder_queued", { requestId: request.id });
    }
  }
}
