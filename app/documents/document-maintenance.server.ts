/**
 * The operator's work on the documents (docs/DOCUMENTS.md#backups-and-restore,
 * docs/DOCUMENTS.md#rotating-the-master-key): copying the stored objects next to a database backup
 * and back into storage, and re-wrapping every data key with a new master key. Objects are copied
 * as they are stored, encrypted: neither a backup nor this code ever holds a document's plaintext.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type Database from "better-sqlite3";
import type { SiteDatabase } from "~/db/database.server";
import { unwrapDataKey, wrapDataKey } from "./document-crypto.server";
import { DocumentKeyRecords } from "./document-key-records.server";
import { keyId, keyMatches, keyRecordFor, type MasterKey } from "./document-keys.server";
import { type DocumentStorage, ObjectMissing } from "./document-storage.server";

/** An object key as storage names them (ab/abcdef…): never a path of the client's choosing. */
const objectKeyPattern = /^[0-9a-f]{2}\/[0-9a-f]{40}$/;

/** Where a backup file's documents go: `contact-inbox-….sqlite3` → `contact-inbox-….documents`. */
export function documentsDirFor(backupFile: string): string {
  return `${backupFile.replace(/\.sqlite3$/, "")}.documents`;
}

/**
 * Copies every object the backup's database (`copy`, already a consistent snapshot) refers to
 * from storage into `dir`. Objects never change once stored, so a copy made after the snapshot
 * matches it; one removed in between (its document deleted since) is dropped from the snapshot
 * too, so the backup never refers to a file it does not hold.
 */
export async function backupObjects(
  copy: Database.Database,
  storage: DocumentStorage,
  dir: string,
): Promise<{ objects: number; bytes: number; dropped: number }> {
  const keys = (
    copy.prepare("SELECT object_key AS key FROM documents WHERE object_key IS NOT NULL").all() as {
      key: string;
    }[]
  ).map((r) => r.key);
  if (keys.length === 0) return { objects: 0, bytes: 0, dropped: 0 };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let bytes = 0;
  const missing: string[] = [];
  for (const key of keys) {
    if (!objectKeyPattern.test(key)) throw new Error("an object key in the database is malformed");
    const file = path.join(dir, ...key.split("/"));
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    let body: Awaited<ReturnType<DocumentStorage["read"]>>;
    try {
      body = await storage.read(key);
    } catch (error) {
      if (error instanceof ObjectMissing) {
        missing.push(key);
        continue;
      }
      throw error;
    }
    const out = createWriteStream(file, { mode: 0o600 });
    await pipeline(body, out);
    bytes += out.bytesWritten;
  }
  if (missing.length) {
    const drop = copy.prepare("DELETE FROM documents WHERE object_key = ?");
    copy.transaction(() => {
      for (const key of missing) drop.run(key);
      // The live database queues these for removal already; the copy has nothing to remove.
      copy.prepare("DELETE FROM document_object_removals").run();
    })();
  }
  return { objects: keys.length - missing.length, bytes, dropped: missing.length };
}

/** Puts a backup's objects back into storage (the disk or the bucket the server is set up with). */
export async function restoreObjects(
  dir: string,
  storage: DocumentStorage,
): Promise<{ objects: number }> {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: no documents to restore`);
  let objects = 0;
  for (const prefix of readdirSync(dir)) {
    if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
    for (const name of readdirSync(path.join(dir, prefix))) {
      const key = `${prefix}/${name}`;
      if (!objectKeyPattern.test(key)) continue;
      await storage.write(key, createReadStream(path.join(dir, prefix, name)));
      objects++;
    }
  }
  return { objects };
}

export class KeyRotationError extends Error {
  override name = "KeyRotationError";
}

/**
 * Re-wraps every stored data key (documents and uploads still arriving) with `next`, in one
 * transaction, and records `next` as the key of the database: the files themselves are not
 * touched. `current` must be the key the database records (or, when a rotation was cut short,
 * either key works). Run with the server stopped: a running server still holds the old key.
 */
export function rotateMasterKey(
  db: SiteDatabase,
  current: Pick<MasterKey, "key">,
  next: Buffer,
  now = Date.now(),
): { rewrapped: number; from: string; to: string } {
  const keys = new DocumentKeyRecords(db);
  const record = keys.keyRecord();
  const currentId = keyId(current.key);
  const nextId = keyId(next);
  if (currentId === nextId) throw new KeyRotationError("the new key is the current key");
  if (record && record.keyId !== nextId && !keyMatches(current, record))
    throw new KeyRotationError(
      `the configured key (${currentId}) is not the key the stored documents were encrypted with (${record.keyId})`,
    );
  let rewrapped = 0;
  db.transaction(() => {
    for (const entry of keys.allWrappedKeys()) {
      const row = db.sqlite
        .prepare(`SELECT key_id AS keyId FROM ${entry.table} WHERE id = ?`)
        .get(entry.id) as { keyId: string };
      if (row.keyId === nextId) continue;
      if (row.keyId !== currentId)
        throw new KeyRotationError(
          `a stored key is wrapped by ${row.keyId}, neither the configured key nor the new one`,
        );
      keys.rewrapKey(
        entry.table,
        entry.id,
        wrapDataKey(next, unwrapDataKey(current.key, entry.wrappedKey)),
        nextId,
      );
      rewrapped++;
    }
    keys.saveKeyRecord(keyRecordFor({ key: next, id: nextId, source: "DOCUMENTS_KEY_FILE" }), now);
  });
  return { rewrapped, from: currentId, to: nextId };
}
