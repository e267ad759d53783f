import { Form, Link } from "react-router";
import { deskButton, deskCard, deskInput } from "~/components/desk/desk-button";
import { SubmissionKey } from "~/components/desk/submission-key";
import { LetterView } from "~/components/engagement/letter-view";
import { readFormData, unreadableForm } from "~/components/forms/read-form-data";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { actOnce } from "~/desk/desk-once.server";
import {
  answerLetterForm,
  deskLetter,
  type LetterAnswer,
} from "~/engagement/desk-engagement.server";
import type { Route } from "./+types/engagement-letter";

export const meta = ({ data: d }: Route.MetaArgs) =>
  deskMeta(d ? `Engagement letter #${d.id}` : "Engagement letter");

/** One engagement letter (docs/ENGAGEMENT.md#in-the-desk). */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return deskLetter(args.context, args.params.id);
}

export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  // The same post twice acts once (docs/DESK.md#every-action-once): one e-mail, one countersignature.
  return actOnce(
    { desk, staffId: session.staff.id, request: args.request, url: args.url },
    async () => {
      const form = await readFormData(args.request);
      if (!form) return { ok: false, intent: "", message: unreadableForm } satisfies LetterAnswer;
      return answerLetterForm({
        desk,
        context: args.context,
        rawId: args.params.id,
        staffId: session.staff.id,
        form,
      });
    },
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-danger-700">
      {message}
    </p>
  ) : null;
}

export default function EngagementLetter({ loaderData: d, actionData }: Route.ComponentProps) {
  const answer = actionData as LetterAnswer | undefined;
  const errors = answer?.errors ?? {};
  const field = (name: string) => ({
    id: `letter-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `letter-${name}-error` : undefined,
  });
  return (
    <article className="mx-auto max-w-5xl space-y-6">
      <nav className="flex flex-wrap gap-4 text-sm" aria-label="This letter">
        {d.messageId ? (
          <Link to={`/desk/inquiries/${d.messageId}#engagement`} className="underline">
            Back to inquiry #{d.messageId}
          </Link>
        ) : null}
        <Link to="/desk/engagement-letters/verify" className="underline">
          Verify a copy
        </Link>
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl">
          Engagement letter #{d.id}
          {d.version > 1 ? `, version ${d.version}` : ""}
        </h1>
        <p>
          {d.title} for {d.client}
        </p>
        <p id="letter-state" className="font-semibold">
          {d.stateLabel}
          {d.until ? `. The link works until ${d.until}.` : "."}
        </p>
      </header>
      {answer ? (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`rounded-card p-3 font-semibold ${answer.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700"}`}
        >
          {answer.message}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="preview-heading" className={`${deskCard} space-y-3`}>
          <h2
            id="preview-heading"
            className="text-sm font-semibold uppercase tracking-wide text-muted"
          >
            {d.state === "draft"
              ? "Preview: the letter as the client will read it"
              : "The letter as sent"}
          </h2>
          <LetterView title={d.preview.title} sections={d.preview.sections} headingLevel={3} />
        </section>

        <div className="space-y-4">
          {d.form ? (
            <section aria-labelledby="edit-heading" className={`${deskCard} space-y-3`}>
              <h2 id="edit-heading" className="text-xl">
                Adjust the draft
              </h2>
              <Form method="post" className="space-y-3">
                <SubmissionKey />
                <div>
                  <label htmlFor="letter-scope" className="block text-sm font-semibold">
                    Scope of the work
                  </label>
                  <textarea
                    {...field("scope")}
                    rows={6}
                    defaultValue={d.form.values.scope}
                    className={deskInput}
                  />
                  <FieldError id="letter-scope-error" message={errors.scope} />
                </div>
                <div>
                  <label htmlFor="letter-included" className="block text-sm font-semibold">
                    Included (one per line)
                  </label>
                  <textarea
                    {...field("included")}
                    rows={5}
                    defaultValue={d.form.values.included}
                    className={deskInput}
                  />
                  <FieldError id="letter-included-error" message={errors.included} />
                </div>
                <div>
                  <label htmlFor="letter-notIncluded" className="block text-sm font-semibold">
                    Not included (one per line)
                  </label>
                  <textarea
                    {...field("notIncluded")}
                    rows={5}
                    defaultValue={d.form.values.notIncluded}
                    className={deskInput}
                  />
                  <FieldError id="letter-notIncluded-error" message={errors.notIncluded} />
                </div>
                <div>
                  <label htmlFor="letter-feeSource" className="block text-sm font-semibold">
                    Fee (from the published schedule)
                  </label>
                  <select
                    {...field("feeSource")}
                    defaultValue={d.form.values.feeSource}
                    className={deskInput}
                  >
                    {d.form.fees.map((fee) => (
                      <option key={fee.id} value={fee.id}>
                        {fee.label}
                      </option>
                    ))}
                  </select>
                  <FieldError id="letter-feeSource-error" message={errors.feeSource} />
                </div>
                <div>
                  <label htmlFor="letter-billing" className="block text-sm font-semibold">
                    How the fee is paid
                  </label>
                  <select
                    {...field("billing")}
                    defaultValue={d.form.values.billing}
                    className={deskInput}
                  >
                    {d.form.billing.map((b) => (
                      <option key={b} value={b}>
                        {b === "flat" ? "Flat fee, billed" : "Retainer in trust, in advance"}
                      </option>
                    ))}
                  </select>
                  <FieldError id="letter-billing-error" message={errors.billing} />
                </div>
                {d.form.fees.some((f) => f.kind === "by-price") ? (
                  <div>
                    <label htmlFor="letter-propertyPrice" className="block text-sm font-semibold">
                      Property price, dollars
                    </label>
                    <input
                      {...field("propertyPrice")}
                      inputMode="decimal"
                      defaultValue={d.form.values.propertyPrice}
                      className={deskInput}
                    />
                    <FieldError id="letter-propertyPrice-error" message={errors.propertyPrice} />
                  </div>
                ) : null}
                {d.form.fees.some((f) => f.kind === "from" || f.kind === "range") ? (
                  <div>
                    <label htmlFor="letter-feeAmount" className="block text-sm font-semibold">
                      Fee, dollars (at least the published amount)
                    </label>
                    <input
                      {...field("feeAmount")}
                      inputMode="decimal"
                      defaultValue={d.form.values.feeAmount}
                      className={deskInput}
                    />
                    <FieldError id="letter-feeAmount-error" message={errors.feeAmount} />
                  </div>
                ) : null}
                {d.form.hourly ? (
                  <div>
                    <label htmlFor="letter-hourlyRate" className="block text-sm font-semibold">
                      Hourly rate for work outside the scope, dollars
                    </label>
                    <input
                      {...field("hourlyRate")}
                      inputMode="decimal"
                      defaultValue={d.form.values.hourlyRate}
                      className={deskInput}
                    />
                    <FieldError id="letter-hourlyRate-error" message={errors.hourlyRate} />
                  </div>
                ) : null}
                <button
                  type="submit"
                  name="intent"
                  value="save-draft"
                  className={deskButton.secondary}
                >
                  Save and preview
                </button>
              </Form>
              <Form method="post">
                <SubmissionKey />
                <button
                  type="submit"
                  name="intent"
                  value="send-letter"
                  className={deskButton.primary}
                >
                  E-mail it to the client
                </button>
              </Form>
            </section>
          ) : null}

          {d.signed ? (
            <section aria-labelledby="signed-heading" className={`${deskCard} space-y-2`}>
              <h2 id="signed-heading" className="text-xl">
                Signature
              </h2>
              <p>
                Signed by typing “{d.signed.name}” on {d.signed.at}.
              </p>
              <p className="break-all text-sm">SHA-256 of the signed PDF: {d.signed.sha256}</p>
              <p className="break-all text-sm text-muted">
                SHA-256 of the letter's text: {d.signed.textSha256}
              </p>
              <a
                href={`/desk/engagement-letters/${d.id}/signed.pdf`}
                className={deskButton.secondary}
              >
                Download the signed PDF
              </a>
              {d.countersigned ? (
                <>
                  <p>
                    Countersigned by {d.countersigned.name} on {d.countersigned.at}.
                  </p>
                  <p className="break-all text-sm">
                    SHA-256 of the countersigned PDF: {d.countersigned.sha256}
                  </p>
                  <a
                    href={`/desk/engagement-letters/${d.id}/countersigned.pdf`}
                    className={deskButton.secondary}
                  >
                    Download the countersigned PDF
                  </a>
                </>
              ) : (
                <Form method="post">
                  <SubmissionKey />
                  <button
                    type="submit"
                    name="intent"
                    value="countersign-letter"
                    className={deskButton.primary}
                  >
                    Countersign as the lawyer
                  </button>
                </Form>
              )}
            </section>
          ) : null}

          {d.state !== "draft" ? (
            <section aria-labelledby="change-heading" className={`${deskCard} space-y-2`}>
              <h2 id="change-heading" className="text-xl">
                Change it
              </h2>
              <p className="text-sm">
                A sent letter never changes: a change is a new version, sent as a new letter.
              </p>
              <div className="flex flex-wrap gap-2">
                <Form method="post">
                  <SubmissionKey />
                  <button
                    type="submit"
                    name="intent"
                    value="new-version"
                    className={deskButton.secondary}
                  >
                    Prepare a new version
                  </button>
                </Form>
                {!d.signed && d.state !== "revoked" ? (
                  <Form method="post">
                    <SubmissionKey />
                    <button
                      type="submit"
                      name="intent"
                      value="revoke-letter"
                      className={deskButton.secondary}
                    >
                      Turn off the link
                    </button>
                  </Form>
                ) : null}
              </div>
            </section>
          ) : null}

          <section aria-labelledby="trail-heading" className={`${deskCard} space-y-2`}>
            <h2 id="trail-heading" className="text-xl">
              Audit trail
            </h2>
            <ol className="space-y-2 text-sm">
              {d.events.map((e) => (
                <li key={e.id}>
                  <span className="font-semibold">{e.what}</span> by {e.who}
                  <br />
                  <span className="text-muted">{e.at}</span>
                  {e.from ? (
                    <>
                      <br />
                      <span className="break-all text-muted">{e.from}</span>
                    </>
                  ) : null}
                  {e.detail ? (
                    <>
                      <br />
                      <span className="text-muted">{e.detail}</span>
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </article>
  );
}
