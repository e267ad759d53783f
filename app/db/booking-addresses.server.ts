/**
 * A booking's address proving itself (docs/BOOKING.md#an-address-proves-itself): the link between
 * a booking and the earlier inquiry of the same address, the hashed proof links e-mailed to it, and
 * staff joining the booking to that inquiry. SQL only, like every repository (app/db/README.md);
 * reached as `bookings.addresses`.
 */
import type { Bookings } from "./bookings.server";
import { expectChanges, type SiteDatabase, type Sqlite } from "./database.server";

/** A booking from the address of an earlier inquiry (docs/BOOKING.md#an-address-proves-itself). */
export interface AddressLink {
  bookingId: number;
  earlierMessageId: number;
  /** When the visitor followed the proof link e-mailed to the address. */
  confirmedAt: number | null;
  mergedAt: number | null;
  mergedBy: number | null;
}

/**
 * A proof link works only while its booking stands: once declined or cancelled it answers as a
 * link that no longer works, used or not, like the booking's other links
 * (docs/BOOKING.md#an-address-proves-itself): "confirmed" would vouch for a booking that is gone.
 */
const liveBooking =
  "booking_id IN (SELECT id FROM bookings WHERE status NOT IN ('cancelled', 'declined'))";

export class BookingAddresses {
  constructor(
    private readonly db: SiteDatabase,
    private readonly bookings: Pick<Bookings, "get" | "setMessage">,
  ) {}

  private get sql(): Sqlite {
    return this.db.sqlite;
  }

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
    const booking = this.bookings.get(bookingId);
    if (!link || link.mergedAt !== null || !booking) throw new Error("nothing to merge");
    expectChanges(
      this.sql
        .prepare(
          "UPDATE booking_address_links SET merged_at = ?, merged_by = ? WHERE booking_id = ? AND merged_at IS NULL",
        )
        .run(now, staffId, bookingId),
      "merge address",
    );
    this.bookings.setMessage(bookingId, link.earlierMessageId);
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

  /** The booking of a proof link already used (and not expired), or undefined. */
  usedAddressProofBooking(hash: string, now: number): number | undefined {
    const row = this.sql
      .prepare(
        "SELECT booking_id AS bookingId FROM booking_address_proofs WHERE token_hash = ? AND expires_at > ? AND used_at IS NOT NULL",
      )
      .get(hash, now) as { bookingId: number } | undefined;
    return row?.bookingId;
  }

  /** A proof link's secret: unused, used (and not expired), or unknown or expired (undefined). */
  addressProofState(hash: string, now: number): "usable" | "used" | undefined {
    const row = this.sql
      .prepare(
        `SELECT used_at AS usedAt FROM booking_address_proofs
          WHERE token_hash = ? AND expires_at > ? AND ${liveBooking}`,
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
          WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? AND ${liveBooking}
          RETURNING booking_id AS bookingId`,
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
}
