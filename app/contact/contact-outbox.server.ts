import type Mail from "nodemailer/lib/mailer";
import type { ContactMessages, MailKind } from "~/db/contact-messages.server";
import { describeError, type Logger } from "~/platform/logger.server";
import {
  type ContactMailer,
  composeAcknowledgement,
  composeNotification,
  describeSendError,
  type NotificationSettings,
} from "./contact-mailer.server";
import { newMessageId } from "./mail-headers.server";

/**
 * An acknowledgement not sent within this time after the message arrived is dropped: by then the
 * firm's own reply is due (firm.replyTimes), and a late "we received your message" only confuses.
 */
export const ACKNOWLEDGEMENT_MAX_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * A queue of e-mails the outbox sends (docs/CONTACT-INBOX.md#delivery): each entry is claimed
 * before it is sent, recorded once the SMTP server has taken it (kept in memory until the database
 * accepts the record), retried with backoff when sending fails, and dropped, never sent, when
 * `compose` says so. The contact form's two kinds of e-mail are queues like any other.
 */
interface SendingQueue {
  /** For logs and records, e.g. "booking_email": `<name>_sent`, `<name>_failed`, `<name>_dropped`. */
  name: string;
  due(now: number): number[];
  /** Pending to sending, once; the attempt number, or null when it was not there to claim. */
  claim(id: number, now: number): number | null;
  /** The e-mail to send; a reason to drop it; or null when the entry is gone (nothing to record). */
  compose(id: number): { mail: Mail.Options } | { drop: string } | null;
  markSent(id: number, now: number): void;
  markFailed(id: number, reason: string, retryAt: number): void;
  drop(id: number, reason: string): void;
  /** How a drop is logged (default `info`). */
  dropLevel?: "info" | "warn";
}

/**
 * Another queue of e-mails the outbox sends with the same guarantees (the booking's e-mails,
 * docs/BOOKING.md#e-mails-and-invitations), sent after the contact form's.
 */
export interface OutboxQueue extends SendingQueue {
  compose(id: number): { mail: Mail.Options } | { drop: string };
  /** At start-up: entries left 'sending' by a crash are marked, never sent again. */
  markInterrupted(): number;
  nextDueAt(): number | null;
}

export interface OutboxOptions {
  messages: ContactMessages;
  mailer: ContactMailer;
  settings: NotificationSettings;
  logger: Logger;
  /** First retry delay after a failed send; doubles each attempt (default 30 s). */
  retryBaseMs?: number;
  /** Longest delay between retries (default 6 hours). Retries never stop. */
  retryMaxMs?: number;
  /** Longest sleep between checks of the queue (default 60 s). */
  pollMs?: number;
  /** First wait after the database refused a read or write; doubles while it keeps failing. */
  databaseRetryBaseMs?: number;
  /** Longest wait between attempts while the database keeps failing (default 30 s). */
  databaseRetryMaxMs?: number;
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

/** The short name of a database error for the log (SQLITE_FULL, SQLITE_IOERR_WRITE …). */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" ? code : describeError(error);
}

/**
 * Sends the queued e-mails of each stored message over SMTP: the firm's notification and, when one
 * was queued, the visitor's acknowledgement (docs/CONTACT-INBOX.md#delivery). The queues live in
 * SQLite, so they survive restarts. An e-mail is never sent twice:
 * - it is claimed in the database before it is sent, in a transaction whose failed COMMIT throws,
 *   so nothing is sent unless the claim is on disk;
 * - once the SMTP server has accepted it, it is never put back in the queue: if recording "sent"
 *   fails (a full disk), the record is kept in memory and written when the database works again,
 *   and a process that dies first leaves it 'sending', which the next start marks 'interrupted'.
 * Failed sends are retried with exponential backoff (notifications until they succeed,
 * acknowledgements for up to ACKNOWLEDGEMENT_MAX_DELAY_MS); notifications go first. While the
 * database refuses reads or writes the worker backs off too, and says so once when it starts
 * failing and once when it recovers, not at every attempt.
 */
export class ContactMessageOutbox {
  private readonly options: Required<OutboxOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Writes that must still reach the database: an e-mail sent, or a failed send to retry. */
  private readonly unrecorded = new Map<string, () => void>();
  /** While the database fails: since when, how many attempts, and the last error's code. */
  private failing: { since: number; attempts: number; code: string } | undefined;

  constructor(options: OutboxOptions) {
    this.options = {
      retryBaseMs: 30_000,
      retryMaxMs: 6 * 60 * 60 * 1000,
      pollMs: 60_000,
      databaseRetryBaseMs: 500,
      databaseRetryMaxMs: 30_000,
      acknowledgements: true,
      queues: [],
      ...options,
    };
  }

  start(): void {
    this.stopped = false;
    const { messages, logger } = this.options;
    try {
      const interrupted =
        messages.markInterrupted() +
        this.options.queues.reduce((n, queue) => n + queue.markInterrupted(), 0);
      if (interrupted > 0) logger.warn("outbox_interrupted_sends", { count: interrupted });
      if (!this.options.acknowledgements) {
        const dropped = messages.dropPendingAcknowledgements(
          "acknowledgements turned off (ACK_EMAILS=off)",
        );
        if (dropped > 0)
          logger.info("contact_acknowledgements_dropped", { count: dropped, reason: "off" });
      }
    } catch (error) {
      this.databaseFailed(error);
    }
    this.notify();
  }

  /**
   * Wakes the worker: a message was just queued, or staff asked for a retry. Either was a write
   * the database just accepted, so it also ends a wait after database errors.
   */
  notify(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again && !this.failing) {
        this.again = false;
        this.notify();
      } else {
        this.again = false;
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
    const { messages, pollMs, databaseRetryBaseMs, databaseRetryMaxMs } = this.options;
    let delay = pollMs;
    if (this.failing) {
      delay = retryDelay(this.failing.attempts, databaseRetryBaseMs, databaseRetryMaxMs);
    } else if (this.unrecorded.size === 0) {
      try {
        const next = [messages.nextDueAt(), ...this.options.queues.map((q) => q.nextDueAt())]
          .filter((at): at is number => at !== null)
          .reduce<number | null>((a, b) => (a === null ? b : Math.min(a, b)), null);
        if (next !== null) delay = Math.min(pollMs, Math.max(0, next - Date.now()));
      } catch (error) {
        this.databaseFailed(error);
        delay = databaseRetryBaseMs;
      }
    }
    this.timer = setTimeout(() => this.notify(), delay);
    this.timer.unref();
  }

  /** The database refused a read or write: back off, and say so once. */
  private databaseFailed(error: unknown): void {
    const code = errorCode(error);
    if (!this.failing) {
      this.failing = { since: Date.now(), attempts: 1, code };
      this.options.logger.error("outbox_database_failing", {
        error: code,
        retryInMs: this.options.databaseRetryBaseMs,
      });
      return;
    }
    this.failing.attempts++;
    if (code !== this.failing.code) {
      this.failing.code = code;
      this.options.logger.error("outbox_database_failing", { error: code });
    }
  }

  private databaseWorks(): void {
    if (!this.failing) return;
    this.options.logger.info("outbox_database_recovered", {
      attempts: this.failing.attempts,
      failedForMs: Date.now() - this.failing.since,
    });
    this.failing = undefined;
  }

  private async drain(): Promise<void> {
    try {
      this.recordPending();
      for (;;) {
        if (this.stopped) break;
        // Notifications first, then acknowledgements, then the other queues.
        let sent = false;
        for (const queue of this.sendingQueues) {
          if (this.stopped) break;
          sent = (await this.sendDue(queue)) || sent;
        }
        if (!sent) break;
      }
      this.databaseWorks();
    } catch (error) {
      this.databaseFailed(error);
    }
  }

  /** Writes the records that failed before, oldest first; throws at the first that still fails. */
  private recordPending(): void {
    for (const [key, write] of this.unrecorded) {
      write();
      this.unrecorded.delete(key);
    }
  }

  /**
   * A write about an e-mail already handed to (or refused by) the SMTP server. If the database
   * refuses it, it is kept and retried before anything else is claimed; the error then stops this
   * pass, so the worker backs off.
   */
  private record(queue: string, id: number, write: () => void): void {
    const key = `${queue}:${id}`;
    try {
      write();
    } catch (error) {
      this.unrecorded.set(key, write);
      throw error;
    }
  }

  /** Every queue the worker sends from, in order: the contact form's two, then the others. */
  private get sendingQueues(): readonly SendingQueue[] {
    const contact = [this.contactQueue("notification")];
    if (this.options.acknowledgements) contact.push(this.contactQueue("acknowledgement"));
    return [...contact, ...this.options.queues];
  }

  /** The contact form's e-mails of one kind, as a queue (their rows are the stored messages). */
  private contactQueue(kind: MailKind): SendingQueue {
    const { messages, settings, logger } = this.options;
    return {
      name: `contact_${kind}`,
      dropLevel: "warn",
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
        if (!message) return null;
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

  /** One pass over the due entries of one queue; false when none was due. */
  private async sendDue(queue: SendingQueue): Promise<boolean> {
    const { mailer, logger, retryBaseMs, retryMaxMs } = this.options;
    const due = queue.due(Date.now());
    for (const id of due) {
      if (this.stopped) return true;
      const attempts = queue.claim(id, Date.now());
      if (attempts === null) continue;
      const composed = queue.compose(id);
      if (composed === null) continue;
      if ("drop" in composed) {
        this.record(queue.name, id, () => queue.drop(id, composed.drop));
        logger[queue.dropLevel ?? "info"](`${queue.name}_dropped`, { id, reason: composed.drop });
        continue;
      }
      let failure: string | undefined;
      try {
        await mailer.send(composed.mail);
      } catch (error) {
        failure = describeSendError(error);
      }
      if (failure === undefined) {
        logger.info(`${queue.name}_sent`, { id, attempts });
        this.record(queue.name, id, () => queue.markSent(id, Date.now()));
      } else {
        const retryAt = Date.now() + retryDelay(attempts, retryBaseMs, retryMaxMs);
        logger.warn(`${queue.name}_failed`, {
          id,
          attempts,
          reason: failure,
          retryInMs: retryAt - Date.now(),
        });
        const reason = failure;
        this.record(queue.name, id, () => queue.markFailed(id, reason, retryAt));
      }
    }
    return due.length > 0;
  }
}
