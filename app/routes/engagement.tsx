import { Form } from "react-router";
import { EngagementSteps } from "~/components/engagement/engagement-steps";
import { LetterView } from "~/components/engagement/letter-view";
import { ErrorSummary } from "~/components/forms/error-summary";
import { describedBy, fieldStyles } from "~/components/forms/field-styles";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button-link";
import { firm } from "~/content/firm";
import {
  type EngagementActionData,
  engagementAction,
  engagementLoader,
} from "~/engagement/engagement-page.server";
import type { Route } from "./+types/engagement";

/** The client's engagement letter behind its link (docs/ENGAGEMENT.md#the-clients-steps). */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  engagementLoader(context, params, request);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  engagementAction(context, params, request);

const stepNames = {
  code: "Step 1 of 3: confirm it is you",
  consent: "Step 2 of 3: read and agree",
  sign: "Step 3 of 3: sign",
  signed: "Signed",
} as const;

export const meta = ({ data: d }: Route.MetaArgs) => [
  { title: `${d ? `${stepNames[d.step]} | ` : ""}Your engagement letter | ${firm.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
];

const f = fieldStyles.site;
const labels: Record<string, string> = {
  code: "Code",
  consent: "Consent",
  name: "Your full name",
  form: "Form",
};

export default function EngagementPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const errors = (actionData as EngagementActionData | undefined)?.errors ?? {};
  const summary = Object.entries(errors).map(([id, message]) => ({
    id:
      id === "consent"
        ? "consent"
        : id === "name"
          ? "signature-name"
          : id === "code"
            ? "code"
            : "main",
    label: labels[id] ?? id,
    message,
  }));
  return (
    <>
      <PageHero eyebrow="Your engagement letter" heading={d.title} compact>
        <p>
          {d.firstName ? `Hello ${d.firstName}. ` : ""}Read the terms on which we will act for you,
          then sign them here. It takes a few minutes.
        </p>
      </PageHero>
      <section className="container-page py-10 md:py-14">
        <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-[16rem_1fr]">
          <div className="md:sticky md:top-24 md:self-start">
            <EngagementSteps step={d.step} />
          </div>
          <div className="min-w-0 space-y-8">
            <ErrorSummary errors={summary} />
            {d.step === "code" ? (
              <section aria-labelledby="code-heading" className="space-y-4">
                <h2 id="code-heading" className="font-serif text-2xl font-semibold text-ink-900">
                  Confirm it is you
                </h2>
                <p className="text-body">
                  To protect your letter, we e-mail a 6-digit code to the address this link was sent
                  to. The code works for 10 minutes.
                </p>
                {d.codeSent ? (
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
                        pattern="[0-9]*"
                        maxLength={6}
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
                    className={buttonClass(d.codeSent ? "ghost" : "primary")}
                  >
                    {d.codeSent ? "E-mail me a new code" : "E-mail me a code"}
                  </button>
                  {!d.codeSent && errors.code ? (
                    <p id="code" className={f.error}>
                      {errors.code}
                    </p>
                  ) : null}
                </Form>
              </section>
            ) : null}

            {d.letter ? (
              <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
                <LetterView title={d.letter.title} sections={d.letter.sections} />
              </div>
            ) : null}

            {d.step === "consent" ? (
              <section aria-labelledby="consent-heading" className="space-y-4">
                <h2 id="consent-heading" className="font-serif text-2xl font-semibold text-ink-900">
                  Your ID, and signing online
                </h2>
                <p className="text-body">
                  The law requires us to verify your identity before we act (Law Society of Ontario
                  By-Law 7.1). Please upload a government-issued photo ID with the secure documents
                  link we e-mail you; if you have not received one, reply to our e-mail and we will
                  send it. You can sign this letter before or after.
                </p>
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
                      {d.consentWording}
                    </label>
                  </div>
                  {errors.consent ? (
                    <p id="consent-error" className={f.error}>
                      {errors.consent}
                    </p>
                  ) : null}
                  <button
                    type="submit"
                    name="intent"
                    value="consent"
                    className={buttonClass("primary")}
                  >
                    I agree: continue to sign
                  </button>
                </Form>
              </section>
            ) : null}

            {d.step === "sign" ? (
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
                      As on your inquiry: {d.clientName}
                    </p>
                    <input
                      id="signature-name"
                      name="name"
                      autoComplete="name"
                      aria-invalid={errors.name ? true : undefined}
                      aria-describedby={describedBy(
                        "signature-hint",
                        errors.name && "signature-error",
                      )}
                      className={`${f.control} max-w-md font-serif text-lg`}
                    />
                    {errors.name ? (
                      <p id="signature-error" className={f.error}>
                        {errors.name}
                      </p>
                    ) : null}
                  </div>
                  <button
                    type="submit"
                    name="intent"
                    value="sign"
                    className={buttonClass("primary")}
                  >
                    Sign the letter
                  </button>
                </Form>
              </section>
            ) : null}

            {d.step === "signed" ? (
              <div
                role="status"
                className="rounded-card border border-line bg-white p-6 shadow-card"
              >
                <h2 className="font-serif text-2xl font-semibold text-ink-900">
                  {d.state === "countersigned"
                    ? "Signed by you and countersigned by your lawyer"
                    : "Thank you: your letter is signed"}
                </h2>
                <p className="mt-3 text-body">
                  We e-mailed you the signed PDF with its audit page. Your lawyer countersigns it
                  and we send you that copy too. Please keep both with your records.
                </p>
                {d.signedSha256 ? (
                  <p className="mt-3 break-all text-sm text-muted">
                    SHA-256 of your signed PDF: {d.signedSha256}
                  </p>
                ) : null}
              </div>
            ) : null}
            <p className="text-sm text-muted">
              A question? Call {firm.phone.display} or reply to our e-mail. Please keep this link to
              yourself.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
