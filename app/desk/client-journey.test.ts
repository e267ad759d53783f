import { describe, expect, it } from "vitest";
import {
  type BookingFacts,
  dueReminderStep,
  type JourneyFacts,
  journeyStage,
  journeyTimeline,
  nextReminderStep,
  type QuestionnaireFacts,
} from "./client-journey";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = Date.UTC(2026, 10, 16, 15); // Monday Nov 16, 2026, 10:00 AM Toronto
const now = t0 + 10 * DAY;

const base: JourneyFacts = {
  receivedAt: t0,
  firstReplyAt: null,
  closed: false,
  bookings: [],
  questionnaires: [],
  letter: null,
};

const booking = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  id: 1,
  bookedAt: t0 + HOUR,
  startsAt: now + DAY,
  status: "confirmed",
  changedAt: t0 + HOUR,
  when: "Fri, Nov 27, 10:00 AM",
  ...over,
});

const questionnaire = (over: Partial<QuestionnaireFacts> = {}): QuestionnaireFacts => ({
  id: 7,
  title: "Home purchase intake",
  sentAt: t0 + 2 * HOUR,
  openedAt: null,
  savedAt: null,
  completedAt: null,
  revokedAt: null,
  expiresAt: now + 20 * DAY,
  sectionsDone: 0,
  sections: 4,
  remindersAt: [],
  stalledAt: null,
  ...over,
});

describe("the stage, from facts", () => {
  it("walks inquiry → booked → questionnaire sent → completed → letter sent → signed → retained", () => {
    const steps: [Partial<JourneyFacts>, string, string | null][] = [
      [{}, "inquiry", "firm"],
      [{ firstReplyAt: t0 + HOUR }, "inquiry", "client"],
      [{ bookings: [booking()] }, "consultation-booked", "firm"],
      [
        { bookings: [booking()], questionnaires: [questionnaire()] },
        "questionnaire-sent",
        "client",
      ],
      [
        { bookings: [booking()], questionnaires: [questionnaire({ completedAt: t0 + DAY })] },
        "questionnaire-completed",
        "firm",
      ],
      [{ letter: { sentAt: t0 + 3 * DAY } }, "letter-sent", "client"],
      [{ letter: { sentAt: t0 + 3 * DAY, signedAt: t0 + 4 * DAY } }, "signed", "firm"],
      [
        { letter: { sentAt: t0 + 3 * DAY, signedAt: t0 + 4 * DAY, countersignedAt: t0 + 5 * DAY } },
        "retained",
        null,
      ],
    ];
    for (const [facts, stage, waitsFor] of steps) {
      const state = journeyStage({ ...base, ...facts }, now);
      expect([state.stage, state.waitsFor]).toEqual([stage, waitsFor]);
    }
  });

  it("says what it waits for in words", () => {
    expect(journeyStage(base, now).waitingFor).toBe("the firm's first reply");
    expect(journeyStage({ ...base, questionnaires: [questionnaire()] }, now).waitingFor).toBe(
      "the client's answers to Home purchase intake",
    );
    expect(journeyStage({ ...base, bookings: [booking()] }, now).waitingFor).toBe(
      "the consultation, Fri, Nov 27, 10:00 AM",
    );
  });

  it("ignores a cancelled consultation and a questionnaire whose link was turned off or expired", () => {
    expect(journeyStage({ ...base, bookings: [booking({ status: "cancelled" })] }, now).stage).toBe(
      "inquiry",
    );
    expect(
      journeyStage({ ...base, questionnaires: [questionnaire({ revokedAt: t0 + DAY })] }, now)
        .stage,
    ).toBe("inquiry");
    expect(
      journeyStage({ ...base, questionnaires: [questionnaire({ expiresAt: now - 1 })] }, now).stage,
    ).toBe("inquiry");
  });

  it("is still sent, not completed, while a second questionnaire is unanswered", () => {
    const state = journeyStage(
      {
        ...base,
        questionnaires: [
          questionnaire({ completedAt: t0 + DAY }),
          questionnaire({ id: 8, title: "Will and powers of attorney" }),
        ],
      },
      now,
    );
    expect(state.stage).toBe("questionnaire-sent");
    expect(state.waitingFor).toBe("the client's answers to Will and powers of attorney");
  });

  it("turns to the firm, flagged, after two reminders without an answer", () => {
    const state = journeyStage(
      {
        ...base,
        questionnaires: [
          questionnaire({ remindersAt: [t0 + 3 * DAY, t0 + 7 * DAY], stalledAt: now }),
        ],
      },
      now,
    );
    expect(state).toMatchObject({
      stage: "questionnaire-sent",
      waitsFor: "firm",
      flag: "No answer after two reminders: Home purchase intake",
    });
    const letter = journeyStage({ ...base, letter: { sentAt: t0, stalledAt: now } }, now);
    expect(letter.flag).toBe("No answer after two reminders: the engagement letter");
  });

  it("waits for nobody once the inquiry is closed", () => {
    expect(journeyStage({ ...base, closed: true }, now)).toMatchObject({
      stage: "inquiry",
      waitsFor: null,
      flag: null,
    });
  });
});

describe("the timeline", () => {
  it("lists every step oldest first", () => {
    const events = journeyTimeline({
      ...base,
      firstReplyAt: t0 + 30 * 60_000,
      bookings: [booking({ status: "attended", changedAt: t0 + 5 * DAY })],
      questionnaires: [
        questionnaire({
          openedAt: t0 + 3 * HOUR,
          savedAt: t0 + 4 * DAY,
          sectionsDone: 2,
          remindersAt: [t0 + 3 * DAY],
        }),
      ],
      letter: { sentAt: t0 + 6 * DAY, signedAt: t0 + 7 * DAY, countersignedAt: t0 + 8 * DAY },
    });
    expect(events.map((e) => e.text)).toEqual([
      "Inquiry received",
      "First reply sent",
      "Consultation booked for Fri, Nov 27, 10:00 AM",
      "Questionnaire sent: Home purchase intake",
      "Questionnaire opened: Home purchase intake",
      "Reminder 1 of 2 sent: Home purchase intake",
      "Questionnaire saved, 2 sections of 4 done: Home purchase intake",
      "Consultation held",
      "Engagement letter sent",
      "Engagement letter signed",
      "Engagement letter countersigned: retained",
    ]);
  });
});

describe("the reminders' clock (business days)", () => {
  // A fake business-day calendar: every day counts, so the arithmetic is visible.
  const days = (from: number, n: number) => from + n * DAY;
  const clock = { since: t0, remindersAt: [] as number[], stalled: false, finished: false };

  it("reminds after 3 and 7 business days, then flags 3 business days after the second", () => {
    expect(nextReminderStep(clock, days)).toEqual({ kind: "remind", number: 1, at: t0 + 3 * DAY });
    expect(dueReminderStep(clock, t0 + 3 * DAY - 1, days)).toBeNull();
    const second = { ...clock, remindersAt: [t0 + 3 * DAY] };
    expect(nextReminderStep(second, days)).toEqual({ kind: "remind", number: 2, at: t0 + 7 * DAY });
    const after = { ...clock, remindersAt: [t0 + 3 * DAY, t0 + 7 * DAY] };
    expect(nextReminderStep(after, days)).toEqual({ kind: "flag", at: t0 + 10 * DAY });
    expect(nextReminderStep({ ...after, stalled: true }, days)).toBeNull();
    expect(nextReminderStep({ ...clock, finished: true }, days)).toBeNull();
  });

  it("never sends the second reminder within a business day of the first", () => {
    // The server was down: the first went out late, on day 9.
    const late = { ...clock, remindersAt: [t0 + 9 * DAY] };
    expect(nextReminderStep(late, days)).toEqual({ kind: "remind", number: 2, at: t0 + 10 * DAY });
  });

  it("starts again from a section the client saved", () => {
    const saved = { ...clock, since: t0 + 5 * DAY, remindersAt: [t0 + 3 * DAY] };
    expect(nextReminderStep(saved, days)).toEqual({ kind: "remind", number: 2, at: t0 + 12 * DAY });
  });
});
