import { Link } from "react-router";
import type { bookingDetail } from "~/booking/desk-bookings.server";
import { onlyALawyerSettles } from "~/desk/conflict-check";
import { ConfirmIntent, declineConfirmation } from "./confirm-intent";
import { deskButton, deskCard } from "./desk-button";
import { IntentButton } from "./intent-button";

type BookingDetail = ReturnType<typeof bookingDetail> & { maySettle: boolean };

/**
 * The names of a booking that may match someone the firm already knows, and the decision to keep
 * or decline the consultation (docs/BOOKING.md, docs/DESK.md#bookings).
 */
export function BookingConflicts({ booking: b }: { booking: BookingDetail }) {
  if (!b.conflicts.length) return null;
  return (
    <section aria-labelledby="conflicts-heading" className={`${deskCard} mt-6 border-brass-500/60`}>
      <h2 id="conflicts-heading" className="text-xl">
        Possible conflict
      </h2>
      <p className="mt-1 text-sm">
        Names that may match someone the firm already knows. The client was confirmed like anyone
        else and sees none of this: settle it within one business day, and before the consultation.
        Keep it, or decline it (the client is told, in the same words as any declined consultation,
        never why).
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {b.conflicts.map((c) => (
          <li key={c.id}>
            “{c.given}” ({c.givenRole}) may be “{c.known}”, {c.knownRole} in{" "}
            <Link to={c.href} className="font-semibold text-ink-800 underline">
              {c.source}
            </Link>
          </li>
        ))}
      </ul>
      {b.conflictUnsettled && b.upcoming ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {b.maySettle ? (
            <IntentButton intent="confirm" className={deskButton.primary}>
              {b.status === "held" ? "No conflict: confirm" : "No conflict: keep it"}
            </IntentButton>
          ) : (
            // A lawyer's decision (docs/DESK.md#the-conflict-check): the flag shows, and who decides.
            <p className="basis-full font-semibold" data-who-settles>
              {onlyALawyerSettles}
            </p>
          )}
          {/* Declining e-mails the client and cannot be undone: confirmed first, as on the
              booking's own changes (docs/DESK.md#bookings). */}
          <ConfirmIntent
            {...declineConfirmation}
            label="Conflict: decline"
            className={deskButton.danger}
            confirmClassName={deskButton.danger}
          />
        </div>
      ) : null}
    </section>
  );
}
