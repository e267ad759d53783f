/**
 * The contact form's two e-mails as queues of the site's outbox (app/platform/outbox.server.ts,
 * docs/CONTACT-INBOX.md#delivery): the firm's notification of each message, then, when visitors'
 * acknowledgements are on, the visitor's "we received your message". Their rows are the stored
 * messages' (app/db/contact-messages.server.ts).
 */
import type { ContactMessages, MailKind } from "~/db/contact-messages.server";
import type { Logger } from "~/platform/logger.server";
import { newMessageId } from "~/platform/mail-headers.server";
import type { NotificationSettings } from "~/platform/mailer.server";
import type { OutboxQueue } from "~/platform/outbox.server";
import { composeAcknowledgement, composeNotification } from "./contact-emails.server";

/**
 * An acknowledgement not sent within this time after the message arrived is dropped: by then the
 * firm's own reply is due (firm.replyTimes), and a late "we received your message" only confuses.
 */
export const ACKNOWLEDGEMENT_MAX_DELAY_MS = 24 * 60 * 60 * 1000;

export interface ContactMailQueueOptions {
  messages: ContactMessages;
  settings: NotificationSettings;
  logger: Logger;
  /**
   * Whether visitors' acknowledgements are sent (ACK_EMAILS, default on). Off: none is sent, and
   * any still waiting from before are dropped at start.
   */
  acknowledgements?: boolean;
}

/** The notification queue, and the acknowledgement queue unless acknowledgements are off. */
export function contactMailQueues(options: ContactMailQueueOptions): OutboxQueue[] {
  const { messages, logger, acknowledgements = true } = options;
  const notification: OutboxQueue = {
    ...contactQueue("notification", options),
    atStart() {
      if (acknowledgements) return;
      const dropped = messages.dropPendingAcknowledgements(
        "acknowledgements turned off (ACK_EMAILS=off)",
      );
      if (dropped > 0)
        logger.info("contact_acknowledgements_dropped", { count: dropped, reason: "off" });
    },
  };
  if (!acknowledgements) return [notification];
  return [notification, contactQueue("acknowledgement", options)];
}

/** The contact form's e-mails of one kind, as a queue. */
function contactQueue(kind: MailKind, options: ContactMailQueueOptions): OutboxQueue {
  const { messages, settings, logger } = options;
  return {
    name: `contact_${kind}`,
    dropLevel: "warn",
    markInterrupted: () => messages.markInterrupted(kind),
    nextDueAt: () => messages.nextDueAt(kind),
    due(now) {
      if (kind === "acknowledgement") {
        const dropped = messages.dropStaleAcknowledgements(now - ACKNOWLEDGEMENT_MAX_DELAY_MS);
        if (dropped > 0)
          logger.warn("contact_acknowledgements_dropped", { count: dropped, reason: "too late" });
      }
      return messages.due(kind, now);
    },
    claim: (id, now) => messages.claim(kind, id, now),
    compose(id) {
      const message = messages.get(id);
      // Claimed a moment ago, so still there; a deletion in between would leave nothing to send.
      if (!message) return { drop: "message deleted" };
      const mail =
        kind === "notification"
          ? composeNotification(message, settings)
          : composeAcknowledgement(message, settings);
      if (!mail) return { drop: "address not usable" };
      // Stored before it is sent, kept through retries (docs/STANDARDS.md#e-mail).
      mail.messageId = messages.assignMessageId(kind, id, () => newMessageId(settings.from));
      return { mail };
    },
    markSent(id, now) {
      try {
        messages.markSent(kind, id, now);
      } catch (error) {
        // The row is gone or no longer 'sending' (deleted meanwhile): nothing to record, and
        // nothing to send again.
        if ((error as Error).name !== "WriteNotApplied") throw error;
        logger.warn("outbox_sent_not_recorded", { kind, id, reason: "row changed" });
      }
    },
    markFailed: (id, reason, retryAt) => {
      messages.markFailed(kind, id, reason, retryAt);
    },
    drop: (id, reason) => {
      messages.dropAcknowledgement(id, reason);
    },
  };
}
