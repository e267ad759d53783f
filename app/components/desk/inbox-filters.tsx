import { Link } from "react-router";
import { fieldStyles } from "~/components/forms/field-styles";
import { hasListFilters, type InboxQuery, inboxSearch } from "~/desk/inbox-query";
import { deskButton } from "./desk-button";
import { InboxJourneyFilters } from "./inbox-journey-filters";

type Choice = { key: string; label: string };

const choiceFilter = (
  name: string,
  label: string,
  all: string,
  choices: readonly Choice[],
  value: string | undefined,
) => (
  <label className="block">
    <span className={fieldStyles.desk.label}>{label}</span>
    <select name={name} defaultValue={value ?? ""} className={fieldStyles.desk.control}>
      <option value="">{all}</option>
      {choices.map((c) => (
        <option key={c.key} value={c.key}>
          {c.label}
        </option>
      ))}
    </select>
  </label>
);

const dateFilter = (name: string, label: string, value: string | undefined) => (
  <label className="block">
    <span className={fieldStyles.desk.label}>{label}</span>
    <input
      type="date"
      name={name}
      defaultValue={value ?? ""}
      className={fieldStyles.desk.control}
    />
  </label>
);

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
        {choiceFilter("area", "Practice area", "All areas", areas, query.area)}
        {choiceFilter("source", "How they heard of us", "All sources", sources, query.source)}
        <InboxJourneyFilters query={query} />
        {dateFilter("from", "Received from", query.from)}
        {dateFilter("to", "Received until", query.to)}
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
