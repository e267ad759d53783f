/**
 * The documents' background work runs one pass at a time (docs/DOCUMENTS.md#malware-scanning):
 * whatever wakes it during a pass (retention, which runs inside the first pass of the day) waits
 * for that pass to end, so no file is scanned twice at once and `stop()` returns only once
 * nothing is running.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, expect, it } from "vitest";
import { pdf } from "../../tests/support/document-files";
import { seedRequest, testMasterKey, testServices } from "../../tests/support/documents";
import { SiteDatabase } from "../db/database.server";
import type { MalwareScanner } from "./clamd-client.server";

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "documents-worker-"));
  SiteDatabase.open(dataDir).close();
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it("scans a file once when retention wakes the worker in the middle of its pass", async () => {
  // A file received while no scanner was set up, queued for its scan when one is.
  const { token, itemIds } = seedRequest(dataDir);
  const before = testServices(dataDir);
  await before.services.receive({
    token,
    itemId: itemIds[0]!,
    fileName: "agreement.pdf",
    body: Readable.from(pdf()),
  });
  before.close();

  const scans: number[] = [];
  const scanner: MalwareScanner = {
    description: "a scanner that counts",
    ping: async () => {},
    async scan(stream) {
      scans.push(scans.length + 1);
      for await (const _ of stream);
      return { clean: true };
    },
  };
  const { services, close } = testServices(dataDir, testMasterKey, {}, scanner);
  // The first pass applies retention (it has not run today), which wakes the worker mid-pass.
  services.start();
  await services.settled();
  await services.stop();
  close();

  expect(scans).toEqual([1]);
});
