import { Form } from "react-router";
import { describedBy, fieldStyles } from "~/components/forms/field-styles";
import { buttonClass } from "~/components/ui/button-link";

const f = fieldStyles.site;

/**
 * Step 1 (docs/ENGAGEMENT.md#the-clients-steps): nothing of the letter yet; a 6-digit code e-mailed
 * to the address the link went to, and the field to enter it once sent.
 */
export function CodeStep({
  codeSent,
  errors,
}: {
  codeSent: boolean;
  errors: Record<string, string | undefined>;
}) {
  return (
    <section aria-labelledby="code-heading" className="space-y-4">
      <h2 id="code-heading" className="font-serif text-2xl font-semibold text-ink-900">
        Confirm it is you
      </h2>
      <p className="text-body">
        To protect your letter, we e-mail a 6-digit code to the address this link was sent to. The
        code works for 10 minutes.
      </p>
      {codeSent ? (
        <Form method="post" noValidate className="space-y-4" id="code-form">
          <p role="status" className="text-sm font-semibold text-success-700">
            We sent a code. Check your inbox (and spam folder).
          </p>
          <div>
            <label htmlFor="code" className={f.label}>
              Code from the e-mail
            </label>
            <p id="code-hint" className={f.hint}>
              6 digits, like 123456.
            </p>
            <input
              id="code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy("code-hint", errors.code && "code-error")}
              className={`${f.control} max-w-48 tracking-[0.3em]`}
            />
            {errors.code ? (
              <p id="code-error" className={f.error}>
                {errors.code}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            name="intent"
            value="verify-code"
            className={buttonClass("primary")}
          >
            Continue
          </button>
        </Form>
      ) : null}
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value="send-code"
          className={buttonClass(codeSent ? "ghost" : "primary")}
        >
          {codeSent ? "E-mail me a new code" : "E-mail me a code"}
        </button>
        {!codeSent && errors.code ? (
          <p id="code" className={f.error}>
            {errors.code}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
