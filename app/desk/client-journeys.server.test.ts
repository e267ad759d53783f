import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteDatabase } from "~/db/database.server";
import { ClientJourneys } from "./client-journeys.server";

let dir: string;
let db: SiteDatabase;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "client-journeys-"));
  db = SiteDatabase.open(dir);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const inquiry = () =>
  Number(
    db.sqlite
      .prepare(
        "INSERT INTO contact_messages (received_at, first_name, last_name, email, message) VALUES (1000, 'Lee', 'Chan', 'lee@example.com', 'Buying.')",
      )
      .run().lastInsertRowid,
  );

function letter(messageId: number, at: Record<string, number | null>) {
  db.sqlite
    .prepare(
      `INSERT INTO engagement_letters (message_id, template, title, client_name, client_email,
         wrapped_key, key_id, content, created_at, updated_at, sent_at, revoked_at, signed_at, countersigned_at)
       VALUES (?, 'purchase', 'Purchase', 'Lee Chan', 'lee@example.com', x'00', 'k', x'00', 1, 1, ?, ?, ?, ?)`,
    )
    .run(
      messageId,
      at.sent ?? null,
      at.revoked ?? null,
      at.signed ?? null,
      at.countersigned ?? null,
    );
}

describe("the journey's facts from the engagement letters' table", () => {
  it("reads each inquiry's letter: sent, signed, countersigned (retained); none while unsent", () => {
    const journeys = new ClientJourneys(db);
    const [draft, sent, signed, retained, replaced] = [
      inquiry(),
      inquiry(),
      inquiry(),
      inquiry(),
      inquiry(),
    ] as [number, number, number, number, number];
    letter(draft, {});
    letter(sent, { sent: 2000 });
    letter(signed, { sent: 2000, signed: 3000 });
    letter(retained, { sent: 2000, signed: 3000, countersigned: 4000 });
    // A letter turned off and replaced by a new version that is sent.
    letter(replaced, { sent: 2000, revoked: 2500 });
    letter(replaced, { sent: 2600 });
    const stages = journeys.stages([draft, sent, signed, retained, replaced], 5000);
    expect(stages.get(draft)?.stage).toBe("inquiry");
    expect(stages.get(sent)).toMatchObject({ stage: "letter-sent", waitsFor: "client" });
    expect(stages.get(signed)).toMatchObject({ stage: "signed", waitsFor: "firm" });
    expect(stages.get(retained)).toMatchObject({ stage: "retained", waitsFor: null });
    expect(journeys.facts([replaced]).get(replaced)?.letter).toEqual({ sentAt: 2600 });
  });
});
