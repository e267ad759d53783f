/**
 * Reminders for engagement letters sent and not signed (docs/ENGAGEMENT.md#reminders), on the same
 * business-day clock as the questionnaires' (app/desk/client-journey.ts `dueReminderStep`, one
 * function for both), counted from when the letter was sent or the client last moved it on (opened
 * it, asked for or proved a code, consented): a first after 3 business days, a second after 7,
 * then, 3 business days later, the letter is flagged for staff and the firm's inbox is told, never
 * a third. Each reminder's link is made as its e-mail is sent (./engagement-mail-queue.server.ts):
 * nothing secret waits in the outbox.
 */
import { businessDaysAfter } from "~/desk/business-days.server";
import { dueReminderStep, reminderBusinessDays } from "~/desk/client-journey";
import { reminderEmail, stalledStaffEmail } from "./engagement-emails";
import type { EngagementSettings } from "./engagement-service.server";
import type { EngagementStore } from "./engagement-store.server";

/** Writes the site's steps to the inquiry's timeline (the desk's audit log, no staff member). */
export type ReminderTimeline = (
  action: "reminded-engagement-letter" | "stalled-engagement-letter",
  messageId: number,
  detail: string,
) => void;

export class EngagementReminders {
  private readonly store: EngagementStore;
  private readonly settings: EngagementSettings;
  private readonly logger: { info(event: string, fields?: Record<string, number>): void };
  private readonly timeline: ReminderTimeline;
  private readonly wake: () => void;

  constructor(options: {
    store: EngagementStore;
    settings: EngagementSettings;
    logger: { info(event: string, fields?: Record<string, number>): void };
    wakeOutbox?: () => void;
    timeline?: ReminderTimeline;
  }) {
    this.store = options.store;
    this.settings = options.settings;
    this.logger = options.logger;
    this.timeline = options.timeline ?? (() => {});
    const wake = options.wakeOutbox;
    this.wake = wake ? () => queueMicrotask(wake) : () => {};
  }

  /** Queues every step due now; returns how many. */
  sendReminders(now = Date.now()): number {
    let queued = 0;
    for (const { row, lastClientStep } of this.store.awaitingSignature(now)) {
      const remindersAt = this.store.reminderTimes(row.id);
      const step = dueReminderStep(
        {
          since: Math.max(row.sentAt ?? 0, lastClientStep ?? 0),
          remindersAt,
          stalled: row.stalledAt !== null,
          finished: false,
        },
        now,
        businessDaysAfter,
      );
      const messageId = row.messageId;
      const inquiry = step && messageId !== null && this.store.messages.contact(messageId);
      if (!step || !inquiry || messageId === null) continue;
      // Decided again inside the write transaction (IMMEDIATE): a second server on the same
      // database that got there first leaves nothing to do, so a reminder is never sent twice;
      // a letter signed or turned off meanwhile gets none.
      const acted = this.store.transaction(() => {
        const fresh = this.store.get(row.id);
        if (!fresh || fresh.signedAt !== null || fresh.revokedAt !== null) return false;
        if (fresh.stalledAt !== null) return false;
        if (this.store.reminderTimes(row.id).length !== remindersAt.length) return false;
        if (step.kind === "remind") {
          const of = `reminder ${step.number} of ${reminderBusinessDays.length}`;
          this.store.addEvent({
            letterId: row.id,
            kind: "reminded",
            at: now,
            detail: `${of}, to ${row.clientEmail}`,
          });
          this.store.queueEmail({
            letterId: row.id,
            kind: "reminder",
            recipient: row.clientEmail,
            ...reminderEmail({
              firstName: inquiry.firstName,
              title: row.title,
              firmName: this.settings.firmName,
              number: step.number,
            }),
            now,
          });
          this.timeline("reminded-engagement-letter", messageId, `letter #${row.id}, ${of}`);
          return true;
        }
        if (!this.store.markStalled(row.id, now)) return false;
        this.store.addEvent({ letterId: row.id, kind: "stalled", at: now });
        this.store.queueEmail({
          letterId: row.id,
          kind: "stalled-staff",
          recipient: this.settings.staffEmail,
          ...stalledStaffEmail({
            letterId: row.id,
            title: row.title,
            inquiryId: messageId,
            siteUrl: this.settings.siteUrl,
          }),
          now,
        });
        this.timeline("stalled-engagement-letter", messageId, `letter #${row.id}`);
        return true;
      });
      if (acted) {
        queued++;
        const event =
          step.kind === "remind" ? "engagement_letter_reminded" : "engagement_letter_stalled";
        this.logger.info(event, { id: row.id });
      }
    }
    if (queued > 0) this.wake();
    return queued;
  }
}
