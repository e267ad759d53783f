/**
 * The key a booking form carries so that the same post sent twice books once
 * (docs/BOOKING.md#the-same-booking-sent-twice): made by the /book page's loader for each rendering
 * (without JavaScript too), or in the browser when the booking dialog's form is shown. Shared by the
 * forms and the action (booking-once.server.ts).
 */
export const bookingKeyField = "submission";

/** What a made key looks like (a random UUID); anything else is no key. */
export const bookingKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A new key: a random UUID (Web Crypto, in Node and in every browser on a secure page). Undefined
 * where the platform has none (a page over plain HTTP): the post then books as it always did.
 */
export function newBookingKey(): string | undefined {
  return typeof globalThis.crypto?.randomUUID === "function"
    ? globalThis.crypto.randomUUID()
    : undefined;
}
