import { Link } from "react-router";
import { fieldStyles } from "~/components/forms/field-styles";
import { hasListFilters, type InboxQuery, inboxSearch } from "~/desk/inbox-query";
import { deskButton } from "./desk-button";
import { InboxJourneyFilters } from "./inbox-journey-filters";

type Choice = { key: string; label: string };

/**
 * The filters under the list (docs/DESK.md#the-inbox), open when one is in use: a plain GET form
 * that keeps the view, tab and search; and the export of the list as shown, as CSV.
 */
export function InboxFilters({
  query,
  areas,
  sources,
}: {
  query: InboxQuery;
  areas: readonly Choice[];
  sources: readonly Choice[];
}) {
  return (
    <details
      className="mt-6 rounded-card border border-line bg-white p-4"
      open={hasListFilters(query)}
    >
      <summary className="cursor-pointer font-semibold text-ink-900">
        Filter by area, source, consultation, stage or date, or export as CSV
      </summary>
      <form method="get" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {query.view !== "everyone" ? <input type="hidden" name="view" value={query.view} /> : null}
        {query.status !== "open" ? (
          <input type="hidden" name="status" value={query.status} />
        ) : null}
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        <label className="block">
          <span className={fieldStyles.desk.label}>Practice area</span>
          <select name="area" defaultValue={query.area ?? ""} className={fieldStyles.desk.control}>
            <option value="">All areas</option>
            {areas.map((a) => (
              <option key={a.key} value={a.key}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={fieldStyles.desk.label}>How they heard of us</span>
          <select
            name="source"
            defaultValue={query.source ?? ""}
            className={fieldStyles.desk.control}
          >
            <option value="">All sources</option>
            {sources.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <InboxJourneyFilters query={query} />
        <label className="block">
          <span className={fieldStyles.desk.label}>Received from</span>
          <input
            type="date"
            name="from"
            defaultValue={query.from ?? ""}
            className={fieldStyles.desk.control}
          />
        </label>
        <label className="block">
          <span className={fieldStyles.desk.label}>Received until</span>
          <input
            type="date"
            name="to"
            defaultValue={query.to ?? ""}
            className={fieldStyles.desk.control}
          />
        </label>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={deskButton.primary}>
            Show inquiries
          </button>
          <Link to="/desk" className={deskButton.secondary}>
            Clear
          </Link>
        </div>
      </form>
      {/* The export is the list as shown: every parameter of the inbox's query, the status tab
          always (docs/DESK.md#the-inbox). */}
      <form method="post" action="/desk/inquiries.csv" className="mt-4">
        {[
          ["status", query.status],
          ...new URLSearchParams(inboxSearch(query, { status: "open" })),
        ].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={deskButton.secondary}>
          Export these as CSV
        </button>
      </form>
    </details>
  );
}
