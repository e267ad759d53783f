import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { type FieldAppearance, fieldStyles } from "./field-styles";
import type { SelectOption } from "./select-field";

export interface RadioGroupFieldProps {
  field: FieldMetadata<string | undefined>;
  /** The question, as the group's legend. */
  legend: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  hint?: ReactNode;
  appearance?: FieldAppearance;
  className?: string;
}

/**
 * One choice among a few, as radio buttons in a fieldset whose legend is the question (WCAG 1.3.1,
 * H71). The group carries `aria-invalid` and `aria-describedby` (hint and error); each button is
 * checked again after the server's answer when it was chosen (app/components/forms/README.md).
 */
export function RadioGroupField({
  field,
  legend,
  options,
  required,
  hint,
  appearance = "site",
  className,
}: RadioGroupFieldProps) {
  const styles = fieldStyles[appearance];
  const invalid = Boolean(field.errors?.length);
  const described = [invalid ? field.errorId : null, hint ? field.descriptionId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      id={field.id}
      className={className}
      aria-invalid={invalid || undefined}
      aria-describedby={described || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className="mt-2 space-y-2">
        {options.map((option) => {
          const {
            id: _groupId,
            "aria-invalid": _invalid,
            "aria-describedby": _described,
            ...input
          } = getInputProps(field, { type: "radio", value: option.value, ariaAttributes: false });
          const id = `${field.id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input {...input} id={id} required={required} className="size-5 accent-ink-900" />
              <label htmlFor={id} className={appearance === "site" ? "text-[0.95rem]" : "text-sm"}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError field={field} appearance={appearance} />
    </fieldset>
  );
}
