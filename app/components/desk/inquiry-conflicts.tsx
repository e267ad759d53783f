import { Link } from "react-router";
import { type InquiryConflictView, onlyALawyerSettles } from "~/desk/conflict-check";
import { ConfirmIntent } from "./confirm-intent";
import { deskButton, deskCard } from "./desk-button";
import { IntentButton } from "./intent-button";

/**
 * An inquiry's conflict check (docs/DESK.md#the-conflict-check): when it ran, the names that may
 * match someone the firm already knows, and the decision, as on a booking's page. Only a lawyer
 * keeps it; every other account reads who can.
 */
export function InquiryConflicts({ view: v }: { view: InquiryConflictView }) {
  if (v.clear)
    return (
      <p className="text-sm text-muted" data-conflict-check>
        <strong className="text-ink-900">Conflict check.</strong> {v.checked}
      </p>
    );
  return (
    <section
      aria-labelledby="inquiry-conflicts-heading"
      className={`${deskCard} ${v.unsettled ? "border-brass-500/60" : ""}`}
      data-conflict-check
    >
      <h2 id="inquiry-conflicts-heading" className="text-xl">
        {v.unsettled ? "Possible conflict" : "Conflict check settled"}
      </h2>
      <p className="mt-1 text-sm">
        Names that may match someone the firm already knows. {v.checked}
        {v.unsettled
          ? " Settle it before the firm acts: no engagement letter is e-mailed until then."
          : ""}
      </p>
      {v.matches.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {v.matches.map((m) => (
            <li key={m.id}>
              {m.text}{" "}
              <Link to={m.href} className="font-semibold text-ink-800 underline">
                {m.source}
              </Link>{" "}
              <span className="text-sm text-muted">
                (found {m.found}
                {m.settled ? `; ${m.settled}` : ""})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {v.bookingsToSettle.map((b) => (
        <p key={b.id} className="mt-2">
          <span aria-hidden="true">◌ </span>
          <Link to={b.href} className="font-semibold text-ink-800 underline">
            Booking #{b.id}
          </Link>
          : its conflict check is to settle.
        </p>
      ))}
      {v.unsettled ? (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          {v.maySettle ? (
            <IntentButton intent="settle-conflict" className={deskButton.primary}>
              No conflict: keep it
            </IntentButton>
          ) : (
            <p className="basis-full font-semibold" data-who-settles>
              {onlyALawyerSettles}
            </p>
          )}
          <ConfirmIntent
            intent="decline-conflict"
            label="Conflict: decline"
            confirmLabel="Yes, decline: mark it Not proceeding"
            consequence="The inquiry is marked Not proceeding and the possible conflict settled as declined. Nothing is e-mailed: reply with “Not able to help (with a referral)”, which never says why."
            className={deskButton.danger}
            confirmClassName={deskButton.danger}
          />
        </div>
      ) : null}
    </section>
  );
}
