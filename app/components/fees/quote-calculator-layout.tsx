import type { ComponentProps, FormEvent, ReactNode } from "react";
import type { Quote } from "~/lib/domain/real-estate-quote";
import { QuoteSummary } from "./quote-summary";
import { QuoteTotalBar } from "./quote-total-bar";

/**
 * What every instant quote shares: the form card (heading, a note for visitors without
 * JavaScript, its controls disabled until hydration, the running total bar on phones) beside the
 * sticky result card. The calculator supplies the controls (`children`) and what the result card
 * says around the numbers (`result`).
 */
export function QuoteCalculatorLayout({
  name,
  idPrefix,
  heading,
  noScriptNote,
  hydrated,
  quote,
  result,
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
  /** The form's controls. */
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
          <noscript>
            <p className="mt-3 rounded-xl border border-brass-500 bg-brass-100 p-4 text-[0.95rem] text-ink-900">
              {noScriptNote}
            </p>
          </noscript>
          <div className="mt-5 space-y-7">{children}</div>
        </fieldset>
        {hydrated ? <QuoteTotalBar quote={quote} resultId={resultId} /> : null}
      </form>

      <div className="lg:sticky lg:top-24">
        <QuoteSummary id={resultId} quote={quote} hydrated={hydrated} {...result} />
      </div>
    </div>
  );
}
