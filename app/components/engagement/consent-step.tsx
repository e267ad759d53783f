import { Form } from "react-router";
import { fieldStyles } from "~/components/forms/field-styles";
import { buttonClass } from "~/components/ui/button-link";

const f = fieldStyles.site;

/** Step 2 (docs/ENGAGEMENT.md#consent): the consent to receive and sign the letter electronically. */
export function ConsentStep({
  consentWording,
  errors,
}: {
  consentWording: string;
  errors: Record<string, string | undefined>;
}) {
  return (
    <section aria-labelledby="consent-heading" className="space-y-4">
      <h2 id="consent-heading" className="font-serif text-2xl font-semibold text-ink-900">
        Signing online
      </h2>
      <Form method="post" noValidate className="space-y-4">
        <div className="flex items-start gap-3">
          <input
            id="consent"
            type="checkbox"
            name="consent"
            value="yes"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "consent-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-ink-800"
          />
          <label htmlFor="consent" className="text-body">
            {consentWording}
          </label>
        </div>
        {errors.consent ? (
          <p id="consent-error" className={f.error}>
            {errors.consent}
          </p>
        ) : null}
        <button type="submit" name="intent" value="consent" className={buttonClass("primary")}>
          I agree: continue to sign
        </button>
      </Form>
    </section>
  );
}
