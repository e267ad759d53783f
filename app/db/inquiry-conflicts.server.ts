/**
 * The conflict check on contact inquiries (docs/DESK.md#the-conflict-check): the same name match as
 * a booking's (docs/BOOKING.md#conflict-check, app/booking/name-match.ts), run when an inquiry
 * arrives, its possible matches stored on it, and every later inquiry's or booking's match with it
 * recorded on it too, so that an inquiry holds each possible match that concerns it. Staff settle
 * them on the inquiry's page. SQL only, like every repository (app/db/README.md); reached as
 * `messages.conflictCheck`.
 */
import type { KnownName, PossibleMatch } from "~/booking/name-match";
import { possibleConflicts, splitNames } from "~/booking/name-match";
import {
  knownNames,
  type StoredMatchRow,
  storedMatch,
  storedMatchColumns,
} from "./booking-conflicts.server";
import type { SiteDatabase, Sqlite } from "./database.server";

export interface InquiryConflict extends PossibleMatch {
  id: number;
  foundAt: number;
  settledAt: number | null;
  settledAs: "kept" | "declined" | null;
}

/** Where an inquiry's conflict check stands, for its page and its engagement letter. */
export interface InquiryConflictState {
  /** When the check ran on the inquiry's own names (null: never, an inquiry from before it). */
  checkedAt: number | null;
  /** How many possible matches that run found. */
  found: number;
  /** The inquiry's possible matches, its own and those later records found with it. */
  conflicts: InquiryConflict[];
  /** How many of them are not settled. */
  unsettled: number;
  /** Its bookings whose possible conflict is not settled (settled on their page or here). */
  bookingsToSettle: number[];
}

export class InquiryConflicts {
  constructor(private readonly db: SiteDatabase) {}

  private get sql(): Sqlite {
    return this.db.sqlite;
  }

  private insert(messageId: number, m: PossibleMatch, now: number): void {
    this.sql
      .prepare(
        `INSERT OR IGNORE INTO inquiry_conflicts
           (message_id, given_role, given_name, known_source, known_id, known_role, known_name, found_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        messageId,
        m.givenRole,
        m.given,
        m.known.source,
        m.known.id,
        m.known.role,
        m.known.name,
        now,
      );
  }

  /** The inquiry a known name belongs to: the inquiry itself, or the booking's inquiry. */
  private inquiryOf(known: KnownName): number | undefined {
    if (known.source === "inquiry") return known.id;
    const row = this.sql
      .prepare("SELECT message_id AS id FROM bookings WHERE id = ?")
      .get(known.id) as { id: number } | undefined;
    return row?.id;
  }

  /**
   * Records a new record's possible matches on the inquiries they name, seen from that inquiry's
   * side: its own name (or the other party it named) may be the new record's. A match settled
   * before is not a new one; a new one waits for staff.
   */
  mirror(
    from: { source: KnownName["source"]; id: number },
    matches: readonly PossibleMatch[],
    now: number,
  ): void {
    for (const m of matches) {
      const target = this.inquiryOf(m.known);
      if (target === undefined) continue;
      this.insert(
        target,
        {
          given: m.known.name,
          givenRole: m.known.role,
          known: { source: from.source, id: from.id, role: m.givenRole, name: m.given },
        },
        now,
      );
    }
  }

  /**
   * Runs the check on an inquiry's own names: the other parties it names against everyone the firm
   * knows, and its writer's name against every other party named (its own bookings aside). Records
   * when it ran and what it found, and each match on the inquiry it names. Returns how many it found.
   */
  check(messageId: number, now: number): number {
    const row = this.sql
      .prepare(
        "SELECT first_name AS firstName, last_name AS lastName, other_parties AS otherParties FROM contact_messages WHERE id = ?",
      )
      .get(messageId) as
      | { firstName: string; lastName: string; otherParties: string | null }
      | undefined;
    if (!row) return 0;
    const matches = possibleConflicts(
      { name: `${row.firstName} ${row.lastName}`, otherParties: splitNames(row.otherParties) },
      knownNames(this.sql, { messageId }),
    );
    for (const m of matches) this.insert(messageId, m, now);
    this.mirror({ source: "inquiry", id: messageId }, matches, now);
    this.recordRun(messageId, matches.length, now);
    return matches.length;
  }

  /**
   * A booking's check ran (docs/BOOKING.md#conflict-check): its inquiry was checked with it, and
   * each inquiry it may match holds the match too.
   */
  bookingChecked(
    messageId: number,
    bookingId: number,
    matches: readonly PossibleMatch[],
    now: number,
  ): void {
    this.recordRun(messageId, matches.length, now);
    this.mirror({ source: "booking", id: bookingId }, matches, now);
  }

  /** The check ran on an inquiry's names (for a booking's inquiry: when the booking was made). */
  recordRun(messageId: number, found: number, now: number): void {
    this.sql
      .prepare(
        "UPDATE contact_messages SET conflict_checked_at = ?, conflict_check_found = ? WHERE id = ?",
      )
      .run(now, found, messageId);
  }

  state(messageId: number): InquiryConflictState {
    const run = this.sql
      .prepare(
        "SELECT conflict_checked_at AS checkedAt, conflict_check_found AS found FROM contact_messages WHERE id = ?",
      )
      .get(messageId) as { checkedAt: number | null; found: number | null } | undefined;
    const conflicts = (
      this.sql
        .prepare(
          `SELECT ${storedMatchColumns}, found_at AS foundAt, settled_at AS settledAt,
                  settled_as AS settledAs
             FROM inquiry_conflicts WHERE message_id = ? ORDER BY id`,
        )
        .all(messageId) as (StoredMatchRow & {
        foundAt: number;
        settledAt: number | null;
        settledAs: InquiryConflict["settledAs"];
      })[]
    ).map((r) => ({
      ...storedMatch(r),
      foundAt: r.foundAt,
      settledAt: r.settledAt,
      settledAs: r.settledAs,
    }));
    const bookingsToSettle = (
      this.sql
        .prepare(
          `SELECT b.id FROM bookings b WHERE b.message_id = ? AND b.conflict_settled_at IS NULL
              AND b.status != 'declined' AND EXISTS (SELECT 1 FROM booking_conflicts c WHERE c.booking_id = b.id) ORDER BY b.id`,
        )
        .all(messageId) as { id: number }[]
    ).map((r) => r.id);
    return {
      checkedAt: run?.checkedAt ?? null,
      found: run?.found ?? 0,
      conflicts,
      unsettled: conflicts.filter((c) => c.settledAt === null).length,
      bookingsToSettle,
    };
  }

  /**
   * Staff settle every unsettled possible conflict of an inquiry, its bookings' included (a booking
   * held for the check, from before every booking was confirmed at once, is confirmed on its own
   * page): kept (no conflict) or declined. A consultation still to come is declined on its own page,
   * which tells the client (docs/BOOKING.md#conflict-check). Returns how many it settled.
   */
  settle(messageId: number, staffId: number, as: "kept" | "declined", now: number): number {
    return this.db.transaction(() => {
      const own = this.sql
        .prepare(
          `UPDATE inquiry_conflicts SET settled_at = ?, settled_by = ?, settled_as = ?
            WHERE message_id = ? AND settled_at IS NULL`,
        )
        .run(now, staffId, as, messageId).changes;
      const bookings = this.sql
        .prepare(
          `UPDATE bookings SET conflict_settled_at = ?, conflict_settled_by = ?
            WHERE message_id = ? AND conflict_settled_at IS NULL AND status != 'held'
              AND (? = 'kept' OR status != 'confirmed' OR starts_at <= ?)
              AND EXISTS (SELECT 1 FROM booking_conflicts c WHERE c.booking_id = bookings.id)`,
        )
        .run(now, staffId, messageId, as, now).changes;
      return own + bookings;
    });
  }
}
