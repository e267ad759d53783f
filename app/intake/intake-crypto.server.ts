/**
 * The answers of a questionnaire at rest (docs/INTAKE.md#privacy): JSON encrypted with
 * AES-256-GCM under the questionnaire's own random data key, with a fresh nonce at each save and the
 * row's id as associated data (so one questionnaire's answers cannot be passed off as another's).
 * The data key is stored only wrapped by the documents' master key (the same envelope as documents:
 * app/documents/document-crypto.server.ts), so rotating that key re-wraps these keys too.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** What the answers need of the master key: wrapping and unwrapping data keys, and its id. */
export interface KeyWrapper {
  readonly keyId: string;
  wrap(dataKey: Buffer): Buffer;
  unwrap(wrapped: Buffer): Buffer;
}

export class IntakeCryptoError extends Error {}

const context = (id: number) => Buffer.from(`mercer-law intake answers v1\0${id}`, "utf8");

export function sealAnswers(dataKey: Buffer, id: number, value: unknown): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", dataKey, nonce);
  cipher.setAAD(context(id));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

export function openAnswers(dataKey: Buffer, id: number, sealed: Buffer): unknown {
  if (sealed.length < NONCE_BYTES + TAG_BYTES) throw new IntakeCryptoError("answers too short");
  const decipher = createDecipheriv("aes-256-gcm", dataKey, sealed.subarray(0, NONCE_BYTES));
  decipher.setAAD(context(id));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    const text = Buffer.concat([
      decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    return JSON.parse(text);
  } catch {
    throw new IntakeCryptoError("the answers cannot be opened with this key");
  }
}
