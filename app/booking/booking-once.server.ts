/**
 * A booking post books once (docs/BOOKING.md#the-same-booking-sent-twice). A post carrying its
 * form's key (`bookingKeyField`) is known by the digest of the key and every field as sent; the
 * first that books records its booking, and the same post again (a retry after a dropped
 * connection, a double click without JavaScript, a reload of the answer) is answered with that
 * booking: no second booking, invitation or notice. The key is unguessable and lives only in the
 * visitor's own page, so knowing someone's address and time opens nothing. Only the digest and the
 * booking's id are kept (a day); the answer is made again from the booking, with no link stored.
 */
import { createHash } from "node:crypto";
import type { Booking } from "~/db/bookings.server";
import { isUpcoming } from "~/db/bookings.server";
import type { Repositories } from "~/db/repositories.server";
import { describeError, type Logger } from "~/platform/logger.server";
import type { BookingRequest, BookResult } from "./booking-contract";
import { bookingKeyField, bookingKeyPattern } from "./booking-form-key";
import type { BookingService } from "./booking-service.server";

/** A booking's result, `repeated` when the same post had already made this booking. */
export type BookOnceResult = BookResult | { ok: true; booking: Booking; repeated: true };

/** The digest of a keyed post (its key and every field), or undefined for a post without a key. */
export function bookingPostDigest(form: FormData): string | undefined {
  const key = form.get(bookingKeyField);
  if (typeof key !== "string" || !bookingKeyPattern.test(key)) return undefined;
  const hash = createHash("sha256");
  for (const [name, value] of form.entries())
    hash.update(
      `${JSON.stringify(name)}=${JSON.stringify(typeof value === "string" ? value : `${value.name}:${value.size}`)}\n`,
    );
  return hash.digest("hex");
}

export type BookOnce = (form: FormData, request: BookingRequest) => BookOnceResult;

/**
 * Books `request` unless the same post already booked a consultation that is still to come. All
 * synchronous (better-sqlite3), with nothing awaited between the look-up and the booking, so two
 * copies of one post arriving together are handled one after the other by the server's one
 * process: the second finds the first's booking. Not one transaction with the booking: the
 * booking wakes the outbox when it commits, and must not wake it inside a wider transaction. A
 * post whose booking was since cancelled, declined or has passed books again (the visitor sent the
 * form once more). Failing to remember a post never fails its booking.
 */
export function bookOnceWith(
  repos: Pick<Repositories, "bookings" | "bookingSubmissions">,
  service: Pick<BookingService, "book">,
  logger: Pick<Logger, "error">,
  now: () => number = Date.now,
): BookOnce {
  return (form, request) => {
    const digest = bookingPostDigest(form);
    if (!digest) return service.book(request);
    const id = repos.bookingSubmissions.bookingFor(digest, now());
    const earlier = id === undefined ? undefined : repos.bookings.get(id);
    if (earlier && isUpcoming(earlier)) return { ok: true, booking: earlier, repeated: true };
    const result = service.book(request);
    if (result.ok)
      try {
        repos.bookingSubmissions.remember(digest, result.booking.id, now());
      } catch (error) {
        logger.error("booking_post_not_remembered", { error: describeError(error) });
      }
    return result;
  };
}
