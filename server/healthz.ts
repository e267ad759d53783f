import type { Request, Response } from "express";
import type { Repositories } from "../app/db/repositories.server";
import { describeError, type Logger } from "../app/platform/logger.server";

export type DatabaseHealth = "writable" | "unwritable" | "unavailable" | "damaged";
export type OutboxHealth = "moving" | "stuck" | "off";

/** What /healthz answers: states and a duration, never a message, a name or an address. */
export interface HealthReport {
  status: "ok" | "failing";
  database: DatabaseHealth;
  outbox: OutboxHealth;
  /** Minutes the oldest message has waited to be e-mailed, when one waits. */
  oldestWaitingMinutes?: number;
}

export interface HealthOptions {
  /** The open database, or undefined with the reason it is not open. */
  repositories: Repositories | undefined;
  databaseProblem?: "unavailable" | "damaged";
  /** False when SMTP_URL is unset: waiting messages are then expected, not stuck. */
  notificationsOn: boolean;
  /** A notification waiting longer than this makes the outbox "stuck". */
  stuckAfterMs: number;
  logger: Logger;
  now?: () => number;
}

/**
 * The server's health (docs/OPERATIONS.md#health-check): the database accepts a write now, and no
 * notification e-mail has waited longer than the limit.
 */
export function checkHealth(options: HealthOptions): HealthReport {
  const { repositories, notificationsOn, stuckAfterMs, logger } = options;
  const now = (options.now ?? Date.now)();
  if (!repositories) {
    return { status: "failing", database: options.databaseProblem ?? "unavailable", outbox: "off" };
  }
  let database: DatabaseHealth = "writable";
  try {
    repositories.db.probeWrite(now);
  } catch (error) {
    logger.error("health_database_unwritable", { error: describeError(error) });
    database = "unwritable";
  }
  let outbox: OutboxHealth = notificationsOn ? "moving" : "off";
  let oldestWaitingMinutes: number | undefined;
  try {
    const oldest = repositories.messages.oldestUnsentReceivedAt();
    if (oldest !== null) {
      oldestWaitingMinutes = Math.max(0, Math.floor((now - oldest) / 60_000));
      if (notificationsOn && now - oldest > stuckAfterMs) outbox = "stuck";
    }
  } catch (error) {
    logger.error("health_outbox_unreadable", { error: describeError(error) });
    database = "unwritable";
  }
  const ok = database === "writable" && outbox !== "stuck";
  return {
    status: ok ? "ok" : "failing",
    database,
    outbox,
    ...(oldestWaitingMinutes === undefined ? {} : { oldestWaitingMinutes }),
  };
}

/**
 * GET or HEAD /healthz: 200 when healthy, 503 otherwise, as JSON, never cached. A result is reused
 * for a second, so a flood of health checks cannot turn into a flood of disk writes.
 */
export function healthzHandler(check: () => HealthReport, reuseMs = 1_000) {
  let last: { at: number; report: HealthReport } | undefined;
  return (req: Request, res: Response) => {
    const now = Date.now();
    if (!last || now - last.at >= reuseMs) last = { at: now, report: check() };
    const { report } = last;
    res.setHeader("Cache-Control", "no-store");
    res.status(report.status === "ok" ? 200 : 503);
    if (req.method === "HEAD") res.type("application/json").end();
    else res.json(report);
  };
}
