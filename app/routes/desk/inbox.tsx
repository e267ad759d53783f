import { Link } from "react-router";
import { deskButton, deskCard, deskInput } from "~/components/desk/desk-button";
import { StatusBadge } from "~/components/desk/status-badge";
import { oneBusinessDayAfter } from "~/desk/business-days.server";
import { requireStaff } from "~/desk/desk-guard";
import { summarize } from "~/desk/desk-labels";
import { deskMeta } from "~/desk/desk-meta";
import { areaCategories, referralCategories } from "~/desk/desk-overview";
import { formatDuration } from "~/desk/desk-time";
import { parseInquiryFilters } from "~/desk/inquiry-filters";
import { inquiryStatuses } from "~/desk/inquiry-status";
import type { Route } from "./+types/inbox";

export const meta = () => deskMeta("Inbox");

export function loader(args: Route.LoaderArgs) {
  const { desk } = requireStaff(args);
  const url = new URL(args.request.url);
  const filters = parseInquiryFilters(url.searchParams);
  const now = Date.now();
  const { items, total } = desk.inquiries.list(filters);
  const waiting = desk.inquiries
    .list({ status: "new" }, 1000)
    .items.filter((i) => !i.suspectedSpam);
  const oldest = waiting.reduce<number | null>(
    (min, i) => (min === null || i.receivedAt < min ? i.receivedAt : min),
    null,
  );
  return {
    filters,
    total,
    inquiries: items.map((i) => summarize(i, now)),
    waiting: {
      count: waiting.length,
      overdue: waiting.filter((i) => now >= oneBusinessDayAfter(i.receivedAt)).length,
      oldest: oldest === null ? null : formatDuration(now - oldest),
    },
    areas: areaCategories,
    sources: referralCategories,
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filters, inquiries, total, waiting, areas, sources } = loaderData;
  const filtered = Object.keys(filters).some((k) => k !== "status") || filters.status !== "open";
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl">Inbox</h1>
        <form method="post" action="/desk/inquiries.csv">
          {Object.entries(filters).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <button type="submit" className={deskButton.secondary}>
            Export these as CSV
          </button>
        </form>
      </div>

      {waiting.count > 0 ? (
        <p
          className={`mt-4 rounded-card p-4 font-semibold ${waiting.overdue ? "bg-danger-50 text-danger-700" : "bg-brass-100 text-ink-950"}`}
        >
          {waiting.count} {waiting.count === 1 ? "inquiry is" : "inquiries are"} waiting for a first
          reply; the oldest has waited {waiting.oldest}.
          {waiting.overdue > 0
            ? ` ${waiting.overdue} ${waiting.overdue === 1 ? "has" : "have"} waited more than one business day.`
            : ""}{" "}
          <Link to="/desk?status=new" className="underline">
            Show them
          </Link>
        </p>
      ) : (
        <p className="mt-4 rounded-card bg-success-50 p-4 font-semibold text-success-700">
          Every inquiry has had a first reply.
        </p>
      )}

      <details className={`${deskCard} mt-4`} open={filtered}>
        <summary className="cursor-pointer font-semibold text-ink-900">Filter and search</summary>
        <form method="get" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <label className="block">
            <span className="text-sm font-semibold">Search name, e-mail or text</span>
            <input type="search" name="q" defaultValue={filters.q ?? ""} className={deskInput} />
          </label>
          <label className="block">
            <span className="text-sm font-semibold">Status</span>
            <select name="status" defaultValue={filters.status} className={deskInput}>
              <option value="open">Open (New, Contacted, Booked)</option>
              <option value="all">All</option>
              {inquiryStatuses.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="text-sm font-semibold">Practice area</span>
            <select name="area" defaultValue={filters.area ?? ""} className={deskInput}>
              <option value="">All areas</option>
              {areas.map((a) => (
                <option key={a.key} value={a.key}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="text-sm font-semibold">How they heard of us</span>
            <select name="source" defaultValue={filters.source ?? ""} className={deskInput}>
              <option value="">All sources</option>
              {sources.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="text-sm font-semibold">Received from</span>
            <input
              type="date"
              name="from"
              defaultValue={filters.from ?? ""}
              className={deskInput}
            />
          </label>
          <label className="block">
            <span className="text-sm font-semibold">Received until</span>
            <input type="date" name="to" defaultValue={filters.to ?? ""} className={deskInput} />
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
            <button type="submit" className={deskButton.primary}>
              Show inquiries
            </button>
            <Link to="/desk" className={deskButton.secondary}>
              Clear
            </Link>
          </div>
        </form>
      </details>

      <h2 className="sr-only">Inquiries</h2>
      <p className="mt-4 text-sm text-muted" role="status">
        {total === 0
          ? "No inquiries match."
          : `${total} ${total === 1 ? "inquiry" : "inquiries"}${inquiries.length < total ? `, showing the first ${inquiries.length}` : ""}. Unanswered first.`}
      </p>
      <ol className="mt-3 space-y-3">
        {inquiries.map((i) => (
          <li key={i.id}>
            <Link
              to={`/desk/inquiries/${i.id}`}
              className={`block rounded-card border bg-white p-4 shadow-card hover:border-ink-700 ${i.overdue ? "border-danger-700" : "border-line"}`}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-semibold text-ink-900">{i.name}</span>
                <StatusBadge status={i.status} label={i.statusLabel} />
                {i.suspectedSpam ? (
                  <span className="rounded-pill bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700">
                    Suspected spam
                  </span>
                ) : null}
              </span>
              <span className="mt-1 block text-sm text-body">
                #{i.id} · {i.area} · received {i.received}
              </span>
              {i.waited ? (
                <span
                  className={`mt-1 block text-sm font-semibold ${i.overdue ? "text-danger-700" : "text-muted"}`}
                >
                  {i.waited}
                  {i.overdue ? " (more than one business day)" : ""}
                </span>
              ) : null}
              <span className="mt-1 block text-sm text-muted">
                {i.assignedTo ? `Assigned to ${i.assignedTo}` : "Unassigned"}
                {i.notes ? ` · ${i.notes} note${i.notes === 1 ? "" : "s"}` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
