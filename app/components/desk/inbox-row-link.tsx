import { Link } from "react-router";
import type { InboxRow } from "~/desk/inbox-labels";
import { BookingStateBadge } from "./booking-state-badge";
import { JourneyStageLabel } from "./journey-stage-label";
import { StatusBadge } from "./status-badge";

/**
 * One inquiry of the inbox as one dense row (docs/DESK.md#the-inbox): a link whose text is the
 * whole row, so moving to it (Tab, or j and k) reads the name, area, status, wait, message, key date
 * and assignee. One line from 1024 px, three on a phone; `compact` is the split view's narrow list.
 */
export function InboxRowLink({
  row,
  href,
  current = false,
  compact = false,
}: {
  row: InboxRow;
  href: string;
  current?: boolean;
  compact?: boolean;
}) {
  const wide = compact
    ? ""
    : "lg:grid lg:grid-cols-[10rem_7.5rem_8.5rem_minmax(0,1fr)_10rem_7rem_6.5rem] lg:items-center lg:gap-3";
  return (
    <Link
      to={href}
      data-row-link
      aria-current={current ? "page" : undefined}
      className={`flex min-h-11 min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 rounded-lg px-2 py-1.5 text-sm outline-offset-[-2px] hover:bg-ink-50 focus-visible:bg-ink-50 ${current ? "bg-ink-100" : ""} ${wide}`}
    >
      <span className="min-w-0 truncate text-base font-semibold text-ink-900 lg:text-sm">
        {row.name}
      </span>
      {compact ? null : <span className="truncate text-body">{row.area}</span>}
      <span className="shrink-0">
        <StatusBadge status={row.status} label={row.statusLabel} />
        {row.suspectedSpam ? (
          <span className="ml-1 text-xs font-semibold text-danger-700">Suspected spam</span>
        ) : null}
      </span>
      <span
        className={`order-last w-full truncate text-body ${compact ? "" : "lg:order-none lg:w-auto"}`}
      >
        {row.preview}
      </span>
      {compact ? null : (
        <span className="truncate text-body">
          {row.keyDate ? (
            <>
              <span className="sr-only">Key date: </span>
              <span className="font-semibold text-ink-900">{row.keyDate}</span>
            </>
          ) : (
            <span className="sr-only">No key date</span>
          )}
        </span>
      )}
      {compact ? null : (
        <span className="truncate text-muted">{row.assignedTo ?? "Unassigned"}</span>
      )}
      <span
        data-waited
        className={`shrink-0 tabular-nums ${row.overdue ? "font-semibold text-danger-700" : "text-muted"}`}
        title={row.waitedLong}
      >
        <span aria-hidden="true">{row.waited}</span>
        <span className="sr-only">{row.waitedLong}</span>
        {/* Past the promised reply time: said in words and marked, not by colour alone (WCAG
            1.4.1; docs/DESK.md#the-inbox). */}
        {row.overdue ? (
          <span data-overdue className="ml-1 whitespace-nowrap lg:ml-0 lg:block">
            <span aria-hidden="true">⚠ </span>overdue
            <span className="sr-only">: past the promised reply time of one business day</span>
          </span>
        ) : null}
      </span>
      {row.booking || row.followUp || row.journey || row.sameAddress?.length ? (
        <span
          className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 ${compact ? "" : "lg:col-span-7"}`}
        >
          {row.journey ? <JourneyStageLabel journey={row.journey} /> : null}
          {row.booking ? (
            <BookingStateBadge state={row.booking.state} label={row.booking.label} />
          ) : null}
          {row.followUp ? (
            <span
              className={`text-xs font-semibold ${row.followUp.due ? "text-danger-700" : "text-muted"}`}
            >
              {row.followUp.label}
            </span>
          ) : null}
          {row.sameAddress?.length ? (
            <span data-same-address className="text-xs text-muted">
              Same address as {row.sameAddress.map((id) => `#${id}`).join(", ")}
            </span>
          ) : null}
        </span>
      ) : null}
    </Link>
  );
}
