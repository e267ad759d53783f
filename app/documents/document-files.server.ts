/**
 * A request's checklist items and the files received for them (db/migrations/050_documents.sql):
 * each item's state, each stored document (its object's name, its data key wrapped by the master
 * key, never its content) and its malware scan (docs/DOCUMENTS.md#malware-scanning). Deleting a
 * document's row, or infecting it, queues its stored object for removal (database triggers). Every
 * write that must happen checks that it did (`expectChanges`, app/db/README.md#writes-that-must-happen).
 */
import { expectChanges, type SiteDatabase } from "~/db/database.server";

export type ItemState = "missing" | "received" | "accepted" | "returned";
export type ScanState = "pending" | "clean" | "infected" | "unscanned";

export interface RequestItem {
  id: number;
  requestId: number;
  position: number;
  label: string;
  hint: string | null;
  optional: boolean;
  state: ItemState;
  returnReason: string | null;
  stateChangedAt: number | null;
}

export interface StoredDocument {
  id: number;
  itemId: number;
  objectKey: string | null;
  wrappedKey: Buffer;
  keyId: string;
  fileName: string;
  mediaType: string;
  bytes: number;
  originalBytes: number;
  receivedAt: number;
  scan: ScanState;
  scannedAt: number | null;
  scanAttempts: number;
  signature: string | null;
  /**
   * PDFs: what was done about their scripts on arrival (docs/DOCUMENTS.md#pdfs-without-their-scripts);
   * null for every other type. Only a PDF checked (`none`) or cleared (`removed`) is shown in the
   * browser.
   */
  activeContent: "none" | "removed" | "unchecked" | null;
}

const itemColumns = (t = "") =>
  [
    "id",
    "request_id AS requestId",
    "position",
    "label",
    "hint",
    "optional",
    "state",
    "return_reason AS returnReason",
    "state_changed_at AS stateChangedAt",
  ]
    .map((c) => `${t ? `${t}.` : ""}${c}`)
    .join(", ");
const documentColumns = (t = "") =>
  [
    "id",
    "item_id AS itemId",
    "object_key AS objectKey",
    "wrapped_key AS wrappedKey",
    "key_id AS keyId",
    "file_name AS fileName",
    "media_type AS mediaType",
    "bytes",
    "original_bytes AS originalBytes",
    "received_at AS receivedAt",
    "scan",
    "scanned_at AS scannedAt",
    "scan_attempts AS scanAttempts",
    "signature",
    "active_content AS activeContent",
  ]
    .map((c) => `${t ? `${t}.` : ""}${c}`)
    .join(", ");

type ItemRow = Omit<RequestItem, "optional"> & { optional: number };
const toItem = (row: ItemRow): RequestItem => ({ ...row, optional: row.optional === 1 });

/** The items, documents and scans repository. */
export class DocumentFiles {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  private get sql() {
    return this.db.sqlite;
  }

  // Checklist items.

  items(requestId: number): RequestItem[] {
    return (
      this.sql
        .prepare(
          `SELECT ${itemColumns()} FROM document_request_items WHERE request_id = ? ORDER BY position`,
        )
        .all(requestId) as ItemRow[]
    ).map(toItem);
  }

  item(id: number): RequestItem | undefined {
    const row = this.sql
      .prepare(`SELECT ${itemColumns()} FROM document_request_items WHERE id = ?`)
      .get(id) as ItemRow | undefined;
    return row && toItem(row);
  }

  setItemState(
    id: number,
    state: ItemState,
    options: { now: number; staffId?: number | null; reason?: string | null },
  ): void {
    expectChanges(
      this.sql
        .prepare(
          `UPDATE document_request_items
           SET state = ?, return_reason = ?, state_changed_at = ?, state_changed_by = ?
           WHERE id = ?`,
        )
        .run(state, options.reason ?? null, options.now, options.staffId ?? null, id),
      "change an item's state",
    );
    // The files staff sent back are no longer held for the item: the same file sent again is
    // stored again (docs/DOCUMENTS.md#the-same-file-twice).
    if (state === "returned")
      this.sql
        .prepare("UPDATE documents SET returned_at = ? WHERE item_id = ? AND returned_at IS NULL")
        .run(options.now, id);
  }

  // Documents.

  addDocument(
    input: Omit<
      StoredDocument,
      "id" | "scannedAt" | "scanAttempts" | "signature" | "activeContent"
    > & {
      /** The sender's address as a keyed hash (docs/DOCUMENTS.md#storage-per-person). */
      clientKey?: string | null;
      /** The keyed hash of the bytes sent (docs/DOCUMENTS.md#the-same-file-twice). */
      contentMac?: string | null;
      activeContent?: StoredDocument["activeContent"];
    },
  ): number {
    const result = this.sql
      .prepare(
        `INSERT INTO documents (item_id, object_key, wrapped_key, key_id, file_name, media_type,
           bytes, original_bytes, received_at, scan, next_scan_at, client_key, active_content,
           content_mac)
         VALUES (@itemId, @objectKey, @wrappedKey, @keyId, @fileName, @mediaType, @bytes,
           @originalBytes, @receivedAt, @scan, @receivedAt, @clientKey, @activeContent, @contentMac)`,
      )
      .run({
        ...input,
        clientKey: input.clientKey ?? null,
        contentMac: input.contentMac ?? null,
        activeContent: input.activeContent ?? null,
      });
    expectChanges(result, "record a received document");
    return Number(result.lastInsertRowid);
  }

  document(id: number): StoredDocument | undefined {
    return this.sql.prepare(`SELECT ${documentColumns()} FROM documents WHERE id = ?`).get(id) as
      | StoredDocument
      | undefined;
  }

  /**
   * A document of the item with the same content that the firm still holds: stored (not deleted,
   * not infected) and not sent back (docs/DOCUMENTS.md#the-same-file-twice).
   */
  heldDuplicate(itemId: number, contentMac: string): StoredDocument | undefined {
    return this.sql
      .prepare(
        `SELECT ${documentColumns()} FROM documents
         WHERE item_id = ? AND content_mac = ? AND object_key IS NOT NULL AND returned_at IS NULL
         ORDER BY id LIMIT 1`,
      )
      .get(itemId, contentMac) as StoredDocument | undefined;
  }

  /**
   * The names of the item's files the firm still holds, as a receipt lists them: stored (not deleted,
   * not infected) and not sent back by staff (docs/DOCUMENTS.md#e-mails).
   */
  heldFileNames(itemId: number): string[] {
    return (
      this.sql
        .prepare(
          `SELECT file_name AS fileName FROM documents
           WHERE item_id = ? AND object_key IS NOT NULL AND returned_at IS NULL AND scan != 'infected'
           ORDER BY received_at, id`,
        )
        .all(itemId) as { fileName: string }[]
    ).map((d) => d.fileName);
  }

  documentsForItem(itemId: number): StoredDocument[] {
    return this.sql
      .prepare(
        `SELECT ${documentColumns()} FROM documents WHERE item_id = ? ORDER BY received_at, id`,
      )
      .all(itemId) as StoredDocument[];
  }

  /** Stored bytes of a request's files (the per-request limit counts them). */
  requestBytes(requestId: number): number {
    const row = this.sql
      .prepare(
        `SELECT coalesce(sum(d.original_bytes), 0) AS n FROM documents d
         JOIN document_request_items i ON i.id = d.item_id
         WHERE i.request_id = ? AND d.object_key IS NOT NULL`,
      )
      .get(requestId) as { n: number };
    const pending = this.sql
      .prepare(
        `SELECT coalesce(sum(u.declared_bytes), 0) AS n FROM document_uploads u
         JOIN document_request_items i ON i.id = u.item_id
         WHERE i.request_id = ? AND u.document_id IS NULL`,
      )
      .get(requestId) as { n: number };
    return row.n + pending.n;
  }

  /**
   * What one e-mail address holds across all its inquiries' requests
   * (docs/DOCUMENTS.md#storage-per-person): the files kept and not accepted by staff, and the
   * declared sizes of its unfinished uploads.
   */
  heldBytesForEmail(email: string): number {
    const row = this.sql
      .prepare(
        `WITH requests AS (
           SELECT r.id FROM document_requests r JOIN contact_messages m ON m.id = r.message_id
           WHERE m.email = ? COLLATE NOCASE)
         SELECT
           (SELECT coalesce(sum(d.original_bytes), 0) FROM documents d
              JOIN document_request_items i ON i.id = d.item_id
              WHERE i.request_id IN requests AND d.object_key IS NOT NULL AND i.state <> 'accepted')
         + (SELECT coalesce(sum(u.declared_bytes), 0) FROM document_uploads u
              JOIN document_request_items i ON i.id = u.item_id
              WHERE i.request_id IN requests AND u.document_id IS NULL) AS n`,
      )
      .get(email) as { n: number };
    return row.n;
  }

  /** What was sent from one client address (its keyed hash) and is still held, as above. */
  heldBytesForClient(clientKey: string): number {
    const row = this.sql
      .prepare(
        `SELECT
           (SELECT coalesce(sum(d.original_bytes), 0) FROM documents d
              JOIN document_request_items i ON i.id = d.item_id
              WHERE d.client_key = @key AND d.object_key IS NOT NULL AND i.state <> 'accepted')
         + (SELECT coalesce(sum(u.declared_bytes), 0) FROM document_uploads u
              WHERE u.client_key = @key AND u.document_id IS NULL) AS n`,
      )
      .get({ key: clientKey }) as { n: number };
    return row.n;
  }

  // Scans.

  /** Documents waiting for the scanner, due now. */
  dueScans(now: number, limit = 10): StoredDocument[] {
    return this.sql
      .prepare(
        `SELECT ${documentColumns()} FROM documents
         WHERE scan = 'pending' AND object_key IS NOT NULL AND coalesce(next_scan_at, 0) <= ?
         ORDER BY next_scan_at LIMIT ?`,
      )
      .all(now, limit) as StoredDocument[];
  }

  markScanned(id: number, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "UPDATE documents SET scan = 'clean', scanned_at = ?, next_scan_at = NULL WHERE id = ? AND scan = 'pending'",
        )
        .run(now, id),
      "mark a document scanned",
    );
  }

  /** Malware found: the row stays as the record, the object is queued for removal (trigger). */
  markInfected(id: number, signature: string, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          `UPDATE documents SET scan = 'infected', signature = ?, scanned_at = ?, next_scan_at = NULL,
             object_key = NULL WHERE id = ?`,
        )
        .run(signature.slice(0, 200), now, id),
      "mark a document infected",
    );
  }

  scanFailed(id: number, retryAt: number): void {
    this.sql
      .prepare(
        "UPDATE documents SET scan_attempts = scan_attempts + 1, next_scan_at = ? WHERE id = ? AND scan = 'pending'",
      )
      .run(retryAt, id);
  }

  /** Without a scanner: what was waiting is marked unscanned (the desk says so). */
  markPendingUnscanned(): number {
    return this.sql
      .prepare(
        "UPDATE documents SET scan = 'unscanned', next_scan_at = NULL WHERE scan = 'pending'",
      )
      .run().changes;
  }

  /** With a scanner again: files that arrived without one are scanned now. */
  queueUnscanned(now: number): number {
    return this.sql
      .prepare(
        "UPDATE documents SET scan = 'pending', next_scan_at = ? WHERE scan = 'unscanned' AND object_key IS NOT NULL",
      )
      .run(now).changes;
  }
}
