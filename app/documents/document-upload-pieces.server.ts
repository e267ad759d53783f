/**
 * Uploads in pieces (docs/DOCUMENTS.md#resumable-uploads-tus): each piece is encrypted onto the
 * upload's log in the incoming folder as it arrives, and the complete upload goes through the same
 * checks as a form upload (`DocumentReceiving.store`) before its offset reads complete.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, truncate } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  decryptStream,
  encryptStream,
  newDataKey,
  unwrapDataKey,
  wrapDataKey,
} from "./document-crypto.server";
import { cleanFileName, countBytes, type DocumentReceiving } from "./document-receiving.server";
import { asStorageFull, isRefusal, UploadNotAllowed } from "./document-refusals.server";
import {
  DEFAULT_QUOTAS,
  type DocumentServiceContext,
  HOUR,
} from "./document-service-context.server";
import type { PendingUpload } from "./document-uploads.server";

/** Where an upload's piece stood after it was appended: what `DocumentUploads` records. */
interface PieceState {
  receivedBytes: number;
  logBytes: number;
  records: number;
  header: Buffer;
}

export class DocumentUploadPieces {
  constructor(
    private readonly context: DocumentServiceContext,
    private readonly receiving: DocumentReceiving,
  ) {}

  incomingFile(uploadId: string): string {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw new Error("not an upload id");
    return path.join(this.context.incomingDir, uploadId);
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
    const { uploads, master } = this.context;
    try {
      uploads.createUpload({
        id: input.id,
        itemId: input.itemId,
        fileName: cleanFileName(input.fileName),
        declaredBytes: input.declaredBytes,
        wrappedKey: wrapDataKey(master.key, newDataKey()),
        keyId: master.id,
        createdAt: Date.now(),
        metadata: input.metadata ? JSON.stringify(input.metadata) : null,
        clientKey: input.clientKey ?? null,
      });
    } catch (error) {
      throw asStorageFull(error);
    }
  }

  /** How long an unfinished upload is kept after it was created (tus expiration). */
  get uploadExpiryMs(): number {
    return (this.context.settings.uploadExpiryHours ?? DEFAULT_QUOTAS.uploadExpiryHours) * HOUR;
  }

  /**
   * Appends a piece of an upload to its encrypted log; returns the new offset (bytes received).
   * The piece that completes the upload is only counted once its document is stored
   * (`finishUpload`): until then the upload's offset stays where it was, below its length, so a
   * client whose last piece failed (a full disk) sends it again, and one that asks for the offset
   * never reads "complete" without a document.
   */
  async appendUpload(uploadId: string, body: Readable): Promise<number> {
    const upload = this.context.uploads.upload(uploadId);
    if (!upload) throw new UploadNotAllowed(404, "not found");
    if (upload.documentId !== null) {
      body.resume();
      return upload.declaredBytes;
    }
    const state = await this.writePiece(upload, body);
    if (state.receivedBytes < upload.declaredBytes) {
      try {
        this.context.uploads.advanceUpload(uploadId, state);
      } catch (error) {
        throw asStorageFull(error);
      }
      return state.receivedBytes;
    }
    await this.finishUpload(upload, state);
    return state.receivedBytes;
  }

  /** Encrypts one piece onto the upload's log; a full disk throws StorageFull. */
  private async writePiece(upload: PendingUpload, body: Readable): Promise<PieceState> {
    const file = this.incomingFile(upload.id);
    const counted = countBytes();
    const written = countBytes();
    const key = unwrapDataKey(this.context.master.key, upload.wrappedKey);
    const encrypt = encryptStream(key, {
      final: false,
      continueAt: upload.header ? { header: upload.header, records: upload.records } : undefined,
    });
    try {
      await mkdir(this.context.incomingDir, { recursive: true, mode: 0o700 });
      // A piece cut off mid-record last time left bytes past what was recorded: drop them.
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
      throw asStorageFull(error);
    }
    return {
      receivedBytes: upload.receivedBytes + counted.bytes(),
      logBytes: upload.logBytes + written.bytes(),
      records: encrypt.records(),
      header: encrypt.header,
    };
  }

  /**
   * A complete upload goes through the same checks as a form upload and becomes a document; the
   * upload is marked finished in the same transaction, so it becomes one document at most. A
   * refused file ends the upload (sending it again would not help); a failure of ours (a full disk)
   * leaves it as it was before its last piece, for the client to send that piece again.
   */
  private async finishUpload(upload: PendingUpload, state: PieceState): Promise<void> {
    const { requests, files, uploads, master } = this.context;
    const item = files.item(upload.itemId);
    const request = item && requests.request(item.requestId);
    const now = Date.now();
    if (!item || !request || request.revokedAt !== null || request.expiresAt <= now) {
      this.removeUpload(upload.id);
      throw new UploadNotAllowed(404, "not found");
    }
    if (item.state === "accepted") {
      this.removeUpload(upload.id);
      throw new UploadNotAllowed(409, "This item is already accepted: nothing more is needed.");
    }
    const key = unwrapDataKey(master.key, upload.wrappedKey);
    const source = createReadStream(this.incomingFile(upload.id), { end: state.logBytes - 1 });
    const plaintext = source.pipe(decryptStream(key, { final: false }));
    source.once("error", (error) => plaintext.destroy(error));
    try {
      await this.receiving.store({
        request,
        item,
        fileName: upload.fileName,
        body: plaintext,
        // This upload's own declared size is already counted as held.
        reservedBytes: upload.declaredBytes,
        clientKey: upload.clientKey,
        alsoRecord: (documentId) => uploads.finishUpload(upload.id, documentId, state),
      });
    } catch (error) {
      if (isRefusal(error)) this.removeUpload(upload.id);
      throw error;
    } finally {
      source.destroy();
      this.context.wake();
    }
  }

  /** The document a finished upload became, or undefined while it is arriving. */
  uploadDocument(uploadId: string): number | undefined {
    return this.context.uploads.upload(uploadId)?.documentId ?? undefined;
  }

  /** Ends an unfinished upload and removes what arrived of it (tus termination). */
  removeUpload(uploadId: string): void {
    this.context.uploads.deleteUpload(uploadId);
    this.context.wake();
  }

  /** Deletes unfinished uploads past their expiry (tus expiration: Upload-Expires). */
  expireUploads(now = Date.now()): number {
    return this.context.uploads.deleteUploadsOlderThan(now - this.uploadExpiryMs);
  }
}
