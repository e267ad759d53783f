/**
 * The desk's audit log (docs/DESK.md#audit-log): who did what, when. Append-only (the table's
 * triggers refuse UPDATE and DELETE); it holds inquiry numbers, never a visitor's personal data, so
 * it outlives the inquiries it names.
 */
import type { AuditAction, AuditEntry } from "~/desk/desk-types";
import { expectChanges, type SiteDatabase } from "./database.server";

export class AuditLog {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  /** Appends to the audit log. Never pass a visitor's personal data in `detail`. */
  record(
    staffId: number | null,
    action: AuditAction,
    messageId: number | null = null,
    detail: string | null = null,
    now = Date.now(),
  ): void {
    expectChanges(
      this.db.sqlite
        .prepare(
          "INSERT INTO desk_audit_log (at, staff_id, action, message_id, detail) VALUES (?, ?, ?, ?, ?)",
        )
        .run(now, staffId, action, messageId, detail),
      `audit ${action}`,
    );
  }

  /** Whether this person viewed this inquiry within the window (repeat views count once). */
  viewedRecently(staffId: number, messageId: number, windowMs: number, now = Date.now()): boolean {
    return (
      this.db.sqlite
        .prepare(
          "SELECT 1 FROM desk_audit_log WHERE staff_id = ? AND message_id = ? AND action = 'viewed-inquiry' AND at > ? LIMIT 1",
        )
        .get(staffId, messageId, now - windowMs) !== undefined
    );
  }

  /** Entries newest first: all, or one inquiry's; `before` pages back by entry id. */
  entries(options: { messageId?: number; before?: number; limit?: number } = {}): AuditEntry[] {
    const where: string[] = [];
    const params: number[] = [];
    if (options.messageId !== undefined) {
      where.push("a.message_id = ?");
      params.push(options.messageId);
    }
    if (options.before !== undefined) {
      where.push("a.id < ?");
      params.push(options.before);
    }
    const rows = this.db.sqlite
      .prepare(
        `SELECT a.id, a.at, s.name AS staffName, a.action, a.message_id AS messageId, a.detail,
                EXISTS (SELECT 1 FROM contact_messages m WHERE m.id = a.message_id) AS inquiryExists
           FROM desk_audit_log a LEFT JOIN desk_staff s ON s.id = a.staff_id
          ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
          ORDER BY a.id DESC LIMIT ?`,
      )
      .all(...params, options.limit ?? 100) as (Omit<AuditEntry, "inquiryExists"> & {
      inquiryExists: number;
    })[];
    return rows.map((r) => ({ ...r, inquiryExists: r.inquiryExists === 1 }));
  }
}
