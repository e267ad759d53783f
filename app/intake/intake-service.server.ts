/**
 * Intake questionnaires (docs/INTAKE.md): sent from the desk for an inquiry, filled by the client
 * behind the link in its e-mail one section at a time (each saved encrypted as it is posted, so the
 * client can stop and carry on from any device), read by staff beside the inquiry, and reminded
 * (at most twice, then staff are told).
 */
import { randomBytes } from "node:crypto";
import { businessDaysAfter } from "~/desk/business-days.server";
import { dueReminderStep, reminderBusinessDays } from "~/desk/client-journey";
import { latestToday } from "~/platform/firm-clock";
import {
  newSecretToken,
  secretTokenHash,
  secretTokenPattern,
} from "~/platform/secret-token.server";
import { type Answers, firstIncomplete, prune, readSection, sectionErrors } from "./answers";
import {
  IntakeCryptoError,
  type KeyWrapper,
  openAnswers,
  sealAnswers,
} from "./intake-crypto.server";
import {
  linkEmail,
  questionnaireLinkPlaceholder,
  reminderEmail,
  staffEmail,
} from "./intake-emails";
import type { IntakeRow, IntakeStore } from "./intake-store.server";
import type { Questionnaire } from "./questionnaire-definition";

const DAY = 24 * 60 * 60 * 1000;
/** At most this many reminders, then staff are told (docs/INTAKE.md#reminders). */
export const maxReminders = reminderBusinessDays.length;

export interface IntakeSettings {
  siteUrl: string;
  firmName: string;
  /** The firm's inbox (MAIL_TO): told when a questionnaire is complete or reminders ran out. */
  staffEmail: string;
  linkDays: number;
}

interface Logger {
  info(event: string, fields?: Record<string, string | number | boolean>): void;
}

/** Writes the client's steps to the inquiry's timeline (the desk's audit log, no staff member). */
export type IntakeTimeline = (
  action:
    | "opened-questionnaire"
    | "completed-questionnaire"
    | "reminded-questionnaire"
    | "stalled-questionnaire"
    | "offered-questionnaire",
  messageId: number,
  detail: string,
) => void;

export const tokenPattern = secretTokenPattern;
/** What is stored of a link's token: its SHA-256, never the token. */
export const hashToken = secretTokenHash;

/** A link's secret: 256 random bits, URL-safe (43 characters). */
export const newLinkToken = newSecretToken;

/** What the client's page needs: nothing of it exists before the link is proven. */
export interface OpenQuestionnaire {
  row: IntakeRow;
  questionnaire: Questionnaire;
  answers: Answers;
  firstName: string;
}

export type SaveResult =
  | { kind: "saved"; next: number | "done" }
  | { kind: "invalid"; errors: Record<string, string>; answers: Answers }
  | { kind: "changed"; answers: Answers }
  /** The questionnaire was already completed: its answers are the firm's now, changed by no link. */
  | { kind: "locked" };

export class IntakeService {
  readonly store: IntakeStore;
  private readonly keys: KeyWrapper;
  readonly settings: IntakeSettings;
  private readonly wake: () => void;
  private readonly logger: Logger;
  private readonly timeline: IntakeTimeline;

  constructor(options: {
    store: IntakeStore;
    keys: KeyWrapper;
    settings: IntakeSettings;
    logger: Logger;
    wakeOutbox?: () => void;
    timeline?: IntakeTimeline;
  }) {
    this.timeline = options.timeline ?? (() => {});
    this.store = options.store;
    this.keys = options.keys;
    this.settings = options.settings;
    this.logger = options.logger;
    const wake = options.wakeOutbox;
    this.wake = wake ? () => queueMicrotask(wake) : () => {};
  }

  link(token: string): string {
    return `${this.settings.siteUrl}/questionnaire/${token}`;
  }

  /**
   * Sends a questionnaire for an inquiry: its row and its e-mail. The e-mail is stored without the
   * link's secret: the outbox makes one as it sends it (./intake-mail-queue.server.ts), so no
   * stored e-mail holds a working link (docs/INTAKE.md#e-mails). Returns the questionnaire's id and
   * its first link, which only the caller ever holds (only its hash is stored; the desk shows it to
   * no one).
   */
  send(input: {
    messageId: number;
    questionnaire: Questionnaire;
    staffId: number | null;
    now?: number;
  }) {
    const now = input.now ?? Date.now();
    const inquiry = this.store.messages.contact(input.messageId);
    if (!inquiry) return undefined;
    const token = newLinkToken();
    const dataKey = randomBytes(32);
    const link = this.link(token);
    const id = this.store.transaction(() => {
      const id = this.store.create({
        messageId: input.messageId,
        questionnaire: input.questionnaire.id,
        title: input.questionnaire.title,
        tokenHash: hashToken(token),
        createdAt: now,
        createdBy: input.staffId,
        expiresAt: now + this.settings.linkDays * DAY,
        wrappedKey: this.keys.wrap(dataKey),
        keyId: this.keys.keyId,
      });
      this.store.queueEmail({
        questionnaireId: id,
        kind: "link",
        recipient: inquiry.email,
        ...linkEmail({
          firstName: inquiry.firstName,
          title: input.questionnaire.title,
          link: this.link(questionnaireLinkPlaceholder),
          firmName: this.settings.firmName,
          days: this.settings.linkDays,
        }),
        now,
      });
      return id;
    });
    this.logger.info("intake_questionnaire_sent", { id, messageId: input.messageId });
    this.wake();
    return { id, link };
  }

  /** Whether an inquiry has this questionnaire, completed or with a link that still works. */
  hasQuestionnaire(messageId: number, questionnaireId: string, now = Date.now()): boolean {
    return this.store
      .forInquiry(messageId)
      .some(
        (row) =>
          row.questionnaire === questionnaireId &&
          (row.completedAt !== null || (row.revokedAt === null && row.expiresAt > now)),
      );
  }

  /**
   * The questionnaire offered once a booking's e-mail address is proven (docs/INTAKE.md#from-a-booking):
   * for the booking's inquiry, the practice area's questionnaire, sent as staff would send it (its
   * e-mail with a link made when sent) plus a link of its own for the page that confirmed the
   * address. None when the inquiry already has that questionnaire (still working or completed):
   * `already` then says so, without a link.
   */
  offerForBooking(input: {
    messageId: number;
    questionnaire: Questionnaire;
    now?: number;
  }): { kind: "sent"; id: number; link: string } | { kind: "already" } | undefined {
    const now = input.now ?? Date.now();
    if (this.hasQuestionnaire(input.messageId, input.questionnaire.id, now))
      return { kind: "already" };
    const sent = this.send({ ...input, staffId: null, now });
    if (!sent) return undefined;
    this.timeline(
      "offered-questionnaire",
      input.messageId,
      `questionnaire #${sent.id}: ${input.questionnaire.title}`,
    );
    return { kind: "sent", ...sent };
  }

  /**
   * The questionnaire behind a link, or undefined (malformed, unknown, revoked or expired: 404).
   * `find` reads the definitions (./questionnaires.ts, bundled with the pages, not the server).
   */
  open(
    token: string,
    find: (id: string) => Questionnaire | undefined,
    now = Date.now(),
  ): OpenQuestionnaire | undefined {
    if (!tokenPattern.test(token)) return undefined;
    const row = this.store.byTokenHash(hashToken(token), now);
    const questionnaire = row && find(row.questionnaire);
    const inquiry = row && this.store.messages.contact(row.messageId);
    if (!row || !questionnaire || !inquiry) return undefined;
    if (row.openedAt === null) {
      this.store.markOpened(row.id, now);
      this.timeline("opened-questionnaire", row.messageId, `questionnaire #${row.id}`);
    }
    return { row, questionnaire, answers: this.answers(row), firstName: inquiry.firstName };
  }

  /** A questionnaire's answers, decrypted (for its client behind the link, and for staff). */
  answers(row: IntakeRow): Answers {
    if (!row.answers) return {};
    try {
      const value = openAnswers(this.keys.unwrap(row.wrappedKey), row.id, row.answers);
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Answers) : {};
    } catch (error) {
      if (error instanceof IntakeCryptoError) throw error;
      throw new IntakeCryptoError("the questionnaire's key cannot be unwrapped");
    }
  }

  /**
   * Saves one section as posted, whatever it holds (nothing typed is lost), then checks it with the
   * schema derived from the questionnaire: `invalid` with its errors, or `saved` with the section
   * to go to. `intent` "add:<group>" and "remove:<group>:<n>" change a repeating group and come
   * back to the same section (`changed`), for the page without scripts.
   */
  saveSection(
    open: OpenQuestionnaire,
    sectionIndex: number,
    form: FormData,
    now = Date.now(),
  ): SaveResult {
    const { row, questionnaire } = open;
    // Once completed, the answers are what staff work from (and may have exported): a link cannot
    // change them silently; the client asks the firm instead (docs/INTAKE.md#the-clients-page).
    if (row.completedAt !== null) return { kind: "locked" };
    let answers = readSection(questionnaire, sectionIndex, form, open.answers);
    const intent = String(form.get("intent") ?? "continue");
    const remove = /^remove:([a-z0-9-]+):(\d{1,2})$/.exec(intent);
    if (remove) {
      const [, group = "", index = "0"] = remove;
      const entries = answers[group];
      if (Array.isArray(entries))
        answers = prune(questionnaire, {
          ...answers,
          [group]: entries.filter((_, i) => i !== Number(index)),
        });
    }
    const today = latestToday(now);
    const done = firstIncomplete(questionnaire, answers, today);
    const sectionsDone = done === undefined ? questionnaire.sections.length : done;
    this.store.saveAnswers(
      row.id,
      sealAnswers(this.keys.unwrap(row.wrappedKey), row.id, answers),
      sectionsDone,
      now,
    );
    if (intent.startsWith("add:") || remove) return { kind: "changed", answers };
    const errors = sectionErrors(questionnaire, sectionIndex, answers, today);
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors, answers };
    if (sectionIndex < questionnaire.sections.length - 1)
      return { kind: "saved", next: sectionIndex + 1 };
    // The last section: the whole questionnaire is checked again before it counts as complete.
    if (done !== undefined) return { kind: "saved", next: done };
    const inquiry = this.store.messages.contact(row.messageId);
    if (this.store.complete(row.id, now) && inquiry) {
      this.store.queueEmail({
        questionnaireId: row.id,
        kind: "completed-staff",
        recipient: this.settings.staffEmail,
        ...staffEmail({
          kind: "completed",
          title: row.title,
          inquiryId: row.messageId,
          siteUrl: this.settings.siteUrl,
        }),
        now,
      });
      this.timeline("completed-questionnaire", row.messageId, `questionnaire #${row.id}`);
      this.logger.info("intake_questionnaire_completed", { id: row.id });
      this.wake();
    }
    return { kind: "saved", next: "done" };
  }

  revoke(id: number, now = Date.now()): boolean {
    return this.store.revoke(id, now);
  }

  /**
   * Reminders for unfinished questionnaires (docs/INTAKE.md#reminders), on the business-day clock
   * of app/desk/client-journey.ts: a first after 3 business days without a saved section, a second
   * after 7, then, 3 business days later, the questionnaire is flagged for staff on the desk and
   * the firm's inbox is told, instead of a third. Each reminder carries a link made when it is sent.
   */
  sendReminders(now = Date.now()): number {
    let queued = 0;
    for (const row of this.store.unfinished(now)) {
      const remindersAt = this.store.reminderTimes(row.id);
      const step = dueReminderStep(
        {
          since: Math.max(row.createdAt, row.updatedAt ?? 0),
          remindersAt,
          stalled: row.stalledAt !== null,
          finished: false,
        },
        now,
        businessDaysAfter,
      );
      const inquiry = step && this.store.messages.contact(row.messageId);
      if (!step || !inquiry) continue;
      // Decided again inside the write transaction (IMMEDIATE): a second server on the same
      // database that got there first leaves nothing to do, so a reminder is never sent twice.
      const acted = this.store.transaction(() => {
        if (this.store.reminderTimes(row.id).length !== remindersAt.length) return false;
        if (step.kind === "remind") {
          this.store.queueEmail({
            questionnaireId: row.id,
            kind: "reminder",
            recipient: inquiry.email,
            ...reminderEmail({
              firstName: inquiry.firstName,
              title: row.title,
              firmName: this.settings.firmName,
              link: this.link(questionnaireLinkPlaceholder),
              number: step.number,
            }),
            now,
          });
          this.store.markReminded(row.id, now);
          this.timeline(
            "reminded-questionnaire",
            row.messageId,
            `questionnaire #${row.id}, reminder ${step.number} of ${maxReminders}`,
          );
          return true;
        }
        if (!this.store.markStalled(row.id, now)) return false;
        this.store.queueEmail({
          questionnaireId: row.id,
          kind: "completed-staff",
          recipient: this.settings.staffEmail,
          ...staffEmail({
            kind: "stalled",
            title: row.title,
            inquiryId: row.messageId,
            siteUrl: this.settings.siteUrl,
          }),
          now,
        });
        this.timeline("stalled-questionnaire", row.messageId, `questionnaire #${row.id}`);
        return true;
      });
      if (acted) queued++;
    }
    if (queued > 0) this.wake();
    return queued;
  }
}
