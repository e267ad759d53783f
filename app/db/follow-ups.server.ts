/**
 * Notes with a follow-up date (docs/DESK.md#follow-ups): a note may say by when someone follows
 * up; the inquiry's follow-up is its earliest one not yet done. Setting, moving and finishing it
 * are one action each, recorded in the audit log (dates only, never the note's text).
 */
import { visibleText } from "~/lib/domain/visible-text";
import type { AuditLog } from "./audit-log.server";
import { expectChanges, type SiteDatabase } from "./database.server";

export interface DeskNote {
  id: number;
  createdAt: number;
  staffName: string;
  body: string;
  /** YYYY-MM-DD (Toronto), or null for a plain note. */
  followUpOn: string | null;
  followUpDoneAt: number | null;
  followUpDoneBy: string | null;
}

/** A follow-up that is due: for the "Due today" view's digest lines. */
export interface DueFollowUp {
  messageId: number;
  followUpOn: string;
  firstName: string;
  lastName: string;
  serviceType: string | null;
}

export class FollowUps {
  private readonly db: SiteDatabase;
  private readonly audit: AuditLog;

  constructor(db: SiteDatabase, audit: AuditLog) {
    this.db = db;
    this.audit = audit;
  }

  private get sql() {
    return this.db.sqlite;
  }

  private exists(id: number): boolean {
    return this.sql.prepare("SELECT 1 FROM contact_messages WHERE id = ?").get(id) !== undefined;
  }

  /** An inquiry's notes, oldest first, with their follow-up dates. */
  notes(messageId: number): DeskNote[] {
    const notes = this.sql
      .prepare(
        `SELECT n.id, n.created_at AS createdAt, s.name AS staffName, n.body,
                n.follow_up_on AS followUpOn, n.follow_up_done_at AS followUpDoneAt,
                done.name AS followUpDoneBy
           FROM desk_notes n JOIN desk_staff s ON s.id = n.staff_id
           LEFT JOIN desk_staff done ON done.id = n.follow_up_done_by
          WHERE n.message_id = ? ORDER BY n.created_at, n.id`,
      )
      .all(messageId) as DeskNote[];
    // Shown without characters that could reorder or hide it (docs/PRODUCT-RULES.md#hostile-text).
    return notes.map((n) => ({
      ...n,
      staffName: visibleText(n.staffName),
      body: visibleText(n.body),
    }));
  }

  /** The inquiry's follow-up: its earliest date not yet done, or null. */
  next(messageId: number): { noteId: number; on: string } | null {
    const row = this.sql
      .prepare(
        `SELECT id AS noteId, follow_up_on AS "on" FROM desk_notes
          WHERE message_id = ? AND follow_up_on IS NOT NULL AND follow_up_done_at IS NULL
          ORDER BY follow_up_on, id LIMIT 1`,
      )
      .get(messageId) as { noteId: number; on: string } | undefined;
    return row ?? null;
  }

  /**
   * Adds a note, with a follow-up date or without; false when the inquiry no longer exists. A note
   * may be empty when it only sets a date.
   */
  addNote(
    messageId: number,
    staffId: number,
    body: string,
    followUpOn: string | null,
    now = Date.now(),
  ): boolean {
    return this.db.transaction(() => {
      if (!this.exists(messageId)) return false;
      expectChanges(
        this.sql
          .prepare(
            "INSERT INTO desk_notes (message_id, staff_id, created_at, body, follow_up_on) VALUES (?, ?, ?, ?, ?)",
          )
          .run(messageId, staffId, now, body, followUpOn),
        "add the note",
      );
      if (body) this.audit.record(staffId, "added-note", messageId, null, now);
      if (followUpOn) this.audit.record(staffId, "set-follow-up", messageId, followUpOn, now);
      return true;
    });
  }

  /**
   * Sets the inquiry's follow-up date in one action: moves its open follow-up, or starts one (a note
   * carrying only the date). False when the inquiry no longer exists.
   */
  setDate(messageId: number, staffId: number, on: string, now = Date.now()): boolean {
    return this.db.transaction(() => {
      if (!this.exists(messageId)) return false;
      const open = this.next(messageId);
      if (open)
        expectChanges(
          this.sql
            .prepare("UPDATE desk_notes SET follow_up_on = ? WHERE id = ?")
            .run(on, open.noteId),
          "move the follow-up",
        );
      else
        expectChanges(
          this.sql
            .prepare(
              "INSERT INTO desk_notes (message_id, staff_id, created_at, body, follow_up_on) VALUES (?, ?, ?, '', ?)",
            )
            .run(messageId, staffId, now, on),
          "set the follow-up",
        );
      this.audit.record(staffId, "set-follow-up", messageId, open ? `${open.on} → ${on}` : on, now);
      return true;
    });
  }

  /** Marks every open follow-up of the inquiry done; how many there were (0: none was open). */
  complete(messageId: number, staffId: number, now = Date.now()): number {
    return this.db.transaction(() => {
      const done = this.sql
        .prepare(
          `UPDATE desk_notes SET follow_up_done_at = ?, follow_up_done_by = ?
            WHERE message_id = ? AND follow_up_on IS NOT NULL AND follow_up_done_at IS NULL`,
        )
        .run(now, staffId, messageId).changes;
      if (done) this.audit.record(staffId, "completed-follow-up", messageId, null, now);
      return done;
    });
  }

  /**
   * Follow-ups due on or before `today` (overdue included) that are this person's: on inquiries
   * assigned to them, or unassigned ones they set. Earliest first.
   */
  dueFor(staffId: number, today: string, limit = 20): DueFollowUp[] {
    return this.sql
      .prepare(
        `SELECT n.message_id AS messageId, MIN(n.follow_up_on) AS followUpOn,
                m.first_name AS firstName, m.last_name AS lastName, m.service_type AS serviceType
           FROM desk_notes n
           JOIN contact_messages m ON m.id = n.message_id
           JOIN desk_inquiries d ON d.message_id = n.message_id
          WHERE n.follow_up_on IS NOT NULL AND n.follow_up_done_at IS NULL AND n.follow_up_on <= ?
            AND (d.assigned_to = ? OR (d.assigned_to IS NULL AND n.staff_id = ?))
          GROUP BY n.message_id ORDER BY followUpOn, n.message_id LIMIT ?`,
      )
      .all(today, staffId, staffId, limit) as DueFollowUp[];
  }
}
