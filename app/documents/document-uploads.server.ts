/**
 * Uploads arriving in pieces (tus, docs/DOCUMENTS.md#resumable-uploads-tus): each one's declared
 * size, how much of its encrypted log is written, and its data key wrapped by the master key; once
 * finished, the document it became (the row stays, so the upload still answers "complete"). A
 * deleted row queues its log for removal (database trigger). Every write that must happen checks
 * that it did (`expectChanges`, app/db/README.md#writes-that-must-happen).
 */
import { expectChanges, type SiteDatabase } from "~/db/database.server";

export interface PendingUpload {
  id: string;
  itemId: number;
  fileName: string;
  declaredBytes: number;
  receivedBytes: number;
  logBytes: number;
  records: number;
  header: Buffer | null;
  wrappedKey: Buffer;
  keyId: string;
  createdAt: number;
  /** The metadata the client sent at creation (tus Upload-Metadata), as JSON of its pairs. */
  metadata: string | null;
  /** The sender's address, as a keyed hash (docs/DOCUMENTS.md#storage-per-person). */
  clientKey: string | null;
  /** The document the finished upload became; null while it is arriving. */
  documentId: number | null;
}

const uploadColumns = (t = "") =>
  [
    "id",
    "item_id AS itemId",
    "file_name AS fileName",
    "declared_bytes AS declaredBytes",
    "received_bytes AS receivedBytes",
    "log_bytes AS logBytes",
    "records",
    "header",
    "wrapped_key AS wrappedKey",
    "key_id AS keyId",
    "created_at AS createdAt",
    "metadata",
    "client_key AS clientKey",
    "document_id AS documentId",
  ]
    .map((c) => `${t ? `${t}.` : ""}${c}`)
    .join(", ");

/** The uploads repository. */
export class DocumentUploads {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  private get sql() {
    return this.db.sqlite;
  }

  createUpload(
    upload: Omit<
      PendingUpload,
      "receivedBytes" | "logBytes" | "records" | "header" | "documentId" | "metadata" | "clientKey"
    > &
      Partial<Pick<PendingUpload, "metadata" | "clientKey">>,
  ): void {
    expectChanges(
      this.sql
        .prepare(
          `INSERT INTO document_uploads (id, item_id, file_name, declared_bytes, wrapped_key, key_id,
             created_at, metadata, client_key)
           VALUES (@id, @itemId, @fileName, @declaredBytes, @wrappedKey, @keyId, @createdAt,
             @metadata, @clientKey)`,
        )
        .run({ ...upload, metadata: upload.metadata ?? null, clientKey: upload.clientKey ?? null }),
      "record an upload",
    );
  }

  upload(id: string): PendingUpload | undefined {
    return this.sql
      .prepare(`SELECT ${uploadColumns()} FROM document_uploads WHERE id = ?`)
      .get(id) as PendingUpload | undefined;
  }

  advanceUpload(
    id: string,
    state: { receivedBytes: number; logBytes: number; records: number; header: Buffer },
  ): void {
    expectChanges(
      this.sql
        .prepare(
          `UPDATE document_uploads SET received_bytes = @receivedBytes, log_bytes = @logBytes,
             records = @records, header = @header WHERE id = @id`,
        )
        .run({ id, ...state }),
      "advance an upload",
    );
  }

  /**
   * Records that an upload finished as `documentId`, with its last piece: only once (a second
   * completion of the same upload changes nothing and throws, so its transaction rolls back).
   */
  finishUpload(
    id: string,
    documentId: number,
    state: { receivedBytes: number; logBytes: number },
  ): void {
    expectChanges(
      this.sql
        .prepare(
          `UPDATE document_uploads SET document_id = @documentId, received_bytes = @receivedBytes,
             log_bytes = @logBytes WHERE id = @id AND document_id IS NULL`,
        )
        .run({ id, documentId, ...state }),
      "finish an upload",
    );
    // Its encrypted log is no longer needed: removed by the worker like any stored object.
    this.sql
      .prepare(
        `INSERT OR IGNORE INTO document_object_removals (object_key, queued_at)
         VALUES ('incoming/' || ?, ?)`,
      )
      .run(id, Date.now());
  }

  deleteUpload(id: string): void {
    this.sql.prepare("DELETE FROM document_uploads WHERE id = ?").run(id);
  }

  /** Deletes unfinished uploads created before `createdBefore` (finished ones stay). */
  deleteUploadsOlderThan(createdBefore: number): number {
    return this.sql
      .prepare("DELETE FROM document_uploads WHERE document_id IS NULL AND created_at < ?")
      .run(createdBefore).changes;
  }
}
