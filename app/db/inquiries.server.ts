/**
 * The desk's view of each contact message as an inquiry (docs/DESK.md): its status in the
 * workflow, who it is assigned to and its notes (written by FollowUps, ./follow-ups.server.ts, the
 * one way a note is added), with the deletions and exports staff make. Every change is recorded in
 * the audit log in the same transaction.
 */
import { consentText } from "~/contact/contact-schema";
import { torontoInstant } from "~/desk/desk-time";
import type {
  InquiryDetail,
  InquiryFilters,
  InquiryListItem,
  InquiryNote,
  IntakeFields,
} from "~/desk/desk-types";
import {
  changeStatus,
  type InquiryStatus,
  isInquiryStatus,
  statusLabel,
} from "~/desk/inquiry-status";
import { visibleText, visibleTextOrNull } from "~/lib/domain/visible-text";
import type { AuditLog } from "./audit-log.server";
import type { ContactMessages, DeliveryStatus } from "./contact-messages.server";
import { deleteMessages } from "./contact-messages.server";
import { expectChanges, type SiteDatabase } from "./database.server";

const listColumns = `m.id, m.received_at AS receivedAt, m.first_name AS firstName, m.last_name AS lastName,
  m.email, m.service_type AS serviceType, m.referral_source AS referralSource,
  m.referral_other AS referralOther, COALESCE(d.status, 'new') AS status,
  d.first_reply_at AS firstReplyAt, d.assigned_to AS assignedId, s.name AS assignedName,
  (SELECT COUNT(*) FROM desk_notes n WHERE n.message_id = m.id) AS notes`;

const fromInquiries = `FROM contact_messages m
  LEFT JOIN desk_inquiries d ON d.message_id = m.id
  LEFT JOIN desk_staff s ON s.id = d.assigned_to`;

type ListRow = Omit<InquiryListItem, "assignedTo" | "suspectedSpam"> & {
  assignedId: number | null;
  assignedName: string | null;
  suspectedSpam?: unknown;
};

export interface OverviewRow {
  id: number;
  receivedAt: number;
  serviceType: string | null;
  referralSource: string | null;
  status: InquiryStatus;
  firstReplyAt: number | null;
  suspectedSpam: boolean;
}

function truthy(value: unknown): boolean {
  return !(value === null || value === undefined || value === 0 || value === "" || value === "0");
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function localDate(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * What staff read of an inquiry is what the visitor typed with its bidirectional and control
 * characters removed, so that it cannot reorder or disguise itself on the desk or in an export
 * (docs/PRODUCT-RULES.md#hostile-text).
 */
function toListItem(row: ListRow): InquiryListItem {
  const { assignedId, assignedName, suspectedSpam, ...rest } = row;
  return {
    ...rest,
    firstName: visibleText(rest.firstName),
    lastName: visibleText(rest.lastName),
    email: visibleText(rest.email),
    referralOther: visibleTextOrNull(rest.referralOther),
    status: isInquiryStatus(rest.status) ? rest.status : "new",
    assignedTo:
      assignedId !== null ? { id: assignedId, name: visibleText(assignedName ?? "") } : null,
    suspectedSpam: truthy(suspectedSpam),
  };
}

/** The inquiries repository (statuses, assignees; notes read here, added by FollowUps). */
export class Inquiries {
  private readonly db: SiteDatabase;
  private readonly audit: AuditLog;
  private readonly messages: ContactMessages;

  constructor(db: SiteDatabase, audit: AuditLog, messages: ContactMessages) {
    this.db = db;
    this.audit = audit;
    this.messages = messages;
  }

  private get sql() {
    return this.db.sqlite;
  }

  /**
   * The inbox: unanswered inquiries first (suspected spam after the real ones), then the rest;
   * newest first within each group.
   */
  list(filters: InquiryFilters, limit = 200): { items: InquiryListItem[]; total: number } {
    const where: string[] = [];
    const params: (string | number)[] = [];
    const status = "COALESCE(d.status, 'new')";
    if (filters.status === "open")
      where.push(`${status} IN ('new', 'contacted', 'consultation-booked')`);
    else if (filters.status !== "all") {
      where.push(`${status} = ?`);
      params.push(filters.status);
    }
    if (filters.area) {
      if (filters.area === "none") where.push("m.service_type IS NULL");
      else {
        where.push("m.service_type = ?");
        params.push(filters.area);
      }
    }
    if (filters.source) {
      if (filters.source === "none") where.push("m.referral_source IS NULL");
      else {
        where.push("m.referral_source = ?");
        params.push(filters.source);
      }
    }
    const from = filters.from ? localDate(filters.from) : null;
    if (from) {
      where.push("m.received_at >= ?");
      params.push(torontoInstant(from));
    }
    const to = filters.to ? localDate(filters.to) : null;
    if (to) {
      const next = new Date(Date.UTC(to.year, to.month - 1, to.day + 1));
      where.push("m.received_at < ?");
      params.push(
        torontoInstant({
          year: next.getUTCFullYear(),
          month: next.getUTCMonth() + 1,
          day: next.getUTCDate(),
        }),
      );
    }
    if (filters.ids) {
      where.push("m.id IN (SELECT value FROM json_each(?))");
      params.push(JSON.stringify(filters.ids));
    }
    const q = filters.q?.trim();
    if (q) {
      where.push(
        "((m.first_name || ' ' || m.last_name) LIKE ? ESCAPE '\\' OR m.email LIKE ? ESCAPE '\\' OR m.message LIKE ? ESCAPE '\\')",
      );
      const pattern = likePattern(q);
      params.push(pattern, pattern, pattern);
    }
    const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const spam = "m.suspected_spam";
    const total = (
      this.sql.prepare(`SELECT COUNT(*) AS n ${fromInquiries} ${whereSql}`).get(...params) as {
        n: number;
      }
    ).n;
    const rows = this.sql
      .prepare(
        `SELECT ${listColumns}, ${spam} AS suspectedSpam ${fromInquiries} ${whereSql}
          ORDER BY CASE WHEN ${status} = 'new' THEN (CASE WHEN COALESCE(${spam}, 0) IN (0, '', '0') THEN 0 ELSE 1 END) ELSE 2 END,
                   m.received_at DESC, m.id DESC
          LIMIT ?`,
      )
      .all(...params, limit) as ListRow[];
    return { items: rows.map(toListItem), total };
  }

  get(id: number): InquiryDetail | undefined {
    const row = this.sql
      .prepare(
        `SELECT ${listColumns}, m.phone, m.message, d.status_changed_at AS statusChangedAt,
                o.status AS deliveryStatus, o.attempts, o.sent_at AS sentAt,
                o.next_attempt_at AS nextAttemptAt, o.last_error AS lastError,
                m.suspected_spam AS suspectedSpam, m.other_parties AS conflictNames,
                m.key_date AS keyDate, m.consent_at AS consentAt,
                m.consent_text_version AS consentVersion
           ${fromInquiries} LEFT JOIN contact_outbox o ON o.message_id = m.id
          WHERE m.id = ?`,
      )
      .get(id) as
      | (ListRow & {
          phone: string | null;
          message: string;
          statusChangedAt: number | null;
          deliveryStatus: DeliveryStatus | null;
          attempts: number | null;
          sentAt: number | null;
          nextAttemptAt: number | null;
          lastError: string | null;
          conflictNames: string | null;
          keyDate: string | null;
          consentAt: number | null;
          consentVersion: string | null;
        })
      | undefined;
    if (!row) return undefined;
    const {
      phone,
      message,
      statusChangedAt,
      deliveryStatus,
      attempts,
      sentAt,
      nextAttemptAt,
      lastError,
      conflictNames,
      keyDate,
      consentAt,
      consentVersion,
      ...list
    } = row;
    // The consent wording the visitor ticked, from its stored version (app/contact/contact-schema.ts).
    const intake: IntakeFields = {
      conflictNames: visibleTextOrNull(conflictNames),
      keyDate: visibleTextOrNull(keyDate),
      consentAt,
      consentText: consentText(consentVersion) ?? null,
    };
    return {
      ...toListItem(list),
      phone: visibleTextOrNull(phone),
      message: visibleText(message),
      statusChangedAt,
      intake,
      delivery: deliveryStatus
        ? {
            status: deliveryStatus,
            attempts: attempts ?? 0,
            sentAt,
            nextAttemptAt: nextAttemptAt ?? 0,
            lastError,
          }
        : null,
      notesList: this.notes(id),
    };
  }

  notes(messageId: number): InquiryNote[] {
    return (
      this.sql
        .prepare(
          `SELECT n.id, n.created_at AS createdAt, s.name AS staffName, n.body
             FROM desk_notes n JOIN desk_staff s ON s.id = n.staff_id
            WHERE n.message_id = ? ORDER BY n.created_at, n.id`,
        )
        .all(messageId) as InquiryNote[]
    ).map((n) => ({ ...n, staffName: visibleText(n.staffName), body: visibleText(n.body) }));
  }

  private exists(id: number): boolean {
    return this.sql.prepare("SELECT 1 FROM contact_messages WHERE id = ?").get(id) !== undefined;
  }

  private ensureRow(id: number): void {
    this.sql.prepare("INSERT OR IGNORE INTO desk_inquiries (message_id) VALUES (?)").run(id);
  }

  /** The inquiry's status becomes "Consultation booked", unless it is already further along. */
  markBooked(messageId: number, now: number): void {
    this.sql
      .prepare(
        `INSERT INTO desk_inquiries (message_id, status, status_changed_at) VALUES (?, 'consultation-booked', ?)
         ON CONFLICT (message_id) DO UPDATE SET status = 'consultation-booked',
           status_changed_at = excluded.status_changed_at
         WHERE desk_inquiries.status IN ('new', 'contacted')`,
      )
      .run(messageId, now);
  }

  /**
   * After a booking is cancelled or declined: an inquiry the booking made "Consultation booked"
   * goes back to Contacted (or New, when nobody has replied yet) unless another consultation is
   * still held or confirmed, so the inbox never shows "Consultation booked" for a consultation that
   * will not happen (docs/DESK.md#bookings).
   */
  unmarkBooked(messageId: number, now: number): void {
    this.sql
      .prepare(
        `UPDATE desk_inquiries
            SET status = CASE WHEN first_reply_at IS NULL THEN 'new' ELSE 'contacted' END,
                status_changed_at = ?
          WHERE message_id = ? AND status = 'consultation-booked'
            AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.message_id = desk_inquiries.message_id
                              AND b.status IN ('held', 'confirmed'))`,
      )
      .run(now, messageId);
  }

  /** Moves an inquiry along the workflow (app/desk/inquiry-status.ts) and records it. */
  setStatus(
    id: number,
    to: InquiryStatus,
    staffId: number,
    now = Date.now(),
  ): { ok: true } | { ok: false; reason: string } {
    return this.db.transaction(() => {
      const current = this.sql
        .prepare(
          `SELECT COALESCE(d.status, 'new') AS status, d.first_reply_at AS firstReplyAt, d.status_changed_at AS statusChangedAt
             FROM contact_messages m LEFT JOIN desk_inquiries d ON d.message_id = m.id WHERE m.id = ?`,
        )
        .get(id) as
        | { status: InquiryStatus; firstReplyAt: number | null; statusChangedAt: number | null }
        | undefined;
      if (!current) return { ok: false as const, reason: "This inquiry no longer exists." };
      const change = changeStatus(current, to, now);
      if (!change.ok) return change;
      this.ensureRow(id);
      expectChanges(
        this.sql
          .prepare(
            "UPDATE desk_inquiries SET status = ?, status_changed_at = ?, first_reply_at = ? WHERE message_id = ?",
          )
          .run(change.next.status, change.next.statusChangedAt, change.next.firstReplyAt, id),
        "change the status",
      );
      this.audit.record(
        staffId,
        "changed-status",
        id,
        `${statusLabel(current.status)} → ${statusLabel(to)}${change.firstReply ? " (first reply)" : ""}`,
        now,
      );
      return { ok: true as const };
    });
  }

  /**
   * Assigns an inquiry to an active staff member, or to no one. "missing": no such inquiry;
   * "refused": that person cannot be assigned.
   */
  assign(
    id: number,
    assignee: number | null,
    staffId: number,
    now = Date.now(),
  ): "assigned" | "missing" | "refused" {
    return this.db.transaction(() => {
      if (!this.exists(id)) return "missing";
      const person =
        assignee === null
          ? null
          : (this.sql
              .prepare("SELECT name, disabled_at AS disabledAt FROM desk_staff WHERE id = ?")
              .get(assignee) as { name: string; disabledAt: number | null } | undefined);
      if (assignee !== null && (!person || person.disabledAt !== null)) return "refused";
      this.ensureRow(id);
      expectChanges(
        this.sql
          .prepare("UPDATE desk_inquiries SET assigned_to = ? WHERE message_id = ?")
          .run(assignee, id),
        "assign the inquiry",
      );
      this.audit.record(staffId, "assigned", id, person ? `to ${person.name}` : "unassigned", now);
      return "assigned";
    });
  }

  /**
   * Puts a notification e-mail that failed (or was cut off) back at the front of the queue. A sent
   * notification is not sent again.
   */
  retryDelivery(id: number, staffId: number, now = Date.now()): boolean {
    return this.db.transaction(() => {
      const changed = this.messages.retryNotification(id, now);
      if (changed) this.audit.record(staffId, "retried-delivery", id, null, now);
      return changed;
    });
  }

  /** Deletes one inquiry and everything about it; the audit log keeps the fact. */
  delete(id: number, staffId: number, reason: string, now = Date.now()): boolean {
    return this.db.transaction(() => {
      const deleted = deleteMessages(this.db, { ids: [id] }).length === 1;
      if (deleted) this.audit.record(staffId, "deleted-inquiry", id, reason, now);
      return deleted;
    });
  }

  /** Ids of every inquiry sent from one e-mail address (case-insensitive), oldest first. */
  idsForEmail(email: string): number[] {
    return (
      this.sql
        .prepare(
          "SELECT id FROM contact_messages WHERE lower(email) = lower(?) ORDER BY received_at, id",
        )
        .all(email.trim()) as { id: number }[]
    ).map((r) => r.id);
  }

  /**
   * For each of these inquiries, the others sent from the same address, however it was
   * capitalised (the inbox's "Same address as #N"); one read for a page of rows.
   */
  othersFromSameAddress(ids: readonly number[]): Map<number, number[]> {
    const found = new Map<number, number[]>();
    if (!ids.length) return found;
    const rows = this.sql
      .prepare(
        `SELECT m.id, o.id AS other FROM contact_messages m
           JOIN contact_messages o ON lower(o.email) = lower(m.email) AND o.id <> m.id
          WHERE m.id IN (SELECT value FROM json_each(?)) ORDER BY o.received_at, o.id`,
      )
      .all(JSON.stringify(ids)) as { id: number; other: number }[];
    for (const r of rows) found.set(r.id, [...(found.get(r.id) ?? []), r.other]);
    return found;
  }

  /** Everything held about one e-mail address, for an access request (PIPEDA, Principle 4.9). */
  dataForEmail(email: string): InquiryDetail[] {
    return this.idsForEmail(email)
      .map((id) => this.get(id))
      .filter((i): i is InquiryDetail => i !== undefined);
  }

  /** Deletes everything about one address (PIPEDA, Principle 4.5.3); returns the ids deleted. */
  deleteEmail(email: string, staffId: number, now = Date.now()): number[] {
    return this.db.transaction(() => {
      const ids = deleteMessages(this.db, { ids: this.idsForEmail(email) });
      if (ids.length)
        this.audit.record(
          staffId,
          "deleted-address",
          null,
          `${ids.length} inquir${ids.length === 1 ? "y" : "ies"}: ${ids.map((i) => `#${i}`).join(", ")}`,
          now,
        );
      return ids;
    });
  }

  /** The rows the overview figures are computed from. */
  overviewRows(since: number): OverviewRow[] {
    const rows = this.sql
      .prepare(
        `SELECT m.id, m.received_at AS receivedAt, m.service_type AS serviceType,
                m.referral_source AS referralSource, COALESCE(d.status, 'new') AS status,
                d.first_reply_at AS firstReplyAt, m.suspected_spam AS suspectedSpam
           FROM contact_messages m LEFT JOIN desk_inquiries d ON d.message_id = m.id
          WHERE m.received_at >= ? OR COALESCE(d.status, 'new') = 'new'`,
      )
      .all(since) as (Omit<OverviewRow, "status" | "suspectedSpam"> & {
      status: string;
      suspectedSpam: unknown;
    })[];
    return rows.map((r) => ({
      ...r,
      status: isInquiryStatus(r.status) ? r.status : "new",
      suspectedSpam: truthy(r.suspectedSpam),
    }));
  }
}
