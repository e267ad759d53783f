/**
 * The site's one SQLite database (docs/CONTACT-INBOX.md, docs/DESK.md): this module opens it,
 * configures it and migrates it; the repositories beside it (app/db/README.md) read and write it.
 * The server, `npm run inbox`, `npm run backup` and `npm run staff` all open it here.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** The project's numbered plain-SQL migrations, applied in order at start-up. */
export const defaultMigrationsDir = path.resolve(import.meta.dirname, "../../db/migrations");
/** The file in DATA_DIR (its name predates the desk; backups and operators rely on it). */
export const databaseFileName = "contact-inbox.sqlite3";

export type Sqlite = Database.Database;

export interface OpenOptions {
  migrationsDir?: string;
  /** How long a write waits for another writer's lock before failing (ms). */
  busyTimeoutMs?: number;
  /** Read-only: no migration, no write (the inbox listing, backups). The file must exist. */
  readonly?: boolean;
}

/** The result of SQLite's `PRAGMA quick_check`: "ok", or the first problems it found. */
export interface IntegrityReport {
  ok: boolean;
  /** At most five lines from SQLite, naming pages and indexes, never row contents. */
  problems: string[];
}

/**
 * A write that had to change rows changed none, or fewer than it must: the caller must not go on
 * as if it had (an e-mail claimed for sending that another worker took, a row already gone).
 */
export class WriteNotApplied extends Error {
  override name = "WriteNotApplied";
}

/**
 * Checks that a write did what it must: `changes` rows (default exactly one). better-sqlite3's
 * `run()` steps the statement to its end, so a commit that failed (SQLITE_FULL, SQLITE_IOERR) has
 * already thrown; a statement that matched no row reports 0 here and is refused.
 */
export function expectChanges(
  result: { changes: number },
  what: string,
  changes: number | "some" = 1,
): void {
  const ok = changes === "some" ? result.changes > 0 : result.changes === changes;
  if (!ok) throw new WriteNotApplied(`${what}: changed ${result.changes} rows`);
}

/** Applies every `NNN_name.sql` not yet recorded in `schema_migrations`, each in a transaction. */
export function runMigrations(db: Sqlite, dir = defaultMigrationsDir): string[] {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((r) => (r as { version: string }).version),
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, "");
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), "utf8");
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        Date.now(),
      );
    })();
    ran.push(version);
  }
  return ran;
}

/**
 * The open database. Every repository takes it; none opens the file or migrates on its own.
 * Writable connections run in WAL mode with `synchronous = FULL` (a message acknowledged to a
 * visitor survives a power cut, not only a crash), foreign keys enforced (so deleting a message
 * cascades to every row that refers to it) and a busy timeout (two processes, e.g. the server and
 * `npm run staff`, wait for each other's short writes instead of failing).
 */
export class SiteDatabase {
  readonly sqlite: Sqlite;
  readonly readonly: boolean;

  constructor(sqlite: Sqlite) {
    this.sqlite = sqlite;
    this.readonly = sqlite.readonly;
  }

  static open(dataDir: string, options: OpenOptions = {}): SiteDatabase {
    const readonly = options.readonly ?? false;
    if (!readonly) mkdirSync(dataDir, { recursive: true });
    const sqlite = new Database(path.join(dataDir, databaseFileName), {
      readonly,
      fileMustExist: readonly,
    });
    try {
      sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5_000))}`);
      if (!readonly) {
        sqlite.pragma("journal_mode = WAL");
        sqlite.pragma("synchronous = FULL");
        sqlite.pragma("foreign_keys = ON");
        // What is deleted or rewritten (an inquiry deleted on request, a link's secret replaced)
        // is overwritten with zeros, not left readable in the file's free space
        // (https://www.sqlite.org/pragma.html#pragma_secure_delete; docs/STANDARDS.md#e-mail).
        sqlite.pragma("secure_delete = ON");
        runMigrations(sqlite, options.migrationsDir);
      }
    } catch (error) {
      sqlite.close();
      throw error;
    }
    return new SiteDatabase(sqlite);
  }

  /**
   * Runs `work` in one IMMEDIATE transaction (the write lock is taken at BEGIN, so two writers
   * never deadlock half-way). If COMMIT fails, this throws: nothing in `work` counts as done.
   */
  transaction<T>(work: () => T): T {
    return this.sqlite.transaction(work).immediate();
  }

  /** Whether a table exists: a read-only opener may meet a database a later migration changes. */
  hasTable(name: string): boolean {
    return (
      this.sqlite
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
        .get(name) !== undefined
    );
  }

  /** The columns a table has now. */
  columns(table: string): Set<string> {
    return new Set(
      (this.sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name),
    );
  }

  /**
   * SQLite's `PRAGMA quick_check` (https://www.sqlite.org/pragma.html#pragma_quick_check): checks
   * every page and b-tree in time linear in the file's size, without the slower index cross-check.
   */
  quickCheck(): IntegrityReport {
    let rows: { quick_check: string }[];
    try {
      rows = this.sqlite.pragma("quick_check(5)") as { quick_check: string }[];
    } catch (error) {
      // A page too damaged to walk stops the check itself ("database disk image is malformed").
      const code = (error as { code?: unknown }).code;
      if (code !== "SQLITE_CORRUPT" && code !== "SQLITE_NOTADB") throw error;
      return {
        ok: false,
        problems: [`${String(code)}: ${(error as Error).message}`.slice(0, 200)],
      };
    }
    const problems = rows.map((r) => r.quick_check).filter((line) => line !== "ok");
    return { ok: problems.length === 0, problems: problems.map((p) => p.slice(0, 200)) };
  }

  /** Proves the database accepts a write now: rewrites the one-row health probe. */
  probeWrite(now = Date.now()): void {
    expectChanges(
      this.sqlite
        .prepare(
          "INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
        )
        .run(now),
      "health probe",
    );
  }

  /**
   * A consistent copy of the whole database in `file`, taken with SQLite's online backup API while
   * the server keeps writing (https://www.sqlite.org/backup.html).
   */
  async backupTo(file: string): Promise<void> {
    await this.sqlite.backup(file);
  }

  close(): void {
    if (this.sqlite.open) this.sqlite.close();
  }
}
