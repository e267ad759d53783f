/**
 * Where each client stands on the way from inquiry to retainer (docs/INTAKE.md#stages): the stage
 * is derived from facts the site already records (the inquiry, its consultations, its
 * questionnaires, its engagement letter), never set by hand, so it cannot disagree with them.
 * Pure: the facts come in, the stage, who it waits for, the timeline and the reminders' clock come
 * out. The business-day arithmetic is passed in (app/desk/business-days.server.ts is server-only).
 */

export const journeyStages = [
  { id: "inquiry", label: "Inquiry" },
  { id: "consultation-booked", label: "Consultation booked" },
  { id: "questionnaire-sent", label: "Questionnaire sent" },
  { id: "questionnaire-completed", label: "Questionnaire completed" },
  { id: "letter-sent", label: "Letter sent" },
  { id: "signed", label: "Signed" },
  { id: "retained", label: "Retained" },
] as const;

export type JourneyStageId = (typeof journeyStages)[number]["id"];

export function isJourneyStage(value: string): value is JourneyStageId {
  return journeyStages.some((s) => s.id === value);
}

export function journeyStageLabel(stage: JourneyStageId): string {
  return journeyStages.find((s) => s.id === stage)?.label ?? stage;
}

/**
 * The engagement letter, as far as the journey needs it (docs/ENGAGEMENT.md). Retained means the
 * lawyer countersigned. Absent (`null`) while the inquiry has no letter.
 */
export interface LetterFacts {
  sentAt?: number;
  signedAt?: number;
  countersignedAt?: number;
  /** When each reminder to sign was e-mailed (at most two). */
  remindersAt?: readonly number[];
  /** When it was flagged for staff: no signature after two reminders. */
  stalledAt?: number;
}

export type BookingState = "held" | "confirmed" | "cancelled" | "declined" | "attended" | "no-show";

export interface BookingFacts {
  id: number;
  bookedAt: number;
  startsAt: number;
  status: BookingState;
  /** When it was cancelled, declined, attended or marked a no-show. */
  changedAt: number;
  /** Its time in words ("Mon, Nov 30, 10:00 AM"), written by the caller once. */
  when: string;
}

export interface QuestionnaireFacts {
  id: number;
  title: string;
  sentAt: number;
  openedAt: number | null;
  savedAt: number | null;
  completedAt: number | null;
  revokedAt: number | null;
  expiresAt: number;
  sectionsDone: number;
  sections: number;
  remindersAt: readonly number[];
  stalledAt: number | null;
}

export interface JourneyFacts {
  receivedAt: number;
  firstReplyAt: number | null;
  /** Not proceeding or spam: nothing waits for anyone. */
  closed: boolean;
  bookings: readonly BookingFacts[];
  questionnaires: readonly QuestionnaireFacts[];
  letter: LetterFacts | null;
}

export type WaitsFor = "client" | "firm";

export interface JourneyState {
  stage: JourneyStageId;
  label: string;
  waitsFor: WaitsFor | null;
  /** What it waits for, in words: "the client's answers to Home purchase intake". */
  waitingFor: string | null;
  /** Said to staff when an item got no answer after two reminders. */
  flag: string | null;
}

const liveBooking = (b: BookingFacts) => b.status !== "cancelled" && b.status !== "declined";

/** A questionnaire still in play: completed, or its link still working. */
export const liveQuestionnaire = (q: QuestionnaireFacts, now: number) =>
  q.completedAt !== null || (q.revokedAt === null && q.expiresAt > now);

export const noAnswerFlag = "No answer after two reminders";

export function journeyStage(facts: JourneyFacts, now: number): JourneyState {
  const state = (
    stage: JourneyStageId,
    waitsFor: WaitsFor | null,
    waitingFor: string | null,
    flag: string | null = null,
  ): JourneyState => ({
    stage,
    label: journeyStageLabel(stage),
    waitsFor: facts.closed ? null : flag ? "firm" : waitsFor,
    waitingFor: facts.closed ? null : flag ? "staff to follow up with the client" : waitingFor,
    flag: facts.closed ? null : flag,
  });
  const letter = facts.letter;
  if (letter?.countersignedAt !== undefined) return state("retained", null, null);
  if (letter?.signedAt !== undefined)
    return state("signed", "firm", "the lawyer's countersignature");
  if (letter?.sentAt !== undefined)
    return state(
      "letter-sent",
      "client",
      "the client's signature on the engagement letter",
      letter.stalledAt !== undefined ? `${noAnswerFlag}: the engagement letter` : null,
    );
  const questionnaires = facts.questionnaires.filter((q) => liveQuestionnaire(q, now));
  const open = questionnaires.filter((q) => q.completedAt === null);
  if (open.length > 0) {
    const stalled = open.find((q) => q.stalledAt !== null);
    return state(
      "questionnaire-sent",
      "client",
      `the client's answers to ${open.map((q) => q.title).join(", ")}`,
      stalled ? `${noAnswerFlag}: ${stalled.title}` : null,
    );
  }
  if (questionnaires.length > 0)
    return state("questionnaire-completed", "firm", "the firm to send the engagement letter");
  const booking = [...facts.bookings].reverse().find(liveBooking);
  if (booking) {
    if (booking.status === "held")
      return state("consultation-booked", "firm", "the firm's conflict check");
    if (booking.status === "no-show")
      return state("consultation-booked", "firm", "the firm to follow up the missed consultation");
    if (booking.status === "confirmed" && booking.startsAt > now)
      return state("consultation-booked", "firm", `the consultation, ${booking.when}`);
    return state("consultation-booked", "firm", "the firm to send a questionnaire or a letter");
  }
  if (facts.firstReplyAt === null) return state("inquiry", "firm", "the firm's first reply");
  return state("inquiry", "client", "the client to book or answer");
}

export interface TimelineEvent {
  at: number;
  /** Who acted: the client, the firm, or the site on its own (a reminder). */
  by: "client" | "firm" | "site";
  text: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Every step so far, oldest first (the inquiry page's timeline). */
export function journeyTimeline(facts: JourneyFacts): TimelineEvent[] {
  const events: TimelineEvent[] = [
    { at: facts.receivedAt, by: "client", text: "Inquiry received" },
  ];
  if (facts.firstReplyAt !== null)
    events.push({ at: facts.firstReplyAt, by: "firm", text: "First reply sent" });
  for (const b of facts.bookings) {
    events.push({ at: b.bookedAt, by: "client", text: `Consultation booked for ${b.when}` });
    const ended: Partial<Record<BookingState, string>> = {
      cancelled: "Consultation cancelled",
      declined: "Consultation declined",
      attended: "Consultation held",
      "no-show": "The client did not come to the consultation",
    };
    const text = ended[b.status];
    if (text) events.push({ at: b.changedAt, by: b.status === "attended" ? "firm" : "site", text });
  }
  for (const q of facts.questionnaires) {
    events.push({ at: q.sentAt, by: "firm", text: `Questionnaire sent: ${q.title}` });
    if (q.openedAt !== null)
      events.push({ at: q.openedAt, by: "client", text: `Questionnaire opened: ${q.title}` });
    q.remindersAt.forEach((at, i) => {
      events.push({
        at,
        by: "site",
        text: `Reminder ${i + 1} of 2 sent: ${q.title}`,
      });
    });
    if (q.savedAt !== null && q.completedAt === null)
      events.push({
        at: q.savedAt,
        by: "client",
        text: `Questionnaire saved, ${plural(Math.min(q.sectionsDone, q.sections), "section")} of ${q.sections} done: ${q.title}`,
      });
    if (q.completedAt !== null)
      events.push({ at: q.completedAt, by: "client", text: `Questionnaire completed: ${q.title}` });
    if (q.stalledAt !== null && q.completedAt === null)
      events.push({ at: q.stalledAt, by: "site", text: `${noAnswerFlag}: ${q.title}` });
    if (q.revokedAt !== null)
      events.push({
        at: q.revokedAt,
        by: "firm",
        text: `Questionnaire link turned off: ${q.title}`,
      });
  }
  const letter = facts.letter;
  if (letter?.sentAt !== undefined)
    events.push({ at: letter.sentAt, by: "firm", text: "Engagement letter sent" });
  letter?.remindersAt?.forEach((at, i) => {
    events.push({ at, by: "site", text: `Reminder ${i + 1} of 2 sent: the engagement letter` });
  });
  if (letter?.stalledAt !== undefined && letter.signedAt === undefined)
    events.push({
      at: letter.stalledAt,
      by: "site",
      text: `${noAnswerFlag}: the engagement letter`,
    });
  if (letter?.signedAt !== undefined)
    events.push({ at: letter.signedAt, by: "client", text: "Engagement letter signed" });
  if (letter?.countersignedAt !== undefined)
    events.push({
      at: letter.countersignedAt,
      by: "firm",
      text: "Engagement letter countersigned: retained",
    });
  // Oldest first; the order of the pushes above breaks ties (sent before opened).
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at - b.e.at || a.i - b.i)
    .map(({ e }) => e);
}

/**
 * The reminders' clock, the same for an unfinished questionnaire and an unsigned letter
 * (docs/INTAKE.md#reminders): counted in business days from when the item was sent or the client
 * last moved it on (a saved section), whichever is later; a first reminder after 3 business days,
 * a second after 7, and 3 business days after the second, flagged for staff. Never more than two
 * reminders; each step at least one business day after the one before (a server down for a week
 * does not send both reminders an hour apart).
 */
export const reminderBusinessDays = [3, 7] as const;
export const flagBusinessDaysAfterLastReminder = 3;

export interface ReminderClock {
  /** Sent, or the client's last step (a saved section), whichever is later. */
  since: number;
  remindersAt: readonly number[];
  stalled: boolean;
  /** Completed, signed, turned off or expired: nothing more is sent. */
  finished: boolean;
}

export type ReminderStep =
  | { kind: "remind"; number: 1 | 2; at: number }
  | { kind: "flag"; at: number };

export function nextReminderStep(
  clock: ReminderClock,
  businessDaysAfter: (from: number, days: number) => number,
): ReminderStep | null {
  if (clock.finished || clock.stalled) return null;
  const sent = clock.remindersAt.length;
  const last = clock.remindersAt[sent - 1];
  if (sent < reminderBusinessDays.length) {
    const days = reminderBusinessDays[sent] ?? 0;
    const at = Math.max(
      businessDaysAfter(clock.since, days),
      last === undefined ? 0 : businessDaysAfter(last, 1),
    );
    return { kind: "remind", number: sent === 0 ? 1 : 2, at };
  }
  return {
    kind: "flag",
    // Counted from the second reminder, or from a section the client saved after it.
    at: businessDaysAfter(
      Math.max(last ?? clock.since, clock.since),
      flagBusinessDaysAfterLastReminder,
    ),
  };
}

/** The step due now, if any. */
export function dueReminderStep(
  clock: ReminderClock,
  now: number,
  businessDaysAfter: (from: number, days: number) => number,
): ReminderStep | null {
  const step = nextReminderStep(clock, businessDaysAfter);
  return step && step.at <= now ? step : null;
}
