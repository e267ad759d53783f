import { getTextareaProps } from "@conform-to/react";
import { fieldStyles } from "./field-styles";
import { fieldDescribedBy, LabelledField, type LabelledFieldProps } from "./labelled-field";

export interface TextareaFieldProps extends LabelledFieldProps {
  required?: boolean;
  rows?: number;
  maxLength?: number;
  /** Extra classes for the textarea (its height). */
  controlClassName?: string;
}

/** A labelled multi-line input, wired like TextField (app/components/forms/README.md). */
export function TextareaField({
  required,
  rows,
  maxLength,
  controlClassName = "",
  ...frame
}: TextareaFieldProps) {
  return (
    <LabelledField {...frame}>
      <textarea
        {...getTextareaProps(frame.field, { ariaDescribedBy: fieldDescribedBy(frame) })}
        required={required}
        rows={rows}
        maxLength={maxLength}
        className={`${fieldStyles[frame.appearance ?? "site"].control} resize-y ${controlClassName}`.trim()}
      />
    </LabelledField>
  );
}
