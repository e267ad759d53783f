/**
 * A checklist item's upload form in the form system (app/components/forms/README.md,
 * docs/DOCUMENTS.md#the-clients-page): with JavaScript its schema asks for a file under the field
 * before anything is sent; without, the server's refusal on the page describes the file control
 * (WCAG 3.3.1).
 */
import { afterAll, beforeAll, expect } from "vitest";
import { DESKTOP, it, PHONE } from "../support/browser";
import { seedRequest, testMasterKey } from "../support/documents";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DOCUMENTS_MASTER_KEY: testMasterKey });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

/** The texts an element is described by, in order. */
const descriptions = (el: Element) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim());

it("with JavaScript, asks for a file under the field and sends nothing", async ({ open }) => {
  const request = seedRequest(server.dataDir);
  const [first] = request.itemIds;
  let uploads = 0;
  const { page } = await open(`/documents/${request.token}`, {
    baseUrl: server.url,
    viewport: DESKTOP,
    beforeOpen: async (_page, context) => {
      await context.route("**/documents/uploads**", (route) => {
        uploads++;
        return route.continue();
      });
    },
  });
  const item = page.locator(`#item-${first}`);
  const input = item.getByLabel(/^Add a file or photo for/);
  await item.getByRole("button", { name: "Send this file" }).click();
  await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
  expect(await input.evaluate(descriptions)).toEqual([
    "Please choose a file or take a photo to send.",
  ]);
  // Conform moved focus to the field (WCAG 3.3.1, 2.4.3).
  expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(uploads).toBe(0);
});

it("without JavaScript, the refusal of an item's last file describes its file control", async ({
  open,
}) => {
  const request = seedRequest(server.dataDir);
  const [first, second] = request.itemIds;
  const { page } = await open(`/documents/${request.token}?refused=empty&item=${first}`, {
    baseUrl: server.url,
    viewport: PHONE,
    javaScript: false,
  });
  const input = page.locator(`#item-${first}`).getByLabel(/^Add a file or photo for/);
  expect(await input.getAttribute("aria-invalid")).toBe("true");
  expect(await input.getAttribute("required")).not.toBeNull();
  expect(await input.evaluate(descriptions)).toEqual([
    "This file is empty. Choose the file again, or take a new photo.",
  ]);
  const other = page.locator(`#item-${second}`).getByLabel(/^Add a file or photo for/);
  expect(await other.getAttribute("aria-invalid")).toBeNull();
  expect(await other.getAttribute("aria-describedby")).toBeNull();
});
