import type { DeskAnswer } from "~/desk/desk-forms";
import { ConfirmIntent, declineConfirmation } from "./confirm-intent";
import { deskButton, deskCard } from "./desk-button";
import { IntentButton } from "./intent-button";
import { MoveBooking } from "./move-booking";

/**
 * What staff may change on a booking (docs/DESK.md#bookings): before it, move, cancel or decline it
 * (the client is e-mailed about each; cancelling and declining each ask to be confirmed first);
 * once it has started, record whether the client came.
 */
export function BookingChanges({
  booking: b,
  answer,
}: {
  booking: {
    upcoming: boolean;
    ended: boolean;
    status: string;
    moves: Parameters<typeof MoveBooking>[0]["days"];
    moveDay: string | null;
  };
  answer?: DeskAnswer;
}) {
  return (
    <>
      {b.upcoming ? (
        <section aria-labelledby="change-heading" className={`${deskCard} mt-6`}>
          <h2 id="change-heading" className="text-xl">
            Change it for the client
          </h2>
          <p className="mt-1 text-sm text-muted">The client is e-mailed about every change.</p>
          {b.moves.length ? (
            <MoveBooking answer={answer} days={b.moves} chosen={b.moveDay} />
          ) : (
            <p className="mt-3">No other time is free within the booking horizon.</p>
          )}
          <div className="mt-4 flex flex-wrap items-start gap-3">
            <ConfirmIntent
              intent="cancel"
              label="Cancel the consultation"
              confirmLabel="Yes, cancel it and e-mail the client"
              consequence="The client is e-mailed at once that the consultation is cancelled, the invitation is withdrawn and the time is free again. This cannot be undone."
              className={deskButton.danger}
              confirmClassName={deskButton.danger}
            />
            <ConfirmIntent
              {...declineConfirmation}
              label="Decline: we cannot take it"
              className={deskButton.secondary}
              confirmClassName={deskButton.danger}
            />
          </div>
        </section>
      ) : null}

      {b.ended &&
      (b.status === "confirmed" || b.status === "attended" || b.status === "no-show") ? (
        <section aria-labelledby="outcome-heading" className={`${deskCard} mt-6`}>
          <h2 id="outcome-heading" className="text-xl">
            Did the client come?
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <IntentButton intent="attended" className={deskButton.primary}>
              Attended
            </IntentButton>
            <IntentButton intent="no-show" className={deskButton.secondary}>
              No-show
            </IntentButton>
          </div>
        </section>
      ) : null}
    </>
  );
}
