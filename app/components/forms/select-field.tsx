import { getSelectProps } from "@conform-to/react";
import { fieldStyles } from "./field-styles";
import { fieldDescribedBy, LabelledField, type LabelledFieldProps } from "./labelled-field";

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading of the list (`<optgroup>`), such as the times of one day. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps extends LabelledFieldProps {
  /** The choices, or the choices in groups. */
  options: readonly SelectOption[] | readonly SelectOptionGroup[];
  /** The first option, with an empty value ("Choose one"); none when omitted. */
  placeholder?: string;
  required?: boolean;
  /** The label for assistive technology only (the control's purpose is shown beside it). */
  labelHidden?: boolean;
}

/** A labelled native `<select>`, wired like TextField (app/components/forms/README.md). */
export function SelectField({ options, placeholder, required, ...frame }: SelectFieldProps) {
  const props = getSelectProps(frame.field, { ariaDescribedBy: fieldDescribedBy(frame) });
  return (
    <LabelledField {...frame}>
      <select
        {...props}
        defaultValue={props.defaultValue ?? ""}
        required={required}
        className={fieldStyles[frame.appearance ?? "site"].control}
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
    </LabelledField>
  );
}
