import type { ReactNode } from "react";
import { type FieldAppearance, fieldStyles } from "./field-styles";

/**
 * Related fields under one legend, which a screen reader announces with each of them (WCAG 1.3.1,
 * H71). `legendHidden` keeps the legend for assistive technology only, where the group's purpose
 * is already shown in words beside it.
 */
export function FieldSet({
  legend,
  legendHidden = false,
  children,
  appearance = "site",
  className,
}: {
  legend: ReactNode;
  legendHidden?: boolean;
  children: ReactNode;
  appearance?: FieldAppearance;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={legendHidden ? "sr-only" : fieldStyles[appearance].legend}>
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}
