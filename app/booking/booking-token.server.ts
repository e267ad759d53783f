import { createHash, randomBytes } from "node:crypto";

/**
 * The secrets in a client's reschedule and cancel links and in a lawyer's calendar feed address
 * (docs/BOOKING.md#reschedule-and-cancel). 32 random bytes (256 bits, base64url: 43 characters),
 * so one cannot be guessed (OWASP Forgot Password Cheat Sheet: long, random, single-purpose tokens).
 * Only a SHA-256 of each is stored: a copy of the database cannot act for a client. A plain hash
 * suffices (no salt, no slow hash) because the token is random, not chosen by a person.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether a string has the shape of a token (so a malformed one never reaches the database). */
export function looksLikeSecretToken(value: string | undefined | null): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
