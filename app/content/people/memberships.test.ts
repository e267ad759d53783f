import { describe, expect, it } from "vitest";
import { membershipStatusText, membershipSummary } from "./memberships";
import { principalBio } from "./principal";

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("membership statuses that age well", () => {
  const joining = { kind: "joining", from: "2025-09-01" } as const;

  it("says 'Joining' before the date", () => {
    expect(membershipStatusText(joining, on("2025-08-31"))).toBe("Joining September 2025");
  });

  it("says 'Member since' from the date on", () => {
    expect(membershipStatusText(joining, on("2025-09-01"))).toBe("Member since September 2025");
    expect(membershipStatusText(joining, on("2026-11-23"))).toBe("Member since September 2025");
  });

  it("shows the other statuses as they are", () => {
    const today = on("2026-11-23");
    expect(membershipStatusText({ kind: "current" }, today)).toBe("Current Member");
    expect(membershipStatusText({ kind: "active" }, today)).toBe("Active Member");
    expect(membershipStatusText({ kind: "since", year: 2017 }, today)).toBe("Since 2017");
    expect(membershipStatusText({ kind: "pending", applied: "2026-06-01" }, today)).toBe(
      "Membership Pending",
    );
  });

  it("no longer shows a 'Joining' date that has passed on the principal's biography", () => {
    const shown = principalBio.affiliations.map((a) =>
      membershipStatusText(a.status, on("2026-11-23")),
    );
    expect(shown.filter((s) => s.startsWith("Joining"))).toEqual([]);
    expect(shown).toContain("Member since September 2025");
    expect(shown).toContain("Member since January 2026");
  });
});

describe("the organisations in plain words", () => {
  it("says how many she belongs to, and which application is still pending", () => {
    expect(membershipSummary("Danielle", principalBio.affiliations, on("2026-11-23"))).toBe(
      "Danielle is a member of 9 of these 10 organisations. Her application to STEP Canada, made in June 2025, awaits its decision.",
    );
  });

  it("names a membership still to come, and stops once it has begun", () => {
    expect(membershipSummary("Danielle", principalBio.affiliations, on("2025-10-01"))).toBe(
      "Danielle is a member of 8 of these 10 organisations. She joins the Canadian Association of Black Lawyers in January 2026. Her application to STEP Canada, made in June 2025, awaits its decision.",
    );
  });
});
