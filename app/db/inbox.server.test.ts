import { describe, expect, it } from "vitest";
import { currentConsentVersion } from "~/contact/contact-schema";
import { parseInboxQuery } from "~/desk/inbox-query";
import { freshRepositoriesEachTest, sampleMessage } from "./test-repositories";

const repos = freshRepositoriesEachTest("desk-inbox-");

const t0 = Date.UTC(2026, 10, 20, 15);
const query = (params: Record<string, string> = {}) => parseInboxQuery(new URLSearchParams(params));

describe("the inbox", () => {
  it("lists unanswered first, newest first, pages by cursor to every inquiry, and counts each tab and view", () => {
    const dana = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const context = { staffId: dana.id, today: "2026-11-25" };
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(
        repos().messages.save(
          sampleMessage({ firstName: `Person${i}`, message: `Question number ${i}\nsecond line` }),
          t0 + i * 60_000,
        ),
      );
    // The oldest two were answered; one of them is assigned to Dana.
    repos().inquiries.setStatus(ids[0] as number, "contacted", dana.id, t0 + 3_600_000);
    repos().inquiries.setStatus(ids[1] as number, "retained", dana.id, t0 + 3_600_000);
    repos().inquiries.assign(ids[0] as number, dana.id, dana.id);

    const all = repos().inbox.page(query({ status: "all" }), context, 3);
    expect(all.items.map((i) => i.id)).toEqual([ids[6], ids[5], ids[4]]);
    expect(all.newer).toBeNull();
    const second = repos().inbox.page(
      { ...query({ status: "all" }), after: all.older! },
      context,
      3,
    );
    expect(second.items.map((i) => i.id)).toEqual([ids[3], ids[2], ids[0]]);
    const third = repos().inbox.page(
      { ...query({ status: "all" }), after: second.older! },
      context,
      3,
    );
    expect(third.items.map((i) => i.id)).toEqual([ids[1]]);
    expect(third.older).toBeNull();
    const back = repos().inbox.page(
      { ...query({ status: "all" }), before: third.newer! },
      context,
      3,
    );
    expect(back.items.map((i) => i.id)).toEqual(second.items.map((i) => i.id));

    const counts = repos().inbox.counts(query(), context);
    expect(counts.statuses.new).toBe(5);
    expect(counts.statuses.contacted).toBe(1);
    expect(counts.statuses.retained).toBe(1);
    expect(counts.open).toBe(6);
    expect(counts.all).toBe(7);
    expect(counts.views).toMatchObject({ everyone: 6, mine: 1, unassigned: 5, waiting: 5 });

    const mine = repos().inbox.page(query({ view: "mine" }), context);
    expect(mine.items.map((i) => i.id)).toEqual([ids[0]]);
    expect(mine.items[0]?.assignedTo?.name).toBe("Dana Reyes");
    const neighbours = repos().inbox.neighbours(ids[4] as number, query(), context);
    expect(neighbours).toEqual({ previous: ids[5], next: ids[3] });
  });

  it("finds inquiries by name prefix, e-mail, phone digits, message words and number", () => {
    const dana = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const context = { staffId: dana.id, today: "2026-11-25" };
    const ortiz = repos().messages.save(
      sampleMessage({
        firstName: "Sam",
        lastName: "Ortiz",
        email: "sam.o@example.com",
        phone: "(416) 555-0142",
        message: "Closing on January 15 for a condo.",
      }),
      t0,
    );
    const other = repos().messages.save(
      sampleMessage({ firstName: "Lee", lastName: "Chan" }),
      t0 + 1000,
    );
    const found = (q: string) =>
      repos()
        .inbox.page(query({ q, status: "all" }), context)
        .items.map((i) => i.id);
    expect(found("ort")).toEqual([ortiz]);
    expect(found("sam.o@example")).toEqual([ortiz]);
    expect(found("416-555")).toEqual([ortiz]);
    expect(found("condo closing")).toEqual([ortiz]);
    expect(found("notarise")).toEqual([other]);
    expect(found(`#${other}`)[0]).toBe(other);
    expect(repos().inbox.counts(query({ q: "ort" }), context).statuses.new).toBe(1);
    // A deleted message leaves the search at once.
    repos().inquiries.delete(ortiz, dana.id, "test");
    expect(found("ortiz")).toEqual([]);
  });

  it("shows follow-ups due by today in Due today", () => {
    const dana = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const context = { staffId: dana.id, today: "2026-11-25" };
    const a = repos().messages.save(sampleMessage(), t0);
    const b = repos().messages.save(sampleMessage({ firstName: "Bo" }), t0 + 1);
    repos().followUps.setDate(a, dana.id, "2026-11-25");
    repos().followUps.setDate(b, dana.id, "2026-11-30");
    expect(
      repos()
        .inbox.page(query({ view: "due" }), context)
        .items.map((i) => i.id),
    ).toEqual([a]);
    expect(repos().inbox.counts(query(), context).views.due).toBe(1);
    repos().followUps.complete(a, dana.id);
    expect(repos().inbox.page(query({ view: "due" }), context).items).toEqual([]);
  });
});

describe("the waiting queue and consultations", () => {
  it("puts the longest-waiting inquiry first, pages and steps through it in that order", () => {
    const dana = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const context = { staffId: dana.id, today: "2026-11-25" };
    const ids = Array.from({ length: 5 }, (_, i) =>
      repos().messages.save(sampleMessage({ firstName: `Person${i}` }), t0 + i * 60_000),
    );
    const waiting = query({ view: "waiting" });
    const first = repos().inbox.page(waiting, context, 2);
    expect(first.items.map((i) => i.id)).toEqual([ids[0], ids[1]]);
    expect(first.newer).toBeNull();
    const second = repos().inbox.page({ ...waiting, after: first.older! }, context, 2);
    expect(second.items.map((i) => i.id)).toEqual([ids[2], ids[3]]);
    const third = repos().inbox.page({ ...waiting, after: second.older! }, context, 2);
    expect(third.items.map((i) => i.id)).toEqual([ids[4]]);
    expect(third.older).toBeNull();
    const back = repos().inbox.page({ ...waiting, before: third.newer! }, context, 2);
    expect(back.items.map((i) => i.id)).toEqual([ids[2], ids[3]]);
    expect(repos().inbox.neighbours(ids[1] as number, waiting, context)).toEqual({
      previous: ids[0],
      next: ids[2],
    });
    // Everyone's list still shows the newest first.
    expect(repos().inbox.page(query(), context).items[0]?.id).toBe(ids[4]);
  });

  it("shows each inquiry's consultation, filters by it, and takes a cancelled one out of Consultation booked", () => {
    const dana = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const context = { staffId: dana.id, today: "2026-11-25" };
    const [held, confirmed, moved, cancelled, none] = ["H", "C", "M", "X", "N"].map((n, i) =>
      repos().messages.save(sampleMessage({ firstName: n }), t0 + i * 60_000),
    ) as [number, number, number, number, number];
    const book = (messageId: number, status: "held" | "confirmed", hour: number) => {
      const startsAt = t0 + 2 * 86_400_000 + hour * 3_600_000;
      const id = repos().bookings.insert({
        uid: `uid-${messageId}`,
        messageId,
        consultationType: "free-consultation",
        lawyer: "principal",
        startsAt,
        endsAt: startsAt + 15 * 60_000,
        method: "phone",
        status,
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        phone: null,
        serviceType: null,
        note: null,
        otherParties: null,
        visitorTimeZone: null,
        consentTextVersion: currentConsentVersion,
        consentAt: t0,
        createdAt: t0,
        createdBy: null,
      });
      repos().inquiries.markBooked(messageId, t0);
      return id;
    };
    book(held, "held", 1);
    book(confirmed, "confirmed", 2);
    const m = book(moved, "confirmed", 3);
    repos().bookings.reschedule(m, t0 + 3 * 86_400_000, t0 + 3 * 86_400_000 + 900_000, "principal");
    // Confirmed at once, with a possible conflict not yet settled: it waits for staff, as a held
    // one did; settled, it reads as booked.
    const [unsettled, settled] = ["U", "S"].map((n, i) =>
      repos().messages.save(sampleMessage({ firstName: n }), t0 + (10 + i) * 60_000),
    ) as [number, number];
    for (const [messageId, hour] of [
      [unsettled, 5],
      [settled, 6],
    ] as const) {
      const b = book(messageId, "confirmed", hour);
      repos()
        .db.sqlite.prepare(
          `INSERT INTO booking_conflicts (booking_id, given_role, given_name, known_source, known_id, known_role, known_name)
           VALUES (?, 'client', 'A B', 'inquiry', ?, 'client', 'A B')`,
        )
        .run(b, held);
      if (messageId === settled) repos().bookings.conflictCheck.settleConflict(b, dana.id, t0);
    }
    const x = book(cancelled, "confirmed", 4);
    repos().bookings.setStatus(x, ["confirmed"], "cancelled", dana.id, t0);
    repos().inquiries.unmarkBooked(cancelled, t0);

    const items = repos().inbox.page(query({ status: "all" }), context).items;
    const state = (id: number) => items.find((i) => i.id === id)?.booking?.state ?? null;
    expect([held, confirmed, moved, cancelled, none].map(state)).toEqual([
      "held",
      "confirmed",
      "moved",
      "cancelled",
      null,
    ]);
    // The cancelled consultation's inquiry went back to New (nobody had replied).
    expect(items.find((i) => i.id === cancelled)?.status).toBe("new");
    expect(items.find((i) => i.id === confirmed)?.status).toBe("consultation-booked");
    const filtered = (booking: string) =>
      repos()
        .inbox.page(query({ status: "all", booking }), context)
        .items.map((i) => i.id);
    expect(state(unsettled)).toBe("held");
    expect(state(settled)).toBe("confirmed");
    expect(filtered("held").sort()).toEqual([held, unsettled].sort());
    expect(filtered("moved")).toEqual([moved]);
    expect(filtered("none")).toEqual([none]);
    expect(repos().inbox.counts(query({ status: "all", booking: "confirmed" }), context).all).toBe(
      2,
    );
  });
});
