/**
 * The documents' repository (db/migrations/050_documents.sql): requests, their checklist items,
 * received files, uploads still arriving, e-mails about them, and objects waiting to be removed.
 * Every write that must happen checks that it did (its changes count).
 */
import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { SiteDatabase } from "~/db/database.server";
import { OutboxTable } from "~/db/outbox-table.server";
import type { KeyRecord } from "./document-keys.server";

export type ItemState = "missing" | "received" | "accepted" | "returned";
export type ScanState = "pending" | "clean" | "infected" | "unscanned";
export type DocumentEmailKind =
  | "request"
  | "receipt"
  | "returned"
  | "malware-client"
  | "malware-staff"
  | "reminder";

export interface DocumentRequest {
  id: number;
  messageId: number;
  template: string;
  title: string;
  intro: string | null;
  createdAt: number;
  createdBy: number | null;
  dueAt: number | null;
  expiresAt: number;
  revokedAt: number | null;
  remindedAt: number | null;
}

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
}

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

export interface DocumentEmail {
  id: number;
  requestId: number | null;
  kind: DocumentEmailKind;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** The SHA-256 of a link token: the database never holds a usable link. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

class NotApplied extends Error {
  override name = "WriteNotApplied";
}

function expectOne(result: { changes: number }, what: string): void {
  if (result.changes !== 1) throw new NotApplied(`${what}: changed ${result.changes} rows`);
}

const requestColumns = (t = "") =>
  [
    "id",
    "message_id AS messageId",
    "template",
    "title",
    "intro",
    "created_at AS createdAt",
    "created_by AS createdBy",
    "due_at AS dueAt",
    "expires_at AS expiresAt",
    "revoked_at AS revokedAt",
    "reminded_at AS remindedAt",
  ]
    .map((c) => `${t ? `${t}.` : ""}${c}`)
    .join(", ");
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
  ]
    .map((c) => `${t ? `${t}.` : ""}${c}`)
    .join(", ");
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

type ItemRow = Omit<RequestItem, "optional"> & { optional: number };
const toItem = (row: ItemRow): RequestItem => ({ ...row, optional: row.optional === 1 });

/** Inquiries (and their contact details) as the documents need them. */
export interface InquiryContact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  serviceType: string | null;
  receivedAt: number;
}

export class DocumentStore {
  /**
   * The e-mails about documents as a queue of the site's outbox: claimed, sent, retried and dropped
   * by the same code as every other e-mail the site sends (docs/DOCUMENTS.md#e-mails).
   */
  readonly outbox: OutboxTable;

  constructor(readonly db: Database.Database) {
    this.outbox = new OutboxTable(new SiteDatabase(db), "document_emails");
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  // The master key's record.

  keyRecord(): KeyRecord | undefined {
    const row = this.db
      .prepare(
        "SELECT key_id AS keyId, key_check AS keyCheck FROM document_master_key WHERE id = 1",
      )
      .get() as { keyId: string; keyCheck: Buffer } | undefined;
    return row ? { keyId: row.keyId, check: row.keyCheck } : undefined;
  }

  saveKeyRecord(record: KeyRecord, now: number): void {
    this.db
      .prepare(
        `INSERT INTO document_master_key (id, key_id, key_check, created_at) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET key_id = excluded.key_id, key_check = excluded.key_check`,
      )
      .run(record.keyId, record.check, now);
  }

  /** How many stored keys are wrapped by a key other than `keyId` (an unfinished rotation). */
  countWrappedByOtherKeys(keyId: string): number {
    const row = this.db
      .prepare(
        `SELECT (SELECT count(*) FROM documents WHERE key_id <> @keyId)
              + (SELECT count(*) FROM document_uploads WHERE key_id <> @keyId) AS n`,
      )
      .get({ keyId }) as { n: number };
    return row.n;
  }

  allWrappedKeys(): {
    table: "documents" | "document_uploads";
    id: string | number;
    wrappedKey: Buffer;
  }[] {
    const documents = this.db
      .prepare("SELECT id, wrapped_key AS wrappedKey FROM documents")
      .all() as { id: number; wrappedKey: Buffer }[];
    const uploads = this.db
      .prepare("SELECT id, wrapped_key AS wrappedKey FROM document_uploads")
      .all() as { id: string; wrappedKey: Buffer }[];
    return [
      ...documents.map((d) => ({ table: "documents" as const, ...d })),
      ...uploads.map((u) => ({ table: "document_uploads" as const, ...u })),
    ];
  }

  rewrapKey(
    table: "documents" | "document_uploads",
    id: string | number,
    wrappedKey: Buffer,
    keyId: string,
  ): void {
    expectOne(
      this.db
        .prepare(`UPDATE ${table} SET wrapped_key = ?, key_id = ? WHERE id = ?`)
        .run(wrappedKey, keyId, id),
      "re-wrap a data key",
    );
  }

  // Inquiries.

  inquiry(messageId: number): InquiryContact | undefined {
    return this.db
      .prepare(
        `SELECT id, first_name AS firstName, last_name AS lastName, email,
                service_type AS serviceType, received_at AS receivedAt
         FROM contact_messages WHERE id = ?`,
      )
      .get(messageId) as InquiryContact | undefined;
  }

  // Requests and items.

  createRequest(input: {
    messageId: number;
    template: string;
    title: string;
    intro: string;
    tokenHash: string;
    createdAt: number;
    createdBy: number | null;
    dueAt: number | null;
    expiresAt: number;
    items: { label: string; hint?: string; optional?: boolean }[];
    /** The booking that made the request, if one did. */
    bookingId?: number | null;
  }): number {
    const { items: _items, ...row } = input;
    const result = this.db
      .prepare(
        `INSERT INTO document_requests
           (message_id, template, title, intro, token_hash, created_at, created_by, due_at, expires_at, booking_id)
         VALUES (@messageId, @template, @title, @intro, @tokenHash, @createdAt, @createdBy, @dueAt, @expiresAt, @bookingId)`,
      )
      .run({ ...row, bookingId: row.bookingId ?? null });
    expectOne(result, "create a document request");
    const requestId = Number(result.lastInsertRowid);
    const insert = this.db.prepare(
      `INSERT INTO document_request_items (request_id, position, label, hint, optional)
       VALUES (?, ?, ?, ?, ?)`,
    );
    input.items.forEach((item, position) => {
      expectOne(
        insert.run(requestId, position, item.label, item.hint ?? null, item.optional ? 1 : 0),
        "add a checklist item",
      );
    });
    return requestId;
  }

  request(id: number): DocumentRequest | undefined {
    return this.db
      .prepare(`SELECT ${requestColumns()} FROM document_requests WHERE id = ?`)
      .get(id) as DocumentRequest | undefined;
  }

  /** The request a link opens: none when unknown, revoked or expired. */
  requestByToken(token: string, now: number): DocumentRequest | undefined {
    const hash = tokenHash(token);
    return this.db
      .prepare(
        `SELECT ${requestColumns()} FROM document_requests
         WHERE (token_hash = ? OR id = (SELECT request_id FROM document_request_links WHERE token_hash = ?))
           AND revoked_at IS NULL AND expires_at > ?`,
      )
      .get(hash, hash, now) as DocumentRequest | undefined;
  }

  /** The request a booking made, if it made one. */
  requestForBooking(bookingId: number): DocumentRequest | undefined {
    return this.db
      .prepare(`SELECT ${requestColumns()} FROM document_requests WHERE booking_id = ?`)
      .get(bookingId) as DocumentRequest | undefined;
  }

  /** One more link to a request (a booking e-mail's), besides its main one: only its hash. */
  addLink(requestId: number, hash: string, now: number): void {
    expectOne(
      this.db
        .prepare(
          "INSERT INTO document_request_links (token_hash, request_id, created_at) VALUES (?, ?, ?)",
        )
        .run(hash, requestId, now),
      "add a link to a request",
    );
  }

  /** Keeps a request's links working at least until `expiresAt`. */
  extendLink(id: number, expiresAt: number): void {
    this.db
      .prepare("UPDATE document_requests SET expires_at = MAX(expires_at, ?) WHERE id = ?")
      .run(expiresAt, id);
  }

  requestsForInquiry(messageId: number): DocumentRequest[] {
    return this.db
      .prepare(
        `SELECT ${requestColumns()} FROM document_requests WHERE message_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .all(messageId) as DocumentRequest[];
  }

  revokeRequest(id: number, now: number): boolean {
    return (
      this.db
        .prepare("UPDATE document_requests SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL")
        .run(now, id).changes === 1
    );
  }

  /** A new link for a request (the old one stops working): only its hash is stored. */
  replaceToken(id: number, hash: string, expiresAt: number): void {
    // Every other link to it stops working too.
    this.db.prepare("DELETE FROM document_request_links WHERE request_id = ?").run(id);
    expectOne(
      this.db
        .prepare(
          "UPDATE document_requests SET token_hash = ?, expires_at = ?, revoked_at = NULL WHERE id = ?",
        )
        .run(hash, expiresAt, id),
      "replace a request's link",
    );
  }

  setDueAt(id: number, dueAt: number | null): void {
    expectOne(
      this.db
        .prepare("UPDATE document_requests SET due_at = ?, reminded_at = NULL WHERE id = ?")
        .run(dueAt, id),
      "set a request's due date",
    );
  }

  items(requestId: number): RequestItem[] {
    return (
      this.db
        .prepare(
          `SELECT ${itemColumns()} FROM document_request_items WHERE request_id = ? ORDER BY position`,
        )
        .all(requestId) as ItemRow[]
    ).map(toItem);
  }

  item(id: number): RequestItem | undefined {
    const row = this.db
      .prepare(`SELECT ${itemColumns()} FROM document_request_items WHERE id = ?`)
      .get(id) as ItemRow | undefined;
    return row && toItem(row);
  }

  setItemState(
    id: number,
    state: ItemState,
    options: { now: number; staffId?: number | null; reason?: string | null },
  ): void {
    expectOne(
      this.db
        .prepare(
          `UPDATE document_request_items
           SET state = ?, return_reason = ?, state_changed_at = ?, state_changed_by = ?
           WHERE id = ?`,
        )
        .run(state, options.reason ?? null, options.now, options.staffId ?? null, id),
      "change an item's state",
    );
  }

  // Documents.

  addDocument(
    input: Omit<StoredDocument, "id" | "scannedAt" | "scanAttempts" | "signature">,
  ): number {
    const result = this.db
      .prepare(
        `INSERT INTO documents (item_id, object_key, wrapped_key, key_id, file_name, media_type,
           bytes, original_bytes, received_at, scan, next_scan_at)
         VALUES (@itemId, @objectKey, @wrappedKey, @keyId, @fileName, @mediaType, @bytes,
           @originalBytes, @receivedAt, @scan, @receivedAt)`,
      )
      .run(input);
    expectOne(result, "record a received document");
    return Number(result.lastInsertRowid);
  }

  document(id: number): StoredDocument | undefined {
    return this.db.prepare(`SELECT ${documentColumns()} FROM documents WHERE id = ?`).get(id) as
      | StoredDocument
      | undefined;
  }

  documentsForItem(itemId: number): StoredDocument[] {
    return this.db
      .prepare(
        `SELECT ${documentColumns()} FROM documents WHERE item_id = ? ORDER BY received_at, id`,
      )
      .all(itemId) as StoredDocument[];
  }

  documentsForRequest(requestId: number): StoredDocument[] {
    return this.db
      .prepare(
        `SELECT ${documentColumns("d")} FROM documents d
         JOIN document_request_items i ON i.id = d.item_id
         WHERE i.request_id = ? ORDER BY d.received_at, d.id`,
      )
      .all(requestId) as StoredDocument[];
  }

  /** Stored bytes of a request's files (the per-request limit counts them). */
  requestBytes(requestId: number): number {
    const row = this.db
      .prepare(
        `SELECT coalesce(sum(d.original_bytes), 0) AS n FROM documents d
         JOIN document_request_items i ON i.id = d.item_id
         WHERE i.request_id = ? AND d.object_key IS NOT NULL`,
      )
      .get(requestId) as { n: number };
    const pending = this.db
      .prepare(
        `SELECT coalesce(sum(u.declared_bytes), 0) AS n FROM document_uploads u
         JOIN document_request_items i ON i.id = u.item_id WHERE i.request_id = ?`,
      )
      .get(requestId) as { n: number };
    return row.n + pending.n;
  }

  /** Documents waiting for the scanner, due now. */
  dueScans(now: number, limit = 10): StoredDocument[] {
    return this.db
      .prepare(
        `SELECT ${documentColumns()} FROM documents
         WHERE scan = 'pending' AND object_key IS NOT NULL AND coalesce(next_scan_at, 0) <= ?
         ORDER BY next_scan_at LIMIT ?`,
      )
      .all(now, limit) as StoredDocument[];
  }

  nextScanAt(): number | null {
    const row = this.db
      .prepare(
        "SELECT min(next_scan_at) AS at FROM documents WHERE scan = 'pending' AND object_key IS NOT NULL",
      )
      .get() as { at: number | null };
    return row.at;
  }

  markScanned(id: number, now: number): void {
    expectOne(
      this.db
        .prepare(
          "UPDATE documents SET scan = 'clean', scanned_at = ?, next_scan_at = NULL WHERE id = ? AND scan = 'pending'",
        )
        .run(now, id),
      "mark a document scanned",
    );
  }

  /** Malware found: the row stays as the record, the object is queued for removal (trigger). */
  markInfected(id: number, signature: string, now: number): void {
    expectOne(
      this.db
        .prepare(
          `UPDATE documents SET scan = 'infected', signature = ?, scanned_at = ?, next_scan_at = NULL,
             object_key = NULL WHERE id = ?`,
        )
        .run(signature.slice(0, 200), now, id),
      "mark a document infected",
    );
  }

  scanFailed(id: number, retryAt: number): void {
    this.db
      .prepare(
        "UPDATE documents SET scan_attempts = scan_attempts + 1, next_scan_at = ? WHERE id = ? AND scan = 'pending'",
      )
      .run(retryAt, id);
  }

  /** Without a scanner: what was waiting is marked unscanned (the desk says so). */
  markPendingUnscanned(): number {
    return this.db
      .prepare(
        "UPDATE documents SET scan = 'unscanned', next_scan_at = NULL WHERE scan = 'pending'",
      )
      .run().changes;
  }

  /** With a scanner again: files that arrived without one are scanned now. */
  queueUnscanned(now: number): number {
    return this.db
      .prepare(
        "UPDATE documents SET scan = 'pending', next_scan_at = ? WHERE scan = 'unscanned' AND object_key IS NOT NULL",
      )
      .run(now).changes;
  }

  deleteDocument(id: number): void {
    expectOne(this.db.prepare("DELETE FROM documents WHERE id = ?").run(id), "delete a document");
  }

  // Uploads still arriving.

  createUpload(
    upload: Omit<PendingUpload, "receivedBytes" | "logBytes" | "records" | "header">,
  ): void {
    expectOne(
      this.db
        .prepare(
          `INSERT INTO document_uploads (id, item_id, file_name, declared_bytes, wrapped_key, key_id, created_at)
           VALUES (@id, @itemId, @fileName, @declaredBytes, @wrappedKey, @keyId, @createdAt)`,
        )
        .run(upload),
      "record an upload",
    );
  }

  upload(id: string): PendingUpload | undefined {
    return this.db
      .prepare(`SELECT ${uploadColumns()} FROM document_uploads WHERE id = ?`)
      .get(id) as PendingUpload | undefined;
  }

  advanceUpload(
    id: string,
    state: { receivedBytes: number; logBytes: number; records: number; header: Buffer },
  ): void {
    expectOne(
      this.db
        .prepare(
          `UPDATE document_uploads SET received_bytes = @receivedBytes, log_bytes = @logBytes,
             records = @records, header = @header WHERE id = @id`,
        )
        .run({ id, ...state }),
      "advance an upload",
    );
  }

  deleteUpload(id: string): void {
    this.db.prepare("DELETE FROM document_uploads WHERE id = ?").run(id);
  }

  deleteUploadsOlderThan(createdBefore: number): number {
    return this.db.prepare("DELETE FROM document_uploads WHERE created_at < ?").run(createdBefore)
      .changes;
  }

  /** The request an upload belongs to. */
  requestOfItem(itemId: number): DocumentRequest | undefined {
    return this.db
      .prepare(
        `SELECT ${requestColumns("r")} FROM document_requests r
         JOIN document_request_items i ON i.request_id = r.id WHERE i.id = ?`,
      )
      .get(itemId) as DocumentRequest | undefined;
  }

  // Objects to remove from storage.

  queuedRemovals(limit = 100): string[] {
    return (
      this.db
        .prepare(
          "SELECT object_key AS key FROM document_object_removals ORDER BY queued_at LIMIT ?",
        )
        .all(limit) as { key: string }[]
    ).map((r) => r.key);
  }

  removalDone(key: string): void {
    this.db.prepare("DELETE FROM document_object_removals WHERE object_key = ?").run(key);
  }

  allObjectKeys(): Set<string> {
    return new Set(
      (
        this.db
          .prepare("SELECT object_key AS key FROM documents WHERE object_key IS NOT NULL")
          .all() as {
          key: string;
        }[]
      ).map((r) => r.key),
    );
  }

  // E-mails.

  queueEmail(email: {
    requestId: number | null;
    kind: DocumentEmailKind;
    recipient: string;
    subject: string;
    body: string;
    now: number;
  }): number {
    const result = this.db
      .prepare(
        `INSERT INTO document_emails (request_id, kind, recipient, subject, body, next_attempt_at, created_at)
         VALUES (@requestId, @kind, @recipient, @subject, @body, @now, @now)`,
      )
      .run(email);
    expectOne(result, "queue a document e-mail");
    return Number(result.lastInsertRowid);
  }

  /** One stored e-mail, as the outbox composes it. */
  email(id: number): DocumentEmail | undefined {
    return this.db
      .prepare(
        `SELECT id, request_id AS requestId, kind, recipient, subject, body, attempts
         FROM document_emails WHERE id = ?`,
      )
      .get(id) as DocumentEmail | undefined;
  }

  emailsForRequest(
    requestId: number,
  ): { kind: DocumentEmailKind; status: string; createdAt: number }[] {
    return this.db
      .prepare(
        "SELECT kind, status, created_at AS createdAt FROM document_emails WHERE request_id = ? ORDER BY id",
      )
      .all(requestId) as { kind: DocumentEmailKind; status: string; createdAt: number }[];
  }

  // The desk's views.

  /** Open requests with items still missing or sent back, soonest due first. */
  missingAcrossInquiries(now: number): {
    requestId: number;
    messageId: number;
    title: string;
    dueAt: number | null;
    firstName: string;
    lastName: string;
    missing: number;
    returned: number;
    received: number;
    total: number;
  }[] {
    return this.db
      .prepare(
        `SELECT r.id AS requestId, r.message_id AS messageId, r.title, r.due_at AS dueAt,
                m.first_name AS firstName, m.last_name AS lastName,
                sum(i.state = 'missing' AND i.optional = 0) AS missing,
                sum(i.state = 'returned') AS returned,
                sum(i.state = 'received') AS received,
                count(*) AS total
         FROM document_requests r
         JOIN contact_messages m ON m.id = r.message_id
         JOIN document_request_items i ON i.request_id = r.id
         WHERE r.revoked_at IS NULL AND r.expires_at > ?
         GROUP BY r.id
         HAVING missing > 0 OR returned > 0 OR received > 0
         ORDER BY r.due_at IS NULL, r.due_at, r.created_at`,
      )
      .all(now) as ReturnType<DocumentStore["missingAcrossInquiries"]>;
  }

  /** Requests due within the window that still miss something and were not reminded. */
  requestsToRemind(now: number, before: number): DocumentRequest[] {
    return this.db
      .prepare(
        `SELECT ${requestColumns("r")} FROM document_requests r
         WHERE r.revoked_at IS NULL AND r.expires_at > @now AND r.reminded_at IS NULL
           AND r.due_at IS NOT NULL AND r.due_at > @now AND r.due_at <= @before
           AND EXISTS (SELECT 1 FROM document_request_items i WHERE i.request_id = r.id
                       AND i.optional = 0 AND i.state IN ('missing', 'returned'))`,
      )
      .all({ now, before }) as DocumentRequest[];
  }

  markReminded(id: number, now: number): void {
    expectOne(
      this.db.prepare("UPDATE document_requests SET reminded_at = ? WHERE id = ?").run(now, id),
      "mark a request reminded",
    );
  }

  /**
   * Retention: documents of inquiries closed (Retained, Not proceeding or Spam) more than `days`
   * ago (docs/DOCUMENTS.md#retention). Their rows go; the triggers queue their objects.
   */
  deleteDocumentsOfClosedInquiries(closedBefore: number): number {
    return this.db
      .prepare(
        `DELETE FROM document_requests WHERE message_id IN (
           SELECT message_id FROM desk_inquiries
           WHERE status IN ('retained', 'not-proceeding', 'spam') AND status_changed_at < ?)`,
      )
      .run(closedBefore).changes;
  }

  /** For the inquiry page: when retention will delete its documents (null while it is open). */
  closedAt(messageId: number): number | null {
    const row = this.db
      .prepare(
        `SELECT status_changed_at AS at FROM desk_inquiries
         WHERE message_id = ? AND status IN ('retained', 'not-proceeding', 'spam')`,
      )
      .get(messageId) as { at: number | null } | undefined;
    return row?.at ?? null;
  }

  /** Everything held about an inquiry's documents, for an access-request export (no keys). */
  exportForInquiries(messageIds: number[]): {
    requestId: number;
    messageId: number;
    title: string;
    sentAt: number;
    dueAt: number | null;
    items: {
      label: string;
      state: ItemState;
      returnReason: string | null;
      files: { name: string; type: string; bytes: number; receivedAt: number; scan: ScanState }[];
    }[];
  }[] {
    return messageIds.flatMap((messageId) =>
      this.requestsForInquiry(messageId).map((r) => ({
        requestId: r.id,
        messageId,
        title: r.title,
        sentAt: r.createdAt,
        dueAt: r.dueAt,
        items: this.items(r.id).map((i) => ({
          label: i.label,
          state: i.state,
          returnReason: i.returnReason,
          files: this.documentsForItem(i.id).map((d) => ({
            name: d.fileName,
            type: d.mediaType,
            bytes: d.bytes,
            receivedAt: d.receivedAt,
            scan: d.scan,
          })),
        })),
      })),
    );
  }
}
