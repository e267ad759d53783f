import {
  type BracketClass,
  firstTimeBuyerReliefs,
  type LandTransferTaxSchedule,
  nrstTransitional,
  ontarioSchedules,
  type Provenance,
  speculationTaxAppliesTo,
  speculationTaxes,
  torontoSchedules,
} from "~/content/facts/land-transfer-tax";
import { formatIsoDate } from "~/lib/domain/dates";
import { formatRate } from "~/lib/domain/land-transfer-tax";
import { formatCad } from "~/lib/domain/money";
import { ExternalLink } from "../ui/external-link";
import { TableFrame } from "../ui/table-frame";

const classWords: Record<BracketClass, string> = {
  residential: "a home (one or two single family residences)",
  other: "other land, including three or more homes",
};

function period(from: string, to: string | null): string {
  return to === null
    ? `from ${formatIsoDate(from)}`
    : `${formatIsoDate(from)} to ${formatIsoDate(to)}`;
}

const tableClass =
  "w-full border-collapse text-left text-[0.95rem] tabular-nums [&_td]:px-4 [&_td]:py-2 [&_td]:text-right [&_td]:font-semibold [&_td]:text-ink-900 [&_th]:px-4 [&_th]:py-2 [&_th]:font-normal md:[&_td]:px-5 md:[&_th]:px-5 [&_thead_th]:font-semibold [&_thead_th:last-child]:text-right [&_thead_tr]:border-b [&_thead_tr]:border-line [&_tbody]:divide-y [&_tbody]:divide-line";

function SourceNote({ provenance }: { provenance: Provenance }) {
  return (
    <p className="mt-2 text-sm text-muted">
      Source: <ExternalLink href={provenance.source.url}>{provenance.source.title}</ExternalLink>,
      checked <time dateTime={provenance.checked}>{formatIsoDate(provenance.checked)}</time>.
    </p>
  );
}

/** One schedule for one kind of land, as the official pages set it out: part of the price, rate. */
function BracketTable({
  schedule,
  propertyClass,
}: {
  schedule: LandTransferTaxSchedule;
  propertyClass: BracketClass;
}) {
  const who = schedule.jurisdiction === "ontario" ? "Ontario" : "Toronto municipal";
  const caption = `${who} land transfer tax on ${classWords[propertyClass]}, ${period(schedule.effectiveFrom, schedule.effectiveTo)}`;
  const brackets = schedule.brackets[propertyClass];
  return (
    <TableFrame label={caption} className="shadow-none">
      {/* Cell styles are set once on the table: twelve tables of them would weigh on the page. */}
      <table className={tableClass} data-tax-table={`${schedule.id}-${propertyClass}`}>
        <caption className="px-4 pt-3 text-left text-sm font-semibold text-ink-900 md:px-5">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Part of the price</th>
            <th scope="col">Rate</th>
          </tr>
        </thead>
        <tbody>
          {brackets.map((bracket, i) => {
            const from = i === 0 ? 0 : (brackets[i - 1]!.upToCents ?? 0);
            const label =
              bracket.upToCents === null
                ? `Above ${formatCad(from)}`
                : i === 0
                  ? `Up to ${formatCad(bracket.upToCents)}`
                  : `${formatCad(from + 1)} to ${formatCad(bracket.upToCents)}`;
            return (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatRate(bracket.rateBasisPoints, schedule.rateDecimals)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ScheduleBlock({ schedule }: { schedule: LandTransferTaxSchedule }) {
  return (
    <div className="space-y-4">
      <p className="text-[0.95rem]">{schedule.note}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <BracketTable schedule={schedule} propertyClass="residential" />
        <BracketTable schedule={schedule} propertyClass="other" />
      </div>
      <SourceNote provenance={schedule.provenance} />
    </div>
  );
}

/**
 * Every land transfer tax schedule the estimator uses, as tables in the page itself, so that the
 * rates read fully without JavaScript and anyone can check an estimate by hand. The schedules in
 * force come first; earlier ones are folded away in a <details>, which opens without JavaScript.
 * Each part is a band of its own inside the page's band (`render-near`,
 * docs/decisions/017-first-frame-lays-out-what-is-seen.md): the longest band of the longest page,
 * drawn in one task, was the page's longest task after its first paint.
 */
export function LandTransferTaxSchedules() {
  const current = [ontarioSchedules.at(-1)!, torontoSchedules.at(-1)!];
  const earlier = [
    ...torontoSchedules.slice(0, -1).reverse(),
    ...ontarioSchedules.slice(0, -1).reverse(),
  ];
  return (
    <div className="space-y-12">
      {current.map((schedule) => (
        <section
          key={schedule.id}
          aria-labelledby={`${schedule.id}-heading`}
          className="render-near"
        >
          <h3 id={`${schedule.id}-heading`} className="mb-3 text-2xl font-semibold">
            {schedule.jurisdiction === "ontario"
              ? "Ontario land transfer tax"
              : "Toronto municipal land transfer tax"}
          </h3>
          <ScheduleBlock schedule={schedule} />
        </section>
      ))}

      <section aria-labelledby="first-time-relief-heading" className="render-near">
        <h3 id="first-time-relief-heading" className="mb-3 text-2xl font-semibold">
          First-time buyer refund and rebate
        </h3>
        <TableFrame
          label="First-time buyer refund and rebate, by closing date"
          className="shadow-none"
        >
          <table className="w-full border-collapse text-left text-[0.95rem]">
            <caption className="sr-only">
              First-time buyer refund and rebate, by closing date
            </caption>
            <thead className="text-sm text-ink-900">
              <tr className="border-b border-line">
                <th scope="col" className="px-4 py-2 font-semibold md:px-5">
                  Program and closing dates
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold md:px-5">
                  Up to
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {firstTimeBuyerReliefs.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className="px-4 py-3 align-top font-normal md:px-5">
                    <span className="block font-semibold text-ink-900">
                      {r.jurisdiction === "ontario" ? "Ontario refund" : "Toronto rebate"},{" "}
                      {period(r.effectiveFrom, r.effectiveTo)}
                    </span>
                    <span className="mt-1 block text-sm text-muted">{r.note}</span>
                  </th>
                  <td className="px-4 py-3 text-right align-top font-semibold tabular-nums text-ink-900 md:px-5">
                    {formatCad(r.maxCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
        <p className="mt-2 text-sm text-muted">
          Sources:{" "}
          <ExternalLink href={firstTimeBuyerReliefs[0]!.provenance.source.url}>
            {firstTimeBuyerReliefs[0]!.provenance.source.title}
          </ExternalLink>
          ;{" "}
          <ExternalLink href={firstTimeBuyerReliefs.at(-1)!.provenance.source.url}>
            {firstTimeBuyerReliefs.at(-1)!.provenance.source.title}
          </ExternalLink>
          , checked{" "}
          <time dateTime={firstTimeBuyerReliefs[0]!.provenance.checked}>
            {formatIsoDate(firstTimeBuyerReliefs[0]!.provenance.checked)}
          </time>
          .
        </p>
      </section>

      <section aria-labelledby="speculation-heading" className="render-near">
        <h3 id="speculation-heading" className="mb-3 text-2xl font-semibold">
          Speculation taxes on foreign buyers
        </h3>
        <p className="max-w-3xl text-[0.95rem]">{speculationTaxAppliesTo}</p>
        <ul className="mt-4 space-y-2 text-[0.95rem]">
          {speculationTaxes.map((t) => (
            <li key={t.id}>
              <span className="font-semibold text-ink-900">
                {t.jurisdiction === "ontario"
                  ? "Ontario Non-Resident Speculation Tax"
                  : "Toronto Municipal Non-Resident Speculation Tax"}
                : {formatRate(t.rateBasisPoints)}
              </span>{" "}
              of the price, {period(t.effectiveFrom, t.effectiveTo)}, in {t.area}.{" "}
              <ExternalLink href={t.provenance.source.url}>Source</ExternalLink>
            </li>
          ))}
        </ul>
        {/* Ontario's transitional provisions (nrstTransitional): the agreement's date sets the rate. */}
        <p className="mt-4 max-w-3xl text-[0.95rem]" data-nrst-agreement-date>
          Ontario charges the Non-Resident Speculation Tax at the rate in force on the day the
          agreement of purchase and sale was signed, not on the closing date, if the land goes only
          to the buyers the agreement names: a purchase signed before a rate rose and closed after
          it pays the earlier rate. Our estimator uses the closing date and says so; we confirm the
          rate from your agreement.{" "}
          <ExternalLink href={nrstTransitional.source.url}>Transitional provisions</ExternalLink>,
          checked{" "}
          <time dateTime={nrstTransitional.checked}>{formatIsoDate(nrstTransitional.checked)}</time>
          .
        </p>
      </section>

      <details className="render-near rounded-card border border-line bg-white p-5 md:p-6">
        <summary className="cursor-pointer text-lg font-semibold text-ink-900">
          Earlier rates, for closings before the schedules above
        </summary>
        <div className="mt-6 space-y-10">
          {earlier.map((schedule) => (
            <section key={schedule.id} aria-labelledby={`${schedule.id}-heading`}>
              <h4 id={`${schedule.id}-heading`} className="mb-3 text-xl font-semibold">
                {schedule.jurisdiction === "ontario" ? "Ontario" : "Toronto"},{" "}
                {period(schedule.effectiveFrom, schedule.effectiveTo)}
              </h4>
              <ScheduleBlock schedule={schedule} />
            </section>
          ))}
        </div>
      </details>
    </div>
  );
}
