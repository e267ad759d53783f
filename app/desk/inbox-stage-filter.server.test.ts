/**
 * The inbox's stage and "waits for" filters (docs/DESK.md#the-inbox): GET parameters read and
 * written back like the other filters, and the list, its counts and its export as CSV keep to the
 * inquiries at that stage now.
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
import { inboxSearch, isFiltered, parseInboxQuery } from "./inbox-query";

let dir: string;
let repos: Repositories;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "inbox-stage-"));
  repos = repositories(SiteDatabase.open(dir));
});
afterEach(() => {
  repos.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const t0 = Date.UTC(2026, 10, 20, 15);
const now = t0 + 86_400_000;
const query = (params: Record<string, string>) => parseInboxQuery(new URLSearchParams(params));

function inquiry(firstName: string, at: number) {
  return repos.messages.save(
    {
      firstName,
      lastName: "Silva",
      email: "ana@example.com",
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

/** Three inquiries: at the first stage, with a letter sent, and with a letter signed. */
function threeStages() {
  const dana = repos.staff.addStaff("dana@example.com", "Dana Reyes");
  const fresh = inquiry("Fresh", t0);
  const sent = inquiry("Sent", t0 + 60_000);
  const signed = inquiry("Signed", t0 + 120_000);
  letter(sent, { sent: t0 + 3_600_000 });
  letter(signed, { sent: t0 + 3_600_000, signed: t0 + 7_200_000 });
  return { dana, fresh, sent, signed };
}

describe("the inbox's stage filter", () => {
  it("reads stage and waits from the URL, ignores anything else, and writes them back", () => {
    const q = query({ stage: "letter-sent", waits: "client" });
    expect(q.stage).toBe("letter-sent");
    expect(q.waits).toBe("client");
    expect(isFiltered(q)).toBe(true);
    expect(inboxSearch(q)).toBe("?stage=letter-sent&waits=client");
    const bad = query({ stage: "sent'; DROP", waits: "lawyer" });
    expect(bad.stage).toBeUndefined();
    expect(bad.waits).toBeUndefined();
    expect(isFiltered(bad)).toBe(false);
  });

  it("lists and counts only the inquiries at that stage, or waiting for that side, now", () => {
    const { dana, fresh, sent, signed } = threeStages();
    const journeys = new ClientJourneys(repos.db);
    const list = (params: Record<string, string>) => {
      const q = query(params);
      const journeyIds = journeys.matching(q, now);
      const context = { staffId: dana.id, today: "2026-11-21", journeyIds };
      return {
        ids: repos.inbox.page(q, context).items.map((i) => i.id),
        open: repos.inbox.counts(q, context).open,
      };
    };
    expect(list({ stage: "letter-sent" })).toEqual({ ids: [sent], open: 1 });
    expect(list({ stage: "signed" })).toEqual({ ids: [signed], open: 1 });
    expect(list({ waits: "client" })).toEqual({ ids: [sent], open: 1 });
    expect(list({ waits: "firm" }).ids.sort()).toEqual([fresh, signed].sort());
    expect(list({ stage: "letter-sent", waits: "firm" })).toEqual({ ids: [], open: 0 });
    expect(list({ stage: "retained" })).toEqual({ ids: [], open: 0 });
  });
});

describe("the inbox's export", () => {
  it("exports the rows the inbox lists: by stage, by who it waits for, by view and search", () => {
    const { dana, fresh, sent, signed } = threeStages();
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
