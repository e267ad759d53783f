/**
 * The engagement letters' part of the server (docs/ENGAGEMENT.md): the service on the site's
 * database and the documents' master key, and its route policy (never cached, indexed or sent as a
 * referrer; rate limited per client address, so a link or a code cannot be found by trying).
 */
import { firm } from "../app/content/firm";
import type { AuditLog } from "../app/db/audit-log.server";
import type { SiteDatabase } from "../app/db/database.server";
import type { DocumentServices } from "../app/documents/document-service.server";
import { EngagementReminders } from "../app/engagement/engagement-reminders.server";
import { engagementRouteIds } from "../app/engagement/engagement-routes";
import { EngagementService } from "../app/engagement/engagement-service.server";
import { EngagementStore } from "../app/engagement/engagement-store.server";
import type { Logger } from "../app/platform/logger.server";
import type { ServerEnv } from "./env";
import type { RoutePolicy } from "./route-policy";
import { rateLimitedSecretPagePolicy } from "./secret-links";

export function openEngagement(options: {
  db: SiteDatabase;
  documents: DocumentServices;
  env: ServerEnv;
  logger: Logger;
  wakeOutbox: () => void;
  audit: Pick<AuditLog, "record">;
}): EngagementService {
  const { env } = options;
  return new EngagementService({
    store: new EngagementStore(options.db),
    keys: options.documents.keyWrapper,
    settings: {
      siteUrl: env.SITE_URL,
      firmName: firm.name,
      staffEmail: env.MAIL_TO,
      linkDays: env.DOCUMENTS_LINK_DAYS,
    },
    logger: options.logger,
    wakeOutbox: options.wakeOutbox,
    // The client's signature on the inquiry's timeline (docs/ENGAGEMENT.md#in-the-desk).
    timeline: (action, messageId, detail) => options.audit.record(null, action, messageId, detail),
  });
}

/**
 * The unsigned letters' reminders (docs/ENGAGEMENT.md#reminders), run on the questionnaires' hourly
 * job (server/intake.ts); the site's steps on the inquiry's timeline.
 */
export function engagementReminders(
  service: EngagementService,
  options: { logger: Logger; wakeOutbox: () => void; audit: Pick<AuditLog, "record"> },
): EngagementReminders {
  return new EngagementReminders({
    store: service.store,
    settings: service.settings,
    logger: options.logger,
    wakeOutbox: options.wakeOutbox,
    timeline: (action, messageId, detail) => options.audit.record(null, action, messageId, detail),
  });
}

export function engagementRoutePolicy(options: { logger: Logger; limit?: number }): RoutePolicy {
  return rateLimitedSecretPagePolicy({
    routeIds: engagementRouteIds,
    logger: options.logger,
    limit: options.limit ?? 200,
    logEvent: "engagement_rate_limited",
  });
}
