/**
 * Data sealed at rest under a record's own data key (docs/DOCUMENTS.md#the-master-key): AES-256-GCM
 * with a fresh 96-bit nonce at each seal and a context as associated data (which record, which
 * purpose), so one record's sealed bytes cannot be passed off as another's (NIST SP 800-38D).
 * The data key itself is stored only wrapped by the documents' master key (`KeyWrapper`), so one
 * key, one start-up check and one rotation cover every kind of record. Used by intake
 * questionnaires (docs/INTAKE.md#privacy) and engagement letters (docs/ENGAGEMENT.md#privacy).
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** What a record needs of the master key: wrapping and unwrapping data keys, and its id. */
export interface KeyWrapper {
  readonly keyId: string;
  wrap(dataKey: Buffer): Buffer;
  unwrap(wrapped: Buffer): Buffer;
}

export class SealedDataError extends Error {}

/** nonce || ciphertext || tag. */
export function sealBytes(dataKey: Buffer, context: Buffer, plain: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", dataKey, nonce);
  cipher.setAAD(context);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

export function openBytes(dataKey: Buffer, context: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < NONCE_BYTES + TAG_BYTES) throw new SealedDataError("sealed data too short");
  const decipher = createDecipheriv("aes-256-gcm", dataKey, sealed.subarray(0, NONCE_BYTES));
  decipher.setAAD(context);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new SealedDataError("the sealed data cannot be opened with this key");
  }
}
