import type { ReactNode } from "react";
import { type FieldAppearance, fieldStyles } from "./field-styles";

/** Whether a label says "(required)" or "(optional)" after it; none by default. */
export type RequiredMark = "required" | "optional" | undefined;

/** A field's visible label, tied to its control by `for` (WCAG 1.3.1, 3.3.2 Labels). */
export function FieldLabel({
  htmlFor,
  children,
  mark,
  appearance = "site",
}: {
  htmlFor: string;
  children: ReactNode;
  mark?: RequiredMark;
  appearance?: FieldAppearance;
}) {
  return (
    <label htmlFor={htmlFor} className={fieldStyles[appearance].label}>
      {children}
      {mark ? <span className="font-normal text-muted"> ({mark})</span> : null}
    </label>
  );
}
