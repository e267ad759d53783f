/**
 * How large a request body each kind of form may send (docs/OPERATIONS.md#form-body-limits),
 * enforced in front of React Router before anything reads a body (server/body-limit.ts): a
 * Content-Length over the limit is answered 413 unread, and a body without a Content-Length
 * (chunked) 411, since browsers always send the length of a form post.
 */

/** Every public form (contact, booking, a booking link, an engagement letter, passkey steps). */
export const publicFormBodyLimit = 64 * 1024;

/**
 * A questionnaire's section. The largest section of the firm's questionnaires (immigration's
 * "travel and refusals", every answer at its most) holds 39,600 characters: about 40 KB as plain
 * letters, and 356 KB even if every character were one that a form sends as nine bytes (`%E4%B8%AD`).
 */
export const questionnaireBodyLimit = 512 * 1024;

/**
 * A desk form behind sign-in. The largest: a reply of 20,000 characters (at most 180 KB sent as
 * nine-byte characters), an engagement letter's draft (about 20,000 characters), a bulk change of
 * 200 inquiries (about 3 KB).
 */
export const deskFormBodyLimit = 1024 * 1024;

/** The desk's "verify a copy": one PDF of at most 20 MB, with room for the form around it. */
export const deskVerifyBodyLimit = 21 * 1024 * 1024;
