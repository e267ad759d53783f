/**
 * The same file sent twice for one item is kept once (docs/DOCUMENTS.md#the-same-file-twice): a
 * double tap on "Send this file" starts two tus uploads of the same bytes at once; the server
 * stores one document, answers both uploads with it, and keeps no second object. A different file,
 * the same file for another item, and the same file again after staff sent the first back are each
 * stored, since each is something staff must look at.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../support/desk";
import { pdf } from "../support/document-files";
import {
  documentsOf,
  filesUnder,
  seedRequest,
  testMasterKey,
  testServices,
} from "../support/documents";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let request: ReturnType<typeof seedRequest>;

beforeAll(async () => {
  server = await startServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
  request = seedRequest(server.dataDir);
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/** One whole file in one tus creation (creation-with-upload), as the page's client can send it. */
async function tusUpload(itemId: number, file: Buffer, name = "statement.pdf") {
  const metadata = [
    `itemId ${Buffer.from(String(itemId)).toString("base64")}`,
    `filename ${Buffer.from(name).toString("base64")}`,
  ].join(",");
  const answer = await fetch(`${server.url}/documents/uploads`, {
    method: "POST",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Document-Token": request.token,
      "Upload-Length": String(file.length),
      "Upload-Metadata": metadata,
      "Content-Type": "application/offset+octet-stream",
    },
    body: new Uint8Array(file),
  });
  await answer.arrayBuffer();
  return {
    status: answer.status,
    offset: answer.headers.get("upload-offset"),
    documentId: answer.headers.get("document-id"),
    location: answer.headers.get("location"),
  };
}

/** Posts one file as the page's form does without JavaScript. */
async function formUpload(itemId: number, file: Buffer, name: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file)]), name);
  const answer = await fetch(`${server.url}/documents/${request.token}/items/${itemId}`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  await answer.arrayBuffer();
  return { status: answer.status, location: answer.headers.get("location") };
}

const storedObjects = () => filesUnder(`${server.dataDir}/documents/objects`).length;

describe("the same file sent twice for one item", () => {
  it("two uploads of the same file at once (a double tap): one document, both answered with it", async () => {
    const item = request.itemIds[0]!;
    const file = pdf(`Agreement of purchase and sale ${"a".repeat(300_000)}`);
    const objectsBefore = storedObjects();
    const [first, second] = await Promise.all([tusUpload(item, file), tusUpload(item, file)]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(201);
      expect(answer.offset).toBe(String(file.length));
    }
    const documents = documentsOf(server.dataDir, item);
    expect(documents).toHaveLength(1);
    expect(first.documentId).toBe(String(documents[0]!.id));
    expect(second.documentId).toBe(String(documents[0]!.id));
    // The second copy's encrypted object was removed, not left behind.
    await expect.poll(storedObjects).toBe(objectsBefore + 1);
    // Each upload reads complete (tus HEAD), pointing at the one document.
    for (const answer of [first, second]) {
      const head = await fetch(new URL(answer.location!, server.url), {
        method: "HEAD",
        headers: { "Tus-Resumable": "1.0.0", "Document-Token": request.token },
      });
      expect(head.headers.get("upload-offset")).toBe(String(file.length));
    }

    // The same file once more, later and by the form without JavaScript: received, still one.
    const again = await formUpload(item, file, "agreement-again.pdf");
    expect(again.status).toBe(303);
    expect(again.location).toContain(`received=${item}`);
    expect(documentsOf(server.dataDir, item)).toHaveLength(1);
  });

  it("stores a different file, and the same file for another item", async () => {
    const [item, other] = [request.itemIds[1]!, request.itemIds[2]!];
    const file = pdf("Photo ID, front");
    expect((await tusUpload(item, file)).status).toBe(201);
    expect((await tusUpload(item, pdf("Photo ID, back"))).status).toBe(201);
    expect(documentsOf(server.dataDir, item)).toHaveLength(2);
    expect((await tusUpload(other, file)).status).toBe(201);
    expect(documentsOf(server.dataDir, other)).toHaveLength(1);
  });

  it("stores the same file again once staff sent the first back", async () => {
    const item = request.itemIds[3]!;
    const file = pdf("Mortgage commitment, blurred");
    expect((await tusUpload(item, file)).status).toBe(201);
    const desk = openDatabase(server.dataDir);
    const staffId = desk.staff.addStaff("dana@example.com", "Dana Reyes").id;
    desk.db.close();
    const { services, close } = testServices(server.dataDir);
    try {
      services.sendBack(item, "The scan is blurred: please scan it again.", staffId);
    } finally {
      close();
    }
    const again = await tusUpload(item, file);
    expect(again.status).toBe(201);
    const documents = documentsOf(server.dataDir, item);
    expect(documents).toHaveLength(2);
    expect(again.documentId).toBe(String(documents[1]!.id));
    // And that second one is now what the firm holds: a third copy is not stored.
    expect((await tusUpload(item, file)).documentId).toBe(String(documents[1]!.id));
    expect(documentsOf(server.dataDir, item)).toHaveLength(2);
  });
});
