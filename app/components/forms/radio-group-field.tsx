import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { type FieldAppearance, fieldStyles } from "./field-styles";

/** One choice of a radio group; its label may hold more than words (a time and the firm's time). */
export interface RadioOption {
  value: string;
  label: ReactNode;
}

/**
 * A choice drawn as a card: the radio button inside its label, 44 px tall at least (WCAG 2.5.8),
 * marked when chosen and showing the keyboard's focus (WCAG 2.4.7).
 */
const cardClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-900/20 bg-white px-3.5 py-2 text-ink-950 has-[:checked]:border-ink-800 has-[:checked]:bg-ink-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-700";

export interface RadioGroupFieldProps {
  field: FieldMetadata<string | undefined>;
  /** The question, as the group's legend. */
  legend: ReactNode;
  options: readonly RadioOption[];
  required?: boolean;
  hint?: ReactNode;
  /** `list`: a button and its label per line; `cards`: each choice a card, in two columns from `sm`. */
  choices?: "list" | "cards";
  /** The choice checked before anything was posted (after a post, the posted one is). */
  defaultValue?: string;
  /** Told of each choice as it is made (the form's own state, such as a step's button). */
  onValueChange?: (value: string) => void;
  /** Attributes of the fieldset that tests and scripts find it by (`data-*`). */
  data?: Record<`data-${string}`, string | boolean>;
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
  choices = "list",
  defaultValue,
  onValueChange,
  data,
  appearance = "site",
  className,
}: RadioGroupFieldProps) {
  const styles = fieldStyles[appearance];
  const invalid = Boolean(field.errors?.length);
  const described = [invalid ? field.errorId : null, hint ? field.descriptionId : null]
    .filter(Boolean)
    .join(" ");
  const input = (option: RadioOption) => {
    const {
      id: _groupId,
      "aria-invalid": _invalid,
      "aria-describedby": _described,
      ...props
    } = getInputProps(field, { type: "radio", value: option.value, ariaAttributes: false });
    return (
      <input
        {...props}
        defaultChecked={
          field.initialValue === undefined && defaultValue !== undefined
            ? option.value === defaultValue
            : props.defaultChecked
        }
        id={`${field.id}-${option.value}`}
        required={required}
        onChange={onValueChange ? () => onValueChange(option.value) : undefined}
        className={choices === "cards" ? "size-5 shrink-0 accent-ink-900" : "size-5 accent-ink-900"}
      />
    );
  };
  return (
    <fieldset
      id={field.id}
      className={className}
      aria-invalid={invalid || undefined}
      aria-describedby={described || undefined}
      {...data}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {choices === "cards" ? (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <li key={option.value}>
              <label htmlFor={`${field.id}-${option.value}`} className={cardClass}>
                {input(option)}
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-2 space-y-2">
          {options.map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              {input(option)}
              <label
                htmlFor={`${field.id}-${option.value}`}
                className={appearance === "site" ? "text-[0.95rem]" : "text-sm"}
              >
                {option.label}
              </label>
            </div>
          ))}
        </div>
      )}
      <FieldError field={field} appearance={appearance} />
    </fieldset>
  );
}
