/**
 * Who may use the desk (docs/DESK.md#security): staff accounts, their single-use enrollment links,
 * WebAuthn challenges, passkeys and server-side sessions. Secrets (session ids, link tokens) are
 * stored only as their SHA-256 (OWASP Session Management Cheat Sheet).
 */
import { createHash, randomBytes } from "node:crypto";
import type { DeskSession, Passkey, StaffMember, StaffWithPasskeys } from "~/desk/desk-types";
import { expectChanges, type SiteDatabase } from "./database.server";

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

/**
 * How stale the stored last-seen time may get before a request writes it again: a twelfth of the
 * idle timeout, at most 5 seconds. A session used every few seconds then ends no more than 5 s
 * before its idle time is up (docs/DESK.md#security), with one write per 5 s at most, however many
 * requests its pages make.
 */
export function lastSeenWriteMs(policy: SessionPolicy): number {
  return Math.min(5_000, Math.floor(policy.idleMs / 12));
}

/**
 * How long a confirmation with a passkey allows one change of passkeys: as long as a WebAuthn
 * challenge lives, enough to create the new passkey right after.
 */
export const confirmationMs = 5 * 60 * 1000;

export type ChallengePurpose = "sign-in" | "enroll" | "add-passkey" | "confirm";

export interface StoredPasskey {
  id: string;
  staffId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[] | undefined;
}

export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports?: string[];
  deviceType: string;
  backedUp: boolean;
}

const staffColumns =
  "id, email, name, created_at AS createdAt, disabled_at AS disabledAt FROM desk_staff";

/** The staff-and-sessions repository. */
export class StaffAccess {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  private get sql() {
    return this.db.sqlite;
  }

  // ---------------------------------------------------------------- staff

  addStaff(email: string, name: string, now = Date.now()): StaffMember {
    const handle = randomBytes(16).toString("base64url");
    const result = this.sql
      .prepare("INSERT INTO desk_staff (email, name, user_handle, created_at) VALUES (?, ?, ?, ?)")
      .run(email.trim(), name.trim(), handle, now);
    expectChanges(result, "add a staff member");
    return this.staffById(Number(result.lastInsertRowid)) as StaffMember;
  }

  staffByEmail(email: string): StaffMember | undefined {
    return this.sql.prepare(`SELECT ${staffColumns} WHERE email = ?`).get(email.trim()) as
      | StaffMember
      | undefined;
  }

  staffById(id: number): StaffMember | undefined {
    return this.sql.prepare(`SELECT ${staffColumns} WHERE id = ?`).get(id) as
      | StaffMember
      | undefined;
  }

  /** The WebAuthn user handle of an account (random, never the e-mail). */
  userHandle(staffId: number): string {
    const row = this.sql
      .prepare("SELECT user_handle AS h FROM desk_staff WHERE id = ?")
      .get(staffId) as { h: string } | undefined;
    if (!row) throw new Error("no such staff member");
    return row.h;
  }

  listStaff(): StaffWithPasskeys[] {
    return this.sql
      .prepare(
        `SELECT s.id, s.email, s.name, s.created_at AS createdAt, s.disabled_at AS disabledAt,
           (SELECT COUNT(*) FROM desk_passkeys p WHERE p.staff_id = s.id) AS passkeys,
           (SELECT MAX(at) FROM desk_audit_log a WHERE a.staff_id = s.id AND a.action = 'signed-in') AS lastSignInAt,
           (SELECT group_concat(lawyer) FROM booking_feeds f WHERE f.created_by = s.id) AS feeds
         FROM desk_staff s ORDER BY s.name COLLATE NOCASE, s.id`,
      )
      .all() as StaffWithPasskeys[];
  }

  /** Active staff, for the "assign to" list. */
  activeStaff(): StaffMember[] {
    return this.listStaff().filter((s) => s.disabledAt === null);
  }

  /**
   * Disables an account and ends its sessions; its passkeys stop working at once, and so does any
   * calendar feed address it made (a bearer secret: docs/DESK.md#calendar-feeds).
   */
  disableStaff(staffId: number, now = Date.now()): void {
    this.db.transaction(() => {
      this.sql.prepare("DELETE FROM booking_feeds WHERE created_by = ?").run(staffId);
      this.sql
        .prepare("UPDATE desk_staff SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL")
        .run(now, staffId);
      this.sql.prepare("DELETE FROM desk_sessions WHERE staff_id = ?").run(staffId);
      this.sql
        .prepare(
          "UPDATE desk_enrollments SET revoked_at = ? WHERE staff_id = ? AND used_at IS NULL AND revoked_at IS NULL",
        )
        .run(now, staffId);
    });
  }

  enableStaff(staffId: number): void {
    this.sql.prepare("UPDATE desk_staff SET disabled_at = NULL WHERE id = ?").run(staffId);
  }

  // ---------------------------------------------------------------- enrollment links

  /** A new single-use link token; earlier unused links of the same person stop working. */
  createEnrollment(staffId: number, now = Date.now(), ttlMs = 24 * 60 * 60 * 1000): string {
    const token = newSecret();
    this.db.transaction(() => {
      this.sql
        .prepare(
          "UPDATE desk_enrollments SET revoked_at = ? WHERE staff_id = ? AND used_at IS NULL AND revoked_at IS NULL",
        )
        .run(now, staffId);
      expectChanges(
        this.sql
          .prepare(
            "INSERT INTO desk_enrollments (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
          )
          .run(hashSecret(token), staffId, now, now + ttlMs),
        "store the enrollment link",
      );
    });
    return token;
  }

  /** The staff member a token enrolls, while it is unused, unrevoked and unexpired. */
  enrollmentStaff(token: string, now = Date.now()): StaffMember | undefined {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    const row = this.sql
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
      this.sql
        .prepare(
          "UPDATE desk_enrollments SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?",
        )
        .run(now, hashSecret(token), now).changes === 1
    );
  }

  // ---------------------------------------------------------------- WebAuthn challenges

  saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    staffId: number | null,
    now = Date.now(),
    ttlMs = 5 * 60 * 1000,
  ): void {
    this.db.transaction(() => {
      this.sql.prepare("DELETE FROM desk_challenges WHERE expires_at <= ?").run(now);
      expectChanges(
        this.sql
          .prepare(
            "INSERT INTO desk_challenges (challenge, purpose, staff_id, expires_at) VALUES (?, ?, ?, ?)",
          )
          .run(challenge, purpose, staffId, now + ttlMs),
        "store the challenge",
      );
    });
  }

  /** Uses up a challenge: true once, if it was issued for this purpose (and person) and is fresh. */
  consumeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    staffId: number | null,
    now = Date.now(),
  ): boolean {
    return (
      this.sql
        .prepare(
          "DELETE FROM desk_challenges WHERE challenge = ? AND purpose = ? AND staff_id IS ? AND expires_at > ?",
        )
        .run(challenge, purpose, staffId, now).changes === 1
    );
  }

  // ---------------------------------------------------------------- passkeys

  /**
   * Stores a new passkey. Creating it is its first use (the device verified its user), so "last
   * used" reads its time from the start, not "never" (docs/DESK.md#2-lost-or-replaced-devices).
   */
  addPasskey(staffId: number, credential: NewPasskey, now = Date.now()): void {
    expectChanges(
      this.sql
        .prepare(
          `INSERT INTO desk_passkeys (id, staff_id, public_key, counter, transports, device_type, backed_up, created_at, last_used_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
          now,
        ),
      "store the passkey",
    );
  }

  passkey(id: string): StoredPasskey | undefined {
    const row = this.sql
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
      this.sql
        .prepare(
          `SELECT id, created_at AS createdAt, last_used_at AS lastUsedAt, device_type AS deviceType, backed_up AS backedUp
             FROM desk_passkeys WHERE staff_id = ? ORDER BY created_at`,
        )
        .all(staffId) as (Omit<Passkey, "backedUp"> & { backedUp: number })[]
    ).map((p) => ({ ...p, backedUp: p.backedUp === 1 }));
  }

  passkeyTransports(staffId: number): { id: string; transports?: string[] }[] {
    return (
      this.sql
        .prepare("SELECT id, transports FROM desk_passkeys WHERE staff_id = ?")
        .all(staffId) as { id: string; transports: string | null }[]
    ).map((p) => ({
      id: p.id,
      ...(p.transports ? { transports: JSON.parse(p.transports) as string[] } : {}),
    }));
  }

  /** Records a verified use: the signature counter must be stored, or a cloned key could replay. */
  markPasskeyUsed(id: string, counter: number, now = Date.now()): void {
    expectChanges(
      this.sql
        .prepare("UPDATE desk_passkeys SET counter = ?, last_used_at = ? WHERE id = ?")
        .run(counter, now, id),
      "record the passkey's use",
    );
  }

  /** Removes one of a person's passkeys, but never their last one (they could not sign in again). */
  removePasskey(staffId: number, id: string): "removed" | "last" | "missing" {
    return this.db.transaction(() => {
      const count = (
        this.sql
          .prepare("SELECT COUNT(*) AS n FROM desk_passkeys WHERE staff_id = ?")
          .get(staffId) as { n: number }
      ).n;
      const exists = this.sql
        .prepare("SELECT 1 FROM desk_passkeys WHERE id = ? AND staff_id = ?")
        .get(id, staffId);
      if (!exists) return "missing" as const;
      if (count <= 1) return "last" as const;
      expectChanges(
        this.sql
          .prepare("DELETE FROM desk_passkeys WHERE id = ? AND staff_id = ?")
          .run(id, staffId),
        "remove the passkey",
      );
      return "removed" as const;
    });
  }

  // ---------------------------------------------------------------- sessions

  /** Starts a session; returns the id for the cookie (only its hash is stored). */
  createSession(staffId: number, now = Date.now(), policy?: SessionPolicy): string {
    if (policy) this.pruneSessions(policy, now);
    const id = newSecret();
    expectChanges(
      this.sql
        .prepare(
          "INSERT INTO desk_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
        )
        .run(hashSecret(id), staffId, now, now),
      "start the session",
    );
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
    const row = this.sql
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
      this.sql.prepare("DELETE FROM desk_sessions WHERE id_hash = ?").run(idHash);
      return undefined;
    }
    // The idle clock is written at most once per `lastSeenWriteMs(policy)`, not on every request a
    // page makes; so a session can end at most that much before its idle time is really up.
    if (now - row.lastSeenAt >= lastSeenWriteMs(policy))
      this.sql
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

  /**
   * Records that this session's person has just confirmed with one of their passkeys: the one
   * change of passkeys it allows must follow within `confirmationMs` (docs/DESK.md).
   */
  confirmSession(idHash: string, now = Date.now()): void {
    expectChanges(
      this.sql
        .prepare("UPDATE desk_sessions SET confirmed_at = ? WHERE id_hash = ?")
        .run(now, idHash),
      "record the confirmation",
    );
  }

  /** Whether this session confirmed with a passkey within `confirmationMs`, and has not spent it. */
  isConfirmed(idHash: string, now = Date.now()): boolean {
    return (
      this.sql
        .prepare("SELECT 1 FROM desk_sessions WHERE id_hash = ? AND confirmed_at > ?")
        .get(idHash, now - confirmationMs) !== undefined
    );
  }

  /** Spends the session's fresh confirmation: true once, if there was one. */
  spendConfirmation(idHash: string, now = Date.now()): boolean {
    return (
      this.sql
        .prepare(
          "UPDATE desk_sessions SET confirmed_at = NULL WHERE id_hash = ? AND confirmed_at > ?",
        )
        .run(idHash, now - confirmationMs).changes === 1
    );
  }

  endSession(idHash: string): void {
    this.sql.prepare("DELETE FROM desk_sessions WHERE id_hash = ?").run(idHash);
  }

  endAllSessions(staffId: number): number {
    return this.sql.prepare("DELETE FROM desk_sessions WHERE staff_id = ?").run(staffId).changes;
  }

  /** Housekeeping: sessions past their lifetime. */
  pruneSessions(policy: SessionPolicy, now = Date.now()): number {
    return this.sql
      .prepare("DELETE FROM desk_sessions WHERE last_seen_at <= ? OR created_at <= ?")
      .run(now - policy.idleMs, now - policy.maxMs).changes;
  }
}
