import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  DocumentCryptoError,
  decryptStream,
  encryptStream,
  newDataKey,
  RECORD_BYTES,
  unwrapDataKey,
  wrapDataKey,
} from "./document-crypto.server";

async function encrypt(key: Buffer, plaintext: Buffer, chunk = 10_000): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let i = 0; i < plaintext.length; i += chunk) parts.push(plaintext.subarray(i, i + chunk));
  return buffer(Readable.from(parts).pipe(encryptStream(key)));
}

async function decrypt(key: Buffer, sealed: Buffer, chunk = 7_777): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let i = 0; i < sealed.length; i += chunk) parts.push(sealed.subarray(i, i + chunk));
  return buffer(Readable.from(parts).pipe(decryptStream(key)));
}

describe("document encryption (AES-256-GCM, a key per file)", () => {
  it("round-trips files of every size, including empty and exact multiples of a record", async () => {
    const key = newDataKey();
    for (const size of [0, 1, 1000, RECORD_BYTES, RECORD_BYTES + 1, 3 * RECORD_BYTES, 300_001]) {
      const plaintext = randomBytes(size);
      const sealed = await encrypt(key, plaintext);
      expect(sealed.includes(plaintext.subarray(0, 64)) && size >= 64).toBe(false);
      expect((await decrypt(key, sealed)).equals(plaintext)).toBe(true);
    }
  });

  it("never writes the plaintext: a known phrase is absent from the ciphertext", async () => {
    const phrase = Buffer.from("Agreement of Purchase and Sale, 12 Maple Crescent");
    const sealed = await encrypt(newDataKey(), Buffer.concat([phrase, phrase, phrase]));
    expect(sealed.includes(phrase)).toBe(false);
  });

  it("refuses a wrong key, an altered byte, a file cut short and reordered records", async () => {
    const key = newDataKey();
    const plaintext = randomBytes(3 * RECORD_BYTES + 10);
    const sealed = await encrypt(key, plaintext);
    await expect(decrypt(newDataKey(), sealed)).rejects.toBeInstanceOf(DocumentCryptoError);
    const altered = Buffer.from(sealed);
    altered[sealed.length - 40]! ^= 1;
    await expect(decrypt(key, altered)).rejects.toBeInstanceOf(DocumentCryptoError);
    // Drop the last record: the remaining ones are intact but none is marked final.
    const recordSize = 4 + RECORD_BYTES + 16;
    const cut = sealed.subarray(0, 16 + 3 * recordSize);
    await expect(decrypt(key, cut)).rejects.toBeInstanceOf(DocumentCryptoError);
    const swapped = Buffer.concat([
      sealed.subarray(0, 16),
      sealed.subarray(16 + recordSize, 16 + 2 * recordSize),
      sealed.subarray(16, 16 + recordSize),
      sealed.subarray(16 + 2 * recordSize),
    ]);
    await expect(decrypt(key, swapped)).rejects.toBeInstanceOf(DocumentCryptoError);
  });

  it("continues an append log across separate writes (an upload resumed later)", async () => {
    const key = newDataKey();
    const first = randomBytes(100_000);
    const second = randomBytes(70_000);
    const a = encryptStream(key, { final: false });
    const partOne = await buffer(Readable.from([first]).pipe(a));
    const b = encryptStream(key, {
      final: false,
      continueAt: { header: a.header, records: a.records() },
    });
    const partTwo = await buffer(Readable.from([second]).pipe(b));
    const log = Buffer.concat([partOne, partTwo]);
    const plain = await buffer(Readable.from([log]).pipe(decryptStream(key, { final: false })));
    expect(plain.equals(Buffer.concat([first, second]))).toBe(true);
  });

  it("wraps data keys with the master key and refuses another master key", () => {
    const master = randomBytes(32);
    const dataKey = newDataKey();
    const wrapped = wrapDataKey(master, dataKey);
    expect(wrapped.includes(dataKey)).toBe(false);
    expect(unwrapDataKey(master, wrapped).equals(dataKey)).toBe(true);
    expect(() => unwrapDataKey(randomBytes(32), wrapped)).toThrow(DocumentCryptoError);
  });
});
