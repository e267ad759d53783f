/**
 * The bookings repository (docs/BOOKING.md): consultations, the hashed secrets of their e-mailed
 * links, their e-mail queue, time blocked by staff and the lawyers' calendar feeds; an address
 * proving itself (`addresses`, booking-addresses.server.ts) and the conflict check's matches
 * (`conflictCheck`, booking-conflicts.server.ts) beside it. SQL only; the rules live in
 * app/booking/booking-service.server.ts.
 */
import type { BusyTime } from "~/booking/slots";
import type { ConsultationMethod, LawyerKey } from "~/content/firm";
import { BookingAddresses } from "./booking-addresses.server";
import { BookingConflicts } from "./booking-conflicts.server";
import { expectChanges, type SiteDatabase, type Sqlite } from "./database.server";
import { OutboxTable } from "./outbox-table.server";

export type BookingStatus =
  | "held"
  | "confirmed"
  | "cancelled"
  | "declined"
  | "attended"
  | "no-show";
/** A booking that holds its time: it is offered to nobody else. */
export const liveStatuses = ["held", "confirmed", "attended", "no-show"] as const;
/** A booking still ahead: its e-mails and links work. */
export const upcomingStatuses = ["held", "confirmed"] as const;

/** Whether a booking is still to come: held or confirmed (not cancelled, declined or past). */
export const isUpcoming = (b: { status: BookingStatus }): boolean =>
  (upcomingStatuses as readonly string[]).includes(b.status);

export type BookingEmailKind =
  | "received"
  | "confirmation"
  | "reminder"
  | "rescheduled"
  | "cancelled"
  | "declined"
  | "firm-notice";

export interface Booking {
  id: number;
  uid: string;
  messageId: number;
  consultationType: string;
  lawyer: LawyerKey;
  startsAt: number;
  endsAt: number;
  method: ConsultationMethod;
  status: BookingStatus;
  sequence: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  serviceType: string | null;
  note: string | null;
  otherParties: string | null;
  visitorTimeZone: string | null;
  consentTextVersion: string;
  consentAt: number;
  createdAt: number;
  createdBy: number | null;
  statusChangedAt: number;
  statusChangedBy: number | null;
  /**
   * When the booking last changed in a way its calendar event shows (kept by the database:
   * db/migrations/063_message_ids_and_links_at_rest.sql); the lawyers' feeds stamp events with it.
   */
  changedAt?: number | null;
}

export type NewBooking = Omit<
  Booking,
  "id" | "sequence" | "status" | "statusChangedAt" | "statusChangedBy" | "changedAt"
> & { status: "held" | "confirmed" };

export interface BookingEmail {
  id: number;
  bookingId: number;
  kind: BookingEmailKind;
  sequence: number;
  leadMinutes: number;
  status: "pending" | "sending" | "sent" | "interrupted" | "dropped";
  attempts: number;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
}

export interface BookingBlock {
  id: number;
  lawyer: LawyerKey;
  startsAt: number;
  endsAt: number;
  reason: string | null;
  createdAt: number;
}

/** The slot is someone else's: the unique index refused the write (docs/BOOKING.md#never-double-booked). */
export class SlotTaken extends Error {
  override name = "SlotTaken";
}

const bookingFields: [column: string, key: string][] = [
  ["id", "id"],
  ["uid", "uid"],
  ["message_id", "messageId"],
  ["consultation_type", "consultationType"],
  ["lawyer", "lawyer"],
  ["starts_at", "startsAt"],
  ["ends_at", "endsAt"],
  ["method", "method"],
  ["status", "status"],
  ["sequence", "sequence"],
  ["first_name", "firstName"],
  ["last_name", "lastName"],
  ["email", "email"],
  ["phone", "phone"],
  ["service_type", "serviceType"],
  ["note", "note"],
  ["other_parties", "otherParties"],
  ["visitor_time_zone", "visitorTimeZone"],
  ["consent_text_version", "consentTextVersion"],
  ["consent_at", "consentAt"],
  ["created_at", "createdAt"],
  ["created_by", "createdBy"],
  ["status_changed_at", "statusChangedAt"],
  ["status_changed_by", "statusChangedBy"],
  ["changed_at", "changedAt"],
];
/** The columns of `bookings` as a Booking's keys, optionally of a table alias. */
const columnsOf = (alias = "") =>
  bookingFields.map(([column, key]) => `${alias}${column} AS "${key}"`).join(", ");
const bookingColumns = columnsOf();

const emailColumns = `id, booking_id AS bookingId, kind, sequence, lead_minutes AS leadMinutes, status,
  attempts, next_attempt_at AS nextAttemptAt, sent_at AS sentAt, last_error AS lastError`;

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");
const LIVE = inList(liveStatuses);
const UPCOMING = inList(upcomingStatuses);

/**
 * Whether the database refused a booking because its lawyer is already booked then: the unique
 * start of migration 040, or an overlap refused by the triggers of migration 054.
 */
function isSlotConflict(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    (code === "SQLITE_CONSTRAINT_TRIGGER" && message === "bookings_overlap")
  );
}

export class Bookings {
  readonly db: SiteDatabase;
  /** The outbox's bookkeeping of the e-mails (claim, sent, retry, drop): app/db/outbox-table. */
  readonly outbox: OutboxTable;
  /** A booking's address proving itself, and its joining the earlier inquiry of that address. */
  readonly addresses: BookingAddresses;
  /** The conflict check's possible matches, and staff settling them. */
  readonly conflictCheck: BookingConflicts;

  constructor(db: SiteDatabase) {
    this.db = db;
    this.outbox = new OutboxTable(db, "booking_emails");
    this.addresses = new BookingAddresses(db, this);
    this.conflictCheck = new BookingConflicts(db, bookingColumns);
  }

  private get sql(): Sqlite {
    return this.db.sqlite;
  }

  // ---------------------------------------------------------------- bookings

  /** Inserts a booking; throws SlotTaken when its lawyer already has a live booking then. */
  insert(booking: NewBooking): number {
    try {
      const result = this.sql
        .prepare(
          `INSERT INTO bookings (uid, message_id, consultation_type, lawyer, starts_at, ends_at, method,
             status, first_name, last_name, email, phone, service_type, note, other_parties,
             visitor_time_zone, consent_text_version, consent_at, created_at, created_by,
             status_changed_at, status_changed_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          booking.uid,
          booking.messageId,
          booking.consultationType,
          booking.lawyer,
          booking.startsAt,
          booking.endsAt,
          booking.method,
          booking.status,
          booking.firstName,
          booking.lastName,
          booking.email,
          booking.phone,
          booking.serviceType,
          booking.note,
          booking.otherParties,
          booking.visitorTimeZone,
          booking.consentTextVersion,
          booking.consentAt,
          booking.createdAt,
          booking.createdBy,
          booking.createdAt,
          booking.createdBy,
        );
      expectChanges(result, "insert booking");
      return Number(result.lastInsertRowid);
    } catch (error) {
      if (isSlotConflict(error)) throw new SlotTaken("that time was just taken");
      throw error;
    }
  }

  get(id: number): Booking | undefined {
    return this.sql.prepare(`SELECT ${bookingColumns} FROM bookings WHERE id = ?`).get(id) as
      | Booking
      | undefined;
  }

  /** The bookings joined to one inquiry, soonest first. */
  forMessage(messageId: number): Booking[] {
    return this.sql
      .prepare(`SELECT ${bookingColumns} FROM bookings WHERE message_id = ? ORDER BY starts_at`)
      .all(messageId) as Booking[];
  }

  /** Every booking starting in [from, to), with any status, soonest first. */
  startingBetween(from: number, to: number): Booking[] {
    return this.sql
      .prepare(
        `SELECT ${bookingColumns} FROM bookings WHERE starts_at >= ? AND starts_at < ? ORDER BY starts_at, id`,
      )
      .all(from, to) as Booking[];
  }

  /** Bookings waiting for staff to confirm (held), soonest first. */
  held(): Booking[] {
    return this.sql
      .prepare(`SELECT ${bookingColumns} FROM bookings WHERE status = 'held' ORDER BY starts_at`)
      .all() as Booking[];
  }

  /** Live bookings of one lawyer ending after `from`, for a calendar feed. */
  forFeed(lawyer: LawyerKey, from: number): Booking[] {
    return this.sql
      .prepare(
        `SELECT ${bookingColumns} FROM bookings WHERE lawyer = ? AND ends_at > ? AND status IN (${LIVE}) ORDER BY starts_at`,
      )
      .all(lawyer, from) as Booking[];
  }

  /** What keeps lawyers busy in [from, to): live bookings and blocked time. */
  busyBetween(from: number, to: number, exceptBookingId?: number): BusyTime[] {
    const bookings = this.sql
      .prepare(
        `SELECT lawyer, starts_at AS start, ends_at AS end FROM bookings
          WHERE status IN (${LIVE}) AND starts_at < ? AND ends_at > ? AND id != ?`,
      )
      .all(to, from, exceptBookingId ?? -1) as Omit<BusyTime, "kind">[];
    const blocks = this.sql
      .prepare(
        "SELECT lawyer, starts_at AS start, ends_at AS end FROM booking_blocks WHERE starts_at < ? AND ends_at > ?",
      )
      .all(to, from) as Omit<BusyTime, "kind">[];
    return [
      ...bookings.map((b) => ({ ...b, kind: "booking" as const })),
      ...blocks.map((b) => ({ ...b, kind: "block" as const })),
    ];
  }

  /**
   * Moves a status on, only from one of `from` (so two staff members, or a client and staff, never
   * both act on the same booking). Cancelling raises the invitation's SEQUENCE (RFC 5546, 2.1.4).
   */
  setStatus(
    id: number,
    from: readonly BookingStatus[],
    to: BookingStatus,
    by: number | null,
    now: number,
  ): void {
    const raise = to === "cancelled" || to === "declined" ? 1 : 0;
    expectChanges(
      this.sql
        .prepare(
          `UPDATE bookings SET status = ?, sequence = sequence + ?, status_changed_at = ?, status_changed_by = ?
            WHERE id = ? AND status IN (${inList(from)})`,
        )
        .run(to, raise, now, by, id),
      `booking ${to}`,
    );
  }

  /**
   * Moves an upcoming booking to a new time (SEQUENCE + 1); SlotTaken when that time is taken.
   * `visitorTimeZone`, when given, is the zone the client chose on their booking's page: what they
   * read after is on its clock (docs/BOOKING.md#time-zones).
   */
  reschedule(
    id: number,
    startsAt: number,
    endsAt: number,
    lawyer: LawyerKey,
    visitorTimeZone?: string,
  ): void {
    try {
      expectChanges(
        this.sql
          .prepare(
            `UPDATE bookings SET starts_at = ?, ends_at = ?, lawyer = ?, sequence = sequence + 1,
                visitor_time_zone = coalesce(?, visitor_time_zone)
              WHERE id = ? AND status IN (${UPCOMING})`,
          )
          .run(startsAt, endsAt, lawyer, visitorTimeZone ?? null, id),
        "reschedule booking",
      );
    } catch (error) {
      if (isSlotConflict(error)) throw new SlotTaken("that time was just taken");
      throw error;
    }
  }

  /** Links a booking to the inquiry it joined or started. */
  setMessage(id: number, messageId: number): void {
    expectChanges(
      this.sql.prepare("UPDATE bookings SET message_id = ? WHERE id = ?").run(messageId, id),
      "join inquiry",
    );
  }

  // ---------------------------------------------------------------- link secrets

  addToken(bookingId: number, hash: string, now: number): void {
    expectChanges(
      this.sql
        .prepare("INSERT INTO booking_tokens (token_hash, booking_id, created_at) VALUES (?, ?, ?)")
        .run(hash, bookingId, now),
      "store link secret",
    );
  }

  /** The booking a link's secret belongs to, while it is upcoming and has not started. */
  byToken(hash: string, now: number): Booking | undefined {
    return this.sql
      .prepare(
        `SELECT ${columnsOf("b.")} FROM booking_tokens t JOIN bookings b ON b.id = t.booking_id
          WHERE t.token_hash = ? AND b.starts_at > ?`,
      )
      .get(hash, now) as Booking | undefined;
  }

  // ---------------------------------------------------------------- e-mail queue

  /** Queues one e-mail; a second request for the same one (kind, sequence, lead) is ignored. */
  queueEmail(
    bookingId: number,
    kind: BookingEmailKind,
    sequence: number,
    sendAt: number,
    now: number,
    leadMinutes = 0,
  ): void {
    this.sql
      .prepare(
        `INSERT INTO booking_emails (booking_id, kind, sequence, lead_minutes, queued_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(bookingId, kind, sequence, leadMinutes, now, sendAt);
  }

  /** Drops a booking's e-mails still waiting (of these kinds, or all). Returns how many. */
  dropPendingEmails(
    bookingId: number,
    reason: string,
    kinds?: readonly BookingEmailKind[],
  ): number {
    return this.sql
      .prepare(
        `UPDATE booking_emails SET status = 'dropped', last_error = ?
          WHERE booking_id = ? AND status = 'pending'${kinds ? ` AND kind IN (${inList(kinds)})` : ""}`,
      )
      .run(reason.slice(0, 200), bookingId).changes;
  }

  emails(bookingId: number): BookingEmail[] {
    return this.sql
      .prepare(`SELECT ${emailColumns} FROM booking_emails WHERE booking_id = ? ORDER BY id`)
      .all(bookingId) as BookingEmail[];
  }

  email(id: number): BookingEmail | undefined {
    return this.sql.prepare(`SELECT ${emailColumns} FROM booking_emails WHERE id = ?`).get(id) as
      | BookingEmail
      | undefined;
  }

  // ---------------------------------------------------------------- blocked time

  addBlock(
    block: Omit<BookingBlock, "id" | "createdAt">,
    createdBy: number | null,
    now: number,
  ): number {
    const result = this.sql
      .prepare(
        "INSERT INTO booking_blocks (lawyer, starts_at, ends_at, reason, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(block.lawyer, block.startsAt, block.endsAt, block.reason, now, createdBy);
    expectChanges(result, "block time");
    return Number(result.lastInsertRowid);
  }

  /** Removes blocked time; in a transaction, so a failed COMMIT throws (app/db/README.md). */
  removeBlock(id: number): BookingBlock | undefined {
    return this.db.transaction(
      () =>
        this.sql
          .prepare(
            "DELETE FROM booking_blocks WHERE id = ? RETURNING id, lawyer, starts_at AS startsAt, ends_at AS endsAt, reason, created_at AS createdAt",
          )
          .get(id) as BookingBlock | undefined,
    );
  }

  blocksBetween(from: number, to: number): BookingBlock[] {
    return this.sql
      .prepare(
        `SELECT id, lawyer, starts_at AS startsAt, ends_at AS endsAt, reason, created_at AS createdAt
           FROM booking_blocks WHERE starts_at < ? AND ends_at > ? ORDER BY starts_at, id`,
      )
      .all(to, from) as BookingBlock[];
  }

  // ---------------------------------------------------------------- calendar feeds

  /** Gives a lawyer a new feed secret, replacing (revoking) any earlier one. */
  setFeed(lawyer: LawyerKey, hash: string, by: number | null, now: number): void {
    this.sql
      .prepare(
        `INSERT INTO booking_feeds (lawyer, token_hash, created_at, created_by) VALUES (?, ?, ?, ?)
         ON CONFLICT (lawyer) DO UPDATE SET token_hash = excluded.token_hash,
           created_at = excluded.created_at, created_by = excluded.created_by`,
      )
      .run(lawyer, hash, now, by);
  }

  revokeFeed(lawyer: LawyerKey): boolean {
    return this.sql.prepare("DELETE FROM booking_feeds WHERE lawyer = ?").run(lawyer).changes === 1;
  }

  /** A feed secret's lawyer and the e-mail of the account that made it, while that account is active. */
  feedLawyer(hash: string): { lawyer: LawyerKey; madeBy: string } | undefined {
    return this.sql
      .prepare(
        `SELECT f.lawyer, s.email AS madeBy FROM booking_feeds f
         JOIN desk_staff s ON s.id = f.created_by AND s.disabled_at IS NULL
         WHERE f.token_hash = ?`,
      )
      .get(hash) as { lawyer: LawyerKey; madeBy: string } | undefined;
  }

  feeds(): { lawyer: LawyerKey; createdAt: number; madeBy: string | null }[] {
    return this.sql
      .prepare(
        `SELECT f.lawyer, f.created_at AS createdAt, s.name AS madeBy FROM booking_feeds f
         LEFT JOIN desk_staff s ON s.id = f.created_by ORDER BY f.lawyer`,
      )
      .all() as { lawyer: LawyerKey; createdAt: number; madeBy: string | null }[];
  }

  // ---------------------------------------------------------------- retention and privacy

  /** Retention: deletes bookings whose consultation ended before `cutoff`, with all they hold. */
  deleteEndedBefore(cutoff: number): number {
    return this.sql.prepare("DELETE FROM bookings WHERE ends_at < ?").run(cutoff).changes;
  }

  /** Every booking made with this e-mail address (an access or deletion request). */
  byEmail(email: string): Booking[] {
    return this.sql
      .prepare(
        `SELECT ${bookingColumns} FROM bookings WHERE email = ? COLLATE NOCASE ORDER BY starts_at`,
      )
      .all(email.trim()) as Booking[];
  }

  deleteByEmail(email: string): number {
    return this.sql.prepare("DELETE FROM bookings WHERE email = ? COLLATE NOCASE").run(email.trim())
      .changes;
  }
}
