import { firm, type LawyerKey } from "~/content/firm";

/**
 * Who manages a lawyer's calendar feed (docs/DESK.md#calendar-feeds): only the lawyer, the
 * desk account added with the lawyer's e-mail address in app/content/firm.ts, the same rule as
 * countersigning an engagement letter (`isResponsibleLawyer` in app/engagement/letter.ts). The
 * feed's address is a bearer secret carrying every client's name and e-mail address, so no one
 * else makes it, replaces it or turns it off, and it works only while that account does.
 */
export function feedOwner(lawyer: LawyerKey) {
  return firm.lawyers.find((l) => l.key === lawyer);
}

/** Whether the desk account with this e-mail address is the lawyer whose feed it is. */
export function ownsFeed(lawyer: LawyerKey, staffEmail: string | undefined): boolean {
  const owner = feedOwner(lawyer);
  return !!owner && staffEmail?.trim().toLowerCase() === owner.email.toLowerCase();
}
