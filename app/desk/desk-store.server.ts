import { createHash, randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { consentText } from "~/contact/contact-schema";
import type { DeliveryStatus } from "~/contact/contact-store.server";
import { torontoInstant } from "./desk-time";
import type {
  AuditAction,
  AuditEntry,
  DeskSession,
  InquiryDetail,
  InquiryFilters,
  InquiryListItem,
  InquiryNote,
  IntakeFields,
  Passkey,
  StaffMember,
  StaffWithPasskeys,
} from "./desk-types";
import { changeStatus, type InquiryStatus, isInquiryStatus, statusLabel } from "./inquiry-status";

/** A random 256-bit secret, base64url (session ids, enrollment tokens). */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Secrets are stored only as their SHA-256 (OWASP Session Management Cheat Sheet). */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export interface StoredPasskey {
  id: string;
  staffId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[] | undefined;
}

/**
 * Columns other parts of the site add to `contact_messages` (suspected spam, intake answers). The
 * desk reads each one only if the database has it, so it works before and after those migrations.
 */
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
 * The lead desk's data in the contact inbox's SQLite database (db/migrations/010_lead_desk.sql):
 * staff, passkeys, sessions, enrollment links, the status of each inquiry, notes and the audit
 * log. Synchronous like ContactInbox; every write is committed before the method returns.
 */
export class DeskStore {
  readonly db: Database.Database;

  constructor(db: Database.Database) {
    this.db = db;
  }

  // ---------------------------------------------------------------- staff

  addStaff(email: string, name: string, now = Date.now()): StaffMember {
    const handle = randomBytes(16).toString("base64url");
    const result = this.db
      .prepare("INSERT INTO desk_staff (email, name, user_handle, created_at) VALUES (?, ?, ?, ?)")
      .run(email.trim(), name.trim(), handle, now);
    return this.staffById(Number(result.lastInsertRowid)) as StaffMember;
  }

  staffByEmail(email: string): StaffMember | undefined {
    return this.db
      .prepare(
        "SELECT id, email, name, created_at AS createdAt, disabled_at AS disabledAt FROM desk_staff WHERE email = ?",
      )
      .get(email.trim()) as StaffMember | undefined;
  }

  staffById(id: number): StaffMember | undefined {
    return this.db
      .prepare(
        "SELECT id, email, name, created_at AS createdAt, disabled_at AS disabledAt FROM desk_staff WHERE id = ?",
      )
      .get(id) as StaffMember | undefined;
  }

  userHandle(staffId: number): string {
    const row = this.db
      .prepare("SELECT user_handle AS h FROM desk_staff WHERE id = ?")
      .get(staffId) as { h: string } | undefined;
    if (!row) throw new Error("no such staff member");
    return row.h;
  }

  listStaff(): StaffWithPasskeys[] {
    return this.db
      .prepare(
        `SELECT s.id, s.email, s.name, s.created_at AS createdAt, s.disabled_at AS disabledAt,
           (SELECT COUNT(*) FROM desk_passkeys p WHERE p.staff_id = s.id) AS passkeys,
           (SELECT MAX(at) FROM desk_audit_log a WHERE a.staff_id = s.id AND a.action = 'signed-in') AS lastSignInAt
         FROM desk_staff s ORDER BY s.name COLLATE NOCASE, s.id`,
      )
      .all() as StaffWithPasskeys[];
  }

  /** Active staff, for the "assign to" list. */
  activeStaff(): StaffMember[] {
    return this.listStaff().filter((s) => s.disabledAt === null);
  }

  /** Disables an account and ends its sessions; its passkeys stop working at once. */
  disableStaff(staffId: number, now = Date.now()): void {
    this.db.transaction(() => {
      this.db
        .prepare("UPDATE desk_staff SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL")
        .run(now, staffId);
      this.db.prepare("DELETE FROM desk_sessions WHERE staff_id = ?").run(staffId);
      this.db
        .prepare(
          "UPDATE desk_enrollments SET revoked_at = ? WHERE staff_id = ? AND used_at IS NULL AND revoked_at IS NULL",
        )
        .run(now, staffId);
    })();
  }

  enableStaff(staffId: number): void {
    this.db.prepare("UPDATE desk_staff SET disabled_at = NULL WHERE id = ?").run(staffId);
  }

  // ---------------------------------------------------------------- enrollment links

  /** A new single-use link token; earlier unused links of the same person stop working. */
  createEnrollment(staffId: number, now = Date.now(), ttlMs = 24 * 60 * 60 * 1000): string {
    const token = newSecret();
    this.db.transaction(() => {
      this.db
        .prepare(
          "UPDATE desk_enrollments SET revoked_at = ? WHERE staff_id = ? AND used_at IS NULL AND revoked_at IS NULL",
        )
        .run(now, staffId);
      this.db
        .prepare(
          "INSERT INTO desk_enrollments (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
        )
        .run(hashSecret(token), staffId, now, now + ttlMs);
    })();
    return token;
  }

  /** The staff member a token enrolls, while it is unused, unrevoked and unexpired. */
  enrollmentStaff(token: string, now = Date.now()): StaffMember | undefined {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    const row = this.db
      .prepare(
        `SELECT e.staff_id AS staffId FROM desk_enrollments e JOIN desk_staff s ON s.id = e.staff_id
          WHERE e.token_hash = ? AND e.used_at IS NULL AND e.revoked_at IS NULL AND e.expires_at > ?
            AND s.disabled_at IS NULL`,
      )
      .get(hashSecret(token), now) as { staffId: number } | undefined;
    return row ? this.staffById(row.staffId) : undefined;
  }

  /** Marks a token used; false if it was used (or expired) in the meantime. */
  consumeEnrollment(token: string, now = Date.now()): boolean {
    return (
      this.db
        .prepare(
          "UPDATE desk_enrollments SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?",
        )
        .run(now, hashSecret(token), now).changes === 1
    );
  }

  // ---------------------------------------------------------------- WebAuthn challenges

  saveChallenge(
    challenge: string,
    purpose: "sign-in" | "enroll" | "add-passkey",
    staffId: number | null,
    now = Date.now(),
    ttlMs = 5 * 60 * 1000,
  ): void {
    this.db.prepare("DELETE FROM desk_challenges WHERE expires_at <= ?").run(now);
    this.db
      .prepare(
        "INSERT INTO desk_challenges (challenge, purpose, staff_id, expires_at) VALUES (?, ?, ?, ?)",
      )
      .run(challenge, purpose, staffId, now + ttlMs);
  }

  /** Uses up a challenge: true once, if it was issued for this purpose (and person) and is fresh. */
  consumeChallenge(
    challenge: string,
    purpose: "sign-in" | "enroll" | "add-passkey",
    staffId: number | null,
    now = Date.now(),
  ): boolean {
    return (
      this.db
        .prepare(
          "DELETE FROM desk_challenges WHERE challenge = ? AND purpose = ? AND staff_id IS ? AND expires_at > ?",
        )
        .run(challenge, purpose, staffId, now).changes === 1
    );
  }

  // ---------------------------------------------------------------- passkeys

  addPasskey(
    staffId: number,
    credential: {
      id: string;
      publicKey: Uint8Array;
      counter: number;
      transports?: string[];
      deviceType: string;
      backedUp: boolean;
    },
    now = Date.now(),
  ): void {
    this.db
      .prepare(
        `INSERT INTO desk_passkeys (id, staff_id, public_key, counter, transports, device_type, backed_up, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        credential.id,
        staffId,
        Buffer.from(credential.publicKey),
        credential.counter,
        credential.transports ? JSON.stringify(credential.transports) : null,
        credential.deviceType,
        credential.backedUp ? 1 : 0,
        now,
      );
  }

  passkey(id: string): StoredPasskey | undefined {
    const row = this.db
      .prepare(
        "SELECT id, staff_id AS staffId, public_key AS publicKey, counter, transports FROM desk_passkeys WHERE id = ?",
      )
      .get(id) as
      | {
          id: string;
          staffId: number;
          publicKey: Buffer;
          counter: number;
          transports: string | null;
        }
      | undefined;
    if (!row) return undefined;
    return {
      id: row.id,
      staffId: row.staffId,
      publicKey: new Uint8Array(row.publicKey),
      counter: row.counter,
      transports: row.transports ? (JSON.parse(row.transports) as string[]) : undefined,
    };
  }

  passkeysOf(staffId: number): Passkey[] {
    return (
      this.db
        .prepare(
          `SELECT id, created_at AS createdAt, last_used_at AS lastUsedAt, device_type AS deviceType, backed_up AS backedUp
             FROM desk_passkeys WHERE staff_id = ? ORDER BY created_at`,
        )
        .all(staffId) as (Omit<Passkey, "backedUp"> & { backedUp: number })[]
    ).map((p) => ({ ...p, backedUp: p.backedUp === 1 }));
  }

  passkeyTransports(staffId: number): { id: string; transports?: string[] }[] {
    return (
      this.db
        .prepare("SELECT id, transports FROM desk_passkeys WHERE staff_id = ?")
        .all(staffId) as {
        id: string;
        transports: string | null;
      }[]
    ).map((p) => ({
      id: p.id,
      ...(p.transports ? { transports: JSON.parse(p.transports) as string[] } : {}),
    }));
  }

  markPasskeyUsed(id: string, counter: number, now = Date.now()): void {
    this.db
      .prepare("UPDATE desk_passkeys SET counter = ?, last_used_at = ? WHERE id = ?")
      .run(counter, now, id);
  }

  /** Removes one of a person's passkeys, but never their last one (they could not sign in again). */
  removePasskey(staffId: number, id: string): "removed" | "last" | "missing" {
    return this.db.transaction(() => {
      const count = (
        this.db
          .prepare("SELECT COUNT(*) AS n FROM desk_passkeys WHERE staff_id = ?")
          .get(staffId) as {
          n: number;
        }
      ).n;
      const exists = this.db
        .prepare("SELECT 1 FROM desk_passkeys WHERE id = ? AND staff_id = ?")
        .get(id, staffId);
      if (!exists) return "missing" as const;
      if (count <= 1) return "last" as const;
      this.db.prepare("DELETE FROM desk_passkeys WHERE id = ? AND staff_id = ?").run(id, staffId);
      return "removed" as const;
    })();
  }

  // ---------------------------------------------------------------- sessions

  /** Starts a session; returns the id for the cookie (only its hash is stored). */
  createSession(staffId: number, now = Date.now(), policy?: SessionPolicy): string {
    if (policy) this.pruneSessions(policy, now);
    const id = newSecret();
    this.db
      .prepare(
        "INSERT INTO desk_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
      )
      .run(hashSecret(id), staffId, now, now);
    return id;
  }

  /**
   * The session for a cookie's id, if it exists, is within both the idle timeout and the absolute
   * lifetime, and its account is enabled (OWASP Session Management: idle and absolute timeouts).
   * A valid session's idle clock restarts.
   */
  session(id: string, policy: SessionPolicy, now = Date.now()): DeskSession | undefined {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
    const idHash = hashSecret(id);
    const row = this.db
      .prepare(
        `SELECT x.created_at AS createdAt, x.last_seen_at AS lastSeenAt, s.id, s.email, s.name,
                s.created_at AS staffCreatedAt, s.disabled_at AS disabledAt
           FROM desk_sessions x JOIN desk_staff s ON s.id = x.staff_id WHERE x.id_hash = ?`,
      )
      .get(idHash) as
      | {
          createdAt: number;
          lastSeenAt: number;
          id: number;
          email: string;
          name: string;
          staffCreatedAt: number;
          disabledAt: number | null;
        }
      | undefined;
    if (!row) return undefined;
    const expired = now - row.lastSeenAt >= policy.idleMs || now - row.createdAt >= policy.maxMs;
    if (expired || row.disabledAt !== null) {
      this.db.prepare("DELETE FROM desk_sessions WHERE id_hash = ?").run(idHash);
      return undefined;
    }
    // One write a minute at most, however many requests a page makes.
    if (now - row.lastSeenAt >= 60_000)
      this.db
        .prepare("UPDATE desk_sessions SET last_seen_at = ? WHERE id_hash = ?")
        .run(now, idHash);
    return {
      idHash,
      createdAt: row.createdAt,
      lastSeenAt: now,
      staff: {
        id: row.id,
        email: row.email,
        name: row.name,
        createdAt: row.staffCreatedAt,
        disabledAt: row.disabledAt,
      },
    };
  }

  endSession(idHash: string): void {
    this.db.prepare("DELETE FROM desk_sessions WHERE id_hash = ?").run(idHash);
  }

  endAllSessions(staffId: number): number {
    return this.db.prepare("DELETE FROM desk_sessions WHERE staff_id = ?").run(staffId).changes;
  }

  /** Housekeeping: sessions past their lifetime. */
  pruneSessions(policy: SessionPolicy, now = Date.now()): number {
    return this.db
      .prepare("DELETE FROM desk_sessions WHERE last_seen_at <= ? OR created_at <= ?")
      .run(now - policy.idleMs, now - policy.maxMs).changes;
  }

  // ---------------------------------------------------------------- inquiries

  private toListItem(row: ListRow): InquiryListItem {
    const { assignedId, assignedName, suspectedSpam, ...rest } = row;
    return {
      ...rest,
      status: isInquiryStatus(rest.status) ? rest.status : "new",
      assignedTo: assignedId !== null ? { id: assignedId, name: assignedName ?? "" } : null,
      suspectedSpam: truthy(suspectedSpam),
    };
  }

  /**
   * The inbox: unanswered inquiries first (suspected spam after the real ones), then the rest;
   * newest first within each group.
   */
  listInquiries(filters: InquiryFilters, limit = 200): { items: InquiryListItem[]; total: number } {
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
      this.db.prepare(`SELECT COUNT(*) AS n ${fromInquiries} ${whereSql}`).get(...params) as {
        n: number;
      }
    ).n;
    const rows = this.db
      .prepare(
        `SELECT ${listColumns}, ${spam} AS suspectedSpam ${fromInquiries} ${whereSql}
          ORDER BY CASE WHEN ${status} = 'new' THEN (CASE WHEN COALESCE(${spam}, 0) IN (0, '', '0') THEN 0 ELSE 1 END) ELSE 2 END,
                   m.received_at DESC, m.id DESC
          LIMIT ?`,
      )
      .all(...params, limit) as ListRow[];
    return { items: rows.map((r) => this.toListItem(r)), total };
  }

  inquiry(id: number): InquiryDetail | undefined {
    const row = this.db
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
      conflictNames,
      keyDate,
      consentAt,
      consentText: consentText(consentVersion) ?? null,
    };
    return {
      ...this.toListItem(list),
      phone,
      message,
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
    return this.db
      .prepare(
        `SELECT n.id, n.created_at AS createdAt, s.name AS staffName, n.body
           FROM desk_notes n JOIN desk_staff s ON s.id = n.staff_id
          WHERE n.message_id = ? ORDER BY n.created_at, n.id`,
      )
      .all(messageId) as InquiryNote[];
  }

  private ensureInquiryRow(id: number): void {
    this.db.prepare("INSERT OR IGNORE INTO desk_inquiries (message_id) VALUES (?)").run(id);
  }

  /** Moves an inquiry along the workflow (app/desk/inquiry-status.ts) and records it. */
  setStatus(
    id: number,
    to: InquiryStatus,
    staffId: number,
    now = Date.now(),
  ): { ok: true } | { ok: false; reason: string } {
    return this.db.transaction(() => {
      const current = this.db
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
      this.ensureInquiryRow(id);
      this.db
        .prepare(
          "UPDATE desk_inquiries SET status = ?, status_changed_at = ?, first_reply_at = ? WHERE message_id = ?",
        )
        .run(change.next.status, change.next.statusChangedAt, change.next.firstReplyAt, id);
      this.audit(
        staffId,
        "changed-status",
        id,
        `${statusLabel(current.status)} → ${statusLabel(to)}${change.firstReply ? " (first reply)" : ""}`,
        now,
      );
      return { ok: true as const };
    })();
  }

  assign(id: number, assignee: number | null, staffId: number, now = Date.now()): boolean {
    return this.db.transaction(() => {
      if (!this.db.prepare("SELECT 1 FROM contact_messages WHERE id = ?").get(id)) return false;
      const person = assignee === null ? null : this.staffById(assignee);
      if (assignee !== null && (!person || person.disabledAt !== null)) return false;
      this.ensureInquiryRow(id);
      this.db
        .prepare("UPDATE desk_inquiries SET assigned_to = ? WHERE message_id = ?")
        .run(assignee, id);
      this.audit(staffId, "assigned", id, person ? `to ${person.name}` : "unassigned", now);
      return true;
    })();
  }

  addNote(id: number, body: string, staffId: number, now = Date.now()): boolean {
    return this.db.transaction(() => {
      if (!this.db.prepare("SELECT 1 FROM contact_messages WHERE id = ?").get(id)) return false;
      this.db
        .prepare(
          "INSERT INTO desk_notes (message_id, staff_id, created_at, body) VALUES (?, ?, ?, ?)",
        )
        .run(id, staffId, now, body);
      this.audit(staffId, "added-note", id, null, now);
      return true;
    })();
  }

  /**
   * Puts a notification e-mail that failed (or was cut off) back at the front of the queue. A sent
   * notification is not sent again.
   */
  retryDelivery(id: number, staffId: number, now = Date.now()): boolean {
    return this.db.transaction(() => {
      const changed =
        this.db
          .prepare(
            "UPDATE contact_outbox SET status = 'pending', next_attempt_at = ? WHERE message_id = ? AND status IN ('pending', 'interrupted')",
          )
          .run(now, id).changes === 1;
      if (changed) this.audit(staffId, "retried-delivery", id, null, now);
      return changed;
    })();
  }

  /** Deletes one inquiry with its notification, desk status and notes; the audit log keeps the fact. */
  deleteInquiry(id: number, staffId: number, reason: string, now = Date.now()): boolean {
    return this.db.transaction(() => {
      const deleted = this.deleteMessages([id]) === 1;
      if (deleted) this.audit(staffId, "deleted-inquiry", id, reason, now);
      return deleted;
    })();
  }

  private deleteMessages(ids: number[]): number {
    let count = 0;
    for (const id of ids) {
      this.db.prepare("DELETE FROM desk_notes WHERE message_id = ?").run(id);
      this.db.prepare("DELETE FROM desk_inquiries WHERE message_id = ?").run(id);
      this.db.prepare("DELETE FROM contact_outbox WHERE message_id = ?").run(id);
      count += this.db.prepare("DELETE FROM contact_messages WHERE id = ?").run(id).changes;
    }
    return count;
  }

  /** Ids of every inquiry sent from one e-mail address (case-insensitive), oldest first. */
  idsForEmail(email: string): number[] {
    return (
      this.db
        .prepare(
          "SELECT id FROM contact_messages WHERE lower(email) = lower(?) ORDER BY received_at, id",
        )
        .all(email.trim()) as { id: number }[]
    ).map((r) => r.id);
  }

  /** Everything held about one e-mail address, for an access request (PIPEDA, Principle 4.9). */
  dataForEmail(email: string): InquiryDetail[] {
    return this.idsForEmail(email)
      .map((id) => this.inquiry(id))
      .filter((i): i is InquiryDetail => i !== undefined);
  }

  /** Deletes everything about one address (PIPEDA, Principle 4.5.3); returns the ids deleted. */
  deleteEmail(email: string, staffId: number, now = Date.now()): number[] {
    return this.db.transaction(() => {
      const ids = this.idsForEmail(email);
      this.deleteMessages(ids);
      if (ids.length)
        this.audit(
          staffId,
          "deleted-address",
          null,
          `${ids.length} inquir${ids.length === 1 ? "y" : "ies"}: ${ids.map((i) => `#${i}`).join(", ")}`,
          now,
        );
      return ids;
    })();
  }

  /** The rows the overview figures are computed from. */
  overviewRows(since: number): {
    id: number;
    receivedAt: number;
    serviceType: string | null;
    referralSource: string | null;
    status: InquiryStatus;
    firstReplyAt: number | null;
    suspectedSpam: boolean;
  }[] {
    const rows = this.db
      .prepare(
        `SELECT m.id, m.received_at AS receivedAt, m.service_type AS serviceType,
                m.referral_source AS referralSource, COALESCE(d.status, 'new') AS status,
                d.first_reply_at AS firstReplyAt, m.suspected_spam AS suspectedSpam
           FROM contact_messages m LEFT JOIN desk_inquiries d ON d.message_id = m.id
          WHERE m.received_at >= ? OR COALESCE(d.status, 'new') = 'new'`,
      )
      .all(since) as {
      id: number;
      receivedAt: number;
      serviceType: string | null;
      referralSource: string | null;
      status: string;
      firstReplyAt: number | null;
      suspectedSpam: unknown;
    }[];
    return rows.map((r) => ({
      ...r,
      status: isInquiryStatus(r.status) ? r.status : "new",
      suspectedSpam: truthy(r.suspectedSpam),
    }));
  }

  // ---------------------------------------------------------------- audit log

  /** Appends to the audit log. Never pass a visitor's personal data in `detail`. */
  audit(
    staffId: number | null,
    action: AuditAction,
    messageId: number | null = null,
    detail: string | null = null,
    now = Date.now(),
  ): void {
    this.db
      .prepare(
        "INSERT INTO desk_audit_log (at, staff_id, action, message_id, detail) VALUES (?, ?, ?, ?, ?)",
      )
      .run(now, staffId, action, messageId, detail);
  }

  /** Whether this person viewed this inquiry within the window (repeat views count once). */
  viewedRecently(staffId: number, messageId: number, windowMs: number, now = Date.now()): boolean {
    return (
      this.db
        .prepare(
          "SELECT 1 FROM desk_audit_log WHERE staff_id = ? AND message_id = ? AND action = 'viewed-inquiry' AND at > ? LIMIT 1",
        )
        .get(staffId, messageId, now - windowMs) !== undefined
    );
  }

  auditLog(options: { messageId?: number; before?: number; limit?: number } = {}): AuditEntry[] {
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
    const rows = this.db
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
