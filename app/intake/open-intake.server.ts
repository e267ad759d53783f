/**
 * Opening the questionnaires (docs/INTAKE.md): the service on the site's database and the
 * documents' master key, its e-mails as a queue of the site's outbox, its hourly reminders (and
 * other client reminders on the same clock), and its route policy (never cached, indexed or sent
 * as a referrer: the path carries the link's secret; rate limited per client address, so a link
 * cannot be guessed by trying).
 */
import { firm } from "~/content/firm";
import type { DocumentServices } from "~/documents/document-service.server";
import type { CapabilityPlatform, OpenedCapability } from "~/platform/capability.server";
import { questionnaireBodyLimit } from "~/platform/form-body-limits";
import { describeError, type Logger } from "~/platform/logger.server";
import type { RoutePolicy } from "~/platform/route-policy.server";
import { privateLinkSettings, rateLimitedSecretPagePolicy } from "~/platform/secret-links.server";
import { intakeMailQueue } from "./intake-mail-queue.server";
import { intakeRouteIds } from "./intake-routes";
import { IntakeService } from "./intake-service.server";
import { IntakeStore } from "./intake-store.server";

const HOUR = 60 * 60 * 1000;

/** A job of client reminders on the questionnaires' hourly clock. */
export interface ReminderJob {
  name: string;
  sendReminders(): number;
}

export function openIntake(
  options: CapabilityPlatform & {
    /** The documents' master key wraps each questionnaire's key. */
    documents: DocumentServices | undefined;
    /**
     * Other client reminders run on the questionnaires' hourly clock, each failing on its own: the
     * engagement letters' (docs/ENGAGEMENT.md#reminders).
     */
    otherReminders: readonly ReminderJob[];
  },
): OpenedCapability {
  const { repositories: repos, documents, env, logger } = options;
  const intakeFormsProvider = env.INTAKE_FORMS_PROVIDER;
  const routePolicies = [intakeRoutePolicy({ logger })];
  if (!repos || !documents) return { routePolicies, loadContext: () => ({ intakeFormsProvider }) };
  const intake = new IntakeService({
    store: new IntakeStore(repos.db),
    keys: documents.keyWrapper,
    settings: privateLinkSettings(env),
    logger,
    wakeOutbox: options.wakeOutbox,
    // The client's steps on the inquiry's timeline (docs/INTAKE.md#in-the-desk).
    timeline: (action, messageId, detail) => repos.audit.record(null, action, messageId, detail),
  });
  const jobs = [
    { name: "intake", sendReminders: () => intake.sendReminders() },
    ...options.otherReminders,
  ];
  const remind = () => {
    for (const job of jobs) {
      try {
        job.sendReminders();
      } catch (error) {
        logger.error(`${job.name}_reminders_failed`, { error: describeError(error) });
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    routePolicies,
    // The intake questionnaires' e-mails (docs/INTAKE.md#e-mails).
    mailQueues: [
      intakeMailQueue(repos.db, {
        firmName: firm.name,
        from: env.MAIL_FROM,
        staffEmail: env.MAIL_TO,
      }),
    ],
    loadContext: () => ({ intake, intakeFormsProvider }),
    /** The hourly reminders, the first at once. */
    start() {
      remind();
      timer = setInterval(remind, HOUR);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

export function intakeRoutePolicy(options: { logger: Logger; limit?: number }): RoutePolicy {
  return rateLimitedSecretPagePolicy({
    routeIds: intakeRouteIds,
    logger: options.logger,
    limit: options.limit ?? 300,
    logEvent: "intake_rate_limited",
    // A section of long answers is larger than a public form (app/platform/form-body-limits.ts).
    bodyLimit: questionnaireBodyLimit,
  });
}
