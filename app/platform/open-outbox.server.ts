import type { Repositories } from "~/db/repositories.server";
import type { ServerEnv } from "./env.server";
import type { Logger } from "./logger.server";
import { createSmtpMailer } from "./mailer.server";
import { Outbox, type OutboxQueue } from "./outbox.server";

/**
 * The site's one outbox over SMTP_URL, sending every capability's queues in the order given
 * (docs/CONTACT-INBOX.md#delivery). None without SMTP_URL (said once in the log: messages are
 * still stored) or without a database; call `start()` once every capability is open.
 */
export function openOutbox(options: {
  repositories: Repositories | undefined;
  env: ServerEnv;
  logger: Logger;
  queues: readonly OutboxQueue[];
}): Outbox | undefined {
  const { env, logger } = options;
  if (!env.SMTP_URL) {
    logger.warn("notifications_off", {
      reason:
        "SMTP_URL is not set: contact messages are stored (npm run inbox) but no e-mail is sent",
    });
    return undefined;
  }
  if (!options.repositories) return undefined;
  return new Outbox({
    mailer: createSmtpMailer(env.SMTP_URL),
    logger,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    pollMs: env.OUTBOX_POLL_SECONDS * 1_000,
    queues: [...options.queues],
  });
}
