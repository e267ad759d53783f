/**
 * Envelope encryption of documents at rest (docs/DOCUMENTS.md#encryption-at-rest).
 *
 * - Each file has its own random 256-bit data key; the file is encrypted with AES-256-GCM in
 *   records of at most 64 KiB, each with its own nonce and authentication tag, so a file of any
 *   size is encrypted and decrypted as a stream, and nothing is released before its record is
 *   authenticated (the STREAM construction: Hoang, Reyhanitabar, Rogaway and Vizár, "Online
 *   Authenticated-Encryption and its Nonce-Reuse Misuse-Resistance", CRYPTO 2015).
 * - The data key is stored only wrapped (AES-256-GCM) by the master key, which comes from the
 *   environment or a key file and is never written next to the data by the server unless the
 *   operator lets it create one (document-keys.server.ts).
 *
 * Record layout: a 16-byte header ("MLD1", version 1, three zero bytes, an 8-byte random nonce
 * prefix), then records of [4-byte big-endian plaintext length][ciphertext][16-byte tag]. Record n
 * uses the nonce prefix || n (32-bit big-endian) and authenticates the header and a final-record
 * flag, so records cannot be reordered, dropped or cut off at the end without detection.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

export const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 16;
const MAGIC = Buffer.from("MLD1", "latin1");
/** Plaintext bytes per record: small enough to hold one in memory, large enough to be cheap. */
export const RECORD_BYTES = 64 * 1024;
const WRAP_CONTEXT = Buffer.from("mercer-law document data key v1", "utf8");

export class DocumentCryptoError extends Error {}

/** A new random data key for one file. */
export function newDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/** The data key wrapped by the master key: nonce || ciphertext || tag (60 bytes). */
export function wrapDataKey(masterKey: Buffer, dataKey: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", masterKey, nonce);
  cipher.setAAD(WRAP_CONTEXT);
  const body = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

/** Unwraps a data key; throws DocumentCryptoError when the master key is not the one that wrapped it. */
export function unwrapDataKey(masterKey: Buffer, wrapped: Buffer): Buffer {
  if (wrapped.length !== NONCE_BYTES + KEY_BYTES + TAG_BYTES)
    throw new DocumentCryptoError("a wrapped data key has the wrong length");
  const decipher = createDecipheriv("aes-256-gcm", masterKey, wrapped.subarray(0, NONCE_BYTES));
  decipher.setAAD(WRAP_CONTEXT);
  decipher.setAuthTag(wrapped.subarray(NONCE_BYTES + KEY_BYTES));
  try {
    return Buffer.concat([
      decipher.update(wrapped.subarray(NONCE_BYTES, NONCE_BYTES + KEY_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new DocumentCryptoError("the master key does not open this data key");
  }
}

function nonceFor(prefix: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(NONCE_BYTES);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 8);
  return nonce;
}

function additionalData(header: Buffer, final: boolean): Buffer {
  return Buffer.concat([header, Buffer.from([final ? 1 : 0])]);
}

function sealRecord(
  key: Buffer,
  header: Buffer,
  index: number,
  plaintext: Buffer,
  final: boolean,
): Buffer {
  if (index > 0xffffffff) throw new DocumentCryptoError("file too large for one data key");
  const cipher = createCipheriv("aes-256-gcm", key, nonceFor(header.subarray(8, 16), index));
  cipher.setAAD(additionalData(header, final));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(plaintext.length);
  return Buffer.concat([length, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

function openRecord(
  key: Buffer,
  header: Buffer,
  index: number,
  sealed: Buffer,
  final: boolean,
): Buffer {
  const decipher = createDecipheriv("aes-256-gcm", key, nonceFor(header.subarray(8, 16), index));
  decipher.setAAD(additionalData(header, final));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(4, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new DocumentCryptoError("a stored document failed authentication (damaged or altered)");
  }
}

function newHeader(): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[4] = 1;
  randomBytes(8).copy(header, 8);
  return header;
}

/**
 * Encrypts a stream. `final: true` (a finished file) marks its last record, so a file cut short
 * fails to decrypt; `final: false` writes an append log (an upload still arriving), continued by
 * later calls with `continueAt`.
 */
export function encryptStream(
  key: Buffer,
  options: { final: boolean; continueAt?: { header: Buffer; records: number } } = { final: true },
): Transform & { records: () => number; header: Buffer } {
  const header = options.continueAt?.header ?? newHeader();
  let index = options.continueAt?.records ?? 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const takeRecord = (size: number): Buffer => {
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const record = all.subarray(0, size);
    const rest = all.subarray(size);
    pending = rest.length ? [rest] : [];
    pendingBytes = rest.length;
    return record;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Holding back a full record until more arrives lets the last one carry the final flag.
      while (pendingBytes > RECORD_BYTES) {
        this.push(sealRecord(key, header, index++, takeRecord(RECORD_BYTES), false));
      }
      done();
    },
    flush(done: TransformCallback) {
      if (options.final || pendingBytes > 0) {
        this.push(sealRecord(key, header, index++, takeRecord(pendingBytes), options.final));
      }
      done();
    },
  });
  if (!options.continueAt) stream.push(header);
  return Object.assign(stream, { records: () => index, header });
}

/**
 * Decrypts what encryptStream wrote. A sealed file must end with its final record; an append log
 * (`final: false`) must not contain one. Any altered, reordered or missing record throws.
 */
export function decryptStream(
  key: Buffer,
  options: { final: boolean } = { final: true },
): Transform {
  let buffer: Buffer = Buffer.alloc(0);
  let header: Buffer | undefined;
  let index = 0;
  /** A complete record held back until we know whether it is the last. */
  let held: Buffer | undefined;
  const release = (stream: Transform, final: boolean) => {
    if (!held || !header) return;
    stream.push(openRecord(key, header, index++, held, final));
    held = undefined;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        if (!header) {
          if (buffer.length < HEADER_BYTES) return done();
          header = Buffer.from(buffer.subarray(0, HEADER_BYTES));
          if (!header.subarray(0, 4).equals(MAGIC) || header[4] !== 1)
            throw new DocumentCryptoError("not an encrypted document");
          buffer = buffer.subarray(HEADER_BYTES);
        }
        for (;;) {
          if (buffer.length < 4) break;
          const size = 4 + buffer.readUInt32BE(0) + TAG_BYTES;
          if (size - 4 - TAG_BYTES > RECORD_BYTES)
            throw new DocumentCryptoError("a record is larger than any this code writes");
          if (buffer.length < size) break;
          if (options.final) release(this, false);
          held = Buffer.from(buffer.subarray(0, size));
          buffer = buffer.subarray(size);
          if (!options.final) release(this, false);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (!header) throw new DocumentCryptoError("not an encrypted document");
        if (buffer.length) throw new DocumentCryptoError("a stored document ends mid-record");
        if (options.final) {
          if (!held) throw new DocumentCryptoError("a stored document is cut short");
          release(this, true);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
