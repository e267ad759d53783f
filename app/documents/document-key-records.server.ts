/**
 * Which master key the documents' keys are wrapped by (db/migrations/050_documents.sql,
 * docs/DOCUMENTS.md#the-master-key): the database's record of its master key, and every data key
 * it wraps (documents and uploads still arriving), re-wrapped by a rotation. Every write that must
 * happen checks that it did (`expectChanges`, app/db/README.md#writes-that-must-happen).
 */
import { expectChanges, type SiteDatabase } from "~/db/database.server";
import type { KeyRecord } from "./document-keys.server";

/** The tables holding data keys wrapped by the master key (a fixed list: the name is put into SQL). */
export type WrappedKeyTable =
  | "documents"
  | "document_uploads"
  | "intake_questionnaires"
  | "engagement_letters";

/** The master key's record and the wrapped data keys. */
export class DocumentKeyRecords {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  private get sql() {
    return this.db.sqlite;
  }

  keyRecord(): KeyRecord | undefined {
    const row = this.sql
      .prepare(
        "SELECT key_id AS keyId, key_check AS keyCheck FROM document_master_key WHERE id = 1",
      )
      .get() as { keyId: string; keyCheck: Buffer } | undefined;
    return row ? { keyId: row.keyId, check: row.keyCheck } : undefined;
  }

  saveKeyRecord(record: KeyRecord, now: number): void {
    this.sql
      .prepare(
        `INSERT INTO document_master_key (id, key_id, key_check, created_at) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET key_id = excluded.key_id, key_check = excluded.key_check`,
      )
      .run(record.keyId, record.check, now);
  }

  /** How many stored keys are wrapped by a key other than `keyId` (an unfinished rotation). */
  countWrappedByOtherKeys(keyId: string): number {
    const row = this.sql
      .prepare(
        `SELECT (SELECT count(*) FROM documents WHERE key_id <> @keyId)
              + (SELECT count(*) FROM document_uploads WHERE key_id <> @keyId)
              + (SELECT count(*) FROM intake_questionnaires WHERE key_id <> @keyId)
              + (SELECT count(*) FROM engagement_letters WHERE key_id <> @keyId) AS n`,
      )
      .get({ keyId }) as { n: number };
    return row.n;
  }

  allWrappedKeys(): {
    table: WrappedKeyTable;
    id: string | number;
    wrappedKey: Buffer;
  }[] {
    const documents = this.sql
      .prepare("SELECT id, wrapped_key AS wrappedKey FROM documents")
      .all() as { id: number; wrappedKey: Buffer }[];
    const uploads = this.sql
      .prepare("SELECT id, wrapped_key AS wrappedKey FROM document_uploads")
      .all() as { id: string; wrappedKey: Buffer }[];
    // An intake questionnaire's answers are encrypted under the same master key (docs/INTAKE.md#privacy).
    const intake = this.sql
      .prepare("SELECT id, wrapped_key AS wrappedKey FROM intake_questionnaires")
      .all() as { id: number; wrappedKey: Buffer }[];
    // An engagement letter's terms and PDFs too (docs/ENGAGEMENT.md#privacy); re-wrapping its key
    // is allowed on a signed letter (the sealed bytes and their hashes stay the same).
    const letters = this.sql
      .prepare("SELECT id, wrapped_key AS wrappedKey FROM engagement_letters")
      .all() as { id: number; wrappedKey: Buffer }[];
    return [
      ...documents.map((d) => ({ table: "documents" as const, ...d })),
      ...uploads.map((u) => ({ table: "document_uploads" as const, ...u })),
      ...intake.map((q) => ({ table: "intake_questionnaires" as const, ...q })),
      ...letters.map((l) => ({ table: "engagement_letters" as const, ...l })),
    ];
  }

  rewrapKey(table: WrappedKeyTable, id: string | number, wrappedKey: Buffer, keyId: string): void {
    expectChanges(
      this.sql
        .prepare(`UPDATE ${table} SET wrapped_key = ?, key_id = ? WHERE id = ?`)
        .run(wrappedKey, keyId, id),
      "re-wrap a data key",
    );
  }
}
