import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningS3, s3rverCredentials, startS3 } from "../../tests/support/s3";
import {
  DiskStorage,
  type DocumentStorage,
  newObjectKey,
  ObjectMissing,
  S3Storage,
} from "./document-storage.server";

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function exercise(storage: DocumentStorage) {
  await storage.check();
  const key = newObjectKey();
  // Larger than one multipart part, sent in pieces of a phone upload's size.
  const data = randomBytes(6 * 1024 * 1024 + 123);
  const pieces: Buffer[] = [];
  for (let i = 0; i < data.length; i += 256 * 1024) pieces.push(data.subarray(i, i + 256 * 1024));
  await storage.write(key, Readable.from(pieces));
  expect((await buffer(await storage.read(key))).equals(data)).toBe(true);
  const listed: string[] = [];
  for await (const k of storage.list()) listed.push(k);
  expect(listed).toContain(key);
  await storage.remove(key);
  await storage.remove(key);
  await expect(storage.read(key)).rejects.toBeInstanceOf(ObjectMissing);
  await expect(storage.read("../../etc/passwd")).rejects.toThrow(/object key/);
}

describe("document storage (docs/DOCUMENTS.md#storage)", () => {
  it("local disk: writes, reads, lists and removes, owner-only, no temporary file left", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "documents-disk-"));
    try {
      const storage = new DiskStorage(root);
      await exercise(storage);
      const key = newObjectKey();
      await storage.write(key, Readable.from([Buffer.from("ciphertext")]));
      const files = listFiles(root);
      expect(files).toHaveLength(1);
      expect(statSync(files[0]!).mode & 0o777).toBe(0o600);
      expect(path.relative(root, files[0]!)).toBe(key);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  describe("S3-compatible bucket against s3rver on loopback", () => {
    let s3: RunningS3;
    beforeAll(async () => {
      s3 = await startS3();
    });
    afterAll(async () => {
      await s3?.stop();
    });

    it("writes in parts, reads, lists and removes objects under the prefix", async () => {
      const storage = new S3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: "us-east-1",
        prefix: "documents/",
        forcePathStyle: true,
        credentials: s3rverCredentials,
      });
      await exercise(storage);
      const key = newObjectKey();
      const marker = Buffer.from("only ciphertext reaches the bucket");
      await storage.write(key, Readable.from([marker]));
      const stored = listFiles(s3.directory).filter((f) => !f.endsWith("._S3rver_metadata.json"));
      expect(stored.some((f) => readFileSync(f).equals(marker))).toBe(true);
      expect(stored.some((f) => f.includes(path.join("documents", key.split("/")[0]!)))).toBe(true);
      storage.close();
    });

    it("says when the bucket cannot be reached", async () => {
      const storage = new S3Storage({
        bucket: "no-such-bucket",
        endpoint: s3.endpoint,
        region: "us-east-1",
        prefix: "",
        forcePathStyle: true,
        credentials: s3rverCredentials,
      });
      await expect(storage.check()).rejects.toThrow(/no-such-bucket cannot be reached/);
      storage.close();
    });
  });
});
