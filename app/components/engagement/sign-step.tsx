import { Form } from "react-router";
import { describedBy, fieldStyles } from "~/components/forms/field-styles";
import { buttonClass } from "~/components/ui/button-link";

const f = fieldStyles.site;

/** Step 3: the client types their full name, which must be the name on the inquiry. */
export function SignStep({
  clientName,
  errors,
}: {
  clientName: string | null;
  errors: Record<string, string | undefined>;
}) {
  return (
    <section id="sign" aria-labelledby="sign-heading" className="space-y-4">
      <h2 id="sign-heading" className="font-serif text-2xl font-semibold text-ink-900">
        Sign the letter
      </h2>
      <p className="text-body">
        Type your full name as your signature. By signing, you agree to the terms above.
      </p>
      <Form method="post" noValidate className="space-y-4">
        <div>
          <label htmlFor="signature-name" className={f.label}>
            Your full name
          </label>
          <p id="signature-hint" className={f.hint}>
            As on your inquiry: {clientName}
          </p>
          <input
            id="signature-name"
            name="name"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("signature-hint", errors.name && "signature-error")}
            className={`${f.control} max-w-md font-serif text-lg`}
          />
          {errors.name ? (
            <p id="signature-error" className={f.error}>
              {errors.name}
            </p>
          ) : null}
        </div>
        <button type="submit" name="intent" value="sign" className={buttonClass("primary")}>
          Sign the letter
        </button>
      </Form>
    </section>
  );
}
