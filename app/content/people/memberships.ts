/**
 * Membership statuses as dated data, so a statement that was true when written stays true:
 * "Joining September 2025" becomes "Member since September 2025" once that date has passed
 * (LSO Rule 4.2-1: marketing must be accurate and not misleading, including as time passes).
 */
import { formatIsoMonth } from "../../lib/domain/dates";

export type MembershipStatus =
  /** A current member, with no date to state. */
  | { kind: "current" }
  /** An active member (committees, sections or mentoring), with no date to state. */
  | { kind: "active" }
  /** A member since a year. */
  | { kind: "since"; year: number }
  /** Joining on an ISO date; a member from that date on. */
  | { kind: "joining"; from: string }
  /** Applied and waiting for the organisation's decision; `applied` is the ISO date of the application. */
  | { kind: "pending"; applied: string };

/** The status as shown on `today` (an injectable clock: pass the date to show it for). */
export function membershipStatusText(status: MembershipStatus, today: Date): string {
  switch (status.kind) {
    case "current":
      return "Current Member";
    case "active":
      return "Active Member";
    case "since":
      return `Since ${status.year}`;
    case "joining": {
      const todayIso = today.toISOString().slice(0, 10);
      return todayIso >= status.from
        ? `Member since ${formatIsoMonth(status.from)}`
        : `Joining ${formatIsoMonth(status.from)}`;
    }
    case "pending":
      return "Membership Pending";
  }
}

/** Whether the person is a member on `today` (joining dates passed; not still pending). */
export function isMemberOn(status: MembershipStatus, today: Date): boolean {
  if (status.kind === "pending") return false;
  if (status.kind === "joining") return today.toISOString().slice(0, 10) >= status.from;
  return true;
}

/**
 * The organisations in one plain sentence, as of `today`: how many the person is a member of, and
 * which are still to come ("Danielle is a member of 9 of these 10 organisations. Her application
 * to STEP Canada, made in June 2025, awaits its decision."), never a blurred "belongs to, or has
 * applied to join" (LSO Rule 4.2-1: accurate and not misleading).
 */
export function membershipSummary(
  firstName: string,
  organisations: readonly { name: string; short: string; status: MembershipStatus }[],
  today: Date,
): string {
  const members = organisations.filter((o) => isMemberOn(o.status, today));
  const todayIso = today.toISOString().slice(0, 10);
  const parts = [
    `${firstName} is a member of ${members.length === organisations.length ? `all ${organisations.length}` : `${members.length} of these ${organisations.length}`} organisations.`,
  ];
  for (const o of organisations) {
    const s = o.status;
    if (s.kind === "pending")
      parts.push(
        // The organisation's short name: "STEP Canada", not its expansion in brackets.
        `Her application to ${o.name.replace(/ \(.*\)$/, "")}, made in ${formatIsoMonth(s.applied)}, awaits its decision.`,
      );
    else if (s.kind === "joining" && todayIso < s.from)
      parts.push(`She joins the ${o.name} in ${formatIsoMonth(s.from)}.`);
  }
  return parts.join(" ");
}
