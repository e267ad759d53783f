/**
 * Who settles a possible conflict, and how an inquiry's conflict check reads on the desk
 * (docs/DESK.md#the-conflict-check). Pure functions, unit tested in conflict-check.test.ts.
 */
import { firm } from "~/content/firm";
import type { InquiryConflictState } from "~/db/inquiry-conflicts.server";
import { formatDateTime } from "./desk-time";

/**
 * Whether a desk account may settle a possible conflict as "No conflict": a lawyer of the firm, the
 * desk account whose e-mail address app/content/firm.ts gives that lawyer (compared in any case),
 * as for countersigning (`isResponsibleLawyer`, app/engagement/letter.ts). Whether the firm may act
 * despite a possible conflict is a lawyer's decision (LSO Rules of Professional Conduct, s. 3.4,
 * and s. 6.1: a non-lawyer may not give a legal decision on a lawyer's behalf). Any lawyer of the
 * firm may make it: a conflict is the firm's, and an inquiry has no lawyer yet. Declining is open
 * to every account: the firm then does not act, which needs no one's judgment that it may.
 */
export function maySettleConflict(staffEmail: string | undefined): boolean {
  const email = staffEmail?.toLowerCase();
  return !!email && firm.lawyers.some((l) => l.email.toLowerCase() === email);
}

const lawyerNames = firm.lawyers.map((l) => l.name).join(" or ");

/** What every other account reads where the lawyer's button would be, and when it posts anyway. */
export const onlyALawyerSettles = `Only a lawyer of the firm (${lawyerNames}) can settle it as no conflict: ask them, signed in to the desk as themselves.`;

/** Why an engagement letter is not e-mailed, where staff press the button. */
export const letterWaitsForTheCheck =
  "Not sent: a possible conflict of this inquiry is not settled. The letter tells the client we checked our records for conflicts, so a lawyer settles it first, under Possible conflict on the inquiry's page.";

const givenRoles = {
  client: "this person's own name",
  "other-party": "an other party named here",
} as const;
const knownRoles = {
  client: "the person who wrote or booked",
  "other-party": "an other party named",
} as const;

/** Whether an inquiry has a possible conflict, its own or a booking's, that is not settled. */
export function conflictToSettle(state: InquiryConflictState): boolean {
  return state.unsettled > 0 || state.bookingsToSettle.length > 0;
}

/** The inquiry page's Possible conflict panel (app/components/desk/inquiry-conflicts.tsx). */
export function inquiryConflictView(state: InquiryConflictState, maySettle: boolean) {
  const unsettled = conflictToSettle(state);
  return {
    /** The check's record: when it ran on the inquiry's own names, and what it found. */
    checked:
      state.checkedAt === null
        ? "Not yet run on this inquiry's names (it came before the check): it runs when an engagement letter is e-mailed."
        : `Run ${formatDateTime(state.checkedAt)}: ${state.found === 0 ? "no possible match" : state.found === 1 ? "1 possible match" : `${state.found} possible matches`}. Each later inquiry or booking is checked against it too.`,
    matches: state.conflicts.map((c) => ({
      id: c.id,
      text: `“${c.given}” (${givenRoles[c.givenRole]}) may be “${c.known.name}”, ${knownRoles[c.known.role]} in`,
      source: `${c.known.source} #${c.known.id}`,
      href: `/desk/${c.known.source === "inquiry" ? "inquiries" : "bookings"}/${c.known.id}`,
      found: formatDateTime(c.foundAt),
      settled:
        c.settledAt === null
          ? null
          : `${c.settledAs === "declined" ? "Declined for a conflict" : "No conflict: kept"} ${formatDateTime(c.settledAt)}`,
    })),
    bookingsToSettle: state.bookingsToSettle.map((id) => ({
      id,
      href: `/desk/bookings/${id}`,
    })),
    unsettled,
    maySettle,
    /** Nothing found and nothing to settle: the panel is one line. */
    clear: state.conflicts.length === 0 && state.bookingsToSettle.length === 0,
  };
}

export type InquiryConflictView = ReturnType<typeof inquiryConflictView>;
