import { type FactId, fact, formatFactValue, formatIsoDate, previousValue } from "~/content/facts";
import { AsOf } from "../ui/as-of";
import { ExternalLink } from "../ui/external-link";

/**
 * Where a page's government and market figures come from, and when each was last checked, read
 * from the facts register (docs/PRODUCT-RULES.md#content-and-compliance).
 */
export function FigureSources({ facts }: { facts: readonly FactId[] }) {
  if (facts.length === 0) return null;
  return (
    <aside
      aria-labelledby="figure-sources-heading"
      className="mt-10 rounded-card border border-line bg-sand/60 p-6 text-[0.95rem]"
    >
      <h2 id="figure-sources-heading" className="text-xl font-semibold">
        Sources for the figures on this page
      </h2>
      <p className="mt-2 text-muted">
        Government figures change. We check each one against its official source and note the date
        we last checked it.
      </p>
      <ul className="mt-4 space-y-2">
        {facts.map((id) => {
          const f = fact(id);
          const before = previousValue(f);
          return (
            <li key={id} data-fact={id}>
              <span className="font-semibold text-ink-900">{f.label}:</span>{" "}
              {formatFactValue(f.value)}
              {f.appliesTo ? ` for ${f.appliesTo}` : null}
              {before ? (
                <span className="text-muted">
                  {" "}
                  (was {formatFactValue(before.value)}
                  {before.appliesTo ? ` for ${before.appliesTo}` : ""} until{" "}
                  {formatIsoDate(before.changed)})
                </span>
              ) : null}
              <span className="text-muted">
                {" "}
                · checked <AsOf facts={[id]} /> ·{" "}
              </span>
              <ExternalLink
                href={f.source.url}
                className="text-ink-700 underline underline-offset-2"
              >
                Source
                <span className="sr-only">: {f.source.title}</span>
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
