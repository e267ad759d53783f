/**
 * The upload endpoint speaks tus 1.0.0 as any client of the protocol expects
 * (docs/STANDARDS.md#tus): the stock `tus-js-client` in Node, without the site's page and its
 * options, against the real production server. Core protocol, creation (with upload), termination,
 * expiration, OPTIONS discovery, 412 and 415; an upload resumed after an interruption, and one the
 * client remembers (its fingerprint) never sent or stored twice.
 */
import { buffer } from "node:stream/consumers";
import { type HttpRequest, Upload } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdf } from "../support/document-files";
import { documentsOf, seedRequest, testMasterKey, testServices } from "../support/documents";
import { type RunningServer, startServer } from "../support/server";

type UrlStorage = NonNullable<NonNullable<ConstructorParameters<typeof Upload>[1]>["urlStorage"]>;
type PreviousUpload = Awaited<ReturnType<UrlStorage["findAllUploads"]>>[number];

/** The client's memory of its uploads (what a browser keeps in localStorage), in memory. */
class MemoryUrlStorage implements UrlStorage {
  private readonly entries = new Map<string, PreviousUpload & { fingerprint: string }>();
  private next = 0;
  async findAllUploads() {
    return [...this.entries.values()];
  }
  async findUploadsByFingerprint(fingerprint: string) {
    return [...this.entries.values()].filter((e) => e.fingerprint === fingerprint);
  }
  async removeUpload(key: string) {
    this.entries.delete(key);
  }
  async addUpload(fingerprint: string, upload: PreviousUpload) {
    const key = `tus-${this.next++}`;
    this.entries.set(key, { ...upload, fingerprint, urlStorageKey: key });
    return key;
  }
}

interface Sent {
  method: string;
  url: string;
  offset: string | undefined;
}

let server: RunningServer;
let request: ReturnType<typeof seedRequest>;

beforeAll(async () => {
  server = await startServer({ DOCUMENTS_MASTER_KEY: testMasterKey, DOCUMENTS_MAX_FILE_MB: "5" });
  request = seedRequest(server.dataDir);
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const endpoint = () => `${server.url}/documents/uploads`;

/**
 * One upload with the stock client, with its defaults except what is given (no method override:
 * PATCH goes as PATCH). Resolves with what the client sent; `stopAfter` aborts it after that many
 * pieces, as a closed laptop would.
 */
function upload(
  file: Buffer,
  options: {
    itemId: number;
    name?: string;
    storage?: UrlStorage;
    chunkSize?: number;
    uploadDataDuringCreation?: boolean;
    removeFingerprintOnSuccess?: boolean;
    stopAfter?: number;
  },
): Promise<{
  url: string | null;
  sent: Sent[];
  documentId: string | null;
  result: "done" | "stopped";
}> {
  const sent: Sent[] = [];
  let documentId: string | null = null;
  return new Promise((resolve, reject) => {
    let pieces = 0;
    const tus: Upload = new Upload(file, {
      endpoint: endpoint(),
      headers: { "Document-Token": request.token },
      metadata: { itemId: String(options.itemId), filename: options.name ?? "passport.pdf" },
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      uploadDataDuringCreation: options.uploadDataDuringCreation ?? false,
      removeFingerprintOnSuccess: options.removeFingerprintOnSuccess ?? false,
      retryDelays: [0, 250],
      ...(options.storage
        ? { urlStorage: options.storage, storeFingerprintForResuming: true }
        : {}),
      onBeforeRequest(req: HttpRequest) {
        sent.push({
          method: req.getMethod(),
          url: req.getURL(),
          offset: req.getHeader("Upload-Offset"),
        });
      },
      onAfterResponse(_req, res) {
        documentId ??= res.getHeader("Document-Id") ?? null;
      },
      onChunkComplete() {
        pieces += 1;
        if (options.stopAfter !== undefined && pieces >= options.stopAfter)
          void tus
            .abort()
            .then(() => resolve({ url: tus.url, sent, documentId, result: "stopped" }));
      },
      onSuccess: () => resolve({ url: tus.url, sent, documentId, result: "done" }),
      onError: reject,
    });
    tus
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) tus.resumeFromPreviousUpload(previous[0]);
        tus.start();
      })
      .catch(reject);
  });
}

async function storedContent(documentId: number): Promise<Buffer> {
  const { repos, services, close } = testServices(server.dataDir);
  try {
    return await buffer(await services.open(repos.files.document(documentId)!));
  } finally {
    close();
  }
}

const head = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "HEAD",
    headers: { "Tus-Resumable": "1.0.0", "Document-Token": request.token, ...headers },
  });

describe("tus 1.0.0 with the stock tus-js-client", () => {
  it("answers OPTIONS with the version, the extensions and the largest file", async () => {
    const answer = await fetch(endpoint(), { method: "OPTIONS" });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("tus-version")).toBe("1.0.0");
    expect(answer.headers.get("tus-extension")?.split(",")).toEqual(
      expect.arrayContaining(["creation", "creation-with-upload", "termination", "expiration"]),
    );
    // DOCUMENTS_MAX_FILE_MB counts megabytes as devices show them (1,048,576 bytes: docs/DOCUMENTS.md).
    expect(answer.headers.get("tus-max-size")).toBe(String(5 * 1_048_576));
    // The documents' headers still apply (the path carries no secret here, but the route is theirs).
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("receives a file sent with plain PATCH requests, and echoes the metadata sent at creation", async () => {
    const item = request.itemIds[0]!;
    const file = pdf(`Agreement of purchase and sale ${"x".repeat(250_000)}`);
    const done = await upload(file, { itemId: item, name: "APS signed.pdf", chunkSize: 100_000 });
    expect(done.result).toBe("done");
    const patches = done.sent.filter((r) => r.method === "PATCH");
    expect(patches.length).toBeGreaterThanOrEqual(3);
    expect(done.sent.some((r) => r.method === "POST" && r.url !== endpoint())).toBe(false);
    const [document] = documentsOf(server.dataDir, item);
    expect(document?.fileName).toBe("APS signed.pdf");
    expect((await storedContent(document!.id)).equals(file)).toBe(true);

    const answer = await head(done.url!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("upload-offset")).toBe(String(file.length));
    expect(answer.headers.get("upload-length")).toBe(String(file.length));
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const metadata = Object.fromEntries(
      (answer.headers.get("upload-metadata") ?? "").split(",").map((pair) => {
        const [key = "", value = ""] = pair.split(" ");
        return [key, Buffer.from(value, "base64").toString()];
      }),
    );
    expect(metadata).toMatchObject({ filename: "APS signed.pdf", itemId: String(item) });
  });

  it("resumes an interrupted upload from the server's offset, sending only the rest", async () => {
    const item = request.itemIds[1]!;
    const storage = new MemoryUrlStorage();
    const file = pdf(`Passport of Asha Persaud ${"y".repeat(300_000)}`);
    const first = await upload(file, { itemId: item, storage, chunkSize: 100_000, stopAfter: 1 });
    expect(first.result).toBe("stopped");
    expect(documentsOf(server.dataDir, item)).toEqual([]);

    const second = await upload(file, { itemId: item, storage, chunkSize: 100_000 });
    expect(second.result).toBe("done");
    expect(second.url).toBe(first.url);
    // No new upload: it asked for the offset, then sent from there.
    expect(second.sent.map((r) => r.method)[0]).toBe("HEAD");
    expect(second.sent.some((r) => r.method === "POST")).toBe(false);
    expect(Number(second.sent.find((r) => r.method === "PATCH")?.offset)).toBe(100_000);
    const documents = documentsOf(server.dataDir, item);
    expect(documents).toHaveLength(1);
    expect((await storedContent(documents[0]!.id)).equals(file)).toBe(true);
  });

  it("never sends or stores again a finished upload the client remembers (its fingerprint)", async () => {
    const item = request.itemIds[2]!;
    const storage = new MemoryUrlStorage();
    const file = pdf(`Mortgage commitment ${"z".repeat(120_000)}`);
    const first = await upload(file, { itemId: item, storage });
    expect(first.result).toBe("done");
    expect(documentsOf(server.dataDir, item)).toHaveLength(1);

    // The same file chosen again (Uppy's and tus-js-client's default keep the fingerprint).
    const again = await upload(file, { itemId: item, storage });
    expect(again.result).toBe("done");
    expect(again.url).toBe(first.url);
    expect(again.sent.map((r) => r.method)).toEqual(["HEAD"]);
    expect(documentsOf(server.dataDir, item)).toHaveLength(1);
  });

  it("stores a file sent with its creation (creation-with-upload) once, and answers 201 with its address", async () => {
    const item = request.itemIds[3]!;
    const file = pdf(`Bank statement ${"w".repeat(50_000)}`);
    const done = await upload(file, { itemId: item, uploadDataDuringCreation: true });
    expect(done.result).toBe("done");
    expect(done.sent.map((r) => r.method)).toEqual(["POST"]);
    expect(done.documentId).toMatch(/^\d+$/);
    const documents = documentsOf(server.dataDir, item);
    expect(documents).toHaveLength(1);
    expect(String(documents[0]!.id)).toBe(done.documentId);
    // And by hand: 201, a Location, the offset, no expiry for what is complete.
    const raw = pdf("Second statement");
    const answer = await fetch(endpoint(), {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Document-Token": request.token,
        "Upload-Length": String(raw.length),
        "Upload-Metadata": `itemId ${Buffer.from(String(item)).toString("base64")}`,
        "Content-Type": "application/offset+octet-stream",
      },
      body: new Uint8Array(raw),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("location")).toMatch(/^\/documents\/uploads\/[0-9a-f]{32}$/);
    expect(answer.headers.get("upload-offset")).toBe(String(raw.length));
    expect(answer.headers.get("upload-expires")).toBeNull();
    expect(documentsOf(server.dataDir, item)).toHaveLength(2);
  });

  it("ends an unfinished upload with DELETE (termination), but never a received document", async () => {
    const item = request.itemIds[4]!;
    const file = pdf(`Identification ${"v".repeat(200_000)}`);
    const stopped = await upload(file, { itemId: item, chunkSize: 100_000, stopAfter: 1 });
    const url = stopped.url!;
    const created = await fetch(endpoint(), {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Document-Token": request.token,
        "Upload-Length": "1000",
        "Upload-Metadata": `itemId ${Buffer.from(String(item)).toString("base64")}`,
      },
    });
    // Creation says when an unfinished upload expires (tus expiration), in HTTP-date form.
    const expires = Date.parse(created.headers.get("upload-expires") ?? "");
    expect(expires - Date.now()).toBeGreaterThan(5 * 60 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(6 * 60 * 60 * 1000);

    await Upload.terminate(url, {
      headers: { "Document-Token": request.token },
      retryDelays: [],
    });
    expect((await head(url)).status).toBe(404);

    const finished = await upload(pdf("Lease"), { itemId: item });
    const refused = await fetch(finished.url!, {
      method: "DELETE",
      headers: { "Tus-Resumable": "1.0.0", "Document-Token": request.token },
    });
    expect(refused.status).toBe(400);
    expect(documentsOf(server.dataDir, item)).toHaveLength(1);
    expect((await head(finished.url!)).headers.get("upload-offset")).not.toBe("0");
  });

  it("answers 412 with Tus-Version to another protocol version, and 415 to a piece of another type", async () => {
    const old = await fetch(endpoint(), {
      method: "POST",
      headers: { "Tus-Resumable": "0.2.2", "Document-Token": request.token, "Upload-Length": "10" },
    });
    expect(old.status).toBe(412);
    expect(old.headers.get("tus-version")).toBe("1.0.0");

    const item = request.itemIds[0]!;
    const created = await fetch(endpoint(), {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Document-Token": request.token,
        "Upload-Length": "10",
        "Upload-Metadata": `itemId ${Buffer.from(String(item)).toString("base64")}`,
      },
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get("location")!, server.url).href;
    const wrongType = await fetch(url, {
      method: "PATCH",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Document-Token": request.token,
        "Upload-Offset": "0",
        "Content-Type": "application/json",
      },
      body: "{}",
    });
    expect(wrongType.status).toBe(415);
    expect((await head(url)).headers.get("upload-offset")).toBe("0");
  });

  it("allows the protocol's methods on its addresses only", async () => {
    const put = await fetch(`${endpoint()}/${"0".repeat(32)}`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS, PATCH, DELETE");
    const patchPage = await fetch(`${server.url}/about`, { method: "PATCH" });
    expect(patchPage.status).toBe(405);
    // A page that takes no form names only what it takes (docs/STANDARDS.md#http).
    expect(patchPage.headers.get("allow")).toBe("GET, HEAD");
    const deleteCreation = await fetch(endpoint(), { method: "DELETE" });
    expect(deleteCreation.status).toBe(405);
    expect(deleteCreation.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
  });
});
