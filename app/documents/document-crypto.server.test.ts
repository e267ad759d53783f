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

// The construction's review (docs/decisions/041-file-encryption-construction.md): every way of
// rearranging sealed records — truncation, reordering, duplication, splicing from another file,
// another header, an extra record after the last — fails authentication; none releases a byte of
// the changed record.
describe("the record sequence cannot be changed without detection", () => {
  const recordSize = 4 + RECORD_BYTES + 16;
  const records = (sealed: Buffer) => {
    const out: Buffer[] = [];
    for (let at = 16; at < sealed.length; at += recordSize)
      out.push(sealed.subarray(at, at + recordSize));
    return out;
  };
  const header = (sealed: Buffer) => sealed.subarray(0, 16);

  it("detects truncation anywhere: in the header, mid-record, at a record boundary, or everything after the header", async () => {
    const key = newDataKey();
    const sealed = await encrypt(key, randomBytes(2 * RECORD_BYTES + 500));
    for (const length of [
      0,
      10,
      16,
      16 + 100,
      16 + recordSize,
      16 + recordSize + 3,
      sealed.length - 1,
    ]) {
      await expect(decrypt(key, sealed.subarray(0, length))).rejects.toBeInstanceOf(
        DocumentCryptoError,
      );
    }
  });

  it("detects a duplicated record and an extra record after the final one", async () => {
    const key = newDataKey();
    const sealed = await encrypt(key, randomBytes(2 * RECORD_BYTES + 500));
    const [first, second, last] = records(sealed);
    const duplicated = Buffer.concat([header(sealed), first!, first!, second!, last!]);
    await expect(decrypt(key, duplicated)).rejects.toBeInstanceOf(DocumentCryptoError);
    const extra = Buffer.concat([sealed, last!]);
    await expect(decrypt(key, extra)).rejects.toBeInstanceOf(DocumentCryptoError);
    const lastTwice = Buffer.concat([header(sealed), first!, second!, second!, last!]);
    await expect(decrypt(key, lastTwice)).rejects.toBeInstanceOf(DocumentCryptoError);
  });

  it("detects a record spliced in from another file, even one sealed under the same key", async () => {
    const key = newDataKey();
    const a = await encrypt(key, randomBytes(2 * RECORD_BYTES + 500));
    const b = await encrypt(key, randomBytes(2 * RECORD_BYTES + 500));
    const [a1, a2, a3] = records(a);
    const [, b2] = records(b);
    // Same position, same key, another file: its nonce prefix and header differ.
    await expect(decrypt(key, Buffer.concat([header(a), a1!, b2!, a3!]))).rejects.toBeInstanceOf(
      DocumentCryptoError,
    );
    // Another file's header over this file's records.
    await expect(decrypt(key, Buffer.concat([header(b), a1!, a2!, a3!]))).rejects.toBeInstanceOf(
      DocumentCryptoError,
    );
    // A record from a file under another key.
    const c = await encrypt(newDataKey(), randomBytes(2 * RECORD_BYTES + 500));
    await expect(
      decrypt(key, Buffer.concat([header(a), a1!, records(c)[1]!, a3!])),
    ).rejects.toBeInstanceOf(DocumentCryptoError);
  });

  it("detects a changed length field, and an append log's records replayed or reordered", async () => {
    const key = newDataKey();
    const sealed = await encrypt(key, randomBytes(RECORD_BYTES + 100));
    const lengthChanged = Buffer.from(sealed);
    lengthChanged.writeUInt32BE(RECORD_BYTES - 1, 16);
    await expect(decrypt(key, lengthChanged)).rejects.toBeInstanceOf(DocumentCryptoError);

    const log = encryptStream(key, { final: false });
    const plain = randomBytes(3 * RECORD_BYTES);
    const written = await buffer(Readable.from([plain]).pipe(log));
    const [r1, r2] = records(written);
    const openLog = (bytes: Buffer) =>
      buffer(Readable.from([bytes]).pipe(decryptStream(key, { final: false })));
    await expect(openLog(Buffer.concat([header(written), r2!, r1!]))).rejects.toBeInstanceOf(
      DocumentCryptoError,
    );
    await expect(openLog(Buffer.concat([header(written), r1!, r1!]))).rejects.toBeInstanceOf(
      DocumentCryptoError,
    );
    // An append log never passes for a sealed file, nor a sealed file for a log.
    await expect(decrypt(key, written)).rejects.toBeInstanceOf(DocumentCryptoError);
    await expect(openLog(sealed)).rejects.toBeInstanceOf(DocumentCryptoError);
  });
});
