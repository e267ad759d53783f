/**
 * The daily digest (docs/DESK.md#the-daily-digest): once a day, at DESK_DIGEST_TIME (Toronto), each
 * active staff member who has not turned it off is e-mailed a short list of their follow-ups due
 * and of the inquiries waiting for a first reply that are theirs or no one's, with links to the
 * desk. Nobody is e-mailed when there is nothing to tell them.
 *
 * The day's digests are queued in one transaction with the day's row (app/db/desk-digests), so a
 * restart, or a second process, never queues them again; the site's one outbox then sends each,
 * claimed before sending and retried until the SMTP server takes it (app/db/outbox-table).
 */

import type Mail from "nodemailer/lib/mailer";
import { serviceTypeLabel } from "~/contact/contact-fields";
import { emailAddress } from "~/contact/contact-schema";
import type { WaitingInquiry } from "~/db/desk-digests.server";
import type { DueFollowUp } from "~/db/follow-ups.server";
import { outboxQueue } from "~/db/outbox-table.server";
import type { Repositories } from "~/db/repositories.server";
import { visibleText } from "~/lib/domain/visible-text";
import { describeError, type Logger } from "~/platform/logger.server";
import { automaticHeaders, newMessageId } from "~/platform/mail-headers.server";
import type { OutboxQueue } from "~/platform/outbox.server";
import { type ClockTime, dueDigestDay, nextDigestAt } from "./desk-digest-schedule";
import { formatDuration } from "./desk-time";

/** At most this many lines per section; the rest is one line with a link to the desk's view. */
export const digestLinesPerSection = 15;

export interface DigestSettings {
  /** MAIL_FROM: the site's sending address. */
  from: string;
  siteUrl: string;
  firmName: string;
}

export interface DigestContent {
  staffName: string;
  staffEmail: string;
  /** The digest's day, YYYY-MM-DD (Toronto). */
  day: string;
  /** Follow-ups due on or before the day, earliest first (more than a section shows is fine). */
  due: readonly DueFollowUp[];
  /** Inquiries waiting for a first reply, oldest first, and how many there are in all. */
  waiting: { items: readonly WaitingInquiry[]; total: number };
  /** When it is composed: waiting times are counted to this instant. */
  now: number;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-CA", {
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const utcOf = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function person(p: { firstName: string; lastName: string; serviceType: string | null }): string {
  const name = visibleText(`${p.firstName} ${p.lastName}`).trim() || "Someone";
  const area = serviceTypeLabel(p.serviceType);
  return area ? `${name} (${area})` : name;
}

/**
 * The digest's e-mail, in plain words for staff, or undefined when there is nothing to say (no
 * follow-up due and nothing waiting) or the person's address cannot receive e-mail.
 */
export function composeDigest(
  content: DigestContent,
  settings: DigestSettings,
): Mail.Options | undefined {
  const { due, waiting, day } = content;
  if (due.length === 0 && waiting.total === 0) return undefined;
  const to = emailAddress.safeParse(content.staffEmail);
  if (!to.success) return undefined;
  const desk = `${settings.siteUrl}/desk`;
  const link = (id: number) => `${desk}/inquiries/${id}`;
  const dayMs = utcOf(day);

  const parts: string[] = [];
  if (due.length) parts.push(plural(due.length, "follow-up due", "follow-ups due"));
  if (waiting.total)
    parts.push(`${plural(waiting.total, "inquiry", "inquiries")} waiting for a first reply`);
  const subject = `The desk today: ${parts.join(", ")}`;

  const lines: string[] = [
    `Hello ${visibleText(content.staffName)},`,
    "",
    `Here is what needs you at the desk on ${dayFormat.format(dayMs)}.`,
  ];
  if (due.length) {
    lines.push("", `FOLLOW-UPS DUE (${due.length})`);
    for (const f of due.slice(0, digestLinesPerSection)) {
      const when =
        f.followUpOn === day
          ? "due today"
          : `overdue: it was due ${shortDayFormat.format(utcOf(f.followUpOn))}`;
      lines.push(`- ${person(f)}, ${when}`, `  ${link(f.messageId)}`);
    }
    if (due.length > digestLinesPerSection)
      lines.push(
        `- and ${due.length - digestLinesPerSection} more, in Due today: ${desk}?view=due`,
      );
  }
  if (waiting.total) {
    lines.push("", `WAITING FOR A FIRST REPLY (${waiting.total}), the longest wait first`);
    for (const w of waiting.items.slice(0, digestLinesPerSection)) {
      const whose = w.assignedToMe ? ", assigned to you" : ", not assigned to anyone";
      lines.push(
        `- ${person(w)}, waiting ${formatDuration(content.now - w.receivedAt)}${whose}`,
        `  ${link(w.id)}`,
      );
    }
    const shown = Math.min(waiting.items.length, digestLinesPerSection);
    if (waiting.total > shown)
      lines.push(
        `- and ${waiting.total - shown} more, in Waiting for a first reply: ${desk}?view=waiting`,
      );
  }
  lines.push(
    "",
    `Open the desk: ${desk}`,
    "",
    "You get this e-mail on mornings when a follow-up is due or an inquiry that is yours, or no one's, waits for a first reply; on other days there is none.",
    `To stop it, turn off "Daily e-mail" on your account page: ${desk}/account`,
  );
  return {
    from: { name: `${settings.firmName} desk`, address: settings.from },
    to: { name: visibleText(content.staffName), address: to.data },
    subject,
    text: `${lines.join("\n")}\n`,
  };
}

/** What the digest of one person tells, read now. */
function contentFor(
  repos: Repositories,
  entry: { staffId: number; staffName: string; staffEmail: string; day: string },
  now: number,
): DigestContent {
  return {
    staffName: entry.staffName,
    staffEmail: entry.staffEmail,
    day: entry.day,
    due: repos.followUps.dueFor(entry.staffId, entry.day, digestLinesPerSection + 50),
    waiting: repos.digests.waitingFor(entry.staffId, digestLinesPerSection),
    now,
  };
}

/**
 * The digests as one of the outbox's queues. Each is composed when it is sent, so it tells what is
 * true then; one whose person turned it off, was disabled, or has nothing left to hear since it
 * was queued is dropped, not sent.
 */
export function deskDigestQueue(
  repos: Repositories,
  settings: DigestSettings,
  now: () => number = Date.now,
): OutboxQueue {
  return outboxQueue("desk_digest", repos.digests.outbox, (id) => {
    const entry = repos.digests.entry(id);
    if (!entry) return { drop: "digest deleted" };
    if (entry.disabled) return { drop: "account disabled" };
    if (!entry.wanted) return { drop: "turned off" };
    const mail = composeDigest(contentFor(repos, entry, now()), settings);
    if (!mail) return { drop: "nothing to tell" };
    // Its own stored Message-ID, and marked automatic (docs/STANDARDS.md#e-mail).
    const messageId = repos.digests.outbox.assignMessageId(id, () => newMessageId(settings.from));
    return { mail: { ...mail, messageId, headers: { ...automaticHeaders } } };
  });
}

/** What the scheduler works with; `now` is the clock (the fake one in tests). */
interface DigestSchedulerOptions {
  repos: Repositories;
  time: ClockTime;
  wakeOutbox: () => void;
  logger: Logger;
  now?: () => number;
}

/**
 * Queues each day's digests when the day's time comes (DESK_DIGEST_TIME, Toronto), then wakes the
 * outbox. `check` runs at start (so a server started after the time still sends that day's, once)
 * and at each wake-up; timers are at most an hour long, so a changed system clock or a sleeping
 * machine delays a digest by an hour at most.
 */
export class DeskDigestScheduler {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private readonly options: Required<DigestSchedulerOptions>;

  constructor(options: DigestSchedulerOptions) {
    this.options = { now: Date.now, ...options };
  }

  start(): void {
    this.stopped = false;
    this.check();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Queues the day's digests if they are due and not queued yet; then waits for the next day's. */
  check(): void {
    if (this.stopped) return;
    const { repos, time, logger, now } = this.options;
    const at = now();
    const day = dueDigestDay(at, time);
    try {
      if (day && !repos.digests.queuedOn(day)) {
        const queued = repos.digests.queueDay(
          day,
          (staffId) =>
            repos.followUps.dueFor(staffId, day, 1).length > 0 ||
            repos.digests.waitingFor(staffId, 1).total > 0,
          at,
        );
        if (queued !== null) {
          logger.info("desk_digests_queued", { day, count: queued });
          if (queued > 0) this.options.wakeOutbox();
        }
      }
    } catch (error) {
      // Tried again at the next wake-up (at most an hour): the day's row is written only with them.
      logger.error("desk_digests_not_queued", { day: day ?? "none", error: describeError(error) });
    }
    const delay = Math.min(60 * 60 * 1000, Math.max(1_000, nextDigestAt(at, time) - at));
    this.timer = setTimeout(() => this.check(), delay);
    this.timer.unref();
  }
}
