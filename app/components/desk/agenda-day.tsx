import { Link } from "react-router";
import type { AgendaItem } from "~/booking/desk-bookings.server";
import { BookingStateBadge } from "./booking-state-badge";
import { deskCard } from "./desk-button";

const pill = "inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold";
const statusClass: Record<string, string> = {
  held: `${pill} bg-brass-100 text-ink-950`,
  confirmed: `${pill} bg-success-50 text-success-700`,
  cancelled: `${pill} bg-ink-50 text-muted`,
  declined: `${pill} bg-ink-50 text-muted`,
  attended: `${pill} bg-ink-50 text-ink-900`,
  "no-show": `${pill} bg-danger-50 text-danger-700`,
};

function AgendaRow({ b }: { b: AgendaItem }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="w-40 shrink-0 font-semibold sm:w-48">{b.time}</span>
      <Link to={`/desk/bookings/${b.id}`} className="text-ink-800 underline">
        {b.client}
      </Link>
      <span className="text-sm text-muted">
        {b.lawyer}, {b.method === "video" ? "video" : "phone"}
      </span>
      {b.toSettle ? (
        // The inbox's words and mark (booking-state-badge.tsx), where the receptionist reads the day.
        <BookingStateBadge state="held" label="Conflict check to settle" />
      ) : (
        <span className={statusClass[b.status]}>{b.statusLabel}</span>
      )}
    </li>
  );
}

/**
 * One day of the agenda (docs/DESK.md#bookings): its consultations in order; today's still to come
 * first, those already over after them, under their own heading.
 */
export function AgendaDay({
  day,
}: {
  day: { date: string; label: string; items: AgendaItem[]; earlier: AgendaItem[] };
}) {
  const none = day.items.length === 0 && day.earlier.length === 0;
  return (
    <div className={deskCard} data-agenda-day={day.date}>
      <h3 className="font-semibold">{day.label}</h3>
      {none ? (
        <p className="mt-1 text-sm text-muted">No consultation.</p>
      ) : day.items.length ? (
        <ul className="mt-2 divide-y divide-line">
          {day.items.map((b) => (
            <AgendaRow key={b.id} b={b} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">No more consultations today.</p>
      )}
      {day.earlier.length ? (
        <>
          <h4 className="mt-3 text-sm font-semibold text-muted">Earlier today</h4>
          <ul className="divide-y divide-line">
            {day.earlier.map((b) => (
              <AgendaRow key={b.id} b={b} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
