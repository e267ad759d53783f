import { CodeStep } from "~/components/engagement/code-step";
import { ConsentStep } from "~/components/engagement/consent-step";
import { EngagementSteps } from "~/components/engagement/engagement-steps";
import { IdentityChecks } from "~/components/engagement/identity-checks";
import { LetterView } from "~/components/engagement/letter-view";
import { SignStep } from "~/components/engagement/sign-step";
import { SignedNotice } from "~/components/engagement/signed-notice";
import { ErrorSummary } from "~/components/forms/error-summary";
import { PageHero } from "~/components/sections/page-hero";
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
      {/* A client's own page: no phone Book bar (app/app.css, `data-client-page`). */}
      <section data-client-page className="container-page py-10 md:py-14">
        <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-[16rem_1fr]">
          <div className="md:sticky md:top-24 md:self-start">
            <EngagementSteps step={d.step} />
          </div>
          <div className="min-w-0 space-y-8">
            <ErrorSummary errors={summary} />
            {d.step === "code" ? <CodeStep codeSent={d.codeSent} errors={errors} /> : null}

            {d.letter ? (
              <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
                <LetterView title={d.letter.title} sections={d.letter.sections} />
              </div>
            ) : null}

            {d.idDocument && d.step !== "signed" ? (
              <IdentityChecks idDocument={d.idDocument} />
            ) : null}

            {d.step === "consent" ? (
              <ConsentStep consentWording={d.consentWording} errors={errors} />
            ) : null}

            {d.step === "sign" ? <SignStep clientName={d.clientName} errors={errors} /> : null}

            {d.step === "signed" ? (
              <SignedNotice state={d.state} signedSha256={d.signedSha256} />
            ) : null}
            {d.idDocument && d.step === "signed" ? (
              <IdentityChecks idDocument={d.idDocument} />
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
