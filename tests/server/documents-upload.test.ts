/**
 * Documents received by the real production server (docs/DOCUMENTS.md): the plain form post and
 * the resumable tus upload, the checks on arrival, ClamAV's real daemon, encryption at rest, links
 * that stop working, and the master key checked at start-up.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  docx,
  eicarPdf,
  hasGpsMetadata,
  htmlPage,
  jpegWithGps,
  pdf,
  svgDrawing,
  windowsProgram,
} from "../support/document-files";
import { filesUnder, seedRequest, testMasterKey, testServices } from "../support/documents";
import { type RunningServer, startServer } from "../support/server";

const MB = 1_000_000;

/** Posts one file as the page's form does without JavaScript (multipart/form-data). */
async function postForm(
  base: string,
  token: string,
  itemId: number,
  file: Buffer,
  name: string,
): Promise<{ status: number; location: string | null }> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file)]), name);
  const answer = await fetch(`${base}/documents/${token}/items/${itemId}`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  await answer.arrayBuffer();
  return { status: answer.status, location: answer.headers.get("location") };
}

/** Peak resident memory of a process (Linux /proc), in bytes. */
function peakMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

describe("documents on the production server", () => {
  let server: RunningServer;
  let request: ReturnType<typeof seedRequest>;

  beforeAll(async () => {
    server = await startServer({
      DOCUMENTS_MASTER_KEY: testMasterKey,
      CLAMD_ADDRESS: inject("clamdSocket"),
      DOCUMENTS_MAX_FILE_MB: "5",
    });
    request = seedRequest(server.dataDir);
  });
  afterAll(async () => {
    if (process.env.DEBUG_DOCS) console.log(server.output());
    await server?.stop({ removeData: true });
  });

  function documentRows() {
    return testServices(server.dataDir);
  }

  async function waitForScan(documentId: number) {
    await expect
      .poll(
        () => {
          const { repos, close } = documentRows();
          try {
            return repos.files.document(documentId)?.scan;
          } finally {
            close();
          }
        },
        { timeout: 20_000 },
      )
      .not.toBe("pending");
  }

  it("receives a photo from the form, strips its GPS position, scans it and encrypts it at rest", async () => {
    const photo = await jpegWithGps();
    const [itemId] = request.itemIds;
    const answer = await postForm(server.url, request.token, itemId!, photo, "IMG_2041.jpg");
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/documents/${request.token}?received=${itemId}#item-${itemId}`);
    const { repos, services, close } = documentRows();
    try {
      const [document] = repos.files.documentsForItem(itemId!);
      expect(document).toMatchObject({ fileName: "IMG_2041.jpg", mediaType: "image/jpeg" });
      expect(repos.files.item(itemId!)?.state).toBe("received");
      await waitForScan(document!.id);
      expect(repos.files.document(document!.id)?.scan).toBe("clean");
      const stored = await buffer(await services.open(repos.files.document(document!.id)!));
      expect(await hasGpsMetadata(stored)).toBe(false);
      // On disk: only ciphertext. Neither the photo's bytes nor the re-encoded image appear.
      for (const { bytes } of filesUnder(server.dataDir)) {
        expect(bytes.includes(stored.subarray(0, 4096))).toBe(false);
        expect(bytes.includes(photo.subarray(0, 4096))).toBe(false);
      }
    } finally {
      close();
    }
  });

  it("keeps no plaintext of a PDF or a Word document anywhere in the data directory", async () => {
    const marker = "Mortgage commitment of Asha Persaud, 4411 Maple Crescent";
    const file = pdf(marker);
    const word = docx(marker);
    expect(
      (await postForm(server.url, request.token, request.itemIds[2]!, file, "commitment.pdf"))
        .location,
    ).toMatch(/received=/);
    expect(
      (await postForm(server.url, request.token, request.itemIds[2]!, word, "letter.docx"))
        .location,
    ).toMatch(/received=/);
    for (const { bytes } of filesUnder(server.dataDir)) {
      expect(bytes.includes(Buffer.from(marker))).toBe(false);
      expect(bytes.includes(file.subarray(0, 200))).toBe(false);
    }
  });

  it("refuses a renamed program, an HTML page and an SVG drawing, saying what they are", async () => {
    const item = request.itemIds[1]!;
    const cases: [Buffer, string, string][] = [
      [windowsProgram(), "passport.pdf", "what=exe"],
      [htmlPage, "statement.pdf", "what=html"],
      [svgDrawing, "id.png", "what=svg"],
    ];
    for (const [file, name, what] of cases) {
      const answer = await postForm(server.url, request.token, item, file, name);
      expect(answer.status).toBe(303);
      expect(answer.location).toContain(`refused=type&item=${item}&${what}`);
    }
    const { repos, close } = documentRows();
    try {
      expect(repos.files.documentsForItem(item)).toEqual([]);
      expect(repos.files.item(item)?.state).toBe("missing");
    } finally {
      close();
    }
  });

  it("catches the EICAR test file with ClamAV's daemon, deletes it and tells client and staff", async () => {
    const item = request.itemIds[3]!;
    const answer = await postForm(server.url, request.token, item, eicarPdf(), "bank.pdf");
    expect(answer.location).toMatch(/received=/);
    const { repos, close } = documentRows();
    try {
      const [document] = repos.files.documentsForItem(item);
      await waitForScan(document!.id);
      const after = repos.files.document(document!.id)!;
      expect(after).toMatchObject({ scan: "infected", objectKey: null });
      expect(after.signature).toMatch(/Eicar/);
      expect(repos.files.item(item)?.state).toBe("missing");
      expect(repos.emails.emailsForRequest(request.requestId).map((e) => e.kind)).toEqual(
        expect.arrayContaining(["malware-client", "malware-staff"]),
      );
      // Removed from storage: the object file is gone.
      await expect.poll(() => repos.retention.queuedRemovals().length, { timeout: 10_000 }).toBe(0);
    } finally {
      close();
    }
  });

  it("refuses an oversized file from its Content-Length, before reading the body", async () => {
    const item = request.itemIds[4]!;
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/documents/${request.token}/items/${item}`, {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(50 * MB),
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      });
      req.on("error", reject);
      req.write("--x\r\n");
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toContain("refused=too-large");
  });

  it("stops an oversized upload without a length as it streams; memory does not grow by its size", async () => {
    const pid = server.process.pid!;
    const before = peakMemory(pid);
    const item = request.itemIds[4]!;
    const total = 150 * MB;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/documents/${request.token}/items/${item}`, {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "transfer-encoding": "chunked",
        },
      });
      let answered = 0;
      req.on("response", (res) => {
        res.resume();
        answered = res.statusCode ?? 0;
        resolve(answered);
      });
      req.on("error", () => (answered ? resolve(answered) : reject(new Error("no answer"))));
      req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n\r\n');
      req.write(pdf());
      const chunk = Buffer.alloc(MB, 32);
      let sent = 0;
      const more = () => {
        while (sent < total && !answered) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", more);
        }
        if (!answered) req.end("\r\n--x--\r\n");
      };
      more();
    });
    expect(status).toBe(303);
    const growth = peakMemory(pid) - before;
    expect(growth).toBeLessThan(40 * MB);
  });

  it("resumes a tus upload after the connection is cut, and stores it whole", async () => {
    const item = request.itemIds[1]!;
    const file = pdf(`Passport of Asha Persaud ${"x".repeat(300_000)}`);
    const headers = { "tus-resumable": "1.0.0", "document-token": request.token };
    const created = await fetch(`${server.url}/documents/uploads`, {
      method: "POST",
      headers: {
        ...headers,
        "upload-length": String(file.length),
        "upload-metadata": `itemId ${Buffer.from(String(item)).toString("base64")},filename ${Buffer.from("passport.pdf").toString("base64")}`,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = new URL(created.headers.get("location")!, server.url).href;
    // First piece, cut off part-way: 100 kB of 300 kB are sent, and once the server has
    // encrypted some of them to disk, the connection is destroyed.
    // PATCH through POST with X-HTTP-Method-Override, as the upload page's tus client sends it
    // (the site answers only GET, HEAD and POST: docs/OPERATIONS.md#contact-form-limits).
    const req = http.request(location, {
      method: "POST",
      headers: {
        ...headers,
        "x-http-method-override": "PATCH",
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
        "content-length": String(file.length),
      },
    });
    const cut = new Promise<void>((resolve) => req.on("error", () => resolve()));
    req.write(file.subarray(0, 100_000));
    await expect
      .poll(() =>
        filesUnder(`${server.dataDir}/documents/incoming`).reduce((n, f) => n + f.bytes.length, 0),
      )
      .toBeGreaterThan(0);
    req.destroy();
    await cut;
    let offset = 0;
    await expect
      .poll(async () => {
        const head = await fetch(location, { method: "HEAD", headers });
        offset = Number(head.headers.get("upload-offset"));
        return offset;
      })
      .toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(100_000);
    // Nothing of the partial upload is on disk in the clear.
    for (const { bytes } of filesUnder(server.dataDir))
      expect(bytes.includes(Buffer.from("Passport of Asha Persaud"))).toBe(false);
    const rest = await fetch(location, {
      method: "POST",
      headers: {
        ...headers,
        "x-http-method-override": "PATCH",
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
      },
      body: new Uint8Array(file.subarray(offset)),
    });
    expect(rest.status).toBe(204);
    const documentId = Number(rest.headers.get("document-id"));
    const { repos, services, close } = documentRows();
    try {
      const stored = await buffer(await services.open(repos.files.document(documentId)!));
      expect(stored.equals(file)).toBe(true);
    } finally {
      close();
    }
    // Another link's token cannot see or continue an upload.
    const other = await fetch(location, {
      method: "HEAD",
      headers: { ...headers, "document-token": "x".repeat(43) },
    });
    expect(other.status).toBe(404);
  });

  it("refuses a tus upload over the limit from its declared length, before any byte", async () => {
    const answer = await fetch(`${server.url}/documents/uploads`, {
      method: "POST",
      headers: {
        "tus-resumable": "1.0.0",
        "document-token": request.token,
        "upload-length": String(6 * MB),
        "upload-metadata": `itemId ${Buffer.from(String(request.itemIds[0])).toString("base64")}`,
      },
    });
    expect(answer.status).toBe(413);
    // The site's sentence, not @tus/server's "Maximum size exceeded" (docs/STANDARDS.md#tus): a
    // stock tus client shows it as it is.
    expect((await answer.text()).trim()).toBe(
      "This file is larger than 5.0 MB, the limit for one file. Send a smaller scan, or split it.",
    );
  });

  it("answers 404, revealing nothing, for a revoked or expired link", async () => {
    const other = seedRequest(server.dataDir, { email: "second@example.com" });
    const { services, repos, db, close } = documentRows();
    try {
      services.revoke(other.requestId);
      const revoked = await postForm(server.url, other.token, other.itemIds[0]!, pdf(), "a.pdf");
      expect(revoked.status).toBe(404);
      const third = seedRequest(server.dataDir, { email: "third@example.com" });
      db.prepare("UPDATE document_requests SET expires_at = ? WHERE id = ?").run(
        Date.now() - 1,
        third.requestId,
      );
      const expired = await postForm(server.url, third.token, third.itemIds[0]!, pdf(), "a.pdf");
      expect(expired.status).toBe(404);
      expect(repos.files.documentsForItem(third.itemIds[0]!)).toEqual([]);
      const unknown = await postForm(server.url, "A".repeat(43), 1, pdf(), "a.pdf");
      expect(unknown.status).toBe(404);
    } finally {
      close();
    }
  });

  it("never logs file names or tokens", () => {
    const log = server.output();
    expect(log).not.toContain("IMG_2041");
    expect(log).not.toContain("passport.pdf");
    expect(log).not.toContain(request.token);
    expect(log).toContain('"event":"document_received"');
  });
});

describe("the master key at start-up (docs/DOCUMENTS.md#the-master-key)", () => {
  // Four server starts: generous on a shared machine.
  it("stops the server with a clear message when the key is wrong or missing", {
    timeout: 240_000,
  }, async () => {
    const first = await startServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
    await first.stop();
    // Something encrypted with the key: an upload begun (its data key is wrapped by the key).
    const seeded = seedRequest(first.dataDir);
    const { services, close } = testServices(first.dataDir);
    services.createUpload({
      id: "0".repeat(32),
      itemId: seeded.itemIds[0]!,
      fileName: "a.pdf",
      declaredBytes: 10,
    });
    close();
    try {
      const wrong = Buffer.alloc(32, 9).toString("base64");
      await expect(startServer({ DOCUMENTS_MASTER_KEY: wrong }, first.dataDir)).rejects.toThrow(
        /server exited with 1[\s\S]*is not the key the stored documents were encrypted with/,
      );
      await expect(startServer({}, first.dataDir)).rejects.toThrow(
        /server exited with 1[\s\S]*no key is configured: set DOCUMENTS_MASTER_KEY or DOCUMENTS_KEY_FILE/,
      );
      await expect(startServer({ DOCUMENTS_MASTER_KEY: "short" })).rejects.toThrow(
        /DOCUMENTS_MASTER_KEY: must be 32 random bytes/,
      );
    } finally {
      const { rmSync } = await import("node:fs");
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it("creates its own key file on a fresh machine, so npm start works with nothing set", async () => {
    const fresh = await startServer({});
    try {
      expect(fresh.output()).toContain('"event":"documents_key_created"');
      const key = readFileSync(`${fresh.dataDir}/keys/documents-master.key`, "utf8").trim();
      expect(key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
      expect(fresh.output()).not.toContain(key);
    } finally {
      await fresh.stop({ removeData: true });
    }
  });
});

describe("the upload limit, keyed to the route (docs/DOCUMENTS.md#limits-and-logs)", () => {
  it("counts every spelling of the upload addresses together, then answers 429 with the route's headers", async () => {
    const server = await startServer({
      DOCUMENTS_MASTER_KEY: testMasterKey,
      DOCUMENTS_UPLOAD_RATE_LIMIT: "10",
    });
    try {
      const { token, itemIds } = seedRequest(server.dataDir);
      // Ten upload requests in four spellings of three upload routes (tus creation, one tus
      // upload, the plain form): each is answered by the upload handler, none by the limit.
      const spellings = [
        "/documents/uploads",
        "/Documents/Uploads",
        "/documents/uploads/",
        `/documents/uploads/${"0".repeat(32)}`,
        `/%64ocuments/uploads/${"0".repeat(32)}`,
        `/documents/${token}/items/${itemIds[0]}`,
        `/documents/${token}/items/${itemIds[0]}/`,
      ];
      for (let i = 0; i < 10; i++) {
        const answer = await fetch(`${server.url}${spellings[i % spellings.length]}`, {
          method: "POST",
          redirect: "manual",
        });
        await answer.arrayBuffer();
        expect(answer.status).not.toBe(429);
        expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      }
      const limited = await fetch(`${server.url}/DOCUMENTS/uploads`, { method: "POST" });
      expect(limited.status).toBe(429);
      expect(await limited.text()).toContain("Too many uploads");
      expect(limited.headers.get("cache-control")).toBe("no-store");
      expect(limited.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(limited.headers.get("referrer-policy")).toBe("no-referrer");
      // The client's page itself is not an upload: it still opens.
      const page = await fetch(`${server.url}/documents/${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    } finally {
      await server.stop({ removeData: true });
    }
  });
});
