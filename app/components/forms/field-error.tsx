import type { FieldMetadata } from "@conform-to/react";
import { Icon } from "../ui/icon";
import { type FieldAppearance, fieldStyles } from "./field-styles";

/**
 * A field's first error, under it, with the id the control's `aria-describedby` names (Conform's
 * `errorId`), so a screen reader reads it with the field (WCAG 3.3.1 Error Identification).
 */
export function FieldError({
  field,
  appearance = "site",
}: {
  field: Pick<FieldMetadata<unknown>, "errorId" | "errors">;
  appearance?: FieldAppearance;
}) {
  const error = field.errors?.[0];
  if (!error) return null;
  return (
    <p id={field.errorId} className={fieldStyles[appearance].error}>
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}
