/**
 * The documents' operator commands (docs/DOCUMENTS.md), with the server stopped:
 *   npm run documents -- rotate-key --new-key-file FILE   re-wrap every document key with a new
 *                                                         master key (FILE is made when missing)
 *   npm run documents -- restore --from DIR               put a backup's encrypted documents
 *                                                         (`<backup>.documents`) back into storage
 * Reads DATA_DIR, the master key (DOCUMENTS_MASTER_KEY, DOCUMENTS_KEY_FILE or the default key file)
 * and the storage settings like the server. Prints no key.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SiteDatabase } from "../app/db/database.server";
import {
  createKeyFile,
  findMasterKey,
  MasterKeyError,
  parseKeyText,
} from "../app/documents/document-keys.server";
import { restoreObjects, rotateMasterKey } from "../app/documents/document-maintenance.server";
import { documentStorage } from "../app/documents/open-documents.server";
import { parseEnvForCommand } from "../app/platform/env.server";

const usage = `Usage: npm run documents -- <command>   (with the server stopped)
  rotate-key --new-key-file FILE   re-wrap every stored document key with the key in FILE (a new
                                   random key is written there, readable by its owner only, when
                                   FILE does not exist); then start the server with
                                   DOCUMENTS_KEY_FILE=FILE (or that key in DOCUMENTS_MASTER_KEY)
  restore --from DIR               copy a backup's encrypted documents (the .documents directory
                                   beside the backup's .sqlite3 file) into the configured storage
Reads DATA_DIR, the master key and the storage settings like the server.
`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === "--help" || command === "-h") {
    process.stdout.write(usage);
    return command ? 0 : 2;
  }
  const env = parseEnvForCommand();
  if (!env) return 1;
  if (command === "restore") {
    const from = option(args, "--from");
    if (!from) {
      process.stderr.write(`Give the backup's documents directory: --from DIR\n\n${usage}`);
      return 2;
    }
    const storage = documentStorage(env);
    await storage.check();
    const { objects } = await restoreObjects(path.resolve(from), storage);
    process.stdout.write(
      `Restored ${objects} encrypted document${objects === 1 ? "" : "s"} into ${storage.kind === "s3" ? "the bucket" : "DATA_DIR/documents/objects"}. Start the server with the master key the backup's documents were encrypted with.\n`,
    );
    return 0;
  }
  if (command === "rotate-key") {
    const file = option(args, "--new-key-file");
    if (!file) {
      process.stderr.write(`Give where the new key is: --new-key-file FILE\n\n${usage}`);
      return 2;
    }
    const current = findMasterKey({
      key: env.DOCUMENTS_MASTER_KEY,
      keyFile: env.DOCUMENTS_KEY_FILE,
      dataDir: env.DATA_DIR,
    });
    if (!current) {
      process.stderr.write(
        "No master key is configured (DOCUMENTS_MASTER_KEY, DOCUMENTS_KEY_FILE or DATA_DIR/keys/documents-master.key): nothing to rotate from.\n",
      );
      return 1;
    }
    const target = path.resolve(file);
    const created = !existsSync(target);
    const next = created ? createKeyFile(target) : parseKeyText(readFileSync(target, "utf8"));
    if (!next) {
      process.stderr.write(`${target} does not hold a key: 32 random bytes as base64 or hex.\n`);
      return 1;
    }
    const database = SiteDatabase.open(env.DATA_DIR);
    try {
      const result = rotateMasterKey(database, current, next);
      process.stdout.write(
        `Re-wrapped ${result.rewrapped} document key${result.rewrapped === 1 ? "" : "s"}: master key ${result.from} → ${result.to}${created ? ` (new key written to ${target})` : ""}.\nNow start the server with DOCUMENTS_KEY_FILE=${target} (or its key in DOCUMENTS_MASTER_KEY), keep a copy of it apart from the backups, and destroy the old key once backups made with it have expired (docs/DOCUMENTS.md#rotating-the-master-key).\n`,
      );
      return 0;
    } finally {
      database.close();
    }
  }
  process.stderr.write(`Unknown command: ${command}\n\n${usage}`);
  return 2;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(
    `${error instanceof MasterKeyError ? "Master key: " : ""}${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
