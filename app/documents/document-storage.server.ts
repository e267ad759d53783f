/**
 * Where encrypted documents are kept (docs/DOCUMENTS.md#storage): the local disk by default, or an
 * S3-compatible bucket (DOCUMENTS_STORAGE=s3). Both hold only ciphertext (document-crypto.server.ts);
 * object keys are random, never a client's file name.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";

/**
 * The AWS SDK, loaded when an S3 storage is first used: its modules take about a third of a second
 * of CPU to load, which a server keeping documents on its disk need not pay at every start
 * (docs/PERFORMANCE.md#server-start).
 */
const loadSdk = async () => ({
  ...(await import("@aws-sdk/client-s3")),
  ...(await import("@aws-sdk/lib-storage")),
});
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

export interface DocumentStorage {
  /** "disk" or "s3", for the desk and the logs. */
  readonly kind: "disk" | "s3";
  /** Stores a stream under a key; resolves once it is durably stored. */
  write(key: string, body: Readable): Promise<void>;
  /** Reads what was stored; rejects with ObjectMissing when there is none. */
  read(key: string): Promise<Readable>;
  /** Removes an object; removing one that is not there succeeds. */
  remove(key: string): Promise<void>;
  /** Every stored key (for backups and for finding objects no row refers to). */
  list(): AsyncIterable<string>;
  /** Throws with a clear message when the storage cannot be reached (checked at start-up). */
  check(): Promise<void>;
}

export class ObjectMissing extends Error {
  override name = "ObjectMissing";
}

/** A new object key: random, two-level (ab/abcdef…) so no directory grows too large. */
export function newObjectKey(): string {
  const id = randomBytes(20).toString("hex");
  return `${id.slice(0, 2)}/${id}`;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f]{40}$/;

function checkedKey(key: string): string {
  // Keys come from newObjectKey only; refusing anything else keeps every path inside the root.
  if (!keyPattern.test(key)) throw new Error("not a document object key");
  return key;
}

/** Encrypted objects as files under one directory (DATA_DIR/documents/objects). */
export class DiskStorage implements DocumentStorage {
  readonly kind = "disk" as const;
  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async write(key: string, body: Readable): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.part`;
    try {
      await pipeline(body, createWriteStream(temporary, { mode: 0o600, flags: "wx" }));
      const handle = await open(temporary, "r");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const file = this.file(key);
    const stream = createReadStream(file);
    await new Promise<void>((resolve, reject) => {
      stream.once("open", () => resolve());
      stream.once("error", (error: NodeJS.ErrnoException) =>
        reject(error.code === "ENOENT" ? new ObjectMissing("no such document object") : error),
      );
    });
    return stream;
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    let prefixes: string[];
    try {
      prefixes = await readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const prefix of prefixes.sort()) {
      if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
      for (const name of (await readdir(path.join(this.root, prefix))).sort()) {
        const key = `${prefix}/${name}`;
        if (keyPattern.test(key)) yield key;
      }
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
  }
}

export interface S3Settings {
  bucket: string;
  /** For S3-compatible services (MinIO, Backblaze B2, Wasabi, Cloudflare R2…); unset for AWS. */
  endpoint?: string;
  region: string;
  /** Key prefix inside the bucket, e.g. "documents/". */
  prefix: string;
  /** Path-style addressing (https://host/bucket/key), which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Explicit credentials; otherwise the AWS SDK's default chain (AWS_ACCESS_KEY_ID…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Encrypted objects in an S3-compatible bucket. */
export class S3Storage implements DocumentStorage {
  readonly kind = "s3" as const;
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {}

  /** The SDK and one client, made at the first use. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.settings.region,
        endpoint: this.settings.endpoint,
        forcePathStyle: this.settings.forcePathStyle,
        credentials: this.settings.credentials,
        // Checksums only where the service requires them: S3-compatible services differ.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return this.connection;
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${checkedKey(key)}`;
  }

  async write(key: string, body: Readable): Promise<void> {
    // Multipart upload of 5 MiB parts, at most two in flight: memory stays bounded whatever the
    // file's size.
    const { sdk, client } = await this.connect();
    const upload = new sdk.Upload({
      client,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: body },
      partSize: 5 * 1024 * 1024,
      queueSize: 2,
    });
    await upload.done();
  }

  async read(key: string): Promise<Readable> {
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) throw new ObjectMissing("no such document object");
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) throw new ObjectMissing("no such document object");
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(): AsyncIterable<string> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        const key = item.Key?.slice(this.settings.prefix.length);
        if (key && keyPattern.test(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const name = error instanceof Error ? error.name : "error";
      throw new Error(
        `the bucket ${this.settings.bucket} cannot be reached (${name}); check DOCUMENTS_S3_* (docs/DOCUMENTS.md#storage)`,
      );
    }
  }

  close(): void {
    // Nothing to close if the SDK never loaded (its failure was reported where it was used).
    void this.connection?.then(
      ({ client }) => client.destroy(),
      () => undefined,
    );
  }
}
