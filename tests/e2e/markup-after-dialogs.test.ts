/**
 * Valid markup as scripts leave it (docs/STANDARDS.md#html-and-structured-data): the W3C Nu Html
 * Checker finds no error and no warning in the DOM after each dialog opens (site search, the
 * booking dialog, the desk's keyboard help) and on the desk's pages once they run, signed in. A
 * modal dialog hides the rest of the page from assistive technology; nothing it marks may be an
 * element that cannot carry `aria-hidden` (a `<template>`, a `<noscript>`).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { bookingHref, firm } from "~/content/firm";
import type { Repositories } from "~/db/repositories.server";
import { it, stubThirdParty, waitForHydration } from "../support/browser";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";
import { checkHtml } from "../support/vnu";

let server: RunningServer & { base: string };
let db: Repositories;
let session: string;
let inquiryId: number;
let bookingId: number;

beforeAll(async () => {
  server = await startDeskServer();
  db = openDatabase(server.dataDir);
  inquiryId = db.messages.save({
    firstName: "Ada",
    lastName: "Example",
    email: "ada@example.com",
    message: "I am buying a condo in Etobicoke and would like a quote.",
  } as never);
  const startsAt = Date.now() + 7 * 24 * 3_600_000;
  bookingId = db.bookings.insert({
    uid: "markup-after-dialogs",
    messageId: inquiryId,
    consultationType: firm.booking.consultationTypes[0]?.id ?? "",
    lawyer: firm.lawyers[0]?.key ?? ("" as never),
    startsAt,
    endsAt: startsAt + 15 * 60_000,
    method: "phone",
    status: "confirmed",
    firstName: "Ada",
    lastName: "Example",
    email: "ada@example.com",
    phone: "416 555 0199",
    serviceType: null,
    note: null,
    otherParties: null,
    visitorTimeZone: null,
    consentTextVersion: "2026-11-23",
    consentAt: Date.now(),
    createdAt: Date.now(),
    createdBy: null,
  });
  session = db.staff.createSession(db.staff.addStaff("markup@example.com", "Mark Up").id);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

/** The document as the page's scripts leave it. */
const domOf = (page: Page) =>
  page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

/** Elements a dialog marked hidden that cannot carry aria-hidden (ARIA in HTML). */
const misplacedHidden = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("template[aria-hidden], noscript[aria-hidden]")].map(
      (e) => `${e.localName} in ${e.parentElement?.localName}: ${e.outerHTML.slice(0, 80)}`,
    ),
  );

describe("markup as scripts leave it", () => {
  it("has no error or warning after the search dialog and the booking dialog open", {
    timeout: 240_000,
  }, async ({ open }) => {
    const documents: Record<string, string> = {};
    const { page } = await open("/", { baseUrl: server.base, beforeOpen: stubThirdParty });
    await page.locator("[data-search-open]").first().click();
    await page.getByRole("dialog", { name: "Search this website" }).waitFor();
    expect(await misplacedHidden(page)).toEqual([]);
    documents["search-dialog"] = await domOf(page);

    await page.goto(server.base + bookingHref);
    await waitForHydration(page);
    await page.getByRole("dialog", { name: "Book a free consultation" }).waitFor();
    expect(await misplacedHidden(page)).toEqual([]);
    documents["booking-dialog"] = await domOf(page);

    // The page behind the booking dialog is locked by CSS alone: no `<style>` added to the
    // document (Radix's own lock added `<style type="text/css">`, which the checker warns about).
    expect(await page.evaluate(() => document.body.hasAttribute("data-scroll-locked"))).toBe(true);
    expect(documents["booking-dialog"]).not.toMatch(/<style[^>]*type=/);

    const report = await checkHtml(documents);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it("has no error or warning on the desk's pages, signed in, and with its keyboard help open", {
    timeout: 240_000,
  }, async ({ open }) => {
    const documents: Record<string, string> = {};
    const { page } = await open("/desk", {
      baseUrl: server.base,
      context: { extraHTTPHeaders: { cookie: `__Host-desk-session=${session}` } },
    });
    for (const path of [
      "/desk",
      `/desk/inquiries/${inquiryId}`,
      "/desk/agenda",
      `/desk/bookings/${bookingId}`,
      "/desk/overview",
      "/desk/account",
      "/desk/privacy",
    ]) {
      if (path !== "/desk") await page.goto(server.base + path);
      await waitForHydration(page);
      documents[path] = await domOf(page);
    }
    await page.goto(`${server.base}/desk/inquiries/${inquiryId}`);
    await waitForHydration(page);
    await page.keyboard.press("?");
    await page.getByRole("dialog").first().waitFor();
    expect(await misplacedHidden(page)).toEqual([]);
    documents["keyboard-help"] = await domOf(page);

    const report = await checkHtml(documents);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });
});
