/**
 * Documents before the consultation (docs/DOCUMENTS.md): requests built from a checklist and sent
 * by e-mail with a link, files received and checked, encrypted and stored, scanned for malware,
 * the e-mails about them, reminders before the due date, and retention. One worker does the
 * background work (scans, e-mails, removals, reminders, retention) whenever woken and every 30 s.
 *
 * `DocumentServices` is what the server and the routes hold; each part does one job:
 * - ./document-request-actions.server.ts: requests and their links, the desk's decisions;
 * - ./document-request-views.server.ts: what the client's page and the desk's panel read;
 * - ./document-receiving.server.ts: a file admitted, checked, encrypted, stored and read back;
 * - ./document-upload-pieces.server.ts: uploads in pieces (tus);
 * - ./document-request-mail.server.ts: the e-mails about a request;
 * - ./document-worker.server.ts: scans, removals, reminders, retention.
 */
import type { MalwareScanner } from "./clamd-client.server";
import { unwrapDataKey, wrapDataKey } from "./document-crypto.server";
import type { DocumentKeyRecords } from "./document-key-records.server";
import {
  keyRecordFor,
  type MasterKey,
  MasterKeyError,
  type MasterKeySettings,
  resolveMasterKey,
} from "./document-keys.server";
import { DocumentReceiving } from "./document-receiving.server";
import type { DocumentRepositories } from "./document-repositories.server";
import { DocumentRequestActions } from "./document-request-actions.server";
import { DocumentRequestMail } from "./document-request-mail.server";
import {
  type ClientChecklist,
  clientChecklist,
  type DeskRequestView,
  deletionDate,
  deskRequestViews,
} from "./document-request-views.server";
import type { DocumentServiceContext, DocumentSettings } from "./document-service-context.server";
import type { DocumentStorage } from "./document-storage.server";
import { DocumentUploadPieces } from "./document-upload-pieces.server";
import { DocumentWorker } from "./document-worker.server";

export class DocumentServices {
  /** The documents' repositories (./document-repositories.server.ts), one per aggregate. */
  readonly requests: DocumentServiceContext["requests"];
  readonly files: DocumentServiceContext["files"];
  readonly uploads: DocumentServiceContext["uploads"];
  readonly emails: DocumentServiceContext["emails"];
  readonly retention: DocumentServiceContext["retention"];
  readonly storage: DocumentStorage;
  readonly scanner: MalwareScanner | undefined;
  readonly settings: DocumentSettings;
  private readonly context: DocumentServiceContext;
  private readonly mail: DocumentRequestMail;
  private readonly actions: DocumentRequestActions;
  private readonly receiving: DocumentReceiving;
  private readonly pieces: DocumentUploadPieces;
  private readonly worker: DocumentWorker;

  constructor(options: {
    repositories: DocumentRepositories;
    storage: DocumentStorage;
    master: MasterKey;
    scanner?: MalwareScanner;
    /** Tells the site's outbox an e-mail was queued (it sends them: ./document-mail-queue.server.ts). */
    wakeOutbox?: () => void;
    settings: DocumentSettings;
    logger: DocumentServiceContext["logger"];
    incomingDir: string;
  }) {
    const { keys: _keys, ...repositories } = options.repositories;
    this.context = {
      ...repositories,
      storage: options.storage,
      master: options.master,
      scanner: options.scanner,
      settings: options.settings,
      logger: options.logger,
      incomingDir: options.incomingDir,
      wake: () => this.worker.wake(),
    };
    this.requests = repositories.requests;
    this.files = repositories.files;
    this.uploads = repositories.uploads;
    this.emails = repositories.emails;
    this.retention = repositories.retention;
    this.storage = options.storage;
    this.scanner = options.scanner;
    this.settings = options.settings;
    this.mail = new DocumentRequestMail(this.context, options.wakeOutbox);
    this.actions = new DocumentRequestActions(this.context, this.mail);
    this.receiving = new DocumentReceiving(this.context, this.mail);
    this.pieces = new DocumentUploadPieces(this.context, this.receiving);
    const { mail, receiving, pieces } = this;
    this.worker = new DocumentWorker(this.context, { mail, receiving, pieces });
  }

  /**
   * The master key for this database, checked (docs/DOCUMENTS.md#the-master-key): throws
   * MasterKeyError, whose message is for the operator, when it is missing or wrong.
   */
  static masterKeyFor(
    keys: DocumentKeyRecords,
    settings: MasterKeySettings,
    now = Date.now(),
  ): MasterKey {
    // The record binds a key only once something is encrypted with it: with no document yet (a
    // fresh machine, a database restored without its key file), whichever key is found, or a new
    // one, becomes the key.
    const stored = keys.keyRecord();
    const record = stored && keys.allWrappedKeys().length > 0 ? stored : undefined;
    const master = resolveMasterKey(settings, record);
    if (!record || stored?.keyId !== master.id) keys.saveKeyRecord(keyRecordFor(master), now);
    const stale = keys.countWrappedByOtherKeys(master.id);
    if (stale > 0)
      throw new MasterKeyError(
        `${stale} stored document keys are wrapped by another master key than ${master.id}: a key rotation did not finish. Run the rotation again with the old key (docs/DOCUMENTS.md#rotating-the-master-key).`,
      );
    return master;
  }

  /**
   * The master key's envelope for other data kept encrypted at rest (an intake questionnaire's
   * answers: docs/INTAKE.md#privacy), without handing out the key itself.
   */
  get keyWrapper(): { keyId: string; wrap(key: Buffer): Buffer; unwrap(wrapped: Buffer): Buffer } {
    const master = this.context.master;
    return {
      keyId: master.id,
      wrap: (key) => wrapDataKey(master.key, key),
      unwrap: (wrapped) => unwrapDataKey(master.key, wrapped),
    };
  }

  /** The link a client opens. */
  link(token: string): string {
    return this.mail.link(token);
  }

  // ------------------------------------------------------------------ requests and decisions

  createRequest(...args: Parameters<DocumentRequestActions["createRequest"]>) {
    return this.actions.createRequest(...args);
  }

  linkForBooking(...args: Parameters<DocumentRequestActions["linkForBooking"]>) {
    return this.actions.linkForBooking(...args);
  }

  requestForBooking(...args: Parameters<DocumentRequestActions["requestForBooking"]>) {
    return this.actions.requestForBooking(...args);
  }

  followMovedBooking(...args: Parameters<DocumentRequestActions["followMovedBooking"]>) {
    return this.actions.followMovedBooking(...args);
  }

  renewLink(...args: Parameters<DocumentRequestActions["renewLink"]>) {
    return this.actions.renewLink(...args);
  }

  revoke(...args: Parameters<DocumentRequestActions["revoke"]>) {
    return this.actions.revoke(...args);
  }

  accept(...args: Parameters<DocumentRequestActions["accept"]>) {
    this.actions.accept(...args);
  }

  sendBack(...args: Parameters<DocumentRequestActions["sendBack"]>) {
    this.actions.sendBack(...args);
  }

  // ------------------------------------------------------------------ what pages read

  /** The checklist behind a link, or undefined (unknown, revoked or expired: a 404 either way). */
  checklist(token: string, now = Date.now()): ClientChecklist | undefined {
    return clientChecklist(this.context, token, now);
  }

  deskView(messageId: number): DeskRequestView[] {
    return deskRequestViews(this.context, messageId, Date.now());
  }

  /** When retention deletes this inquiry's documents (null while the inquiry is open). */
  deletionDate(messageId: number): number | null {
    return deletionDate(this.context, messageId);
  }

  // ------------------------------------------------------------------ receiving files

  admitUpload(...args: Parameters<DocumentReceiving["admitUpload"]>) {
    return this.receiving.admitUpload(...args);
  }

  get quotas() {
    return this.receiving.quotas;
  }

  clientKey(address: string): string {
    return this.receiving.clientKey(address);
  }

  receive(...args: Parameters<DocumentReceiving["receive"]>) {
    return this.receiving.receive(...args);
  }

  open(...args: Parameters<DocumentReceiving["open"]>) {
    return this.receiving.open(...args);
  }

  // ------------------------------------------------------------------ uploads in pieces (tus)

  createUpload(...args: Parameters<DocumentUploadPieces["createUpload"]>) {
    this.pieces.createUpload(...args);
  }

  get uploadExpiryMs(): number {
    return this.pieces.uploadExpiryMs;
  }

  appendUpload(...args: Parameters<DocumentUploadPieces["appendUpload"]>) {
    return this.pieces.appendUpload(...args);
  }

  uploadDocument(uploadId: string): number | undefined {
    return this.pieces.uploadDocument(uploadId);
  }

  removeUpload(uploadId: string): void {
    this.pieces.removeUpload(uploadId);
  }

  expireUploads(now = Date.now()): number {
    return this.pieces.expireUploads(now);
  }

  // ------------------------------------------------------------------ the worker

  applyRetention(now = Date.now()): number {
    return this.worker.applyRetention(now);
  }

  start(): void {
    this.worker.start();
  }

  /** Runs the background work now (or right after the current pass). */
  wake(): void {
    this.worker.wake();
  }

  /** Waits until the background work has nothing left to do now (tests, shutdown). */
  settled(): Promise<void> {
    return this.worker.settled();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }
}
