import { distance } from "fastest-levenshtein";

/**
 * Name matching for the conflict check before a consultation (docs/BOOKING.md#conflict-check; LSO
 * Rules of Professional Conduct, r. 3.4-1). It flags a *possible* match for a person to decide; it
 * never decides. So it errs towards flagging: accents, case, punctuation, titles and company
 * suffixes are ignored, names may come in any order, and each word may differ by a typo.
 */

/** Words that say nothing about who a person or company is. */
const ignoredWords = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "dr",
  "prof",
  "jr",
  "sr",
  "inc",
  "incorporated",
  "ltd",
  "limited",
  "corp",
  "corporation",
  "co",
  "company",
  "llc",
  "llp",
  "lp",
  "plc",
  "pc",
  "the",
  "of",
  "estate",
  "late",
]);

/** A name as comparable words: accents and case folded, punctuation and titles dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[’'`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "" && !ignoredWords.has(w));
}

/** The normalised form of a name: its words joined by single spaces. */
export function normaliseName(name: string): string {
  return nameWords(name).join(" ");
}

/**
 * The separate names in what a visitor typed for "other people involved": one per line, or
 * separated by commas, semicolons, slashes, "&" or " and ". Parenthesised roles ("(seller)") and
 * anything after a colon's label ("Seller: Jane Roe") are dropped.
 */
export function splitNames(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|[,;/&]|\band\b|\bet\b/i)
    .map((part) =>
      part
        .replace(/\([^)]*\)/g, " ")
        .replace(/^[^:]{0,30}:/, " ")
        .trim(),
    )
    .filter((part) => nameWords(part).length > 0);
}

/** Two words match when equal, one is the other's initial, or they differ by a typo. */
function wordsMatch(a: string, b: string): "same" | "initial" | "near" | false {
  if (a === b) return "same";
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) return "initial";
  const shorter = Math.min(a.length, b.length);
  // One edit in a word of 4+ letters, two in a word of 8+ (Levenshtein distance).
  const allowed = shorter >= 8 ? 2 : shorter >= 4 ? 1 : 0;
  return allowed > 0 && distance(a, b) <= allowed ? "near" : false;
}

/**
 * Whether two names may be the same person or company: every word of the shorter name matches a
 * different word of the longer (any order; a middle name may be missing), at least one of them
 * fully ("J. Smith" and "John Smith" do, "J. S." and "John Smith" do not). A one-word name matches
 * only a name of one or two words, so "Smith" alone does not flag every Smith with a middle name.
 */
export function namesMayMatch(a: string, b: string): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x.join(" ") === y.join(" ")) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (long.length - short.length > 1) return false;
  if (short.length === 1 && (short[0]?.length ?? 0) < 3) return false;
  const used = new Set<number>();
  let full = 0;
  for (const word of short) {
    let found = -1;
    let kind: ReturnType<typeof wordsMatch> = false;
    // Prefer an exact word, then a near one, then an initial.
    for (const wanted of ["same", "near", "initial"] as const) {
      found = long.findIndex((w, i) => !used.has(i) && wordsMatch(word, w) === wanted);
      if (found >= 0) {
        kind = wanted;
        break;
      }
    }
    if (found < 0) return false;
    used.add(found);
    if (kind !== "initial") full++;
  }
  return full > 0;
}

/** A name the firm already knows, from an inquiry or a booking. */
export interface KnownName {
  source: "inquiry" | "booking";
  id: number;
  /** Whose name it is: the person who wrote or booked, or another party they named. */
  role: "client" | "other-party";
  name: string;
}

export interface PossibleMatch {
  /** The name as the visitor gave it. */
  given: string;
  /** Whose name it was: one of the visitor's other parties, or the visitor. */
  givenRole: "other-party" | "client";
  known: KnownName;
}

/**
 * The conflict check for a new booking: the other parties the visitor named against everyone who
 * has already come to the firm, and the visitor's own name against every other party those people
 * named. Each pair is reported once.
 */
export function possibleConflicts(
  visitor: { name: string; otherParties: readonly string[] },
  known: readonly KnownName[],
): PossibleMatch[] {
  const matches: PossibleMatch[] = [];
  for (const entry of known) {
    if (entry.role === "client") {
      for (const given of visitor.otherParties)
        if (namesMayMatch(given, entry.name))
          matches.push({ given, givenRole: "other-party", known: entry });
    } else if (namesMayMatch(visitor.name, entry.name)) {
      matches.push({ given: visitor.name, givenRole: "client", known: entry });
    }
  }
  return matches;
}
