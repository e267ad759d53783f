import { describe, expect, it } from "vitest";
import {
  canMove,
  changeStatus,
  inquiryStatuses,
  isReply,
  type StatusState,
  statusTransitions,
} from "./inquiry-status";

const fresh: StatusState = { status: "new", firstReplyAt: null, statusChangedAt: null };

describe("inquiry status workflow", () => {
  it("runs New → Contacted → Consultation booked → Retained", () => {
    let state = fresh;
    for (const [to, at] of [
      ["contacted", 1_000],
      ["consultation-booked", 2_000],
      ["retained", 3_000],
    ] as const) {
      const change = changeStatus(state, to, at);
      expect(change.ok).toBe(true);
      if (change.ok) state = change.next;
    }
    expect(state).toEqual({ status: "retained", firstReplyAt: 1_000, statusChangedAt: 3_000 });
  });

  it("records the first reply once, on the first move to a reply status", () => {
    const booked = changeStatus(fresh, "consultation-booked", 500);
    expect(booked).toMatchObject({ ok: true, firstReply: true, next: { firstReplyAt: 500 } });
    const closed = changeStatus(
      { status: "contacted", firstReplyAt: 500, statusChangedAt: 500 },
      "not-proceeding",
      900,
    );
    expect(closed).toMatchObject({ ok: true, firstReply: false, next: { firstReplyAt: 500 } });
    const reopened = changeStatus(
      { status: "not-proceeding", firstReplyAt: 500, statusChangedAt: 900 },
      "contacted",
      2_000,
    );
    expect(reopened).toMatchObject({ ok: true, firstReply: false, next: { firstReplyAt: 500 } });
  });

  it("does not count spam or closing without contact as a reply", () => {
    expect(changeStatus(fresh, "spam", 10)).toMatchObject({
      ok: true,
      next: { firstReplyAt: null },
    });
    expect(changeStatus(fresh, "not-proceeding", 10)).toMatchObject({
      ok: true,
      next: { firstReplyAt: null },
    });
    expect(isReply("spam")).toBe(false);
    expect(isReply("not-proceeding")).toBe(false);
  });

  it("never returns to New once someone replied, and marks spam only on a new inquiry", () => {
    for (const from of [
      "contacted",
      "consultation-booked",
      "retained",
      "not-proceeding",
    ] as const) {
      expect(canMove(from, "new")).toBe(false);
      expect(canMove(from, "spam")).toBe(false);
    }
    expect(canMove("spam", "new")).toBe(true);
    expect(canMove("retained", "contacted")).toBe(false);
    const refused = changeStatus(
      { status: "retained", firstReplyAt: 1, statusChangedAt: 1 },
      "new",
      5,
    );
    expect(refused).toEqual({ ok: false, reason: "Retained cannot move to New." });
    expect(changeStatus(fresh, "new", 5)).toEqual({ ok: false, reason: "It is already New." });
  });

  it("has a move list for every status, naming only known statuses", () => {
    const values = inquiryStatuses.map((s) => s.value);
    expect(Object.keys(statusTransitions).sort()).toEqual([...values].sort());
    for (const moves of Object.values(statusTransitions))
      for (const to of moves) expect(values).toContain(to);
  });
});
