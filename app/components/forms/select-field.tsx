import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { FieldLabel, type RequiredMark } from "./field-label";
import { describedBy, type FieldAppearance, fieldStyles } from "./field-styles";

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading of the list (`<optgroup>`), such as the times of one day. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  /** The choices, or the choices in groups. */
  options: readonly SelectOption[] | readonly SelectOptionGroup[];
  /** The first option, with an empty value ("Choose one"); none when omitted. */
  placeholder?: string;
  mark?: RequiredMark;
  required?: boolean;
  hint?: ReactNode;
  describedByIds?: string[];
  /** The label for assistive technology only (the control's purpose is shown beside it). */
  labelHidden?: boolean;
  appearance?: FieldAppearance;
  className?: string;
}

/** A labelled native `<select>`, wired like TextField (app/components/forms/README.md). */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  mark,
  required,
  hint,
  describedByIds = [],
  labelHidden,
  appearance = "site",
  className,
}: SelectFieldProps) {
  const styles = fieldStyles[appearance];
  const props = getSelectProps(field, {
    ariaDescribedBy: describedBy(hint ? field.descriptionId : null, ...describedByIds),
  });
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} mark={mark} hidden={labelHidden} appearance={appearance}>
        {label}
      </FieldLabel>
      <select
        {...props}
        defaultValue={props.defaultValue ?? ""}
        required={required}
        className={styles.control}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) =>
          "options" in o ? (
            <optgroup key={o.label} label={o.label}>
              {o.options.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
      {hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} appearance={appearance} />
    </div>
  );
}
