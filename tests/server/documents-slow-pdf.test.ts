/**
 * A PDF built to be slow to read (docs/DOCUMENTS.md#pdfs-without-their-scripts), posted to a
 * client's link on the real production server: its check stops at the time limit
 * (DOCUMENTS_PDF_CHECK_MS, 1 s here for speed) and it is kept for staff to download only, as a
 * PDF that cannot be read is; and one link sending three such files holds up another client's
 * ordinary PDF for one of them at most, not all three.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase, startDeskServer } from "../support/desk";
import { pdf } from "../support/document-files";
import { seedRequest, testMasterKey, testServices } from "../support/documents";
import { pdfOfManyObjects } from "../support/hostile-files";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
/** 200,000 empty objects, 8.5 MB: several seconds of pdf-lib's time on any machine. */
let slow: Buffer;

beforeAll(async () => {
  server = await startDeskServer({
    DOCUMENTS_MASTER_KEY: testMasterKey,
    DOCUMENTS_PDF_CHECK_MS: "1000",
  });
  db = openDatabase(server.dataDir);
  session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
  slow = pdfOfManyObjects(200_000);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

function documentsFor(itemId: number) {
  const { repos, close } = testServices(server.dataDir);
  try {
    return repos.files.documentsForItem(itemId);
  } finally {
    close();
  }
}

/**
 * The plain form's post of one file to a link's item. `hold` keeps the body's last boundary back
 * until it resolves, so the file has not fully arrived meanwhile.
 */
function postFile(
  token: string,
  itemId: number,
  file: Buffer,
  hold?: Promise<void>,
): Promise<{ status: number; location: string }> {
  const head = Buffer.from(
    `--b0undary\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from("\r\n--b0undary--\r\n");
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.base}/documents/${token}/items/${itemId}`, {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=b0undary",
        "content-length": String(head.length + file.length + tail.length),
      },
    });
    req.on("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? "" });
    });
    req.on("error", reject);
    req.write(Buffer.concat([head, file]));
    void (hold ?? Promise.resolve()).then(() => req.end(tail));
  });
}

describe("a PDF built to be slow to read", () => {
  it("is kept for download only once its check passes the time limit; an ordinary PDF after it is checked as before", {
    timeout: 120_000,
  }, async () => {
    const request = seedRequest(server.dataDir, { email: "mallory@example.com" });
    const item = request.itemIds[0]!;
    const answer = await postFile(request.token, item, slow);
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/received=/);
    const [document] = documentsFor(item);
    expect(document?.activeContent).toBe("unchecked");
    const inquiry = await fetch(`${server.base}/desk/inquiries/${request.messageId}`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    });
    expect(await inquiry.text()).toContain("Download only: encrypted or damaged");

    // The next client's ordinary PDF gets a fresh worker and is checked: viewable by staff.
    const other = seedRequest(server.dataDir, { email: "priya@example.com" });
    const ordinary = await postFile(other.token, other.itemIds[0]!, pdf("Priya's statement"));
    expect(ordinary.location).toMatch(/received=/);
    expect(documentsFor(other.itemIds[0]!)[0]?.activeContent).toBe("none");
  });

  it("three from one link hold up another client's ordinary PDF for one of them, not all three", {
    timeout: 120_000,
  }, async () => {
    const attacker = seedRequest(server.dataDir, { email: "mallory@example.net" });
    const client = seedRequest(server.dataDir, { email: "grace@example.com" });
    const order: string[] = [];
    const track = (name: string, sent: Promise<{ location: string }>) =>
      sent.then((answer) => {
        order.push(name);
        return answer;
      });
    const slowOnes = [1, 2, 3].map((n) =>
      track(`slow ${n}`, postFile(attacker.token, attacker.itemIds[n]!, slow)),
    );
    // The client's file arrives once the first slow one is answered: the other two have long
    // arrived by then and are waiting their turn.
    const ordinary = track(
      "ordinary",
      postFile(
        client.token,
        client.itemIds[0]!,
        pdf("Grace's passport"),
        slowOnes[0]!.then(() => undefined),
      ),
    );
    const answers = await Promise.all([...slowOnes, ordinary]);
    for (const answer of answers) expect(answer.location).toMatch(/received=/);
    // Without turns it waited for all three (before, 28.8 s for a 218-byte PDF).
    expect(order.indexOf("ordinary")).toBeLessThan(order.indexOf("slow 3"));
    expect(documentsFor(client.itemIds[0]!)[0]?.activeContent).toBe("none");
  });
});
