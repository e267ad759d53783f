/**
 * Documents before the consultation (docs/DOCUMENTS.md): requests built from a checklist and sent
 * by e-mail with a link, files received and checked, encrypted and stored, scanned for malware,
 * the e-mails about them, reminders before the due date, and retention. One worker does the
 * background work (scans, e-mails, removals, reminders, retention) whenever woken and every 30 s.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { SiteDatabase } from "~/db/database.server";
import { visibleText } from "~/lib/domain/visible-text";
import type { Logger } from "~/platform/logger.server";
import type { ChecklistTemplate } from "./checklist-templates";
import type { MalwareScanner } from "./clamd-client.server";
import { ArrivalRefused, checkArrival } from "./document-arrival.server";
import {
  decryptStream,
  encryptStream,
  newDataKey,
  unwrapDataKey,
  wrapDataKey,
} from "./document-crypto.server";
import { documentsDueBefore } from "./document-due.server";
import type { DocumentEmails } from "./document-email-outbox.server";
import {
  composeDocumentEmail,
  type DocumentEmailContext,
  documentLinkPlaceholder,
} from "./document-emails";
import type { DocumentFiles, RequestItem, StoredDocument } from "./document-files.server";
import type { DocumentKeyRecords } from "./document-key-records.server";
import {
  keyRecordFor,
  type MasterKey,
  MasterKeyError,
  type MasterKeySettings,
  resolveMasterKey,
} from "./document-keys.server";
import type { DocumentRepositories } from "./document-repositories.server";
import { type DocumentRequest, type DocumentRequests, tokenHash } from "./document-requests.server";
import type { DocumentRetention } from "./document-retention.server";
import type { DocumentStorage } from "./document-storage.server";
import { newObjectKey } from "./document-storage.server";
import type { DocumentUploads, PendingUpload } from "./document-uploads.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

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
  /** An unfinished upload expires this long after it was created (tus expiration). */
  uploadExpiryHours?: number;
  /**
   * The files staff have not accepted of a request whose booking was cancelled or declined are
   * deleted this many days after it ended.
   */
  endedBookingRetentionDays?: number;
}

/** The defaults of the settings above, as the server's environment has them (server/env.ts). */
export const DEFAULT_QUOTAS = {
  quotaPerEmailBytes: 250_000_000,
  quotaPerClientBytes: 500_000_000,
  uploadExpiryHours: 6,
  endedBookingRetentionDays: 7,
} as const;

/**
 * The disk or the database is full (ENOSPC, a quota, SQLite's SQLITE_FULL): nothing was stored,
 * and the client is told to try later (HTTP 507), never that it was received.
 */
export class StorageFull extends Error {
  override name = "StorageFull";
  constructor(cause?: unknown) {
    super("storage full", { cause });
  }
}

/** Whether an error means there was no room to store (file system or database). */
export function isStorageFull(error: unknown): boolean {
  if (error instanceof StorageFull) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT" || code === "EFBIG" || code === "SQLITE_FULL";
}

export class UploadNotAllowed extends Error {
  override name = "UploadNotAllowed";
  constructor(
    readonly status: 400 | 404 | 409 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** What the client's page shows (no keys, no object names). */
export interface ClientChecklist {
  request: Pick<DocumentRequest, "id" | "title" | "dueAt" | "expiresAt">;
  intro: string | null;
  firstName: string;
  /** The zone the client booked in, when a booking made the request. */
  clientTimeZone: string | null;
  items: (RequestItem & {
    files: { id: number; name: string; receivedAt: number; scan: StoredDocument["scan"] }[];
  })[];
}

/** The desk's view of an inquiry's requests. */
export interface DeskRequestView {
  request: DocumentRequest;
  linkActive: boolean;
  items: (RequestItem & { files: Omit<StoredDocument, "wrappedKey" | "objectKey">[] })[];
  emails: { kind: string; status: string; createdAt: number }[];
}

/** A 256-bit random token, URL-safe: the link's secret. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Display-safe file name: the last path segment, without control, line-break or bidirectional
 * characters (so "invoice\u202Efdp.exe" cannot read "invoiceexe.pdf": docs/PRODUCT-RULES.md#hostile-text),
 * at most 150 characters.
 */
export function cleanFileName(name: string | undefined | null): string {
  const last = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = visibleText(last)
    .replace(/[\t\r\n]/g, "")
    .trim();
  return (clean || "unnamed file").slice(0, 150);
}

function countBytes(): Transform & { bytes: () => number } {
  let bytes = 0;
  const t = new Transform({
    transform(chunk: Buffer, _e, done: TransformCallback) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(t, { bytes: () => bytes });
}

export class DocumentServices {
  /** The documents' repositories (./document-repositories.server.ts), one per aggregate. */
  readonly requests: DocumentRequests;
  readonly files: DocumentFiles;
  readonly uploads: DocumentUploads;
  readonly emails: DocumentEmails;
  readonly retention: DocumentRetention;
  private readonly db: SiteDatabase;
  readonly storage: DocumentStorage;
  readonly scanner: MalwareScanner | undefined;
  readonly settings: DocumentSettings;
  private readonly master: MasterKey;
  private readonly wakeOutbox: () => void;
  private readonly logger: Logger;
  private readonly incomingDir: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastRetention = 0;

  constructor(options: {
    repositories: DocumentRepositories;
    storage: DocumentStorage;
    master: MasterKey;
    scanner?: MalwareScanner;
    /** Tells the site's outbox an e-mail was queued (it sends them: ./document-mail-queue.server.ts). */
    wakeOutbox?: () => void;
    settings: DocumentSettings;
    logger: Logger;
    incomingDir: string;
  }) {
    const { db, requests, files, uploads, emails, retention } = options.repositories;
    this.db = db;
    this.requests = requests;
    this.files = files;
    this.uploads = uploads;
    this.emails = emails;
    this.retention = retention;
    this.storage = options.storage;
    this.master = options.master;
    this.scanner = options.scanner;
    const wake = options.wakeOutbox;
    // After the current (synchronous) transaction has committed: the outbox reads the new row on
    // the same connection, and must never claim one a rollback could still take away.
    this.wakeOutbox = wake ? () => queueMicrotask(wake) : () => {};
    this.settings = options.settings;
    this.logger = options.logger;
    this.incomingDir = options.incomingDir;
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

  get masterKeyId(): string {
    return this.master.id;
  }

  get masterKeySource(): MasterKey["source"] {
    return this.master.source;
  }

  /**
   * The master key's envelope for other data kept encrypted at rest (an intake questionnaire's
   * answers: docs/INTAKE.md#privacy), without handing out the key itself.
   */
  get keyWrapper(): { keyId: string; wrap(key: Buffer): Buffer; unwrap(wrapped: Buffer): Buffer } {
    const master = this.master;
    return {
      keyId: master.id,
      wrap: (key) => wrapDataKey(master.key, key),
      unwrap: (wrapped) => unwrapDataKey(master.key, wrapped),
    };
  }

  // ------------------------------------------------------------------ requests

  /** The link a client opens. */
  link(token: string): string {
    return `${this.settings.siteUrl}/documents/${token}`;
  }

  /**
   * The link as a stored e-mail holds it: the secret is made when the e-mail is sent, so neither a
   * queued nor a sent e-mail in the database opens anything (docs/DOCUMENTS.md#the-link).
   */
  private storedLink(): string {
    return this.link(documentLinkPlaceholder);
  }

  /**
   * Creates a request from a checklist for an inquiry and queues the e-mail with its link.
   * Returns the link (shown once to staff; only its hash is kept).
   */
  createRequest(input: {
    messageId: number;
    template: ChecklistTemplate;
    dueAt: number | null;
    staffId: number | null;
    now?: number;
  }): { requestId: number; link: string } {
    const now = input.now ?? Date.now();
    const inquiry = this.requests.inquiry(input.messageId);
    if (!inquiry) throw new UploadNotAllowed(404, "no such inquiry");
    const token = newLinkToken();
    const expiresAt = Math.max(now + this.settings.linkDays * DAY, (input.dueAt ?? 0) + 7 * DAY);
    const requestId = this.db.transaction(() => {
      const id = this.requests.createRequest({
        messageId: input.messageId,
        template: input.template.id,
        title: input.template.title,
        intro: input.template.intro,
        tokenHash: tokenHash(token),
        createdAt: now,
        createdBy: input.staffId,
        dueAt: input.dueAt,
        expiresAt,
        items: input.template.items,
      });
      this.queueEmail(id, "request", { link: this.storedLink() }, now);
      return id;
    });
    this.logger.info("document_request_created", { requestId, messageId: input.messageId });
    this.wake();
    return { requestId, link: this.link(token) };
  }

  /**
   * The link a booking gives its client (docs/DOCUMENTS.md#from-a-booking), on the booking's page
   * and in its confirmation e-mail: the first time, a request is made from `template` (the
   * checklist the booking's practice area sends with bookings), due that checklist's hours before
   * the consultation, with no e-mail of its own (the booking's carries the link); each later time,
   * one more link to the same request. Undefined when there is no request yet and no template, or
   * staff revoked the request.
   */
  linkForBooking(
    booking: { id: number; messageId: number; startsAt: number },
    template: ChecklistTemplate | undefined,
    now = Date.now(),
  ): { link: string; title: string; dueAt: number | null } | undefined {
    const hours = template?.dueBeforeConsultationHours;
    // Counted in business days; a consultation booked too soon for one has no date to keep: "as
    // soon as you can" (app/documents/document-due.server.ts).
    const newDueAt = hours ? documentsDueBefore(booking.startsAt, hours, now) : null;
    const token = newLinkToken();
    const made = this.db.transaction(() => {
      const existing = this.requests.requestForBooking(booking.id);
      if (existing) {
        if (existing.revokedAt !== null) return undefined;
        this.requests.extendLink(
          existing.id,
          Math.max(now + this.settings.linkDays * DAY, (existing.dueAt ?? 0) + 7 * DAY),
        );
        this.requests.addLink(existing.id, tokenHash(token), now);
        return { id: existing.id, title: existing.title, dueAt: existing.dueAt, created: false };
      }
      if (!template) return undefined;
      const id = this.requests.createRequest({
        messageId: booking.messageId,
        template: template.id,
        title: template.title,
        intro: template.intro,
        tokenHash: tokenHash(token),
        createdAt: now,
        createdBy: null,
        dueAt: newDueAt,
        expiresAt: Math.max(now + this.settings.linkDays * DAY, (newDueAt ?? 0) + 7 * DAY),
        items: template.items,
        bookingId: booking.id,
      });
      return { id, title: template.title, dueAt: newDueAt, created: true };
    });
    if (!made) return undefined;
    if (made.created)
      this.logger.info("document_request_created", {
        requestId: made.id,
        messageId: booking.messageId,
        bookingId: booking.id,
      });
    return { link: this.link(token), title: made.title, dueAt: made.dueAt };
  }

  /** A new link (the old one stops working), e-mailed again. */
  renewLink(requestId: number, now = Date.now()): string {
    const request = this.requests.request(requestId);
    if (!request) throw new UploadNotAllowed(404, "no such request");
    const token = newLinkToken();
    this.db.transaction(() => {
      this.requests.replaceToken(
        requestId,
        tokenHash(token),
        Math.max(now + this.settings.linkDays * DAY, (request.dueAt ?? 0) + 7 * DAY),
      );
      this.queueEmail(requestId, "request", { link: this.storedLink() }, now);
    });
    this.wake();
    return this.link(token);
  }

  revoke(requestId: number, now = Date.now()): boolean {
    return this.requests.revokeRequest(requestId, now);
  }

  /** The checklist behind a link, or undefined (unknown, revoked or expired: a 404 either way). */
  checklist(token: string, now = Date.now()): ClientChecklist | undefined {
    const request = this.requests.requestByToken(token, now);
    if (!request) return undefined;
    const addressee = this.requests.addressee(request.id);
    return {
      request: {
        id: request.id,
        title: request.title,
        dueAt: request.dueAt,
        expiresAt: request.expiresAt,
      },
      intro: request.intro,
      firstName: addressee?.firstName ?? "",
      clientTimeZone: this.requests.clientTimeZone(request.id),
      items: this.files.items(request.id).map((item) => ({
        ...item,
        files: this.files.documentsForItem(item.id).map((d) => ({
          id: d.id,
          name: d.fileName,
          receivedAt: d.receivedAt,
          scan: d.scan,
        })),
      })),
    };
  }

  deskView(messageId: number): DeskRequestView[] {
    const now = Date.now();
    return this.requests.requestsForInquiry(messageId).map((request) => ({
      request,
      linkActive: request.revokedAt === null && request.expiresAt > now,
      items: this.files.items(request.id).map((item) => ({
        ...item,
        files: this.files
          .documentsForItem(item.id)
          .map(({ wrappedKey: _w, objectKey: _o, ...d }) => d),
      })),
      emails: this.emails.emailsForRequest(request.id),
    }));
  }

  /** When retention deletes this inquiry's documents (null while the inquiry is open). */
  deletionDate(messageId: number): number | null {
    const closed = this.retention.closedAt(messageId);
    return closed === null ? null : closed + this.settings.retentionDays * DAY;
  }

  // ------------------------------------------------------------------ receiving files

  /**
   * Checks whether a file of `declaredBytes` may be added to an item through this link; throws
   * UploadNotAllowed (404 for an unknown, revoked or expired link or item, 413 over a limit).
   */
  admitUpload(
    token: string,
    itemId: number,
    declaredBytes: number | undefined,
    now = Date.now(),
    clientKey?: string | null,
  ): { request: DocumentRequest; item: RequestItem } {
    const request = this.requests.requestByToken(token, now);
    const item = request ? this.files.item(itemId) : undefined;
    if (!request || !item || item.requestId !== request.id)
      throw new UploadNotAllowed(404, "not found");
    if (item.state === "accepted")
      throw new UploadNotAllowed(409, "This item is already accepted: nothing more is needed.");
    if (declaredBytes !== undefined) {
      if (declaredBytes > this.settings.maxFileBytes) throw new UploadNotAllowed(413, "too-large");
      const room = this.room(request, clientKey, 0);
      if (declaredBytes > room.request) throw new UploadNotAllowed(413, "request-full");
      if (declaredBytes > room.email) throw new UploadNotAllowed(413, "quota-email");
      if (declaredBytes > room.client) throw new UploadNotAllowed(413, "quota-address");
    }
    return { request, item };
  }

  /** The quotas in force (docs/DOCUMENTS.md#storage-per-person). */
  get quotas(): { perEmailBytes: number; perClientBytes: number } {
    return {
      perEmailBytes: this.settings.quotaPerEmailBytes ?? DEFAULT_QUOTAS.quotaPerEmailBytes,
      perClientBytes: this.settings.quotaPerClientBytes ?? DEFAULT_QUOTAS.quotaPerClientBytes,
    };
  }

  /**
   * The room left for one more file (bytes): in the request (DOCUMENTS_MAX_REQUEST_MB), for the
   * inquiry's e-mail address and for the sender's client address across all requests (the quotas).
   * `reserved` is the declared size of the upload being completed, already counted as held.
   */
  private room(
    request: DocumentRequest,
    clientKey: string | null | undefined,
    reserved: number,
  ): { request: number; email: number; client: number } {
    const email = this.requests.inquiry(request.messageId)?.email;
    const { perEmailBytes, perClientBytes } = this.quotas;
    return {
      request: this.settings.maxRequestBytes - this.files.requestBytes(request.id) + reserved,
      email: email
        ? perEmailBytes - this.files.heldBytesForEmail(email) + reserved
        : Number.POSITIVE_INFINITY,
      client: clientKey
        ? perClientBytes - this.files.heldBytesForClient(clientKey) + reserved
        : Number.POSITIVE_INFINITY,
    };
  }

  /**
   * The key a client address is counted under (docs/DOCUMENTS.md#storage-per-person): an HMAC of
   * it with a key derived from the master key, so the database never holds the address itself.
   * `address` is already reduced as the rate limits reduce it (IPv6 by /64).
   */
  clientKey(address: string): string {
    const key = createHmac("sha256", this.master.key).update("client-address").digest();
    return createHmac("sha256", key).update(address).digest("base64url").slice(0, 32);
  }

  /**
   * Receives one file for an item: checks it as it streams, encrypts it with its own key and stores
   * it, then records it and queues the receipt. Throws ArrivalRefused (size, type, unreadable) or
   * UploadNotAllowed; nothing is stored then.
   */
  async receive(input: {
    token: string;
    itemId: number;
    fileName: string;
    body: Readable;
    declaredBytes?: number;
    now?: number;
    /** The sender's client address, as `clientKey` made it. */
    clientKey?: string | null;
  }): Promise<{ documentId: number; scan: StoredDocument["scan"] }> {
    const { request, item } = this.admitUpload(
      input.token,
      input.itemId,
      input.declaredBytes,
      input.now,
      input.clientKey,
    );
    return this.store({ ...input, request, item, reservedBytes: 0 });
  }

  /**
   * Checks, encrypts and stores one admitted file, then records it (with `alsoRecord`, in the same
   * transaction) and queues the receipt. A file past the room left is refused with the limit it
   * passed; a full disk or database throws StorageFull, and nothing is recorded then.
   */
  private async store(input: {
    request: DocumentRequest;
    item: RequestItem;
    fileName: string;
    body: Readable;
    reservedBytes: number;
    clientKey?: string | null;
    alsoRecord?: (documentId: number) => void;
  }): Promise<{ documentId: number; scan: StoredDocument["scan"] }> {
    const { request } = input;
    const room = this.room(request, input.clientKey, input.reservedBytes);
    const limit = Math.max(
      0,
      Math.min(this.settings.maxFileBytes, room.request, room.email, room.client),
    );
    // A file too large for the room left is refused with the limit it passed.
    const tooLarge = (error: unknown): unknown => {
      if (!(error instanceof ArrivalRefused) || error.reason !== "too-large") return error;
      if (limit >= this.settings.maxFileBytes) return error;
      if (room.request <= limit) return new UploadNotAllowed(413, "request-full");
      if (room.email <= limit) return new UploadNotAllowed(413, "quota-email");
      return new UploadNotAllowed(413, "quota-address");
    };
    const arrival = await checkArrival(input.body, limit).catch((error: unknown) => {
      throw tooLarge(error);
    });
    const dataKey = newDataKey();
    const objectKey = newObjectKey();
    const stored = countBytes();
    try {
      // Errors anywhere (the size limit, an image that does not decode, the disk) fail both.
      const encrypted = new PassThrough();
      await Promise.all([
        pipeline(arrival.stream, stored, encryptStream(dataKey), encrypted),
        this.storage.write(objectKey, encrypted),
      ]);
    } catch (error) {
      await this.storage.remove(objectKey).catch(() => {});
      throw isStorageFull(error) ? new StorageFull(error) : tooLarge(error);
    }
    const now = Date.now();
    const scan = this.scanner ? "pending" : "unscanned";
    let documentId: number;
    try {
      documentId = this.recordDocument(input, {
        objectKey,
        dataKey,
        arrival,
        bytes: stored.bytes(),
        now,
        scan,
      });
    } catch (error) {
      // Not recorded (the database is full, or the upload was completed meanwhile): the stored
      // object would belong to nothing.
      await this.storage.remove(objectKey).catch(() => {});
      throw isStorageFull(error) ? new StorageFull(error) : error;
    }
    this.logger.info("document_received", {
      documentId,
      requestId: request.id,
      type: arrival.mediaType,
      bytes: stored.bytes(),
      reencoded: arrival.reencoded,
      ...(arrival.activeContent ? { activeContent: arrival.activeContent } : {}),
      scan,
    });
    this.wake();
    return { documentId, scan };
  }

  private recordDocument(
    input: {
      request: DocumentRequest;
      item: RequestItem;
      fileName: string;
      clientKey?: string | null;
      alsoRecord?: (documentId: number) => void;
    },
    stored: {
      objectKey: string;
      dataKey: Buffer;
      arrival: Awaited<ReturnType<typeof checkArrival>>;
      bytes: number;
      now: number;
      scan: StoredDocument["scan"];
    },
  ): number {
    const { request, item } = input;
    const { objectKey, dataKey, arrival, now, scan } = stored;
    return this.db.transaction(() => {
      const id = this.files.addDocument({
        itemId: item.id,
        objectKey,
        wrappedKey: wrapDataKey(this.master.key, dataKey),
        keyId: this.master.id,
        fileName: cleanFileName(input.fileName),
        mediaType: arrival.mediaType,
        bytes: stored.bytes,
        originalBytes: arrival.originalBytes(),
        receivedAt: now,
        scan,
        clientKey: input.clientKey ?? null,
        activeContent: arrival.activeContent,
      });
      input.alsoRecord?.(id);
      if (item.state !== "received") this.files.setItemState(item.id, "received", { now });
      this.queueReceipt(request.id, now);
      return id;
    });
  }

  /** The decrypted content of a stored document, as a stream. */
  async open(document: StoredDocument): Promise<Readable> {
    if (!document.objectKey) throw new UploadNotAllowed(404, "removed");
    const key = unwrapDataKey(this.master.key, document.wrappedKey);
    const source = await this.storage.read(document.objectKey);
    const output = new PassThrough();
    pipeline(source, decryptStream(key), output).catch((error) => output.destroy(error));
    return output;
  }

  // ------------------------------------------------------------------ uploads in pieces (tus)

  incomingFile(uploadId: string): string {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw new Error("not an upload id");
    return path.join(this.incomingDir, uploadId);
  }

  createUpload(input: {
    id: string;
    itemId: number;
    fileName: string;
    declaredBytes: number;
    /** The metadata the client sent (tus Upload-Metadata), echoed when it asks for the offset. */
    metadata?: Record<string, string | null>;
    clientKey?: string | null;
  }): void {
    try {
      this.uploads.createUpload({
        id: input.id,
        itemId: input.itemId,
        fileName: cleanFileName(input.fileName),
        declaredBytes: input.declaredBytes,
        wrappedKey: wrapDataKey(this.master.key, newDataKey()),
        keyId: this.master.id,
        createdAt: Date.now(),
        metadata: input.metadata ? JSON.stringify(input.metadata) : null,
        clientKey: input.clientKey ?? null,
      });
    } catch (error) {
      throw isStorageFull(error) ? new StorageFull(error) : error;
    }
  }

  /** How long an unfinished upload is kept after it was created (tus expiration). */
  get uploadExpiryMs(): number {
    return (this.settings.uploadExpiryHours ?? DEFAULT_QUOTAS.uploadExpiryHours) * HOUR;
  }

  /**
   * Appends a piece of an upload to its encrypted log; returns the new offset (bytes received).
   * The piece that completes the upload is only counted once its document is stored
   * (`finishUpload`): until then the upload's offset stays where it was, below its length, so a
   * client whose last piece failed (a full disk) sends it again, and one that asks for the offset
   * never reads "complete" without a document.
   */
  async appendUpload(uploadId: string, body: Readable): Promise<number> {
    const upload = this.uploads.upload(uploadId);
    if (!upload) throw new UploadNotAllowed(404, "not found");
    if (upload.documentId !== null) {
      body.resume();
      return upload.declaredBytes;
    }
    const file = this.incomingFile(uploadId);
    const counted = countBytes();
    const written = countBytes();
    const key = unwrapDataKey(this.master.key, upload.wrappedKey);
    const encrypt = encryptStream(key, {
      final: false,
      continueAt: upload.header ? { header: upload.header, records: upload.records } : undefined,
    });
    try {
      await mkdir(this.incomingDir, { recursive: true, mode: 0o700 });
      // A piece cut off mid-record last time left bytes past what was recorded: drop them.
      const { truncate, open } = await import("node:fs/promises");
      const handle = await open(file, "a", 0o600);
      await handle.close();
      await truncate(file, upload.logBytes);
      const limit = new Transform({
        transform(chunk: Buffer, _e, done: TransformCallback) {
          if (counted.bytes() + upload.receivedBytes > upload.declaredBytes)
            return done(new UploadNotAllowed(413, "more bytes than declared"));
          done(null, chunk);
        },
      });
      const out = createWriteStream(file, { flags: "a", mode: 0o600 });
      // A connection cut mid-piece ends the piece: what arrived is sealed and kept, so the client
      // resumes from there (tus: the offset is what the server has stored).
      const piece = new PassThrough();
      const endPiece = () => {
        body.unpipe(piece);
        if (!piece.writableEnded) piece.end();
      };
      body.once("error", endPiece);
      body.once("close", endPiece);
      body.pipe(piece);
      await pipeline(piece, counted, limit, encrypt, written, out);
    } catch (error) {
      throw isStorageFull(error) ? new StorageFull(error) : error;
    }
    const state = {
      receivedBytes: upload.receivedBytes + counted.bytes(),
      logBytes: upload.logBytes + written.bytes(),
      records: encrypt.records(),
      header: encrypt.header,
    };
    if (state.receivedBytes < upload.declaredBytes) {
      try {
        this.uploads.advanceUpload(uploadId, state);
      } catch (error) {
        throw isStorageFull(error) ? new StorageFull(error) : error;
      }
      return state.receivedBytes;
    }
    await this.finishUpload(upload, state);
    return state.receivedBytes;
  }

  /**
   * A complete upload goes through the same checks as a form upload and becomes a document; the
   * upload is marked finished in the same transaction, so it becomes one document at most. A
   * refused file ends the upload (sending it again would not help); a failure of ours (a full disk)
   * leaves it as it was before its last piece, for the client to send that piece again.
   */
  private async finishUpload(
    upload: PendingUpload,
    state: { receivedBytes: number; logBytes: number },
  ): Promise<void> {
    const item = this.files.item(upload.itemId);
    const request = item && this.requests.request(item.requestId);
    const now = Date.now();
    if (!item || !request || request.revokedAt !== null || request.expiresAt <= now) {
      this.removeUpload(upload.id);
      throw new UploadNotAllowed(404, "not found");
    }
    if (item.state === "accepted") {
      this.removeUpload(upload.id);
      throw new UploadNotAllowed(409, "This item is already accepted: nothing more is needed.");
    }
    const key = unwrapDataKey(this.master.key, upload.wrappedKey);
    const source = createReadStream(this.incomingFile(upload.id), { end: state.logBytes - 1 });
    const plaintext = source.pipe(decryptStream(key, { final: false }));
    source.once("error", (error) => plaintext.destroy(error));
    try {
      await this.store({
        request,
        item,
        fileName: upload.fileName,
        body: plaintext,
        // This upload's own declared size is already counted as held.
        reservedBytes: upload.declaredBytes,
        clientKey: upload.clientKey,
        alsoRecord: (documentId) => this.uploads.finishUpload(upload.id, documentId, state),
      });
    } catch (error) {
      if (DocumentServices.isRefusal(error)) this.removeUpload(upload.id);
      throw error;
    } finally {
      source.destroy();
      this.wake();
    }
  }

  /** The document a finished upload became, or undefined while it is arriving. */
  uploadDocument(uploadId: string): number | undefined {
    return this.uploads.upload(uploadId)?.documentId ?? undefined;
  }

  /** Ends an unfinished upload and removes what arrived of it (tus termination). */
  removeUpload(uploadId: string): void {
    this.uploads.deleteUpload(uploadId);
    this.wake();
  }

  // ------------------------------------------------------------------ the desk's decisions

  accept(itemId: number, staffId: number, now = Date.now()): void {
    this.files.setItemState(itemId, "accepted", { now, staffId });
  }

  /** Sends an item back with a reason; the client is e-mailed the reason and the link's page. */
  sendBack(itemId: number, reason: string, staffId: number, now = Date.now()): void {
    const item = this.files.item(itemId);
    if (!item) throw new UploadNotAllowed(404, "no such item");
    this.db.transaction(() => {
      this.files.setItemState(itemId, "returned", { now, staffId, reason });
      this.queueEmail(item.requestId, "returned", { itemLabel: item.label, reason }, now);
    });
    this.wake();
  }

  // ------------------------------------------------------------------ e-mails

  private emailContext(request: DocumentRequest): DocumentEmailContext | undefined {
    const addressee = this.requests.addressee(request.id);
    if (!addressee) return undefined;
    return {
      firmName: this.settings.firmName,
      siteUrl: this.settings.siteUrl,
      firstName: addressee.firstName,
      clientEmail: addressee.email,
      staffEmail: this.settings.staffEmail,
      clientTimeZone: this.requests.clientTimeZone(request.id),
      request,
      items: this.files.items(request.id).map((item) => ({
        label: item.label,
        state: item.state,
        optional: item.optional,
        files: this.files
          .documentsForItem(item.id)
          .filter((d) => d.objectKey !== null)
          .map((d) => d.fileName),
      })),
    };
  }

  private queueEmail(
    requestId: number,
    kind: Parameters<typeof composeDocumentEmail>[0],
    extra: Parameters<typeof composeDocumentEmail>[2],
    now: number,
  ): void {
    const request = this.requests.request(requestId);
    const context = request && this.emailContext(request);
    if (!context) return;
    const mail = composeDocumentEmail(kind, context, extra);
    this.emails.queueEmail({ requestId, kind, ...mail, now });
    this.wakeOutbox();
  }

  /**
   * One receipt for files sent together: a receipt waiting to be sent is rewritten with everything
   * received so far and held two minutes more, so ten photos make one e-mail.
   */
  private queueReceipt(requestId: number, now: number): void {
    const request = this.requests.request(requestId);
    const context = request && this.emailContext(request);
    if (!context) return;
    const mail = composeDocumentEmail("receipt", context, {});
    if (!this.emails.holdReceipt(requestId, mail, now + 2 * 60_000))
      this.emails.queueEmail({ requestId, kind: "receipt", ...mail, now: now + 2 * 60_000 });
    this.wakeOutbox();
  }

  // ------------------------------------------------------------------ scanning

  private async scanDue(): Promise<boolean> {
    if (!this.scanner) return false;
    const due = this.files.dueScans(Date.now());
    for (const document of due) {
      if (this.stopped) return true;
      try {
        const result = await this.scanner.scan(await this.open(document));
        if (result.clean) {
          this.files.markScanned(document.id, Date.now());
          this.logger.info("document_scanned", { documentId: document.id, result: "clean" });
        } else {
          this.infected(document, result.signature);
        }
      } catch (error) {
        const delay = Math.min(HOUR, 15_000 * 2 ** Math.min(document.scanAttempts, 12));
        this.files.scanFailed(document.id, Date.now() + delay);
        this.logger.warn("document_scan_failed", {
          documentId: document.id,
          error: error instanceof Error ? error.name : "error",
        });
      }
    }
    return due.length > 0;
  }

  private infected(document: StoredDocument, signature: string): void {
    const now = Date.now();
    const item = this.files.item(document.itemId);
    this.db.transaction(() => {
      this.files.markInfected(document.id, signature, now);
      if (item) {
        const others = this.files
          .documentsForItem(item.id)
          .some((d) => d.id !== document.id && d.objectKey !== null);
        if (!others && item.state === "received")
          this.files.setItemState(item.id, "missing", { now });
        this.queueEmail(item.requestId, "malware-client", { itemLabel: item.label }, now);
        this.queueEmail(item.requestId, "malware-staff", { itemLabel: item.label, signature }, now);
      }
    });
    this.logger.warn("document_infected", {
      documentId: document.id,
      signature: signature.slice(0, 80),
    });
  }

  // ------------------------------------------------------------------ removals, reminders, retention

  private async removeQueued(): Promise<boolean> {
    const keys = this.retention.queuedRemovals();
    for (const key of keys) {
      try {
        if (key.startsWith("incoming/")) await rm(this.incomingFile(key.slice(9)), { force: true });
        else await this.storage.remove(key);
        this.retention.removalDone(key);
      } catch (error) {
        this.logger.warn("document_removal_failed", {
          error: error instanceof Error ? error.name : "error",
        });
        return false;
      }
    }
    return keys.length > 0;
  }

  private remind(now: number): void {
    for (const request of this.emails.requestsToRemind(
      now,
      now + this.settings.reminderHours * HOUR,
    )) {
      this.db.transaction(() => {
        this.queueEmail(request.id, "reminder", {}, now);
        this.emails.markReminded(request.id, now);
      });
      this.logger.info("document_reminder_queued", { requestId: request.id });
    }
  }

  /**
   * Deletes the documents of inquiries closed longer ago than the retention period, and those staff
   * did not accept of requests whose booking ended (cancelled or declined) longer ago than
   * `endedBookingRetentionDays` (docs/DOCUMENTS.md#retention).
   */
  applyRetention(now = Date.now()): number {
    const deleted = this.retention.deleteDocumentsOfClosedInquiries(
      now - this.settings.retentionDays * DAY,
    );
    const ended = this.retention.deleteUnacceptedOfEndedBookings(
      now -
        (this.settings.endedBookingRetentionDays ?? DEFAULT_QUOTAS.endedBookingRetentionDays) * DAY,
    );
    const abandoned = this.expireUploads(now);
    this.logger.info("document_retention_applied", {
      retentionDays: this.settings.retentionDays,
      requestsDeleted: deleted,
      endedBookingRequestsDeleted: ended.requests,
      endedBookingDocumentsDeleted: ended.documents,
      uploadsAbandoned: abandoned,
    });
    this.wake();
    return deleted;
  }

  /** Deletes unfinished uploads past their expiry (tus expiration: Upload-Expires). */
  expireUploads(now = Date.now()): number {
    return this.uploads.deleteUploadsOlderThan(now - this.uploadExpiryMs);
  }

  // ------------------------------------------------------------------ the worker

  start(): void {
    this.stopped = false;
    if (this.scanner) {
      const queued = this.files.queueUnscanned(Date.now());
      if (queued > 0) this.logger.info("document_scans_queued", { count: queued });
    } else {
      this.files.markPendingUnscanned();
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
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      } else if (!this.stopped) {
        this.timer = setTimeout(() => this.wake(), this.settings.workerIntervalMs ?? 30_000);
        this.timer.unref();
      }
    });
  }

  /** Waits until the background work has nothing left to do now (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async pass(): Promise<void> {
    try {
      const now = Date.now();
      if (now - this.lastRetention > DAY) {
        this.lastRetention = now;
        this.applyRetention(now);
      }
      // Unfinished uploads expire within hours: looked for at every pass, not daily.
      if (this.expireUploads(now) > 0) this.logger.info("document_uploads_expired");
      this.remind(now);
      for (let round = 0; round < 50 && !this.stopped; round++) {
        const removed = await this.removeQueued();
        const scanned = await this.scanDue();
        if (!removed && !scanned) break;
      }
    } catch (error) {
      this.logger.error("document_worker_failed", {
        error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : "error",
      });
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Whether a refusal is a client's problem (4xx) rather than the server's. */
  static isRefusal(error: unknown): error is ArrivalRefused | UploadNotAllowed {
    return error instanceof ArrivalRefused || error instanceof UploadNotAllowed;
  }
}
