import type { ComponentProps, FormEvent, ReactNode } from "react";
import { NoScript } from "~/components/ui/no-script";
import { formatCad } from "~/lib/domain/money";
import type { Quote } from "~/lib/domain/real-estate-quote";
import { QuoteSummary } from "./quote-summary";
import { RunningTotal } from "./running-total";

/**
 * What every instant quote shares: the form card (heading, a note for visitors without
 * JavaScript, its controls disabled until hydration) beside the sticky result card. The calculator
 * supplies the controls that decide the price (`lead`: the transaction and its price, or the
 * package), the rest (`children`) and what the result card says around the numbers (`result`).
 * On narrower screens the running total sits between the two, in view as soon as there is a total
 * (docs/PRODUCT-RULES.md#quote-calculators).
 */
export function QuoteCalculatorLayout({
  name,
  idPrefix,
  heading,
  noScriptNote,
  hydrated,
  quote,
  result,
  lead,
  children,
}: {
  /** The form's `data-quote-form` value. */
  name: string;
  /** Prefix of the form heading's id (`-form-heading`) and of the result card's id (`-result`). */
  idPrefix: string;
  heading: ReactNode;
  /** Why the controls are disabled, shown only when JavaScript is off. */
  noScriptNote: ReactNode;
  hydrated: boolean;
  quote: Quote | null;
  result: Omit<ComponentProps<typeof QuoteSummary>, "id" | "quote" | "hydrated">;
  /** The controls that decide the price, above the running total. */
  lead: ReactNode;
  /** The other controls. */
  children: ReactNode;
}) {
  const headingId = `${idPrefix}-form-heading`;
  const resultId = `${idPrefix}-result`;
  return (
    <div className="grid gap-8 lg:grid-cols-[1.25fr_1fr] lg:items-start">
      <form
        aria-labelledby={headingId}
        onSubmit={(e: FormEvent) => e.preventDefault()}
        className="rounded-card border border-line bg-white p-5 shadow-card md:p-7"
        data-quote-form={name}
      >
        {/* One fieldset disables every control until hydration; its legend is the form's
            heading, so the group has a name and nothing is said twice (WCAG 1.3.1). */}
        <fieldset disabled={!hydrated}>
          <legend className="w-full">
            <h3 id={headingId} className="text-2xl font-semibold">
              {heading}
            </h3>
          </legend>
          {/* Server-rendered only: tells visitors without JavaScript why the controls are disabled. */}
          <NoScript>
            <p className="mt-3 rounded-xl border border-brass-500 bg-brass-100 p-4 text-[0.95rem] text-ink-900">
              {noScriptNote}
            </p>
          </NoScript>
          <div className="mt-5 space-y-6">{lead}</div>
          {hydrated && quote ? (
            <RunningTotal
              label="Estimated total with HST"
              amount={formatCad(quote.totalCents, { cents: true })}
              data={{ "data-quote-total-bar": resultId }}
            />
          ) : null}
          <div className="mt-6 space-y-6">{children}</div>
        </fieldset>
      </form>

      <div className="lg:sticky lg:top-24">
        <QuoteSummary id={resultId} quote={quote} hydrated={hydrated} {...result} />
      </div>
    </div>
  );
}
