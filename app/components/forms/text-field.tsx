import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { FieldLabel, type RequiredMark } from "./field-label";
import { describedBy, type FieldAppearance, fieldStyles } from "./field-styles";

export interface TextFieldProps {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "search" | "date" | "time" | "datetime-local" | "url";
  /** Says "(required)" or "(optional)" after the label. */
  mark?: RequiredMark;
  required?: boolean;
  /** A line under the control, read with it (its id is the field's `descriptionId`). */
  hint?: ReactNode;
  /** Ids of other text that describes the control (a note shared by several fields). */
  describedByIds?: string[];
  autoComplete?: string;
  maxLength?: number;
  minLength?: number;
  /** An example shown in the empty control (never instead of the label). */
  placeholder?: string;
  /** Overrides the value Conform would restore (e.g. a cleared answer). */
  defaultValue?: string;
  appearance?: FieldAppearance;
  className?: string;
}

/**
 * A labelled one-line input, wired by Conform: its name, the value typed (restored after the
 * server's answer, with or without JavaScript), `aria-invalid` and `aria-describedby` (hint and
 * error), and the error itself under it (app/components/forms/README.md).
 */
export function TextField({
  field,
  label,
  type = "text",
  mark,
  required,
  hint,
  describedByIds = [],
  autoComplete,
  maxLength,
  minLength,
  placeholder,
  defaultValue,
  appearance = "site",
  className,
}: TextFieldProps) {
  const styles = fieldStyles[appearance];
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} mark={mark} appearance={appearance}>
        {label}
      </FieldLabel>
      <input
        {...getInputProps(field, {
          type,
          ariaDescribedBy: describedBy(hint ? field.descriptionId : null, ...describedByIds),
        })}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        required={required}
        autoComplete={autoComplete}
        maxLength={maxLength}
        minLength={minLength}
        placeholder={placeholder}
        className={styles.control}
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
