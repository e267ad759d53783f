import { firm } from "~/content/firm";
import type { Repositories } from "~/db/repositories.server";
import type { ServerEnv } from "~/platform/env.server";
import type { Logger } from "~/platform/logger.server";
import { createSmtpMailer } from "./contact-mailer.server";
import { ContactMessageOutbox, type OutboxQueue } from "./contact-outbox.server";

/**
 * The site's one outbox (docs/CONTACT-INBOX.md#delivery): the contact form's notification and
 * acknowledgement, then every capability's queues, over SMTP_URL. None without SMTP_URL (said once
 * in the log: messages are still stored) or without a database; call `start()` once every
 * capability is open.
 */
export function openOutbox(options: {
  repositories: Repositories | undefined;
  env: ServerEnv;
  logger: Logger;
  queues: readonly OutboxQueue[];
}): ContactMessageOutbox | undefined {
  const { repositories: repos, env, logger } = options;
  if (!env.SMTP_URL) {
    logger.warn("notifications_off", {
      reason:
        "SMTP_URL is not set: contact messages are stored (npm run inbox) but no e-mail is sent",
    });
    return undefined;
  }
  if (!repos) return undefined;
  return new ContactMessageOutbox({
    messages: repos.messages,
    mailer: createSmtpMailer(env.SMTP_URL),
    settings: {
      from: env.MAIL_FROM,
      to: env.MAIL_TO,
      routes: env.MAIL_ROUTES,
      siteUrl: env.SITE_URL,
      firmName: firm.name,
    },
    logger,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    pollMs: env.OUTBOX_POLL_SECONDS * 1_000,
    acknowledgements: env.ACK_EMAILS === "on",
    queues: [...options.queues],
  });
}
