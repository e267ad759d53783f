import { describeError, type Logger } from "~/platform/logger.server";
import { SiteDatabase } from "./database.server";
import { type Repositories, repositories } from "./repositories.server";

/**
 * Opens the database and checks it (SQLite's quick_check). If it cannot be opened, or is damaged,
 * the site still serves its pages; contact posts answer 503 (call or e-mail instead) and /healthz
 * fails, so the operator restores it (docs/OPERATIONS.md#restore-from-a-backup).
 */
export function openSiteDatabase(options: {
  dataDir: string;
  migrationsDir: string;
  logger: Logger;
}): { repos?: Repositories; problem?: "unavailable" | "damaged" } {
  const { logger } = options;
  let db: SiteDatabase;
  try {
    db = SiteDatabase.open(options.dataDir, { migrationsDir: options.migrationsDir });
  } catch (error) {
    logger.error("contact_inbox_unavailable", { error: describeError(error) });
    return { problem: "unavailable" };
  }
  let problems: string;
  try {
    const check = db.quickCheck();
    if (check.ok) return { repos: repositories(db) };
    problems = check.problems.join(" | ");
  } catch (error) {
    problems = describeError(error);
  }
  logger.error("contact_inbox_damaged", {
    check: "PRAGMA quick_check",
    problems,
    action:
      "contact posts answer 503 until the database is restored from a backup (docs/OPERATIONS.md#restore-from-a-backup)",
  });
  db.close();
  return { problem: "damaged" };
}
