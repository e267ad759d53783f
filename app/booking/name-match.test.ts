import { describe, expect, it } from "vitest";
import {
  type KnownName,
  namesMayMatch,
  nameWords,
  normaliseName,
  possibleConflicts,
  splitNames,
} from "./name-match";

// docs/BOOKING.md#conflict-check

describe("names are compared", () => {
  it("with accents, case, punctuation and titles folded", () => {
    expect(normaliseName("  Dr. José  ÁLVAREZ-Núñez ")).toBe("jose alvarez nunez");
    expect(normaliseName("O’Brien, Siobhán")).toBe("obrien siobhan");
    expect(nameWords("Acme Holdings Inc.")).toEqual(["acme", "holdings"]);
    expect(namesMayMatch("Zoë Lefèvre", "zoe lefevre")).toBe(true);
    expect(namesMayMatch("MARÍA GARCÍA", "Maria Garcia")).toBe(true);
    expect(namesMayMatch("Acme Holdings Inc.", "ACME HOLDINGS LIMITED")).toBe(true);
  });

  it("in any order, with a middle name missing", () => {
    expect(namesMayMatch("Smith, John", "John Smith")).toBe(true);
    expect(namesMayMatch("John Michael Smith", "John Smith")).toBe(true);
    expect(namesMayMatch("John Smith", "John Michael Andrew Smith")).toBe(false);
  });

  it("with a typo in a word, or an initial for a first name", () => {
    expect(namesMayMatch("Jonathan Smyth", "Jonathan Smith")).toBe(true);
    expect(namesMayMatch("Catherine Baptiste", "Katherine Baptiste")).toBe(true);
    expect(namesMayMatch("Christopher Richardson", "Christophre Richardsen")).toBe(true);
    expect(namesMayMatch("J. Smith", "John Smith")).toBe(true);
    // Initials alone are too little to flag.
    expect(namesMayMatch("J. S.", "John Smith")).toBe(false);
  });

  it("without flagging different people", () => {
    expect(namesMayMatch("John Smith", "Jane Smith")).toBe(false);
    expect(namesMayMatch("Ann Lee", "Dan Lee")).toBe(false);
    expect(namesMayMatch("Priya Raman", "Priya Ramachandran")).toBe(false);
    expect(namesMayMatch("Smith", "John Michael Smith")).toBe(false);
    expect(namesMayMatch("", "John Smith")).toBe(false);
  });
});

describe("the other parties a visitor lists", () => {
  it("are split into names by line, comma, semicolon, slash, & and 'and'", () => {
    expect(
      splitNames(
        "Seller: Jane Roe (the vendor)\nRichard Roe; ACME Realty Inc. & Bob Stone and Ana Lima/Li Wei",
      ),
    ).toEqual(["Jane Roe", "Richard Roe", "ACME Realty Inc.", "Bob Stone", "Ana Lima", "Li Wei"]);
    expect(splitNames("")).toEqual([]);
    expect(splitNames(null)).toEqual([]);
    expect(splitNames(" , ; ")).toEqual([]);
  });
});

describe("the conflict check", () => {
  const known: KnownName[] = [
    { source: "inquiry", id: 4, role: "client", name: "Dorothy Okafor" },
    { source: "inquiry", id: 4, role: "other-party", name: "Samuel Okafor" },
    { source: "booking", id: 9, role: "client", name: "Liam Chen" },
    { source: "booking", id: 9, role: "other-party", name: "Hélène Tremblay" },
  ];

  it("flags another party who already came to the firm as a client", () => {
    const matches = possibleConflicts(
      { name: "Samuel Okafor", otherParties: ["dorothy okafor"] },
      known,
    );
    expect(matches).toEqual([
      { given: "dorothy okafor", givenRole: "other-party", known: known[0] },
      // And the visitor is the other party of that earlier inquiry.
      { given: "Samuel Okafor", givenRole: "client", known: known[1] },
    ]);
  });

  it("flags a visitor whom an earlier client named as the other party", () => {
    const matches = possibleConflicts({ name: "Helene TREMBLAY", otherParties: [] }, known);
    expect(matches.map((m) => [m.givenRole, m.known.source, m.known.id])).toEqual([
      ["client", "booking", 9],
    ]);
  });

  it("finds nothing when no name is close", () => {
    expect(possibleConflicts({ name: "Ravi Patel", otherParties: ["Emma Wilson"] }, known)).toEqual(
      [],
    );
    // Two clients adverse to the same person is no conflict between them.
    expect(
      possibleConflicts({ name: "Ravi Patel", otherParties: ["Samuel Okafor"] }, known),
    ).toEqual([]);
  });
});
