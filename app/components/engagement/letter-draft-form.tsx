import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { deskButton, deskCard, deskInput } from "~/components/desk/desk-button";
import { SubmissionKey } from "~/components/desk/submission-key";
import type { DeskLetterView } from "~/engagement/desk-engagement.server";

type DraftForm = NonNullable<DeskLetterView["form"]>;
type Errors = Record<string, string>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-danger-700">
      {message}
    </p>
  ) : null;
}

/** One field of the draft: its label, its control, and the error under it (WCAG 3.3.1). */
function DraftField({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: Errors;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`letter-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      <FieldError id={`letter-${name}-error`} message={errors[name]} />
    </div>
  );
}

/**
 * The draft's form beside its preview (docs/ENGAGEMENT.md#in-the-desk): scope, included, not
 * included, the fee and how it is paid, each with its error under it; then *E-mail it to the client*.
 */
export function LetterDraftForm({
  form,
  errors,
  waits,
}: {
  form: DraftForm;
  errors: Errors;
  /** Why it cannot be e-mailed yet: a possible conflict to settle (docs/DESK.md#the-conflict-check). */
  waits: { sentence: string; inquiryId: number } | null;
}) {
  const field = (name: string) => ({
    id: `letter-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `letter-${name}-error` : undefined,
  });
  const amount = (name: "propertyPrice" | "feeAmount" | "hourlyRate", label: string) => (
    <DraftField name={name} label={label} errors={errors}>
      <input
        {...field(name)}
        inputMode="decimal"
        defaultValue={form.values[name]}
        className={deskInput}
      />
    </DraftField>
  );
  return (
    <section aria-labelledby="edit-heading" className={`${deskCard} space-y-3`}>
      <h2 id="edit-heading" className="text-xl">
        Adjust the draft
      </h2>
      <Form method="post" className="space-y-3">
        <SubmissionKey />
        <DraftField name="scope" label="Scope of the work" errors={errors}>
          <textarea
            {...field("scope")}
            rows={6}
            defaultValue={form.values.scope}
            className={deskInput}
          />
        </DraftField>
        <DraftField name="included" label="Included (one per line)" errors={errors}>
          <textarea
            {...field("included")}
            rows={5}
            defaultValue={form.values.included}
            className={deskInput}
          />
        </DraftField>
        <DraftField name="notIncluded" label="Not included (one per line)" errors={errors}>
          <textarea
            {...field("notIncluded")}
            rows={5}
            defaultValue={form.values.notIncluded}
            className={deskInput}
          />
        </DraftField>
        <DraftField name="feeSource" label="Fee (from the published schedule)" errors={errors}>
          <select
            {...field("feeSource")}
            defaultValue={form.values.feeSource}
            className={deskInput}
          >
            {form.fees.map((fee) => (
              <option key={fee.id} value={fee.id}>
                {fee.label}
              </option>
            ))}
          </select>
        </DraftField>
        <DraftField name="billing" label="How the fee is paid" errors={errors}>
          <select {...field("billing")} defaultValue={form.values.billing} className={deskInput}>
            {form.billing.map((b) => (
              <option key={b} value={b}>
                {b === "flat" ? "Flat fee, billed" : "Retainer in trust, in advance"}
              </option>
            ))}
          </select>
        </DraftField>
        {form.fees.some((f) => f.kind === "by-price")
          ? amount("propertyPrice", "Property price, dollars")
          : null}
        {form.fees.some((f) => f.kind === "from" || f.kind === "range")
          ? amount("feeAmount", "Fee, dollars (at least the published amount)")
          : null}
        {form.hourly
          ? amount("hourlyRate", "Hourly rate for work outside the scope, dollars")
          : null}
        <button type="submit" name="intent" value="save-draft" className={deskButton.secondary}>
          Save and preview
        </button>
      </Form>
      {waits ? (
        <p className="font-semibold text-danger-700" data-send-waits>
          {waits.sentence}{" "}
          <Link
            to={`/desk/inquiries/${waits.inquiryId}#inquiry-conflicts-heading`}
            className="underline"
          >
            Inquiry #{waits.inquiryId}
          </Link>
        </p>
      ) : (
        <Form method="post">
          <SubmissionKey />
          <button type="submit" name="intent" value="send-letter" className={deskButton.primary}>
            E-mail it to the client
          </button>
        </Form>
      )}
    </section>
  );
}
