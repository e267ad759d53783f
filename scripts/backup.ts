/**
 * A consistent copy of the contact inbox, taken while the server runs (docs/OPERATIONS.md#backups),
 * with the documents clients sent, still encrypted, in `<backup name>.documents/` next to it
 * (docs/DOCUMENTS.md#backups-and-restore).
 *   npm run backup                       DATA_DIR/backups/contact-inbox-<UTC time>.sqlite3
 *   npm run backup -- --to DIR_OR_FILE   into a directory (timestamped name) or to one file
 *   npm run backup -- --keep 14          then keep only the 14 newest timestamped backups there
 * Uses SQLite's online backup API through better-sqlite3, so the server never stops and the copy is
 * a single self-contained file (no -wal or -shm), checked with PRAGMA integrity_check before it is
 * put in place. The file holds personal information: it is readable by its owner only.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { databaseFileName, SiteDatabase } from "../app/db/database.server";
import { backupObjects, documentsDirFor } from "../app/documents/document-maintenance.server";
import type { DocumentStorage } from "../app/documents/document-storage.server";
import { documentStorage } from "../app/documents/open-documents.server";
import { parseEnvForCommand } from "../app/platform/env.server";
import { describeDatabaseError } from "./cli-support";

export const backupPrefix = "contact-inbox-";
const backupName = /^contact-inbox-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite3$/;

/** contact-inbox-2026-03-01T02-00-00-000Z.sqlite3: sorts by time, safe on every file system. */
export function backupFileName(now = new Date()): string {
  return `${backupPrefix}${now.toISOString().slice(0, 23).replace(/[:.]/g, "-")}Z.sqlite3`;
}

export interface BackupResult {
  file: string;
  messages: number;
  bytes: number;
  removed: string[];
  /** The documents' encrypted objects copied beside it, when a storage was given. */
  documents?: { dir: string; objects: number; bytes: number };
}

/** Backs up the inbox in `dataDir` to `target` (a directory, or a file path ending in .sqlite3). */
export async function backupInbox(
  dataDir: string,
  target: string,
  options: { keep?: number; now?: Date; documents?: DocumentStorage } = {},
): Promise<BackupResult> {
  const toDirectory =
    !target.endsWith(".sqlite3") || (existsSync(target) && statSync(target).isDirectory());
  const dir = toDirectory ? target : path.dirname(target);
  const file = toDirectory ? path.join(dir, backupFileName(options.now)) : target;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });

  const source = SiteDatabase.open(dataDir, { readonly: true });
  try {
    await source.backupTo(partial);
  } finally {
    source.close();
  }
  let messages: number;
  let documents: BackupResult["documents"];
  const copy = new Database(partial);
  try {
    // One self-contained file: a restore is a plain copy, with no -wal or -shm to carry along.
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`the copy failed its integrity check: ${String(check)}`);
    messages = (copy.prepare("SELECT COUNT(*) AS n FROM contact_messages").get() as { n: number })
      .n;
    if (options.documents) {
      const documentsDir = documentsDirFor(file);
      rmSync(documentsDir, { recursive: true, force: true });
      documents = {
        dir: documentsDir,
        ...(await backupObjects(copy, options.documents, documentsDir)),
      };
    }
  } finally {
    copy.close();
  }
  chmodSync(partial, 0o600);
  renameSync(partial, file);

  const removed: string[] = [];
  if (toDirectory && options.keep !== undefined) {
    const old = readdirSync(dir)
      .filter((f) => backupName.test(f))
      .sort()
      .reverse()
      .slice(options.keep);
    for (const f of old) {
      rmSync(path.join(dir, f), { force: true });
      rmSync(documentsDirFor(path.join(dir, f)), { recursive: true, force: true });
      removed.push(f);
    }
  }
  return { file, messages, bytes: statSync(file).size, removed, documents };
}

function usage(): string {
  return "Usage: npm run backup [-- --to DIR_OR_FILE] [--keep N]\n  Copies the contact inbox in DATA_DIR (default ./data) while the server runs.\n  --to PATH   a directory (a timestamped file is made in it) or a file ending in .sqlite3\n              (default: DATA_DIR/backups)\n  --keep N    afterwards keep only the N newest timestamped backups in that directory\n";
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(usage());
    return 0;
  }
  let to: string | undefined;
  let keep: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--to" && args[i + 1]) to = args[++i];
    else if (arg === "--keep" && /^\d{1,4}$/.test(args[i + 1] ?? "") && Number(args[i + 1]) > 0)
      keep = Number(args[++i]);
    else {
      process.stderr.write(`Unexpected argument: ${arg}\n${usage()}`);
      return 2;
    }
  }
  const env = parseEnvForCommand();
  if (!env) return 1;
  const source = path.join(env.DATA_DIR, databaseFileName);
  if (!existsSync(source)) {
    process.stderr.write(`Nothing to back up: ${source} does not exist yet.\n`);
    return 1;
  }
  try {
    const result = await backupInbox(
      env.DATA_DIR,
      path.resolve(to ?? path.join(env.DATA_DIR, "backups")),
      { keep, documents: documentStorage(env) },
    );
    process.stdout.write(
      `Backed up ${result.messages} message${result.messages === 1 ? "" : "s"} to ${result.file} (${Math.ceil(result.bytes / 1024)} KB).\n`,
    );
    if (result.documents?.objects)
      process.stdout.write(
        `Backed up ${result.documents.objects} document${result.documents.objects === 1 ? "" : "s"}, encrypted, to ${result.documents.dir} (${Math.ceil(result.documents.bytes / 1024)} KB). The master key is not in the backup: keep it apart.\n`,
      );
    if (result.removed.length)
      process.stdout.write(
        `Removed ${result.removed.length} older backup(s): ${result.removed.join(", ")}\n`,
      );
    return 0;
  } catch (error) {
    process.stderr.write(`Backup failed. ${describeDatabaseError(source, error)}\n`);
    return 1;
  }
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith("scripts/backup.ts")
)
  process.exitCode = await main();
