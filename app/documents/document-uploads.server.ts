/**
 * Uploads still arriving in pieces (tus, docs/DOCUMENTS.md#the-clients-page): each one's declared
 * size, how much of its encrypted log is written, and its data key wrapped by the master key. A
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
    upload: Omit<PendingUpload, "receivedBytes" | "logBytes" | "records" | "header">,
  ): void {
    expectChanges(
      this.sql
        .prepare(
          `INSERT INTO document_uploads (id, item_id, file_name, declared_bytes, wrapped_key, key_id, created_at)
           VALUES (@id, @itemId, @fileName, @declaredBytes, @wrappedKey, @keyId, @createdAt)`,
        )
        .run(upload),
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

  deleteUpload(id: string): void {
    this.sql.prepare("DELETE FROM document_uploads WHERE id = ?").run(id);
  }

  deleteUploadsOlderThan(createdBefore: number): number {
    return this.sql.prepare("DELETE FROM document_uploads WHERE created_at < ?").run(createdBefore)
      .changes;
  }
}
