import { Link } from "react-router";
import { deskCard } from "~/components/desk/desk-button";
import { WeeklyChart } from "~/components/desk/weekly-chart";
import { requireStaff } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { overviewFigures } from "~/desk/desk-overview";
import { dayMs, formatDateTime, formatDuration, formatWeek } from "~/desk/desk-time";
import type { Route } from "./+types/overview";

export const meta = () => deskMeta("Overview");

const WEEKS = 12;

export function loader(args: Route.LoaderArgs) {
  const { desk } = requireStaff(args);
  const by = new URL(args.request.url).searchParams.get("by") === "area" ? "area" : "source";
  const now = Date.now();
  const figures = overviewFigures(
    desk.inquiries.overviewRows(now - (WEEKS + 1) * 7 * dayMs),
    now,
    WEEKS,
  );
  const chosen = by === "area" ? figures.byArea : figures.byReferral;
  return {
    by,
    series: {
      categories: chosen.categories,
      weeks: chosen.weeks.map((w) => ({ ...w, label: formatWeek(w.week) })),
    },
    total: figures.total,
    replied: figures.replied,
    median: figures.medianFirstReplyMs === null ? null : formatDuration(figures.medianFirstReplyMs),
    overdue: figures.overdue.map((o) => ({
      id: o.id,
      received: formatDateTime(o.receivedAt),
      waited: formatDuration(o.waitedMs),
    })),
  };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { by, series, total, replied, median, overdue } = loaderData;
  const title = `Inquiries per week, last ${WEEKS} weeks, by ${by === "area" ? "practice area" : "how they heard of us"}`;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl">Overview</h1>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className={deskCard}>
          <dt className="text-sm font-semibold text-muted">Inquiries, last {WEEKS} weeks</dt>
          <dd className="mt-1 font-serif text-3xl text-ink-900">{total}</dd>
        </div>
        <div className={deskCard}>
          <dt className="text-sm font-semibold text-muted">Median time to first reply</dt>
          <dd className="mt-1 font-serif text-3xl text-ink-900">{median ?? "No replies yet"}</dd>
          <dd className="text-sm text-muted">
            over {replied} replied {replied === 1 ? "inquiry" : "inquiries"}
          </dd>
        </div>
        <div className={`${deskCard} ${overdue.length ? "border-danger-700" : ""}`}>
          <dt className="text-sm font-semibold text-muted">Waiting more than one business day</dt>
          <dd
            className={`mt-1 font-serif text-3xl ${overdue.length ? "text-danger-700" : "text-ink-900"}`}
          >
            {overdue.length}
          </dd>
        </div>
      </dl>

      {overdue.length ? (
        <section aria-labelledby="overdue-heading" className={deskCard}>
          <h2 id="overdue-heading" className="text-xl font-semibold">
            Waiting more than one business day
          </h2>
          <ul className="mt-3 space-y-2">
            {overdue.map((o) => (
              <li key={o.id}>
                <Link
                  className="font-semibold text-ink-700 underline"
                  to={`/desk/inquiries/${o.id}`}
                >
                  Inquiry #{o.id}
                </Link>{" "}
                received {o.received}, waiting {o.waited}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="weekly-heading" className={deskCard}>
        <h2 id="weekly-heading" className="text-xl font-semibold">
          Inquiries per week
        </h2>
        <nav aria-label="Group the weekly figures" className="mt-3 flex flex-wrap gap-2">
          {(["source", "area"] as const).map((key) => (
            <Link
              key={key}
              to={key === "source" ? "/desk/overview" : "/desk/overview?by=area"}
              aria-current={by === key ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-pill px-4 text-sm font-semibold ${by === key ? "bg-ink-900 text-white" : "border border-ink-900/25 text-ink-900 hover:bg-ink-50"}`}
            >
              {key === "source" ? "By how they heard of us" : "By practice area"}
            </Link>
          ))}
        </nav>
        <WeeklyChart series={series} title={title} />
        <div
          className="mt-4 overflow-x-auto"
          role="region"
          aria-label="Weekly figures as a table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          {/* Headers break between words only: the desk breaks long words anywhere (typed text), which
              once split "Events" and "Total" mid-word in these columns. */}
          <table className="w-full min-w-[32rem] text-left text-sm **:wrap-normal!">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3">
                  Week of
                </th>
                {series.categories.map((c) => (
                  <th key={c.key} scope="col" className="py-2 pr-3">
                    {c.label}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {series.weeks.map((w) => (
                <tr key={w.week} className="border-b border-line/60">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {w.label}
                  </th>
                  {series.categories.map((c) => (
                    <td key={c.key} className="py-1.5 pr-3 tabular-nums">
                      {w.counts[c.key] ?? 0}
                    </td>
                  ))}
                  <td className="py-1.5 font-semibold tabular-nums">{w.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
