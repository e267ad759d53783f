import { describe, expect, it } from "vitest";
import { conflictToSettle } from "~/desk/conflict-check";
import { freshRepositoriesEachTest, sampleMessage } from "./test-repositories";

const repos = freshRepositoriesEachTest("inquiry-conflicts-");

/** A family-law inquiry from the contact form, naming the other party. */
function write(firstName: string, lastName: string, otherParties?: string, now = 1_000) {
  return repos().messages.save(
    sampleMessage({ firstName, lastName, serviceType: "family-law", otherParties }),
    now,
  );
}

describe("the conflict check on contact inquiries (docs/DESK.md#the-conflict-check)", () => {
  it("runs when an inquiry arrives, and records when and what it found", () => {
    const dwayne = write("Dwayne", "Clarke", "Sharon Clarke", 5_000);
    const state = repos().messages.conflictCheck.state(dwayne);
    expect(state).toMatchObject({ checkedAt: 5_000, found: 0, unsettled: 0, conflicts: [] });
    expect(conflictToSettle(state)).toBe(false);
  });

  it("finds the other party an inquiry names among those who came before, and tells the earlier inquiry too", () => {
    const sharon = write("Sharon", "Clarke", undefined, 1_000);
    const dwayne = write("Dwayne", "Clarke", "Sharon Clarke", 2_000);
    const check = repos().messages.conflictCheck;
    const mine = check.state(dwayne);
    expect(mine.found).toBe(1);
    expect(mine.conflicts).toMatchObject([
      {
        given: "Sharon Clarke",
        givenRole: "other-party",
        known: { source: "inquiry", id: sharon, role: "client", name: "Sharon Clarke" },
        settledAt: null,
      },
    ]);
    // Sharon's inquiry, checked before Dwayne wrote, now holds the match from her side.
    const hers = check.state(sharon);
    expect(hers.found).toBe(0);
    expect(hers.conflicts).toMatchObject([
      {
        given: "Sharon Clarke",
        givenRole: "client",
        known: { source: "inquiry", id: dwayne, role: "other-party", name: "Sharon Clarke" },
      },
    ]);
    expect(conflictToSettle(hers)).toBe(true);
  });

  it("is settled once for the inquiry; the same match found again stays settled, a new one waits", () => {
    write("Sharon", "Clarke");
    const dwayne = write("Dwayne", "Clarke", "Sharon Clarke; Kevin Boyd");
    const check = repos().messages.conflictCheck;
    const lawyer = repos().staff.addStaff("danielle@mercerlaw.example", "Danielle Mercer").id;
    expect(check.settle(dwayne, lawyer, "kept", 9_000)).toBe(1);
    expect(check.settle(dwayne, lawyer, "kept", 9_500)).toBe(0);
    expect(check.state(dwayne).conflicts[0]).toMatchObject({ settledAt: 9_000, settledAs: "kept" });
    check.check(dwayne, 10_000);
    expect(conflictToSettle(check.state(dwayne))).toBe(false);
    // Kevin Boyd writes later: a new possible match on Dwayne's inquiry, not settled.
    write("Kevin", "Boyd");
    const after = check.state(dwayne);
    expect(after.conflicts).toHaveLength(2);
    expect(after.unsettled).toBe(1);
  });

  it("leaves suspected spam out, both ways", () => {
    const spam = repos().messages.save(
      sampleMessage({ firstName: "Sharon", lastName: "Clarke", otherParties: "Dwayne Clarke" }),
      1_000,
      { suspectedSpam: "honeypot" } as never,
    );
    const dwayne = write("Dwayne", "Clarke", "Sharon Clarke");
    expect(repos().messages.conflictCheck.state(dwayne).conflicts).toEqual([]);
    expect(repos().messages.conflictCheck.state(spam).checkedAt).toBeNull();
  });
});
