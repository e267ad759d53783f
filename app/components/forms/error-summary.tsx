import type { HTMLAttributes } from "react";
import type { FieldAppearance } from "./field-styles";

export interface SummaryError {
  /** The field's id: each entry links to it. */
  id: string;
  label: string;
  message: string;
}

/**
 * The errors of a form at its top, each a link to its field, announced when it appears (an alert):
 * GOV.UK Design System's error summary, WCAG 3.3.1 and 2.4.3. Nothing when there are none.
 */
export function ErrorSummary({
  errors,
  appearance = "site",
  ...props
}: { errors: SummaryError[]; appearance?: FieldAppearance } & HTMLAttributes<HTMLDivElement>) {
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      className={`rounded-card border border-danger-700/30 bg-danger-50 ${appearance === "site" ? "p-5" : "p-3"}`}
      {...props}
    >
      <p className="font-semibold text-danger-700">
        Please correct {errors.length === 1 ? "this field" : `these ${errors.length} fields`}:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} className="text-ink-800 underline">
              {e.label}: {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
