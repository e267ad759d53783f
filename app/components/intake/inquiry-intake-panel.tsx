import { Form, Link } from "react-router";
import { deskButton, deskInput } from "~/components/desk/desk-button";
import { DeskPanel } from "~/components/desk/desk-panel";
import { SubmissionKey } from "~/components/desk/submission-key";
import type { DeskAnswer } from "~/desk/desk-forms";
import type { InquiryIntakeView } from "~/intake/desk-intake.server";
import { isIntakeIntent } from "~/intake/desk-intake-forms";

/**
 * The questionnaires of one inquiry, inside its desk page (docs/INTAKE.md#in-the-desk): each one
 * sent, where it stands and who it waits for, a link to its answers, and the form that sends a new
 * one by e-mail. Plain forms posted to the inquiry page's action, with or without scripts.
 */
export function InquiryIntakePanel({
  view,
  pageAnswer,
}: {
  view: InquiryIntakeView | null;
  pageAnswer?: DeskAnswer;
}) {
  if (!view) return null;
  const answer = isIntakeIntent(pageAnswer?.intent) ? pageAnswer : undefined;
  const action = `/desk/inquiries/${view.messageId}`;
  return (
    <DeskPanel id="questionnaires" title="Questionnaires" answer={answer}>
      {view.sent.length === 0 ? <p className="text-muted">No questionnaire sent yet.</p> : null}
      <ul className="space-y-3">
        {view.sent.map((q) => (
          <li key={q.id} className="space-y-2 rounded-lg border border-line p-3">
            <p className="font-semibold text-ink-900">
              {q.title} <span className="font-normal text-muted">(questionnaire #{q.id})</span>
            </p>
            <p className="text-sm">
              {q.progress}. {q.state}
              {q.state.endsWith(".") ? "" : "."}{" "}
              {q.waitsFor ? (
                <strong>Waits for {q.waitsFor === "client" ? "the client" : "staff"}.</strong>
              ) : null}
            </p>
            <p className="text-sm text-muted">
              {q.active ? `The link works until ${q.until}. ` : ""}
              {q.reminders ? `${q.reminders} reminder${q.reminders === 1 ? "" : "s"} sent. ` : ""}
              Sent {q.sent}
            </p>
            <div className="flex flex-wrap gap-2">
              {q.hasAnswers ? (
                <Link to={q.href} className={deskButton.secondary}>
                  Read the answers<span className="sr-only"> to questionnaire #{q.id}</span>
                </Link>
              ) : null}
              {q.active ? (
                <Form method="post" action={action}>
                  <SubmissionKey />
                  <input type="hidden" name="id" value={q.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="revoke-questionnaire"
                    className={deskButton.secondary}
                  >
                    Turn off the link<span className="sr-only"> of questionnaire #{q.id}</span>
                  </button>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
        {/* Sent twice (a double click), it sends one questionnaire (docs/DESK.md#every-action-once). */}
        <SubmissionKey />
        <div className="min-w-56 flex-1">
          <label htmlFor="intake-questionnaire" className="block text-sm font-semibold">
            Questionnaire to send
          </label>
          <select id="intake-questionnaire" name="questionnaire" className={deskInput}>
            {view.choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          name="intent"
          value="send-questionnaire"
          className={deskButton.primary}
        >
          E-mail it to the client
        </button>
      </Form>
    </DeskPanel>
  );
}
