/**
 * The running total of a calculator on screens where its result card sits below the form: right
 * under the price (or the package), so the answer is in view as soon as there is one, and pinned
 * under the header while the visitor works through the rest of the form. It repeats what the
 * result card and its live region already say, so it is hidden from assistive technology; the
 * page keeps focused controls clear of it (`scroll-padding-top`, app/app.css, WCAG 2.4.11).
 */
export function RunningTotal({
  label,
  amount,
  data,
}: {
  label: string;
  amount: string;
  /** A data attribute for tests and tools, e.g. `{ "data-quote-total-bar": "" }`. */
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <div
      aria-hidden="true"
      data-running-total
      {...data}
      className="on-dark sticky top-[4.75rem] z-10 mt-4 flex items-baseline justify-between gap-3 rounded-xl bg-ink-900 px-4 py-3 text-ink-100 shadow-lift lg:hidden"
    >
      <span className="text-sm">{label}</span>
      <span className="font-serif text-xl font-semibold tabular-nums text-brass-300">{amount}</span>
    </div>
  );
}
