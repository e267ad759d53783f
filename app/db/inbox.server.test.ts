import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessage } from "~/contact/contact-schema";
import { currentConsentVersion } from "~/contact/contact-schema";
import { parseInboxQuery } from "~/desk/inbox-query";
import { SiteDatabase } from "./database.server";
import { type Repositories, repositories } from "./repositories.server";

const message = (over: Partial<ContactMessage> = {}): ContactMessage => ({
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  phone: undefined,
  serviceType: "notary",
  message: "Can you notarise a letter?",
  referralSource: undefined,
  referralOther: undefined,
  consent: currentConsentVersion,
  ...over,
});

let dir: string;
let repos: Repositories;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "desk-inbox-"));
  repos = repositories(SiteDatabase.open(dir));
});
afterEach(() => {
  repos.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const t0 = Date.UTC(2026, 10, 20, 15);
const query = (params: Record<string, string> = {}) => parseInboxQuery(new URLSearchParams(params));

describe("the inbox", () => {
  it("lists unanswered first, newest first, pages by cursor to every inquiry, and counts each tab and view", () => {
    const dana = repos.staff.addStaff("dana@example.com", "Dana Reyes");
    const context = { staffId: dana.id, today: "2026-11-25" };
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(
        repos.messages.save(
          message({ firstName: `Person${i}`, message: `Question number ${i}\nsecond line` }),
          t0 + i * 60_000,
        ),
      );
    // The oldest two were answered; one of them is assigned to Dana.
    repos.inquiries.setStatus(ids[0] as number, "contacted", dana.id, t0 + 3_600_000);
    repos.inquiries.setStatus(ids[1] as number, "retained", dana.id, t0 + 3_600_000);
    repos.inquiries.assign(ids[0] as number, dana.id, dana.id);

    const all = repos.inbox.page(query({ status: "all" }), context, 3);
    expect(all.items.map((i) => i.id)).toEqual([ids[6], ids[5], ids[4]]);
    expect(all.newer).toBeNull();
    const second = repos.inbox.page({ ...query({ status: "all" }), after: all.older! }, context, 3);
    expect(second.items.map((i) => i.id)).toEqual([ids[3], ids[2], ids[0]]);
    const third = repos.inbox.page(
      { ...query({ status: "all" }), after: second.older! },
      context,
      3,
    );
    expect(third.items.map((i) => i.id)).toEqual([ids[1]]);
    expect(third.older).toBeNull();
    const back = repos.inbox.page(
      { ...query({ status: "all" }), before: third.newer! },
      context,
      3,
    );
    expect(back.items.map((i) => i.id)).toEqual(second.items.map((i) => i.id));

    const counts = repos.inbox.counts(query(), context);
    expect(counts.statuses.new).toBe(5);
    expect(counts.statuses.contacted).toBe(1);
    expect(counts.statuses.retained).toBe(1);
    expect(counts.open).toBe(6);
    expect(counts.all).toBe(7);
    expect(counts.views).toMatchObject({ everyone: 6, mine: 1, unassigned: 5, waiting: 5 });

    const mine = repos.inbox.page(query({ view: "mine" }), context);
    expect(mine.items.map((i) => i.id)).toEqual([ids[0]]);
    expect(mine.items[0]?.assignedTo?.name).toBe("Dana Reyes");
    const neighbours = repos.inbox.neighbours(ids[4] as number, query(), context);
    expect(neighbours).toEqual({ previous: ids[5], next: ids[3] });
  });

  it("finds inquiries by name prefix, e-mail, phone digits, message words and number", () => {
    const dana = repos.staff.addStaff("dana@example.com", "Dana Reyes");
    const context = { staffId: dana.id, today: "2026-11-25" };
    const ortiz = repos.messages.save(
      message({
        firstName: "Sam",
        lastName: "Ortiz",
        email: "sam.o@example.com",
        phone: "(416) 555-0142",
        message: "Closing on January 15 for a condo.",
      }),
      t0,
    );
    const other = repos.messages.save(message({ firstName: "Lee", lastName: "Chan" }), t0 + 1000);
    const found = (q: string) =>
      repos.inbox.page(query({ q, status: "all" }), context).items.map((i) => i.id);
    expect(found("ort")).toEqual([ortiz]);
    expect(found("sam.o@example")).toEqual([ortiz]);
    expect(found("416-555")).toEqual([ortiz]);
    expect(found("condo closing")).toEqual([ortiz]);
    expect(found("notarise")).toEqual([other]);
    expect(found(`#${other}`)[0]).toBe(other);
    expect(repos.inbox.counts(query({ q: "ort" }), context).statuses.new).toBe(1);
    // A deleted message leaves the search at once.
    repos.inquiries.delete(ortiz, dana.id, "test");
    expect(found("ortiz")).toEqual([]);
  });

  it("shows follow-ups due by today in Due today", () => {
    const dana = repos.staff.addStaff("dana@example.com", "Dana Reyes");
    const context = { staffId: dana.id, today: "2026-11-25" };
    const a = repos.messages.save(message(), t0);
    const b = repos.messages.save(message({ firstName: "Bo" }), t0 + 1);
    repos.followUps.setDate(a, dana.id, "2026-11-25");
    repos.followUps.setDate(b, dana.id, "2026-11-30");
    expect(repos.inbox.page(query({ view: "due" }), context).items.map((i) => i.id)).toEqual([a]);
    expect(repos.inbox.counts(query(), context).views.due).toBe(1);
    repos.followUps.complete(a, dana.id);
    expect(repos.inbox.page(query({ view: "due" }), context).items).toEqual([]);
  });
});
