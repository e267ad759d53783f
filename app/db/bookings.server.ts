/**
 * The bookings repository (docs/BOOKING.md): consultations, their conflict-check matches, the
 * hashed secrets of their e-mailed links, their e-mail queue, time blocked by staff and the lawyers'
 * calendar feeds. SQL only; the rules live in app/booking/booking-service.server.ts.
 */
import type { KnownName, PossibleMatch } from "~/booking/name-match";
import { splitNames } from "~/booking/name-match";
import type { BusyTime } from "~/booking/slots";
import type { ConsultationMethod, LawyerKey } from "~/content/firm";
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

export interface StoredConflict extends PossibleMatch {
  id: number;
}

/** A booking from the address of an earlier inquiry (docs/BOOKING.md#an-address-proves-itself). */
export interface AddressLink {
  bookingId: number;
  earlierMessageId: number;
  /** When the visitor followed the proof link e-mailed to the address. */
  confirmedAt: number | null;
  mergedAt: number | null;
  mergedBy: number | null;
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

  constructor(db: SiteDatabase) {
    this.db = db;
    this.outbox = new OutboxTable(db, "booking_emails");
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

  /** Moves an upcoming booking to a new time (SEQUENCE + 1); SlotTaken when that time is taken. */
  reschedule(id: number, startsAt: number, endsAt: number, lawyer: LawyerKey): void {
    try {
      expectChanges(
        this.sql
          .prepare(
            `UPDATE bookings SET starts_at = ?, ends_at = ?, lawyer = ?, sequence = sequence + 1
              WHERE id = ? AND status IN (${UPCOMING})`,
          )
          .run(startsAt, endsAt, lawyer, id),
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

  // ---------------------------------------------------------------- an address proves itself

  /**
   * Remembers that a booking came from the address of an earlier inquiry, which it did not join
   * (docs/BOOKING.md#an-address-proves-itself).
   */
  linkAddress(bookingId: number, earlierMessageId: number, now: number): void {
    expectChanges(
      this.sql
        .prepare(
          "INSERT INTO booking_address_links (booking_id, earlier_message_id, created_at) VALUES (?, ?, ?)",
        )
        .run(bookingId, earlierMessageId, now),
      "link address",
    );
  }

  /** The earlier inquiry of the same address, whether the address is confirmed, and any merge. */
  addressLink(bookingId: number): AddressLink | undefined {
    return this.sql
      .prepare(
        `SELECT l.booking_id AS bookingId, l.earlier_message_id AS earlierMessageId,
                b.email_confirmed_at AS confirmedAt, l.merged_at AS mergedAt, l.merged_by AS mergedBy
           FROM booking_address_links l JOIN bookings b ON b.id = l.booking_id
          WHERE l.booking_id = ?`,
      )
      .get(bookingId) as AddressLink | undefined;
  }

  /** The links not yet merged of the bookings of one inquiry (for its desk page). */
  unmergedAddressLinks(messageId: number): AddressLink[] {
    return this.sql
      .prepare(
        `SELECT l.booking_id AS bookingId, l.earlier_message_id AS earlierMessageId,
                b.email_confirmed_at AS confirmedAt, l.merged_at AS mergedAt, l.merged_by AS mergedBy
           FROM booking_address_links l JOIN bookings b ON b.id = l.booking_id
          WHERE b.message_id = ? AND l.merged_at IS NULL ORDER BY l.booking_id`,
      )
      .all(messageId) as AddressLink[];
  }

  /**
   * Joins a booking to the earlier inquiry of its address: the booking and its document request
   * move there. Returns the inquiry the booking leaves. Only while the link is not merged yet.
   */
  mergeAddress(bookingId: number, staffId: number, now: number): number {
    const link = this.addressLink(bookingId);
    const booking = this.get(bookingId);
    if (!link || link.mergedAt !== null || !booking) throw new Error("nothing to merge");
    expectChanges(
      this.sql
        .prepare(
          "UPDATE booking_address_links SET merged_at = ?, merged_by = ? WHERE booking_id = ? AND merged_at IS NULL",
        )
        .run(now, staffId, bookingId),
      "merge address",
    );
    this.setMessage(bookingId, link.earlierMessageId);
    this.sql
      .prepare("UPDATE document_requests SET message_id = ? WHERE booking_id = ?")
      .run(link.earlierMessageId, bookingId);
    return booking.messageId;
  }

  /**
   * Whether an inquiry holds nothing of its own any more: no booking, document request, note or
   * reply (an inquiry a booking started, once that booking has joined another).
   */
  inquiryIsEmpty(messageId: number): boolean {
    const row = this.sql
      .prepare(
        `SELECT (SELECT COUNT(*) FROM bookings WHERE message_id = ?)
              + (SELECT COUNT(*) FROM document_requests WHERE message_id = ?)
              + (SELECT COUNT(*) FROM desk_notes WHERE message_id = ?)
              + (SELECT COUNT(*) FROM desk_replies WHERE message_id = ?) AS n`,
      )
      .get(messageId, messageId, messageId, messageId) as { n: number };
    return row.n === 0;
  }

  /** Stores the hash of a proof link's secret, e-mailed to the booking's address. */
  addAddressProof(bookingId: number, hash: string, now: number, expiresAt: number): void {
    expectChanges(
      this.sql
        .prepare(
          "INSERT INTO booking_address_proofs (token_hash, booking_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
        )
        .run(hash, bookingId, now, expiresAt),
      "add address proof",
    );
  }

  /** A proof link's secret: unused, used (and not expired), or unknown or expired (undefined). */
  addressProofState(hash: string, now: number): "usable" | "used" | undefined {
    const row = this.sql
      .prepare(
        "SELECT used_at AS usedAt FROM booking_address_proofs WHERE token_hash = ? AND expires_at > ?",
      )
      .get(hash, now) as { usedAt: number | null } | undefined;
    return row ? (row.usedAt === null ? "usable" : "used") : undefined;
  }

  /**
   * Uses a proof link's secret (once, before it expires): its booking's address is confirmed.
   * Returns the booking's id, or undefined for an unknown, used or expired secret.
   */
  useAddressProof(hash: string, now: number): number | undefined {
    const row = this.sql
      .prepare(
        `UPDATE booking_address_proofs SET used_at = ?
          WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING booking_id AS bookingId`,
      )
      .get(now, hash, now) as { bookingId: number } | undefined;
    if (!row) return undefined;
    this.sql
      .prepare(
        "UPDATE bookings SET email_confirmed_at = COALESCE(email_confirmed_at, ?) WHERE id = ?",
      )
      .run(now, row.bookingId);
    return row.bookingId;
  }

  /** When the booking's address was confirmed by its proof link, if it was. */
  emailConfirmedAt(bookingId: number): number | null {
    const row = this.sql
      .prepare("SELECT email_confirmed_at AS at FROM bookings WHERE id = ?")
      .get(bookingId) as { at: number | null } | undefined;
    return row?.at ?? null;
  }

  // ---------------------------------------------------------------- the conflict check

  /**
   * Every name the firm already holds: the people who wrote or booked, and the other parties they
   * named (suspected spam left out).
   */
  knownNames(exceptBookingId?: number): KnownName[] {
    const names: KnownName[] = [];
    const messages = this.sql
      .prepare(
        "SELECT id, first_name AS firstName, last_name AS lastName, other_parties AS otherParties FROM contact_messages WHERE suspected_spam IS NULL",
      )
      .all() as { id: number; firstName: string; lastName: string; otherParties: string | null }[];
    const bookings = this.sql
      .prepare(
        "SELECT id, first_name AS firstName, last_name AS lastName, other_parties AS otherParties FROM bookings WHERE id != ?",
      )
      .all(exceptBookingId ?? -1) as typeof messages;
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
        `SELECT ${bookingColumns} FROM bookings b WHERE status = 'held'
            OR (status = 'confirmed' AND conflict_settled_at IS NULL
                AND EXISTS (SELECT 1 FROM booking_conflicts c WHERE c.booking_id = b.id))
          ORDER BY starts_at`,
      )
      .all() as Booking[];
  }

  conflicts(bookingId: number): StoredConflict[] {
    const rows = this.sql
      .prepare(
        `SELECT id, given_role AS givenRole, given_name AS given, known_source AS source, known_id AS knownId,
                known_role AS role, known_name AS name
           FROM booking_conflicts WHERE booking_id = ? ORDER BY id`,
      )
      .all(bookingId) as {
      id: number;
      givenRole: PossibleMatch["givenRole"];
      given: string;
      source: KnownName["source"];
      knownId: number;
      role: KnownName["role"];
      name: string;
    }[];
    return rows.map((r) => ({
      id: r.id,
      given: r.given,
      givenRole: r.givenRole,
      known: { source: r.source, id: r.knownId, role: r.role, name: r.name },
    }));
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

  feedLawyer(hash: string): LawyerKey | undefined {
    const row = this.sql
      .prepare("SELECT lawyer FROM booking_feeds WHERE token_hash = ?")
      .get(hash) as { lawyer: LawyerKey } | undefined;
    return row?.lawyer;
  }

  feeds(): { lawyer: LawyerKey; createdAt: number }[] {
    return this.sql
      .prepare("SELECT lawyer, created_at AS createdAt FROM booking_feeds ORDER BY lawyer")
      .all() as { lawyer: LawyerKey; createdAt: number }[];
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
