/**
 * What the desk shows of each client's journey (docs/INTAKE.md#stages, docs/DESK.md): the stage
 * and who it waits for on each inbox row, and on the inquiry page the stage, the steps and the
 * timeline. Composes the facts (client-journeys.server.ts) with the questionnaires' definitions and
 * the engagement letter's source, and writes every time once, in Toronto time.
 */
import { questionnaire } from "~/intake/questionnaires";
import { businessDaysAfter } from "./business-days.server";
import {
  type JourneyStageId,
  journeyStage,
  journeyStages,
  journeyTimeline,
  liveQuestionnaire,
  nextReminderStep,
  type WaitsFor,
} from "./client-journey";
import type { JourneySources } from "./client-journeys.server";
import type { DeskServices } from "./desk.server";
import { formatDateTime, formatShortDateTime } from "./desk-time";

/**
 * The sources of the facts the journey needs beyond the database: the questionnaires' definitions
 * (bundled with the pages). The engagement letter is read from its table (client-journeys.server.ts).
 */
export const journeySources: JourneySources = {
  sectionsOf: (id) => questionnaire(id)?.sections.length,
};

export interface JourneyRowView {
  stage: string;
  label: string;
  waitsFor: WaitsFor | null;
  /** "Waits for the client", "Waits for the firm". */
  waits: string | null;
  flag: string | null;
}

export const waitsWords = (w: WaitsFor | null) =>
  w === "client" ? "Waits for the client" : w === "firm" ? "Waits for the firm" : null;

/**
 * The inbox's stage and "waits for" filters (docs/DESK.md#the-inbox): the inquiries that match now,
 * for the inbox's context; nothing when neither filter is set.
 */
export function journeyFilter(
  desk: Pick<DeskServices, "journeys">,
  query: { stage?: JourneyStageId; waits?: WaitsFor },
  now: number,
): { journeyIds?: readonly number[] } {
  if (!query.stage && !query.waits) return {};
  const filter = { stage: query.stage, waits: query.waits };
  return { journeyIds: desk.journeys.matching(filter, now, journeySources) };
}

/** Each inbox row's stage, by inquiry id. */
export function inboxJourneys(
  desk: DeskServices,
  ids: readonly number[],
  now: number,
): Record<number, JourneyRowView> {
  const out: Record<number, JourneyRowView> = {};
  for (const [id, s] of desk.journeys.stages(ids, now, journeySources))
    out[id] = {
      stage: s.stage,
      label: s.label,
      waitsFor: s.waitsFor,
      waits: waitsWords(s.waitsFor),
      flag: s.flag,
    };
  return out;
}

/** The inquiry page's journey: the stage, the seven steps, what it waits for, and the timeline. */
export function inquiryJourneyView(desk: DeskServices, id: number, now: number) {
  const facts = desk.journeys.facts([id], journeySources).get(id);
  if (!facts) return null;
  const state = journeyStage(facts, now);
  const reached = journeyStages.findIndex((s) => s.id === state.stage);
  const hadBooking = facts.bookings.some(
    (b) => b.status !== "cancelled" && b.status !== "declined",
  );
  const hadQuestionnaire = facts.questionnaires.length > 0;
  const hadCompleted = facts.questionnaires.some((q) => q.completedAt !== null);
  // The next reminder of each unfinished questionnaire, so staff know what the site will do.
  const upcoming = facts.questionnaires
    .filter((q) => q.completedAt === null && liveQuestionnaire(q, now) && !facts.closed)
    .map((q) => {
      const step = nextReminderStep(
        {
          since: Math.max(q.sentAt, q.savedAt ?? 0),
          remindersAt: q.remindersAt,
          stalled: q.stalledAt !== null,
          finished: false,
        },
        businessDaysAfter,
      );
      if (!step) return null;
      const when = formatShortDateTime(Math.max(step.at, now));
      return step.kind === "remind"
        ? `Reminder ${step.number} of 2 for ${q.title}: ${when}`
        : `Flagged for staff if still unanswered: ${when}`;
    })
    .filter((line): line is string => line !== null);
  return {
    stage: state.stage,
    label: state.label,
    waits: waitsWords(state.waitsFor),
    waitsFor: state.waitsFor,
    waitingFor: state.waitingFor,
    flag: state.flag,
    // A step passed over (a letter sent with no consultation booked on the site, or no
    // questionnaire) is said to be skipped, never ticked as done.
    steps: journeyStages.map((s, i) => ({
      id: s.id,
      label: s.label,
      state:
        i === reached
          ? ("current" as const)
          : i > reached
            ? ("todo" as const)
            : (s.id === "consultation-booked" && !hadBooking) ||
                ((s.id === "questionnaire-sent" || s.id === "questionnaire-completed") &&
                  !hadQuestionnaire) ||
                (s.id === "questionnaire-completed" && !hadCompleted)
              ? ("skipped" as const)
              : ("done" as const),
    })),
    upcoming,
    timeline: journeyTimeline(facts).map((e, i) => ({
      key: i,
      at: formatDateTime(e.at),
      iso: new Date(e.at).toISOString(),
      by: e.by,
      text: e.text,
    })),
  };
}

export type InquiryJourneyView = NonNullable<ReturnType<typeof inquiryJourneyView>>;
