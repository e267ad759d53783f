/**
 * The questionnaires' part of the server (docs/INTAKE.md): the service on the site's database and
 * the documents' master key, its hourly reminders, and its route policy (never cached, indexed or
 * sent as a referrer: the path carries the link's secret; rate limited per client address, so a
 * link cannot be guessed by trying).
 */
import { firm } from "../app/content/firm";
import type { AuditLog } from "../app/db/audit-log.server";
import type { SiteDatabase } from "../app/db/database.server";
import type { DocumentServices } from "../app/documents/document-service.server";
import { intakeRouteIds } from "../app/intake/intake-routes";
import { IntakeService } from "../app/intake/intake-service.server";
import { IntakeStore } from "../app/intake/intake-store.server";
import { describeError, type Logger } from "../app/platform/logger.server";
import type { ServerEnv } from "./env";
import type { RoutePolicy } from "./route-policy";
import { rateLimitedSecretPagePolicy } from "./secret-links";

const HOUR = 60 * 60 * 1000;

export function openIntake(options: {
  db: SiteDatabase;
  documents: DocumentServices;
  env: ServerEnv;
  logger: Logger;
  wakeOutbox: () => void;
  audit: Pick<AuditLog, "record">;
}) {
  const { env, logger } = options;
  const intake = new IntakeService({
    store: new IntakeStore(options.db),
    keys: options.documents.keyWrapper,
    settings: {
      siteUrl: env.SITE_URL,
      firmName: firm.name,
      staffEmail: env.MAIL_TO,
      linkDays: env.DOCUMENTS_LINK_DAYS,
    },
    logger,
    wakeOutbox: options.wakeOutbox,
    // The client's steps on the inquiry's timeline (docs/INTAKE.md#in-the-desk).
    timeline: (action, messageId, detail) => options.audit.record(null, action, messageId, detail),
  });
  let timer: NodeJS.Timeout | undefined;
  return {
    intake,
    /**
     * The hourly reminders: the questionnaires', and any other client reminders on the same clock
     * (the engagement letters', docs/ENGAGEMENT.md#reminders), each failing on its own.
     */
    start(others: readonly { name: string; sendReminders: () => number }[] = []) {
      const jobs = [{ name: "intake", sendReminders: () => intake.sendReminders() }, ...others];
      const remind = () => {
        for (const job of jobs) {
          try {
            job.sendReminders();
          } catch (error) {
            logger.error(`${job.name}_reminders_failed`, { error: describeError(error) });
          }
        }
      };
      remind();
      timer = setInterval(remind, HOUR);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export function intakeRoutePolicy(options: { logger: Logger; limit?: number }): RoutePolicy {
  return rateLimitedSecretPagePolicy({
    routeIds: intakeRouteIds,
    logger: options.logger,
    limit: options.limit ?? 300,
    logEvent: "intake_rate_limited",
  });
}
