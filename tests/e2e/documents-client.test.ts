/**
 * The client's page behind a document request's link (docs/DOCUMENTS.md#the-clients-page), on a
 * server of its own (a known master key and ClamAV's daemon): without JavaScript on a phone, with
 * it on a desktop, an upload resumed after its connection is cut, and a revoked link. The whole
 * journey (the desk's request, the upload, the receipt, the desk's checklist) at both widths, with
 * and without JavaScript, is in documents-desk.test.ts.
 */
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";
import { hasGpsMetadata, jpegWithGps, pdf, svgDrawing } from "../support/document-files";
import { seedRequest, testMasterKey, testServices } from "../support/documents";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    DOCUMENTS_MASTER_KEY: testMasterKey,
    CLAMD_ADDRESS: inject("clamdSocket"),
  });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

function storedFiles(itemId: number) {
  const { repos, services, close } = testServices(server.dataDir);
  return { documents: repos.files.documentsForItem(itemId), repos, services, close };
}

it("works without JavaScript on a phone: a photo sent, GPS removed, an SVG refused in plain words", async ({
  open,
}) => {
  const request = seedRequest(server.dataDir);
  const [first, second] = request.itemIds;
  const { page } = await open(`/documents/${request.token}`, {
    baseUrl: server.url,
    viewport: PHONE,
    javaScript: false,
  });
  await expect.poll(() => page.locator("h1").textContent()).toContain("Buying a home");
  await expect
    .poll(() => page.getByRole("status").first().textContent())
    .toMatch(/0 of 5 items received; 3 still needed, and 2 items marked “if you have it”/);
  // An optional item's heading reads with a space before its mark, as a screen reader or a copy
  // gets it, not "Label(if you have it)".
  const headings = await page.locator("li[id^=item-] h2").allTextContents();
  expect(headings.filter((h) => h.endsWith(" (if you have it)"))).toHaveLength(2);
  expect(headings.filter((h) => /\S\(if you have it\)/.test(h))).toEqual([]);

  const item = page.locator(`#item-${first}`);
  await item.locator('input[type="file"]').setInputFiles({
    name: "IMG_0412.jpg",
    mimeType: "image/jpeg",
    buffer: await jpegWithGps(),
  });
  await item.getByRole("button", { name: "Send this file" }).click();
  await page.waitForURL(/received=/);
  const sent = page.locator(`#item-${first}`);
  await expect.poll(() => sent.textContent()).toContain("Your file was received");
  expect(await sent.textContent()).toContain("IMG_0412.jpg");
  expect(await sent.textContent()).toContain("Received");

  const other = page.locator(`#item-${second}`);
  await other.locator('input[type="file"]').setInputFiles({
    name: "passport.png",
    mimeType: "image/png",
    buffer: svgDrawing,
  });
  await other.getByRole("button", { name: "Send this file" }).click();
  await page.waitForURL(/refused=type/);
  await expect
    .poll(() => page.locator(`#item-${second}`).getByRole("alert").first().textContent())
    .toContain("This file is an SVG drawing, which we do not accept");

  const { documents, services, close } = storedFiles(first!);
  try {
    expect(documents).toHaveLength(1);
    const stored = await buffer(await services.open(documents[0]!));
    expect(await hasGpsMetadata(stored)).toBe(false);
  } finally {
    close();
  }
});

it("with JavaScript on a desktop: resumes an upload after its connection is cut, then shows it received", async ({
  open,
}) => {
  const request = seedRequest(server.dataDir, { email: "resume@example.com" });
  const itemId = request.itemIds[2]!;
  const file = pdf(`Mortgage commitment ${"0".repeat(5_000_000)}`);
  let patches = 0;
  let cut = false;
  const offsets: number[] = [];
  const { page } = await open(`/documents/${request.token}`, {
    baseUrl: server.url,
    viewport: DESKTOP,
    allowProblems: /ERR_CONNECTION_RESET|Failed to load resource/,
    beforeOpen: async (_page, context) => {
      await context.route("**/documents/uploads/*", async (route) => {
        const req = route.request();
        if (req.method() === "POST" && req.headers()["x-http-method-override"] === "PATCH") {
          patches++;
          // The second piece never arrives: the connection drops, as on a phone in a lift.
          if (patches === 2 && !cut) {
            cut = true;
            return route.abort("connectionreset");
          }
        }
        const response = await route.fetch();
        if (req.method() === "HEAD") offsets.push(Number(response.headers()["upload-offset"]));
        return route.fulfill({ response });
      });
    },
  });
  await expectNoAxeViolations(page);
  const item = page.locator(`#item-${itemId}`);
  await item.locator('input[type="file"]').setInputFiles({
    name: "commitment.pdf",
    mimeType: "application/pdf",
    buffer: file,
  });
  await item.getByRole("button", { name: "Send this file" }).click();
  await expect
    .poll(() => item.getByRole("status").textContent(), { timeout: 30_000 })
    .toContain("commitment.pdf was received.");
  // After the cut, the client asked where to resume and went on from the first piece's end.
  expect(cut).toBe(true);
  expect(offsets.some((o) => o >= 2 * 1024 * 1024)).toBe(true);
  await expect.poll(() => item.textContent()).toContain("Received");
  const { documents, services, close } = storedFiles(itemId);
  try {
    const stored = await buffer(await services.open(documents[0]!));
    expect(stored.equals(file)).toBe(true);
  } finally {
    close();
  }
});

it("answers 404 for a revoked link and shows nothing of the request", async ({ open }) => {
  const request = seedRequest(server.dataDir, { email: "revoked@example.com" });
  const { services, close } = testServices(server.dataDir);
  services.revoke(request.requestId);
  close();
  const { page, response } = await open(`/documents/${request.token}`, {
    baseUrl: server.url,
    viewport: PHONE,
    allowProblems: /404/,
  });
  expect(response?.status()).toBe(404);
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).not.toContain("Buying a home");
  expect(text).not.toContain("Asha");
});
