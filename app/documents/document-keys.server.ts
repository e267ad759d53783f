/**
 * The master key that wraps every document's data key (docs/DOCUMENTS.md#the-master-key).
 *
 * Where it comes from, first match wins: DOCUMENTS_MASTER_KEY (the key itself), DOCUMENTS_KEY_FILE
 * (a file holding it), then the default key file in DATA_DIR/keys. So that `npm install && npm
 * start` works on a fresh machine, the server creates that default file (mode 600) only when no
 * document has ever been encrypted; once documents exist, a missing key, or a key other than the
 * one that encrypted them, stops the server at start-up with a message saying what to do
 * (docs/decisions/029-documents-before-the-consultation.md).
 */
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  DocumentCryptoError,
  KEY_BYTES,
  unwrapDataKey,
  wrapDataKey,
} from "./document-crypto.server";

export class MasterKeyError extends Error {
  override name = "MasterKeyError";
}

/** A key as text: 32 bytes in base64 (44 characters) or hex (64 characters). */
export function parseKeyText(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/]{43}=$/.test(value)) {
    const key = Buffer.from(value, "base64");
    if (key.length === KEY_BYTES) return key;
  }
  return undefined;
}

export const keyTextRule = "must be 32 random bytes written as base64 (44 characters) or hex (64)";

/** A new master key as text, for the key file or the environment (`npm run documents -- new-key`). */
export function newKeyText(): string {
  return randomBytes(KEY_BYTES).toString("base64");
}

/** A short public name for a key (not secret: derived by a one-way hash), shown in messages. */
export function keyId(key: Buffer): string {
  return createHash("sha256")
    .update("mercer-law document master key id\0")
    .update(key)
    .digest("hex")
    .slice(0, 16);
}

export function defaultKeyFile(dataDir: string): string {
  return path.join(dataDir, "keys", "documents-master.key");
}

export interface MasterKeySettings {
  /** DOCUMENTS_MASTER_KEY */
  key?: string;
  /** DOCUMENTS_KEY_FILE */
  keyFile?: string;
  dataDir: string;
}

export interface MasterKey {
  key: Buffer;
  id: string;
  source: "DOCUMENTS_MASTER_KEY" | "DOCUMENTS_KEY_FILE" | "default key file" | "created";
  file?: string;
}

function readKeyFile(file: string, variable: string): Buffer {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new MasterKeyError(
      `${variable}: cannot read the key file ${file} (${code === "ENOENT" ? "it does not exist" : (code ?? "unreadable")}).`,
    );
  }
  const key = parseKeyText(text);
  if (!key) throw new MasterKeyError(`${variable}: the key file ${file} ${keyTextRule}.`);
  return key;
}

/** The configured key, or undefined when none is configured and the default file is absent. */
export function findMasterKey(settings: MasterKeySettings): MasterKey | undefined {
  if (settings.key !== undefined) {
    const key = parseKeyText(settings.key);
    if (!key) throw new MasterKeyError(`DOCUMENTS_MASTER_KEY: ${keyTextRule}.`);
    return { key, id: keyId(key), source: "DOCUMENTS_MASTER_KEY" };
  }
  if (settings.keyFile !== undefined) {
    const file = path.resolve(settings.keyFile);
    const key = readKeyFile(file, "DOCUMENTS_KEY_FILE");
    return { key, id: keyId(key), source: "DOCUMENTS_KEY_FILE", file };
  }
  const file = defaultKeyFile(settings.dataDir);
  if (!existsSync(file)) return undefined;
  const key = readKeyFile(file, "The default documents key file");
  return { key, id: keyId(key), source: "default key file", file };
}

/** Creates the default key file (owner-only), refusing to overwrite one. */
export function createDefaultKeyFile(dataDir: string): MasterKey {
  const file = defaultKeyFile(dataDir);
  const key = createKeyFile(file);
  return { key, id: keyId(key), source: "created", file };
}

/** Writes a new random key to a file that must not exist yet, readable by its owner only. */
export function createKeyFile(file: string): Buffer {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const text = newKeyText();
  writeFileSync(file, `${text}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return parseKeyText(text)!;
}

/** The database's record of which master key the documents are encrypted with. */
export interface KeyRecord {
  keyId: string;
  /** A fixed value wrapped by that key: unwrapping it proves a key is the right one. */
  check: Buffer;
}

const CHECK_VALUE = Buffer.alloc(KEY_BYTES);

export function keyRecordFor(master: MasterKey): KeyRecord {
  return { keyId: master.id, check: wrapDataKey(master.key, CHECK_VALUE) };
}

/** Whether this key is the one the record was made with. */
export function keyMatches(master: Pick<MasterKey, "key">, record: KeyRecord): boolean {
  try {
    return unwrapDataKey(master.key, record.check).equals(CHECK_VALUE);
  } catch (error) {
    if (error instanceof DocumentCryptoError) return false;
    throw error;
  }
}

/**
 * The master key to use, checked against the database's record. Throws MasterKeyError with the
 * sentence an operator needs when the key is missing or wrong.
 */
export function resolveMasterKey(
  settings: MasterKeySettings,
  record: KeyRecord | undefined,
): MasterKey {
  const found = findMasterKey(settings);
  if (!record) return found ?? createDefaultKeyFile(settings.dataDir);
  if (!found)
    throw new MasterKeyError(
      `Documents are stored encrypted with master key ${record.keyId}, but no key is configured: set DOCUMENTS_MASTER_KEY or DOCUMENTS_KEY_FILE to that key (docs/DOCUMENTS.md#the-master-key). The server will not start without it.`,
    );
  if (!keyMatches(found, record))
    throw new MasterKeyError(
      `The documents master key from ${found.source} (key ${found.id}) is not the key the stored documents were encrypted with (key ${record.keyId}). Configure the right key, or finish a key rotation (docs/DOCUMENTS.md#rotating-the-master-key). The server will not start with a wrong key.`,
    );
  return found;
}
