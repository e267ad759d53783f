import { Form, Link } from "react-router";
import { deskButton, deskInput } from "~/components/desk/desk-button";
import { DeskPanel } from "~/components/desk/desk-panel";
import { SubmissionKey } from "~/components/desk/submission-key";
import type { DeskAnswer } from "~/desk/desk-forms";
import type { InquiryEngagementView } from "~/engagement/desk-engagement.server";
import { isEngagementPanelIntent } from "~/engagement/desk-engagement-forms";

/** What the panel says of the client's photo ID, from where the documents checklists stand. */
const idDocumentNote: Record<NonNullable<InquiryEngagementView["idDocument"]>, string> = {
  received: ": it has been received there.",
  needed: ": a document request asks for it, and it has not been received yet.",
  "not-requested": ": send a document request that asks for it.",
};

/**
 * The engagement letters of one inquiry, inside its desk page (docs/ENGAGEMENT.md#in-the-desk):
 * each letter's state (draft, sent, opened, consented, signed, countersigned), who it waits for and
 * its steps, a link to its page, and the form that prepares a new one from a template. Plain forms
 * posted to the inquiry page's action, with or without scripts.
 */
export function InquiryEngagementPanel({
  view,
  pageAnswer,
}: {
  view: InquiryEngagementView | null;
  pageAnswer?: DeskAnswer;
}) {
  if (!view) return null;
  const answer = isEngagementPanelIntent(pageAnswer?.intent) ? pageAnswer : undefined;
  return (
    <DeskPanel id="engagement" title="Engagement letter" answer={answer}>
      {view.letters.length === 0 ? <p className="text-muted">No engagement letter yet.</p> : null}
      <ul className="space-y-3">
        {view.letters.map((l) => (
          <li key={l.id} className="space-y-2 rounded-lg border border-line p-3">
            <p className="font-semibold text-ink-900">
              {l.title}{" "}
              <span className="font-normal text-muted">
                (letter #{l.id}
                {l.version > 1 ? `, version ${l.version}` : ""})
              </span>
            </p>
            <p className="text-sm">
              {l.state}.{" "}
              {l.waitsFor ? (
                <strong>Waits for {l.waitsFor === "client" ? "the client" : "staff"}.</strong>
              ) : null}
            </p>
            {l.steps.length > 0 ? (
              <ul className="text-sm text-muted">
                {l.steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            ) : null}
            <Link to={l.href} className={deskButton.secondary}>
              Open the letter<span className="sr-only"> #{l.id}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        The client's photo ID (LSO By-Law 7.1) comes through the{" "}
        <a href="#documents" className="underline">
          documents checklist
        </a>
        {idDocumentNote[view.idDocument ?? "not-requested"]}
      </p>
      <Form
        method="post"
        action={`/desk/inquiries/${view.messageId}`}
        className="grid gap-3 sm:grid-cols-2"
      >
        <SubmissionKey />
        <div className="sm:col-span-2">
          <label htmlFor="engagement-template" className="block text-sm font-semibold">
            Letter template
          </label>
          <select id="engagement-template" name="template" className={deskInput}>
            {view.choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="engagement-price" className="block text-sm font-semibold">
            Property price, dollars <span className="font-normal text-muted">(real estate)</span>
          </label>
          <input
            id="engagement-price"
            name="propertyPrice"
            inputMode="decimal"
            className={deskInput}
          />
        </div>
        <div>
          <label htmlFor="engagement-rate" className="block text-sm font-semibold">
            Hourly rate, dollars <span className="font-normal text-muted">(family law)</span>
          </label>
          <input id="engagement-rate" name="hourlyRate" inputMode="decimal" className={deskInput} />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            name="intent"
            value="prepare-engagement-letter"
            className={deskButton.primary}
          >
            Prepare a letter
          </button>
        </div>
      </Form>
    </DeskPanel>
  );
}
