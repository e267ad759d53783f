import type { DatedFigure } from "~/content/types";
import { ExternalLink } from "../ui/external-link";

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** Where a page's government and market figures come from, and when they were last checked (docs/PRODUCT-RULES.md#content-and-compliance). */
export function FigureSources({
  figures,
}: {
  figures: readonly { label: string; figure: DatedFigure }[];
}) {
  if (figures.length === 0) return null;
  const asOf = figures.map((f) => f.figure.asOf).sort()[0] ?? "";
  return (
    <aside
      aria-labelledby="figure-sources-heading"
      className="mt-10 rounded-card border border-line bg-sand/60 p-6 text-[0.95rem]"
    >
      <h2 id="figure-sources-heading" className="text-xl font-semibold">
        Sources for the figures on this page
      </h2>
      <p className="mt-2 text-muted">
        Government figures change. We checked each one against its official source on{" "}
        <time dateTime={asOf}>{dateFormat.format(new Date(`${asOf}T00:00:00Z`))}</time>.
      </p>
      <ul className="mt-4 space-y-2">
        {figures.map(({ label, figure }) => (
          <li key={label}>
            <span className="font-semibold text-ink-900">{label}:</span> {figure.value}
            {figure.previous ? (
              <span className="text-muted">
                {" "}
                (was {figure.previous.value} until {figure.previous.changed})
              </span>
            ) : null}
            {" · "}
            <ExternalLink
              href={figure.source}
              className="text-ink-700 underline underline-offset-2"
            >
              Source
              <span className="sr-only">: {label}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
