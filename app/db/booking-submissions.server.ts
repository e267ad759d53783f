/**
 * The booking form's posts that booked (docs/BOOKING.md#the-same-booking-sent-twice): the digest of
 * a post (its form's key and fields) with the booking it made, so the same post sent again finds
 * that booking instead of booking again. Nothing of the answer is kept: no link, no name.
 */
import type { SiteDatabase } from "./database.server";

/** How long a booking form's post is remembered: a day, longer than any page stays open. */
export const bookingSubmissionMemoryMs = 24 * 60 * 60 * 1000;

export class BookingSubmissions {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  private get sql() {
    return this.db.sqlite;
  }

  /** The booking this post made, if it booked within the memory; forgets older posts first. */
  bookingFor(digest: string, now: number): number | undefined {
    this.sql
      .prepare("DELETE FROM booking_form_submissions WHERE submitted_at < ?")
      .run(now - bookingSubmissionMemoryMs);
    const row = this.sql
      .prepare("SELECT booking_id AS id FROM booking_form_submissions WHERE digest = ?")
      .get(digest) as { id: number } | undefined;
    return row?.id;
  }

  /** Records that this post made this booking (replacing an older booking of the same post). */
  remember(digest: string, bookingId: number, now: number): void {
    this.sql
      .prepare(
        `INSERT INTO booking_form_submissions (digest, booking_id, submitted_at) VALUES (?, ?, ?)
         ON CONFLICT (digest) DO UPDATE SET booking_id = excluded.booking_id,
           submitted_at = excluded.submitted_at`,
      )
      .run(digest, bookingId, now);
  }
}
