import type { ReactNode } from "react";
import { type FieldAppearance, fieldStyles } from "./field-styles";

/** Whether a label says "(required)" or "(optional)" after it; none by default. */
export type RequiredMark = "required" | "optional" | undefined;

/** A field's visible label, tied to its control by `for` (WCAG 1.3.1, 3.3.2 Labels). */
export function FieldLabel({
  htmlFor,
  children,
  mark,
  hidden = false,
  appearance = "site",
}: {
  htmlFor: string;
  children: ReactNode;
  mark?: RequiredMark;
  /** For assistive technology only, where the control's purpose is shown beside it. */
  hidden?: boolean;
  appearance?: FieldAppearance;
}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? "sr-only" : fieldStyles[appearance].label}>
      {children}
      {mark ? <span className="font-normal text-muted"> ({mark})</span> : null}
    </label>
  );
}
