import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultMigrationsDir, SiteDatabase } from "~/db/database.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("documents links shown on a booking's confirmation page before (docs/DOCUMENTS.md#from-a-booking)", () => {
  it("stop working after migration 083; the e-mails' links and the desk's requests keep working", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "booking-links-migration-"));
    const earlier = mkdtempSync(path.join(tmpdir(), "migrations-"));
    dirs.push(dataDir, earlier);
    for (const file of readdirSync(defaultMigrationsDir))
      if (file < "083") cpSync(path.join(defaultMigrationsDir, file), path.join(earlier, file));
    const before = SiteDatabase.open(dataDir, { migrationsDir: earlier });
    before.sqlite.pragma("foreign_keys = OFF");
    const insert = before.sqlite.prepare(
      `INSERT INTO document_requests (id, message_id, template, title, token_hash, created_at,
         expires_at, booking_id) VALUES (?, 1, 't', 'T', ?, 0, 9e15, ?)`,
    );
    insert.run(1, "shown-on-the-booking-page", 7);
    insert.run(2, "made-by-the-desk", null);
    before.sqlite
      .prepare(
        "INSERT INTO document_request_links (token_hash, request_id, created_at) VALUES (?, 1, 0)",
      )
      .run("in-the-confirmation-e-mail");
    before.sqlite.close();

    const after = SiteDatabase.open(dataDir);
    const live = (hash: string) =>
      after.sqlite
        .prepare(
          `SELECT id FROM document_requests
            WHERE token_hash = @hash
               OR id = (SELECT request_id FROM document_request_links WHERE token_hash = @hash)`,
        )
        .get({ hash }) as { id: number } | undefined;
    try {
      expect(live("shown-on-the-booking-page")).toBeUndefined();
      expect(live("in-the-confirmation-e-mail")).toEqual({ id: 1 });
      expect(live("made-by-the-desk")).toEqual({ id: 2 });
    } finally {
      after.sqlite.close();
    }
  });
});
