/**
 * Hostile files posted to a client's link on the real production server
 * (docs/DOCUMENTS.md#images-decoded-within-a-budget, #pdfs-without-their-scripts, #file-names):
 * image bombs refused from their headers while the server keeps answering and its memory stays
 * flat, a PDF's scripts removed before staff can open it, and a file name in UTF-8 kept exactly.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase, startDeskServer } from "../support/desk";
import { pdf } from "../support/document-files";
import { seedRequest, testMasterKey, testServices } from "../support/documents";
import { encryptedPdf, heicBomb, pdfWithScripts, pngBomb } from "../support/hostile-files";
import type { RunningServer } from "../support/server";

const MB = 1_000_000;
let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let request: ReturnType<typeof seedRequest>;

beforeAll(async () => {
  server = await startDeskServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
  db = openDatabase(server.dataDir);
  session = db.staff.createSession(db.staff.addStaff("dana@example.com", "Dana Reyes").id);
  request = seedRequest(server.dataDir);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

/** The documents stored for an item, read from the server's database. */
function documentsFor(itemId: number) {
  const { repos, close } = testServices(server.dataDir);
  try {
    return repos.files.documentsForItem(itemId);
  } finally {
    close();
  }
}

/** Peak resident memory of a process (Linux /proc), in bytes. */
function peakMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * A multipart/form-data post as a browser sends it without JavaScript: the file name written as
 * raw UTF-8 in the part's header (HTML's multipart/form-data encoding algorithm). `hold` keeps the
 * body's last boundary back until it resolves, so the upload is still in flight meanwhile.
 */
function postFile(
  itemId: number,
  file: Buffer,
  name: string,
  hold?: Promise<void>,
): Promise<{ status: number; location: string }> {
  const head = Buffer.from(
    `--b0undary\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    "utf8",
  );
  const tail = Buffer.from("\r\n--b0undary--\r\n");
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.base}/documents/${request.token}/items/${itemId}`, {
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

async function healthz(): Promise<number> {
  const answer = await fetch(`${server.base}/healthz`);
  await answer.arrayBuffer();
  return answer.status;
}

describe("image bombs", () => {
  it("refuses four HEIC overlay bombs at once with a clear message, /healthz answering meanwhile, memory flat", async () => {
    const pid = server.process.pid!;
    // A first ordinary upload loads the decoders, so what follows measures only the bombs.
    const warm = await postFile(request.itemIds[0]!, pdf(), "warm.pdf");
    expect(warm.location).toMatch(/received=/);
    const before = peakMemory(pid);
    const bomb = heicBomb({ derivation: "iovl", canvas: [16000, 16000], ispe: [16000, 16000] });
    expect(bomb.length).toBeLessThan(1000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const item = request.itemIds[1]!;
    const uploads = [1, 2, 3, 4].map((n) => postFile(item, bomb, `IMG_000${n}.heic`, held));
    // The bombs are on their way in: the server answers its health check.
    expect(await healthz()).toBe(200);
    release();
    // And while they are handled.
    const [health, ...answers] = await Promise.all([healthz(), ...uploads]);
    expect(health).toBe(200);
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.location).toContain(`refused=image-too-large&item=${item}`);
    }
    // The same for a PNG decompression bomb (48 kB, 20000 × 20000 when decoded).
    const png = await postFile(item, pngBomb(20000, 20000), "scan.png");
    expect(png.location).toContain("refused=image-too-large");
    // Nothing was decoded: the process did not grow (it grew by 2.7 GB for one such file before).
    expect(peakMemory(pid) - before).toBeLessThan(100 * MB);
    // The client reads why, in plain words, under the item.
    const page = await fetch(new URL(answers[0]!.location, server.base));
    expect(await page.text()).toContain("This picture is too large for us to open");
    expect(documentsFor(item)).toEqual([]);
  });
});

describe("PDFs shown to staff", () => {
  const fileRoute = (id: number, download = false) =>
    fetch(`${server.base}/desk/documents/files/${id}${download ? "?download" : ""}`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    });

  it("stores a PDF without its JavaScript, OpenAction, additional actions or launch and submit actions", async () => {
    const item = request.itemIds[2]!;
    const answer = await postFile(item, pdfWithScripts(), "statement.pdf");
    expect(answer.location).toMatch(/received=/);
    const [document] = documentsFor(item);
    expect(document?.activeContent).toBe("removed");
    const { services, close } = testServices(server.dataDir);
    try {
      const stored = (await buffer(await services.open(document!))).toString("latin1");
      for (const name of ["/JavaScript", "/JS", "/OpenAction", "/AA", "/Launch", "/SubmitForm"])
        expect(stored).not.toContain(name);
      expect(stored).not.toContain("app.alert");
      expect(stored).toContain("Statement of account");
    } finally {
      close();
    }
    // Staff may view it in the browser (under the sandbox), and download it as an attachment.
    const view = await fileRoute(document!.id);
    expect(view.status).toBe(200);
    expect(view.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(view.headers.get("content-security-policy")).toMatch(/^sandbox;/);
    await view.arrayBuffer();
    const download = await fileRoute(document!.id, true);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    await download.arrayBuffer();
  });

  it("offers an encrypted PDF, whose scripts cannot be removed, for download only", async () => {
    const item = request.itemIds[3]!;
    const answer = await postFile(item, encryptedPdf(), "bank-statement.pdf");
    expect(answer.location).toMatch(/received=/);
    const [document] = documentsFor(item);
    expect(document?.activeContent).toBe("unchecked");
    const view = await fileRoute(document!.id);
    expect(view.status).toBe(200);
    // Asked to be shown, it is still sent as an attachment: never opened in the desk's origin.
    expect(view.headers.get("content-disposition")).toMatch(/^attachment;/);
    await view.arrayBuffer();
    const inquiry = await fetch(`${server.base}/desk/inquiries/${request.messageId}`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    });
    const html = await inquiry.text();
    expect(html).toContain("Download only: encrypted or damaged");
  });
});

describe("file names", () => {
  it("keeps a Japanese file name sent by the plain form exactly, not as mojibake", async () => {
    const item = request.itemIds[4]!;
    const answer = await postFile(item, pdf("書類"), "日本語の書類.pdf");
    expect(answer.location).toMatch(/received=/);
    const [document] = documentsFor(item);
    expect(document?.fileName).toBe("日本語の書類.pdf");
    const page = await (await fetch(`${server.base}/documents/${request.token}`)).text();
    expect(page).toContain("日本語の書類.pdf");
    expect(page).not.toContain("æ");
  });
});
