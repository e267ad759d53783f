/**
 * The daily digest (docs/DESK.md#the-daily-digest): once a day, each staff member who has not
 * turned it off gets a short e-mail of their follow-ups due and the inquiries waiting for a first
 * reply. A day's digests are queued in one transaction with the day's row, so they are queued once
 * whatever restarts happen (or however many processes check), then sent by the outbox, each at
 * most once.
 */
import type { AuditLog } from "./audit-log.server";
import { expectChanges, type SiteDatabase } from "./database.server";
import { OutboxTable } from "./outbox-table.server";

export interface DigestEntry {
  id: number;
  day: string;
  staffId: number;
  staffName: string;
  staffEmail: string;
  /** 1 when the account was disabled after the digest was queued. */
  disabled: number;
  /** 1 while the person still wants the digest (they may turn it off after it was queued). */
  wanted: number;
}

/** An inquiry waiting for a first reply, as a line of the digest. */
export interface WaitingInquiry {
  id: number;
  receivedAt: number;
  firstName: string;
  lastName: string;
  serviceType: string | null;
  assignedToMe: boolean;
}

export class DeskDigests {
  private readonly db: SiteDatabase;
  private readonly audit: AuditLog;
  /** The outbox's bookkeeping of the digests (claim, sent, retry, drop): app/db/outbox-table. */
  readonly outbox: OutboxTable;

  constructor(db: SiteDatabase, audit: AuditLog) {
    this.db = db;
    this.audit = audit;
    this.outbox = new OutboxTable(db, "desk_digests");
  }

  private get sql() {
    return this.db.sqlite;
  }

  /** Whether this day's digests were already queued. */
  queuedOn(day: string): boolean {
    return this.sql.prepare("SELECT 1 FROM desk_digest_days WHERE day = ?").get(day) !== undefined;
  }

  /**
   * Queues the day's digest for every active staff member who wants one and for whom `hasNews`
   * says there is something to tell. Returns how many were queued, or null when the day's digests
   * were queued before (by this process before a restart, or another one).
   */
  queueDay(day: string, hasNews: (staffId: number) => boolean, now = Date.now()): number | null {
    return this.db.transaction(() => {
      const claimed = this.sql
        .prepare(
          "INSERT INTO desk_digest_days (day, queued_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING",
        )
        .run(day, now);
      if (claimed.changes !== 1) return null;
      const staff = this.sql
        .prepare(
          "SELECT id FROM desk_staff WHERE disabled_at IS NULL AND daily_digest = 1 ORDER BY id",
        )
        .all() as { id: number }[];
      let queued = 0;
      for (const { id } of staff) {
        if (!hasNews(id)) continue;
        expectChanges(
          this.sql
            .prepare(
              "INSERT INTO desk_digests (day, staff_id, status, next_attempt_at) VALUES (?, ?, 'pending', ?)",
            )
            .run(day, id, now),
          "queue a digest",
        );
        queued++;
      }
      return queued;
    });
  }

  /** Whether a person gets the daily digest. */
  wantsDigest(staffId: number): boolean {
    const row = this.sql
      .prepare("SELECT daily_digest AS on_ FROM desk_staff WHERE id = ?")
      .get(staffId) as { on_: number } | undefined;
    return row?.on_ === 1;
  }

  /**
   * Turns a person's own digest on or off, recorded in the audit log in the same transaction.
   * False when it already was so (nothing changed, nothing recorded).
   */
  setWantsDigest(staffId: number, on: boolean, now = Date.now()): boolean {
    return this.db.transaction(() => {
      if (this.wantsDigest(staffId) === on) return false;
      expectChanges(
        this.sql
          .prepare("UPDATE desk_staff SET daily_digest = ? WHERE id = ?")
          .run(on ? 1 : 0, staffId),
        "change the digest setting",
      );
      this.audit.record(staffId, on ? "turned-on-digest" : "turned-off-digest", null, null, now);
      return true;
    });
  }

  /**
   * New inquiries from people (not suspected spam) assigned to this person or to no one, oldest
   * first: what waits for a first reply.
   */
  waitingFor(staffId: number, limit = 20): { items: WaitingInquiry[]; total: number } {
    const where = `d.status = 'new' AND d.suspected = 0 AND (d.assigned_to = ? OR d.assigned_to IS NULL)`;
    const total = (
      this.sql
        .prepare(`SELECT COUNT(*) AS n FROM desk_inquiries d WHERE ${where}`)
        .get(staffId) as { n: number }
    ).n;
    const items = (
      this.sql
        .prepare(
          `SELECT d.message_id AS id, d.received_at AS receivedAt, m.first_name AS firstName,
                  m.last_name AS lastName, m.service_type AS serviceType,
                  d.assigned_to IS NOT NULL AS assignedToMe
             FROM desk_inquiries d JOIN contact_messages m ON m.id = d.message_id
            WHERE ${where} ORDER BY d.received_at, d.message_id LIMIT ?`,
        )
        .all(staffId, limit) as (Omit<WaitingInquiry, "assignedToMe"> & { assignedToMe: number })[]
    ).map((r) => ({ ...r, assignedToMe: r.assignedToMe === 1 }));
    return { items, total };
  }

  /** One queued digest, with the person it goes to. */
  entry(id: number): DigestEntry | undefined {
    return this.sql
      .prepare(
        `SELECT g.id, g.day, g.staff_id AS staffId, s.name AS staffName, s.email AS staffEmail,
                s.disabled_at IS NOT NULL AS disabled, s.daily_digest = 1 AS wanted
           FROM desk_digests g JOIN desk_staff s ON s.id = g.staff_id WHERE g.id = ?`,
      )
      .get(id) as DigestEntry | undefined;
  }

  /** The digests of one day, in the order they were queued (for the operator and the tests). */
  ofDay(day: string): { staffId: number; status: string; sentAt: number | null }[] {
    return this.sql
      .prepare(
        "SELECT staff_id AS staffId, status, sent_at AS sentAt FROM desk_digests WHERE day = ? ORDER BY id",
      )
      .all(day) as { staffId: number; status: string; sentAt: number | null }[];
  }
}
