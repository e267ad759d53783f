/**
 * Who may see an engagement letter (docs/ENGAGEMENT.md#the-clients-steps): the private link e-mailed
 * to the client (only its SHA-256 is stored), then a one-time code e-mailed to the same address, and
 * the cookie of the browser that proved it. The code is made as its e-mail is sent and only its HMAC
 * under the letter's own data key is stored, so a copy of the database cannot test codes; the cookie
 * is stored only as its SHA-256.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  newSecretToken,
  secretTokenHash,
  secretTokenPattern,
} from "~/platform/secret-token.server";
import { codeEmail } from "./engagement-emails";
import type { EngagementStore, LetterRow } from "./engagement-store.server";

const MINUTE = 60 * 1000;

/** The one-time code (docs/ENGAGEMENT.md#the-clients-steps): 6 digits, 10 minutes, 5 tries. */
export const codeRules = {
  digits: 6,
  validMs: 10 * MINUTE,
  maxAttempts: 5,
  /** A new code no sooner than this after the last one… */
  resendAfterMs: MINUTE,
  /** …and at most this many for one letter. */
  maxCodes: 6,
} as const;

/** How long the browser that proved the code may carry on without a new one. */
export const clientSessionMs = 2 * 60 * MINUTE;

/** The client's address and browser, recorded with each of their steps. */
export interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
}

/** The code's HMAC under the letter's own data key: a copy of the database alone cannot test codes. */
export function codeHmac(dataKey: Buffer, letterId: number, code: string): string {
  return createHmac("sha256", dataKey)
    .update(`engagement code\0${letterId}\0${code}`)
    .digest("hex");
}

const tooManyWrong = "That code was entered wrongly too many times. Ask for a new code.";

export class LetterAccess {
  private readonly store: EngagementStore;
  private readonly dataKey: (row: Pick<LetterRow, "wrappedKey">) => Buffer;
  private readonly firmName: string;
  private readonly wake: () => void;

  constructor(options: {
    store: EngagementStore;
    dataKey: (row: Pick<LetterRow, "wrappedKey">) => Buffer;
    firmName: string;
    wake: () => void;
  }) {
    this.store = options.store;
    this.dataKey = options.dataKey;
    this.firmName = options.firmName;
    this.wake = options.wake;
  }

  /**
   * The letter behind a link, or undefined (malformed, unknown, turned off or expired: 404).
   * Opening records the "opened" event once, with the client's address and browser.
   */
  open(token: string, client: ClientInfo, now = Date.now()): LetterRow | undefined {
    if (!secretTokenPattern.test(token)) return undefined;
    const row = this.store.byTokenHash(secretTokenHash(token), now);
    if (!row) return undefined;
    if (row.openedAt === null)
      this.store.transaction(() => {
        if (this.store.markOpened(row.id, now))
          this.store.addEvent({ letterId: row.id, kind: "opened", at: now, ...client });
      });
    return this.store.get(row.id);
  }

  /** Whether this browser proved the code for this letter (its cookie's value), still in time. */
  clientVerified(row: LetterRow, sessionToken: string | undefined, now = Date.now()): boolean {
    if (!sessionToken || !row.clientSessionHash || !row.clientSessionUntil) return false;
    if (row.clientSessionUntil <= now) return false;
    const a = Buffer.from(secretTokenHash(sessionToken), "hex");
    const b = Buffer.from(row.clientSessionHash, "hex");
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Asks for a code by e-mail (made as the e-mail is sent), within the limits. */
  requestCode(
    row: LetterRow,
    client: ClientInfo,
    now = Date.now(),
  ): { ok: true } | { ok: false; message: string } {
    if (row.signedAt) return { ok: false, message: "This letter is already signed." };
    if (row.codesSent >= codeRules.maxCodes)
      return {
        ok: false,
        message:
          "Too many codes were sent for this letter. Please call us or reply to our e-mail, and we will help.",
      };
    if (row.codeSentAt !== null && now - row.codeSentAt < codeRules.resendAfterMs)
      return {
        ok: false,
        message:
          "A code was sent less than a minute ago. Check your inbox (and spam folder), or wait a minute and ask again.",
      };
    this.store.transaction(() => {
      this.store.countCodeRequest(row.id, now);
      this.store.addEvent({
        letterId: row.id,
        kind: "code-sent",
        at: now,
        ...client,
        detail: `to ${row.clientEmail}`,
      });
      this.store.queueEmail({
        letterId: row.id,
        kind: "code",
        recipient: row.clientEmail,
        ...codeEmail({ firmName: this.firmName, minutes: codeRules.validMs / MINUTE }),
        now,
      });
    });
    this.wake();
    return { ok: true };
  }

  /**
   * Makes the code as its e-mail is sent (./engagement-mail-queue.server.ts): only its HMAC is
   * stored, valid for 10 minutes from now, with five tries.
   */
  issueCode(letterId: number, now = Date.now()): string | undefined {
    const row = this.store.get(letterId);
    if (!row || row.signedAt || row.revokedAt) return undefined;
    const code = String(randomBytes(4).readUInt32BE(0) % 10 ** codeRules.digits).padStart(
      codeRules.digits,
      "0",
    );
    this.store.setCode(
      row.id,
      codeHmac(this.dataKey(row), row.id, code),
      now,
      now + codeRules.validMs,
    );
    return code;
  }

  /** Why a typed code cannot be checked at all (none asked for, spent, expired, not 6 digits). */
  private unusable(row: LetterRow, code: string, now: number): string | undefined {
    if (!row.codeHash || !row.codeExpiresAt)
      return "Ask for a code first: press “E-mail me a code”.";
    if (row.codeAttempts >= codeRules.maxAttempts) return tooManyWrong;
    if (row.codeExpiresAt <= now)
      return "That code has expired (codes work for 10 minutes). Ask for a new code.";
    if (!/^\d{6}$/.test(code)) return "Enter the 6 digits of the code in our e-mail.";
    return undefined;
  }

  /** Checks a code; on success returns the value of the cookie that proves this browser. */
  verifyCode(
    row: LetterRow,
    typed: string,
    client: ClientInfo,
    now = Date.now(),
  ): { ok: true; sessionToken: string } | { ok: false; message: string } {
    const code = typed.replace(/\s+/g, "");
    const unusable = this.unusable(row, code, now);
    if (unusable) return { ok: false, message: unusable };
    const expected = Buffer.from(row.codeHash ?? "", "hex");
    const actual = Buffer.from(codeHmac(this.dataKey(row), row.id, code), "hex");
    if (!timingSafeEqual(expected, actual)) {
      const attempts = this.store.transaction(() => {
        this.store.addEvent({ letterId: row.id, kind: "code-failed", at: now, ...client });
        return this.store.failCode(row.id);
      });
      const left = codeRules.maxAttempts - attempts;
      return {
        ok: false,
        message:
          left > 0
            ? `That code is not right. You can try ${left} more time${left === 1 ? "" : "s"}.`
            : tooManyWrong,
      };
    }
    const sessionToken = newSecretToken();
    this.store.transaction(() => {
      this.store.verify(row.id, secretTokenHash(sessionToken), now, now + clientSessionMs);
      this.store.addEvent({ letterId: row.id, kind: "code-verified", at: now, ...client });
    });
    return { ok: true, sessionToken };
  }
}
