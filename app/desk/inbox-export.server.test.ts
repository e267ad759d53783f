/**
 * The inbox's export (docs/DESK.md#the-inbox): the CSV lists exactly the inquiries the inbox lists
 * for the same query, narrowed by stage and by who it waits for as the list is, on every page.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentConsentVersion } from "~/contact/contact-schema";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import { ClientJourneys } from "./client-journeys.server";
import { inquiryListCsv } from "./desk-export";
import { exportedInquiries } from "./inbox-export.server";

let dir: string;
let repos: Repositories;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "inbox-export-"));
  repos = repositories(SiteDatabase.open(dir));
});
afterEach(() => {
  repos.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const t0 = Date.UTC(2026, 10, 20, 15);
const now = t0 + 86_400_000;

function inquiry(firstName: string, at: number) {
  return repos.messages.save(
    {
      firstName,
      lastName: "Silva",
      email: `${firstName.toLowerCase()}@example.com`,
      phone: undefined,
      serviceType: "real-estate",
      message: "Buying a condo.",
      referralSource: undefined,
      referralOther: undefined,
      consent: currentConsentVersion,
    },
    at,
  );
}

function letter(messageId: number, at: { sent: number; signed?: number }) {
  repos.db.sqlite
    .prepare(
      `INSERT INTO engagement_letters (message_id, template, title, client_name, client_email,
         wrapped_key, key_id, content, created_at, updated_at, sent_at, signed_at)
       VALUES (?, 'purchase', 'Purchase', 'Ana Silva', 'ana@example.com', x'00', 'k', x'00', 1, 1, ?, ?)`,
    )
    .run(messageId, at.sent, at.signed ?? null);
}

describe("the inbox's export", () => {
  it("exports the rows the inbox lists: by stage, by who it waits for, by view and search", () => {
    const dana = repos.staff.addStaff("dana@example.com", "Dana Reyes");
    const fresh = inquiry("Fresh", t0);
    const sent = inquiry("Sent", t0 + 60_000);
    const signed = inquiry("Signed", t0 + 120_000);
    letter(sent, { sent: t0 + 3_600_000 });
    letter(signed, { sent: t0 + 3_600_000, signed: t0 + 7_200_000 });
    repos.inquiries.assign(signed, dana.id, dana.id);
    const desk = { ...repos, journeys: new ClientJourneys(repos.db) };
    const exported = (params: Record<string, string>) =>
      exportedInquiries(desk, dana.id, new URLSearchParams(params), now).map((i) => i.id);

    expect(exported({ status: "open" }).sort()).toEqual([fresh, sent, signed].sort());
    expect(exported({ status: "open", stage: "letter-sent" })).toEqual([sent]);
    expect(exported({ status: "open", stage: "signed" })).toEqual([signed]);
    expect(exported({ status: "open", waits: "client" })).toEqual([sent]);
    expect(exported({ status: "open", waits: "firm" }).sort()).toEqual([fresh, signed].sort());
    expect(exported({ status: "open", stage: "letter-sent", waits: "firm" })).toEqual([]);
    expect(exported({ status: "open", view: "mine" })).toEqual([signed]);
    expect(exported({ status: "open", q: "sig" })).toEqual([signed]);
  });

  it("keeps the inbox's order and every page, whatever page the export was asked from", () => {
    const ids = Array.from({ length: 60 }, (_, n) => inquiry(`Person${n}`, t0 + n * 60_000));
    const desk = { ...repos, journeys: new ClientJourneys(repos.db) };
    const staffId = repos.staff.addStaff("dana@example.com", "Dana Reyes").id;
    const firstPage = repos.inbox.page(
      { view: "everyone", status: "open" },
      { staffId, today: "2026-11-21" },
    );
    const cursor = firstPage.older;
    expect(cursor).not.toBeNull();
    const all = exportedInquiries(
      desk,
      staffId,
      new URLSearchParams({ status: "open", after: `${cursor?.key}.${cursor?.id}` }),
      now,
    );
    // Newest first, as the inbox lists New inquiries.
    expect(all.map((i) => i.id)).toEqual([...ids].reverse());
    expect(inquiryListCsv(all).trim().split("\n")).toHaveLength(61);
  });
});
