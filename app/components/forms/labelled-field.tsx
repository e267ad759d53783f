import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { FieldLabel, type RequiredMark } from "./field-label";
import { describedBy, type FieldAppearance, fieldStyles } from "./field-styles";

/** What every one-control field takes besides its control's own settings. */
export interface LabelledFieldProps {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  /** Says "(required)" or "(optional)" after the label. */
  mark?: RequiredMark;
  /** A line under the control, read with it (its id is the field's `descriptionId`). */
  hint?: ReactNode;
  /** Ids of other text that describes the control (a note shared by several fields). */
  describedByIds?: string[];
  appearance?: FieldAppearance;
  className?: string;
}

/** The control's `aria-describedby`: its hint (when it has one), then the other ids given. */
export function fieldDescribedBy({
  field,
  hint,
  describedByIds = [],
}: Pick<LabelledFieldProps, "field" | "hint" | "describedByIds">): string | undefined {
  return describedBy(hint ? field.descriptionId : null, ...describedByIds);
}

/**
 * The frame of a field (app/components/forms/README.md): its label, the control, the hint under it
 * and the error Conform reports, in that order.
 */
export function LabelledField({
  field,
  label,
  mark,
  hint,
  labelHidden,
  appearance = "site",
  className,
  children,
}: Omit<LabelledFieldProps, "describedByIds"> & { labelHidden?: boolean; children: ReactNode }) {
  const styles = fieldStyles[appearance];
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} mark={mark} hidden={labelHidden} appearance={appearance}>
        {label}
      </FieldLabel>
      {children}
      {hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} appearance={appearance} />
    </div>
  );
}
