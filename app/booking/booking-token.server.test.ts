import { describe, expect, it } from "vitest";
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from "./booking-token.server";

// docs/BOOKING.md#reschedule-and-cancel

describe("secret tokens", () => {
  it("are 256 random bits, stored only as a SHA-256 that does not reveal them", () => {
    const { token, hash } = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashSecretToken(token));
    expect(hash).not.toContain(token);
  });

  it("never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newSecretToken().token));
    expect(tokens.size).toBe(1000);
  });

  it("are recognised by shape before any look-up", () => {
    expect(looksLikeSecretToken(newSecretToken().token)).toBe(true);
    for (const bad of [
      "",
      "short",
      `${"a".repeat(42)}=`,
      `${"a".repeat(44)}`,
      "../../etc/passwd",
      null,
      undefined,
    ])
      expect(looksLikeSecretToken(bad)).toBe(false);
  });
});
