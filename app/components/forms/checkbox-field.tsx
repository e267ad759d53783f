import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { describedBy, type FieldAppearance, fieldStyles } from "./field-styles";

export interface CheckboxFieldProps {
  field: FieldMetadata<string | undefined>;
  /** The words beside the box (may hold a link). */
  label: ReactNode;
  /** What a ticked box posts. */
  value: string;
  required?: boolean;
  hint?: ReactNode;
  describedByIds?: string[];
  appearance?: FieldAppearance;
  className?: string;
}

/**
 * One checkbox with its label beside it, wired like TextField: ticked again after the server's
 * answer when it was ticked (app/components/forms/README.md).
 */
export function CheckboxField({
  field,
  label,
  value,
  required,
  hint,
  describedByIds = [],
  appearance = "site",
  className,
}: CheckboxFieldProps) {
  const styles = fieldStyles[appearance];
  return (
    <div className={className}>
      <div className={`flex items-start ${appearance === "site" ? "gap-3" : "gap-2"}`}>
        <input
          {...getInputProps(field, {
            type: "checkbox",
            value,
            ariaDescribedBy: describedBy(hint ? field.descriptionId : null, ...describedByIds),
          })}
          required={required}
          className={
            appearance === "site"
              ? "mt-0.5 size-6 shrink-0 accent-ink-900"
              : "mt-1 size-5 shrink-0 accent-ink-900"
          }
        />
        <label
          htmlFor={field.id}
          className={appearance === "site" ? "text-[0.95rem] text-ink-950" : "text-sm"}
        >
          {label}
        </label>
      </div>
      {hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} appearance={appearance} />
    </div>
  );
}
