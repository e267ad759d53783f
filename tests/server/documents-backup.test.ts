/**
 * The documents in `npm run backup`, their restore, and the master key's rotation
 * (docs/DOCUMENTS.md#backups-and-restore, docs/DOCUMENTS.md#rotating-the-master-key), with the
 * compiled commands the firm runs.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { databaseFileName, SiteDatabase } from "~/db/database.server";
import { MasterKeyError } from "~/documents/document-keys.server";
import { docx, pdf } from "../support/document-files";
import { filesUnder, seedRequest, testMasterKey, testServices } from "../support/documents";
import { projectRoot, startServer } from "../support/server";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [`build/bin/${command}.js`, ...args], {
    cwd: projectRoot,
    env: { ...process.env, DOCUMENTS_MASTER_KEY: "", DOCUMENTS_KEY_FILE: "", ...env },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every stored document of a data directory, decrypted with `key`. */
async function plaintexts(dataDir: string, key: string): Promise<Buffer[]> {
  const { db, repos, services, close } = testServices(dataDir, key);
  try {
    const rows = db.prepare("SELECT item_id AS itemId FROM documents ORDER BY id").all() as {
      itemId: number;
    }[];
    const out: Buffer[] = [];
    for (const itemId of new Set(rows.map((r) => r.itemId)))
      for (const document of repos.files.documentsForItem(itemId))
        out.push(await buffer(await services.open(document)));
    return out;
  } finally {
    close();
  }
}

describe("documents in backups, restored, and under a new master key", () => {
  it("backs up the encrypted objects, restores them into an empty DATA_DIR, and rotates the key", {
    timeout: 180_000,
  }, async () => {
    // A live data directory with two documents received.
    const dataDir = tempDir("documents-live-");
    SiteDatabase.open(dataDir).close();
    const request = seedRequest(dataDir);
    const agreement = pdf("Agreement of Purchase and Sale, 12 Elm Road");
    const letter = docx("Mortgage commitment for 12 Elm Road");
    {
      const { services, close } = testServices(dataDir);
      try {
        await services.receive({
          token: request.token,
          itemId: request.itemIds[0]!,
          fileName: "agreement.pdf",
          body: Readable.from([agreement]),
        });
        await services.receive({
          token: request.token,
          itemId: request.itemIds[1]!,
          fileName: "commitment.docx",
          body: Readable.from([letter]),
        });
      } finally {
        close();
      }
    }
    const original = await plaintexts(dataDir, testMasterKey);
    expect(original).toHaveLength(2);

    // npm run backup: the database and, beside it, the objects still encrypted; no key.
    const backups = tempDir("documents-backups-");
    const backup = run("backup", ["--to", backups], {
      DATA_DIR: dataDir,
      DOCUMENTS_MASTER_KEY: testMasterKey,
    });
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/Backed up 2 documents, encrypted, to .*\.documents/);
    const file = readdirSync(backups).find((f) => f.endsWith(".sqlite3"))!;
    const objectsDir = path.join(backups, file.replace(/\.sqlite3$/, ".documents"));
    const copied = filesUnder(objectsDir);
    expect(copied).toHaveLength(2);
    for (const { file: object } of copied) expect(statSync(object).mode & 0o777).toBe(0o600);
    const everything = filesUnder(backups);
    const key = Buffer.from(testMasterKey, "base64");
    for (const { bytes } of everything) {
      expect(bytes.includes(Buffer.from("12 Elm Road"))).toBe(false);
      expect(bytes.includes(key)).toBe(false);
      expect(bytes.includes(Buffer.from(testMasterKey))).toBe(false);
    }

    // Restore as docs/DOCUMENTS.md says: the database file, then the objects into the storage.
    const restored = tempDir("documents-restored-");
    copyFileSync(path.join(backups, file), path.join(restored, databaseFileName));
    const restore = run("documents", ["restore", "--from", objectsDir], {
      DATA_DIR: restored,
      DOCUMENTS_MASTER_KEY: testMasterKey,
    });
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/^Restored 2 encrypted documents/);
    expect(await plaintexts(restored, testMasterKey)).toEqual(original);

    // Rotation: every data key re-wrapped, the files untouched; only the new key opens them.
    const objectsBefore = filesUnder(path.join(restored, "documents", "objects"));
    const newKeyFile = path.join(tempDir("documents-key-"), "documents-master.key");
    const rotate = run("documents", ["rotate-key", "--new-key-file", newKeyFile], {
      DATA_DIR: restored,
      DOCUMENTS_MASTER_KEY: testMasterKey,
    });
    expect(rotate.stderr).toBe("");
    expect(rotate.stdout).toMatch(/^Re-wrapped 2 document keys: master key \w+ → \w+ \(new key/);
    expect(statSync(newKeyFile).mode & 0o777).toBe(0o600);
    const newKey = readFileSync(newKeyFile, "utf8").trim();
    expect(rotate.stdout).not.toContain(newKey);
    expect(filesUnder(path.join(restored, "documents", "objects"))).toEqual(objectsBefore);
    expect(() => testServices(restored, testMasterKey)).toThrow(MasterKeyError);
    expect(await plaintexts(restored, newKey)).toEqual(original);

    // The server starts on the restored data with the new key file, and refuses the old key.
    const server = await startServer({ DOCUMENTS_KEY_FILE: newKeyFile }, restored);
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/documents/${request.token}`)).status).toBe(200);
    } finally {
      await server.stop();
    }
    await expect(startServer({ DOCUMENTS_MASTER_KEY: testMasterKey }, restored)).rejects.toThrow(
      /is not the key the stored documents were encrypted with/,
    );
  });
});
