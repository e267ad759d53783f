/**
 * The facts each client's journey is derived from (app/desk/client-journey.ts,
 * docs/INTAKE.md#stages), read in one query per kind for a whole page of the inbox: the inquiry
 * (received, first reply, closed), its consultations, its questionnaires with their reminders. The
 * engagement letter comes from its own table (`engagement_letters`, docs/ENGAGEMENT.md), unless the
 * caller gives another source (`letterOf`).
 * The questionnaires' definitions are read by the caller too (`sectionsOf`): they are bundled with
 * the pages, not the server (app/intake/questionnaires.ts).
 */
import type { SiteDatabase } from "~/db/database.server";
import {
  type BookingFacts,
  type BookingState,
  type JourneyFacts,
  type JourneyStageId,
  type JourneyState,
  journeyStage,
  type LetterFacts,
  type QuestionnaireFacts,
  type WaitsFor,
} from "./client-journey";
import { formatShortDateTime } from "./desk-time";

/** Where each inquiry's engagement letter stands; `null` while it has none. */
export type LetterSource = (messageId: number) => LetterFacts | null;

/** No engagement letter at all (a source for tests). */
export const noLetters: LetterSource = () => null;

export interface JourneySources {
  letterOf?: LetterSource;
  /** How many sections a questionnaire (by its file name) has. */
  sectionsOf?: (questionnaire: string) => number | undefined;
}

export class ClientJourneys {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  /** The facts of each of these inquiries (those that exist). */
  facts(messageIds: readonly number[], sources: JourneySources = {}) {
    const ids = [...new Set(messageIds)].filter((id) => Number.isInteger(id) && id > 0);
    const out = new Map<number, JourneyFacts>();
    if (ids.length === 0) return out;
    const sql = this.db.sqlite;
    const list = JSON.stringify(ids);
    const inquiries = sql
      .prepare(
        `SELECT m.id, m.received_at AS receivedAt, d.first_reply_at AS firstReplyAt,
                COALESCE(d.status, 'new') AS status
           FROM contact_messages m LEFT JOIN desk_inquiries d ON d.message_id = m.id
          WHERE m.id IN (SELECT value FROM json_each(?))`,
      )
      .all(list) as {
      id: number;
      receivedAt: number;
      firstReplyAt: number | null;
      status: string;
    }[];
    const bookings = sql
      .prepare(
        `SELECT id, message_id AS messageId, created_at AS bookedAt, starts_at AS startsAt, status,
                status_changed_at AS changedAt
           FROM bookings WHERE message_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, id`,
      )
      .all(list) as (Omit<BookingFacts, "when"> & { messageId: number; status: BookingState })[];
    const questionnaires = sql
      .prepare(
        `SELECT q.id, q.message_id AS messageId, q.questionnaire, q.title, q.created_at AS sentAt,
                q.opened_at AS openedAt, q.updated_at AS savedAt, q.completed_at AS completedAt,
                q.revoked_at AS revokedAt, q.expires_at AS expiresAt, q.sections_done AS sectionsDone,
                q.stalled_at AS stalledAt,
                (SELECT json_group_array(e.created_at) FROM intake_emails e
                  WHERE e.questionnaire_id = q.id AND e.kind = 'reminder') AS reminders
           FROM intake_questionnaires q
          WHERE q.message_id IN (SELECT value FROM json_each(?)) ORDER BY q.created_at, q.id`,
      )
      .all(list) as (Omit<QuestionnaireFacts, "sections" | "remindersAt"> & {
      messageId: number;
      questionnaire: string;
      reminders: string;
    })[];
    // Each inquiry's engagement letter, as far as the journey needs it: a countersigned one, else a
    // signed one, else the latest sent and not turned off (a new version replaces an older one).
    const letters = sql
      .prepare(
        `SELECT message_id AS messageId, sent_at AS sentAt, signed_at AS signedAt,
                countersigned_at AS countersignedAt, revoked_at AS revokedAt, stalled_at AS stalledAt,
                (SELECT json_group_array(e.at) FROM engagement_events e
                  WHERE e.letter_id = engagement_letters.id AND e.kind = 'reminded') AS reminders
           FROM engagement_letters
          WHERE message_id IN (SELECT value FROM json_each(?)) AND sent_at IS NOT NULL
          ORDER BY id`,
      )
      .all(list) as {
      messageId: number;
      sentAt: number;
      signedAt: number | null;
      countersignedAt: number | null;
      revokedAt: number | null;
      stalledAt: number | null;
      reminders: string;
    }[];
    const storedLetter = (messageId: number): LetterFacts | null => {
      const own = letters.filter((l) => l.messageId === messageId);
      const best =
        own.findLast((l) => l.countersignedAt !== null) ??
        own.findLast((l) => l.signedAt !== null) ??
        own.findLast((l) => l.revokedAt === null);
      if (!best) return null;
      const remindersAt = (JSON.parse(best.reminders) as number[]).sort((a, b) => a - b);
      return {
        sentAt: best.sentAt,
        // Its reminders and the flag for staff (docs/ENGAGEMENT.md#reminders).
        ...(remindersAt.length > 0 ? { remindersAt } : {}),
        ...(best.stalledAt !== null ? { stalledAt: best.stalledAt } : {}),
        ...(best.signedAt !== null ? { signedAt: best.signedAt } : {}),
        ...(best.countersignedAt !== null ? { countersignedAt: best.countersignedAt } : {}),
      };
    };
    for (const i of inquiries)
      out.set(i.id, {
        receivedAt: i.receivedAt,
        firstReplyAt: i.firstReplyAt,
        closed: i.status === "not-proceeding" || i.status === "spam",
        bookings: bookings
          .filter((b) => b.messageId === i.id)
          .map(({ messageId: _, ...b }) => ({ ...b, when: formatShortDateTime(b.startsAt) })),
        questionnaires: questionnaires
          .filter((q) => q.messageId === i.id)
          .map(({ messageId: _, questionnaire, reminders, ...q }) => ({
            ...q,
            sections: sources.sectionsOf?.(questionnaire) ?? q.sectionsDone,
            remindersAt: (JSON.parse(reminders) as number[]).sort((a, b) => a - b),
          })),
        letter: sources.letterOf ? sources.letterOf(i.id) : storedLetter(i.id),
      });
    return out;
  }

  /**
   * The inquiries at this stage and waiting for this side now (either may be left out), for the
   * inbox's filter (docs/DESK.md#the-inbox). Every inquiry's stage is worked out: the stage is
   * derived in code, not stored, and a small firm's desk holds thousands of inquiries, not millions.
   */
  matching(
    filter: { stage?: JourneyStageId; waits?: WaitsFor },
    now: number,
    sources: JourneySources = {},
  ): number[] {
    const ids = (
      this.db.sqlite.prepare("SELECT message_id AS id FROM desk_inquiries").all() as {
        id: number;
      }[]
    ).map((r) => r.id);
    const out: number[] = [];
    for (const [id, s] of this.stages(ids, now, sources))
      if (
        (filter.stage === undefined || s.stage === filter.stage) &&
        (filter.waits === undefined || s.waitsFor === filter.waits)
      )
        out.push(id);
    return out;
  }

  /** The stage of each of these inquiries, now. */
  stages(
    messageIds: readonly number[],
    now: number,
    sources: JourneySources = {},
  ): Map<number, JourneyState> {
    const out = new Map<number, JourneyState>();
    for (const [id, facts] of this.facts(messageIds, sources))
      out.set(id, journeyStage(facts, now));
    return out;
  }
}
