import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultMigrationsDir, SiteDatabase } from "~/db/database.server";
import { viewableInBrowser } from "./inquiry-documents-view";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("PDFs received before their scripts were removed (docs/DOCUMENTS.md#pdfs-without-their-scripts)", () => {
  it("are marked unchecked by migration 060, so staff only download them; images stay viewable", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pdf-migration-"));
    const earlier = mkdtempSync(path.join(tmpdir(), "migrations-"));
    dirs.push(dataDir, earlier);
    for (const file of readdirSync(defaultMigrationsDir))
      if (file < "060") cpSync(path.join(defaultMigrationsDir, file), path.join(earlier, file));
    const before = SiteDatabase.open(dataDir, { migrationsDir: earlier });
    before.sqlite.pragma("foreign_keys = OFF");
    const insert = before.sqlite.prepare(
      `INSERT INTO documents (item_id, object_key, wrapped_key, key_id, file_name, media_type, bytes,
         original_bytes, received_at, scan) VALUES (1, ?, x'00', 'k', 'f', ?, 1, 1, 0, 'clean')`,
    );
    insert.run("a", "application/pdf");
    insert.run("b", "image/jpeg");
    before.sqlite.close();

    const after = SiteDatabase.open(dataDir);
    const rows = after.sqlite
      .prepare(
        "SELECT media_type AS mediaType, active_content AS activeContent FROM documents ORDER BY id",
      )
      .all() as { mediaType: string; activeContent: "none" | "removed" | "unchecked" | null }[];
    after.sqlite.close();
    expect(rows).toEqual([
      { mediaType: "application/pdf", activeContent: "unchecked" },
      { mediaType: "image/jpeg", activeContent: null },
    ]);
    expect(rows.map(viewableInBrowser)).toEqual([false, true]);
    expect(viewableInBrowser({ mediaType: "application/pdf", activeContent: "removed" })).toBe(
      true,
    );
    expect(viewableInBrowser({ mediaType: "application/pdf", activeContent: "none" })).toBe(true);
  });
});
