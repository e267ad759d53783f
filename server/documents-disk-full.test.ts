/**
 * A full disk or database while a document arrives (docs/DOCUMENTS.md#when-the-disk-is-full): the
 * answer is 507 with plain words, never the error's own text; nothing is recorded as received; a
 * resumable upload is left below its length (never complete without its document), so the stock
 * tus client sends the rest again once there is room, and the file is stored once. The failures are
 * injected into the real upload endpoint (app/documents/document-upload-endpoints.server.ts) and the real documents service: the
 * storage's write fails with ENOSPC, the database's insert with SQLITE_FULL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import express from "express";
import { Upload } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteDatabase } from "~/db/database.server";
import { storageFullMessage } from "~/documents/document-tus.server";
import { mountDocuments } from "~/documents/document-upload-endpoints.server";
import { pdf } from "../tests/support/document-files";
import { filesUnder, seedRequest, testServices } from "../tests/support/documents";

let dataDir: string;
let services: ReturnType<typeof testServices>;
let request: ReturnType<typeof seedRequest>;
let listener: Server;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "documents-disk-full-"));
  SiteDatabase.open(dataDir).close();
  request = seedRequest(dataDir);
  services = testServices(dataDir);
  const app = express();
  const log = (event: string, fields?: object) => logged.push(`${event} ${JSON.stringify(fields)}`);
  mountDocuments(app, {
    documents: services.services,
    logger: { info: log, warn: log, error: log },
  });
  await new Promise<void>((resolve) => {
    listener = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = listener.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  await services?.services.stop();
  services?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const enospc = () =>
  Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
const sqliteFull = () =>
  Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

/** Makes one of the service's parts fail as a full disk would, until `restore()`. */
function inject<T extends object, K extends keyof T>(target: T, key: K, error: () => Error) {
  const original = target[key];
  target[key] = ((..._args: unknown[]) => {
    throw error();
  }) as T[K];
  return {
    restore() {
      target[key] = original;
    },
  };
}

/** The stock tus client, without retries: resolves with its URL, or the answer that stopped it. */
function upload(
  file: Buffer,
  itemId: number,
  options: { uploadUrl?: string; chunkSize?: number } = {},
): Promise<{ url: string | null; status: number; body: string }> {
  return new Promise((resolve) => {
    const tus: Upload = new Upload(file, {
      endpoint: `${base}/documents/uploads`,
      uploadUrl: options.uploadUrl,
      headers: { "Document-Token": request.token },
      metadata: { itemId: String(itemId), filename: "statement.pdf" },
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: [],
      onSuccess: () => resolve({ url: tus.url, status: 204, body: "" }),
      onError: (error) => {
        const response = "originalResponse" in error ? error.originalResponse : null;
        resolve({
          url: tus.url,
          status: response?.getStatus() ?? 0,
          body: response?.getBody() ?? "",
        });
      },
    });
    tus.start();
  });
}

async function offsetOf(url: string): Promise<number> {
  const answer = await fetch(url, {
    method: "HEAD",
    headers: { "Tus-Resumable": "1.0.0", "Document-Token": request.token },
  });
  expect(answer.status).toBe(200);
  return Number(answer.headers.get("upload-offset"));
}

const documentsOf = (itemId: number) => services.repos.files.documentsForItem(itemId);
const storedObjects = () => filesUnder(path.join(dataDir, "documents", "objects"));

describe("a full disk during a resumable upload", () => {
  it("answers 507 in plain words, keeps the offset below the length, and stores the file once when there is room", async () => {
    const item = request.itemIds[0]!;
    const file = pdf(`Bank statement ${"x".repeat(200_000)}`);
    const full = inject(services.services.storage, "write", enospc);
    const failed = await upload(file, item);
    full.restore();
    expect(failed.status).toBe(507);
    expect(failed.body).toBe(storageFullMessage);
    expect(failed.body).not.toMatch(/ENOSPC|no space|errno/i);
    // Not complete: the client (and any client asking) knows the file is not received.
    expect(await offsetOf(failed.url!)).toBeLessThan(file.length);
    expect(documentsOf(item)).toEqual([]);
    expect(services.repos.files.item(item)?.state).toBe("missing");

    // Room again: the same upload, continued, is stored once.
    const again = await upload(file, item, { uploadUrl: failed.url! });
    expect(again.status).toBe(204);
    expect(await offsetOf(failed.url!)).toBe(file.length);
    const documents = documentsOf(item);
    expect(documents).toHaveLength(1);
    const stored = await buffer(await services.services.open(documents[0]!));
    expect(stored.equals(file)).toBe(true);
  });

  it("answers 507 when the database is full as the document is recorded, and leaves no stored object behind", async () => {
    const item = request.itemIds[1]!;
    const file = pdf(`Pay stub ${"y".repeat(250_000)}`);
    const objectsBefore = storedObjects().length;
    const full = inject(services.repos.files, "addDocument", sqliteFull);
    const failed = await upload(file, item, { chunkSize: 100_000 });
    full.restore();
    expect(failed.status).toBe(507);
    expect(failed.body).not.toMatch(/database or disk is full|SQLITE/i);
    const offset = await offsetOf(failed.url!);
    // The last piece is not counted: the client sends it again.
    expect(offset).toBe(200_000);
    expect(documentsOf(item)).toEqual([]);
    expect(storedObjects()).toHaveLength(objectsBefore);

    const again = await upload(file, item, { uploadUrl: failed.url!, chunkSize: 100_000 });
    expect(again.status).toBe(204);
    expect(documentsOf(item)).toHaveLength(1);
  });

  it("answers 507 when the database is full as an upload is created", async () => {
    const full = inject(services.repos.uploads, "createUpload", sqliteFull);
    const failed = await upload(pdf("Lease"), request.itemIds[2]!);
    full.restore();
    expect(failed.status).toBe(507);
    expect(failed.body).toBe(storageFullMessage);
    expect(failed.url).toBeNull();
  });

  it("sends the page without JavaScript back with a plain refusal when the disk is full", async () => {
    const item = request.itemIds[3]!;
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(pdf("Identification"))]), "id.pdf");
    const full = inject(services.services.storage, "write", enospc);
    const answer = await fetch(`${base}/documents/${request.token}/items/${item}`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    full.restore();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toContain(`refused=storage-full&item=${item}`);
    expect(documentsOf(item)).toEqual([]);
    // No error's own text reaches the log either: an event name only.
    expect(logged.join("\n")).not.toMatch(/ENOSPC|no space/);
  });
});
