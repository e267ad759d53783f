/**
 * The desk's form submissions, each claimed once (docs/DESK.md#every-action-once): the first post
 * of a rendered form claims its digest (a unique key) and later keeps its answer; the same post
 * again finds the claim and is answered with that answer instead of acting twice.
 */
import type { SiteDatabase } from "./database.server";

/** How long a rendered form's posts are remembered: a day, longer than any page stays open. */
export const submissionMemoryMs = 24 * 60 * 60 * 1000;

export type Claim = { claimed: true } | { claimed: false; answer: string | null };

export class DeskFormSubmissions {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  private get sql() {
    return this.db.sqlite;
  }

  /**
   * Claims a submission's digest, or tells what the first post of it answered (null while that
   * post is still being acted on). Forgets submissions older than `submissionMemoryMs` first.
   */
  claim(digest: string, staffId: number, now: number): Claim {
    return this.db.transaction(() => {
      this.sql
        .prepare("DELETE FROM desk_form_submissions WHERE submitted_at < ?")
        .run(now - submissionMemoryMs);
      const inserted = this.sql
        .prepare(
          `INSERT INTO desk_form_submissions (digest, staff_id, submitted_at) VALUES (?, ?, ?)
           ON CONFLICT (digest) DO NOTHING`,
        )
        .run(digest, staffId, now);
      if (inserted.changes === 1) return { claimed: true } as const;
      const row = this.sql
        .prepare("SELECT answer FROM desk_form_submissions WHERE digest = ?")
        .get(digest) as { answer: string | null } | undefined;
      return { claimed: false, answer: row?.answer ?? null } as const;
    });
  }

  /** Keeps the first post's answer, for the same post sent again. */
  settle(digest: string, answer: string): void {
    this.sql
      .prepare("UPDATE desk_form_submissions SET answer = ? WHERE digest = ?")
      .run(answer, digest);
  }

  /** Gives the claim up (the post was refused or failed), so sending it again acts. */
  release(digest: string): void {
    this.sql.prepare("DELETE FROM desk_form_submissions WHERE digest = ?").run(digest);
  }
}
