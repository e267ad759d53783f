/**
 * What the documents keep and for how long (docs/DOCUMENTS.md#retention): the documents of closed
 * inquiries deleted after the retention period, the stored objects waiting to be removed once their
 * rows are gone (queued by database triggers, db/migrations/050_documents.sql), and everything held
 * about an inquiry's documents for an access request's export (PIPEDA Principle 4.9).
 */
import type { SiteDatabase } from "~/db/database.server";
import type { DocumentFiles, ItemState, ScanState } from "./document-files.server";
import type { DocumentRequests } from "./document-requests.server";

/** The retention, removals and export repository. */
export class DocumentRetention {
  private readonly db: SiteDatabase;
  private readonly requests: DocumentRequests;
  private readonly files: DocumentFiles;

  constructor(db: SiteDatabase, requests: DocumentRequests, files: DocumentFiles) {
    this.db = db;
    this.requests = requests;
    this.files = files;
  }

  private get sql() {
    return this.db.sqlite;
  }

  /**
   * Retention: documents of inquiries closed (Retained, Not proceeding or Spam) more than `days`
   * ago (docs/DOCUMENTS.md#retention). Their rows go; the triggers queue their objects.
   */
  deleteDocumentsOfClosedInquiries(closedBefore: number): number {
    return this.sql
      .prepare(
        `DELETE FROM document_requests WHERE message_id IN (
           SELECT message_id FROM desk_inquiries
           WHERE status IN ('retained', 'not-proceeding', 'spam') AND status_changed_at < ?)`,
      )
      .run(closedBefore).changes;
  }

  /**
   * Retention of a booking that did not take place (docs/DOCUMENTS.md#retention): the files staff
   * have not accepted of each request whose booking was cancelled or declined before `endedBefore`
   * go, with its unfinished uploads; a request left with nothing staff accepted goes whole (its
   * items, links and e-mails). The triggers queue the stored objects for removal.
   */
  deleteUnacceptedOfEndedBookings(endedBefore: number): { requests: number; documents: number } {
    return this.db.transaction(() => {
      const ended = `SELECT r.id FROM document_requests r JOIN bookings b ON b.id = r.booking_id
        WHERE b.status IN ('cancelled', 'declined') AND b.status_changed_at < @endedBefore`;
      const documents = this.sql
        .prepare(
          `DELETE FROM documents WHERE item_id IN (
             SELECT id FROM document_request_items
             WHERE state <> 'accepted' AND request_id IN (${ended}))`,
        )
        .run({ endedBefore }).changes;
      this.sql
        .prepare(
          `UPDATE document_request_items SET state = 'missing'
           WHERE state = 'received' AND request_id IN (${ended})`,
        )
        .run({ endedBefore });
      this.sql
        .prepare(
          `DELETE FROM document_uploads WHERE item_id IN (
             SELECT id FROM document_request_items WHERE request_id IN (${ended}))`,
        )
        .run({ endedBefore });
      const requests = this.sql
        .prepare(
          `DELETE FROM document_requests WHERE id IN (${ended}) AND NOT EXISTS (
             SELECT 1 FROM document_request_items i WHERE i.request_id = document_requests.id
               AND i.state = 'accepted')`,
        )
        .run({ endedBefore }).changes;
      return { requests, documents };
    });
  }

  /** For the inquiry page: when retention will delete its documents (null while it is open). */
  closedAt(messageId: number): number | null {
    const row = this.sql
      .prepare(
        `SELECT status_changed_at AS at FROM desk_inquiries
         WHERE message_id = ? AND status IN ('retained', 'not-proceeding', 'spam')`,
      )
      .get(messageId) as { at: number | null } | undefined;
    return row?.at ?? null;
  }

  // Objects to remove from storage.

  queuedRemovals(limit = 100): string[] {
    return (
      this.sql
        .prepare(
          "SELECT object_key AS key FROM document_object_removals ORDER BY queued_at LIMIT ?",
        )
        .all(limit) as { key: string }[]
    ).map((r) => r.key);
  }

  removalDone(key: string): void {
    this.sql.prepare("DELETE FROM document_object_removals WHERE object_key = ?").run(key);
  }

  // Access requests.

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
      this.requests.requestsForInquiry(messageId).map((r) => ({
        requestId: r.id,
        messageId,
        title: r.title,
        sentAt: r.createdAt,
        dueAt: r.dueAt,
        items: this.files.items(r.id).map((i) => ({
          label: i.label,
          state: i.state,
          returnReason: i.returnReason,
          files: this.files.documentsForItem(i.id).map((d) => ({
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
