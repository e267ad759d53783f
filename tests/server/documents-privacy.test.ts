/**
 * A person's documents in an access request (PIPEDA, Schedule 1, Principle 4.9) and in a deletion
 * at their request (Principle 4.5.3), through the desk's privacy page on the real server
 * (docs/DOCUMENTS.md#retention).
 */
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase, postAsStaff, startDeskServer } from "../support/desk";
import { pdf } from "../support/document-files";
import { filesUnder, seedRequest, testMasterKey, testServices } from "../support/documents";
import type { RunningServer } from "../support/server";

const email = "asha.persaud@example.com";
let server: RunningServer & { base: string };
let db: Repositories;
let session: string;

beforeAll(async () => {
  server = await startDeskServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
  db = openDatabase(server.dataDir);
  session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
  const request = seedRequest(server.dataDir, { email });
  const { services, close } = testServices(server.dataDir);
  try {
    await services.receive({
      token: request.token,
      itemId: request.itemIds[0]!,
      fileName: "passport-scan.pdf",
      body: Readable.from([pdf("Passport of Asha Persaud")]),
    });
  } finally {
    close();
  }
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

const post = (pathname: string, fields: Record<string, string>) =>
  postAsStaff(server, session, pathname, fields);

const objects = () => filesUnder(path.join(server.dataDir, "documents", "objects"));

describe("a person's documents and their privacy rights", () => {
  it("lists every document they sent in the access-request export, as JSON and CSV", async () => {
    const json = await post("/desk/privacy/export", { email, format: "json" });
    expect(json.status).toBe(200);
    const exported = (await json.json()) as {
      inquiries: {
        documentRequests: {
          title: string;
          items: { item: string; state: string; files: { name: string; type: string }[] }[];
        }[];
      }[];
    };
    const [request] = exported.inquiries[0]?.documentRequests ?? [];
    expect(request?.title).toBe("Buying a home");
    const received = request?.items.find((i) => i.files.length > 0);
    expect(received?.state).toBe("received");
    expect(received?.files).toEqual([
      expect.objectContaining({ name: "passport-scan.pdf", type: "application/pdf" }),
    ]);
    // Items still missing are listed too, so the person sees the whole request.
    expect(request?.items.some((i) => i.state === "missing" && i.files.length === 0)).toBe(true);

    const csv = await post("/desk/privacy/export", { email, format: "csv" });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split("\n")[0]).toMatch(/,notes,documents,consultations\r?$/);
    expect(text).toContain("passport-scan.pdf");
  });

  it("deletes their documents' stored files with their inquiries", async () => {
    expect(objects()).toHaveLength(1);
    const deleted = await post("/desk/privacy", { email, confirm: "yes" });
    expect(deleted.status).toBe(200);
    expect(db.db.sqlite.prepare("SELECT COUNT(*) AS n FROM documents").get()).toEqual({ n: 0 });
    // The encrypted file itself is removed from storage, not only its row.
    await expect.poll(() => objects().length, { timeout: 30_000 }).toBe(0);
  });
});
