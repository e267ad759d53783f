/**
 * Opening the contact inbox (docs/CONTACT-INBOX.md) on the site's database: saving a message from
 * the contact form, the form's rate and size limits, its two e-mails (the firm's notification and
 * the visitor's acknowledgement) as queues of the site's outbox, and the inbox's retention. Without a database
 * the form still answers, and every save fails, so the visitor is told to call or e-mail instead.
 */
import { firm } from "~/content/firm";
import type { CapabilityPlatform, OpenedCapability } from "~/platform/capability.server";
import { describeError } from "~/platform/logger.server";
import { contactGateRoutePolicy, createContactGate } from "./contact-gate.server";
import { contactMailQueues } from "./contact-mail-queues.server";
import { type ContactServices, sameMessageWindowMs } from "./contact-services";

const DAY_MS = 24 * 60 * 60 * 1000;

export function openContact(options: CapabilityPlatform): OpenedCapability {
  const { repositories: repos, env, logger } = options;
  const admit = createContactGate({
    limit: env.CONTACT_RATE_LIMIT,
    windowMs: 15 * 60 * 1000,
    logger,
  });
  const save: ContactServices["save"] = (message, saveOptions = {}) => {
    try {
      if (!repos) throw new Error("contact inbox unavailable");
      const saved = repos.messages.saveOnce(
        message,
        Date.now(),
        {
          ...saveOptions,
          // The visitor's acknowledgement (ACK_EMAILS); the store applies the daily cap.
          acknowledge: env.ACK_EMAILS === "on",
        },
        sameMessageWindowMs,
      );
      const { id } = saved;
      if (saved.repeated) logger.info("contact_message_repeated", { id });
      else if (saveOptions.suspectedSpam) {
        logger.info("contact_message_stored", { id, suspectedSpam: saveOptions.suspectedSpam });
      } else {
        logger.info("contact_message_stored", { id });
        options.wakeOutbox();
      }
      return saved;
    } catch (error) {
      logger.error("contact_storage_failed", { error: describeError(error) });
      throw error;
    }
  };
  // A look-up that fails is no repeat: the post goes on to be counted and saved (or refused).
  const sentAlready: ContactServices["sentAlready"] = (message) => {
    try {
      return repos?.messages.sameSince(message, Date.now() - sameMessageWindowMs) !== undefined;
    } catch {
      return false;
    }
  };
  const applyRetention = () => {
    if (!repos) return;
    try {
      // A booking is kept for the same period after its consultation (docs/BOOKING.md#privacy).
      const bookingsDeleted = repos.bookings.deleteEndedBefore(
        Date.now() - env.RETENTION_DAYS * DAY_MS,
      );
      const deleted = repos.messages.deleteOlderThan(env.RETENTION_DAYS);
      logger.info("retention_applied", {
        retentionDays: env.RETENTION_DAYS,
        deleted,
        bookingsDeleted,
      });
    } catch (error) {
      logger.error("retention_failed", { error: describeError(error) });
    }
  };
  let retentionTimer: NodeJS.Timeout | undefined;
  return {
    routePolicies: [contactGateRoutePolicy(new Set(["contact"]))],
    // Sent before every other capability's e-mails (the outbox sends its queues in order).
    mailQueues: repos
      ? contactMailQueues({
          messages: repos.messages,
          settings: {
            from: env.MAIL_FROM,
            to: env.MAIL_TO,
            routes: env.MAIL_ROUTES,
            siteUrl: env.SITE_URL,
            firmName: firm.name,
          },
          logger,
          acknowledgements: env.ACK_EMAILS === "on",
        })
      : [],
    loadContext: (req, res) => ({
      contact: {
        admit: (gateOptions) => admit(req, res, gateOptions?.counted ?? true),
        sentAlready,
        save,
      },
    }),
    start() {
      applyRetention();
      retentionTimer = setInterval(applyRetention, DAY_MS);
      retentionTimer.unref();
    },
    stop: () => clearInterval(retentionTimer),
  };
}
