import type { FieldMetadata } from "@conform-to/react";
import { limits } from "~/contact/contact-fields";
import { TextField } from "./text-field";

/** The two labels, also the names an error summary gives the fields. */
export const nameLabels = { firstName: "First name", lastName: "Last name" } as const;

/**
 * A person's first and last name, both required, with the browser's autofill names (WCAG 1.3.5)
 * and the stored length limit: the contact form's and the booking form's, one wiring. Rendered
 * into the caller's grid, beside the fields that follow them.
 */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: FieldMetadata<string | undefined>;
  lastName: FieldMetadata<string | undefined>;
}) {
  return (
    <>
      <TextField
        field={firstName}
        label={nameLabels.firstName}
        mark="required"
        required
        autoComplete="given-name"
        maxLength={limits.name}
      />
      <TextField
        field={lastName}
        label={nameLabels.lastName}
        mark="required"
        required
        autoComplete="family-name"
        maxLength={limits.name}
      />
    </>
  );
}
