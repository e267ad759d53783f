import type { BookingState } from "~/desk/inbox-query";

/**
 * An inquiry's consultation on its inbox row (docs/DESK.md#the-inbox). The words carry the state
 * ("Conflict check to settle", "Booked", "Moved to", "Booking cancelled"), and a mark beside them
 * tells held from confirmed at a glance, never colour alone (WCAG 1.4.1).
 */
const styles: Record<BookingState, { className: string; mark: string }> = {
  held: { className: "bg-brass-100 text-ink-950 ring-brass-700/40", mark: "◌" },
  confirmed: { className: "bg-success-50 text-success-700 ring-success-700/30", mark: "✓" },
  moved: { className: "bg-success-50 text-success-700 ring-success-700/30", mark: "↻" },
  cancelled: { className: "bg-sand text-muted ring-muted/30", mark: "✕" },
  declined: { className: "bg-sand text-muted ring-muted/30", mark: "✕" },
  attended: { className: "bg-ink-50 text-ink-900 ring-ink-700/30", mark: "✓" },
  "no-show": { className: "bg-danger-50 text-danger-700 ring-danger-700/30", mark: "!" },
};

export function BookingStateBadge({ state, label }: { state: BookingState; label: string }) {
  const style = styles[state];
  return (
    <span
      data-booking-state={state}
      className={`inline-flex items-center gap-1 rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.className}`}
    >
      <span aria-hidden="true">{style.mark}</span>
      {label}
    </span>
  );
}
