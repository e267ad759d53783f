/**
 * The inbox's stage and "waits for" filters (docs/DESK.md#the-inbox): GET parameters read and
 * written back like the other filters, and the list and its counts keep to the inquiries at that
 * stage now.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentConsentVersion } from "~/contact/contact-schema";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import { ClientJourneys } from "./client-journeys.server";
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
    const dana = repos.staff.addStaff("dana@example.com", "Dana Reyes");
    const fresh = inquiry("Fresh", t0);
    const sent = inquiry("Sent", t0 + 60_000);
    const signed = inquiry("Signed", t0 + 120_000);
    letter(sent, { sent: t0 + 3_600_000 });
    letter(signed, { sent: t0 + 3_600_000, signed: t0 + 7_200_000 });
    const journeys = new ClientJourneys(repos.db);
    const now = t0 + 86_400_000;
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
