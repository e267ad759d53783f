/**
 * The secret in a client's private link (docs/INTAKE.md, docs/ENGAGEMENT.md#the-link): 32 random
 * bytes in base64url (43 characters), stored only as its SHA-256, so a copy of the database opens
 * no client's page.
 */
import { createHash, randomBytes } from "node:crypto";

export const secretTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function secretTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
