/**
 * The property price field of the fee calculator and the closing-cost estimator: a labelled text
 * box with a dollar sign, a hint, and its error tied to it for assistive technology
 * (WCAG 3.3.1, 1.3.1). Text, not a number input, so digits with commas, cents or a pasted dollar
 * sign are accepted. No placeholder: an example in grey inside the box reads as a value already
 * entered, so the example is in the hint, and an empty field looks empty.
 */
export function PriceField({
  id,
  name,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
}) {
  const hint = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="text-base font-semibold text-ink-900">
        {label}
      </label>
      <p id={hint} className="text-sm text-muted">
        The price in your agreement of purchase and sale, in Canadian dollars, for example 850,000.
      </p>
      <div className="relative mt-2 max-w-xs">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted"
        >
          $
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-describedby={error ? `${hint} ${errorId}` : hint}
          aria-invalid={error ? true : undefined}
          className="min-h-11 w-full rounded-xl border border-ink-900/30 bg-white py-2.5 pl-8 pr-3 text-lg tabular-nums text-ink-900 aria-[invalid]:border-danger-700"
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-semibold text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
