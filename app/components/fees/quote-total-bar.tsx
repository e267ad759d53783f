import { formatCad } from "~/lib/domain/money";
import type { Quote } from "~/lib/domain/real-estate-quote";

/**
 * On phones the result card sits below the form; this bar keeps the running total in view at the
 * bottom of the screen while the visitor works through the options. It repeats what the result
 * card (and its live region) already says, so it is hidden from assistive technology.
 */
export function QuoteTotalBar({ quote, resultId }: { quote: Quote | null; resultId: string }) {
  if (!quote) return null;
  return (
    <div
      aria-hidden="true"
      data-quote-total-bar
      className="on-dark sticky bottom-3 z-10 mt-6 flex items-baseline justify-between gap-3 rounded-xl bg-ink-900 px-4 py-3 text-ink-100 shadow-lift lg:hidden"
    >
      <span className="text-sm">Estimated total with HST</span>
      <span className="font-serif text-xl font-semibold text-brass-300" data-for={resultId}>
        {formatCad(quote.totalCents, { cents: true })}
      </span>
    </div>
  );
}
