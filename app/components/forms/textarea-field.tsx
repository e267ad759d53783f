import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { FieldLabel, type RequiredMark } from "./field-label";
import { describedBy, type FieldAppearance, fieldStyles } from "./field-styles";

export interface TextareaFieldProps {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  mark?: RequiredMark;
  required?: boolean;
  hint?: ReactNode;
  describedByIds?: string[];
  rows?: number;
  maxLength?: number;
  appearance?: FieldAppearance;
  /** Extra classes for the textarea (its height). */
  controlClassName?: string;
  className?: string;
}

/** A labelled multi-line input, wired like TextField (app/components/forms/README.md). */
export function TextareaField({
  field,
  label,
  mark,
  required,
  hint,
  describedByIds = [],
  rows,
  maxLength,
  appearance = "site",
  controlClassName = "",
  className,
}: TextareaFieldProps) {
  const styles = fieldStyles[appearance];
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} mark={mark} appearance={appearance}>
        {label}
      </FieldLabel>
      <textarea
        {...getTextareaProps(field, {
          ariaDescribedBy: describedBy(hint ? field.descriptionId : null, ...describedByIds),
        })}
        required={required}
        rows={rows}
        maxLength={maxLength}
        className={`${styles.control} resize-y ${controlClassName}`.trim()}
      />
      {hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} appearance={appearance} />
    </div>
  );
}
