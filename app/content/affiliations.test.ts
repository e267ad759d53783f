import { describe, expect, it } from "vitest";
import { affiliations } from "./affiliations";
import { admissions } from "./people/caribbean-lead";
import { isMemberOn } from "./people/memberships";
import { principalBio } from "./people/principal";

// The strip above every page's footer speaks for the firm: each organisation in it must be one a
// lawyer of the firm belongs to today (LSO Rule 4.2-1: marketing is accurate and verifiable).
describe("the firm's affiliations", () => {
  const today = new Date();

  it("are each held by one of the firm's lawyers", () => {
    const principalHolds = new Set(
      principalBio.affiliations.filter((a) => isMemberOn(a.status, today)).map((a) => a.short),
    );
    // An attorney-at-law practising in Trinidad and Tobago is a practitioner member of its Law
    // Association (Legal Profession Act, Chap. 90:03, s. 6); the firm's Caribbean lead practises there.
    const caribbeanHolds = new Set(
      admissions.some((a) => a.place === "Trinidad and Tobago") ? ["LATT"] : [],
    );
    const unheld = affiliations
      .map((a) => a.short)
      .filter((short) => !principalHolds.has(short) && !caribbeanHolds.has(short));
    expect(unheld).toEqual([]);
  });
});
