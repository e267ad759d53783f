/**
 * Receiving a client's file (docs/DOCUMENTS.md#checks-on-arrival): admitted through the link within
 * the limits and the quotas (docs/DOCUMENTS.md#storage-per-person), checked as it streams,
 * encrypted with its own key and stored, then recorded with the receipt queued; and a stored file
 * read back, decrypted.
 */
import { createHmac, type Hmac } from "node:crypto";
import { PassThrough, type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { visibleText } from "~/lib/domain/visible-text";
import { ArrivalRefused, checkArrival } from "./document-arrival.server";
import {
  decryptStream,
  encryptStream,
  newDataKey,
  unwrapDataKey,
  wrapDataKey,
} from "./document-crypto.server";
import type { RequestItem, StoredDocument } from "./document-files.server";
import {
  asStorageFull,
  isStorageFull,
  StorageFull,
  UploadNotAllowed,
} from "./document-refusals.server";
import type { DocumentRequestMail } from "./document-request-mail.server";
import type { DocumentRequest } from "./document-requests.server";
import { DEFAULT_QUOTAS, type DocumentServiceContext } from "./document-service-context.server";
import { newObjectKey } from "./document-storage.server";

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

/** A pass-through stream that counts the bytes going through it. */
export function countBytes(): Transform & { bytes: () => number } {
  let bytes = 0;
  const t = new Transform({
    transform(chunk: Buffer, _e, done: TransformCallback) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(t, { bytes: () => bytes });
}

/** A pass-through stream that feeds the bytes going through it to `hmac`. */
function macBytes(hmac: Hmac): Transform {
  return new Transform({
    transform(chunk: Buffer, _e, done: TransformCallback) {
      hmac.update(chunk);
      done(null, chunk);
    },
  });
}

/** A file admitted for an item, on its way to being stored (`DocumentReceiving.store`). */
export interface AdmittedFile {
  request: DocumentRequest;
  item: RequestItem;
  fileName: string;
  body: Readable;
  /** The declared size of the upload being completed, already counted as held. */
  reservedBytes: number;
  /** The sender's client address, as `clientKey` made it. */
  clientKey?: string | null;
  /** Recorded in the same transaction as the document (an upload in pieces marked finished). */
  alsoRecord?: (documentId: number) => void;
}

export class DocumentReceiving {
  constructor(
    private readonly context: DocumentServiceContext,
    private readonly mail: DocumentRequestMail,
  ) {}

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
    const request = this.context.requests.requestByToken(token, now);
    const item = request ? this.context.files.item(itemId) : undefined;
    if (!request || !item || item.requestId !== request.id)
      throw new UploadNotAllowed(404, "not found");
    if (item.state === "accepted")
      throw new UploadNotAllowed(409, "This item is already accepted: nothing more is needed.");
    if (declaredBytes !== undefined) {
      if (declaredBytes > this.context.settings.maxFileBytes)
        throw new UploadNotAllowed(413, "too-large");
      const room = this.room(request, clientKey, 0);
      if (declaredBytes > room.request) throw new UploadNotAllowed(413, "request-full");
      if (declaredBytes > room.email) throw new UploadNotAllowed(413, "quota-email");
      if (declaredBytes > room.client) throw new UploadNotAllowed(413, "quota-address");
    }
    return { request, item };
  }

  /** The quotas in force (docs/DOCUMENTS.md#storage-per-person). */
  get quotas(): { perEmailBytes: number; perClientBytes: number } {
    const { settings } = this.context;
    return {
      perEmailBytes: settings.quotaPerEmailBytes ?? DEFAULT_QUOTAS.quotaPerEmailBytes,
      perClientBytes: settings.quotaPerClientBytes ?? DEFAULT_QUOTAS.quotaPerClientBytes,
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
    const { requests, files, settings } = this.context;
    const email = requests.inquiry(request.messageId)?.email;
    const { perEmailBytes, perClientBytes } = this.quotas;
    return {
      request: settings.maxRequestBytes - files.requestBytes(request.id) + reserved,
      email: email
        ? perEmailBytes - files.heldBytesForEmail(email) + reserved
        : Number.POSITIVE_INFINITY,
      client: clientKey
        ? perClientBytes - files.heldBytesForClient(clientKey) + reserved
        : Number.POSITIVE_INFINITY,
    };
  }

  /**
   * The key a client address is counted under (docs/DOCUMENTS.md#storage-per-person): an HMAC of
   * it with a key derived from the master key, so the database never holds the address itself.
   * `address` is already reduced as the rate limits reduce it (IPv6 by /64).
   */
  clientKey(address: string): string {
    const key = createHmac("sha256", this.context.master.key).update("client-address").digest();
    return createHmac("sha256", key).update(address).digest("base64url").slice(0, 32);
  }

  /**
   * The keyed hash of a file's bytes, to find the same file sent twice for one item
   * (docs/DOCUMENTS.md#the-same-file-twice): HMAC-SHA-256 under a key derived from the master key,
   * so the database alone cannot tell whether it holds a given file.
   */
  private contentMac(): Hmac {
    const key = createHmac("sha256", this.context.master.key).update("document-content").digest();
    return createHmac("sha256", key);
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
  async store(input: AdmittedFile): Promise<{ documentId: number; scan: StoredDocument["scan"] }> {
    const { storage, scanner, settings } = this.context;
    const room = this.room(input.request, input.clientKey, input.reservedBytes);
    const limit = Math.max(
      0,
      Math.min(settings.maxFileBytes, room.request, room.email, room.client),
    );
    // A file too large for the room left is refused with the limit it passed.
    const tooLarge = (error: unknown): unknown => {
      if (!(error instanceof ArrivalRefused) || error.reason !== "too-large") return error;
      if (limit >= settings.maxFileBytes) return error;
      if (room.request <= limit) return new UploadNotAllowed(413, "request-full");
      if (room.email <= limit) return new UploadNotAllowed(413, "quota-email");
      return new UploadNotAllowed(413, "quota-address");
    };
    // The bytes as the client sent them, before any re-encoding, are what make two files the same.
    const mac = this.contentMac();
    const sent = macBytes(mac);
    input.body.once("error", (error) => sent.destroy(error));
    input.body.pipe(sent);
    // Files are opened in turn by request, so one link's files never queue ahead of everyone's
    // (docs/DOCUMENTS.md#pdfs-without-their-scripts).
    const arrival = await checkArrival(sent, limit, undefined, {
      key: `request-${input.request.id}`,
      pdfTimeoutMs: settings.pdfCheckMs,
    }).catch((error: unknown) => {
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
        storage.write(objectKey, encrypted),
      ]);
    } catch (error) {
      await storage.remove(objectKey).catch(() => {});
      throw isStorageFull(error) ? new StorageFull(error) : tooLarge(error);
    }
    const now = Date.now();
    const scan = scanner ? "pending" : "unscanned";
    let recorded: { id: number; duplicate?: StoredDocument };
    try {
      recorded = this.recordDocument(input, {
        objectKey,
        dataKey,
        arrival,
        bytes: stored.bytes(),
        now,
        scan,
        contentMac: mac.digest("base64url"),
      });
    } catch (error) {
      // Not recorded (the database is full, or the upload was completed meanwhile): the stored
      // object would belong to nothing.
      await storage.remove(objectKey).catch(() => {});
      throw asStorageFull(error);
    }
    if (recorded.duplicate) {
      // The same file again for the item (a double tap, a second tab): the answer is the document
      // already held, and this copy is not kept (docs/DOCUMENTS.md#the-same-file-twice).
      await storage.remove(objectKey).catch(() => {});
      this.context.logger.info("document_duplicate", {
        documentId: recorded.id,
        requestId: input.request.id,
        bytes: stored.bytes(),
      });
      return { documentId: recorded.id, scan: recorded.duplicate.scan };
    }
    const documentId = recorded.id;
    this.context.logger.info("document_received", {
      documentId,
      requestId: input.request.id,
      type: arrival.mediaType,
      bytes: stored.bytes(),
      reencoded: arrival.reencoded,
      ...(arrival.activeContent ? { activeContent: arrival.activeContent } : {}),
      scan,
    });
    this.context.wake();
    return { documentId, scan };
  }

  private recordDocument(
    input: Omit<AdmittedFile, "body" | "reservedBytes">,
    stored: {
      objectKey: string;
      dataKey: Buffer;
      arrival: Awaited<ReturnType<typeof checkArrival>>;
      bytes: number;
      now: number;
      scan: StoredDocument["scan"];
      contentMac: string;
    },
  ): { id: number; duplicate?: StoredDocument } {
    const { db, files, master } = this.context;
    const { request, item } = input;
    const { objectKey, dataKey, arrival, now, scan } = stored;
    return db.transaction(() => {
      // In the transaction that would record it: of two copies arriving at once, one is kept.
      const duplicate = files.heldDuplicate(item.id, stored.contentMac);
      if (duplicate) {
        input.alsoRecord?.(duplicate.id);
        return { id: duplicate.id, duplicate };
      }
      const id = files.addDocument({
        itemId: item.id,
        objectKey,
        wrappedKey: wrapDataKey(master.key, dataKey),
        keyId: master.id,
        fileName: cleanFileName(input.fileName),
        mediaType: arrival.mediaType,
        bytes: stored.bytes,
        originalBytes: arrival.originalBytes(),
        receivedAt: now,
        scan,
        clientKey: input.clientKey ?? null,
        activeContent: arrival.activeContent,
        contentMac: stored.contentMac,
      });
      input.alsoRecord?.(id);
      if (item.state !== "received") files.setItemState(item.id, "received", { now });
      this.mail.queueReceipt(request.id, now);
      return { id };
    });
  }

  /** The decrypted content of a stored document, as a stream. */
  async open(document: StoredDocument): Promise<Readable> {
    if (!document.objectKey) throw new UploadNotAllowed(404, "removed");
    const key = unwrapDataKey(this.context.master.key, document.wrappedKey);
    const source = await this.context.storage.read(document.objectKey);
    const output = new PassThrough();
    pipeline(source, decryptStream(key), output).catch((error) => output.destroy(error));
    return output;
  }
}
