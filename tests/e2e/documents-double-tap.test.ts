/**
 * The client's "Send this file" with JavaScript (docs/DOCUMENTS.md#the-clients-page): while a file
 * is on its way the button is disabled and the form busy, so a double tap sends it once; after a
 * failure the button works again; and a chosen file of 0 bytes is called empty, not "no file".
 * The server's own answer to the same file twice is in tests/server/documents-duplicate.test.ts.
 */
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { DESKTOP, expectNoAxeViolations, it, PHONE } from "../support/browser";
import { pdf } from "../support/document-files";
import { documentsOf, seedRequest, testMasterKey } from "../support/documents";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const choose = (item: Locator, name: string, buffer: Buffer) =>
  item.locator('input[type="file"]').setInputFiles({ name, mimeType: "application/pdf", buffer });

it("a double tap on Send this file sends the file once: the button is disabled and the form busy while it goes", async ({
  open,
}) => {
  const request = seedRequest(server.dataDir, { email: "double-tap@example.com" });
  const itemId = request.itemIds[0]!;
  let creations = 0;
  // The creation of the upload is held until the test has looked at the page while it sends.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { page } = await open(`/documents/${request.token}`, {
    baseUrl: server.url,
    viewport: PHONE,
    beforeOpen: async (_page, context) => {
      await context.route("**/documents/uploads", async (route) => {
        if (route.request().method() === "POST") {
          creations++;
          await held;
        }
        await route.continue();
      });
    },
  });
  const item = page.locator(`#item-${itemId}`);
  const button = item.getByRole("button", { name: "Send this file" });
  await choose(item, "agreement.pdf", pdf("Agreement of purchase and sale, signed"));
  await button.dblclick();
  await expect.poll(() => creations).toBe(1);
  expect(await button.isDisabled()).toBe(true);
  expect(await item.locator("form").getAttribute("aria-busy")).toBe("true");
  await expectNoAxeViolations(page);
  // Pressed again while it sends: nothing more goes.
  await button.click({ force: true });
  release();
  await expect
    .poll(() => item.getByRole("status").textContent(), { timeout: 30_000 })
    .toContain("agreement.pdf was received.");
  await expect.poll(() => button.isEnabled()).toBe(true);
  expect(await item.locator("form").getAttribute("aria-busy")).toBeNull();
  expect(creations).toBe(1);
  expect(documentsOf(server.dataDir, itemId)).toHaveLength(1);
});

it("after a failed sending the button works again", async ({ open }) => {
  const request = seedRequest(server.dataDir, { email: "refused-upload@example.com" });
  const itemId = request.itemIds[1]!;
  let creations = 0;
  const { page } = await open(`/documents/${request.token}`, {
    baseUrl: server.url,
    viewport: DESKTOP,
    allowProblems: /Failed to load resource.*400/,
    beforeOpen: async (_page, context) => {
      await context.route("**/documents/uploads", async (route) => {
        creations++;
        // The first sending is refused (a 4xx the page does not retry); the second goes through.
        if (creations === 1)
          return route.fulfill({ status: 400, body: "This upload could not be started." });
        return route.continue();
      });
    },
  });
  const item = page.locator(`#item-${itemId}`);
  const button = item.getByRole("button", { name: "Send this file" });
  await choose(item, "id.pdf", pdf("Photo ID"));
  await button.click();
  await expect
    .poll(() => item.getByRole("alert").last().textContent())
    .toContain("id.pdf: This upload could not be started.");
  await expect.poll(() => button.isEnabled()).toBe(true);
  await choose(item, "id.pdf", pdf("Photo ID"));
  await button.click();
  await expect
    .poll(() => item.getByRole("status").textContent(), { timeout: 30_000 })
    .toContain("id.pdf was received.");
  expect(documentsOf(server.dataDir, itemId)).toHaveLength(1);
});

it("a chosen file of 0 bytes is called empty, under the field, and nothing is sent", async ({
  open,
}) => {
  const request = seedRequest(server.dataDir, { email: "empty-file@example.com" });
  const itemId = request.itemIds[2]!;
  let creations = 0;
  const { page } = await open(`/documents/${request.token}`, {
    baseUrl: server.url,
    viewport: PHONE,
    beforeOpen: async (_page, context) => {
      await context.route("**/documents/uploads", async (route) => {
        creations++;
        await route.continue();
      });
    },
  });
  const item = page.locator(`#item-${itemId}`);
  const input = item.locator('input[type="file"]');
  await choose(item, "passport.pdf", Buffer.alloc(0));
  await item.getByRole("button", { name: "Send this file" }).click();
  await expect.poll(() => item.textContent()).toContain("This file is empty.");
  expect(await item.textContent()).not.toContain("Please choose a file");
  expect(await input.getAttribute("aria-invalid")).toBe("true");
  const described = (await input.getAttribute("aria-describedby")) ?? "";
  const error = await page.locator(`[id="${described.split(" ")[0]}"]`).textContent();
  expect(error).toContain("This file is empty.");
  expect(creations).toBe(0);
  expect(documentsOf(server.dataDir, itemId)).toHaveLength(0);
  await expectNoAxeViolations(page);
});
