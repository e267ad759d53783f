/**
 * A file over the limit sent without JavaScript (docs/DOCUMENTS.md#checks-on-arrival): the server
 * refuses it from its Content-Length, but reads and drops the rest of the body before answering,
 * so the browser, still sending, gets the documents page with the refusal instead of a connection
 * reset ("This site can't be reached").
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { it, PHONE } from "../support/browser";
import { pdf } from "../support/document-files";
import { seedRequest, testMasterKey } from "../support/documents";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  server = await startServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
  dir = mkdtempSync(path.join(tmpdir(), "documents-too-large-"));
});
afterAll(async () => {
  await server?.stop({ removeData: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("without JavaScript, a 27 MB PDF (the limit is 25 MB) comes back as the page with the refusal", async ({
  open,
}) => {
  const request = seedRequest(server.dataDir);
  const [first] = request.itemIds;
  // A real PDF's start, padded to 27 MB: made here, never committed.
  const file = path.join(dir, "scan.pdf");
  const head = pdf();
  const big = Buffer.alloc(27 * 1_000_000, 0x20);
  head.copy(big);
  writeFileSync(file, big);

  const { page } = await open(`/documents/${request.token}`, {
    baseUrl: server.url,
    viewport: PHONE,
    javaScript: false,
  });
  const item = page.locator(`#item-${first}`);
  await item.locator('input[type="file"]').setInputFiles(file);
  const form = page.url();
  await item.getByRole("button", { name: "Send this file" }).click();
  // A connection reset while the browser is still sending ends on Chromium's error page
  // (chrome-error://chromewebdata/) instead.
  await page.waitForURL((url) => url.href !== form, { timeout: 30_000 });
  expect(page.url()).toMatch(
    /\/documents\/[A-Za-z0-9_-]{43}\?refused=too-large&item=\d+#item-\d+$/,
  );
  await expect
    .poll(() => page.locator(`#item-${first}`).textContent())
    .toContain("This file is larger than 25 MB, the limit for one file.");
});
