import type Mail from "nodemailer/lib/mailer";
import type { Logger } from "../../server/logger";
import {
  type ContactMailer,
  composeAcknowledgement,
  composeNotification,
  describeSendError,
  type NotificationSettings,
} from "./contact-mailer.server";
import type { ContactInbox } from "./contact-store.server";

/**
 * An acknowledgement not sent within this time after the message arrived is dropped: by then the
 * firm's own reply is due (firm.replyWithin), and a late "we received your message" only confuses.
 */
export const ACKNOWLEDGEMENT_MAX_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * Another queue of e-mails the outbox sends with the same guarantees (the booking's e-mails,
 * docs/BOOKING.md#e-mails-and-invitations): each entry is claimed before it is sent, retried with
 * the same backoff when sending fails, and dropped, never sent, when `compose` says so.
 */
export interface OutboxQueue {
  /** For logs, e.g. "booking_email". */
  name: string;
  /** At start-up: entries left 'sending' by a crash are marked, never sent again. */
  markInterrupted(): number;
  nextDueAt(): number | null;
  due(now: number): number[];
  /** Pending to sending, once; the attempt number, or null when it was not there to claim. */
  claim(id: number, now: number): number | null;
  compose(id: number): { mail: Mail.Options } | { drop: string };
  markSent(id: number, now: number): void;
  markFailed(id: number, reason: string, retryAt: number): void;
  drop(id: number, reason: string): void;
}

export interface OutboxOptions {
  inbox: ContactInbox;
  mailer: ContactMailer;
  settings: NotificationSettings;
  logger: Logger;
  /** First retry delay after a failed send; doubles each attempt (default 30 s). */
  retryBaseMs?: number;
  /** Longest delay between retries (default 6 hours). Retries never stop. */
  retryMaxMs?: number;
  /** Longest sleep between checks of the queue (default 60 s). */
  pollMs?: number;
  /**
   * Whether visitors' acknowledgements are sent (ACK_EMAILS, default on). Off: none is sent, and
   * any still waiting from before are dropped at start.
   */
  acknowledgements?: boolean;
  /** Further queues, sent after the contact form's e-mails. */
  queues?: OutboxQueue[];
}

/** Delay before retry number `attempts` (1 = after the first failure): exponential, capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/**
 * Sends the queued e-mails of each stored message over SMTP: the firm's notification and, when one
 * was queued, the visitor's acknowledgement. The queues live in SQLite, so they survive restarts;
 * each e-mail is claimed in the database before it is sent, so it is sent at most once; failures are
 * retried with exponential backoff (notifications until they succeed, acknowledgements for up to
 * ACKNOWLEDGEMENT_MAX_DELAY_MS). Notifications go first.
 */
export class ContactMessageOutbox {
  private readonly options: Required<OutboxOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(options: OutboxOptions) {
    this.options = {
      retryBaseMs: 30_000,
      retryMaxMs: 6 * 60 * 60 * 1000,
      pollMs: 60_000,
      acknowledgements: true,
      queues: [],
      ...options,
    };
  }

  start(): void {
    this.stopped = false;
    const { inbox, logger } = this.options;
    const interrupted =
      inbox.markInterrupted() +
      this.options.queues.reduce((n, queue) => n + queue.markInterrupted(), 0);
    if (interrupted > 0) logger.warn("outbox_interrupted_sends", { count: interrupted });
    if (!this.options.acknowledgements) {
      const dropped = inbox.dropPendingAcknowledgements(
        "acknowledgements turned off (ACK_EMAILS=off)",
      );
      if (dropped > 0)
        logger.info("contact_acknowledgements_dropped", { count: dropped, reason: "off" });
    }
    this.notify();
  }

  /** Wakes the worker: a message was just queued. */
  notify(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.notify();
      } else {
        this.schedule();
      }
    });
  }

  /** Stops taking new work and waits for a send in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    const { inbox, pollMs, logger } = this.options;
    let delay = pollMs;
    try {
      const next = [inbox.nextDueAt(), ...this.options.queues.map((q) => q.nextDueAt())]
        .filter((at): at is number => at !== null)
        .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
      if (Number.isFinite(next)) delay = Math.min(pollMs, Math.max(0, next - Date.now()));
    } catch (error) {
      logger.error("outbox_schedule_failed", { error: describeSendError(error) });
    }
    this.timer = setTimeout(() => this.notify(), delay);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const { logger } = this.options;
    try {
      for (;;) {
        if (this.stopped) return;
        const sentNotifications = await this.sendDueNotifications();
        if (this.stopped) return;
        const sentAcknowledgements =
          this.options.acknowledgements && (await this.sendDueAcknowledgements());
        let sentOthers = false;
        for (const queue of this.options.queues) {
          if (this.stopped) return;
          sentOthers = (await this.sendDueFrom(queue)) || sentOthers;
        }
        if (!sentNotifications && !sentAcknowledgements && !sentOthers) return;
      }
    } catch (error) {
      logger.error("outbox_failed", { error: describeSendError(error) });
    }
  }

  /** One pass over the due notifications; false when none was due. */
  private async sendDueNotifications(): Promise<boolean> {
    const { inbox, mailer, settings, logger, retryBaseMs, retryMaxMs } = this.options;
    const due = inbox.dueNotifications(Date.now());
    for (const id of due) {
      if (this.stopped) return true;
      if (!inbox.claim(id)) continue;
      const message = inbox.get(id);
      if (!message) continue;
      try {
        await mailer.send(composeNotification(message, settings));
        inbox.markSent(id);
        logger.info("contact_notification_sent", { id, attempts: message.attempts });
      } catch (error) {
        const reason = describeSendError(error);
        const retryAt = Date.now() + retryDelay(message.attempts, retryBaseMs, retryMaxMs);
        inbox.markFailed(id, reason, retryAt);
        logger.warn("contact_notification_failed", {
          id,
          attempts: message.attempts,
          reason,
          retryInMs: retryAt - Date.now(),
        });
      }
    }
    return due.length > 0;
  }

  /** One pass over the due acknowledgements; false when none was due. */
  private async sendDueAcknowledgements(): Promise<boolean> {
    const { inbox, mailer, settings, logger, retryBaseMs, retryMaxMs } = this.options;
    const dropped = inbox.dropStaleAcknowledgements(Date.now() - ACKNOWLEDGEMENT_MAX_DELAY_MS);
    if (dropped > 0)
      logger.warn("contact_acknowledgements_dropped", { count: dropped, reason: "too late" });
    const due = inbox.dueAcknowledgements(Date.now());
    for (const id of due) {
      if (this.stopped) return true;
      const attempts = inbox.claimAcknowledgement(id);
      if (attempts === null) continue;
      const message = inbox.get(id);
      if (!message) continue;
      const mail = composeAcknowledgement(message, settings);
      if (!mail) {
        inbox.dropAcknowledgement(id, "address not usable");
        logger.warn("contact_acknowledgement_dropped", { id, reason: "address not usable" });
        continue;
      }
      try {
        await mailer.send(mail);
        inbox.markAcknowledgementSent(id);
        logger.info("contact_acknowledgement_sent", { id, attempts });
      } catch (error) {
        const reason = describeSendError(error);
        const retryAt = Date.now() + retryDelay(attempts, retryBaseMs, retryMaxMs);
        inbox.markAcknowledgementFailed(id, reason, retryAt);
        logger.warn("contact_acknowledgement_failed", {
          id,
          attempts,
          reason,
          retryInMs: retryAt - Date.now(),
        });
      }
    }
    return due.length > 0;
  }
  /** One pass over the due entries of another queue; false when none was due. */
  private async sendDueFrom(queue: OutboxQueue): Promise<boolean> {
    const { mailer, logger, retryBaseMs, retryMaxMs } = this.options;
    const due = queue.due(Date.now());
    for (const id of due) {
      if (this.stopped) return true;
      const attempts = queue.claim(id, Date.now());
      if (attempts === null) continue;
      const composed = queue.compose(id);
      if ("drop" in composed) {
        queue.drop(id, composed.drop);
        logger.info(`${queue.name}_dropped`, { id, reason: composed.drop });
        continue;
      }
      try {
        await mailer.send(composed.mail);
        queue.markSent(id, Date.now());
        logger.info(`${queue.name}_sent`, { id, attempts });
      } catch (error) {
        const reason = describeSendError(error);
        const retryAt = Date.now() + retryDelay(attempts, retryBaseMs, retryMaxMs);
        queue.markFailed(id, reason, retryAt);
        logger.warn(`${queue.name}_failed`, {
          id,
          attempts,
          reason,
          retryInMs: retryAt - Date.now(),
        });
      }
    }
    return due.length > 0;
  }
}
