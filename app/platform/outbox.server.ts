/**
 * The site's one outbox (docs/CONTACT-INBOX.md#delivery): every e-mail the site sends, from every
 * capability's queue, with one claim, send and retry protocol.
 */
import type Mail from "nodemailer/lib/mailer";
import { describeError, type Logger } from "./logger.server";
import { markedAutomatic } from "./mail-headers.server";
import { describeSendError, type Mailer } from "./mailer.server";

/**
 * A queue of e-mails the outbox sends (docs/CONTACT-INBOX.md#delivery): each entry is claimed
 * before it is sent, recorded once the SMTP server has taken it (kept in memory until the database
 * accepts the record), retried with backoff when sending fails, and dropped, never sent, when
 * `compose` says so. Each capability hands the outbox its queues (the contact form's, the
 * booking's, the documents', the desk's…); the outbox sends them in the order given.
 */
export interface OutboxQueue {
  /** For logs and records, e.g. "booking_email": `<name>_sent`, `<name>_failed`, `<name>_dropped`. */
  name: string;
  due(now: number): number[];
  /** Pending to sending, once; the attempt number, or null when it was not there to claim. */
  claim(id: number, now: number): number | null;
  /** The e-mail to send, or a reason to drop it (never send it). */
  compose(id: number): { mail: Mail.Options } | { drop: string };
  markSent(id: number, now: number): void;
  markFailed(id: number, reason: string, retryAt: number): void;
  drop(id: number, reason: string): void;
  /**
   * A person wrote these e-mails (the desk's replies): sent without `Auto-Submitted` (RFC 3834, 5:
   * absent means "no"). Every other queue's e-mails are marked `auto-generated` by the outbox as
   * they are sent (docs/STANDARDS.md#e-mail).
   */
  writtenByPerson?: boolean;
  /** How a drop is logged (default `info`). */
  dropLevel?: "info" | "warn";
  /** At start-up: entries left 'sending' by a crash are marked, never sent again; how many. */
  markInterrupted(): number;
  /** When the earliest entry waiting (a retry included) is due, or null when none waits. */
  nextDueAt(): number | null;
  /** At start-up, after `markInterrupted`: the queue's own tidying (a setting turned off). */
  atStart?(): void;
}

export interface OutboxOptions {
  mailer: Mailer;
  logger: Logger;
  /** The queues, in the order they are sent: what is most urgent first. */
  queues: OutboxQueue[];
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
 * Sends the queued e-mails of every queue over SMTP (docs/CONTACT-INBOX.md#delivery). The queues
 * live in SQLite, so they survive restarts. An e-mail is never sent twice:
 * - it is claimed in the database before it is sent, in a transaction whose failed COMMIT throws,
 *   so nothing is sent unless the claim is on disk;
 * - once the SMTP server has accepted it, it is never put back in the queue: if recording "sent"
 *   fails (a full disk), the record is kept in memory and written when the database works again,
 *   and a process that dies first leaves it 'sending', which the next start marks 'interrupted'.
 * Failed sends are retried with exponential backoff; the queues are sent in the order given. While
 * the database refuses reads or writes the worker backs off too, and says so once when it starts
 * failing and once when it recovers, not at every attempt.
 */
export class Outbox {
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
      ...options,
    };
  }

  start(): void {
    this.stopped = false;
    const { queues, logger } = this.options;
    try {
      const interrupted = queues.reduce((n, queue) => n + queue.markInterrupted(), 0);
      if (interrupted > 0) logger.warn("outbox_interrupted_sends", { count: interrupted });
      for (const queue of queues) queue.atStart?.();
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
    const { queues, pollMs, databaseRetryBaseMs, databaseRetryMaxMs } = this.options;
    let delay = pollMs;
    if (this.failing) {
      delay = retryDelay(this.failing.attempts, databaseRetryBaseMs, databaseRetryMaxMs);
    } else if (this.unrecorded.size === 0) {
      try {
        const next = queues
          .map((q) => q.nextDueAt())
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
        let sent = false;
        for (const queue of this.options.queues) {
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

  /** One pass over the due entries of one queue; false when none was due. */
  private async sendDue(queue: OutboxQueue): Promise<boolean> {
    const { mailer, logger, retryBaseMs, retryMaxMs } = this.options;
    const due = queue.due(Date.now());
    for (const id of due) {
      if (this.stopped) return true;
      const attempts = queue.claim(id, Date.now());
      if (attempts === null) continue;
      const composed = queue.compose(id);
      if ("drop" in composed) {
        this.record(queue.name, id, () => queue.drop(id, composed.drop));
        logger[queue.dropLevel ?? "info"](`${queue.name}_dropped`, { id, reason: composed.drop });
        continue;
      }
      let failure: string | undefined;
      try {
        await mailer.send(queue.writtenByPerson ? composed.mail : markedAutomatic(composed.mail));
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
