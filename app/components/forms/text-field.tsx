import { getInputProps } from "@conform-to/react";
import { fieldStyles } from "./field-styles";
import { fieldDescribedBy, LabelledField, type LabelledFieldProps } from "./labelled-field";

export interface TextFieldProps extends LabelledFieldProps {
  type?: "text" | "email" | "tel" | "search" | "date" | "time" | "datetime-local" | "url";
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  minLength?: number;
  /** An example shown in the empty control (never instead of the label). */
  placeholder?: string;
  /** Overrides the value Conform would restore (e.g. a cleared answer). */
  defaultValue?: string;
}

/**
 * A labelled one-line input, wired by Conform: its name, the value typed (restored after the
 * server's answer, with or without JavaScript), `aria-invalid` and `aria-describedby` (hint and
 * error), and the error itself under it (app/components/forms/README.md).
 */
export function TextField({
  type = "text",
  required,
  autoComplete,
  maxLength,
  minLength,
  placeholder,
  defaultValue,
  ...frame
}: TextFieldProps) {
  return (
    <LabelledField {...frame}>
      <input
        {...getInputProps(frame.field, { type, ariaDescribedBy: fieldDescribedBy(frame) })}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        required={required}
        autoComplete={autoComplete}
        maxLength={maxLength}
        minLength={minLength}
        placeholder={placeholder}
        className={fieldStyles[frame.appearance ?? "site"].control}
      />
    </LabelledField>
  );
}
