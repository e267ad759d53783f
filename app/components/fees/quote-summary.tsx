import { memo, type ReactNode } from "react";
import { NoScript } from "~/components/ui/no-script";
import { formatCad, HST_RATE_PERCENT } from "~/lib/domain/money";
import type { Quote } from "~/lib/domain/real-estate-quote";

/**
 * The result card of a quote calculator: each line with its explanation, then fees, HST and the
 * total. A polite live region announces the total whenever it changes (screen readers hear the
 * result without leaving the control they are on). Before hydration it shows no numbers, since
 * the prerendered page cannot know the visitor's choices; without JavaScript it shows `noScript`.
 *
 * Memoised: a calculator draws its totals from a deferred copy of its input, so the press of a
 * control re-renders the form at once and this card only once the deferred quote has changed
 * (docs/PERFORMANCE.md#interactions). Its callers keep `quote` and the texts stable between
 * renders for that to hold.
 */
export const QuoteSummary = memo(function QuoteSummary({
  id,
  quote,
  hydrated,
  empty,
  noScript,
  footnote,
  subtotalLabel = "Our fees",
}: {
  id: string;
  quote: Quote | null;
  hydrated: boolean;
  /** Shown when the inputs cannot be priced yet (e.g. no property price). */
  empty: ReactNode;
  noScript: ReactNode;
  footnote?: ReactNode;
  subtotalLabel?: string;
}) {
  const money = (cents: number) => formatCad(cents, { cents: true });
  const announcement =
    hydrated && quote
      ? `Estimated total ${money(quote.totalCents)}, including ${money(quote.hstCents)} HST on ${money(quote.subtotalCents)} in fees.`
      : "";
  return (
    <>
      {/* Outside the card, so it is always there to announce, even while the card is hidden. */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-quote-status>
        {announcement}
      </p>
      {/* Below 1024 px, until there is a quote, the card adds nothing to the form's hints: it shows
          once there is one (and always before hydration, to say why there is none). */}
      <section
        id={id}
        aria-labelledby={`${id}-heading`}
        className={`on-dark rounded-card bg-ink-900 p-6 text-ink-100 shadow-lift md:p-7 ${hydrated && !quote ? "max-lg:hidden" : ""}`}
        data-quote-summary
      >
        <h3 id={`${id}-heading`} className="text-2xl font-semibold text-white">
          Your estimate
        </h3>
        {!hydrated ? (
          // Until hydration there is nothing true to show: say why only if JavaScript is off.
          <NoScript>
            <div className="mt-4 text-[0.95rem]">{noScript}</div>
          </NoScript>
        ) : quote ? (
          <>
            <ul className="mt-5 divide-y divide-white/15 border-y border-white/15">
              {quote.lines.map((line) => (
                <li key={line.id} className="py-3" data-quote-line={line.id}>
                  <div className="flex items-baseline justify-between gap-4">
                    <span className="font-semibold text-white">{line.label}</span>
                    <span className="shrink-0 tabular-nums text-white">
                      {money(line.amountCents)}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-ink-200">{line.explanation}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-4 space-y-2 tabular-nums">
              <div className="flex justify-between gap-4">
                <dt>{subtotalLabel}</dt>
                <dd data-quote-subtotal>{money(quote.subtotalCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>HST ({HST_RATE_PERCENT}%)</dt>
                <dd data-quote-hst>{money(quote.hstCents)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-white/15 pt-3">
                <dt className="font-semibold text-white">Total</dt>
                <dd className="font-serif text-3xl font-semibold text-brass-300" data-quote-total>
                  {money(quote.totalCents)}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <div className="mt-4 text-[0.95rem]">{empty}</div>
        )}
        {/* What the numbers leave out, once there are numbers. */}
        {footnote && hydrated && quote ? (
          <div className="mt-5 text-sm text-ink-200">{footnote}</div>
        ) : null}
      </section>
    </>
  );
});
