/**
 * Where an engagement letter stands (docs/ENGAGEMENT.md#in-the-desk): one letter's state, as the
 * desk's panel and the client's page name it, and an inquiry's most advanced letter, for the desk's
 * stages.
 */
import type { SiteDatabase } from "~/db/database.server";
import type { LetterRow } from "./engagement-store.server";

export type LetterState =
  | "draft"
  | "sent"
  | "opened"
  | "consented"
  | "signed"
  | "countersigned"
  | "revoked";

export function letterState(row: LetterRow): LetterState {
  if (row.countersignedAt) return "countersigned";
  if (row.signedAt) return "signed";
  if (row.revokedAt) return "revoked";
  if (row.consentedAt) return "consented";
  if (row.openedAt) return "opened";
  if (row.sentAt) return "sent";
  return "draft";
}

/**
 * Where an inquiry's engagement letter stands, for the desk's stages (docs/ENGAGEMENT.md#stages):
 * the most advanced of its letters (a new version that replaces a signed one counts from its own
 * state), with the times of each step.
 */
export interface LetterStage {
  stage: "none" | "draft" | "sent" | "signed" | "countersigned";
  letterId: number | null;
  preparedAt: number | null;
  sentAt: number | null;
  openedAt: number | null;
  signedAt: number | null;
  countersignedAt: number | null;
}

export function letterStageFor(db: SiteDatabase, inquiryId: number): LetterStage {
  const rows = db.sqlite
    .prepare(
      `SELECT id, created_at AS createdAt, sent_at AS sentAt, opened_at AS openedAt,
         signed_at AS signedAt, countersigned_at AS countersignedAt
       FROM engagement_letters WHERE message_id = ? AND revoked_at IS NULL
       ORDER BY created_at DESC, id DESC`,
    )
    .all(inquiryId) as {
    id: number;
    createdAt: number;
    sentAt: number | null;
    openedAt: number | null;
    signedAt: number | null;
    countersignedAt: number | null;
  }[];
  const rank = (r: (typeof rows)[number]) =>
    r.countersignedAt ? 4 : r.signedAt ? 3 : r.sentAt ? 2 : 1;
  const best = rows.reduce<(typeof rows)[number] | undefined>(
    (a, r) => (a === undefined || rank(r) > rank(a) ? r : a),
    undefined,
  );
  if (!best)
    return {
      stage: "none",
      letterId: null,
      preparedAt: null,
      sentAt: null,
      openedAt: null,
      signedAt: null,
      countersignedAt: null,
    };
  const stages = ["none", "draft", "sent", "signed", "countersigned"] as const;
  return {
    stage: stages[rank(best)] ?? "draft",
    letterId: best.id,
    preparedAt: best.createdAt,
    sentAt: best.sentAt,
    openedAt: best.openedAt,
    signedAt: best.signedAt,
    countersignedAt: best.countersignedAt,
  };
}
