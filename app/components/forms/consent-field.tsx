import type { FieldMetadata } from "@conform-to/react";
import { consentWordings, currentConsentVersion } from "~/contact/contact-fields";
import { CheckboxField } from "./checkbox-field";

const consentWording = consentWordings[currentConsentVersion];

/**
 * The consent to the privacy policy, in the current wording, whose version is what the box posts
 * and what is stored with the answer (docs/PRODUCT-RULES.md#contact-and-privacy): the contact
 * form's and the booking form's, so both ask in the same words. The policy opens in a new tab, and
 * says so (WCAG 3.2.5).
 */
export function ConsentField({
  field,
  linkClassName,
}: {
  field: FieldMetadata<string | undefined>;
  linkClassName: string;
}) {
  return (
    <CheckboxField
      field={field}
      value={currentConsentVersion}
      required
      label={
        <>
          {consentWording.before}
          <a href="/privacy" target="_blank" rel="noopener" className={linkClassName}>
            {consentWording.link}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {consentWording.after} <span className="text-muted">(required)</span>
        </>
      }
    />
  );
}
