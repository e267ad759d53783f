import { Link } from "react-router";
import { PageAnswer } from "~/components/desk/answer-status";
import { deskCard } from "~/components/desk/desk-button";
import { LetterAuditTrail } from "~/components/engagement/letter-audit-trail";
import { LetterChangeCard } from "~/components/engagement/letter-change-card";
import { LetterDraftForm } from "~/components/engagement/letter-draft-form";
import { LetterSignatureCard } from "~/components/engagement/letter-signature-card";
import { LetterView } from "~/components/engagement/letter-view";
import { readFormData, unreadableForm } from "~/components/forms/read-form-data";
import { conflictToSettle, letterWaitsForTheCheck } from "~/desk/conflict-check";
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
  const { desk, session } = requireStaff(args);
  const letter = deskLetter(args.context, args.params.id, session.staff.id);
  // A draft waits while its inquiry's conflict check is unsettled (docs/DESK.md#the-conflict-check).
  const waits =
    letter.state === "draft" &&
    letter.messageId !== null &&
    conflictToSettle(desk.conflicts.state(letter.messageId));
  return { ...letter, sendWaits: waits ? letterWaitsForTheCheck : null };
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

export default function EngagementLetter({ loaderData: d, actionData }: Route.ComponentProps) {
  const answer = actionData as LetterAnswer | undefined;
  const errors = answer?.errors ?? {};
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
      {/* Focused when it comes, as on a booking's page (WCAG 2.4.3, 4.1.3): sending and
          countersigning otherwise change only the heading above. */}
      <PageAnswer answer={answer} className={deskCard} />

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
            <LetterDraftForm
              form={d.form}
              errors={errors}
              waits={
                d.sendWaits && d.messageId
                  ? { sentence: d.sendWaits, inquiryId: d.messageId }
                  : null
              }
            />
          ) : null}

          {d.signed ? (
            <LetterSignatureCard
              id={d.id}
              signed={d.signed}
              countersigned={d.countersigned}
              countersigner={d.countersigner}
            />
          ) : null}

          {d.state !== "draft" ? (
            <LetterChangeCard canTurnOff={!d.signed && d.state !== "revoked"} />
          ) : null}

          <LetterAuditTrail events={d.events} />
        </div>
      </div>
    </article>
  );
}
