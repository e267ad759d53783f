/**
 * Opening the engagement letters (docs/ENGAGEMENT.md): the service on the site's database and the
 * documents' master key, its e-mails as a queue of the site's outbox, its reminders (run on the
 * questionnaires' hourly job: app/intake/open-intake.server.ts), and its route policy (never
 * cached, indexed or sent as a referrer; rate limited per client address, so a link or a code
 * cannot be found by trying).
 */
import { firm } from "~/content/firm";
import type { AuditLog } from "~/db/audit-log.server";
import type { DocumentServices } from "~/documents/document-service.server";
import type { ReminderJob } from "~/intake/open-intake.server";
import type { CapabilityPlatform, OpenedCapability } from "~/platform/capability.server";
import type { Logger } from "~/platform/logger.server";
import type { RoutePolicy } from "~/platform/route-policy.server";
import { privateLinkSettings, rateLimitedSecretPagePolicy } from "~/platform/secret-links.server";
import { engagementMailQueue } from "./engagement-mail-queue.server";
import { EngagementReminders } from "./engagement-reminders.server";
import { engagementRouteIds } from "./engagement-routes";
import { EngagementService } from "./engagement-service.server";
import { EngagementStore } from "./engagement-store.server";

/** The letters as the server mounts them; absent parts without a database or documents. */
export interface EngagementCapability extends OpenedCapability {
  readonly service?: EngagementService;
  /** The unsigned letters' reminders (docs/ENGAGEMENT.md#reminders), for the hourly job. */
  readonly reminders: readonly ReminderJob[];
}

export function openEngagement(
  options: CapabilityPlatform & {
    /** The documents' master key wraps each letter's key. */
    documents: DocumentServices | undefined;
  },
): EngagementCapability {
  const { repositories: repos, documents, env, logger, wakeOutbox } = options;
  const routePolicies = [engagementRoutePolicy({ logger })];
  if (!repos || !documents) return { routePolicies, reminders: [] };
  const service = new EngagementService({
    store: new EngagementStore(repos.db),
    keys: documents.keyWrapper,
    settings: privateLinkSettings(env),
    logger,
    wakeOutbox,
    // The client's signature on the inquiry's timeline (docs/ENGAGEMENT.md#in-the-desk).
    timeline: (action, messageId, detail) => repos.audit.record(null, action, messageId, detail),
  });
  const reminders = engagementReminders(service, { logger, wakeOutbox, audit: repos.audit });
  return {
    service,
    reminders: [{ name: "engagement", sendReminders: () => reminders.sendReminders() }],
    routePolicies,
    // The engagement letters' e-mails (docs/ENGAGEMENT.md#e-mails).
    mailQueues: [
      engagementMailQueue(repos.db, () => service, {
        firmName: firm.name,
        from: env.MAIL_FROM,
        staffEmail: env.MAIL_TO,
        routes: env.MAIL_ROUTES,
      }),
    ],
    loadContext: (req) => ({
      engagement: {
        service,
        client: { ip: req.ip ?? "unknown", userAgent: req.get("user-agent") ?? "" },
      },
    }),
  };
}

/**
 * The unsigned letters' reminders (docs/ENGAGEMENT.md#reminders), run on the questionnaires' hourly
 * job (app/intake/open-intake.server.ts); the site's steps on the inquiry's timeline.
 */
function engagementReminders(
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
