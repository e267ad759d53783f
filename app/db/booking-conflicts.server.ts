/**
 * The conflict check's side of the bookings (docs/BOOKING.md#conflict-check): the names already
 * known to the firm, the possible matches stored for a booking, and staff settling them. SQL only,
 * like every repository (app/db/README.md); reached as `bookings.conflictCheck`.
 */
import type { KnownName, PossibleMatch } from "~/booking/name-match";
import { splitNames } from "~/booking/name-match";
import type { Booking } from "./bookings.server";
import type { SiteDatabase, Sqlite } from "./database.server";

export interface StoredConflict extends PossibleMatch {
  id: number;
}

/**
 * The columns of a stored possible match, as a `booking_conflicts` or `inquiry_conflicts` row
 * (the same columns in both), read back by `storedMatch`.
 */
export const storedMatchColumns = `id, given_role AS givenRole, given_name AS given,
  known_source AS source, known_id AS knownId, known_role AS role, known_name AS name`;

export interface StoredMatchRow {
  id: number;
  givenRole: PossibleMatch["givenRole"];
  given: string;
  source: KnownName["source"];
  knownId: number;
  role: KnownName["role"];
  name: string;
}

/** A row of `storedMatchColumns` as the match it stores. */
export function storedMatch(r: StoredMatchRow): StoredConflict {
  return {
    id: r.id,
    given: r.given,
    givenRole: r.givenRole,
    known: { source: r.source, id: r.knownId, role: r.role, name: r.name },
  };
}

/**
 * Every name the firm holds: the people who wrote or booked, and the other parties they named
 * (suspected spam left out), except those of one booking, or of one inquiry and its bookings.
 */
export function knownNames(
  sql: Sqlite,
  except: { bookingId?: number | undefined; messageId?: number | undefined } = {},
): KnownName[] {
  const names: KnownName[] = [];
  const messages = sql
    .prepare(
      "SELECT id, first_name AS firstName, last_name AS lastName, other_parties AS otherParties FROM contact_messages WHERE suspected_spam IS NULL AND id != ?",
    )
    .all(except.messageId ?? -1) as {
    id: number;
    firstName: string;
    lastName: string;
    otherParties: string | null;
  }[];
  const bookings = sql
    .prepare(
      "SELECT id, first_name AS firstName, last_name AS lastName, other_parties AS otherParties FROM bookings WHERE id != ? AND message_id IS NOT ?",
    )
    .all(except.bookingId ?? -1, except.messageId ?? -1) as typeof messages;
  for (const [source, rows] of [
    ["inquiry", messages],
    ["booking", bookings],
  ] as const) {
    for (const r of rows) {
      names.push({ source, id: r.id, role: "client", name: `${r.firstName} ${r.lastName}` });
      for (const name of splitNames(r.otherParties))
        names.push({ source, id: r.id, role: "other-party", name });
    }
  }
  return names;
}

export class BookingConflicts {
  constructor(
    private readonly db: SiteDatabase,
    /** The bookings' columns as a Booking's fields (bookings.server.ts). */
    private readonly bookingColumns: string,
  ) {}

  private get sql(): Sqlite {
    return this.db.sqlite;
  }

  /**
   * Every name the firm already holds: the people who wrote or booked, and the other parties they
   * named (suspected spam left out).
   */
  knownNames(exceptBookingId?: number): KnownName[] {
    return knownNames(this.sql, { bookingId: exceptBookingId });
  }

  addConflicts(bookingId: number, matches: readonly PossibleMatch[]): void {
    const insert = this.sql.prepare(
      `INSERT INTO booking_conflicts (booking_id, given_role, given_name, known_source, known_id, known_role, known_name)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const m of matches)
      insert.run(
        bookingId,
        m.givenRole,
        m.given,
        m.known.source,
        m.known.id,
        m.known.role,
        m.known.name,
      );
  }

  /** Staff settled a booking's possible conflict and kept it (docs/BOOKING.md#conflict-check). */
  settleConflict(bookingId: number, staffId: number, now: number): boolean {
    return (
      this.sql
        .prepare(
          `UPDATE bookings SET conflict_settled_at = ?, conflict_settled_by = ?
            WHERE id = ? AND conflict_settled_at IS NULL
              AND EXISTS (SELECT 1 FROM booking_conflicts c WHERE c.booking_id = bookings.id)`,
        )
        .run(now, staffId, bookingId).changes === 1
    );
  }

  /** Whether a booking has a possible conflict that staff have not settled. */
  conflictUnsettled(bookingId: number): boolean {
    return (
      this.sql
        .prepare(
          `SELECT 1 FROM bookings b WHERE b.id = ? AND b.conflict_settled_at IS NULL
              AND EXISTS (SELECT 1 FROM booking_conflicts c WHERE c.booking_id = b.id)`,
        )
        .get(bookingId) !== undefined
    );
  }

  /**
   * Upcoming bookings waiting for staff: held ones (made before every booking was confirmed at
   * once), and confirmed ones with a possible conflict not yet settled; soonest first.
   */
  toSettle(): Booking[] {
    return this.sql
      .prepare(
        `SELECT ${this.bookingColumns} FROM bookings b WHERE status = 'held'
            OR (status = 'confirmed' AND conflict_settled_at IS NULL
                AND EXISTS (SELECT 1 FROM booking_conflicts c WHERE c.booking_id = b.id))
          ORDER BY starts_at`,
      )
      .all() as Booking[];
  }

  conflicts(bookingId: number): StoredConflict[] {
    const rows = this.sql
      .prepare(
        `SELECT ${storedMatchColumns} FROM booking_conflicts WHERE booking_id = ? ORDER BY id`,
      )
      .all(bookingId) as StoredMatchRow[];
    return rows.map(storedMatch);
  }
}
